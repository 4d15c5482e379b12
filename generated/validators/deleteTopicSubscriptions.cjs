// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// deleteTopicSubscriptions: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.deleteTopicSubscriptions_body = validate20;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteTopicSubscriptions_body" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.subscriberIds === undefined) && (missing0 = "subscriberIds")){
errors++;
}
else {
if(data.subscriberIds !== undefined){
let data0 = data.subscriberIds;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data0)){
if(data0.length > 100){
errors++;
}
else {
var valid3 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data0[i0] !== "string"){
errors++;
}
var valid3 = _errs7 === errors;
if(!valid3){
break;
}
}
}
}
else {
errors++;
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

exports.deleteTopicSubscriptions_response_200 = validate21;
const pattern4 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteTopicSubscriptions_response_200" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.data === undefined) && (missing0 = "data")) || ((data.meta === undefined) && (missing0 = "meta"))){
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
if((((((data1._id === undefined) && (missing1 = "_id")) || ((data1.topic === undefined) && (missing1 = "topic"))) || ((data1.subscriber === undefined) && (missing1 = "subscriber"))) || ((data1.createdAt === undefined) && (missing1 = "createdAt"))) || ((data1.updatedAt === undefined) && (missing1 = "updatedAt"))){
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
if(data1.topic !== undefined){
let data3 = data1.topic;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if(((data3._id === undefined) && (missing2 = "_id")) || ((data3.key === undefined) && (missing2 = "key"))){
errors++;
}
else {
if(data3._id !== undefined){
const _errs13 = errors;
if(typeof data3._id !== "string"){
errors++;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data3.key !== undefined){
const _errs15 = errors;
if(typeof data3.key !== "string"){
errors++;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data3.name !== undefined){
const _errs17 = errors;
if(typeof data3.name !== "string"){
errors++;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
}
}
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
if(data1.subscriber !== undefined){
let data7 = data1.subscriber;
const _errs19 = errors;
if(errors === _errs19){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing3;
if(((data7._id === undefined) && (missing3 = "_id")) || ((data7.subscriberId === undefined) && (missing3 = "subscriberId"))){
errors++;
}
else {
if(data7._id !== undefined){
const _errs21 = errors;
if(typeof data7._id !== "string"){
errors++;
}
var valid6 = _errs21 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data7.subscriberId !== undefined){
const _errs23 = errors;
if(typeof data7.subscriberId !== "string"){
errors++;
}
var valid6 = _errs23 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data7.avatar !== undefined){
let data10 = data7.avatar;
const _errs25 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
errors++;
}
var valid6 = _errs25 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data7.firstName !== undefined){
let data11 = data7.firstName;
const _errs27 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
errors++;
}
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data7.lastName !== undefined){
let data12 = data7.lastName;
const _errs29 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
errors++;
}
var valid6 = _errs29 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data7.email !== undefined){
let data13 = data7.email;
const _errs31 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
errors++;
}
var valid6 = _errs31 === errors;
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
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.createdAt !== undefined){
let data14 = data1.createdAt;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
errors++;
}
}
else {
errors++;
}
}
var valid4 = _errs33 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.updatedAt !== undefined){
let data15 = data1.updatedAt;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
errors++;
}
}
else {
errors++;
}
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
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
if(data.meta !== undefined){
let data16 = data.meta;
const _errs37 = errors;
if(errors === _errs37){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing4;
if((((data16.totalCount === undefined) && (missing4 = "totalCount")) || ((data16.successful === undefined) && (missing4 = "successful"))) || ((data16.failed === undefined) && (missing4 = "failed"))){
errors++;
}
else {
if(data16.totalCount !== undefined){
let data17 = data16.totalCount;
const _errs39 = errors;
if(!((typeof data17 == "number") && (isFinite(data17)))){
errors++;
}
var valid7 = _errs39 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.successful !== undefined){
let data18 = data16.successful;
const _errs41 = errors;
if(!((typeof data18 == "number") && (isFinite(data18)))){
errors++;
}
var valid7 = _errs41 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.failed !== undefined){
let data19 = data16.failed;
const _errs43 = errors;
if(!((typeof data19 == "number") && (isFinite(data19)))){
errors++;
}
var valid7 = _errs43 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
errors++;
}
}
var valid2 = _errs37 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.errors !== undefined){
let data20 = data.errors;
const _errs45 = errors;
if(errors === _errs45){
if(Array.isArray(data20)){
var valid8 = true;
const len1 = data20.length;
for(let i1=0; i1<len1; i1++){
let data21 = data20[i1];
const _errs47 = errors;
if(errors === _errs47){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing5;
if((((data21.subscriberId === undefined) && (missing5 = "subscriberId")) || ((data21.code === undefined) && (missing5 = "code"))) || ((data21.message === undefined) && (missing5 = "message"))){
errors++;
}
else {
if(data21.subscriberId !== undefined){
const _errs49 = errors;
if(typeof data21.subscriberId !== "string"){
errors++;
}
var valid9 = _errs49 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data21.code !== undefined){
const _errs51 = errors;
if(typeof data21.code !== "string"){
errors++;
}
var valid9 = _errs51 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data21.message !== undefined){
const _errs53 = errors;
if(typeof data21.message !== "string"){
errors++;
}
var valid9 = _errs53 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
else {
errors++;
}
}
var valid8 = _errs47 === errors;
if(!valid8){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs45 === errors;
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
validate21.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs0;
}
validate21.errors = vErrors;
return errors === 0;
}

exports.deleteTopicSubscriptions_response_default = validate22;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteTopicSubscriptions_response_default" */;
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

exports.deleteTopicSubscriptions_response_2XX = exports.deleteTopicSubscriptions_response_200;
})(validators);
(function (exports) {
exports.deleteTopicSubscriptions_path = validate52;

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
/*# sourceURL="deleteTopicSubscriptions_path" */;
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

exports.deleteTopicSubscriptions_header = validate56;

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


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteTopicSubscriptions_header" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["idempotency-key"] !== undefined){
if(!(validate57(data["idempotency-key"], {instancePath:instancePath+"/idempotency-key",parentData:data,parentDataProperty:"idempotency-key",rootData}))){
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
})(validators);
/** The body and response validators with Ajv's errors: run when a verdict is false. */
exports.errors = () => require("./deleteTopicSubscriptions.errors.cjs");
