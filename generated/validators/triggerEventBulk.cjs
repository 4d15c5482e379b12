// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// triggerEventBulk: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.triggerEventBulk_body = validate20;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEventBulk_body" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.events === undefined) && (missing0 = "events")){
errors++;
}
else {
if(data.events !== undefined){
let data0 = data.events;
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
let data1 = data0[i0];
const _errs7 = errors;
if(errors === _errs7){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.name === undefined) && (missing1 = "name")) || ((data1.to === undefined) && (missing1 = "to"))){
errors++;
}
else {
if(data1.name !== undefined){
const _errs9 = errors;
if(typeof data1.name !== "string"){
errors++;
}
var valid4 = _errs9 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.payload !== undefined){
let data3 = data1.payload;
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
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
if(data1.overrides !== undefined){
let data4 = data1.overrides;
const _errs14 = errors;
if(errors === _errs14){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
}
else {
errors++;
}
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.to !== undefined){
let data5 = data1.to;
const _errs17 = errors;
const _errs18 = errors;
let valid5 = false;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data5)){
var valid6 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
const _errs21 = errors;
const _errs22 = errors;
let valid7 = false;
const _errs23 = errors;
if(errors === _errs23){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.subscriberId !== undefined){
const _errs25 = errors;
if(typeof data6.subscriberId !== "string"){
errors++;
}
var valid8 = _errs25 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data6.email !== undefined){
const _errs27 = errors;
if(typeof data6.email !== "string"){
errors++;
}
var valid8 = _errs27 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data6.firstName !== undefined){
const _errs29 = errors;
if(typeof data6.firstName !== "string"){
errors++;
}
var valid8 = _errs29 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data6.lastName !== undefined){
const _errs31 = errors;
if(typeof data6.lastName !== "string"){
errors++;
}
var valid8 = _errs31 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data6.phone !== undefined){
const _errs33 = errors;
if(typeof data6.phone !== "string"){
errors++;
}
var valid8 = _errs33 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data6.avatar !== undefined){
const _errs35 = errors;
if(typeof data6.avatar !== "string"){
errors++;
}
var valid8 = _errs35 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data6.locale !== undefined){
const _errs37 = errors;
if(typeof data6.locale !== "string"){
errors++;
}
var valid8 = _errs37 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data6.timezone !== undefined){
const _errs39 = errors;
if(typeof data6.timezone !== "string"){
errors++;
}
var valid8 = _errs39 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data6.data !== undefined){
let data15 = data6.data;
const _errs41 = errors;
if(errors === _errs41){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key0 in data15){
const _errs44 = errors;
if(typeof data15[key0] !== "string"){
errors++;
}
var valid9 = _errs44 === errors;
if(!valid9){
break;
}
}
}
else {
errors++;
}
}
var valid8 = _errs41 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data6.channels !== undefined){
let data17 = data6.channels;
const _errs46 = errors;
if(errors === _errs46){
if(Array.isArray(data17)){
var valid10 = true;
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
let data18 = data17[i2];
const _errs48 = errors;
if(errors === _errs48){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.providerId !== undefined){
let data19 = data18.providerId;
const _errs50 = errors;
if(typeof data19 !== "string"){
errors++;
}
if(!(((((((((((((((((data19 === "slack") || (data19 === "discord")) || (data19 === "msteams")) || (data19 === "mattermost")) || (data19 === "ryver")) || (data19 === "zulip")) || (data19 === "grafana-on-call")) || (data19 === "getstream")) || (data19 === "rocket-chat")) || (data19 === "whatsapp-business")) || (data19 === "fcm")) || (data19 === "apns")) || (data19 === "expo")) || (data19 === "one-signal")) || (data19 === "pushpad")) || (data19 === "push-webhook")) || (data19 === "pusher-beams"))){
errors++;
}
var valid11 = _errs50 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data18.integrationIdentifier !== undefined){
const _errs52 = errors;
if(typeof data18.integrationIdentifier !== "string"){
errors++;
}
var valid11 = _errs52 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data18.credentials !== undefined){
let data21 = data18.credentials;
const _errs54 = errors;
if(errors === _errs54){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.webhookUrl !== undefined){
const _errs56 = errors;
if(typeof data21.webhookUrl !== "string"){
errors++;
}
var valid12 = _errs56 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data21.deviceTokens !== undefined){
let data23 = data21.deviceTokens;
const _errs58 = errors;
if(errors === _errs58){
if(Array.isArray(data23)){
var valid13 = true;
const len3 = data23.length;
for(let i3=0; i3<len3; i3++){
const _errs60 = errors;
if(typeof data23[i3] !== "string"){
errors++;
}
var valid13 = _errs60 === errors;
if(!valid13){
break;
}
}
}
else {
errors++;
}
}
var valid12 = _errs58 === errors;
}
else {
var valid12 = true;
}
}
}
else {
errors++;
}
}
var valid11 = _errs54 === errors;
}
else {
var valid11 = true;
}
}
}
}
else {
errors++;
}
}
var valid10 = _errs48 === errors;
if(!valid10){
break;
}
}
}
else {
errors++;
}
}
var valid8 = _errs46 === errors;
}
else {
var valid8 = true;
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
var _valid1 = _errs23 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const _errs62 = errors;
if(errors === _errs62){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
errors++;
}
}
var _valid1 = _errs62 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const _errs65 = errors;
if(typeof data6 !== "string"){
errors++;
}
var _valid1 = _errs65 === errors;
valid7 = valid7 || _valid1;
}
}
if(!valid7){
errors++;
}
else {
errors = _errs22;
}
var valid6 = _errs21 === errors;
if(!valid6){
break;
}
}
}
else {
errors++;
}
}
var _valid0 = _errs19 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs67 = errors;
if(typeof data5 !== "string"){
errors++;
}
var _valid0 = _errs67 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs69 = errors;
if(errors === _errs69){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.subscriberId !== undefined){
const _errs71 = errors;
if(typeof data5.subscriberId !== "string"){
errors++;
}
var valid14 = _errs71 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data5.email !== undefined){
const _errs73 = errors;
if(typeof data5.email !== "string"){
errors++;
}
var valid14 = _errs73 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data5.firstName !== undefined){
const _errs75 = errors;
if(typeof data5.firstName !== "string"){
errors++;
}
var valid14 = _errs75 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data5.lastName !== undefined){
const _errs77 = errors;
if(typeof data5.lastName !== "string"){
errors++;
}
var valid14 = _errs77 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data5.phone !== undefined){
const _errs79 = errors;
if(typeof data5.phone !== "string"){
errors++;
}
var valid14 = _errs79 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data5.avatar !== undefined){
const _errs81 = errors;
if(typeof data5.avatar !== "string"){
errors++;
}
var valid14 = _errs81 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data5.locale !== undefined){
const _errs83 = errors;
if(typeof data5.locale !== "string"){
errors++;
}
var valid14 = _errs83 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data5.timezone !== undefined){
const _errs85 = errors;
if(typeof data5.timezone !== "string"){
errors++;
}
var valid14 = _errs85 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data5.data !== undefined){
let data33 = data5.data;
const _errs87 = errors;
if(errors === _errs87){
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
for(const key1 in data33){
const _errs90 = errors;
if(typeof data33[key1] !== "string"){
errors++;
}
var valid15 = _errs90 === errors;
if(!valid15){
break;
}
}
}
else {
errors++;
}
}
var valid14 = _errs87 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data5.channels !== undefined){
let data35 = data5.channels;
const _errs92 = errors;
if(errors === _errs92){
if(Array.isArray(data35)){
var valid16 = true;
const len4 = data35.length;
for(let i4=0; i4<len4; i4++){
let data36 = data35[i4];
const _errs94 = errors;
if(errors === _errs94){
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.providerId !== undefined){
let data37 = data36.providerId;
const _errs96 = errors;
if(typeof data37 !== "string"){
errors++;
}
if(!(((((((((((((((((data37 === "slack") || (data37 === "discord")) || (data37 === "msteams")) || (data37 === "mattermost")) || (data37 === "ryver")) || (data37 === "zulip")) || (data37 === "grafana-on-call")) || (data37 === "getstream")) || (data37 === "rocket-chat")) || (data37 === "whatsapp-business")) || (data37 === "fcm")) || (data37 === "apns")) || (data37 === "expo")) || (data37 === "one-signal")) || (data37 === "pushpad")) || (data37 === "push-webhook")) || (data37 === "pusher-beams"))){
errors++;
}
var valid17 = _errs96 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data36.integrationIdentifier !== undefined){
const _errs98 = errors;
if(typeof data36.integrationIdentifier !== "string"){
errors++;
}
var valid17 = _errs98 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data36.credentials !== undefined){
let data39 = data36.credentials;
const _errs100 = errors;
if(errors === _errs100){
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.webhookUrl !== undefined){
const _errs102 = errors;
if(typeof data39.webhookUrl !== "string"){
errors++;
}
var valid18 = _errs102 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data39.deviceTokens !== undefined){
let data41 = data39.deviceTokens;
const _errs104 = errors;
if(errors === _errs104){
if(Array.isArray(data41)){
var valid19 = true;
const len5 = data41.length;
for(let i5=0; i5<len5; i5++){
const _errs106 = errors;
if(typeof data41[i5] !== "string"){
errors++;
}
var valid19 = _errs106 === errors;
if(!valid19){
break;
}
}
}
else {
errors++;
}
}
var valid18 = _errs104 === errors;
}
else {
var valid18 = true;
}
}
}
else {
errors++;
}
}
var valid17 = _errs100 === errors;
}
else {
var valid17 = true;
}
}
}
}
else {
errors++;
}
}
var valid16 = _errs94 === errors;
if(!valid16){
break;
}
}
}
else {
errors++;
}
}
var valid14 = _errs92 === errors;
}
else {
var valid14 = true;
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
var _valid0 = _errs69 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs108 = errors;
if(errors === _errs108){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
errors++;
}
}
var _valid0 = _errs108 === errors;
valid5 = valid5 || _valid0;
}
}
}
if(!valid5){
errors++;
}
else {
errors = _errs18;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.transactionId !== undefined){
const _errs111 = errors;
if(typeof data1.transactionId !== "string"){
errors++;
}
var valid4 = _errs111 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.actor !== undefined){
let data44 = data1.actor;
const _errs113 = errors;
const _errs114 = errors;
let valid20 = false;
const _errs115 = errors;
if(typeof data44 !== "string"){
errors++;
}
var _valid2 = _errs115 === errors;
valid20 = valid20 || _valid2;
if(!valid20){
const _errs117 = errors;
if(errors === _errs117){
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
}
else {
errors++;
}
}
var _valid2 = _errs117 === errors;
valid20 = valid20 || _valid2;
}
if(!valid20){
errors++;
}
else {
errors = _errs114;
}
var valid4 = _errs113 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data1.tenant !== undefined){
let data45 = data1.tenant;
const _errs120 = errors;
const _errs121 = errors;
let valid21 = false;
const _errs122 = errors;
if(typeof data45 !== "string"){
errors++;
}
var _valid3 = _errs122 === errors;
valid21 = valid21 || _valid3;
if(!valid21){
const _errs124 = errors;
if(errors === _errs124){
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
}
else {
errors++;
}
}
var _valid3 = _errs124 === errors;
valid21 = valid21 || _valid3;
}
if(!valid21){
errors++;
}
else {
errors = _errs121;
}
var valid4 = _errs120 === errors;
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

exports.triggerEventBulk_response_201 = validate21;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEventBulk_response_201" */;
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
if(((data0.acknowledged === undefined) && (missing0 = "acknowledged")) || ((data0.status === undefined) && (missing0 = "status"))){
errors++;
}
else {
if(data0.acknowledged !== undefined){
const _errs7 = errors;
if(typeof data0.acknowledged !== "boolean"){
errors++;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.status !== undefined){
let data2 = data0.status;
const _errs9 = errors;
if(typeof data2 !== "string"){
errors++;
}
if(!(((((((data2 === "error") || (data2 === "trigger_not_active")) || (data2 === "no_workflow_active_steps_defined")) || (data2 === "no_workflow_steps_defined")) || (data2 === "processed")) || (data2 === "no_tenant_found")) || (data2 === "invalid_recipients"))){
errors++;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.error !== undefined){
let data3 = data0.error;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data3)){
var valid4 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs13 = errors;
if(typeof data3[i1] !== "string"){
errors++;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
errors++;
}
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.transactionId !== undefined){
const _errs15 = errors;
if(typeof data0.transactionId !== "string"){
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
validate21.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs0;
}
validate21.errors = vErrors;
return errors === 0;
}

exports.triggerEventBulk_response_default = validate22;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEventBulk_response_default" */;
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

exports.triggerEventBulk_response_2XX = exports.triggerEventBulk_response_201;
})(validators);
(function (exports) {
exports.triggerEventBulk_header = validate52;

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
/*# sourceURL="triggerEventBulk_header" */;
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
exports.errors = () => require("./triggerEventBulk.errors.cjs");
