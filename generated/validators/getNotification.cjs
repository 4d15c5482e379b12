// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// getNotification: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.getNotification_response_200 = validate20;
const pattern4 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");
const wrapper0 = {validate: validate21};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data._id === undefined) && (missing0 = "_id")) || ((data.active === undefined) && (missing0 = "active"))) || ((data.filters === undefined) && (missing0 = "filters"))) || ((data._templateId === undefined) && (missing0 = "_templateId"))){
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
if(data.active !== undefined){
const _errs7 = errors;
if(typeof data.active !== "boolean"){
errors++;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.replyCallback !== undefined){
let data2 = data.replyCallback;
const _errs9 = errors;
if(errors === _errs9){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
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
if(data.controlVariables !== undefined){
let data3 = data.controlVariables;
const _errs12 = errors;
if(errors === _errs12){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
errors++;
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.metadata !== undefined){
let data4 = data.metadata;
const _errs15 = errors;
if(errors === _errs15){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
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
if(data.issues !== undefined){
let data5 = data.issues;
const _errs18 = errors;
if(errors === _errs18){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
errors++;
}
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.filters !== undefined){
let data6 = data.filters;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs23 = errors;
if(errors === _errs23){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing1;
if(((((data7.isNegated === undefined) && (missing1 = "isNegated")) || ((data7.type === undefined) && (missing1 = "type"))) || ((data7.value === undefined) && (missing1 = "value"))) || ((data7.children === undefined) && (missing1 = "children"))){
errors++;
}
else {
if(data7.isNegated !== undefined){
const _errs25 = errors;
if(typeof data7.isNegated !== "boolean"){
errors++;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.type !== undefined){
let data9 = data7.type;
const _errs27 = errors;
if(typeof data9 !== "string"){
errors++;
}
if(!((((((((data9 === "BOOLEAN") || (data9 === "TEXT")) || (data9 === "DATE")) || (data9 === "NUMBER")) || (data9 === "STATEMENT")) || (data9 === "LIST")) || (data9 === "MULTI_LIST")) || (data9 === "GROUP"))){
errors++;
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.value !== undefined){
let data10 = data7.value;
const _errs29 = errors;
if(typeof data10 !== "string"){
errors++;
}
if(!((data10 === "AND") || (data10 === "OR"))){
errors++;
}
var valid4 = _errs29 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.children !== undefined){
let data11 = data7.children;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data11)){
var valid5 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs33 = errors;
if(errors === _errs33){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing2;
if(((((data12.field === undefined) && (missing2 = "field")) || ((data12.value === undefined) && (missing2 = "value"))) || ((data12.operator === undefined) && (missing2 = "operator"))) || ((data12.on === undefined) && (missing2 = "on"))){
errors++;
}
else {
if(data12.field !== undefined){
const _errs35 = errors;
if(typeof data12.field !== "string"){
errors++;
}
var valid6 = _errs35 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.value !== undefined){
const _errs37 = errors;
if(typeof data12.value !== "string"){
errors++;
}
var valid6 = _errs37 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.operator !== undefined){
let data15 = data12.operator;
const _errs39 = errors;
if(typeof data15 !== "string"){
errors++;
}
if(!((((((((((((((data15 === "LARGER") || (data15 === "SMALLER")) || (data15 === "LARGER_EQUAL")) || (data15 === "SMALLER_EQUAL")) || (data15 === "EQUAL")) || (data15 === "NOT_EQUAL")) || (data15 === "ALL_IN")) || (data15 === "ANY_IN")) || (data15 === "NOT_IN")) || (data15 === "BETWEEN")) || (data15 === "NOT_BETWEEN")) || (data15 === "LIKE")) || (data15 === "NOT_LIKE")) || (data15 === "IN"))){
errors++;
}
var valid6 = _errs39 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.on !== undefined){
let data16 = data12.on;
const _errs41 = errors;
if(typeof data16 !== "string"){
errors++;
}
if(!((data16 === "subscriber") || (data16 === "payload"))){
errors++;
}
var valid6 = _errs41 === errors;
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
var valid5 = _errs33 === errors;
if(!valid5){
break;
}
}
}
else {
errors++;
}
}
var valid4 = _errs31 === errors;
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
if(data.template !== undefined){
let data17 = data.template;
const _errs43 = errors;
if(errors === _errs43){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
}
else {
errors++;
}
}
var valid2 = _errs43 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.variants !== undefined){
let data18 = data.variants;
const _errs46 = errors;
if(errors === _errs46){
if(Array.isArray(data18)){
var valid7 = true;
const len2 = data18.length;
for(let i2=0; i2<len2; i2++){
const _errs48 = errors;
if(!(wrapper0.validate(data18[i2], {instancePath:instancePath+"/variants/" + i2,parentData:data18,parentDataProperty:i2,rootData}))){
errors++;
}
var valid7 = _errs48 === errors;
if(!valid7){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs46 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data._templateId !== undefined){
const _errs49 = errors;
if(typeof data._templateId !== "string"){
errors++;
}
var valid2 = _errs49 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.name !== undefined){
const _errs51 = errors;
if(typeof data.name !== "string"){
errors++;
}
var valid2 = _errs51 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data._parentId !== undefined){
let data22 = data._parentId;
const _errs53 = errors;
if((typeof data22 !== "string") && (data22 !== null)){
errors++;
}
var valid2 = _errs53 === errors;
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


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getNotification_response_200" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data._environmentId === undefined) && (missing0 = "_environmentId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data._subscriberId === undefined) && (missing0 = "_subscriberId"))) || ((data.transactionId === undefined) && (missing0 = "transactionId"))){
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
if(data._subscriberId !== undefined){
const _errs11 = errors;
if(typeof data._subscriberId !== "string"){
errors++;
}
var valid2 = _errs11 === errors;
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
if(valid2){
if(data._templateId !== undefined){
const _errs15 = errors;
if(typeof data._templateId !== "string"){
errors++;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data._digestedNotificationId !== undefined){
const _errs17 = errors;
if(typeof data._digestedNotificationId !== "string"){
errors++;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.createdAt !== undefined){
let data7 = data.createdAt;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data7 === "string"){
if(!pattern4.test(data7)){
errors++;
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
if(data.updatedAt !== undefined){
let data8 = data.updatedAt;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
errors++;
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
if(data.channels !== undefined){
let data9 = data.channels;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data9)){
var valid3 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
const _errs25 = errors;
if(typeof data10 !== "string"){
errors++;
}
if(!(((((((((data10 === "in_app") || (data10 === "email")) || (data10 === "sms")) || (data10 === "chat")) || (data10 === "push")) || (data10 === "digest")) || (data10 === "trigger")) || (data10 === "delay")) || (data10 === "custom"))){
errors++;
}
var valid3 = _errs25 === errors;
if(!valid3){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.subscriber !== undefined){
let data11 = data.subscriber;
const _errs27 = errors;
if(errors === _errs27){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing1;
if(((data11.subscriberId === undefined) && (missing1 = "subscriberId")) || ((data11._id === undefined) && (missing1 = "_id"))){
errors++;
}
else {
if(data11.subscriberId !== undefined){
const _errs29 = errors;
if(typeof data11.subscriberId !== "string"){
errors++;
}
var valid4 = _errs29 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data11._id !== undefined){
const _errs31 = errors;
if(typeof data11._id !== "string"){
errors++;
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data11.firstName !== undefined){
const _errs33 = errors;
if(typeof data11.firstName !== "string"){
errors++;
}
var valid4 = _errs33 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data11.lastName !== undefined){
const _errs35 = errors;
if(typeof data11.lastName !== "string"){
errors++;
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data11.email !== undefined){
const _errs37 = errors;
if(typeof data11.email !== "string"){
errors++;
}
var valid4 = _errs37 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data11.phone !== undefined){
const _errs39 = errors;
if(typeof data11.phone !== "string"){
errors++;
}
var valid4 = _errs39 === errors;
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
else {
errors++;
}
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.template !== undefined){
let data18 = data.template;
const _errs41 = errors;
if(errors === _errs41){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing2;
if(((data18.name === undefined) && (missing2 = "name")) || ((data18.triggers === undefined) && (missing2 = "triggers"))){
errors++;
}
else {
if(data18._id !== undefined){
const _errs43 = errors;
if(typeof data18._id !== "string"){
errors++;
}
var valid5 = _errs43 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data18.name !== undefined){
const _errs45 = errors;
if(typeof data18.name !== "string"){
errors++;
}
var valid5 = _errs45 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data18.origin !== undefined){
let data21 = data18.origin;
const _errs47 = errors;
if(typeof data21 !== "string"){
errors++;
}
if(!(((data21 === "platform-cloud") || (data21 === "platform-cloud-v1")) || (data21 === "external"))){
errors++;
}
var valid5 = _errs47 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data18.triggers !== undefined){
let data22 = data18.triggers;
const _errs49 = errors;
if(errors === _errs49){
if(Array.isArray(data22)){
var valid6 = true;
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
const _errs51 = errors;
if(errors === _errs51){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing3;
if((((data23.type === undefined) && (missing3 = "type")) || ((data23.identifier === undefined) && (missing3 = "identifier"))) || ((data23.variables === undefined) && (missing3 = "variables"))){
errors++;
}
else {
if(data23.type !== undefined){
let data24 = data23.type;
const _errs53 = errors;
if(typeof data24 !== "string"){
errors++;
}
if(!(data24 === "event")){
errors++;
}
var valid7 = _errs53 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data23.identifier !== undefined){
const _errs55 = errors;
if(typeof data23.identifier !== "string"){
errors++;
}
var valid7 = _errs55 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data23.variables !== undefined){
let data26 = data23.variables;
const _errs57 = errors;
if(errors === _errs57){
if(Array.isArray(data26)){
var valid8 = true;
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
let data27 = data26[i2];
const _errs59 = errors;
if(errors === _errs59){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
let missing4;
if((data27.name === undefined) && (missing4 = "name")){
errors++;
}
else {
if(data27.name !== undefined){
if(typeof data27.name !== "string"){
errors++;
}
}
}
}
else {
errors++;
}
}
var valid8 = _errs59 === errors;
if(!valid8){
break;
}
}
}
else {
errors++;
}
}
var valid7 = _errs57 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data23.subscriberVariables !== undefined){
let data29 = data23.subscriberVariables;
const _errs63 = errors;
if(errors === _errs63){
if(Array.isArray(data29)){
var valid10 = true;
const len3 = data29.length;
for(let i3=0; i3<len3; i3++){
let data30 = data29[i3];
const _errs65 = errors;
if(errors === _errs65){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing5;
if((data30.name === undefined) && (missing5 = "name")){
errors++;
}
else {
if(data30.name !== undefined){
if(typeof data30.name !== "string"){
errors++;
}
}
}
}
else {
errors++;
}
}
var valid10 = _errs65 === errors;
if(!valid10){
break;
}
}
}
else {
errors++;
}
}
var valid7 = _errs63 === errors;
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
var valid6 = _errs51 === errors;
if(!valid6){
break;
}
}
}
else {
errors++;
}
}
var valid5 = _errs49 === errors;
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
var valid2 = _errs41 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.jobs !== undefined){
let data32 = data.jobs;
const _errs69 = errors;
if(errors === _errs69){
if(Array.isArray(data32)){
var valid12 = true;
const len4 = data32.length;
for(let i4=0; i4<len4; i4++){
let data33 = data32[i4];
const _errs71 = errors;
if(errors === _errs71){
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
let missing6;
if(((((((data33._id === undefined) && (missing6 = "_id")) || ((data33.type === undefined) && (missing6 = "type"))) || ((data33.executionDetails === undefined) && (missing6 = "executionDetails"))) || ((data33.step === undefined) && (missing6 = "step"))) || ((data33.providerId === undefined) && (missing6 = "providerId"))) || ((data33.status === undefined) && (missing6 = "status"))){
errors++;
}
else {
if(data33._id !== undefined){
const _errs73 = errors;
if(typeof data33._id !== "string"){
errors++;
}
var valid13 = _errs73 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.type !== undefined){
let data35 = data33.type;
const _errs75 = errors;
if(typeof data35 !== "string"){
errors++;
}
if(!(((((((((data35 === "in_app") || (data35 === "email")) || (data35 === "sms")) || (data35 === "chat")) || (data35 === "push")) || (data35 === "digest")) || (data35 === "trigger")) || (data35 === "delay")) || (data35 === "custom"))){
errors++;
}
var valid13 = _errs75 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.digest !== undefined){
let data36 = data33.digest;
const _errs77 = errors;
if(errors === _errs77){
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
let missing7;
if((data36.type === undefined) && (missing7 = "type")){
errors++;
}
else {
if(data36.digestKey !== undefined){
const _errs79 = errors;
if(typeof data36.digestKey !== "string"){
errors++;
}
var valid14 = _errs79 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.amount !== undefined){
let data38 = data36.amount;
const _errs81 = errors;
if(!((typeof data38 == "number") && (isFinite(data38)))){
errors++;
}
var valid14 = _errs81 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.unit !== undefined){
let data39 = data36.unit;
const _errs83 = errors;
if(typeof data39 !== "string"){
errors++;
}
if(!((((((data39 === "seconds") || (data39 === "minutes")) || (data39 === "hours")) || (data39 === "days")) || (data39 === "weeks")) || (data39 === "months"))){
errors++;
}
var valid14 = _errs83 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.type !== undefined){
let data40 = data36.type;
const _errs85 = errors;
if(typeof data40 !== "string"){
errors++;
}
if(!(((data40 === "regular") || (data40 === "backoff")) || (data40 === "timed"))){
errors++;
}
var valid14 = _errs85 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.events !== undefined){
let data41 = data36.events;
const _errs87 = errors;
if(errors === _errs87){
if(Array.isArray(data41)){
var valid15 = true;
const len5 = data41.length;
for(let i5=0; i5<len5; i5++){
let data42 = data41[i5];
const _errs89 = errors;
if(errors === _errs89){
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
}
else {
errors++;
}
}
var valid15 = _errs89 === errors;
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
if(data36.backoff !== undefined){
const _errs92 = errors;
if(typeof data36.backoff !== "boolean"){
errors++;
}
var valid14 = _errs92 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.backoffAmount !== undefined){
let data44 = data36.backoffAmount;
const _errs94 = errors;
if(!((typeof data44 == "number") && (isFinite(data44)))){
errors++;
}
var valid14 = _errs94 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.backoffUnit !== undefined){
let data45 = data36.backoffUnit;
const _errs96 = errors;
if(typeof data45 !== "string"){
errors++;
}
if(!((((((data45 === "seconds") || (data45 === "minutes")) || (data45 === "hours")) || (data45 === "days")) || (data45 === "weeks")) || (data45 === "months"))){
errors++;
}
var valid14 = _errs96 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.updateMode !== undefined){
const _errs98 = errors;
if(typeof data36.updateMode !== "boolean"){
errors++;
}
var valid14 = _errs98 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.timed !== undefined){
let data47 = data36.timed;
const _errs100 = errors;
if(errors === _errs100){
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(data47.atTime !== undefined){
const _errs102 = errors;
if(typeof data47.atTime !== "string"){
errors++;
}
var valid16 = _errs102 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.weekDays !== undefined){
let data49 = data47.weekDays;
const _errs104 = errors;
if(errors === _errs104){
if(Array.isArray(data49)){
var valid17 = true;
const len6 = data49.length;
for(let i6=0; i6<len6; i6++){
let data50 = data49[i6];
const _errs106 = errors;
if(typeof data50 !== "string"){
errors++;
}
if(!(((((((data50 === "monday") || (data50 === "tuesday")) || (data50 === "wednesday")) || (data50 === "thursday")) || (data50 === "friday")) || (data50 === "saturday")) || (data50 === "sunday"))){
errors++;
}
var valid17 = _errs106 === errors;
if(!valid17){
break;
}
}
}
else {
errors++;
}
}
var valid16 = _errs104 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.monthDays !== undefined){
let data51 = data47.monthDays;
const _errs108 = errors;
if(errors === _errs108){
if(Array.isArray(data51)){
var valid18 = true;
const len7 = data51.length;
for(let i7=0; i7<len7; i7++){
let data52 = data51[i7];
const _errs110 = errors;
if(!((typeof data52 == "number") && (isFinite(data52)))){
errors++;
}
var valid18 = _errs110 === errors;
if(!valid18){
break;
}
}
}
else {
errors++;
}
}
var valid16 = _errs108 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.ordinal !== undefined){
let data53 = data47.ordinal;
const _errs112 = errors;
if(typeof data53 !== "string"){
errors++;
}
if(!((((((data53 === "1") || (data53 === "2")) || (data53 === "3")) || (data53 === "4")) || (data53 === "5")) || (data53 === "last"))){
errors++;
}
var valid16 = _errs112 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.ordinalValue !== undefined){
let data54 = data47.ordinalValue;
const _errs114 = errors;
if(typeof data54 !== "string"){
errors++;
}
if(!((((((((((data54 === "day") || (data54 === "weekday")) || (data54 === "weekend")) || (data54 === "sunday")) || (data54 === "monday")) || (data54 === "tuesday")) || (data54 === "wednesday")) || (data54 === "thursday")) || (data54 === "friday")) || (data54 === "saturday"))){
errors++;
}
var valid16 = _errs114 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.monthlyType !== undefined){
let data55 = data47.monthlyType;
const _errs116 = errors;
if(typeof data55 !== "string"){
errors++;
}
if(!((data55 === "each") || (data55 === "on"))){
errors++;
}
var valid16 = _errs116 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.cronExpression !== undefined){
const _errs118 = errors;
if(typeof data47.cronExpression !== "string"){
errors++;
}
var valid16 = _errs118 === errors;
}
else {
var valid16 = true;
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
var valid14 = _errs100 === errors;
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
}
else {
errors++;
}
}
var valid13 = _errs77 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.executionDetails !== undefined){
let data57 = data33.executionDetails;
const _errs120 = errors;
if(errors === _errs120){
if(Array.isArray(data57)){
var valid19 = true;
const len8 = data57.length;
for(let i8=0; i8<len8; i8++){
let data58 = data57[i8];
const _errs122 = errors;
if(errors === _errs122){
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
let missing8;
if((((((((data58._id === undefined) && (missing8 = "_id")) || ((data58.status === undefined) && (missing8 = "status"))) || ((data58.detail === undefined) && (missing8 = "detail"))) || ((data58.isRetry === undefined) && (missing8 = "isRetry"))) || ((data58.isTest === undefined) && (missing8 = "isTest"))) || ((data58.providerId === undefined) && (missing8 = "providerId"))) || ((data58.source === undefined) && (missing8 = "source"))){
errors++;
}
else {
if(data58._id !== undefined){
const _errs124 = errors;
if(typeof data58._id !== "string"){
errors++;
}
var valid20 = _errs124 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.createdAt !== undefined){
let data60 = data58.createdAt;
const _errs126 = errors;
if(errors === _errs126){
if(typeof data60 === "string"){
if(!pattern4.test(data60)){
errors++;
}
}
else {
errors++;
}
}
var valid20 = _errs126 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.status !== undefined){
let data61 = data58.status;
const _errs128 = errors;
if(typeof data61 !== "string"){
errors++;
}
if(!((((((data61 === "Success") || (data61 === "Warning")) || (data61 === "Failed")) || (data61 === "Pending")) || (data61 === "Queued")) || (data61 === "ReadConfirmation"))){
errors++;
}
var valid20 = _errs128 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.detail !== undefined){
const _errs130 = errors;
if(typeof data58.detail !== "string"){
errors++;
}
var valid20 = _errs130 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.isRetry !== undefined){
const _errs132 = errors;
if(typeof data58.isRetry !== "boolean"){
errors++;
}
var valid20 = _errs132 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.isTest !== undefined){
const _errs134 = errors;
if(typeof data58.isTest !== "boolean"){
errors++;
}
var valid20 = _errs134 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.providerId !== undefined){
let data65 = data58.providerId;
const _errs136 = errors;
const _errs137 = errors;
let valid21 = false;
const _errs138 = errors;
if(typeof data65 !== "string"){
errors++;
}
if(!(((((((((((((((((((((data65 === "emailjs") || (data65 === "mailgun")) || (data65 === "mailjet")) || (data65 === "mandrill")) || (data65 === "nodemailer")) || (data65 === "postmark")) || (data65 === "sendgrid")) || (data65 === "sendinblue")) || (data65 === "ses")) || (data65 === "netcore")) || (data65 === "infobip-email")) || (data65 === "resend")) || (data65 === "plunk")) || (data65 === "mailersend")) || (data65 === "mailtrap")) || (data65 === "clickatell")) || (data65 === "outlook365")) || (data65 === "platform-email")) || (data65 === "sparkpost")) || (data65 === "email-webhook")) || (data65 === "braze"))){
errors++;
}
var _valid0 = _errs138 === errors;
valid21 = valid21 || _valid0;
if(!valid21){
const _errs140 = errors;
if(typeof data65 !== "string"){
errors++;
}
if(!(((((((((((((((((((((((((((((((data65 === "nexmo") || (data65 === "plivo")) || (data65 === "sms77")) || (data65 === "sms-central")) || (data65 === "sns")) || (data65 === "telnyx")) || (data65 === "twilio")) || (data65 === "gupshup")) || (data65 === "firetext")) || (data65 === "infobip-sms")) || (data65 === "burst-sms")) || (data65 === "bulk-sms")) || (data65 === "isend-sms")) || (data65 === "forty-six-elks")) || (data65 === "kannel")) || (data65 === "maqsam")) || (data65 === "termii")) || (data65 === "africas-talking")) || (data65 === "platform-sms")) || (data65 === "sendchamp")) || (data65 === "generic-sms")) || (data65 === "clicksend")) || (data65 === "bandwidth")) || (data65 === "messagebird")) || (data65 === "simpletexting")) || (data65 === "azure-sms")) || (data65 === "ring-central")) || (data65 === "brevo-sms")) || (data65 === "eazy-sms")) || (data65 === "mobishastra")) || (data65 === "afro-message"))){
errors++;
}
var _valid0 = _errs140 === errors;
valid21 = valid21 || _valid0;
if(!valid21){
const _errs142 = errors;
if(typeof data65 !== "string"){
errors++;
}
if(!((((((((data65 === "fcm") || (data65 === "apns")) || (data65 === "expo")) || (data65 === "one-signal")) || (data65 === "pushpad")) || (data65 === "push-webhook")) || (data65 === "pusher-beams")) || (data65 === "platform"))){
errors++;
}
var _valid0 = _errs142 === errors;
valid21 = valid21 || _valid0;
if(!valid21){
const _errs144 = errors;
if(typeof data65 !== "string"){
errors++;
}
if(!((((((((((data65 === "slack") || (data65 === "discord")) || (data65 === "msteams")) || (data65 === "mattermost")) || (data65 === "ryver")) || (data65 === "zulip")) || (data65 === "grafana-on-call")) || (data65 === "getstream")) || (data65 === "rocket-chat")) || (data65 === "whatsapp-business"))){
errors++;
}
var _valid0 = _errs144 === errors;
valid21 = valid21 || _valid0;
}
}
}
if(!valid21){
errors++;
}
else {
errors = _errs137;
}
var valid20 = _errs136 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.raw !== undefined){
let data66 = data58.raw;
const _errs146 = errors;
if((typeof data66 !== "string") && (data66 !== null)){
errors++;
}
var valid20 = _errs146 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.source !== undefined){
let data67 = data58.source;
const _errs148 = errors;
if(typeof data67 !== "string"){
errors++;
}
if(!((((data67 === "Credentials") || (data67 === "Internal")) || (data67 === "Payload")) || (data67 === "Webhook"))){
errors++;
}
var valid20 = _errs148 === errors;
}
else {
var valid20 = true;
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
var valid19 = _errs122 === errors;
if(!valid19){
break;
}
}
}
else {
errors++;
}
}
var valid13 = _errs120 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.step !== undefined){
const _errs150 = errors;
if(!(validate21(data33.step, {instancePath:instancePath+"/jobs/" + i4+"/step",parentData:data33,parentDataProperty:"step",rootData}))){
errors++;
}
var valid13 = _errs150 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.overrides !== undefined){
let data69 = data33.overrides;
const _errs151 = errors;
if(errors === _errs151){
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
}
else {
errors++;
}
}
var valid13 = _errs151 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.payload !== undefined){
let data70 = data33.payload;
const _errs154 = errors;
if(errors === _errs154){
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
}
else {
errors++;
}
}
var valid13 = _errs154 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.providerId !== undefined){
let data71 = data33.providerId;
const _errs157 = errors;
const _errs158 = errors;
let valid22 = false;
const _errs159 = errors;
if(typeof data71 !== "string"){
errors++;
}
if(!(((((((((((((((((((((data71 === "emailjs") || (data71 === "mailgun")) || (data71 === "mailjet")) || (data71 === "mandrill")) || (data71 === "nodemailer")) || (data71 === "postmark")) || (data71 === "sendgrid")) || (data71 === "sendinblue")) || (data71 === "ses")) || (data71 === "netcore")) || (data71 === "infobip-email")) || (data71 === "resend")) || (data71 === "plunk")) || (data71 === "mailersend")) || (data71 === "mailtrap")) || (data71 === "clickatell")) || (data71 === "outlook365")) || (data71 === "platform-email")) || (data71 === "sparkpost")) || (data71 === "email-webhook")) || (data71 === "braze"))){
errors++;
}
var _valid1 = _errs159 === errors;
valid22 = valid22 || _valid1;
if(!valid22){
const _errs161 = errors;
if(typeof data71 !== "string"){
errors++;
}
if(!(((((((((((((((((((((((((((((((data71 === "nexmo") || (data71 === "plivo")) || (data71 === "sms77")) || (data71 === "sms-central")) || (data71 === "sns")) || (data71 === "telnyx")) || (data71 === "twilio")) || (data71 === "gupshup")) || (data71 === "firetext")) || (data71 === "infobip-sms")) || (data71 === "burst-sms")) || (data71 === "bulk-sms")) || (data71 === "isend-sms")) || (data71 === "forty-six-elks")) || (data71 === "kannel")) || (data71 === "maqsam")) || (data71 === "termii")) || (data71 === "africas-talking")) || (data71 === "platform-sms")) || (data71 === "sendchamp")) || (data71 === "generic-sms")) || (data71 === "clicksend")) || (data71 === "bandwidth")) || (data71 === "messagebird")) || (data71 === "simpletexting")) || (data71 === "azure-sms")) || (data71 === "ring-central")) || (data71 === "brevo-sms")) || (data71 === "eazy-sms")) || (data71 === "mobishastra")) || (data71 === "afro-message"))){
errors++;
}
var _valid1 = _errs161 === errors;
valid22 = valid22 || _valid1;
if(!valid22){
const _errs163 = errors;
if(typeof data71 !== "string"){
errors++;
}
if(!((((((((data71 === "fcm") || (data71 === "apns")) || (data71 === "expo")) || (data71 === "one-signal")) || (data71 === "pushpad")) || (data71 === "push-webhook")) || (data71 === "pusher-beams")) || (data71 === "platform"))){
errors++;
}
var _valid1 = _errs163 === errors;
valid22 = valid22 || _valid1;
if(!valid22){
const _errs165 = errors;
if(typeof data71 !== "string"){
errors++;
}
if(!((((((((((data71 === "slack") || (data71 === "discord")) || (data71 === "msteams")) || (data71 === "mattermost")) || (data71 === "ryver")) || (data71 === "zulip")) || (data71 === "grafana-on-call")) || (data71 === "getstream")) || (data71 === "rocket-chat")) || (data71 === "whatsapp-business"))){
errors++;
}
var _valid1 = _errs165 === errors;
valid22 = valid22 || _valid1;
}
}
}
if(!valid22){
errors++;
}
else {
errors = _errs158;
}
var valid13 = _errs157 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.status !== undefined){
const _errs167 = errors;
if(typeof data33.status !== "string"){
errors++;
}
var valid13 = _errs167 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.updatedAt !== undefined){
let data73 = data33.updatedAt;
const _errs169 = errors;
if(errors === _errs169){
if(typeof data73 === "string"){
if(!pattern4.test(data73)){
errors++;
}
}
else {
errors++;
}
}
var valid13 = _errs169 === errors;
}
else {
var valid13 = true;
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
var valid12 = _errs71 === errors;
if(!valid12){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs69 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.payload !== undefined){
let data74 = data.payload;
const _errs171 = errors;
if(errors === _errs171){
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
}
else {
errors++;
}
}
var valid2 = _errs171 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.tags !== undefined){
let data75 = data.tags;
const _errs174 = errors;
if(errors === _errs174){
if(Array.isArray(data75)){
var valid23 = true;
const len9 = data75.length;
for(let i9=0; i9<len9; i9++){
const _errs176 = errors;
if(typeof data75[i9] !== "string"){
errors++;
}
var valid23 = _errs176 === errors;
if(!valid23){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs174 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.controls !== undefined){
let data77 = data.controls;
const _errs178 = errors;
if(errors === _errs178){
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
}
else {
errors++;
}
}
var valid2 = _errs178 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.to !== undefined){
let data78 = data.to;
const _errs181 = errors;
if(errors === _errs181){
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
}
else {
errors++;
}
}
var valid2 = _errs181 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.topics !== undefined){
let data79 = data.topics;
const _errs184 = errors;
if(errors === _errs184){
if(Array.isArray(data79)){
var valid24 = true;
const len10 = data79.length;
for(let i10=0; i10<len10; i10++){
let data80 = data79[i10];
const _errs186 = errors;
if(errors === _errs186){
if(data80 && typeof data80 == "object" && !Array.isArray(data80)){
let missing9;
if(((data80._topicId === undefined) && (missing9 = "_topicId")) || ((data80.topicKey === undefined) && (missing9 = "topicKey"))){
errors++;
}
else {
if(data80._topicId !== undefined){
const _errs188 = errors;
if(typeof data80._topicId !== "string"){
errors++;
}
var valid25 = _errs188 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data80.topicKey !== undefined){
const _errs190 = errors;
if(typeof data80.topicKey !== "string"){
errors++;
}
var valid25 = _errs190 === errors;
}
else {
var valid25 = true;
}
}
}
}
else {
errors++;
}
}
var valid24 = _errs186 === errors;
if(!valid24){
break;
}
}
}
else {
errors++;
}
}
var valid2 = _errs184 === errors;
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

exports.getNotification_response_default = validate23;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getNotification_response_default" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
errors++;
var valid0 = _errs1 === errors;
if(valid0){
validate23.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs0;
}
validate23.errors = vErrors;
return errors === 0;
}

exports.getNotification_response_2XX = exports.getNotification_response_200;
})(validators);
(function (exports) {
exports.getNotification_path = validate52;

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
/*# sourceURL="getNotification_path" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.notificationId === undefined) && (missing0 = "notificationId")){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.notificationId !== undefined){
if(!(validate54(data.notificationId, {instancePath:instancePath+"/notificationId",parentData:data,parentDataProperty:"notificationId",rootData}))){
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

exports.getNotification_header = validate56;

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
/*# sourceURL="getNotification_header" */;
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
exports.errors = () => require("./getNotification.errors.cjs");
