// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// getTopicSubscriber: body and response validators with Ajv's errors.
(function (exports) {
exports.getTopicSubscriber_response_200 = validate52;

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data._organizationId === undefined) && (missing0 = "_organizationId")) || ((data._environmentId === undefined) && (missing0 = "_environmentId"))) || ((data._subscriberId === undefined) && (missing0 = "_subscriberId"))) || ((data._topicId === undefined) && (missing0 = "_topicId"))) || ((data.topicKey === undefined) && (missing0 = "topicKey"))) || ((data.externalSubscriberId === undefined) && (missing0 = "externalSubscriberId"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._organizationId !== undefined){
const _errs1 = errors;
if(typeof data._organizationId !== "string"){
validate54.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._environmentId !== undefined){
const _errs3 = errors;
if(typeof data._environmentId !== "string"){
validate54.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._subscriberId !== undefined){
const _errs5 = errors;
if(typeof data._subscriberId !== "string"){
validate54.errors = [{instancePath:instancePath+"/_subscriberId",schemaPath:"#/properties/_subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._topicId !== undefined){
const _errs7 = errors;
if(typeof data._topicId !== "string"){
validate54.errors = [{instancePath:instancePath+"/_topicId",schemaPath:"#/properties/_topicId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topicKey !== undefined){
const _errs9 = errors;
if(typeof data.topicKey !== "string"){
validate54.errors = [{instancePath:instancePath+"/topicKey",schemaPath:"#/properties/topicKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.externalSubscriberId !== undefined){
const _errs11 = errors;
if(typeof data.externalSubscriberId !== "string"){
validate54.errors = [{instancePath:instancePath+"/externalSubscriberId",schemaPath:"#/properties/externalSubscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopicSubscriber_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate54.errors; else for (const error of validate54.errors) vErrors.push(error);
errors = vErrors.length;
}
validate52.errors = vErrors;
return errors === 0;
}

exports.getTopicSubscriber_response_default = validate56;

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate57.errors = null;
return true;
}


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopicSubscriber_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate57(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate57.errors; else for (const error of validate57.errors) vErrors.push(error);
errors = vErrors.length;
}
validate56.errors = vErrors;
return errors === 0;
}

exports.getTopicSubscriber_response_2XX = exports.getTopicSubscriber_response_200;
})(exports);
