// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// getTopicSubscriber: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.getTopicSubscriber_response_200 = validate20;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopicSubscriber_response_200" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data._organizationId === undefined) && (missing0 = "_organizationId")) || ((data._environmentId === undefined) && (missing0 = "_environmentId"))) || ((data._subscriberId === undefined) && (missing0 = "_subscriberId"))) || ((data._topicId === undefined) && (missing0 = "_topicId"))) || ((data.topicKey === undefined) && (missing0 = "topicKey"))) || ((data.externalSubscriberId === undefined) && (missing0 = "externalSubscriberId"))){
errors++;
}
else {
if(data._organizationId !== undefined){
const _errs5 = errors;
if(typeof data._organizationId !== "string"){
errors++;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data._environmentId !== undefined){
const _errs7 = errors;
if(typeof data._environmentId !== "string"){
errors++;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data._subscriberId !== undefined){
const _errs9 = errors;
if(typeof data._subscriberId !== "string"){
errors++;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data._topicId !== undefined){
const _errs11 = errors;
if(typeof data._topicId !== "string"){
errors++;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.topicKey !== undefined){
const _errs13 = errors;
if(typeof data.topicKey !== "string"){
errors++;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.externalSubscriberId !== undefined){
const _errs15 = errors;
if(typeof data.externalSubscriberId !== "string"){
errors++;
}
var valid2 = _errs15 === errors;
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

exports.getTopicSubscriber_response_default = validate21;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopicSubscriber_response_default" */;
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

exports.getTopicSubscriber_response_2XX = exports.getTopicSubscriber_response_200;
})(validators);
(function (exports) {
exports.getTopicSubscriber_path = validate52;

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


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate56.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopicSubscriber_path" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.topicKey === undefined) && (missing0 = "topicKey")) || ((data.externalSubscriberId === undefined) && (missing0 = "externalSubscriberId"))){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.topicKey !== undefined){
const _errs1 = errors;
if(!(validate54(data.topicKey, {instancePath:instancePath+"/topicKey",parentData:data,parentDataProperty:"topicKey",rootData}))){
if (vErrors === null) vErrors = validate54.errors; else for (const error of validate54.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.externalSubscriberId !== undefined){
const _errs2 = errors;
if(!(validate56(data.externalSubscriberId, {instancePath:instancePath+"/externalSubscriberId",parentData:data,parentDataProperty:"externalSubscriberId",rootData}))){
if (vErrors === null) vErrors = validate56.errors; else for (const error of validate56.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
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

exports.getTopicSubscriber_header = validate58;

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


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopicSubscriber_header" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["idempotency-key"] !== undefined){
if(!(validate59(data["idempotency-key"], {instancePath:instancePath+"/idempotency-key",parentData:data,parentDataProperty:"idempotency-key",rootData}))){
if (vErrors === null) vErrors = validate59.errors; else for (const error of validate59.errors) vErrors.push(error);
errors = vErrors.length;
}
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}
})(validators);
/** The body and response validators with Ajv's errors: run when a verdict is false. */
exports.errors = () => require("./getTopicSubscriber.errors.cjs");
