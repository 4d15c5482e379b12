// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// getTopicSubscriber: strict validators, unknown properties reported.
(function (exports) {
exports.getTopicSubscriber_response_200 = validate52;

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._organizationId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_organizationId"},message:"must have required property '"+"_organizationId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data._environmentId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_environmentId"},message:"must have required property '"+"_environmentId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data._subscriberId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_subscriberId"},message:"must have required property '"+"_subscriberId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data._topicId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_topicId"},message:"must have required property '"+"_topicId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.topicKey === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topicKey"},message:"must have required property '"+"topicKey"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.externalSubscriberId === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "externalSubscriberId"},message:"must have required property '"+"externalSubscriberId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "_organizationId") || (key0 === "_environmentId")) || (key0 === "_subscriberId")) || (key0 === "_topicId")) || (key0 === "topicKey")) || (key0 === "externalSubscriberId"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data._organizationId !== undefined){
if(typeof data._organizationId !== "string"){
const err7 = {instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data._environmentId !== undefined){
if(typeof data._environmentId !== "string"){
const err8 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data._subscriberId !== undefined){
if(typeof data._subscriberId !== "string"){
const err9 = {instancePath:instancePath+"/_subscriberId",schemaPath:"#/properties/_subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data._topicId !== undefined){
if(typeof data._topicId !== "string"){
const err10 = {instancePath:instancePath+"/_topicId",schemaPath:"#/properties/_topicId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.topicKey !== undefined){
if(typeof data.topicKey !== "string"){
const err11 = {instancePath:instancePath+"/topicKey",schemaPath:"#/properties/topicKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.externalSubscriberId !== undefined){
if(typeof data.externalSubscriberId !== "string"){
const err12 = {instancePath:instancePath+"/externalSubscriberId",schemaPath:"#/properties/externalSubscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
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
