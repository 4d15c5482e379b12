// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// getNotification: parameter validators (coercing, with errors), and body and response verdicts (no errors).
const validators = (exports.validators = {});
(function (exports) {
exports.getNotification_response_200 = validate20;
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
if(data._id !== undefined){
const _errs5 = errors;
if(typeof data._id !== "string"){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
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
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
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
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.controlVariables !== undefined){
let data3 = data.controlVariables;
const _errs11 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.metadata !== undefined){
let data4 = data.metadata;
const _errs13 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.issues !== undefined){
let data5 = data.issues;
const _errs15 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.filters !== undefined){
let data6 = data.filters;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs19 = errors;
if(errors === _errs19){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing1;
if(((((data7.isNegated === undefined) && (missing1 = "isNegated")) || ((data7.type === undefined) && (missing1 = "type"))) || ((data7.value === undefined) && (missing1 = "value"))) || ((data7.children === undefined) && (missing1 = "children"))){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data7.isNegated !== undefined){
const _errs21 = errors;
if(typeof data7.isNegated !== "boolean"){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.type !== undefined){
let data9 = data7.type;
const _errs23 = errors;
if(typeof data9 !== "string"){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((((data9 === "BOOLEAN") || (data9 === "TEXT")) || (data9 === "DATE")) || (data9 === "NUMBER")) || (data9 === "STATEMENT")) || (data9 === "LIST")) || (data9 === "MULTI_LIST")) || (data9 === "GROUP"))){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.value !== undefined){
let data10 = data7.value;
const _errs25 = errors;
if(typeof data10 !== "string"){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data10 === "AND") || (data10 === "OR"))){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.children !== undefined){
let data11 = data7.children;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data11)){
var valid5 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs29 = errors;
if(errors === _errs29){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing2;
if(((((data12.field === undefined) && (missing2 = "field")) || ((data12.value === undefined) && (missing2 = "value"))) || ((data12.operator === undefined) && (missing2 = "operator"))) || ((data12.on === undefined) && (missing2 = "on"))){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
if(data12.field !== undefined){
const _errs31 = errors;
if(typeof data12.field !== "string"){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid6 = _errs31 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.value !== undefined){
const _errs33 = errors;
if(typeof data12.value !== "string"){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.operator !== undefined){
let data15 = data12.operator;
const _errs35 = errors;
if(typeof data15 !== "string"){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((((((((((((((data15 === "LARGER") || (data15 === "SMALLER")) || (data15 === "LARGER_EQUAL")) || (data15 === "SMALLER_EQUAL")) || (data15 === "EQUAL")) || (data15 === "NOT_EQUAL")) || (data15 === "ALL_IN")) || (data15 === "ANY_IN")) || (data15 === "NOT_IN")) || (data15 === "BETWEEN")) || (data15 === "NOT_BETWEEN")) || (data15 === "LIKE")) || (data15 === "NOT_LIKE")) || (data15 === "IN"))){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid6 = _errs35 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.on !== undefined){
let data16 = data12.on;
const _errs37 = errors;
if(typeof data16 !== "string"){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data16 === "subscriber") || (data16 === "payload"))){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid6 = _errs37 === errors;
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
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var valid5 = _errs29 === errors;
if(!valid5){
break;
}
}
}
else {
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
var valid4 = _errs27 === errors;
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
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var valid3 = _errs19 === errors;
if(!valid3){
break;
}
}
}
else {
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.template !== undefined){
let data17 = data.template;
const _errs39 = errors;
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid2 = _errs39 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.variants !== undefined){
let data18 = data.variants;
const _errs41 = errors;
if(errors === _errs41){
if(Array.isArray(data18)){
var valid7 = true;
const len2 = data18.length;
for(let i2=0; i2<len2; i2++){
const _errs43 = errors;
if(!(wrapper0.validate(data18[i2], {instancePath:instancePath+"/variants/" + i2,parentData:data18,parentDataProperty:i2,rootData}))){
if (vErrors === null) vErrors = wrapper0.validate.errors; else for (const error of wrapper0.validate.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid7 = _errs43 === errors;
if(!valid7){
break;
}
}
}
else {
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
var valid2 = _errs41 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data._templateId !== undefined){
const _errs44 = errors;
if(typeof data._templateId !== "string"){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var valid2 = _errs44 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.name !== undefined){
const _errs46 = errors;
if(typeof data.name !== "string"){
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var valid2 = _errs46 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data._parentId !== undefined){
let data22 = data._parentId;
const _errs48 = errors;
if((typeof data22 !== "string") && (data22 !== null)){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var valid2 = _errs48 === errors;
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
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var valid1 = _errs3 === errors;
if(valid1){
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
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
if(data._id !== undefined){
const _errs5 = errors;
if(typeof data._id !== "string"){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
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
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
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
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
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
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
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
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
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
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
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
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.createdAt !== undefined){
const _errs19 = errors;
if(typeof data.createdAt !== "string"){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.updatedAt !== undefined){
const _errs21 = errors;
if(typeof data.updatedAt !== "string"){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
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
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((((((((data10 === "in_app") || (data10 === "email")) || (data10 === "sms")) || (data10 === "chat")) || (data10 === "push")) || (data10 === "digest")) || (data10 === "trigger")) || (data10 === "delay")) || (data10 === "custom"))){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid3 = _errs25 === errors;
if(!valid3){
break;
}
}
}
else {
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
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
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
if(data11.subscriberId !== undefined){
const _errs29 = errors;
if(typeof data11.subscriberId !== "string"){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
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
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
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
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
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
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
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
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
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
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
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
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
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
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
if(data18._id !== undefined){
const _errs43 = errors;
if(typeof data18._id !== "string"){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
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
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
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
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(((data21 === "platform-cloud") || (data21 === "platform-cloud-v1")) || (data21 === "external"))){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
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
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
if(data23.type !== undefined){
let data24 = data23.type;
const _errs53 = errors;
if(typeof data24 !== "string"){
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(data24 === "event")){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
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
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
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
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
if(data27.name !== undefined){
if(typeof data27.name !== "string"){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
else {
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
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
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
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
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
if(data30.name !== undefined){
if(typeof data30.name !== "string"){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
}
else {
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
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
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
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
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
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
const err39 = {};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
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
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
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
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
else {
if(data33._id !== undefined){
const _errs73 = errors;
if(typeof data33._id !== "string"){
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
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
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!(((((((((data35 === "in_app") || (data35 === "email")) || (data35 === "sms")) || (data35 === "chat")) || (data35 === "push")) || (data35 === "digest")) || (data35 === "trigger")) || (data35 === "delay")) || (data35 === "custom"))){
const err44 = {};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
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
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
if(data36.digestKey !== undefined){
const _errs79 = errors;
if(typeof data36.digestKey !== "string"){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
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
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
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
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!((((((data39 === "seconds") || (data39 === "minutes")) || (data39 === "hours")) || (data39 === "days")) || (data39 === "weeks")) || (data39 === "months"))){
const err49 = {};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
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
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!(((data40 === "regular") || (data40 === "backoff")) || (data40 === "timed"))){
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
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
if(!(data42 && typeof data42 == "object" && !Array.isArray(data42))){
const err52 = {};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var valid15 = _errs89 === errors;
if(!valid15){
break;
}
}
}
else {
const err53 = {};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
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
const _errs91 = errors;
if(typeof data36.backoff !== "boolean"){
const err54 = {};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var valid14 = _errs91 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.backoffAmount !== undefined){
let data44 = data36.backoffAmount;
const _errs93 = errors;
if(!((typeof data44 == "number") && (isFinite(data44)))){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var valid14 = _errs93 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.backoffUnit !== undefined){
let data45 = data36.backoffUnit;
const _errs95 = errors;
if(typeof data45 !== "string"){
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!((((((data45 === "seconds") || (data45 === "minutes")) || (data45 === "hours")) || (data45 === "days")) || (data45 === "weeks")) || (data45 === "months"))){
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var valid14 = _errs95 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.updateMode !== undefined){
const _errs97 = errors;
if(typeof data36.updateMode !== "boolean"){
const err58 = {};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var valid14 = _errs97 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data36.timed !== undefined){
let data47 = data36.timed;
const _errs99 = errors;
if(errors === _errs99){
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(data47.atTime !== undefined){
const _errs101 = errors;
if(typeof data47.atTime !== "string"){
const err59 = {};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var valid16 = _errs101 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.weekDays !== undefined){
let data49 = data47.weekDays;
const _errs103 = errors;
if(errors === _errs103){
if(Array.isArray(data49)){
var valid17 = true;
const len6 = data49.length;
for(let i6=0; i6<len6; i6++){
let data50 = data49[i6];
const _errs105 = errors;
if(typeof data50 !== "string"){
const err60 = {};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!(((((((data50 === "monday") || (data50 === "tuesday")) || (data50 === "wednesday")) || (data50 === "thursday")) || (data50 === "friday")) || (data50 === "saturday")) || (data50 === "sunday"))){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var valid17 = _errs105 === errors;
if(!valid17){
break;
}
}
}
else {
const err62 = {};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
var valid16 = _errs103 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.monthDays !== undefined){
let data51 = data47.monthDays;
const _errs107 = errors;
if(errors === _errs107){
if(Array.isArray(data51)){
var valid18 = true;
const len7 = data51.length;
for(let i7=0; i7<len7; i7++){
let data52 = data51[i7];
const _errs109 = errors;
if(!((typeof data52 == "number") && (isFinite(data52)))){
const err63 = {};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var valid18 = _errs109 === errors;
if(!valid18){
break;
}
}
}
else {
const err64 = {};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
var valid16 = _errs107 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.ordinal !== undefined){
let data53 = data47.ordinal;
const _errs111 = errors;
if(typeof data53 !== "string"){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!((((((data53 === "1") || (data53 === "2")) || (data53 === "3")) || (data53 === "4")) || (data53 === "5")) || (data53 === "last"))){
const err66 = {};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var valid16 = _errs111 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.ordinalValue !== undefined){
let data54 = data47.ordinalValue;
const _errs113 = errors;
if(typeof data54 !== "string"){
const err67 = {};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!((((((((((data54 === "day") || (data54 === "weekday")) || (data54 === "weekend")) || (data54 === "sunday")) || (data54 === "monday")) || (data54 === "tuesday")) || (data54 === "wednesday")) || (data54 === "thursday")) || (data54 === "friday")) || (data54 === "saturday"))){
const err68 = {};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var valid16 = _errs113 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.monthlyType !== undefined){
let data55 = data47.monthlyType;
const _errs115 = errors;
if(typeof data55 !== "string"){
const err69 = {};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!((data55 === "each") || (data55 === "on"))){
const err70 = {};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var valid16 = _errs115 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data47.cronExpression !== undefined){
const _errs117 = errors;
if(typeof data47.cronExpression !== "string"){
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var valid16 = _errs117 === errors;
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
var valid14 = _errs99 === errors;
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
var valid13 = _errs77 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.executionDetails !== undefined){
let data57 = data33.executionDetails;
const _errs119 = errors;
if(errors === _errs119){
if(Array.isArray(data57)){
var valid19 = true;
const len8 = data57.length;
for(let i8=0; i8<len8; i8++){
let data58 = data57[i8];
const _errs121 = errors;
if(errors === _errs121){
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
let missing8;
if((((((((data58._id === undefined) && (missing8 = "_id")) || ((data58.status === undefined) && (missing8 = "status"))) || ((data58.detail === undefined) && (missing8 = "detail"))) || ((data58.isRetry === undefined) && (missing8 = "isRetry"))) || ((data58.isTest === undefined) && (missing8 = "isTest"))) || ((data58.providerId === undefined) && (missing8 = "providerId"))) || ((data58.source === undefined) && (missing8 = "source"))){
const err74 = {};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
else {
if(data58._id !== undefined){
const _errs123 = errors;
if(typeof data58._id !== "string"){
const err75 = {};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var valid20 = _errs123 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.createdAt !== undefined){
const _errs125 = errors;
if(typeof data58.createdAt !== "string"){
const err76 = {};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var valid20 = _errs125 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.status !== undefined){
let data61 = data58.status;
const _errs127 = errors;
if(typeof data61 !== "string"){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(!((((((data61 === "Success") || (data61 === "Warning")) || (data61 === "Failed")) || (data61 === "Pending")) || (data61 === "Queued")) || (data61 === "ReadConfirmation"))){
const err78 = {};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var valid20 = _errs127 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.detail !== undefined){
const _errs129 = errors;
if(typeof data58.detail !== "string"){
const err79 = {};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var valid20 = _errs129 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.isRetry !== undefined){
const _errs131 = errors;
if(typeof data58.isRetry !== "boolean"){
const err80 = {};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var valid20 = _errs131 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.isTest !== undefined){
const _errs133 = errors;
if(typeof data58.isTest !== "boolean"){
const err81 = {};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var valid20 = _errs133 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.providerId !== undefined){
let data65 = data58.providerId;
const _errs135 = errors;
const _errs136 = errors;
let valid21 = false;
const _errs137 = errors;
if(typeof data65 !== "string"){
const err82 = {};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(!(((((((((((((((((((((data65 === "emailjs") || (data65 === "mailgun")) || (data65 === "mailjet")) || (data65 === "mandrill")) || (data65 === "nodemailer")) || (data65 === "postmark")) || (data65 === "sendgrid")) || (data65 === "sendinblue")) || (data65 === "ses")) || (data65 === "netcore")) || (data65 === "infobip-email")) || (data65 === "resend")) || (data65 === "plunk")) || (data65 === "mailersend")) || (data65 === "mailtrap")) || (data65 === "clickatell")) || (data65 === "outlook365")) || (data65 === "platform-email")) || (data65 === "sparkpost")) || (data65 === "email-webhook")) || (data65 === "braze"))){
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid0 = _errs137 === errors;
valid21 = valid21 || _valid0;
if(!valid21){
const _errs139 = errors;
if(typeof data65 !== "string"){
const err84 = {};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((data65 === "nexmo") || (data65 === "plivo")) || (data65 === "sms77")) || (data65 === "sms-central")) || (data65 === "sns")) || (data65 === "telnyx")) || (data65 === "twilio")) || (data65 === "gupshup")) || (data65 === "firetext")) || (data65 === "infobip-sms")) || (data65 === "burst-sms")) || (data65 === "bulk-sms")) || (data65 === "isend-sms")) || (data65 === "forty-six-elks")) || (data65 === "kannel")) || (data65 === "maqsam")) || (data65 === "termii")) || (data65 === "africas-talking")) || (data65 === "platform-sms")) || (data65 === "sendchamp")) || (data65 === "generic-sms")) || (data65 === "clicksend")) || (data65 === "bandwidth")) || (data65 === "messagebird")) || (data65 === "simpletexting")) || (data65 === "azure-sms")) || (data65 === "ring-central")) || (data65 === "brevo-sms")) || (data65 === "eazy-sms")) || (data65 === "mobishastra")) || (data65 === "afro-message"))){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid0 = _errs139 === errors;
valid21 = valid21 || _valid0;
if(!valid21){
const _errs141 = errors;
if(typeof data65 !== "string"){
const err86 = {};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(!((((((((data65 === "fcm") || (data65 === "apns")) || (data65 === "expo")) || (data65 === "one-signal")) || (data65 === "pushpad")) || (data65 === "push-webhook")) || (data65 === "pusher-beams")) || (data65 === "platform"))){
const err87 = {};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid0 = _errs141 === errors;
valid21 = valid21 || _valid0;
if(!valid21){
const _errs143 = errors;
if(typeof data65 !== "string"){
const err88 = {};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(!((((((((((data65 === "slack") || (data65 === "discord")) || (data65 === "msteams")) || (data65 === "mattermost")) || (data65 === "ryver")) || (data65 === "zulip")) || (data65 === "grafana-on-call")) || (data65 === "getstream")) || (data65 === "rocket-chat")) || (data65 === "whatsapp-business"))){
const err89 = {};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid0 = _errs143 === errors;
valid21 = valid21 || _valid0;
}
}
}
if(!valid21){
const err90 = {};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
else {
errors = _errs136;
if(vErrors !== null){
if(_errs136){
vErrors.length = _errs136;
}
else {
vErrors = null;
}
}
}
var valid20 = _errs135 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.raw !== undefined){
let data66 = data58.raw;
const _errs145 = errors;
if((typeof data66 !== "string") && (data66 !== null)){
const err91 = {};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var valid20 = _errs145 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data58.source !== undefined){
let data67 = data58.source;
const _errs147 = errors;
if(typeof data67 !== "string"){
const err92 = {};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(!((((data67 === "Credentials") || (data67 === "Internal")) || (data67 === "Payload")) || (data67 === "Webhook"))){
const err93 = {};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var valid20 = _errs147 === errors;
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
const err94 = {};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
var valid19 = _errs121 === errors;
if(!valid19){
break;
}
}
}
else {
const err95 = {};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
var valid13 = _errs119 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.step !== undefined){
const _errs149 = errors;
if(!(validate21(data33.step, {instancePath:instancePath+"/jobs/" + i4+"/step",parentData:data33,parentDataProperty:"step",rootData}))){
if (vErrors === null) vErrors = validate21.errors; else for (const error of validate21.errors) vErrors.push(error);
errors = vErrors.length;
}
var valid13 = _errs149 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.overrides !== undefined){
let data69 = data33.overrides;
const _errs150 = errors;
if(!(data69 && typeof data69 == "object" && !Array.isArray(data69))){
const err96 = {};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var valid13 = _errs150 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.payload !== undefined){
let data70 = data33.payload;
const _errs152 = errors;
if(!(data70 && typeof data70 == "object" && !Array.isArray(data70))){
const err97 = {};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var valid13 = _errs152 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.providerId !== undefined){
let data71 = data33.providerId;
const _errs154 = errors;
const _errs155 = errors;
let valid22 = false;
const _errs156 = errors;
if(typeof data71 !== "string"){
const err98 = {};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(!(((((((((((((((((((((data71 === "emailjs") || (data71 === "mailgun")) || (data71 === "mailjet")) || (data71 === "mandrill")) || (data71 === "nodemailer")) || (data71 === "postmark")) || (data71 === "sendgrid")) || (data71 === "sendinblue")) || (data71 === "ses")) || (data71 === "netcore")) || (data71 === "infobip-email")) || (data71 === "resend")) || (data71 === "plunk")) || (data71 === "mailersend")) || (data71 === "mailtrap")) || (data71 === "clickatell")) || (data71 === "outlook365")) || (data71 === "platform-email")) || (data71 === "sparkpost")) || (data71 === "email-webhook")) || (data71 === "braze"))){
const err99 = {};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid1 = _errs156 === errors;
valid22 = valid22 || _valid1;
if(!valid22){
const _errs158 = errors;
if(typeof data71 !== "string"){
const err100 = {};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((data71 === "nexmo") || (data71 === "plivo")) || (data71 === "sms77")) || (data71 === "sms-central")) || (data71 === "sns")) || (data71 === "telnyx")) || (data71 === "twilio")) || (data71 === "gupshup")) || (data71 === "firetext")) || (data71 === "infobip-sms")) || (data71 === "burst-sms")) || (data71 === "bulk-sms")) || (data71 === "isend-sms")) || (data71 === "forty-six-elks")) || (data71 === "kannel")) || (data71 === "maqsam")) || (data71 === "termii")) || (data71 === "africas-talking")) || (data71 === "platform-sms")) || (data71 === "sendchamp")) || (data71 === "generic-sms")) || (data71 === "clicksend")) || (data71 === "bandwidth")) || (data71 === "messagebird")) || (data71 === "simpletexting")) || (data71 === "azure-sms")) || (data71 === "ring-central")) || (data71 === "brevo-sms")) || (data71 === "eazy-sms")) || (data71 === "mobishastra")) || (data71 === "afro-message"))){
const err101 = {};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid1 = _errs158 === errors;
valid22 = valid22 || _valid1;
if(!valid22){
const _errs160 = errors;
if(typeof data71 !== "string"){
const err102 = {};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(!((((((((data71 === "fcm") || (data71 === "apns")) || (data71 === "expo")) || (data71 === "one-signal")) || (data71 === "pushpad")) || (data71 === "push-webhook")) || (data71 === "pusher-beams")) || (data71 === "platform"))){
const err103 = {};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
var _valid1 = _errs160 === errors;
valid22 = valid22 || _valid1;
if(!valid22){
const _errs162 = errors;
if(typeof data71 !== "string"){
const err104 = {};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(!((((((((((data71 === "slack") || (data71 === "discord")) || (data71 === "msteams")) || (data71 === "mattermost")) || (data71 === "ryver")) || (data71 === "zulip")) || (data71 === "grafana-on-call")) || (data71 === "getstream")) || (data71 === "rocket-chat")) || (data71 === "whatsapp-business"))){
const err105 = {};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid1 = _errs162 === errors;
valid22 = valid22 || _valid1;
}
}
}
if(!valid22){
const err106 = {};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
else {
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
}
var valid13 = _errs154 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.status !== undefined){
const _errs164 = errors;
if(typeof data33.status !== "string"){
const err107 = {};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var valid13 = _errs164 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.updatedAt !== undefined){
const _errs166 = errors;
if(typeof data33.updatedAt !== "string"){
const err108 = {};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var valid13 = _errs166 === errors;
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
const err109 = {};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
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
const err110 = {};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
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
const _errs168 = errors;
if(!(data74 && typeof data74 == "object" && !Array.isArray(data74))){
const err111 = {};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var valid2 = _errs168 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.tags !== undefined){
let data75 = data.tags;
const _errs170 = errors;
if(errors === _errs170){
if(Array.isArray(data75)){
var valid23 = true;
const len9 = data75.length;
for(let i9=0; i9<len9; i9++){
const _errs172 = errors;
if(typeof data75[i9] !== "string"){
const err112 = {};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var valid23 = _errs172 === errors;
if(!valid23){
break;
}
}
}
else {
const err113 = {};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
var valid2 = _errs170 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.controls !== undefined){
let data77 = data.controls;
const _errs174 = errors;
if(!(data77 && typeof data77 == "object" && !Array.isArray(data77))){
const err114 = {};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var valid2 = _errs174 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.to !== undefined){
let data78 = data.to;
const _errs176 = errors;
if(!(data78 && typeof data78 == "object" && !Array.isArray(data78))){
const err115 = {};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
var valid2 = _errs176 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.topics !== undefined){
let data79 = data.topics;
const _errs178 = errors;
if(errors === _errs178){
if(Array.isArray(data79)){
var valid24 = true;
const len10 = data79.length;
for(let i10=0; i10<len10; i10++){
let data80 = data79[i10];
const _errs180 = errors;
if(errors === _errs180){
if(data80 && typeof data80 == "object" && !Array.isArray(data80)){
let missing9;
if(((data80._topicId === undefined) && (missing9 = "_topicId")) || ((data80.topicKey === undefined) && (missing9 = "topicKey"))){
const err116 = {};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
else {
if(data80._topicId !== undefined){
const _errs182 = errors;
if(typeof data80._topicId !== "string"){
const err117 = {};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
var valid25 = _errs182 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data80.topicKey !== undefined){
const _errs184 = errors;
if(typeof data80.topicKey !== "string"){
const err118 = {};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
var valid25 = _errs184 === errors;
}
else {
var valid25 = true;
}
}
}
}
else {
const err119 = {};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
var valid24 = _errs180 === errors;
if(!valid24){
break;
}
}
}
else {
const err120 = {};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
var valid2 = _errs178 === errors;
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
const err121 = {};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
var valid1 = _errs3 === errors;
if(valid1){
const err122 = {};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
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

exports.getNotification_response_default = validate23;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getNotification_response_default" */;
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
validate23.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
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
/** Strict mode: unknown properties and query parameters. */
exports.strict = () => require("./getNotification.strict.cjs");
