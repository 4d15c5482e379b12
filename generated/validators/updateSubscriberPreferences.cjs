// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// updateSubscriberPreferences: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.updateSubscriberPreferences_body = validate20;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberPreferences_body" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.channels === undefined) && (missing0 = "channels")){
errors++;
}
else {
if(data.channels !== undefined){
let data0 = data.channels;
const _errs5 = errors;
if(errors === _errs5){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.email !== undefined){
const _errs7 = errors;
if(typeof data0.email !== "boolean"){
errors++;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.sms !== undefined){
const _errs9 = errors;
if(typeof data0.sms !== "boolean"){
errors++;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.in_app !== undefined){
const _errs11 = errors;
if(typeof data0.in_app !== "boolean"){
errors++;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.chat !== undefined){
const _errs13 = errors;
if(typeof data0.chat !== "boolean"){
errors++;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.push !== undefined){
const _errs15 = errors;
if(typeof data0.push !== "boolean"){
errors++;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
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
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.workflowId !== undefined){
const _errs17 = errors;
if(typeof data.workflowId !== "string"){
errors++;
}
var valid2 = _errs17 === errors;
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

exports.updateSubscriberPreferences_response_200 = validate21;
const pattern4 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberPreferences_response_200" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.global === undefined) && (missing0 = "global")) || ((data.workflows === undefined) && (missing0 = "workflows"))){
errors++;
}
else {
if(data.global !== undefined){
let data0 = data.global;
const _errs5 = errors;
if(errors === _errs5){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.enabled === undefined) && (missing1 = "enabled")) || ((data0.channels === undefined) && (missing1 = "channels"))){
errors++;
}
else {
if(data0.enabled !== undefined){
const _errs7 = errors;
if(typeof data0.enabled !== "boolean"){
errors++;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.channels !== undefined){
let data2 = data0.channels;
const _errs9 = errors;
if(errors === _errs9){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.email !== undefined){
const _errs11 = errors;
if(typeof data2.email !== "boolean"){
errors++;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.sms !== undefined){
const _errs13 = errors;
if(typeof data2.sms !== "boolean"){
errors++;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.in_app !== undefined){
const _errs15 = errors;
if(typeof data2.in_app !== "boolean"){
errors++;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.chat !== undefined){
const _errs17 = errors;
if(typeof data2.chat !== "boolean"){
errors++;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.push !== undefined){
const _errs19 = errors;
if(typeof data2.push !== "boolean"){
errors++;
}
var valid4 = _errs19 === errors;
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
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
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
if(data.workflows !== undefined){
let data8 = data.workflows;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data8)){
var valid5 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs23 = errors;
if(errors === _errs23){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if(((((data9.enabled === undefined) && (missing2 = "enabled")) || ((data9.channels === undefined) && (missing2 = "channels"))) || ((data9.overrides === undefined) && (missing2 = "overrides"))) || ((data9.workflow === undefined) && (missing2 = "workflow"))){
errors++;
}
else {
if(data9.enabled !== undefined){
const _errs25 = errors;
if(typeof data9.enabled !== "boolean"){
errors++;
}
var valid6 = _errs25 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data9.channels !== undefined){
let data11 = data9.channels;
const _errs27 = errors;
if(errors === _errs27){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.email !== undefined){
const _errs29 = errors;
if(typeof data11.email !== "boolean"){
errors++;
}
var valid7 = _errs29 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data11.sms !== undefined){
const _errs31 = errors;
if(typeof data11.sms !== "boolean"){
errors++;
}
var valid7 = _errs31 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data11.in_app !== undefined){
const _errs33 = errors;
if(typeof data11.in_app !== "boolean"){
errors++;
}
var valid7 = _errs33 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data11.chat !== undefined){
const _errs35 = errors;
if(typeof data11.chat !== "boolean"){
errors++;
}
var valid7 = _errs35 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data11.push !== undefined){
const _errs37 = errors;
if(typeof data11.push !== "boolean"){
errors++;
}
var valid7 = _errs37 === errors;
}
else {
var valid7 = true;
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
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data9.overrides !== undefined){
let data17 = data9.overrides;
const _errs39 = errors;
if(errors === _errs39){
if(Array.isArray(data17)){
var valid8 = true;
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
const _errs41 = errors;
if(errors === _errs41){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing3;
if(((data18.channel === undefined) && (missing3 = "channel")) || ((data18.source === undefined) && (missing3 = "source"))){
errors++;
}
else {
if(data18.channel !== undefined){
let data19 = data18.channel;
const _errs43 = errors;
if(typeof data19 !== "string"){
errors++;
}
if(!(((((data19 === "in_app") || (data19 === "email")) || (data19 === "sms")) || (data19 === "chat")) || (data19 === "push"))){
errors++;
}
var valid9 = _errs43 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data18.source !== undefined){
let data20 = data18.source;
const _errs45 = errors;
if(typeof data20 !== "string"){
errors++;
}
if(!(((data20 === "subscriber") || (data20 === "template")) || (data20 === "workflowOverride"))){
errors++;
}
var valid9 = _errs45 === errors;
}
else {
var valid9 = true;
}
}
}
}
else {
errors++;
}
}
var valid8 = _errs41 === errors;
if(!valid8){
break;
}
}
}
else {
errors++;
}
}
var valid6 = _errs39 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data9.workflow !== undefined){
let data21 = data9.workflow;
const _errs47 = errors;
if(errors === _errs47){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing4;
if((((data21.slug === undefined) && (missing4 = "slug")) || ((data21.identifier === undefined) && (missing4 = "identifier"))) || ((data21.name === undefined) && (missing4 = "name"))){
errors++;
}
else {
if(data21.slug !== undefined){
const _errs49 = errors;
if(typeof data21.slug !== "string"){
errors++;
}
var valid10 = _errs49 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data21.identifier !== undefined){
const _errs51 = errors;
if(typeof data21.identifier !== "string"){
errors++;
}
var valid10 = _errs51 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data21.name !== undefined){
const _errs53 = errors;
if(typeof data21.name !== "string"){
errors++;
}
var valid10 = _errs53 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data21.updatedAt !== undefined){
let data25 = data21.updatedAt;
const _errs55 = errors;
if(errors === _errs55){
if(typeof data25 === "string"){
if(!pattern4.test(data25)){
errors++;
}
}
else {
errors++;
}
}
var valid10 = _errs55 === errors;
}
else {
var valid10 = true;
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
var valid6 = _errs47 === errors;
}
else {
var valid6 = true;
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
var valid5 = _errs23 === errors;
if(!valid5){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs21 === errors;
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
validate21.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs0;
}
validate21.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberPreferences_response_default = validate22;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberPreferences_response_default" */;
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

exports.updateSubscriberPreferences_response_2XX = exports.updateSubscriberPreferences_response_200;
})(validators);
(function (exports) {
exports.updateSubscriberPreferences_path = validate52;

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
/*# sourceURL="updateSubscriberPreferences_path" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.subscriberId === undefined) && (missing0 = "subscriberId")){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.subscriberId !== undefined){
if(!(validate54(data.subscriberId, {instancePath:instancePath+"/subscriberId",parentData:data,parentDataProperty:"subscriberId",rootData}))){
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

exports.updateSubscriberPreferences_header = validate56;

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
/*# sourceURL="updateSubscriberPreferences_header" */;
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
exports.errors = () => require("./updateSubscriberPreferences.errors.cjs");
