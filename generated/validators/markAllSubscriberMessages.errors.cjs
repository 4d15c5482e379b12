// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// markAllSubscriberMessages: body and response validators with Ajv's errors.
(function (exports) {
exports.markAllSubscriberMessages_body = validate52;
const schema21 = {"type":"object","required":["markAs"],"properties":{"markAs":{"type":"string","enum":["read","seen","unread","unseen"]},"feedIdentifier":{"anyOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.markAs === undefined) && (missing0 = "markAs")){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.markAs !== undefined){
let data0 = data.markAs;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate54.errors = [{instancePath:instancePath+"/markAs",schemaPath:"#/properties/markAs/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data0 === "read") || (data0 === "seen")) || (data0 === "unread")) || (data0 === "unseen"))){
validate54.errors = [{instancePath:instancePath+"/markAs",schemaPath:"#/properties/markAs/enum",keyword:"enum",params:{allowedValues: schema21.properties.markAs.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.feedIdentifier !== undefined){
let data1 = data.feedIdentifier;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(typeof data1[i0] !== "string"){
const err1 = {instancePath:instancePath+"/feedIdentifier/" + i0,schemaPath:"#/properties/feedIdentifier/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
const err2 = {instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err3 = {instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate54.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
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
/*# sourceURL="markAllSubscriberMessages_body" */;
let vErrors = null;
let errors = 0;
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate54.errors; else for (const error of validate54.errors) vErrors.push(error);
errors = vErrors.length;
}
validate52.errors = vErrors;
return errors === 0;
}

exports.markAllSubscriberMessages_response_201 = validate56;

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (isFinite(data)))){
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
validate57.errors = vErrors;
return errors === 0;
}


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="markAllSubscriberMessages_response_201" */;
let vErrors = null;
let errors = 0;
if(!(validate57(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate57.errors; else for (const error of validate57.errors) vErrors.push(error);
errors = vErrors.length;
}
validate56.errors = vErrors;
return errors === 0;
}

exports.markAllSubscriberMessages_response_default = validate59;

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate60.errors = null;
return true;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="markAllSubscriberMessages_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate60.errors; else for (const error of validate60.errors) vErrors.push(error);
errors = vErrors.length;
}
validate59.errors = vErrors;
return errors === 0;
}

exports.markAllSubscriberMessages_response_2XX = exports.markAllSubscriberMessages_response_201;
})(exports);
