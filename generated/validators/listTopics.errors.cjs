// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// listTopics: body and response validators with Ajv's errors.
(function (exports) {
exports.listTopics_response_200 = validate52;
const schema21 = {"type":"object","required":["data","next","previous"],"properties":{"data":{"type":"array","items":{"$ref":"#/components/schemas/Topic"}},"next":{"type":["string","null"]},"previous":{"type":["string","null"]}}};
const pattern3 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate56.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"},message:"must match pattern \""+"^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}


function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._id === undefined) && (missing0 = "_id")) || ((data.key === undefined) && (missing0 = "key"))){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate55.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate55.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate55.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate56(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
if (vErrors === null) vErrors = validate56.errors; else for (const error of validate56.errors) vErrors.push(error);
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
if(!(validate56(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
if (vErrors === null) vErrors = validate56.errors; else for (const error of validate56.errors) vErrors.push(error);
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
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if((((data.data === undefined) && (missing0 = "data")) || ((data.next === undefined) && (missing0 = "next"))) || ((data.previous === undefined) && (missing0 = "previous"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate55(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
if (vErrors === null) vErrors = validate55.errors; else for (const error of validate55.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next !== undefined){
let data2 = data.next;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate54.errors = [{instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: schema21.properties.next.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous !== undefined){
let data3 = data.previous;
const _errs6 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate54.errors = [{instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/type",keyword:"type",params:{type: schema21.properties.previous.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
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
/*# sourceURL="listTopics_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate54.errors; else for (const error of validate54.errors) vErrors.push(error);
errors = vErrors.length;
}
validate52.errors = vErrors;
return errors === 0;
}

exports.listTopics_response_default = validate61;

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate62.errors = null;
return true;
}


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listTopics_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate62(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate62.errors; else for (const error of validate62.errors) vErrors.push(error);
errors = vErrors.length;
}
validate61.errors = vErrors;
return errors === 0;
}

exports.listTopics_response_2XX = exports.listTopics_response_200;
})(exports);
