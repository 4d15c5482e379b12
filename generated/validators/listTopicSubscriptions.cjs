// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// listTopicSubscriptions: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.listTopicSubscriptions_response_200 = validate20;
const pattern4 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listTopicSubscriptions_response_200" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.data === undefined) && (missing0 = "data")) || ((data.next === undefined) && (missing0 = "next"))) || ((data.previous === undefined) && (missing0 = "previous"))){
errors++;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data0)){
var valid3 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs7 = errors;
if(errors === _errs7){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1._id === undefined) && (missing1 = "_id")) || ((data1.createdAt === undefined) && (missing1 = "createdAt"))) || ((data1.topic === undefined) && (missing1 = "topic"))) || ((data1.subscriber === undefined) && (missing1 = "subscriber"))){
errors++;
}
else {
if(data1._id !== undefined){
const _errs9 = errors;
if(typeof data1._id !== "string"){
errors++;
}
var valid4 = _errs9 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.createdAt !== undefined){
let data3 = data1.createdAt;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
errors++;
}
}
else {
errors++;
}
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.topic !== undefined){
let data4 = data1.topic;
const _errs13 = errors;
if(errors === _errs13){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if(((data4._id === undefined) && (missing2 = "_id")) || ((data4.key === undefined) && (missing2 = "key"))){
errors++;
}
else {
if(data4._id !== undefined){
const _errs15 = errors;
if(typeof data4._id !== "string"){
errors++;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data4.key !== undefined){
const _errs17 = errors;
if(typeof data4.key !== "string"){
errors++;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data4.name !== undefined){
const _errs19 = errors;
if(typeof data4.name !== "string"){
errors++;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data4.createdAt !== undefined){
let data8 = data4.createdAt;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
errors++;
}
}
else {
errors++;
}
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data4.updatedAt !== undefined){
let data9 = data4.updatedAt;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data9 === "string"){
if(!pattern4.test(data9)){
errors++;
}
}
else {
errors++;
}
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
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
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.subscriber !== undefined){
let data10 = data1.subscriber;
const _errs25 = errors;
if(errors === _errs25){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing3;
if(((data10._id === undefined) && (missing3 = "_id")) || ((data10.subscriberId === undefined) && (missing3 = "subscriberId"))){
errors++;
}
else {
if(data10._id !== undefined){
const _errs27 = errors;
if(typeof data10._id !== "string"){
errors++;
}
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.subscriberId !== undefined){
const _errs29 = errors;
if(typeof data10.subscriberId !== "string"){
errors++;
}
var valid6 = _errs29 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.avatar !== undefined){
let data13 = data10.avatar;
const _errs31 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
errors++;
}
var valid6 = _errs31 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.firstName !== undefined){
let data14 = data10.firstName;
const _errs33 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
errors++;
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.lastName !== undefined){
let data15 = data10.lastName;
const _errs35 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
errors++;
}
var valid6 = _errs35 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.email !== undefined){
let data16 = data10.email;
const _errs37 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
errors++;
}
var valid6 = _errs37 === errors;
}
else {
var valid6 = true;
}
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
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
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
var valid3 = _errs7 === errors;
if(!valid3){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.next !== undefined){
let data17 = data.next;
const _errs39 = errors;
if((typeof data17 !== "string") && (data17 !== null)){
errors++;
}
var valid2 = _errs39 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.previous !== undefined){
let data18 = data.previous;
const _errs41 = errors;
if((typeof data18 !== "string") && (data18 !== null)){
errors++;
}
var valid2 = _errs41 === errors;
}
else {
var valid2 = true;
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
validate20.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs0;
}
validate20.errors = vErrors;
return errors === 0;
}

exports.listTopicSubscriptions_response_default = validate21;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listTopicSubscriptions_response_default" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
errors++;
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

exports.listTopicSubscriptions_response_2XX = exports.listTopicSubscriptions_response_200;
})(validators);
(function (exports) {
exports.listTopicSubscriptions_path = validate52;

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
/*# sourceURL="listTopicSubscriptions_path" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.topicKey === undefined) && (missing0 = "topicKey")){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.topicKey !== undefined){
if(!(validate54(data.topicKey, {instancePath:instancePath+"/topicKey",parentData:data,parentDataProperty:"topicKey",rootData}))){
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

exports.listTopicSubscriptions_query = validate56;

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
validate57.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate59.errors = vErrors;
return errors === 0;
}


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (isFinite(data)))){
let dataType0 = typeof data;
let coerced0 = undefined;
if(dataType0 == 'object' && Array.isArray(data) && data.length == 1){
data = data[0];
dataType0 = typeof data;
if((typeof data == "number") && (isFinite(data))){
coerced0 = data;
}
}
if(!(coerced0 !== undefined)){
if(dataType0 == "boolean" || data === null
              || (dataType0 == "string" && /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(data) && isFinite(+data))){
coerced0 = +data;
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 100 || isNaN(data)){
validate61.errors = [{instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
}
}
validate61.errors = vErrors;
return errors === 0;
}

const schema26 = {"type":"string","enum":["ASC","DESC"]};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!((data === "ASC") || (data === "DESC"))){
validate63.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema26.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate63.errors = vErrors;
return errors === 0;
}


function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate65.errors = vErrors;
return errors === 0;
}


function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
let dataType0 = typeof data;
let coerced0 = undefined;
if(dataType0 == 'object' && Array.isArray(data) && data.length == 1){
data = data[0];
dataType0 = typeof data;
if(typeof data === "boolean"){
coerced0 = data;
}
}
if(!(coerced0 !== undefined)){
if(data === "false" || data === 0 || data === null){
coerced0 = false;
}
else if(data === "true" || data === 1){
coerced0 = true;
}
else {
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate67.errors = vErrors;
return errors === 0;
}


function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate69.errors = vErrors;
return errors === 0;
}


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listTopicSubscriptions_query" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.after !== undefined){
const _errs1 = errors;
if(!(validate57(data.after, {instancePath:instancePath+"/after",parentData:data,parentDataProperty:"after",rootData}))){
if (vErrors === null) vErrors = validate57.errors; else for (const error of validate57.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.before !== undefined){
const _errs2 = errors;
if(!(validate59(data.before, {instancePath:instancePath+"/before",parentData:data,parentDataProperty:"before",rootData}))){
if (vErrors === null) vErrors = validate59.errors; else for (const error of validate59.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limit !== undefined){
const _errs3 = errors;
if(!(validate61(data.limit, {instancePath:instancePath+"/limit",parentData:data,parentDataProperty:"limit",rootData}))){
if (vErrors === null) vErrors = validate61.errors; else for (const error of validate61.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orderDirection !== undefined){
const _errs4 = errors;
if(!(validate63(data.orderDirection, {instancePath:instancePath+"/orderDirection",parentData:data,parentDataProperty:"orderDirection",rootData}))){
if (vErrors === null) vErrors = validate63.errors; else for (const error of validate63.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orderBy !== undefined){
const _errs5 = errors;
if(!(validate65(data.orderBy, {instancePath:instancePath+"/orderBy",parentData:data,parentDataProperty:"orderBy",rootData}))){
if (vErrors === null) vErrors = validate65.errors; else for (const error of validate65.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.includeCursor !== undefined){
const _errs6 = errors;
if(!(validate67(data.includeCursor, {instancePath:instancePath+"/includeCursor",parentData:data,parentDataProperty:"includeCursor",rootData}))){
if (vErrors === null) vErrors = validate67.errors; else for (const error of validate67.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriberId !== undefined){
const _errs7 = errors;
if(!(validate69(data.subscriberId, {instancePath:instancePath+"/subscriberId",parentData:data,parentDataProperty:"subscriberId",rootData}))){
if (vErrors === null) vErrors = validate69.errors; else for (const error of validate69.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
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
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}

exports.listTopicSubscriptions_header = validate71;

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate72.errors = vErrors;
return errors === 0;
}


function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listTopicSubscriptions_header" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["idempotency-key"] !== undefined){
if(!(validate72(data["idempotency-key"], {instancePath:instancePath+"/idempotency-key",parentData:data,parentDataProperty:"idempotency-key",rootData}))){
if (vErrors === null) vErrors = validate72.errors; else for (const error of validate72.errors) vErrors.push(error);
errors = vErrors.length;
}
}
}
else {
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}
})(validators);
/** The body and response validators with Ajv's errors: run when a verdict is false. */
exports.errors = () => require("./listTopicSubscriptions.errors.cjs");
