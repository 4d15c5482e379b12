// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// createIntegration: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.createIntegration_body = validate20;
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="createIntegration_body" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.providerId === undefined) && (missing0 = "providerId")) || ((data.channel === undefined) && (missing0 = "channel"))){
errors++;
}
else {
if(data.providerId !== undefined){
const _errs5 = errors;
if(typeof data.providerId !== "string"){
errors++;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.channel !== undefined){
let data1 = data.channel;
const _errs7 = errors;
if(typeof data1 !== "string"){
errors++;
}
if(!(((((data1 === "in_app") || (data1 === "email")) || (data1 === "sms")) || (data1 === "chat")) || (data1 === "push"))){
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
if(data.identifier !== undefined){
const _errs11 = errors;
if(typeof data.identifier !== "string"){
errors++;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data._environmentId !== undefined){
let data4 = data._environmentId;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
errors++;
}
}
else {
errors++;
}
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.credentials !== undefined){
let data5 = data.credentials;
const _errs15 = errors;
if(errors === _errs15){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.apiKey !== undefined){
const _errs17 = errors;
if(typeof data5.apiKey !== "string"){
errors++;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.user !== undefined){
const _errs19 = errors;
if(typeof data5.user !== "string"){
errors++;
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.secretKey !== undefined){
const _errs21 = errors;
if(typeof data5.secretKey !== "string"){
errors++;
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.domain !== undefined){
const _errs23 = errors;
if(typeof data5.domain !== "string"){
errors++;
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.password !== undefined){
const _errs25 = errors;
if(typeof data5.password !== "string"){
errors++;
}
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.host !== undefined){
const _errs27 = errors;
if(typeof data5.host !== "string"){
errors++;
}
var valid3 = _errs27 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.port !== undefined){
const _errs29 = errors;
if(typeof data5.port !== "string"){
errors++;
}
var valid3 = _errs29 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.region !== undefined){
const _errs31 = errors;
if(typeof data5.region !== "string"){
errors++;
}
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.accountSid !== undefined){
const _errs33 = errors;
if(typeof data5.accountSid !== "string"){
errors++;
}
var valid3 = _errs33 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.messageProfileId !== undefined){
const _errs35 = errors;
if(typeof data5.messageProfileId !== "string"){
errors++;
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.token !== undefined){
const _errs37 = errors;
if(typeof data5.token !== "string"){
errors++;
}
var valid3 = _errs37 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.from !== undefined){
const _errs39 = errors;
if(typeof data5.from !== "string"){
errors++;
}
var valid3 = _errs39 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.senderName !== undefined){
const _errs41 = errors;
if(typeof data5.senderName !== "string"){
errors++;
}
var valid3 = _errs41 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.projectName !== undefined){
const _errs43 = errors;
if(typeof data5.projectName !== "string"){
errors++;
}
var valid3 = _errs43 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.applicationId !== undefined){
const _errs45 = errors;
if(typeof data5.applicationId !== "string"){
errors++;
}
var valid3 = _errs45 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.clientId !== undefined){
const _errs47 = errors;
if(typeof data5.clientId !== "string"){
errors++;
}
var valid3 = _errs47 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.baseUrl !== undefined){
const _errs49 = errors;
if(typeof data5.baseUrl !== "string"){
errors++;
}
var valid3 = _errs49 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.webhookUrl !== undefined){
const _errs51 = errors;
if(typeof data5.webhookUrl !== "string"){
errors++;
}
var valid3 = _errs51 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.redirectUrl !== undefined){
const _errs53 = errors;
if(typeof data5.redirectUrl !== "string"){
errors++;
}
var valid3 = _errs53 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.serviceAccount !== undefined){
const _errs55 = errors;
if(typeof data5.serviceAccount !== "string"){
errors++;
}
var valid3 = _errs55 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.ipPoolName !== undefined){
const _errs57 = errors;
if(typeof data5.ipPoolName !== "string"){
errors++;
}
var valid3 = _errs57 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.apiKeyRequestHeader !== undefined){
const _errs59 = errors;
if(typeof data5.apiKeyRequestHeader !== "string"){
errors++;
}
var valid3 = _errs59 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.secretKeyRequestHeader !== undefined){
const _errs61 = errors;
if(typeof data5.secretKeyRequestHeader !== "string"){
errors++;
}
var valid3 = _errs61 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.idPath !== undefined){
const _errs63 = errors;
if(typeof data5.idPath !== "string"){
errors++;
}
var valid3 = _errs63 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.datePath !== undefined){
const _errs65 = errors;
if(typeof data5.datePath !== "string"){
errors++;
}
var valid3 = _errs65 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.apiToken !== undefined){
const _errs67 = errors;
if(typeof data5.apiToken !== "string"){
errors++;
}
var valid3 = _errs67 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.authenticationTokenKey !== undefined){
const _errs69 = errors;
if(typeof data5.authenticationTokenKey !== "string"){
errors++;
}
var valid3 = _errs69 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.instanceId !== undefined){
const _errs71 = errors;
if(typeof data5.instanceId !== "string"){
errors++;
}
var valid3 = _errs71 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.alertUid !== undefined){
const _errs73 = errors;
if(typeof data5.alertUid !== "string"){
errors++;
}
var valid3 = _errs73 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.title !== undefined){
const _errs75 = errors;
if(typeof data5.title !== "string"){
errors++;
}
var valid3 = _errs75 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.imageUrl !== undefined){
const _errs77 = errors;
if(typeof data5.imageUrl !== "string"){
errors++;
}
var valid3 = _errs77 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.state !== undefined){
const _errs79 = errors;
if(typeof data5.state !== "string"){
errors++;
}
var valid3 = _errs79 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.externalLink !== undefined){
const _errs81 = errors;
if(typeof data5.externalLink !== "string"){
errors++;
}
var valid3 = _errs81 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.channelId !== undefined){
const _errs83 = errors;
if(typeof data5.channelId !== "string"){
errors++;
}
var valid3 = _errs83 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.phoneNumberIdentification !== undefined){
const _errs85 = errors;
if(typeof data5.phoneNumberIdentification !== "string"){
errors++;
}
var valid3 = _errs85 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.accessKey !== undefined){
const _errs87 = errors;
if(typeof data5.accessKey !== "string"){
errors++;
}
var valid3 = _errs87 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.secure !== undefined){
const _errs89 = errors;
if(typeof data5.secure !== "boolean"){
errors++;
}
var valid3 = _errs89 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.requireTls !== undefined){
const _errs91 = errors;
if(typeof data5.requireTls !== "boolean"){
errors++;
}
var valid3 = _errs91 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.ignoreTls !== undefined){
const _errs93 = errors;
if(typeof data5.ignoreTls !== "boolean"){
errors++;
}
var valid3 = _errs93 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.hmac !== undefined){
const _errs95 = errors;
if(typeof data5.hmac !== "boolean"){
errors++;
}
var valid3 = _errs95 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.authenticateByToken !== undefined){
const _errs97 = errors;
if(typeof data5.authenticateByToken !== "boolean"){
errors++;
}
var valid3 = _errs97 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.tlsOptions !== undefined){
let data47 = data5.tlsOptions;
const _errs99 = errors;
if(errors === _errs99){
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
}
else {
errors++;
}
}
var valid3 = _errs99 === errors;
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
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.active !== undefined){
const _errs102 = errors;
if(typeof data.active !== "boolean"){
errors++;
}
var valid2 = _errs102 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.check !== undefined){
const _errs104 = errors;
if(typeof data.check !== "boolean"){
errors++;
}
var valid2 = _errs104 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.conditions !== undefined){
let data50 = data.conditions;
const _errs106 = errors;
if(errors === _errs106){
if(Array.isArray(data50)){
var valid4 = true;
const len0 = data50.length;
for(let i0=0; i0<len0; i0++){
let data51 = data50[i0];
const _errs108 = errors;
if(errors === _errs108){
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
let missing1;
if(((((data51.isNegated === undefined) && (missing1 = "isNegated")) || ((data51.type === undefined) && (missing1 = "type"))) || ((data51.value === undefined) && (missing1 = "value"))) || ((data51.children === undefined) && (missing1 = "children"))){
errors++;
}
else {
if(data51.isNegated !== undefined){
const _errs110 = errors;
if(typeof data51.isNegated !== "boolean"){
errors++;
}
var valid5 = _errs110 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data51.type !== undefined){
let data53 = data51.type;
const _errs112 = errors;
if(typeof data53 !== "string"){
errors++;
}
if(!((((((((data53 === "BOOLEAN") || (data53 === "TEXT")) || (data53 === "DATE")) || (data53 === "NUMBER")) || (data53 === "STATEMENT")) || (data53 === "LIST")) || (data53 === "MULTI_LIST")) || (data53 === "GROUP"))){
errors++;
}
var valid5 = _errs112 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data51.value !== undefined){
let data54 = data51.value;
const _errs114 = errors;
if(typeof data54 !== "string"){
errors++;
}
if(!((data54 === "AND") || (data54 === "OR"))){
errors++;
}
var valid5 = _errs114 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data51.children !== undefined){
let data55 = data51.children;
const _errs116 = errors;
if(errors === _errs116){
if(Array.isArray(data55)){
var valid6 = true;
const len1 = data55.length;
for(let i1=0; i1<len1; i1++){
let data56 = data55[i1];
const _errs118 = errors;
if(errors === _errs118){
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
let missing2;
if(((((data56.field === undefined) && (missing2 = "field")) || ((data56.value === undefined) && (missing2 = "value"))) || ((data56.operator === undefined) && (missing2 = "operator"))) || ((data56.on === undefined) && (missing2 = "on"))){
errors++;
}
else {
if(data56.field !== undefined){
const _errs120 = errors;
if(typeof data56.field !== "string"){
errors++;
}
var valid7 = _errs120 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data56.value !== undefined){
const _errs122 = errors;
if(typeof data56.value !== "string"){
errors++;
}
var valid7 = _errs122 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data56.operator !== undefined){
let data59 = data56.operator;
const _errs124 = errors;
if(typeof data59 !== "string"){
errors++;
}
if(!((((((((((((((data59 === "LARGER") || (data59 === "SMALLER")) || (data59 === "LARGER_EQUAL")) || (data59 === "SMALLER_EQUAL")) || (data59 === "EQUAL")) || (data59 === "NOT_EQUAL")) || (data59 === "ALL_IN")) || (data59 === "ANY_IN")) || (data59 === "NOT_IN")) || (data59 === "BETWEEN")) || (data59 === "NOT_BETWEEN")) || (data59 === "LIKE")) || (data59 === "NOT_LIKE")) || (data59 === "IN"))){
errors++;
}
var valid7 = _errs124 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data56.on !== undefined){
let data60 = data56.on;
const _errs126 = errors;
if(typeof data60 !== "string"){
errors++;
}
if(!((data60 === "subscriber") || (data60 === "payload"))){
errors++;
}
var valid7 = _errs126 === errors;
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
var valid6 = _errs118 === errors;
if(!valid6){
break;
}
}
}
else {
errors++;
}
}
var valid5 = _errs116 === errors;
}
else {
var valid5 = true;
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
var valid4 = _errs108 === errors;
if(!valid4){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs106 === errors;
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

exports.createIntegration_response_201 = validate21;
const pattern4 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="createIntegration_response_201" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data._environmentId === undefined) && (missing0 = "_environmentId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.identifier === undefined) && (missing0 = "identifier"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.channel === undefined) && (missing0 = "channel"))) || ((data.credentials === undefined) && (missing0 = "credentials"))) || ((data.active === undefined) && (missing0 = "active"))) || ((data.deleted === undefined) && (missing0 = "deleted"))) || ((data.primary === undefined) && (missing0 = "primary"))){
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
if(data._organizationId !== undefined){
const _errs9 = errors;
if(typeof data._organizationId !== "string"){
errors++;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.name !== undefined){
const _errs11 = errors;
if(typeof data.name !== "string"){
errors++;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.identifier !== undefined){
const _errs13 = errors;
if(typeof data.identifier !== "string"){
errors++;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.providerId !== undefined){
const _errs15 = errors;
if(typeof data.providerId !== "string"){
errors++;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.channel !== undefined){
let data6 = data.channel;
const _errs17 = errors;
if(typeof data6 !== "string"){
errors++;
}
if(!(((((data6 === "in_app") || (data6 === "email")) || (data6 === "sms")) || (data6 === "chat")) || (data6 === "push"))){
errors++;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.credentials !== undefined){
let data7 = data.credentials;
const _errs19 = errors;
if(errors === _errs19){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.apiKey !== undefined){
const _errs21 = errors;
if(typeof data7.apiKey !== "string"){
errors++;
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.user !== undefined){
const _errs23 = errors;
if(typeof data7.user !== "string"){
errors++;
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.secretKey !== undefined){
const _errs25 = errors;
if(typeof data7.secretKey !== "string"){
errors++;
}
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.domain !== undefined){
const _errs27 = errors;
if(typeof data7.domain !== "string"){
errors++;
}
var valid3 = _errs27 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.password !== undefined){
const _errs29 = errors;
if(typeof data7.password !== "string"){
errors++;
}
var valid3 = _errs29 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.host !== undefined){
const _errs31 = errors;
if(typeof data7.host !== "string"){
errors++;
}
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.port !== undefined){
const _errs33 = errors;
if(typeof data7.port !== "string"){
errors++;
}
var valid3 = _errs33 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.region !== undefined){
const _errs35 = errors;
if(typeof data7.region !== "string"){
errors++;
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.accountSid !== undefined){
const _errs37 = errors;
if(typeof data7.accountSid !== "string"){
errors++;
}
var valid3 = _errs37 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.messageProfileId !== undefined){
const _errs39 = errors;
if(typeof data7.messageProfileId !== "string"){
errors++;
}
var valid3 = _errs39 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.token !== undefined){
const _errs41 = errors;
if(typeof data7.token !== "string"){
errors++;
}
var valid3 = _errs41 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.from !== undefined){
const _errs43 = errors;
if(typeof data7.from !== "string"){
errors++;
}
var valid3 = _errs43 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.senderName !== undefined){
const _errs45 = errors;
if(typeof data7.senderName !== "string"){
errors++;
}
var valid3 = _errs45 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.projectName !== undefined){
const _errs47 = errors;
if(typeof data7.projectName !== "string"){
errors++;
}
var valid3 = _errs47 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.applicationId !== undefined){
const _errs49 = errors;
if(typeof data7.applicationId !== "string"){
errors++;
}
var valid3 = _errs49 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.clientId !== undefined){
const _errs51 = errors;
if(typeof data7.clientId !== "string"){
errors++;
}
var valid3 = _errs51 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.baseUrl !== undefined){
const _errs53 = errors;
if(typeof data7.baseUrl !== "string"){
errors++;
}
var valid3 = _errs53 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.webhookUrl !== undefined){
const _errs55 = errors;
if(typeof data7.webhookUrl !== "string"){
errors++;
}
var valid3 = _errs55 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.redirectUrl !== undefined){
const _errs57 = errors;
if(typeof data7.redirectUrl !== "string"){
errors++;
}
var valid3 = _errs57 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.serviceAccount !== undefined){
const _errs59 = errors;
if(typeof data7.serviceAccount !== "string"){
errors++;
}
var valid3 = _errs59 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.ipPoolName !== undefined){
const _errs61 = errors;
if(typeof data7.ipPoolName !== "string"){
errors++;
}
var valid3 = _errs61 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.apiKeyRequestHeader !== undefined){
const _errs63 = errors;
if(typeof data7.apiKeyRequestHeader !== "string"){
errors++;
}
var valid3 = _errs63 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.secretKeyRequestHeader !== undefined){
const _errs65 = errors;
if(typeof data7.secretKeyRequestHeader !== "string"){
errors++;
}
var valid3 = _errs65 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.idPath !== undefined){
const _errs67 = errors;
if(typeof data7.idPath !== "string"){
errors++;
}
var valid3 = _errs67 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.datePath !== undefined){
const _errs69 = errors;
if(typeof data7.datePath !== "string"){
errors++;
}
var valid3 = _errs69 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.apiToken !== undefined){
const _errs71 = errors;
if(typeof data7.apiToken !== "string"){
errors++;
}
var valid3 = _errs71 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.authenticationTokenKey !== undefined){
const _errs73 = errors;
if(typeof data7.authenticationTokenKey !== "string"){
errors++;
}
var valid3 = _errs73 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.instanceId !== undefined){
const _errs75 = errors;
if(typeof data7.instanceId !== "string"){
errors++;
}
var valid3 = _errs75 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.alertUid !== undefined){
const _errs77 = errors;
if(typeof data7.alertUid !== "string"){
errors++;
}
var valid3 = _errs77 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.title !== undefined){
const _errs79 = errors;
if(typeof data7.title !== "string"){
errors++;
}
var valid3 = _errs79 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.imageUrl !== undefined){
const _errs81 = errors;
if(typeof data7.imageUrl !== "string"){
errors++;
}
var valid3 = _errs81 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.state !== undefined){
const _errs83 = errors;
if(typeof data7.state !== "string"){
errors++;
}
var valid3 = _errs83 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.externalLink !== undefined){
const _errs85 = errors;
if(typeof data7.externalLink !== "string"){
errors++;
}
var valid3 = _errs85 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.channelId !== undefined){
const _errs87 = errors;
if(typeof data7.channelId !== "string"){
errors++;
}
var valid3 = _errs87 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.phoneNumberIdentification !== undefined){
const _errs89 = errors;
if(typeof data7.phoneNumberIdentification !== "string"){
errors++;
}
var valid3 = _errs89 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.accessKey !== undefined){
const _errs91 = errors;
if(typeof data7.accessKey !== "string"){
errors++;
}
var valid3 = _errs91 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.secure !== undefined){
const _errs93 = errors;
if(typeof data7.secure !== "boolean"){
errors++;
}
var valid3 = _errs93 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.requireTls !== undefined){
const _errs95 = errors;
if(typeof data7.requireTls !== "boolean"){
errors++;
}
var valid3 = _errs95 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.ignoreTls !== undefined){
const _errs97 = errors;
if(typeof data7.ignoreTls !== "boolean"){
errors++;
}
var valid3 = _errs97 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.hmac !== undefined){
const _errs99 = errors;
if(typeof data7.hmac !== "boolean"){
errors++;
}
var valid3 = _errs99 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.authenticateByToken !== undefined){
const _errs101 = errors;
if(typeof data7.authenticateByToken !== "boolean"){
errors++;
}
var valid3 = _errs101 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.tlsOptions !== undefined){
let data49 = data7.tlsOptions;
const _errs103 = errors;
if(errors === _errs103){
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
}
else {
errors++;
}
}
var valid3 = _errs103 === errors;
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
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.active !== undefined){
const _errs106 = errors;
if(typeof data.active !== "boolean"){
errors++;
}
var valid2 = _errs106 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.deleted !== undefined){
const _errs108 = errors;
if(typeof data.deleted !== "boolean"){
errors++;
}
var valid2 = _errs108 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.deletedAt !== undefined){
let data52 = data.deletedAt;
const _errs110 = errors;
if(errors === _errs110){
if(typeof data52 === "string"){
if(!pattern4.test(data52)){
errors++;
}
}
else {
errors++;
}
}
var valid2 = _errs110 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.deletedBy !== undefined){
const _errs112 = errors;
if(typeof data.deletedBy !== "string"){
errors++;
}
var valid2 = _errs112 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.primary !== undefined){
const _errs114 = errors;
if(typeof data.primary !== "boolean"){
errors++;
}
var valid2 = _errs114 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.conditions !== undefined){
let data55 = data.conditions;
const _errs116 = errors;
if(errors === _errs116){
if(Array.isArray(data55)){
var valid4 = true;
const len0 = data55.length;
for(let i0=0; i0<len0; i0++){
let data56 = data55[i0];
const _errs118 = errors;
if(errors === _errs118){
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
let missing1;
if(((((data56.isNegated === undefined) && (missing1 = "isNegated")) || ((data56.type === undefined) && (missing1 = "type"))) || ((data56.value === undefined) && (missing1 = "value"))) || ((data56.children === undefined) && (missing1 = "children"))){
errors++;
}
else {
if(data56.isNegated !== undefined){
const _errs120 = errors;
if(typeof data56.isNegated !== "boolean"){
errors++;
}
var valid5 = _errs120 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data56.type !== undefined){
let data58 = data56.type;
const _errs122 = errors;
if(typeof data58 !== "string"){
errors++;
}
if(!((((((((data58 === "BOOLEAN") || (data58 === "TEXT")) || (data58 === "DATE")) || (data58 === "NUMBER")) || (data58 === "STATEMENT")) || (data58 === "LIST")) || (data58 === "MULTI_LIST")) || (data58 === "GROUP"))){
errors++;
}
var valid5 = _errs122 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data56.value !== undefined){
let data59 = data56.value;
const _errs124 = errors;
if(typeof data59 !== "string"){
errors++;
}
if(!((data59 === "AND") || (data59 === "OR"))){
errors++;
}
var valid5 = _errs124 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data56.children !== undefined){
let data60 = data56.children;
const _errs126 = errors;
if(errors === _errs126){
if(Array.isArray(data60)){
var valid6 = true;
const len1 = data60.length;
for(let i1=0; i1<len1; i1++){
let data61 = data60[i1];
const _errs128 = errors;
if(errors === _errs128){
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
let missing2;
if(((((data61.field === undefined) && (missing2 = "field")) || ((data61.value === undefined) && (missing2 = "value"))) || ((data61.operator === undefined) && (missing2 = "operator"))) || ((data61.on === undefined) && (missing2 = "on"))){
errors++;
}
else {
if(data61.field !== undefined){
const _errs130 = errors;
if(typeof data61.field !== "string"){
errors++;
}
var valid7 = _errs130 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data61.value !== undefined){
const _errs132 = errors;
if(typeof data61.value !== "string"){
errors++;
}
var valid7 = _errs132 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data61.operator !== undefined){
let data64 = data61.operator;
const _errs134 = errors;
if(typeof data64 !== "string"){
errors++;
}
if(!((((((((((((((data64 === "LARGER") || (data64 === "SMALLER")) || (data64 === "LARGER_EQUAL")) || (data64 === "SMALLER_EQUAL")) || (data64 === "EQUAL")) || (data64 === "NOT_EQUAL")) || (data64 === "ALL_IN")) || (data64 === "ANY_IN")) || (data64 === "NOT_IN")) || (data64 === "BETWEEN")) || (data64 === "NOT_BETWEEN")) || (data64 === "LIKE")) || (data64 === "NOT_LIKE")) || (data64 === "IN"))){
errors++;
}
var valid7 = _errs134 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data61.on !== undefined){
let data65 = data61.on;
const _errs136 = errors;
if(typeof data65 !== "string"){
errors++;
}
if(!((data65 === "subscriber") || (data65 === "payload"))){
errors++;
}
var valid7 = _errs136 === errors;
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
var valid6 = _errs128 === errors;
if(!valid6){
break;
}
}
}
else {
errors++;
}
}
var valid5 = _errs126 === errors;
}
else {
var valid5 = true;
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
var valid4 = _errs118 === errors;
if(!valid4){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs116 === errors;
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

exports.createIntegration_response_default = validate22;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="createIntegration_response_default" */;
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

exports.createIntegration_response_2XX = exports.createIntegration_response_201;
})(validators);
(function (exports) {
exports.createIntegration_header = validate52;

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
/*# sourceURL="createIntegration_header" */;
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
exports.errors = () => require("./createIntegration.errors.cjs");
