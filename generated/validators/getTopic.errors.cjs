// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// getTopic: body and response validators with Ajv's errors.
(function (exports) {
exports.getTopic_response_200 = validate52;
const pattern3 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate55.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"},message:"must match pattern \""+"^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._id === undefined) && (missing0 = "_id")) || ((data.key === undefined) && (missing0 = "key"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate54.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
const _errs3 = errors;
if(typeof data.key !== "string"){
validate54.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate54.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs7 = errors;
if(!(validate55(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
if (vErrors === null) vErrors = validate55.errors; else for (const error of validate55.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs8 = errors;
if(!(validate55(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
if (vErrors === null) vErrors = validate55.errors; else for (const error of validate55.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
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
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopic_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate54.errors; else for (const error of validate54.errors) vErrors.push(error);
errors = vErrors.length;
}
validate52.errors = vErrors;
return errors === 0;
}

exports.getTopic_response_default = validate59;

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate60.errors = null;
return true;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopic_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate60.errors; else for (const error of validate60.errors) vErrors.push(error);
errors = vErrors.length;
}
validate59.errors = vErrors;
return errors === 0;
}

exports.getTopic_response_2XX = exports.getTopic_response_200;
})(exports);
