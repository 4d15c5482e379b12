// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// listActiveIntegrations: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.listActiveIntegrations_response_200 = validate20;
const pattern4 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listActiveIntegrations_response_200" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data)){
var valid2 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs5 = errors;
if(errors === _errs5){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if(((((((((((data0._environmentId === undefined) && (missing0 = "_environmentId")) || ((data0._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data0.name === undefined) && (missing0 = "name"))) || ((data0.identifier === undefined) && (missing0 = "identifier"))) || ((data0.providerId === undefined) && (missing0 = "providerId"))) || ((data0.channel === undefined) && (missing0 = "channel"))) || ((data0.credentials === undefined) && (missing0 = "credentials"))) || ((data0.active === undefined) && (missing0 = "active"))) || ((data0.deleted === undefined) && (missing0 = "deleted"))) || ((data0.primary === undefined) && (missing0 = "primary"))){
errors++;
}
else {
if(data0._id !== undefined){
const _errs7 = errors;
if(typeof data0._id !== "string"){
errors++;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0._environmentId !== undefined){
const _errs9 = errors;
if(typeof data0._environmentId !== "string"){
errors++;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0._organizationId !== undefined){
const _errs11 = errors;
if(typeof data0._organizationId !== "string"){
errors++;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.name !== undefined){
const _errs13 = errors;
if(typeof data0.name !== "string"){
errors++;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.identifier !== undefined){
const _errs15 = errors;
if(typeof data0.identifier !== "string"){
errors++;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.providerId !== undefined){
const _errs17 = errors;
if(typeof data0.providerId !== "string"){
errors++;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.channel !== undefined){
let data7 = data0.channel;
const _errs19 = errors;
if(typeof data7 !== "string"){
errors++;
}
if(!(((((data7 === "in_app") || (data7 === "email")) || (data7 === "sms")) || (data7 === "chat")) || (data7 === "push"))){
errors++;
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.credentials !== undefined){
let data8 = data0.credentials;
const _errs21 = errors;
if(errors === _errs21){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.apiKey !== undefined){
const _errs23 = errors;
if(typeof data8.apiKey !== "string"){
errors++;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.user !== undefined){
const _errs25 = errors;
if(typeof data8.user !== "string"){
errors++;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.secretKey !== undefined){
const _errs27 = errors;
if(typeof data8.secretKey !== "string"){
errors++;
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.domain !== undefined){
const _errs29 = errors;
if(typeof data8.domain !== "string"){
errors++;
}
var valid4 = _errs29 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.password !== undefined){
const _errs31 = errors;
if(typeof data8.password !== "string"){
errors++;
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.host !== undefined){
const _errs33 = errors;
if(typeof data8.host !== "string"){
errors++;
}
var valid4 = _errs33 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.port !== undefined){
const _errs35 = errors;
if(typeof data8.port !== "string"){
errors++;
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.region !== undefined){
const _errs37 = errors;
if(typeof data8.region !== "string"){
errors++;
}
var valid4 = _errs37 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.accountSid !== undefined){
const _errs39 = errors;
if(typeof data8.accountSid !== "string"){
errors++;
}
var valid4 = _errs39 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.messageProfileId !== undefined){
const _errs41 = errors;
if(typeof data8.messageProfileId !== "string"){
errors++;
}
var valid4 = _errs41 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.token !== undefined){
const _errs43 = errors;
if(typeof data8.token !== "string"){
errors++;
}
var valid4 = _errs43 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.from !== undefined){
const _errs45 = errors;
if(typeof data8.from !== "string"){
errors++;
}
var valid4 = _errs45 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.senderName !== undefined){
const _errs47 = errors;
if(typeof data8.senderName !== "string"){
errors++;
}
var valid4 = _errs47 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.projectName !== undefined){
const _errs49 = errors;
if(typeof data8.projectName !== "string"){
errors++;
}
var valid4 = _errs49 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.applicationId !== undefined){
const _errs51 = errors;
if(typeof data8.applicationId !== "string"){
errors++;
}
var valid4 = _errs51 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.clientId !== undefined){
const _errs53 = errors;
if(typeof data8.clientId !== "string"){
errors++;
}
var valid4 = _errs53 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.baseUrl !== undefined){
const _errs55 = errors;
if(typeof data8.baseUrl !== "string"){
errors++;
}
var valid4 = _errs55 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.webhookUrl !== undefined){
const _errs57 = errors;
if(typeof data8.webhookUrl !== "string"){
errors++;
}
var valid4 = _errs57 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.redirectUrl !== undefined){
const _errs59 = errors;
if(typeof data8.redirectUrl !== "string"){
errors++;
}
var valid4 = _errs59 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.serviceAccount !== undefined){
const _errs61 = errors;
if(typeof data8.serviceAccount !== "string"){
errors++;
}
var valid4 = _errs61 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.ipPoolName !== undefined){
const _errs63 = errors;
if(typeof data8.ipPoolName !== "string"){
errors++;
}
var valid4 = _errs63 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.apiKeyRequestHeader !== undefined){
const _errs65 = errors;
if(typeof data8.apiKeyRequestHeader !== "string"){
errors++;
}
var valid4 = _errs65 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.secretKeyRequestHeader !== undefined){
const _errs67 = errors;
if(typeof data8.secretKeyRequestHeader !== "string"){
errors++;
}
var valid4 = _errs67 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.idPath !== undefined){
const _errs69 = errors;
if(typeof data8.idPath !== "string"){
errors++;
}
var valid4 = _errs69 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.datePath !== undefined){
const _errs71 = errors;
if(typeof data8.datePath !== "string"){
errors++;
}
var valid4 = _errs71 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.apiToken !== undefined){
const _errs73 = errors;
if(typeof data8.apiToken !== "string"){
errors++;
}
var valid4 = _errs73 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.authenticationTokenKey !== undefined){
const _errs75 = errors;
if(typeof data8.authenticationTokenKey !== "string"){
errors++;
}
var valid4 = _errs75 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.instanceId !== undefined){
const _errs77 = errors;
if(typeof data8.instanceId !== "string"){
errors++;
}
var valid4 = _errs77 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.alertUid !== undefined){
const _errs79 = errors;
if(typeof data8.alertUid !== "string"){
errors++;
}
var valid4 = _errs79 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.title !== undefined){
const _errs81 = errors;
if(typeof data8.title !== "string"){
errors++;
}
var valid4 = _errs81 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.imageUrl !== undefined){
const _errs83 = errors;
if(typeof data8.imageUrl !== "string"){
errors++;
}
var valid4 = _errs83 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.state !== undefined){
const _errs85 = errors;
if(typeof data8.state !== "string"){
errors++;
}
var valid4 = _errs85 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.externalLink !== undefined){
const _errs87 = errors;
if(typeof data8.externalLink !== "string"){
errors++;
}
var valid4 = _errs87 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.channelId !== undefined){
const _errs89 = errors;
if(typeof data8.channelId !== "string"){
errors++;
}
var valid4 = _errs89 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.phoneNumberIdentification !== undefined){
const _errs91 = errors;
if(typeof data8.phoneNumberIdentification !== "string"){
errors++;
}
var valid4 = _errs91 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.accessKey !== undefined){
const _errs93 = errors;
if(typeof data8.accessKey !== "string"){
errors++;
}
var valid4 = _errs93 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.secure !== undefined){
const _errs95 = errors;
if(typeof data8.secure !== "boolean"){
errors++;
}
var valid4 = _errs95 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.requireTls !== undefined){
const _errs97 = errors;
if(typeof data8.requireTls !== "boolean"){
errors++;
}
var valid4 = _errs97 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.ignoreTls !== undefined){
const _errs99 = errors;
if(typeof data8.ignoreTls !== "boolean"){
errors++;
}
var valid4 = _errs99 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.hmac !== undefined){
const _errs101 = errors;
if(typeof data8.hmac !== "boolean"){
errors++;
}
var valid4 = _errs101 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.authenticateByToken !== undefined){
const _errs103 = errors;
if(typeof data8.authenticateByToken !== "boolean"){
errors++;
}
var valid4 = _errs103 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.tlsOptions !== undefined){
let data50 = data8.tlsOptions;
const _errs105 = errors;
if(errors === _errs105){
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
}
else {
errors++;
}
}
var valid4 = _errs105 === errors;
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
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.active !== undefined){
const _errs108 = errors;
if(typeof data0.active !== "boolean"){
errors++;
}
var valid3 = _errs108 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.deleted !== undefined){
const _errs110 = errors;
if(typeof data0.deleted !== "boolean"){
errors++;
}
var valid3 = _errs110 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.deletedAt !== undefined){
let data53 = data0.deletedAt;
const _errs112 = errors;
if(errors === _errs112){
if(typeof data53 === "string"){
if(!pattern4.test(data53)){
errors++;
}
}
else {
errors++;
}
}
var valid3 = _errs112 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.deletedBy !== undefined){
const _errs114 = errors;
if(typeof data0.deletedBy !== "string"){
errors++;
}
var valid3 = _errs114 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.primary !== undefined){
const _errs116 = errors;
if(typeof data0.primary !== "boolean"){
errors++;
}
var valid3 = _errs116 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.conditions !== undefined){
let data56 = data0.conditions;
const _errs118 = errors;
if(errors === _errs118){
if(Array.isArray(data56)){
var valid5 = true;
const len1 = data56.length;
for(let i1=0; i1<len1; i1++){
let data57 = data56[i1];
const _errs120 = errors;
if(errors === _errs120){
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
let missing1;
if(((((data57.isNegated === undefined) && (missing1 = "isNegated")) || ((data57.type === undefined) && (missing1 = "type"))) || ((data57.value === undefined) && (missing1 = "value"))) || ((data57.children === undefined) && (missing1 = "children"))){
errors++;
}
else {
if(data57.isNegated !== undefined){
const _errs122 = errors;
if(typeof data57.isNegated !== "boolean"){
errors++;
}
var valid6 = _errs122 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data57.type !== undefined){
let data59 = data57.type;
const _errs124 = errors;
if(typeof data59 !== "string"){
errors++;
}
if(!((((((((data59 === "BOOLEAN") || (data59 === "TEXT")) || (data59 === "DATE")) || (data59 === "NUMBER")) || (data59 === "STATEMENT")) || (data59 === "LIST")) || (data59 === "MULTI_LIST")) || (data59 === "GROUP"))){
errors++;
}
var valid6 = _errs124 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data57.value !== undefined){
let data60 = data57.value;
const _errs126 = errors;
if(typeof data60 !== "string"){
errors++;
}
if(!((data60 === "AND") || (data60 === "OR"))){
errors++;
}
var valid6 = _errs126 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data57.children !== undefined){
let data61 = data57.children;
const _errs128 = errors;
if(errors === _errs128){
if(Array.isArray(data61)){
var valid7 = true;
const len2 = data61.length;
for(let i2=0; i2<len2; i2++){
let data62 = data61[i2];
const _errs130 = errors;
if(errors === _errs130){
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
let missing2;
if(((((data62.field === undefined) && (missing2 = "field")) || ((data62.value === undefined) && (missing2 = "value"))) || ((data62.operator === undefined) && (missing2 = "operator"))) || ((data62.on === undefined) && (missing2 = "on"))){
errors++;
}
else {
if(data62.field !== undefined){
const _errs132 = errors;
if(typeof data62.field !== "string"){
errors++;
}
var valid8 = _errs132 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data62.value !== undefined){
const _errs134 = errors;
if(typeof data62.value !== "string"){
errors++;
}
var valid8 = _errs134 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data62.operator !== undefined){
let data65 = data62.operator;
const _errs136 = errors;
if(typeof data65 !== "string"){
errors++;
}
if(!((((((((((((((data65 === "LARGER") || (data65 === "SMALLER")) || (data65 === "LARGER_EQUAL")) || (data65 === "SMALLER_EQUAL")) || (data65 === "EQUAL")) || (data65 === "NOT_EQUAL")) || (data65 === "ALL_IN")) || (data65 === "ANY_IN")) || (data65 === "NOT_IN")) || (data65 === "BETWEEN")) || (data65 === "NOT_BETWEEN")) || (data65 === "LIKE")) || (data65 === "NOT_LIKE")) || (data65 === "IN"))){
errors++;
}
var valid8 = _errs136 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data62.on !== undefined){
let data66 = data62.on;
const _errs138 = errors;
if(typeof data66 !== "string"){
errors++;
}
if(!((data66 === "subscriber") || (data66 === "payload"))){
errors++;
}
var valid8 = _errs138 === errors;
}
else {
var valid8 = true;
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
var valid7 = _errs130 === errors;
if(!valid7){
break;
}
}
}
else {
errors++;
}
}
var valid6 = _errs128 === errors;
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
var valid5 = _errs120 === errors;
if(!valid5){
break;
}
}
}
else {
errors++;
}
}
var valid3 = _errs118 === errors;
}
else {
var valid3 = true;
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
var valid2 = _errs5 === errors;
if(!valid2){
break;
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

exports.listActiveIntegrations_response_default = validate21;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listActiveIntegrations_response_default" */;
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

exports.listActiveIntegrations_response_2XX = exports.listActiveIntegrations_response_200;
})(validators);
(function (exports) {
exports.listActiveIntegrations_header = validate52;

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
/*# sourceURL="listActiveIntegrations_header" */;
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
exports.errors = () => require("./listActiveIntegrations.errors.cjs");
