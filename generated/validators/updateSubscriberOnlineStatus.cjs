// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// updateSubscriberOnlineStatus: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.updateSubscriberOnlineStatus_body = validate20;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberOnlineStatus_body" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.isOnline === undefined) && (missing0 = "isOnline")){
errors++;
}
else {
if(data.isOnline !== undefined){
if(typeof data.isOnline !== "boolean"){
errors++;
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

exports.updateSubscriberOnlineStatus_response_200 = validate21;
const pattern4 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberOnlineStatus_response_200" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.subscriberId === undefined) && (missing0 = "subscriberId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data._environmentId === undefined) && (missing0 = "_environmentId"))) || ((data.deleted === undefined) && (missing0 = "deleted"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
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
if(data.firstName !== undefined){
let data1 = data.firstName;
const _errs7 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
errors++;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.lastName !== undefined){
let data2 = data.lastName;
const _errs9 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
errors++;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.email !== undefined){
let data3 = data.email;
const _errs11 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
errors++;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.phone !== undefined){
let data4 = data.phone;
const _errs13 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
errors++;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.avatar !== undefined){
let data5 = data.avatar;
const _errs15 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
errors++;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.locale !== undefined){
let data6 = data.locale;
const _errs17 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
errors++;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.timezone !== undefined){
let data7 = data.timezone;
const _errs19 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
errors++;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.channels !== undefined){
let data8 = data.channels;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data8)){
var valid3 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs23 = errors;
if(errors === _errs23){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if((((data9.providerId === undefined) && (missing1 = "providerId")) || ((data9.credentials === undefined) && (missing1 = "credentials"))) || ((data9._integrationId === undefined) && (missing1 = "_integrationId"))){
errors++;
}
else {
if(data9.providerId !== undefined){
let data10 = data9.providerId;
const _errs25 = errors;
if(typeof data10 !== "string"){
errors++;
}
if(!(((((((((((((((((data10 === "slack") || (data10 === "discord")) || (data10 === "msteams")) || (data10 === "mattermost")) || (data10 === "ryver")) || (data10 === "zulip")) || (data10 === "grafana-on-call")) || (data10 === "getstream")) || (data10 === "rocket-chat")) || (data10 === "whatsapp-business")) || (data10 === "fcm")) || (data10 === "apns")) || (data10 === "expo")) || (data10 === "one-signal")) || (data10 === "pushpad")) || (data10 === "push-webhook")) || (data10 === "pusher-beams"))){
errors++;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.integrationIdentifier !== undefined){
const _errs27 = errors;
if(typeof data9.integrationIdentifier !== "string"){
errors++;
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.credentials !== undefined){
let data12 = data9.credentials;
const _errs29 = errors;
if(errors === _errs29){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.webhookUrl !== undefined){
const _errs31 = errors;
if(typeof data12.webhookUrl !== "string"){
errors++;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.channel !== undefined){
const _errs33 = errors;
if(typeof data12.channel !== "string"){
errors++;
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.deviceTokens !== undefined){
let data15 = data12.deviceTokens;
const _errs35 = errors;
if(errors === _errs35){
if(Array.isArray(data15)){
var valid6 = true;
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
const _errs37 = errors;
if(typeof data15[i1] !== "string"){
errors++;
}
var valid6 = _errs37 === errors;
if(!valid6){
break;
}
}
}
else {
errors++;
}
}
var valid5 = _errs35 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.alertUid !== undefined){
const _errs39 = errors;
if(typeof data12.alertUid !== "string"){
errors++;
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.title !== undefined){
const _errs41 = errors;
if(typeof data12.title !== "string"){
errors++;
}
var valid5 = _errs41 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.imageUrl !== undefined){
const _errs43 = errors;
if(typeof data12.imageUrl !== "string"){
errors++;
}
var valid5 = _errs43 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.state !== undefined){
const _errs45 = errors;
if(typeof data12.state !== "string"){
errors++;
}
var valid5 = _errs45 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.externalUrl !== undefined){
const _errs47 = errors;
if(typeof data12.externalUrl !== "string"){
errors++;
}
var valid5 = _errs47 === errors;
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
}
}
else {
errors++;
}
}
var valid4 = _errs29 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9._integrationId !== undefined){
const _errs49 = errors;
if(typeof data9._integrationId !== "string"){
errors++;
}
var valid4 = _errs49 === errors;
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
var valid3 = _errs23 === errors;
if(!valid3){
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
if(valid2){
if(data.topics !== undefined){
let data23 = data.topics;
const _errs51 = errors;
if(errors === _errs51){
if(Array.isArray(data23)){
var valid7 = true;
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
const _errs53 = errors;
if(typeof data23[i2] !== "string"){
errors++;
}
var valid7 = _errs53 === errors;
if(!valid7){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs51 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.isOnline !== undefined){
let data25 = data.isOnline;
const _errs55 = errors;
if((typeof data25 !== "boolean") && (data25 !== null)){
errors++;
}
var valid2 = _errs55 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.lastOnlineAt !== undefined){
let data26 = data.lastOnlineAt;
const _errs57 = errors;
if((typeof data26 !== "string") && (data26 !== null)){
errors++;
}
if(errors === _errs57){
if(typeof data26 === "string"){
if(!pattern4.test(data26)){
errors++;
}
}
}
var valid2 = _errs57 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.__v !== undefined){
let data27 = data.__v;
const _errs59 = errors;
if(!((typeof data27 == "number") && (isFinite(data27)))){
errors++;
}
var valid2 = _errs59 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.data !== undefined){
let data28 = data.data;
const _errs61 = errors;
if((!(data28 && typeof data28 == "object" && !Array.isArray(data28))) && (data28 !== null)){
errors++;
}
var valid2 = _errs61 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.subscriberId !== undefined){
const _errs64 = errors;
if(typeof data.subscriberId !== "string"){
errors++;
}
var valid2 = _errs64 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data._organizationId !== undefined){
const _errs66 = errors;
if(typeof data._organizationId !== "string"){
errors++;
}
var valid2 = _errs66 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data._environmentId !== undefined){
const _errs68 = errors;
if(typeof data._environmentId !== "string"){
errors++;
}
var valid2 = _errs68 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.deleted !== undefined){
const _errs70 = errors;
if(typeof data.deleted !== "boolean"){
errors++;
}
var valid2 = _errs70 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.createdAt !== undefined){
let data33 = data.createdAt;
const _errs72 = errors;
if(errors === _errs72){
if(typeof data33 === "string"){
if(!pattern4.test(data33)){
errors++;
}
}
else {
errors++;
}
}
var valid2 = _errs72 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.updatedAt !== undefined){
let data34 = data.updatedAt;
const _errs74 = errors;
if(errors === _errs74){
if(typeof data34 === "string"){
if(!pattern4.test(data34)){
errors++;
}
}
else {
errors++;
}
}
var valid2 = _errs74 === errors;
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
}
}
}
}
}
}
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
validate21.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs0;
}
validate21.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberOnlineStatus_response_default = validate22;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberOnlineStatus_response_default" */;
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

exports.updateSubscriberOnlineStatus_response_2XX = exports.updateSubscriberOnlineStatus_response_200;
})(validators);
(function (exports) {
exports.updateSubscriberOnlineStatus_path = validate52;

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
/*# sourceURL="updateSubscriberOnlineStatus_path" */;
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

exports.updateSubscriberOnlineStatus_header = validate56;

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
/*# sourceURL="updateSubscriberOnlineStatus_header" */;
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
exports.errors = () => require("./updateSubscriberOnlineStatus.errors.cjs");
