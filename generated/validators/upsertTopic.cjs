// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// upsertTopic: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.upsertTopic_body = validate20;
const func1 = function (text) {
  // Code points, as JSON Schema counts a string's length: a surrogate pair is one.
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    length += 1;
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i += 1;
  }
  return length;
};
const pattern4 = new RegExp("^[A-Za-z0-9_:-]+$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="upsertTopic_body" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.key === undefined) && (missing0 = "key")){
errors++;
}
else {
if(data.key !== undefined){
let data0 = data.key;
const _errs5 = errors;
const _errs6 = errors;
let valid3 = false;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data0 === "string"){
if((data0.length > 100 && func1(data0) > 100)){
errors++;
}
else {
if(((data0.length + 1) >> 1 < 1 && func1(data0) < 1)){
errors++;
}
else {
if(!pattern4.test(data0)){
errors++;
}
}
}
}
else {
errors++;
}
}
var _valid0 = _errs7 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data0 === "string"){
if((data0.length > 100 && func1(data0) > 100)){
errors++;
}
else {
if(((data0.length + 1) >> 1 < 1 && func1(data0) < 1)){
errors++;
}
else {
if(!(formats0.test(data0))){
errors++;
}
}
}
}
else {
errors++;
}
}
}
var _valid0 = _errs9 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
errors++;
}
else {
errors = _errs6;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.name !== undefined){
let data1 = data.name;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data1 === "string"){
if((data1.length > 100 && func1(data1) > 100)){
errors++;
}
else {
if(((data1.length + 1) >> 1 < 0 && func1(data1) < 0)){
errors++;
}
}
}
else {
errors++;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
errors++;
}
}
var valid1 = _errs3 === errors;
if(valid1){
errors++;
}
else {
errors = _errs2;
}
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

exports.upsertTopic_response_200 = validate21;
const pattern5 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="upsertTopic_response_200" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._id === undefined) && (missing0 = "_id")) || ((data.key === undefined) && (missing0 = "key"))){
errors++;
}
else {
if(data._id !== undefined){
const _errs5 = errors;
if(typeof data._id !== "string"){
errors++;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.key !== undefined){
const _errs7 = errors;
if(typeof data.key !== "string"){
errors++;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.name !== undefined){
const _errs9 = errors;
if(typeof data.name !== "string"){
errors++;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.createdAt !== undefined){
let data3 = data.createdAt;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
errors++;
}
}
else {
errors++;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.updatedAt !== undefined){
let data4 = data.updatedAt;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
errors++;
}
}
else {
errors++;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
errors++;
}
}
var valid1 = _errs3 === errors;
if(valid1){
errors++;
}
else {
errors = _errs2;
}
var valid0 = _errs1 === errors;
if(valid0){
validate21.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs0;
}
validate21.errors = vErrors;
return errors === 0;
}

exports.upsertTopic_response_default = validate22;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="upsertTopic_response_default" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
errors++;
var valid0 = _errs1 === errors;
if(valid0){
validate22.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs0;
}
validate22.errors = vErrors;
return errors === 0;
}

exports.upsertTopic_response_2XX = exports.upsertTopic_response_200;
})(validators);
(function (exports) {
exports.upsertTopic_header = validate52;

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
/*# sourceURL="upsertTopic_header" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["idempotency-key"] !== undefined){
if(!(validate54(data["idempotency-key"], {instancePath:instancePath+"/idempotency-key",parentData:data,parentDataProperty:"idempotency-key",rootData}))){
if (vErrors === null) vErrors = validate54.errors; else for (const error of validate54.errors) vErrors.push(error);
errors = vErrors.length;
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
})(validators);
/** The body and response validators with Ajv's errors: run when a verdict is false. */
exports.errors = () => require("./upsertTopic.errors.cjs");
