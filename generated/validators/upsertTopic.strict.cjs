// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// upsertTopic: strict validators, unknown properties reported.
(function (exports) {
exports.upsertTopic_body = validate52;
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
const pattern3 = new RegExp("^[A-Za-z0-9_:-]+$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if((data.length > 100 && func1(data) > 100)){
const err0 = {instancePath,schemaPath:"#/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(((data.length + 1) >> 1 < 1 && func1(data) < 1)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_:-]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(typeof data === "string"){
if((data.length > 100 && func1(data) > 100)){
const err4 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(((data.length + 1) >> 1 < 1 && func1(data) < 1)){
const err5 = {instancePath,schemaPath:"#/anyOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0.test(data))){
const err6 = {instancePath,schemaPath:"#/anyOf/1/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err8 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate55.errors = vErrors;
return errors === 0;
}


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "key") || (key0 === "name"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.key !== undefined){
if(!(validate55(data.key, {instancePath:instancePath+"/key",parentData:data,parentDataProperty:"key",rootData}))){
if (vErrors === null) vErrors = validate55.errors; else for (const error of validate55.errors) vErrors.push(error);
errors = vErrors.length;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if((data1.length > 100 && func1(data1) > 100)){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(((data1.length + 1) >> 1 < 0 && func1(data1) < 0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 0},message:"must NOT have fewer than 0 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="upsertTopic_body" */;
let vErrors = null;
let errors = 0;
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate54.errors; else for (const error of validate54.errors) vErrors.push(error);
errors = vErrors.length;
}
validate52.errors = vErrors;
return errors === 0;
}

exports.upsertTopic_response_200 = validate58;
const pattern4 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern4.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"},message:"must match pattern \""+"^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.key === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "_id") || (key0 === "key")) || (key0 === "name")) || (key0 === "createdAt")) || (key0 === "updatedAt"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err3 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(!(validate60(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
if (vErrors === null) vErrors = validate60.errors; else for (const error of validate60.errors) vErrors.push(error);
errors = vErrors.length;
}
}
if(data.updatedAt !== undefined){
if(!(validate60(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
if (vErrors === null) vErrors = validate60.errors; else for (const error of validate60.errors) vErrors.push(error);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="upsertTopic_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate59(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate59.errors; else for (const error of validate59.errors) vErrors.push(error);
errors = vErrors.length;
}
validate58.errors = vErrors;
return errors === 0;
}

exports.upsertTopic_response_default = validate64;

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate65.errors = null;
return true;
}


function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="upsertTopic_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate65(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate65.errors; else for (const error of validate65.errors) vErrors.push(error);
errors = vErrors.length;
}
validate64.errors = vErrors;
return errors === 0;
}

exports.upsertTopic_response_2XX = exports.upsertTopic_response_200;
})(exports);
