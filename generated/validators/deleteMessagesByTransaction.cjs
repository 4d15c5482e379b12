// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// deleteMessagesByTransaction: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.deleteMessagesByTransaction_response_default = validate20;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteMessagesByTransaction_response_default" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
errors++;
var valid0 = _errs1 === errors;
if(valid0){
validate20.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs0;
}
validate20.errors = vErrors;
return errors === 0;
}
})(validators);
(function (exports) {
exports.deleteMessagesByTransaction_path = validate52;

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
let dataType0 = typeof data;
let coerced0 = undefined;
if(dataType0 == 'object' && Array.isArray(data) && data.length == 1){
data = data[0];
dataType0 = typeof data;
if(typeof data === "string"){
coerced0 = data;
}
}
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data;
}
else if(data === null){
coerced0 = "";
}
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data = coerced0;
if(parentData !== undefined){
parentData[parentDataProperty] = coerced0;
}
}
}
validate54.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteMessagesByTransaction_path" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactionId === undefined) && (missing0 = "transactionId")){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.transactionId !== undefined){
if(!(validate54(data.transactionId, {instancePath:instancePath+"/transactionId",parentData:data,parentDataProperty:"transactionId",rootData}))){
if (vErrors === null) vErrors = validate54.errors; else for (const error of validate54.errors) vErrors.push(error);
errors = vErrors.length;
}
}
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}

exports.deleteMessagesByTransaction_query = validate56;
const schema23 = {"type":"string","enum":["in_app","email","sms","chat","push"]};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
let dataType0 = typeof data;
let coerced0 = undefined;
if(dataType0 == 'object' && Array.isArray(data) && data.length == 1){
data = data[0];
dataType0 = typeof data;
if(typeof data === "string"){
coerced0 = data;
}
}
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data;
}
else if(data === null){
coerced0 = "";
}
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data = coerced0;
if(parentData !== undefined){
parentData[parentDataProperty] = coerced0;
}
}
}
if(!(((((data === "in_app") || (data === "email")) || (data === "sms")) || (data === "chat")) || (data === "push"))){
validate57.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema23.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate57.errors = vErrors;
return errors === 0;
}


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteMessagesByTransaction_query" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.channel !== undefined){
if(!(validate57(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
if (vErrors === null) vErrors = validate57.errors; else for (const error of validate57.errors) vErrors.push(error);
errors = vErrors.length;
}
}
}
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}

exports.deleteMessagesByTransaction_header = validate59;

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
let dataType0 = typeof data;
let coerced0 = undefined;
if(dataType0 == 'object' && Array.isArray(data) && data.length == 1){
data = data[0];
dataType0 = typeof data;
if(typeof data === "string"){
coerced0 = data;
}
}
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data;
}
else if(data === null){
coerced0 = "";
}
else {
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data = coerced0;
if(parentData !== undefined){
parentData[parentDataProperty] = coerced0;
}
}
}
validate60.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteMessagesByTransaction_header" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["idempotency-key"] !== undefined){
if(!(validate60(data["idempotency-key"], {instancePath:instancePath+"/idempotency-key",parentData:data,parentDataProperty:"idempotency-key",rootData}))){
if (vErrors === null) vErrors = validate60.errors; else for (const error of validate60.errors) vErrors.push(error);
errors = vErrors.length;
}
}
}
else {
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
})(validators);
/** The body and response validators with Ajv's errors: run when a verdict is false. */
exports.errors = () => require("./deleteMessagesByTransaction.errors.cjs");
