// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// updateSubscriberPreferences: strict validators, unknown properties reported.
(function (exports) {
exports.updateSubscriberPreferences_body = validate52;

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "email") || (key0 === "sms")) || (key0 === "in_app")) || (key0 === "chat")) || (key0 === "push"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.email !== undefined){
if(typeof data.email !== "boolean"){
const err1 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.sms !== undefined){
if(typeof data.sms !== "boolean"){
const err2 = {instancePath:instancePath+"/sms",schemaPath:"#/properties/sms/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.in_app !== undefined){
if(typeof data.in_app !== "boolean"){
const err3 = {instancePath:instancePath+"/in_app",schemaPath:"#/properties/in_app/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.chat !== undefined){
if(typeof data.chat !== "boolean"){
const err4 = {instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.push !== undefined){
if(typeof data.push !== "boolean"){
const err5 = {instancePath:instancePath+"/push",schemaPath:"#/properties/push/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.channels === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channels"},message:"must have required property '"+"channels"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "channels") || (key0 === "workflowId"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.channels !== undefined){
if(!(validate55(data.channels, {instancePath:instancePath+"/channels",parentData:data,parentDataProperty:"channels",rootData}))){
if (vErrors === null) vErrors = validate55.errors; else for (const error of validate55.errors) vErrors.push(error);
errors = vErrors.length;
}
}
if(data.workflowId !== undefined){
if(typeof data.workflowId !== "string"){
const err2 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberPreferences_body" */;
let vErrors = null;
let errors = 0;
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate54.errors; else for (const error of validate54.errors) vErrors.push(error);
errors = vErrors.length;
}
validate52.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberPreferences_response_200 = validate58;

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enabled === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.channels === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channels"},message:"must have required property '"+"channels"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "enabled") || (key0 === "channels"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
const err3 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.channels !== undefined){
if(!(validate55(data.channels, {instancePath:instancePath+"/channels",parentData:data,parentDataProperty:"channels",rootData}))){
if (vErrors === null) vErrors = validate55.errors; else for (const error of validate55.errors) vErrors.push(error);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}

const schema27 = {"type":"object","required":["channel","source"],"properties":{"channel":{"$ref":"#/components/schemas/ChannelType"},"source":{"type":"string","enum":["subscriber","template","workflowOverride"]}},"additionalProperties":false};
const schema28 = {"type":"string","enum":["in_app","email","sms","chat","push"]};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((data === "in_app") || (data === "email")) || (data === "sms")) || (data === "chat")) || (data === "push"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema28.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}


function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.channel === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.source === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "channel") || (key0 === "source"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.channel !== undefined){
if(!(validate66(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
if (vErrors === null) vErrors = validate66.errors; else for (const error of validate66.errors) vErrors.push(error);
errors = vErrors.length;
}
}
if(data.source !== undefined){
let data1 = data.source;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data1 === "subscriber") || (data1 === "template")) || (data1 === "workflowOverride"))){
const err4 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema27.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}

const pattern3 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern3.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"},message:"must match pattern \""+"^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}


function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.slug === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.identifier === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identifier"},message:"must have required property '"+"identifier"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "slug") || (key0 === "identifier")) || (key0 === "name")) || (key0 === "updatedAt"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err4 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.identifier !== undefined){
if(typeof data.identifier !== "string"){
const err5 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(!(validate70(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
if (vErrors === null) vErrors = validate70.errors; else for (const error of validate70.errors) vErrors.push(error);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enabled === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.channels === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channels"},message:"must have required property '"+"channels"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.overrides === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "overrides"},message:"must have required property '"+"overrides"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.workflow === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflow"},message:"must have required property '"+"workflow"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "enabled") || (key0 === "channels")) || (key0 === "overrides")) || (key0 === "workflow"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
const err5 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.channels !== undefined){
if(!(validate55(data.channels, {instancePath:instancePath+"/channels",parentData:data,parentDataProperty:"channels",rootData}))){
if (vErrors === null) vErrors = validate55.errors; else for (const error of validate55.errors) vErrors.push(error);
errors = vErrors.length;
}
}
if(data.overrides !== undefined){
let data2 = data.overrides;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate65(data2[i0], {instancePath:instancePath+"/overrides/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
if (vErrors === null) vErrors = validate65.errors; else for (const error of validate65.errors) vErrors.push(error);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/overrides",schemaPath:"#/properties/overrides/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.workflow !== undefined){
if(!(validate69(data.workflow, {instancePath:instancePath+"/workflow",parentData:data,parentDataProperty:"workflow",rootData}))){
if (vErrors === null) vErrors = validate69.errors; else for (const error of validate69.errors) vErrors.push(error);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.global === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "global"},message:"must have required property '"+"global"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.workflows === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflows"},message:"must have required property '"+"workflows"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "global") || (key0 === "workflows"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.global !== undefined){
if(!(validate60(data.global, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
if (vErrors === null) vErrors = validate60.errors; else for (const error of validate60.errors) vErrors.push(error);
errors = vErrors.length;
}
}
if(data.workflows !== undefined){
let data1 = data.workflows;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate63(data1[i0], {instancePath:instancePath+"/workflows/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
if (vErrors === null) vErrors = validate63.errors; else for (const error of validate63.errors) vErrors.push(error);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/workflows",schemaPath:"#/properties/workflows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberPreferences_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate59(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate59.errors; else for (const error of validate59.errors) vErrors.push(error);
errors = vErrors.length;
}
validate58.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberPreferences_response_default = validate75;

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate76.errors = null;
return true;
}


function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberPreferences_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate76(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate76.errors; else for (const error of validate76.errors) vErrors.push(error);
errors = vErrors.length;
}
validate75.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberPreferences_response_2XX = exports.updateSubscriberPreferences_response_200;
})(exports);
