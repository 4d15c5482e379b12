// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// createIntegration: body and response validators with Ajv's errors.
(function (exports) {
exports.createIntegration_body = validate52;
const schema22 = {"type":"string","enum":["in_app","email","sms","chat","push"]};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data === "in_app") || (data === "email")) || (data === "sms")) || (data === "chat")) || (data === "push"))){
validate55.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema22.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate55.errors = vErrors;
return errors === 0;
}


function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKey !== undefined){
const _errs1 = errors;
if(typeof data.apiKey !== "string"){
validate57.errors = [{instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user !== undefined){
const _errs3 = errors;
if(typeof data.user !== "string"){
validate57.errors = [{instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.secretKey !== undefined){
const _errs5 = errors;
if(typeof data.secretKey !== "string"){
validate57.errors = [{instancePath:instancePath+"/secretKey",schemaPath:"#/properties/secretKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.domain !== undefined){
const _errs7 = errors;
if(typeof data.domain !== "string"){
validate57.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.password !== undefined){
const _errs9 = errors;
if(typeof data.password !== "string"){
validate57.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.host !== undefined){
const _errs11 = errors;
if(typeof data.host !== "string"){
validate57.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.port !== undefined){
const _errs13 = errors;
if(typeof data.port !== "string"){
validate57.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.region !== undefined){
const _errs15 = errors;
if(typeof data.region !== "string"){
validate57.errors = [{instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountSid !== undefined){
const _errs17 = errors;
if(typeof data.accountSid !== "string"){
validate57.errors = [{instancePath:instancePath+"/accountSid",schemaPath:"#/properties/accountSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.messageProfileId !== undefined){
const _errs19 = errors;
if(typeof data.messageProfileId !== "string"){
validate57.errors = [{instancePath:instancePath+"/messageProfileId",schemaPath:"#/properties/messageProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.token !== undefined){
const _errs21 = errors;
if(typeof data.token !== "string"){
validate57.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
const _errs23 = errors;
if(typeof data.from !== "string"){
validate57.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.senderName !== undefined){
const _errs25 = errors;
if(typeof data.senderName !== "string"){
validate57.errors = [{instancePath:instancePath+"/senderName",schemaPath:"#/properties/senderName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.projectName !== undefined){
const _errs27 = errors;
if(typeof data.projectName !== "string"){
validate57.errors = [{instancePath:instancePath+"/projectName",schemaPath:"#/properties/projectName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.applicationId !== undefined){
const _errs29 = errors;
if(typeof data.applicationId !== "string"){
validate57.errors = [{instancePath:instancePath+"/applicationId",schemaPath:"#/properties/applicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.clientId !== undefined){
const _errs31 = errors;
if(typeof data.clientId !== "string"){
validate57.errors = [{instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.baseUrl !== undefined){
const _errs33 = errors;
if(typeof data.baseUrl !== "string"){
validate57.errors = [{instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.webhookUrl !== undefined){
const _errs35 = errors;
if(typeof data.webhookUrl !== "string"){
validate57.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.redirectUrl !== undefined){
const _errs37 = errors;
if(typeof data.redirectUrl !== "string"){
validate57.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"#/properties/redirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceAccount !== undefined){
const _errs39 = errors;
if(typeof data.serviceAccount !== "string"){
validate57.errors = [{instancePath:instancePath+"/serviceAccount",schemaPath:"#/properties/serviceAccount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ipPoolName !== undefined){
const _errs41 = errors;
if(typeof data.ipPoolName !== "string"){
validate57.errors = [{instancePath:instancePath+"/ipPoolName",schemaPath:"#/properties/ipPoolName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.apiKeyRequestHeader !== undefined){
const _errs43 = errors;
if(typeof data.apiKeyRequestHeader !== "string"){
validate57.errors = [{instancePath:instancePath+"/apiKeyRequestHeader",schemaPath:"#/properties/apiKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.secretKeyRequestHeader !== undefined){
const _errs45 = errors;
if(typeof data.secretKeyRequestHeader !== "string"){
validate57.errors = [{instancePath:instancePath+"/secretKeyRequestHeader",schemaPath:"#/properties/secretKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idPath !== undefined){
const _errs47 = errors;
if(typeof data.idPath !== "string"){
validate57.errors = [{instancePath:instancePath+"/idPath",schemaPath:"#/properties/idPath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.datePath !== undefined){
const _errs49 = errors;
if(typeof data.datePath !== "string"){
validate57.errors = [{instancePath:instancePath+"/datePath",schemaPath:"#/properties/datePath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.apiToken !== undefined){
const _errs51 = errors;
if(typeof data.apiToken !== "string"){
validate57.errors = [{instancePath:instancePath+"/apiToken",schemaPath:"#/properties/apiToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.authenticationTokenKey !== undefined){
const _errs53 = errors;
if(typeof data.authenticationTokenKey !== "string"){
validate57.errors = [{instancePath:instancePath+"/authenticationTokenKey",schemaPath:"#/properties/authenticationTokenKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.instanceId !== undefined){
const _errs55 = errors;
if(typeof data.instanceId !== "string"){
validate57.errors = [{instancePath:instancePath+"/instanceId",schemaPath:"#/properties/instanceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.alertUid !== undefined){
const _errs57 = errors;
if(typeof data.alertUid !== "string"){
validate57.errors = [{instancePath:instancePath+"/alertUid",schemaPath:"#/properties/alertUid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs59 = errors;
if(typeof data.title !== "string"){
validate57.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.imageUrl !== undefined){
const _errs61 = errors;
if(typeof data.imageUrl !== "string"){
validate57.errors = [{instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
const _errs63 = errors;
if(typeof data.state !== "string"){
validate57.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.externalLink !== undefined){
const _errs65 = errors;
if(typeof data.externalLink !== "string"){
validate57.errors = [{instancePath:instancePath+"/externalLink",schemaPath:"#/properties/externalLink/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channelId !== undefined){
const _errs67 = errors;
if(typeof data.channelId !== "string"){
validate57.errors = [{instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs67 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phoneNumberIdentification !== undefined){
const _errs69 = errors;
if(typeof data.phoneNumberIdentification !== "string"){
validate57.errors = [{instancePath:instancePath+"/phoneNumberIdentification",schemaPath:"#/properties/phoneNumberIdentification/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs69 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accessKey !== undefined){
const _errs71 = errors;
if(typeof data.accessKey !== "string"){
validate57.errors = [{instancePath:instancePath+"/accessKey",schemaPath:"#/properties/accessKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.secure !== undefined){
const _errs73 = errors;
if(typeof data.secure !== "boolean"){
validate57.errors = [{instancePath:instancePath+"/secure",schemaPath:"#/properties/secure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requireTls !== undefined){
const _errs75 = errors;
if(typeof data.requireTls !== "boolean"){
validate57.errors = [{instancePath:instancePath+"/requireTls",schemaPath:"#/properties/requireTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs75 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ignoreTls !== undefined){
const _errs77 = errors;
if(typeof data.ignoreTls !== "boolean"){
validate57.errors = [{instancePath:instancePath+"/ignoreTls",schemaPath:"#/properties/ignoreTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hmac !== undefined){
const _errs79 = errors;
if(typeof data.hmac !== "boolean"){
validate57.errors = [{instancePath:instancePath+"/hmac",schemaPath:"#/properties/hmac/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs79 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.authenticateByToken !== undefined){
const _errs81 = errors;
if(typeof data.authenticateByToken !== "boolean"){
validate57.errors = [{instancePath:instancePath+"/authenticateByToken",schemaPath:"#/properties/authenticateByToken/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs81 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tlsOptions !== undefined){
let data41 = data.tlsOptions;
const _errs83 = errors;
if(errors === _errs83){
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
}
else {
validate57.errors = [{instancePath:instancePath+"/tlsOptions",schemaPath:"#/properties/tlsOptions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs83 === errors;
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
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}

const schema24 = {"type":"object","required":["isNegated","type","value","children"],"properties":{"isNegated":{"type":"boolean"},"type":{"type":"string","enum":["BOOLEAN","TEXT","DATE","NUMBER","STATEMENT","LIST","MULTI_LIST","GROUP"]},"value":{"type":"string","enum":["AND","OR"]},"children":{"type":"array","items":{"$ref":"#/components/schemas/FieldFilterPart"}}}};
const schema25 = {"type":"object","required":["field","value","operator","on"],"properties":{"field":{"type":"string"},"value":{"type":"string"},"operator":{"type":"string","enum":["LARGER","SMALLER","LARGER_EQUAL","SMALLER_EQUAL","EQUAL","NOT_EQUAL","ALL_IN","ANY_IN","NOT_IN","BETWEEN","NOT_BETWEEN","LIKE","NOT_LIKE","IN"]},"on":{"type":"string","enum":["subscriber","payload"]}}};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.field === undefined) && (missing0 = "field")) || ((data.value === undefined) && (missing0 = "value"))) || ((data.operator === undefined) && (missing0 = "operator"))) || ((data.on === undefined) && (missing0 = "on"))){
validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.field !== undefined){
const _errs1 = errors;
if(typeof data.field !== "string"){
validate60.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs3 = errors;
if(typeof data.value !== "string"){
validate60.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operator !== undefined){
let data2 = data.operator;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate60.errors = [{instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((data2 === "LARGER") || (data2 === "SMALLER")) || (data2 === "LARGER_EQUAL")) || (data2 === "SMALLER_EQUAL")) || (data2 === "EQUAL")) || (data2 === "NOT_EQUAL")) || (data2 === "ALL_IN")) || (data2 === "ANY_IN")) || (data2 === "NOT_IN")) || (data2 === "BETWEEN")) || (data2 === "NOT_BETWEEN")) || (data2 === "LIKE")) || (data2 === "NOT_LIKE")) || (data2 === "IN"))){
validate60.errors = [{instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema25.properties.operator.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.on !== undefined){
let data3 = data.on;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate60.errors = [{instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "subscriber") || (data3 === "payload"))){
validate60.errors = [{instancePath:instancePath+"/on",schemaPath:"#/properties/on/enum",keyword:"enum",params:{allowedValues: schema25.properties.on.enum},message:"must be equal to one of the allowed values"}];
return false;
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
else {
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.isNegated === undefined) && (missing0 = "isNegated")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.children === undefined) && (missing0 = "children"))){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.isNegated !== undefined){
const _errs1 = errors;
if(typeof data.isNegated !== "boolean"){
validate59.errors = [{instancePath:instancePath+"/isNegated",schemaPath:"#/properties/isNegated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate59.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data1 === "BOOLEAN") || (data1 === "TEXT")) || (data1 === "DATE")) || (data1 === "NUMBER")) || (data1 === "STATEMENT")) || (data1 === "LIST")) || (data1 === "MULTI_LIST")) || (data1 === "GROUP"))){
validate59.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema24.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
let data2 = data.value;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate59.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "AND") || (data2 === "OR"))){
validate59.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/enum",keyword:"enum",params:{allowedValues: schema24.properties.value.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.children !== undefined){
let data3 = data.children;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate60(data3[i0], {instancePath:instancePath+"/children/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
if (vErrors === null) vErrors = validate60.errors; else for (const error of validate60.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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
else {
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}

const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.providerId === undefined) && (missing0 = "providerId")) || ((data.channel === undefined) && (missing0 = "channel"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.providerId !== undefined){
const _errs1 = errors;
if(typeof data.providerId !== "string"){
validate54.errors = [{instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel !== undefined){
const _errs3 = errors;
if(!(validate55(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
if (vErrors === null) vErrors = validate55.errors; else for (const error of validate55.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate54.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identifier !== undefined){
const _errs6 = errors;
if(typeof data.identifier !== "string"){
validate54.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._environmentId !== undefined){
let data4 = data._environmentId;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
validate54.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.credentials !== undefined){
const _errs10 = errors;
if(!(validate57(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
if (vErrors === null) vErrors = validate57.errors; else for (const error of validate57.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs11 = errors;
if(typeof data.active !== "boolean"){
validate54.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.check !== undefined){
const _errs13 = errors;
if(typeof data.check !== "boolean"){
validate54.errors = [{instancePath:instancePath+"/check",schemaPath:"#/properties/check/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conditions !== undefined){
let data8 = data.conditions;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data8)){
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs17 = errors;
if(!(validate59(data8[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
if (vErrors === null) vErrors = validate59.errors; else for (const error of validate59.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid1 = _errs17 === errors;
if(!valid1){
break;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
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
}
}
}
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="createIntegration_body" */;
let vErrors = null;
let errors = 0;
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate54.errors; else for (const error of validate54.errors) vErrors.push(error);
errors = vErrors.length;
}
validate52.errors = vErrors;
return errors === 0;
}

exports.createIntegration_response_201 = validate64;
const pattern3 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate68.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"},message:"must match pattern \""+"^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"+"\""}];
return false;
}
}
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}


function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data._environmentId === undefined) && (missing0 = "_environmentId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.identifier === undefined) && (missing0 = "identifier"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.channel === undefined) && (missing0 = "channel"))) || ((data.credentials === undefined) && (missing0 = "credentials"))) || ((data.active === undefined) && (missing0 = "active"))) || ((data.deleted === undefined) && (missing0 = "deleted"))) || ((data.primary === undefined) && (missing0 = "primary"))){
validate65.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate65.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._environmentId !== undefined){
const _errs3 = errors;
if(typeof data._environmentId !== "string"){
validate65.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._organizationId !== undefined){
const _errs5 = errors;
if(typeof data._organizationId !== "string"){
validate65.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs7 = errors;
if(typeof data.name !== "string"){
validate65.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identifier !== undefined){
const _errs9 = errors;
if(typeof data.identifier !== "string"){
validate65.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.providerId !== undefined){
const _errs11 = errors;
if(typeof data.providerId !== "string"){
validate65.errors = [{instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel !== undefined){
const _errs13 = errors;
if(!(validate55(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
if (vErrors === null) vErrors = validate55.errors; else for (const error of validate55.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.credentials !== undefined){
const _errs14 = errors;
if(!(validate57(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
if (vErrors === null) vErrors = validate57.errors; else for (const error of validate57.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs15 = errors;
if(typeof data.active !== "boolean"){
validate65.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deleted !== undefined){
const _errs17 = errors;
if(typeof data.deleted !== "boolean"){
validate65.errors = [{instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedAt !== undefined){
const _errs19 = errors;
if(!(validate68(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
if (vErrors === null) vErrors = validate68.errors; else for (const error of validate68.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedBy !== undefined){
const _errs20 = errors;
if(typeof data.deletedBy !== "string"){
validate65.errors = [{instancePath:instancePath+"/deletedBy",schemaPath:"#/properties/deletedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.primary !== undefined){
const _errs22 = errors;
if(typeof data.primary !== "boolean"){
validate65.errors = [{instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conditions !== undefined){
let data13 = data.conditions;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data13)){
var valid1 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
const _errs26 = errors;
if(!(validate59(data13[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data13,parentDataProperty:i0,rootData}))){
if (vErrors === null) vErrors = validate59.errors; else for (const error of validate59.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid1 = _errs26 === errors;
if(!valid1){
break;
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs24 === errors;
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
}
}
}
}
}
}
}
}
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}


function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="createIntegration_response_201" */;
let vErrors = null;
let errors = 0;
if(!(validate65(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate65.errors; else for (const error of validate65.errors) vErrors.push(error);
errors = vErrors.length;
}
validate64.errors = vErrors;
return errors === 0;
}

exports.createIntegration_response_default = validate72;

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate73.errors = null;
return true;
}


function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="createIntegration_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate73(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate73.errors; else for (const error of validate73.errors) vErrors.push(error);
errors = vErrors.length;
}
validate72.errors = vErrors;
return errors === 0;
}

exports.createIntegration_response_2XX = exports.createIntegration_response_201;
})(exports);
