// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// listActiveIntegrations: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.listActiveIntegrations_response_200 = validate20;

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
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data0._id !== undefined){
const _errs7 = errors;
if(typeof data0._id !== "string"){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
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
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
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
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
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
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
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
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
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
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
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
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((data7 === "in_app") || (data7 === "email")) || (data7 === "sms")) || (data7 === "chat")) || (data7 === "push"))){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
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
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
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
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
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
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
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
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
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
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
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
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
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
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
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
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
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
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
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
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
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
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
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
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
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
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
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
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
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
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
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
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
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
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
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
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
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
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
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
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
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
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
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
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
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
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
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
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
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
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
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
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
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
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
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
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
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
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
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
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
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
const err39 = {};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
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
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
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
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
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
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
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
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
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
const err44 = {};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
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
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
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
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
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
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
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
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
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
const err49 = {};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
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
if(!(data50 && typeof data50 == "object" && !Array.isArray(data50))){
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
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
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
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
const _errs107 = errors;
if(typeof data0.active !== "boolean"){
const err52 = {};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var valid3 = _errs107 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.deleted !== undefined){
const _errs109 = errors;
if(typeof data0.deleted !== "boolean"){
const err53 = {};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var valid3 = _errs109 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.deletedAt !== undefined){
const _errs111 = errors;
if(typeof data0.deletedAt !== "string"){
const err54 = {};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var valid3 = _errs111 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.deletedBy !== undefined){
const _errs113 = errors;
if(typeof data0.deletedBy !== "string"){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var valid3 = _errs113 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.primary !== undefined){
const _errs115 = errors;
if(typeof data0.primary !== "boolean"){
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var valid3 = _errs115 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.conditions !== undefined){
let data56 = data0.conditions;
const _errs117 = errors;
if(errors === _errs117){
if(Array.isArray(data56)){
var valid5 = true;
const len1 = data56.length;
for(let i1=0; i1<len1; i1++){
let data57 = data56[i1];
const _errs119 = errors;
if(errors === _errs119){
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
let missing1;
if(((((data57.isNegated === undefined) && (missing1 = "isNegated")) || ((data57.type === undefined) && (missing1 = "type"))) || ((data57.value === undefined) && (missing1 = "value"))) || ((data57.children === undefined) && (missing1 = "children"))){
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
if(data57.isNegated !== undefined){
const _errs121 = errors;
if(typeof data57.isNegated !== "boolean"){
const err58 = {};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var valid6 = _errs121 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data57.type !== undefined){
let data59 = data57.type;
const _errs123 = errors;
if(typeof data59 !== "string"){
const err59 = {};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(!((((((((data59 === "BOOLEAN") || (data59 === "TEXT")) || (data59 === "DATE")) || (data59 === "NUMBER")) || (data59 === "STATEMENT")) || (data59 === "LIST")) || (data59 === "MULTI_LIST")) || (data59 === "GROUP"))){
const err60 = {};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var valid6 = _errs123 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data57.value !== undefined){
let data60 = data57.value;
const _errs125 = errors;
if(typeof data60 !== "string"){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!((data60 === "AND") || (data60 === "OR"))){
const err62 = {};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var valid6 = _errs125 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data57.children !== undefined){
let data61 = data57.children;
const _errs127 = errors;
if(errors === _errs127){
if(Array.isArray(data61)){
var valid7 = true;
const len2 = data61.length;
for(let i2=0; i2<len2; i2++){
let data62 = data61[i2];
const _errs129 = errors;
if(errors === _errs129){
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
let missing2;
if(((((data62.field === undefined) && (missing2 = "field")) || ((data62.value === undefined) && (missing2 = "value"))) || ((data62.operator === undefined) && (missing2 = "operator"))) || ((data62.on === undefined) && (missing2 = "on"))){
const err63 = {};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
else {
if(data62.field !== undefined){
const _errs131 = errors;
if(typeof data62.field !== "string"){
const err64 = {};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var valid8 = _errs131 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data62.value !== undefined){
const _errs133 = errors;
if(typeof data62.value !== "string"){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var valid8 = _errs133 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data62.operator !== undefined){
let data65 = data62.operator;
const _errs135 = errors;
if(typeof data65 !== "string"){
const err66 = {};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(!((((((((((((((data65 === "LARGER") || (data65 === "SMALLER")) || (data65 === "LARGER_EQUAL")) || (data65 === "SMALLER_EQUAL")) || (data65 === "EQUAL")) || (data65 === "NOT_EQUAL")) || (data65 === "ALL_IN")) || (data65 === "ANY_IN")) || (data65 === "NOT_IN")) || (data65 === "BETWEEN")) || (data65 === "NOT_BETWEEN")) || (data65 === "LIKE")) || (data65 === "NOT_LIKE")) || (data65 === "IN"))){
const err67 = {};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var valid8 = _errs135 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data62.on !== undefined){
let data66 = data62.on;
const _errs137 = errors;
if(typeof data66 !== "string"){
const err68 = {};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(!((data66 === "subscriber") || (data66 === "payload"))){
const err69 = {};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var valid8 = _errs137 === errors;
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
const err70 = {};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
var valid7 = _errs129 === errors;
if(!valid7){
break;
}
}
}
else {
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
var valid6 = _errs127 === errors;
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
const err72 = {};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
var valid5 = _errs119 === errors;
if(!valid5){
break;
}
}
}
else {
const err73 = {};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
var valid3 = _errs117 === errors;
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
const err74 = {};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
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
const err75 = {};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
var valid1 = _errs3 === errors;
if(valid1){
const err76 = {};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
if(valid0){
validate20.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
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
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
var valid0 = _errs1 === errors;
if(valid0){
validate21.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
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
/** Strict mode: unknown properties and query parameters. */
exports.strict = () => require("./listActiveIntegrations.strict.cjs");
