// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// triggerEvent: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.triggerEvent_body = validate20;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEvent_body" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.to === undefined) && (missing0 = "to"))){
errors++;
}
else {
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
errors++;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs7 = errors;
if(errors === _errs7){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
errors++;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.overrides !== undefined){
let data2 = data.overrides;
const _errs10 = errors;
if(errors === _errs10){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
errors++;
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.to !== undefined){
let data3 = data.to;
const _errs13 = errors;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data3)){
var valid4 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs17 = errors;
const _errs18 = errors;
let valid5 = false;
const _errs19 = errors;
if(errors === _errs19){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.subscriberId !== undefined){
const _errs21 = errors;
if(typeof data4.subscriberId !== "string"){
errors++;
}
var valid6 = _errs21 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data4.email !== undefined){
const _errs23 = errors;
if(typeof data4.email !== "string"){
errors++;
}
var valid6 = _errs23 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data4.firstName !== undefined){
const _errs25 = errors;
if(typeof data4.firstName !== "string"){
errors++;
}
var valid6 = _errs25 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data4.lastName !== undefined){
const _errs27 = errors;
if(typeof data4.lastName !== "string"){
errors++;
}
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data4.phone !== undefined){
const _errs29 = errors;
if(typeof data4.phone !== "string"){
errors++;
}
var valid6 = _errs29 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data4.avatar !== undefined){
const _errs31 = errors;
if(typeof data4.avatar !== "string"){
errors++;
}
var valid6 = _errs31 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data4.locale !== undefined){
const _errs33 = errors;
if(typeof data4.locale !== "string"){
errors++;
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data4.timezone !== undefined){
const _errs35 = errors;
if(typeof data4.timezone !== "string"){
errors++;
}
var valid6 = _errs35 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data4.data !== undefined){
let data13 = data4.data;
const _errs37 = errors;
if(errors === _errs37){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key0 in data13){
const _errs40 = errors;
if(typeof data13[key0] !== "string"){
errors++;
}
var valid7 = _errs40 === errors;
if(!valid7){
break;
}
}
}
else {
errors++;
}
}
var valid6 = _errs37 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data4.channels !== undefined){
let data15 = data4.channels;
const _errs42 = errors;
if(errors === _errs42){
if(Array.isArray(data15)){
var valid8 = true;
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
const _errs44 = errors;
if(errors === _errs44){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.providerId !== undefined){
let data17 = data16.providerId;
const _errs46 = errors;
if(typeof data17 !== "string"){
errors++;
}
if(!(((((((((((((((((data17 === "slack") || (data17 === "discord")) || (data17 === "msteams")) || (data17 === "mattermost")) || (data17 === "ryver")) || (data17 === "zulip")) || (data17 === "grafana-on-call")) || (data17 === "getstream")) || (data17 === "rocket-chat")) || (data17 === "whatsapp-business")) || (data17 === "fcm")) || (data17 === "apns")) || (data17 === "expo")) || (data17 === "one-signal")) || (data17 === "pushpad")) || (data17 === "push-webhook")) || (data17 === "pusher-beams"))){
errors++;
}
var valid9 = _errs46 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data16.integrationIdentifier !== undefined){
const _errs48 = errors;
if(typeof data16.integrationIdentifier !== "string"){
errors++;
}
var valid9 = _errs48 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data16.credentials !== undefined){
let data19 = data16.credentials;
const _errs50 = errors;
if(errors === _errs50){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.webhookUrl !== undefined){
const _errs52 = errors;
if(typeof data19.webhookUrl !== "string"){
errors++;
}
var valid10 = _errs52 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data19.deviceTokens !== undefined){
let data21 = data19.deviceTokens;
const _errs54 = errors;
if(errors === _errs54){
if(Array.isArray(data21)){
var valid11 = true;
const len2 = data21.length;
for(let i2=0; i2<len2; i2++){
const _errs56 = errors;
if(typeof data21[i2] !== "string"){
errors++;
}
var valid11 = _errs56 === errors;
if(!valid11){
break;
}
}
}
else {
errors++;
}
}
var valid10 = _errs54 === errors;
}
else {
var valid10 = true;
}
}
}
else {
errors++;
}
}
var valid9 = _errs50 === errors;
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
var valid8 = _errs44 === errors;
if(!valid8){
break;
}
}
}
else {
errors++;
}
}
var valid6 = _errs42 === errors;
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
}
}
}
else {
errors++;
}
}
var _valid1 = _errs19 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs58 = errors;
if(errors === _errs58){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
}
else {
errors++;
}
}
var _valid1 = _errs58 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs61 = errors;
if(typeof data4 !== "string"){
errors++;
}
var _valid1 = _errs61 === errors;
valid5 = valid5 || _valid1;
}
}
if(!valid5){
errors++;
}
else {
errors = _errs18;
}
var valid4 = _errs17 === errors;
if(!valid4){
break;
}
}
}
else {
errors++;
}
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs63 = errors;
if(typeof data3 !== "string"){
errors++;
}
var _valid0 = _errs63 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs65 = errors;
if(errors === _errs65){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.subscriberId !== undefined){
const _errs67 = errors;
if(typeof data3.subscriberId !== "string"){
errors++;
}
var valid12 = _errs67 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data3.email !== undefined){
const _errs69 = errors;
if(typeof data3.email !== "string"){
errors++;
}
var valid12 = _errs69 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data3.firstName !== undefined){
const _errs71 = errors;
if(typeof data3.firstName !== "string"){
errors++;
}
var valid12 = _errs71 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data3.lastName !== undefined){
const _errs73 = errors;
if(typeof data3.lastName !== "string"){
errors++;
}
var valid12 = _errs73 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data3.phone !== undefined){
const _errs75 = errors;
if(typeof data3.phone !== "string"){
errors++;
}
var valid12 = _errs75 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data3.avatar !== undefined){
const _errs77 = errors;
if(typeof data3.avatar !== "string"){
errors++;
}
var valid12 = _errs77 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data3.locale !== undefined){
const _errs79 = errors;
if(typeof data3.locale !== "string"){
errors++;
}
var valid12 = _errs79 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data3.timezone !== undefined){
const _errs81 = errors;
if(typeof data3.timezone !== "string"){
errors++;
}
var valid12 = _errs81 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data3.data !== undefined){
let data31 = data3.data;
const _errs83 = errors;
if(errors === _errs83){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key1 in data31){
const _errs86 = errors;
if(typeof data31[key1] !== "string"){
errors++;
}
var valid13 = _errs86 === errors;
if(!valid13){
break;
}
}
}
else {
errors++;
}
}
var valid12 = _errs83 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data3.channels !== undefined){
let data33 = data3.channels;
const _errs88 = errors;
if(errors === _errs88){
if(Array.isArray(data33)){
var valid14 = true;
const len3 = data33.length;
for(let i3=0; i3<len3; i3++){
let data34 = data33[i3];
const _errs90 = errors;
if(errors === _errs90){
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.providerId !== undefined){
let data35 = data34.providerId;
const _errs92 = errors;
if(typeof data35 !== "string"){
errors++;
}
if(!(((((((((((((((((data35 === "slack") || (data35 === "discord")) || (data35 === "msteams")) || (data35 === "mattermost")) || (data35 === "ryver")) || (data35 === "zulip")) || (data35 === "grafana-on-call")) || (data35 === "getstream")) || (data35 === "rocket-chat")) || (data35 === "whatsapp-business")) || (data35 === "fcm")) || (data35 === "apns")) || (data35 === "expo")) || (data35 === "one-signal")) || (data35 === "pushpad")) || (data35 === "push-webhook")) || (data35 === "pusher-beams"))){
errors++;
}
var valid15 = _errs92 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data34.integrationIdentifier !== undefined){
const _errs94 = errors;
if(typeof data34.integrationIdentifier !== "string"){
errors++;
}
var valid15 = _errs94 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data34.credentials !== undefined){
let data37 = data34.credentials;
const _errs96 = errors;
if(errors === _errs96){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.webhookUrl !== undefined){
const _errs98 = errors;
if(typeof data37.webhookUrl !== "string"){
errors++;
}
var valid16 = _errs98 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data37.deviceTokens !== undefined){
let data39 = data37.deviceTokens;
const _errs100 = errors;
if(errors === _errs100){
if(Array.isArray(data39)){
var valid17 = true;
const len4 = data39.length;
for(let i4=0; i4<len4; i4++){
const _errs102 = errors;
if(typeof data39[i4] !== "string"){
errors++;
}
var valid17 = _errs102 === errors;
if(!valid17){
break;
}
}
}
else {
errors++;
}
}
var valid16 = _errs100 === errors;
}
else {
var valid16 = true;
}
}
}
else {
errors++;
}
}
var valid15 = _errs96 === errors;
}
else {
var valid15 = true;
}
}
}
}
else {
errors++;
}
}
var valid14 = _errs90 === errors;
if(!valid14){
break;
}
}
}
else {
errors++;
}
}
var valid12 = _errs88 === errors;
}
else {
var valid12 = true;
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
var _valid0 = _errs65 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs104 = errors;
if(errors === _errs104){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
errors++;
}
}
var _valid0 = _errs104 === errors;
valid3 = valid3 || _valid0;
}
}
}
if(!valid3){
errors++;
}
else {
errors = _errs14;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.transactionId !== undefined){
const _errs107 = errors;
if(typeof data.transactionId !== "string"){
errors++;
}
var valid2 = _errs107 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.actor !== undefined){
let data42 = data.actor;
const _errs109 = errors;
const _errs110 = errors;
let valid18 = false;
const _errs111 = errors;
if(typeof data42 !== "string"){
errors++;
}
var _valid2 = _errs111 === errors;
valid18 = valid18 || _valid2;
if(!valid18){
const _errs113 = errors;
if(errors === _errs113){
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
}
else {
errors++;
}
}
var _valid2 = _errs113 === errors;
valid18 = valid18 || _valid2;
}
if(!valid18){
errors++;
}
else {
errors = _errs110;
}
var valid2 = _errs109 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.tenant !== undefined){
let data43 = data.tenant;
const _errs116 = errors;
const _errs117 = errors;
let valid19 = false;
const _errs118 = errors;
if(typeof data43 !== "string"){
errors++;
}
var _valid3 = _errs118 === errors;
valid19 = valid19 || _valid3;
if(!valid19){
const _errs120 = errors;
if(errors === _errs120){
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
}
else {
errors++;
}
}
var _valid3 = _errs120 === errors;
valid19 = valid19 || _valid3;
}
if(!valid19){
errors++;
}
else {
errors = _errs117;
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

exports.triggerEvent_response_201 = validate21;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEvent_response_201" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.acknowledged === undefined) && (missing0 = "acknowledged")) || ((data.status === undefined) && (missing0 = "status"))){
errors++;
}
else {
if(data.acknowledged !== undefined){
const _errs5 = errors;
if(typeof data.acknowledged !== "boolean"){
errors++;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.status !== undefined){
let data1 = data.status;
const _errs7 = errors;
if(typeof data1 !== "string"){
errors++;
}
if(!(((((((data1 === "error") || (data1 === "trigger_not_active")) || (data1 === "no_workflow_active_steps_defined")) || (data1 === "no_workflow_steps_defined")) || (data1 === "processed")) || (data1 === "no_tenant_found")) || (data1 === "invalid_recipients"))){
errors++;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.error !== undefined){
let data2 = data.error;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data2)){
var valid3 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(typeof data2[i0] !== "string"){
errors++;
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.transactionId !== undefined){
const _errs13 = errors;
if(typeof data.transactionId !== "string"){
errors++;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
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

exports.triggerEvent_response_default = validate22;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEvent_response_default" */;
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

exports.triggerEvent_response_2XX = exports.triggerEvent_response_201;
})(validators);
(function (exports) {
exports.triggerEvent_header = validate52;

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
/*# sourceURL="triggerEvent_header" */;
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
exports.errors = () => require("./triggerEvent.errors.cjs");
