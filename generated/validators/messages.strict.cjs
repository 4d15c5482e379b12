// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
exports.updateSubscriberCredentials_body = validate52;
const schema19 = {"$id":"updateSubscriberCredentials_body","$ref":"openapi.json#/components/requestBodies/UpdateSubscriberCredentialsBody/content/application~1json/schema"};
const schema21 = {"title":"UpdateSubscriberCredentialsRequest","description":"Body of operation 1. `_integrationId` is not part of the request.","type":"object","required":["providerId","credentials"],"properties":{"providerId":{"$ref":"#/components/schemas/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/components/schemas/ChannelCredentials"}},"additionalProperties":false};
const schema22 = {"title":"SubscriberChannelProviderId","description":"Provider of a subscriber's chat or push channel (seed 2.3).","type":"string","enum":["slack","discord","msteams","mattermost","ryver","zulip","grafana-on-call","getstream","rocket-chat","whatsapp-business","fcm","apns","expo","one-signal","pushpad","push-webhook","pusher-beams"]};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(((((((((((((((((data === "slack") || (data === "discord")) || (data === "msteams")) || (data === "mattermost")) || (data === "ryver")) || (data === "zulip")) || (data === "grafana-on-call")) || (data === "getstream")) || (data === "rocket-chat")) || (data === "whatsapp-business")) || (data === "fcm")) || (data === "apns")) || (data === "expo")) || (data === "one-signal")) || (data === "pushpad")) || (data === "push-webhook")) || (data === "pusher-beams"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema22.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}

const schema23 = {"title":"ChannelCredentials","description":"Credentials of one subscriber channel. All fields are optional (seed 2.4).","type":"object","properties":{"webhookUrl":{"type":"string","description":"Webhook URL for chat integrations."},"channel":{"type":"string","description":"Channel specification for the `mattermost` provider."},"deviceTokens":{"type":"array","description":"Subscriber device tokens for push providers. On update they are appended to the existing ones.","items":{"type":"string"}},"alertUid":{"type":"string","description":"Grafana on-call alert UID."},"title":{"type":"string","description":"Grafana on-call title."},"imageUrl":{"type":"string","description":"Grafana on-call image URL."},"state":{"type":"string","description":"Grafana on-call state."},"externalUrl":{"type":"string","description":"Grafana on-call link to upstream details."}},"additionalProperties":false};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "webhookUrl") || (key0 === "channel")) || (key0 === "deviceTokens")) || (key0 === "alertUid")) || (key0 === "title")) || (key0 === "imageUrl")) || (key0 === "state")) || (key0 === "externalUrl"))){
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
if(data.webhookUrl !== undefined){
if(typeof data.webhookUrl !== "string"){
const err1 = {instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.channel !== undefined){
if(typeof data.channel !== "string"){
const err2 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.deviceTokens !== undefined){
let data2 = data.deviceTokens;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err3 = {instancePath:instancePath+"/deviceTokens/" + i0,schemaPath:"#/properties/deviceTokens/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/deviceTokens",schemaPath:"#/properties/deviceTokens/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.alertUid !== undefined){
if(typeof data.alertUid !== "string"){
const err5 = {instancePath:instancePath+"/alertUid",schemaPath:"#/properties/alertUid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.imageUrl !== undefined){
if(typeof data.imageUrl !== "string"){
const err7 = {instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.state !== undefined){
if(typeof data.state !== "string"){
const err8 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.externalUrl !== undefined){
if(typeof data.externalUrl !== "string"){
const err9 = {instancePath:instancePath+"/externalUrl",schemaPath:"#/properties/externalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.providerId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providerId"},message:"must have required property '"+"providerId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.credentials === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "credentials"},message:"must have required property '"+"credentials"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "providerId") || (key0 === "integrationIdentifier")) || (key0 === "credentials"))){
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
if(data.providerId !== undefined){
if(!(validate55(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
if(data.integrationIdentifier !== undefined){
if(typeof data.integrationIdentifier !== "string"){
const err3 = {instancePath:instancePath+"/integrationIdentifier",schemaPath:"#/properties/integrationIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.credentials !== undefined){
if(!(validate57(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
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
validate54.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberCredentials_body" */;
let vErrors = null;
let errors = 0;
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
validate52.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberCredentials_response_200 = validate60;
const schema24 = {"$id":"updateSubscriberCredentials_response_200","$ref":"openapi.json#/paths/~1v1~1subscribers~1{subscriberId}~1credentials/put/responses/200/content/application~1json/schema"};
const schema25 = {"title":"Subscriber","description":"A subscriber, as returned by the credentials and online-status operations (seed 2.1).","type":"object","required":["subscriberId","_organizationId","_environmentId","deleted","createdAt","updatedAt"],"properties":{"_id":{"type":"string","description":"Internal id; differs from `subscriberId`."},"firstName":{"type":["string","null"]},"lastName":{"type":["string","null"]},"email":{"type":["string","null"]},"phone":{"type":["string","null"]},"avatar":{"type":["string","null"],"description":"URL of the subscriber's avatar."},"locale":{"type":["string","null"]},"timezone":{"type":["string","null"]},"channels":{"type":"array","items":{"$ref":"#/components/schemas/ChannelSettings"}},"topics":{"type":"array","deprecated":true,"description":"Deprecated.","x-unspecified":"Deprecation policy, and compatibility rules between API versions.","items":{"type":"string"}},"isOnline":{"type":["boolean","null"]},"lastOnlineAt":{"type":["string","null"],"description":"ISO 8601 timestamp."},"__v":{"type":"number","description":"Version of the subscriber document."},"data":{"type":["object","null"],"description":"Free-form custom data."},"subscriberId":{"type":"string","description":"Identifier the client used to create the subscriber."},"_organizationId":{"type":"string"},"_environmentId":{"type":"string"},"deleted":{"type":"boolean"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;
const schema26 = {"title":"ChannelSettings","description":"One chat or push channel of a subscriber, as returned by the service (seed 2.2). In responses `_integrationId` is required.","type":"object","required":["providerId","credentials","_integrationId"],"properties":{"providerId":{"$ref":"#/components/schemas/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/components/schemas/ChannelCredentials"},"_integrationId":{"type":"string","description":"Integration this channel belongs to."}},"additionalProperties":false};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.providerId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providerId"},message:"must have required property '"+"providerId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.credentials === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "credentials"},message:"must have required property '"+"credentials"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data._integrationId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_integrationId"},message:"must have required property '"+"_integrationId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "providerId") || (key0 === "integrationIdentifier")) || (key0 === "credentials")) || (key0 === "_integrationId"))){
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
if(data.providerId !== undefined){
if(!(validate55(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
if(data.integrationIdentifier !== undefined){
if(typeof data.integrationIdentifier !== "string"){
const err4 = {instancePath:instancePath+"/integrationIdentifier",schemaPath:"#/properties/integrationIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.credentials !== undefined){
if(!(validate57(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data._integrationId !== undefined){
if(typeof data._integrationId !== "string"){
const err5 = {instancePath:instancePath+"/_integrationId",schemaPath:"#/properties/_integrationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate62.errors = vErrors;
return errors === 0;
}


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subscriberId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscriberId"},message:"must have required property '"+"subscriberId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data._organizationId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_organizationId"},message:"must have required property '"+"_organizationId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data._environmentId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_environmentId"},message:"must have required property '"+"_environmentId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.deleted === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.updatedAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema25.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err7 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.firstName !== undefined){
let data1 = data.firstName;
if((typeof data1 !== "string") && (data1 !== null)){
const err8 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: schema25.properties.firstName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.lastName !== undefined){
let data2 = data.lastName;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: schema25.properties.lastName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.email !== undefined){
let data3 = data.email;
if((typeof data3 !== "string") && (data3 !== null)){
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema25.properties.email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.phone !== undefined){
let data4 = data.phone;
if((typeof data4 !== "string") && (data4 !== null)){
const err11 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema25.properties.phone.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.avatar !== undefined){
let data5 = data.avatar;
if((typeof data5 !== "string") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/avatar",schemaPath:"#/properties/avatar/type",keyword:"type",params:{type: schema25.properties.avatar.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.locale !== undefined){
let data6 = data.locale;
if((typeof data6 !== "string") && (data6 !== null)){
const err13 = {instancePath:instancePath+"/locale",schemaPath:"#/properties/locale/type",keyword:"type",params:{type: schema25.properties.locale.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.timezone !== undefined){
let data7 = data.timezone;
if((typeof data7 !== "string") && (data7 !== null)){
const err14 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/type",keyword:"type",params:{type: schema25.properties.timezone.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.channels !== undefined){
let data8 = data.channels;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(!(validate62(data8[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.topics !== undefined){
let data10 = data.topics;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(typeof data10[i1] !== "string"){
const err16 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.isOnline !== undefined){
let data12 = data.isOnline;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err18 = {instancePath:instancePath+"/isOnline",schemaPath:"#/properties/isOnline/type",keyword:"type",params:{type: schema25.properties.isOnline.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.lastOnlineAt !== undefined){
let data13 = data.lastOnlineAt;
if((typeof data13 !== "string") && (data13 !== null)){
const err19 = {instancePath:instancePath+"/lastOnlineAt",schemaPath:"#/properties/lastOnlineAt/type",keyword:"type",params:{type: schema25.properties.lastOnlineAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.__v !== undefined){
let data14 = data.__v;
if(!((typeof data14 == "number") && (isFinite(data14)))){
const err20 = {instancePath:instancePath+"/__v",schemaPath:"#/properties/__v/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.data !== undefined){
let data15 = data.data;
if((!(data15 && typeof data15 == "object" && !Array.isArray(data15))) && (data15 !== null)){
const err21 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: schema25.properties.data.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.subscriberId !== undefined){
if(typeof data.subscriberId !== "string"){
const err22 = {instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data._organizationId !== undefined){
if(typeof data._organizationId !== "string"){
const err23 = {instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data._environmentId !== undefined){
if(typeof data._environmentId !== "string"){
const err24 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.deleted !== undefined){
if(typeof data.deleted !== "boolean"){
const err25 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err26 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err27 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberCredentials_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate61(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
validate60.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberCredentials_response_default = validate67;
const schema27 = {"$id":"updateSubscriberCredentials_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};
const schema28 = {"title":"ErrorBody","description":"The body of an error response. Any JSON value is accepted.","x-unspecified":"The error body shape."};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate68.errors = null;
return true;
}


function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberCredentials_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate68(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
validate67.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberOnlineStatus_body = validate70;
const schema29 = {"$id":"updateSubscriberOnlineStatus_body","$ref":"openapi.json#/components/requestBodies/UpdateSubscriberOnlineStatusBody/content/application~1json/schema"};
const schema30 = {"title":"UpdateSubscriberOnlineStatusRequest","description":"Body of operation 2.","type":"object","required":["isOnline"],"properties":{"isOnline":{"type":"boolean"}},"additionalProperties":false};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.isOnline === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isOnline"},message:"must have required property '"+"isOnline"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "isOnline")){
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
if(data.isOnline !== undefined){
if(typeof data.isOnline !== "boolean"){
const err2 = {instancePath:instancePath+"/isOnline",schemaPath:"#/properties/isOnline/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate71.errors = vErrors;
return errors === 0;
}


function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberOnlineStatus_body" */;
let vErrors = null;
let errors = 0;
if(!(validate71(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
validate70.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberOnlineStatus_response_200 = validate73;
const schema31 = {"$id":"updateSubscriberOnlineStatus_response_200","$ref":"openapi.json#/paths/~1v1~1subscribers~1{subscriberId}~1online-status/patch/responses/200/content/application~1json/schema"};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subscriberId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscriberId"},message:"must have required property '"+"subscriberId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data._organizationId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_organizationId"},message:"must have required property '"+"_organizationId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data._environmentId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_environmentId"},message:"must have required property '"+"_environmentId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.deleted === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.updatedAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema25.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err7 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.firstName !== undefined){
let data1 = data.firstName;
if((typeof data1 !== "string") && (data1 !== null)){
const err8 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: schema25.properties.firstName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.lastName !== undefined){
let data2 = data.lastName;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: schema25.properties.lastName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.email !== undefined){
let data3 = data.email;
if((typeof data3 !== "string") && (data3 !== null)){
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema25.properties.email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.phone !== undefined){
let data4 = data.phone;
if((typeof data4 !== "string") && (data4 !== null)){
const err11 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema25.properties.phone.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.avatar !== undefined){
let data5 = data.avatar;
if((typeof data5 !== "string") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/avatar",schemaPath:"#/properties/avatar/type",keyword:"type",params:{type: schema25.properties.avatar.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.locale !== undefined){
let data6 = data.locale;
if((typeof data6 !== "string") && (data6 !== null)){
const err13 = {instancePath:instancePath+"/locale",schemaPath:"#/properties/locale/type",keyword:"type",params:{type: schema25.properties.locale.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.timezone !== undefined){
let data7 = data.timezone;
if((typeof data7 !== "string") && (data7 !== null)){
const err14 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/type",keyword:"type",params:{type: schema25.properties.timezone.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.channels !== undefined){
let data8 = data.channels;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(!(validate62(data8[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.topics !== undefined){
let data10 = data.topics;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(typeof data10[i1] !== "string"){
const err16 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.isOnline !== undefined){
let data12 = data.isOnline;
if((typeof data12 !== "boolean") && (data12 !== null)){
const err18 = {instancePath:instancePath+"/isOnline",schemaPath:"#/properties/isOnline/type",keyword:"type",params:{type: schema25.properties.isOnline.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.lastOnlineAt !== undefined){
let data13 = data.lastOnlineAt;
if((typeof data13 !== "string") && (data13 !== null)){
const err19 = {instancePath:instancePath+"/lastOnlineAt",schemaPath:"#/properties/lastOnlineAt/type",keyword:"type",params:{type: schema25.properties.lastOnlineAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.__v !== undefined){
let data14 = data.__v;
if(!((typeof data14 == "number") && (isFinite(data14)))){
const err20 = {instancePath:instancePath+"/__v",schemaPath:"#/properties/__v/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.data !== undefined){
let data15 = data.data;
if((!(data15 && typeof data15 == "object" && !Array.isArray(data15))) && (data15 !== null)){
const err21 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: schema25.properties.data.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.subscriberId !== undefined){
if(typeof data.subscriberId !== "string"){
const err22 = {instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data._organizationId !== undefined){
if(typeof data._organizationId !== "string"){
const err23 = {instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data._environmentId !== undefined){
if(typeof data._environmentId !== "string"){
const err24 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.deleted !== undefined){
if(typeof data.deleted !== "boolean"){
const err25 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err26 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err27 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}


function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberOnlineStatus_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate74(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
validate73.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberOnlineStatus_response_default = validate77;
const schema33 = {"$id":"updateSubscriberOnlineStatus_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate78.errors = null;
return true;
}


function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberOnlineStatus_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate78(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
validate77.errors = vErrors;
return errors === 0;
}

exports.markAllSubscriberMessages_body = validate80;
const schema35 = {"$id":"markAllSubscriberMessages_body","$ref":"openapi.json#/components/requestBodies/MarkAllMessagesBody/content/application~1json/schema"};
const schema36 = {"title":"MarkAllMessagesRequest","description":"Body of operation 15.","type":"object","required":["markAs"],"properties":{"markAs":{"type":"string","description":"The state every in-app message is set to.","enum":["read","seen","unread","unseen"]},"feedIdentifier":{"description":"Limit the change to these feeds.","anyOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]}},"additionalProperties":false};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.markAs === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "markAs"},message:"must have required property '"+"markAs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "markAs") || (key0 === "feedIdentifier"))){
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
if(data.markAs !== undefined){
let data0 = data.markAs;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/markAs",schemaPath:"#/properties/markAs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((data0 === "read") || (data0 === "seen")) || (data0 === "unread")) || (data0 === "unseen"))){
const err3 = {instancePath:instancePath+"/markAs",schemaPath:"#/properties/markAs/enum",keyword:"enum",params:{allowedValues: schema36.properties.markAs.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.feedIdentifier !== undefined){
let data1 = data.feedIdentifier;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err5 = {instancePath:instancePath+"/feedIdentifier/" + i0,schemaPath:"#/properties/feedIdentifier/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err7 = {instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}


function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="markAllSubscriberMessages_body" */;
let vErrors = null;
let errors = 0;
if(!(validate81(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
validate80.errors = vErrors;
return errors === 0;
}

exports.markAllSubscriberMessages_response_200 = validate83;
const schema37 = {"$id":"markAllSubscriberMessages_response_200","$ref":"openapi.json#/paths/~1v1~1subscribers~1{subscriberId}~1messages~1mark-all/post/responses/200/content/application~1json/schema"};
const schema38 = {"title":"MarkAllMessagesResult","description":"The bare JSON number returned by operation 15.","type":"number","x-unspecified":"The meaning of the number returned by mark-all."};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}


function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="markAllSubscriberMessages_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate84(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
validate83.errors = vErrors;
return errors === 0;
}

exports.markAllSubscriberMessages_response_default = validate86;
const schema39 = {"$id":"markAllSubscriberMessages_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate87.errors = null;
return true;
}


function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="markAllSubscriberMessages_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate87(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
validate86.errors = vErrors;
return errors === 0;
}

exports.deleteSubscriber_response_200 = validate89;
const schema41 = {"$id":"deleteSubscriber_response_200","$ref":"openapi.json#/paths/~1v2~1subscribers~1{subscriberId}/delete/responses/200/content/application~1json/schema"};
const schema42 = {"title":"DeleteSubscriberResult","description":"Result of operation 18.","type":"object","required":["acknowledged","status"],"properties":{"acknowledged":{"type":"boolean"},"status":{"type":"string"}},"additionalProperties":false};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.acknowledged === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "acknowledged"},message:"must have required property '"+"acknowledged"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "acknowledged") || (key0 === "status"))){
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
if(data.acknowledged !== undefined){
if(typeof data.acknowledged !== "boolean"){
const err3 = {instancePath:instancePath+"/acknowledged",schemaPath:"#/properties/acknowledged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.status !== undefined){
if(typeof data.status !== "string"){
const err4 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate90.errors = vErrors;
return errors === 0;
}


function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteSubscriber_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate90(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
validate89.errors = vErrors;
return errors === 0;
}

exports.deleteSubscriber_response_default = validate92;
const schema43 = {"$id":"deleteSubscriber_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate93.errors = null;
return true;
}


function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteSubscriber_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate93(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
validate92.errors = vErrors;
return errors === 0;
}

exports.listSubscriberSubscriptions_response_200 = validate95;
const schema45 = {"$id":"listSubscriberSubscriptions_response_200","$ref":"openapi.json#/paths/~1v2~1subscribers~1{subscriberId}~1subscriptions/get/responses/200/content/application~1json/schema"};
const schema46 = {"title":"TopicSubscriptionPage","description":"A page of topic subscriptions (seed 4.1).","type":"object","required":["data","next","previous"],"properties":{"data":{"type":"array","items":{"$ref":"#/components/schemas/TopicSubscription"}},"next":{"type":["string","null"],"description":"Cursor of the next page; null when there are no more pages."},"previous":{"type":["string","null"],"description":"Cursor of the previous page; null on the first page."}},"additionalProperties":false};
const schema47 = {"title":"TopicSubscription","description":"A subscription of a subscriber to a topic, as listed by operations 3 and 4 (seed 2.7).","type":"object","required":["_id","createdAt","topic","subscriber"],"properties":{"_id":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"topic":{"$ref":"#/components/schemas/Topic"},"subscriber":{"$ref":"#/components/schemas/SubscriberSummary"}},"additionalProperties":false};
const schema48 = {"title":"Topic","description":"A topic (seed 2.6).","type":"object","required":["_id","key"],"properties":{"_id":{"type":"string"},"key":{"type":"string","description":"Unique key of the topic in its environment."},"name":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}},"additionalProperties":false};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.key === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "_id") || (key0 === "key")) || (key0 === "name")) || (key0 === "createdAt")) || (key0 === "updatedAt"))){
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
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err3 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err6 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data.updatedAt !== "string"){
const err7 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}

const schema49 = {"title":"SubscriberSummary","description":"A subscriber embedded in a subscription record (seed 2.5).","type":"object","required":["_id","subscriberId"],"properties":{"_id":{"type":"string","description":"Internal id."},"subscriberId":{"type":"string","description":"External id."},"avatar":{"type":["string","null"]},"firstName":{"type":["string","null"]},"lastName":{"type":["string","null"]},"email":{"type":["string","null"]}},"additionalProperties":false};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.subscriberId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscriberId"},message:"must have required property '"+"subscriberId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "_id") || (key0 === "subscriberId")) || (key0 === "avatar")) || (key0 === "firstName")) || (key0 === "lastName")) || (key0 === "email"))){
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
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err3 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.subscriberId !== undefined){
if(typeof data.subscriberId !== "string"){
const err4 = {instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.avatar !== undefined){
let data2 = data.avatar;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/avatar",schemaPath:"#/properties/avatar/type",keyword:"type",params:{type: schema49.properties.avatar.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.firstName !== undefined){
let data3 = data.firstName;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: schema49.properties.firstName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.lastName !== undefined){
let data4 = data.lastName;
if((typeof data4 !== "string") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: schema49.properties.lastName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.email !== undefined){
let data5 = data.email;
if((typeof data5 !== "string") && (data5 !== null)){
const err8 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema49.properties.email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate100.errors = vErrors;
return errors === 0;
}


function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.createdAt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.subscriber === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscriber"},message:"must have required property '"+"subscriber"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "_id") || (key0 === "createdAt")) || (key0 === "topic")) || (key0 === "subscriber"))){
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
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err5 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err6 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.topic !== undefined){
if(!(validate98(data.topic, {instancePath:instancePath+"/topic",parentData:data,parentDataProperty:"topic",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
}
if(data.subscriber !== undefined){
if(!(validate100(data.subscriber, {instancePath:instancePath+"/subscriber",parentData:data,parentDataProperty:"subscriber",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
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
validate97.errors = vErrors;
return errors === 0;
}


function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.next === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next"},message:"must have required property '"+"next"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.previous === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "previous"},message:"must have required property '"+"previous"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "data") || (key0 === "next")) || (key0 === "previous"))){
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
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate97(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.next !== undefined){
let data2 = data.next;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: schema46.properties.next.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.previous !== undefined){
let data3 = data.previous;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/type",keyword:"type",params:{type: schema46.properties.previous.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
validate96.errors = vErrors;
return errors === 0;
}


function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listSubscriberSubscriptions_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate96(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
validate95.errors = vErrors;
return errors === 0;
}

exports.listSubscriberSubscriptions_response_default = validate104;
const schema50 = {"$id":"listSubscriberSubscriptions_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate105.errors = null;
return true;
}


function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listSubscriberSubscriptions_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate105(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
validate104.errors = vErrors;
return errors === 0;
}

exports.getSubscriberPreferences_response_200 = validate107;
const schema52 = {"$id":"getSubscriberPreferences_response_200","$ref":"openapi.json#/paths/~1v2~1subscribers~1{subscriberId}~1preferences/get/responses/200/content/application~1json/schema"};
const schema53 = {"title":"SubscriberPreferences","description":"A subscriber's global and per-workflow preferences (seed 2.12).","type":"object","required":["global","workflows"],"properties":{"global":{"$ref":"#/components/schemas/GlobalPreference"},"workflows":{"type":"array","items":{"$ref":"#/components/schemas/WorkflowPreference"}}},"additionalProperties":false};
const schema54 = {"title":"GlobalPreference","description":"A subscriber's global preference (seed 2.12).","type":"object","required":["enabled","channels"],"properties":{"enabled":{"type":"boolean"},"channels":{"$ref":"#/components/schemas/ChannelPreferences"}},"additionalProperties":false};
const schema55 = {"title":"ChannelPreferences","description":"Whether each channel is enabled (seed 2.12).","type":"object","properties":{"email":{"type":"boolean"},"sms":{"type":"boolean"},"in_app":{"type":"boolean"},"chat":{"type":"boolean"},"push":{"type":"boolean"}},"additionalProperties":false};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate110.errors = vErrors;
return errors === 0;
}


function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate110(data.channels, {instancePath:instancePath+"/channels",parentData:data,parentDataProperty:"channels",rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
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
validate109.errors = vErrors;
return errors === 0;
}

const schema56 = {"title":"WorkflowPreference","description":"A subscriber's preference for one workflow (seed 2.12).","type":"object","required":["enabled","channels","overrides","workflow"],"properties":{"enabled":{"type":"boolean"},"channels":{"$ref":"#/components/schemas/ChannelPreferences"},"overrides":{"type":"array","items":{"$ref":"#/components/schemas/PreferenceOverride"}},"workflow":{"$ref":"#/components/schemas/PreferenceWorkflow"}},"additionalProperties":false};
const schema57 = {"title":"PreferenceOverride","description":"Where the preference of one channel comes from (seed 2.12).","type":"object","required":["channel","source"],"properties":{"channel":{"$ref":"#/components/schemas/ChannelType"},"source":{"type":"string","enum":["subscriber","template","workflowOverride"]}},"additionalProperties":false};
const schema58 = {"title":"ChannelType","description":"A delivery channel.","type":"string","enum":["in_app","email","sms","chat","push"]};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate116.errors = vErrors;
return errors === 0;
}


function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
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
const err4 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema57.properties.source.enum},message:"must be equal to one of the allowed values"};
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
validate115.errors = vErrors;
return errors === 0;
}

const schema59 = {"title":"PreferenceWorkflow","description":"The workflow a preference belongs to (seed 2.12).","type":"object","required":["slug","identifier","name"],"properties":{"slug":{"type":"string"},"identifier":{"type":"string"},"name":{"type":"string"},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}},"additionalProperties":false};

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(typeof data.updatedAt !== "string"){
const err7 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate119.errors = vErrors;
return errors === 0;
}


function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate110(data.channels, {instancePath:instancePath+"/channels",parentData:data,parentDataProperty:"channels",rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
}
if(data.overrides !== undefined){
let data2 = data.overrides;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate115(data2[i0], {instancePath:instancePath+"/overrides/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
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
if(!(validate119(data.workflow, {instancePath:instancePath+"/workflow",parentData:data,parentDataProperty:"workflow",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
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
validate113.errors = vErrors;
return errors === 0;
}


function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate109(data.global, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
}
if(data.workflows !== undefined){
let data1 = data.workflows;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate113(data1[i0], {instancePath:instancePath+"/workflows/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
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
validate108.errors = vErrors;
return errors === 0;
}


function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getSubscriberPreferences_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate108(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
validate107.errors = vErrors;
return errors === 0;
}

exports.getSubscriberPreferences_response_default = validate123;
const schema60 = {"$id":"getSubscriberPreferences_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate124.errors = null;
return true;
}


function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getSubscriberPreferences_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate124(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
validate123.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberPreferences_body = validate126;
const schema62 = {"$id":"updateSubscriberPreferences_body","$ref":"openapi.json#/components/requestBodies/UpdateSubscriberPreferencesBody/content/application~1json/schema"};
const schema63 = {"title":"UpdateSubscriberPreferencesRequest","description":"Body of operation 7. With `workflowId`, that workflow's preference is updated; without it, the global preferences are updated.","type":"object","required":["channels"],"properties":{"channels":{"$ref":"#/components/schemas/ChannelPreferences"},"workflowId":{"type":"string","description":"The workflow's internal `_id`, identifier or slug."}},"additionalProperties":false};

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate110(data.channels, {instancePath:instancePath+"/channels",parentData:data,parentDataProperty:"channels",rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
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
validate127.errors = vErrors;
return errors === 0;
}


function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberPreferences_body" */;
let vErrors = null;
let errors = 0;
if(!(validate127(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
validate126.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberPreferences_response_200 = validate130;
const schema64 = {"$id":"updateSubscriberPreferences_response_200","$ref":"openapi.json#/paths/~1v2~1subscribers~1{subscriberId}~1preferences/patch/responses/200/content/application~1json/schema"};

function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate109(data.global, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
}
if(data.workflows !== undefined){
let data1 = data.workflows;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate113(data1[i0], {instancePath:instancePath+"/workflows/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
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
validate131.errors = vErrors;
return errors === 0;
}


function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberPreferences_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate131(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate131.errors : vErrors.concat(validate131.errors);
errors = vErrors.length;
}
validate130.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberPreferences_response_default = validate135;
const schema66 = {"$id":"updateSubscriberPreferences_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate136(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate136.errors = null;
return true;
}


function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateSubscriberPreferences_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate136(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate136.errors : vErrors.concat(validate136.errors);
errors = vErrors.length;
}
validate135.errors = vErrors;
return errors === 0;
}

exports.listTopics_response_200 = validate138;
const schema68 = {"$id":"listTopics_response_200","$ref":"openapi.json#/paths/~1v2~1topics/get/responses/200/content/application~1json/schema"};
const schema69 = {"title":"TopicPage","description":"A page of topics (seed 4.1).","type":"object","required":["data","next","previous"],"properties":{"data":{"type":"array","items":{"$ref":"#/components/schemas/Topic"}},"next":{"type":["string","null"],"description":"Cursor of the next page; null when there are no more pages."},"previous":{"type":["string","null"],"description":"Cursor of the previous page; null on the first page."}},"additionalProperties":false};

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.next === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next"},message:"must have required property '"+"next"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.previous === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "previous"},message:"must have required property '"+"previous"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "data") || (key0 === "next")) || (key0 === "previous"))){
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
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate98(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.next !== undefined){
let data2 = data.next;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: schema69.properties.next.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.previous !== undefined){
let data3 = data.previous;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/type",keyword:"type",params:{type: schema69.properties.previous.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
validate139.errors = vErrors;
return errors === 0;
}


function validate138(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listTopics_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate139(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);
errors = vErrors.length;
}
validate138.errors = vErrors;
return errors === 0;
}

exports.listTopics_response_default = validate142;
const schema70 = {"$id":"listTopics_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate143.errors = null;
return true;
}


function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listTopics_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate143(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
validate142.errors = vErrors;
return errors === 0;
}

exports.upsertTopic_body = validate145;
const schema72 = {"$id":"upsertTopic_body","$ref":"openapi.json#/components/requestBodies/UpsertTopicBody/content/application~1json/schema"};
const schema73 = {"title":"UpsertTopicRequest","description":"Body of operation 14. Creates the topic if its key is absent, updates it if present.","type":"object","required":["key"],"properties":{"key":{"$ref":"#/components/schemas/TopicKey"},"name":{"type":"string","minLength":0,"maxLength":100}},"additionalProperties":false};
const schema74 = {"title":"TopicKey","description":"A topic key: 1 to 100 characters, only a-z, A-Z, 0-9, hyphen, underscore and colon, or a valid e-mail address.","anyOf":[{"type":"string","minLength":1,"maxLength":100,"pattern":"^[A-Za-z0-9_:-]+$"},{"type":"string","minLength":1,"maxLength":100,"format":"email"}]};
const func3 = require("ajv/dist/runtime/ucs2length").default;
const pattern3 = new RegExp("^[A-Za-z0-9_:-]+$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(func3(data) > 100){
const err0 = {instancePath,schemaPath:"#/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func3(data) < 1){
const err1 = {instancePath,schemaPath:"#/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_:-]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(typeof data === "string"){
if(func3(data) > 100){
const err4 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func3(data) < 1){
const err5 = {instancePath,schemaPath:"#/anyOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0.test(data))){
const err6 = {instancePath,schemaPath:"#/anyOf/1/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err8 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
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
validate147.errors = vErrors;
return errors === 0;
}


function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "key") || (key0 === "name"))){
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
if(data.key !== undefined){
if(!(validate147(data.key, {instancePath:instancePath+"/key",parentData:data,parentDataProperty:"key",rootData}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func3(data1) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data1) < 0){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 0},message:"must NOT have fewer than 0 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate146.errors = vErrors;
return errors === 0;
}


function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="upsertTopic_body" */;
let vErrors = null;
let errors = 0;
if(!(validate146(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
errors = vErrors.length;
}
validate145.errors = vErrors;
return errors === 0;
}

exports.upsertTopic_response_200 = validate150;
const schema75 = {"$id":"upsertTopic_response_200","$ref":"openapi.json#/paths/~1v2~1topics/post/responses/200/content/application~1json/schema"};

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.key === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "_id") || (key0 === "key")) || (key0 === "name")) || (key0 === "createdAt")) || (key0 === "updatedAt"))){
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
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err3 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err6 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data.updatedAt !== "string"){
const err7 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate151.errors = vErrors;
return errors === 0;
}


function validate150(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="upsertTopic_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate151(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
validate150.errors = vErrors;
return errors === 0;
}

exports.upsertTopic_response_default = validate153;
const schema77 = {"$id":"upsertTopic_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate154(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate154.errors = null;
return true;
}


function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="upsertTopic_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate154(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
validate153.errors = vErrors;
return errors === 0;
}

exports.getTopic_response_200 = validate156;
const schema79 = {"$id":"getTopic_response_200","$ref":"openapi.json#/paths/~1v2~1topics~1{topicKey}/get/responses/200/content/application~1json/schema"};

function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.key === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "_id") || (key0 === "key")) || (key0 === "name")) || (key0 === "createdAt")) || (key0 === "updatedAt"))){
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
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err3 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err6 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data.updatedAt !== "string"){
const err7 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate157.errors = vErrors;
return errors === 0;
}


function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopic_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate157(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate157.errors : vErrors.concat(validate157.errors);
errors = vErrors.length;
}
validate156.errors = vErrors;
return errors === 0;
}

exports.getTopic_response_default = validate159;
const schema81 = {"$id":"getTopic_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate160(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate160.errors = null;
return true;
}


function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopic_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate160(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
errors = vErrors.length;
}
validate159.errors = vErrors;
return errors === 0;
}

exports.deleteTopic_response_200 = validate162;
const schema83 = {"$id":"deleteTopic_response_200","$ref":"openapi.json#/paths/~1v2~1topics~1{topicKey}/delete/responses/200/content/application~1json/schema"};
const schema84 = {"title":"DeleteTopicResult","description":"Result of operation 20.","type":"object","required":["acknowledged"],"properties":{"acknowledged":{"type":"boolean"}},"additionalProperties":false};

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.acknowledged === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "acknowledged"},message:"must have required property '"+"acknowledged"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "acknowledged")){
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
if(data.acknowledged !== undefined){
if(typeof data.acknowledged !== "boolean"){
const err2 = {instancePath:instancePath+"/acknowledged",schemaPath:"#/properties/acknowledged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate163.errors = vErrors;
return errors === 0;
}


function validate162(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteTopic_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate163(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
validate162.errors = vErrors;
return errors === 0;
}

exports.deleteTopic_response_default = validate165;
const schema85 = {"$id":"deleteTopic_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate166(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate166.errors = null;
return true;
}


function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteTopic_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate166(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
validate165.errors = vErrors;
return errors === 0;
}

exports.updateTopic_body = validate168;
const schema87 = {"$id":"updateTopic_body","$ref":"openapi.json#/components/requestBodies/UpdateTopicBody/content/application~1json/schema"};
const schema88 = {"title":"UpdateTopicRequest","description":"Body of operation 13.","type":"object","required":["name"],"properties":{"name":{"type":"string","description":"Display name."}},"additionalProperties":false};

function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "name")){
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate169.errors = vErrors;
return errors === 0;
}


function validate168(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateTopic_body" */;
let vErrors = null;
let errors = 0;
if(!(validate169(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
validate168.errors = vErrors;
return errors === 0;
}

exports.updateTopic_response_200 = validate171;
const schema89 = {"$id":"updateTopic_response_200","$ref":"openapi.json#/paths/~1v2~1topics~1{topicKey}/patch/responses/200/content/application~1json/schema"};

function validate172(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.key === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "_id") || (key0 === "key")) || (key0 === "name")) || (key0 === "createdAt")) || (key0 === "updatedAt"))){
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
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err3 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err6 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data.updatedAt !== "string"){
const err7 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate172.errors = vErrors;
return errors === 0;
}


function validate171(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateTopic_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate172(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors);
errors = vErrors.length;
}
validate171.errors = vErrors;
return errors === 0;
}

exports.updateTopic_response_default = validate174;
const schema91 = {"$id":"updateTopic_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate175.errors = null;
return true;
}


function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateTopic_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate175(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate175.errors : vErrors.concat(validate175.errors);
errors = vErrors.length;
}
validate174.errors = vErrors;
return errors === 0;
}

exports.listTopicSubscriptions_response_200 = validate177;
const schema93 = {"$id":"listTopicSubscriptions_response_200","$ref":"openapi.json#/paths/~1v2~1topics~1{topicKey}~1subscriptions/get/responses/200/content/application~1json/schema"};

function validate178(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.next === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next"},message:"must have required property '"+"next"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.previous === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "previous"},message:"must have required property '"+"previous"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "data") || (key0 === "next")) || (key0 === "previous"))){
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
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate97(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.next !== undefined){
let data2 = data.next;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: schema46.properties.next.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.previous !== undefined){
let data3 = data.previous;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/type",keyword:"type",params:{type: schema46.properties.previous.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
validate178.errors = vErrors;
return errors === 0;
}


function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listTopicSubscriptions_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate178(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate178.errors : vErrors.concat(validate178.errors);
errors = vErrors.length;
}
validate177.errors = vErrors;
return errors === 0;
}

exports.listTopicSubscriptions_response_default = validate181;
const schema95 = {"$id":"listTopicSubscriptions_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate182(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate182.errors = null;
return true;
}


function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listTopicSubscriptions_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate182(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors);
errors = vErrors.length;
}
validate181.errors = vErrors;
return errors === 0;
}

exports.deleteTopicSubscriptions_body = validate184;
const schema97 = {"$id":"deleteTopicSubscriptions_body","$ref":"openapi.json#/components/requestBodies/DeleteTopicSubscriptionsBody/content/application~1json/schema"};
const schema98 = {"title":"DeleteTopicSubscriptionsRequest","description":"Body of operation 8.","type":"object","required":["subscriberIds"],"properties":{"subscriberIds":{"type":"array","maxItems":100,"items":{"type":"string"}}},"additionalProperties":false};

function validate185(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subscriberIds === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscriberIds"},message:"must have required property '"+"subscriberIds"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "subscriberIds")){
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
if(data.subscriberIds !== undefined){
let data0 = data.subscriberIds;
if(Array.isArray(data0)){
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/subscriberIds",schemaPath:"#/properties/subscriberIds/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(typeof data0[i0] !== "string"){
const err3 = {instancePath:instancePath+"/subscriberIds/" + i0,schemaPath:"#/properties/subscriberIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath:instancePath+"/subscriberIds",schemaPath:"#/properties/subscriberIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate185.errors = vErrors;
return errors === 0;
}


function validate184(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteTopicSubscriptions_body" */;
let vErrors = null;
let errors = 0;
if(!(validate185(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate185.errors : vErrors.concat(validate185.errors);
errors = vErrors.length;
}
validate184.errors = vErrors;
return errors === 0;
}

exports.deleteTopicSubscriptions_response_200 = validate187;
const schema99 = {"$id":"deleteTopicSubscriptions_response_200","$ref":"openapi.json#/paths/~1v2~1topics~1{topicKey}~1subscriptions/delete/responses/200/content/application~1json/schema"};
const schema100 = {"title":"DeleteTopicSubscriptionsResult","description":"Partial result of operation 8.","type":"object","required":["data","meta"],"properties":{"data":{"type":"array","items":{"$ref":"#/components/schemas/DeletedTopicSubscription"}},"meta":{"$ref":"#/components/schemas/DeleteTopicSubscriptionsMeta"},"errors":{"type":"array","items":{"$ref":"#/components/schemas/DeleteTopicSubscriptionError"}}},"additionalProperties":false};
const schema101 = {"title":"DeletedTopicSubscription","description":"A subscription removed by operation 8 (seed 2.7).","type":"object","required":["_id","topic","subscriber","createdAt","updatedAt"],"properties":{"_id":{"type":"string"},"topic":{"$ref":"#/components/schemas/TopicSummary"},"subscriber":{"$ref":"#/components/schemas/SubscriberSummary"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}},"additionalProperties":false};
const schema102 = {"title":"TopicSummary","description":"The topic embedded in a deleted subscription (seed 2.6).","type":"object","required":["_id","key"],"properties":{"_id":{"type":"string"},"key":{"type":"string"},"name":{"type":"string"}},"additionalProperties":false};

function validate190(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.key === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "_id") || (key0 === "key")) || (key0 === "name"))){
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
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err3 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate190.errors = vErrors;
return errors === 0;
}


function validate189(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.topic === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.subscriber === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscriber"},message:"must have required property '"+"subscriber"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.createdAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.updatedAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "_id") || (key0 === "topic")) || (key0 === "subscriber")) || (key0 === "createdAt")) || (key0 === "updatedAt"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err6 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.topic !== undefined){
if(!(validate190(data.topic, {instancePath:instancePath+"/topic",parentData:data,parentDataProperty:"topic",rootData}))){
vErrors = vErrors === null ? validate190.errors : vErrors.concat(validate190.errors);
errors = vErrors.length;
}
}
if(data.subscriber !== undefined){
if(!(validate100(data.subscriber, {instancePath:instancePath+"/subscriber",parentData:data,parentDataProperty:"subscriber",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err7 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err8 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate189.errors = vErrors;
return errors === 0;
}

const schema103 = {"title":"DeleteTopicSubscriptionsMeta","description":"Counts of a delete-subscriptions call.","type":"object","required":["totalCount","successful","failed"],"properties":{"totalCount":{"type":"number","description":"Number of subscriber ids provided."},"successful":{"type":"number"},"failed":{"type":"number"}},"additionalProperties":false};

function validate194(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.totalCount === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalCount"},message:"must have required property '"+"totalCount"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.successful === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "successful"},message:"must have required property '"+"successful"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.failed === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "totalCount") || (key0 === "successful")) || (key0 === "failed"))){
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
if(data.totalCount !== undefined){
let data0 = data.totalCount;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/totalCount",schemaPath:"#/properties/totalCount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.successful !== undefined){
let data1 = data.successful;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/successful",schemaPath:"#/properties/successful/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.failed !== undefined){
let data2 = data.failed;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/failed",schemaPath:"#/properties/failed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
validate194.errors = vErrors;
return errors === 0;
}

const schema104 = {"title":"DeleteTopicSubscriptionError","description":"Why one subscription could not be removed. The code `SUBSCRIBER_NOT_FOUND` is used when a subscriber id cannot be found.","type":"object","required":["subscriberId","code","message"],"properties":{"subscriberId":{"type":"string"},"code":{"type":"string","x-unspecified":"Error codes other than `SUBSCRIBER_NOT_FOUND`."},"message":{"type":"string"}},"additionalProperties":false};

function validate196(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subscriberId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscriberId"},message:"must have required property '"+"subscriberId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "subscriberId") || (key0 === "code")) || (key0 === "message"))){
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
if(data.subscriberId !== undefined){
if(typeof data.subscriberId !== "string"){
const err4 = {instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err5 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err6 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
validate196.errors = vErrors;
return errors === 0;
}


function validate188(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.meta === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "data") || (key0 === "meta")) || (key0 === "errors"))){
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
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate189(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate189.errors : vErrors.concat(validate189.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.meta !== undefined){
if(!(validate194(data.meta, {instancePath:instancePath+"/meta",parentData:data,parentDataProperty:"meta",rootData}))){
vErrors = vErrors === null ? validate194.errors : vErrors.concat(validate194.errors);
errors = vErrors.length;
}
}
if(data.errors !== undefined){
let data3 = data.errors;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
if(!(validate196(data3[i1], {instancePath:instancePath+"/errors/" + i1,parentData:data3,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate196.errors : vErrors.concat(validate196.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate188.errors = vErrors;
return errors === 0;
}


function validate187(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteTopicSubscriptions_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate188(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate188.errors : vErrors.concat(validate188.errors);
errors = vErrors.length;
}
validate187.errors = vErrors;
return errors === 0;
}

exports.deleteTopicSubscriptions_response_default = validate199;
const schema105 = {"$id":"deleteTopicSubscriptions_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate200(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate200.errors = null;
return true;
}


function validate199(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteTopicSubscriptions_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate200(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
validate199.errors = vErrors;
return errors === 0;
}

exports.getTopicSubscriber_response_200 = validate202;
const schema107 = {"$id":"getTopicSubscriber_response_200","$ref":"openapi.json#/paths/~1v1~1topics~1{topicKey}~1subscribers~1{externalSubscriberId}/get/responses/200/content/application~1json/schema"};
const schema108 = {"title":"TopicSubscriberMembership","description":"Result of the topic membership check (seed 2.8).","type":"object","required":["_organizationId","_environmentId","_subscriberId","_topicId","topicKey","externalSubscriberId"],"properties":{"_organizationId":{"type":"string"},"_environmentId":{"type":"string"},"_subscriberId":{"type":"string"},"_topicId":{"type":"string"},"topicKey":{"type":"string"},"externalSubscriberId":{"type":"string"}},"additionalProperties":false};

function validate203(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._organizationId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_organizationId"},message:"must have required property '"+"_organizationId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data._environmentId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_environmentId"},message:"must have required property '"+"_environmentId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data._subscriberId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_subscriberId"},message:"must have required property '"+"_subscriberId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data._topicId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_topicId"},message:"must have required property '"+"_topicId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.topicKey === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topicKey"},message:"must have required property '"+"topicKey"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.externalSubscriberId === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "externalSubscriberId"},message:"must have required property '"+"externalSubscriberId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "_organizationId") || (key0 === "_environmentId")) || (key0 === "_subscriberId")) || (key0 === "_topicId")) || (key0 === "topicKey")) || (key0 === "externalSubscriberId"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data._organizationId !== undefined){
if(typeof data._organizationId !== "string"){
const err7 = {instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data._environmentId !== undefined){
if(typeof data._environmentId !== "string"){
const err8 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data._subscriberId !== undefined){
if(typeof data._subscriberId !== "string"){
const err9 = {instancePath:instancePath+"/_subscriberId",schemaPath:"#/properties/_subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data._topicId !== undefined){
if(typeof data._topicId !== "string"){
const err10 = {instancePath:instancePath+"/_topicId",schemaPath:"#/properties/_topicId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.topicKey !== undefined){
if(typeof data.topicKey !== "string"){
const err11 = {instancePath:instancePath+"/topicKey",schemaPath:"#/properties/topicKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.externalSubscriberId !== undefined){
if(typeof data.externalSubscriberId !== "string"){
const err12 = {instancePath:instancePath+"/externalSubscriberId",schemaPath:"#/properties/externalSubscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate203.errors = vErrors;
return errors === 0;
}


function validate202(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopicSubscriber_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate203(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate203.errors : vErrors.concat(validate203.errors);
errors = vErrors.length;
}
validate202.errors = vErrors;
return errors === 0;
}

exports.getTopicSubscriber_response_default = validate205;
const schema109 = {"$id":"getTopicSubscriber_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate206(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate206.errors = null;
return true;
}


function validate205(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getTopicSubscriber_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate206(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate206.errors : vErrors.concat(validate206.errors);
errors = vErrors.length;
}
validate205.errors = vErrors;
return errors === 0;
}

exports.createIntegration_body = validate208;
const schema111 = {"$id":"createIntegration_body","$ref":"openapi.json#/components/requestBodies/CreateIntegrationBody/content/application~1json/schema"};
const schema112 = {"title":"CreateIntegrationRequest","description":"Body of operation 6. The integration is created for the environment the API key belongs to.","type":"object","required":["providerId","channel"],"properties":{"providerId":{"type":"string"},"channel":{"$ref":"#/components/schemas/ChannelType"},"name":{"type":"string"},"identifier":{"type":"string"},"_environmentId":{"type":"string","format":"uuid"},"credentials":{"$ref":"#/components/schemas/IntegrationCredentials"},"active":{"type":"boolean","description":"Credentials are validated when the integration is active."},"check":{"type":"boolean","description":"Check the integration's status."},"conditions":{"type":"array","items":{"$ref":"#/components/schemas/StepFilter"}}},"additionalProperties":false};
const schema113 = {"title":"IntegrationCredentials","description":"Provider configuration of an integration. All fields are optional; which fields each provider needs is provider-specific. Credentials returned in responses include the secret-bearing fields (seed 2.10).","type":"object","x-unspecified":"Which credential fields each provider needs.","properties":{"apiKey":{"type":"string"},"user":{"type":"string"},"secretKey":{"type":"string"},"domain":{"type":"string"},"password":{"type":"string"},"host":{"type":"string"},"port":{"type":"string"},"region":{"type":"string"},"accountSid":{"type":"string"},"messageProfileId":{"type":"string"},"token":{"type":"string"},"from":{"type":"string"},"senderName":{"type":"string"},"projectName":{"type":"string"},"applicationId":{"type":"string"},"clientId":{"type":"string"},"baseUrl":{"type":"string"},"webhookUrl":{"type":"string"},"redirectUrl":{"type":"string"},"serviceAccount":{"type":"string"},"ipPoolName":{"type":"string"},"apiKeyRequestHeader":{"type":"string"},"secretKeyRequestHeader":{"type":"string"},"idPath":{"type":"string"},"datePath":{"type":"string"},"apiToken":{"type":"string"},"authenticationTokenKey":{"type":"string"},"instanceId":{"type":"string"},"alertUid":{"type":"string"},"title":{"type":"string"},"imageUrl":{"type":"string"},"state":{"type":"string"},"externalLink":{"type":"string"},"channelId":{"type":"string"},"phoneNumberIdentification":{"type":"string"},"accessKey":{"type":"string"},"secure":{"type":"boolean"},"requireTls":{"type":"boolean"},"ignoreTls":{"type":"boolean"},"hmac":{"type":"boolean"},"authenticateByToken":{"type":"boolean"},"tlsOptions":{"type":"object","description":"Free-form TLS options."}},"additionalProperties":false};

function validate211(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema113.properties, key0))){
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
if(data.apiKey !== undefined){
if(typeof data.apiKey !== "string"){
const err1 = {instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.user !== undefined){
if(typeof data.user !== "string"){
const err2 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.secretKey !== undefined){
if(typeof data.secretKey !== "string"){
const err3 = {instancePath:instancePath+"/secretKey",schemaPath:"#/properties/secretKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.domain !== undefined){
if(typeof data.domain !== "string"){
const err4 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.password !== undefined){
if(typeof data.password !== "string"){
const err5 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.host !== undefined){
if(typeof data.host !== "string"){
const err6 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.port !== undefined){
if(typeof data.port !== "string"){
const err7 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.region !== undefined){
if(typeof data.region !== "string"){
const err8 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.accountSid !== undefined){
if(typeof data.accountSid !== "string"){
const err9 = {instancePath:instancePath+"/accountSid",schemaPath:"#/properties/accountSid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.messageProfileId !== undefined){
if(typeof data.messageProfileId !== "string"){
const err10 = {instancePath:instancePath+"/messageProfileId",schemaPath:"#/properties/messageProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.token !== undefined){
if(typeof data.token !== "string"){
const err11 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.from !== undefined){
if(typeof data.from !== "string"){
const err12 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.senderName !== undefined){
if(typeof data.senderName !== "string"){
const err13 = {instancePath:instancePath+"/senderName",schemaPath:"#/properties/senderName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.projectName !== undefined){
if(typeof data.projectName !== "string"){
const err14 = {instancePath:instancePath+"/projectName",schemaPath:"#/properties/projectName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.applicationId !== undefined){
if(typeof data.applicationId !== "string"){
const err15 = {instancePath:instancePath+"/applicationId",schemaPath:"#/properties/applicationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.clientId !== undefined){
if(typeof data.clientId !== "string"){
const err16 = {instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.baseUrl !== undefined){
if(typeof data.baseUrl !== "string"){
const err17 = {instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.webhookUrl !== undefined){
if(typeof data.webhookUrl !== "string"){
const err18 = {instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.redirectUrl !== undefined){
if(typeof data.redirectUrl !== "string"){
const err19 = {instancePath:instancePath+"/redirectUrl",schemaPath:"#/properties/redirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.serviceAccount !== undefined){
if(typeof data.serviceAccount !== "string"){
const err20 = {instancePath:instancePath+"/serviceAccount",schemaPath:"#/properties/serviceAccount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.ipPoolName !== undefined){
if(typeof data.ipPoolName !== "string"){
const err21 = {instancePath:instancePath+"/ipPoolName",schemaPath:"#/properties/ipPoolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.apiKeyRequestHeader !== undefined){
if(typeof data.apiKeyRequestHeader !== "string"){
const err22 = {instancePath:instancePath+"/apiKeyRequestHeader",schemaPath:"#/properties/apiKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.secretKeyRequestHeader !== undefined){
if(typeof data.secretKeyRequestHeader !== "string"){
const err23 = {instancePath:instancePath+"/secretKeyRequestHeader",schemaPath:"#/properties/secretKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.idPath !== undefined){
if(typeof data.idPath !== "string"){
const err24 = {instancePath:instancePath+"/idPath",schemaPath:"#/properties/idPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.datePath !== undefined){
if(typeof data.datePath !== "string"){
const err25 = {instancePath:instancePath+"/datePath",schemaPath:"#/properties/datePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.apiToken !== undefined){
if(typeof data.apiToken !== "string"){
const err26 = {instancePath:instancePath+"/apiToken",schemaPath:"#/properties/apiToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.authenticationTokenKey !== undefined){
if(typeof data.authenticationTokenKey !== "string"){
const err27 = {instancePath:instancePath+"/authenticationTokenKey",schemaPath:"#/properties/authenticationTokenKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.instanceId !== undefined){
if(typeof data.instanceId !== "string"){
const err28 = {instancePath:instancePath+"/instanceId",schemaPath:"#/properties/instanceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.alertUid !== undefined){
if(typeof data.alertUid !== "string"){
const err29 = {instancePath:instancePath+"/alertUid",schemaPath:"#/properties/alertUid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err30 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.imageUrl !== undefined){
if(typeof data.imageUrl !== "string"){
const err31 = {instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.state !== undefined){
if(typeof data.state !== "string"){
const err32 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.externalLink !== undefined){
if(typeof data.externalLink !== "string"){
const err33 = {instancePath:instancePath+"/externalLink",schemaPath:"#/properties/externalLink/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.channelId !== undefined){
if(typeof data.channelId !== "string"){
const err34 = {instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.phoneNumberIdentification !== undefined){
if(typeof data.phoneNumberIdentification !== "string"){
const err35 = {instancePath:instancePath+"/phoneNumberIdentification",schemaPath:"#/properties/phoneNumberIdentification/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.accessKey !== undefined){
if(typeof data.accessKey !== "string"){
const err36 = {instancePath:instancePath+"/accessKey",schemaPath:"#/properties/accessKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.secure !== undefined){
if(typeof data.secure !== "boolean"){
const err37 = {instancePath:instancePath+"/secure",schemaPath:"#/properties/secure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.requireTls !== undefined){
if(typeof data.requireTls !== "boolean"){
const err38 = {instancePath:instancePath+"/requireTls",schemaPath:"#/properties/requireTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.ignoreTls !== undefined){
if(typeof data.ignoreTls !== "boolean"){
const err39 = {instancePath:instancePath+"/ignoreTls",schemaPath:"#/properties/ignoreTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.hmac !== undefined){
if(typeof data.hmac !== "boolean"){
const err40 = {instancePath:instancePath+"/hmac",schemaPath:"#/properties/hmac/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.authenticateByToken !== undefined){
if(typeof data.authenticateByToken !== "boolean"){
const err41 = {instancePath:instancePath+"/authenticateByToken",schemaPath:"#/properties/authenticateByToken/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.tlsOptions !== undefined){
let data41 = data.tlsOptions;
if(!(data41 && typeof data41 == "object" && !Array.isArray(data41))){
const err42 = {instancePath:instancePath+"/tlsOptions",schemaPath:"#/properties/tlsOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate211.errors = vErrors;
return errors === 0;
}

const schema114 = {"title":"StepFilter","description":"A condition group of a workflow step or an integration (seed 2.11).","type":"object","required":["isNegated","type","value","children"],"properties":{"isNegated":{"type":"boolean"},"type":{"type":"string","enum":["BOOLEAN","TEXT","DATE","NUMBER","STATEMENT","LIST","MULTI_LIST","GROUP"]},"value":{"type":"string","enum":["AND","OR"]},"children":{"type":"array","items":{"$ref":"#/components/schemas/FieldFilterPart"}}},"additionalProperties":false};
const schema115 = {"title":"FieldFilterPart","description":"One condition of a step filter (seed 2.11).","type":"object","required":["field","value","operator","on"],"properties":{"field":{"type":"string"},"value":{"type":"string"},"operator":{"type":"string","enum":["LARGER","SMALLER","LARGER_EQUAL","SMALLER_EQUAL","EQUAL","NOT_EQUAL","ALL_IN","ANY_IN","NOT_IN","BETWEEN","NOT_BETWEEN","LIKE","NOT_LIKE","IN"]},"on":{"type":"string","enum":["subscriber","payload"]}},"additionalProperties":false};

function validate214(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.field === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.operator === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.on === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "on"},message:"must have required property '"+"on"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "field") || (key0 === "value")) || (key0 === "operator")) || (key0 === "on"))){
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
if(data.field !== undefined){
if(typeof data.field !== "string"){
const err5 = {instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.value !== undefined){
if(typeof data.value !== "string"){
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.operator !== undefined){
let data2 = data.operator;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((((((((((data2 === "LARGER") || (data2 === "SMALLER")) || (data2 === "LARGER_EQUAL")) || (data2 === "SMALLER_EQUAL")) || (data2 === "EQUAL")) || (data2 === "NOT_EQUAL")) || (data2 === "ALL_IN")) || (data2 === "ANY_IN")) || (data2 === "NOT_IN")) || (data2 === "BETWEEN")) || (data2 === "NOT_BETWEEN")) || (data2 === "LIKE")) || (data2 === "NOT_LIKE")) || (data2 === "IN"))){
const err8 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema115.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.on !== undefined){
let data3 = data.on;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data3 === "subscriber") || (data3 === "payload"))){
const err10 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/enum",keyword:"enum",params:{allowedValues: schema115.properties.on.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate214.errors = vErrors;
return errors === 0;
}


function validate213(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.isNegated === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isNegated"},message:"must have required property '"+"isNegated"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.value === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.children === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "children"},message:"must have required property '"+"children"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "isNegated") || (key0 === "type")) || (key0 === "value")) || (key0 === "children"))){
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
if(data.isNegated !== undefined){
if(typeof data.isNegated !== "boolean"){
const err5 = {instancePath:instancePath+"/isNegated",schemaPath:"#/properties/isNegated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((((((data1 === "BOOLEAN") || (data1 === "TEXT")) || (data1 === "DATE")) || (data1 === "NUMBER")) || (data1 === "STATEMENT")) || (data1 === "LIST")) || (data1 === "MULTI_LIST")) || (data1 === "GROUP"))){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema114.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.value !== undefined){
let data2 = data.value;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data2 === "AND") || (data2 === "OR"))){
const err9 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/enum",keyword:"enum",params:{allowedValues: schema114.properties.value.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.children !== undefined){
let data3 = data.children;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate214(data3[i0], {instancePath:instancePath+"/children/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate213.errors = vErrors;
return errors === 0;
}

const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate209(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.providerId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providerId"},message:"must have required property '"+"providerId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.channel === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema112.properties, key0))){
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
if(data.providerId !== undefined){
if(typeof data.providerId !== "string"){
const err3 = {instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.channel !== undefined){
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data._environmentId !== undefined){
let data4 = data._environmentId;
if(typeof data4 === "string"){
if(!(formats2.test(data4))){
const err6 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.credentials !== undefined){
if(!(validate211(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err8 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.check !== undefined){
if(typeof data.check !== "boolean"){
const err9 = {instancePath:instancePath+"/check",schemaPath:"#/properties/check/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.conditions !== undefined){
let data8 = data.conditions;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(!(validate213(data8[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate209.errors = vErrors;
return errors === 0;
}


function validate208(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="createIntegration_body" */;
let vErrors = null;
let errors = 0;
if(!(validate209(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate209.errors : vErrors.concat(validate209.errors);
errors = vErrors.length;
}
validate208.errors = vErrors;
return errors === 0;
}

exports.createIntegration_response_201 = validate218;
const schema116 = {"$id":"createIntegration_response_201","$ref":"openapi.json#/paths/~1v1~1integrations/post/responses/201/content/application~1json/schema"};
const schema117 = {"title":"Integration","description":"A provider integration for one channel (seed 2.9).","type":"object","required":["_environmentId","_organizationId","name","identifier","providerId","channel","credentials","active","deleted","primary"],"properties":{"_id":{"type":"string","description":"Generated id."},"_environmentId":{"type":"string"},"_organizationId":{"type":"string"},"name":{"type":"string","description":"Name shown in the user interface."},"identifier":{"type":"string","description":"Unique string identifier."},"providerId":{"type":"string","description":"Provider of the integration."},"channel":{"$ref":"#/components/schemas/ChannelType"},"credentials":{"$ref":"#/components/schemas/IntegrationCredentials"},"active":{"type":"boolean","description":"Active integrations process events and messages."},"deleted":{"type":"boolean","description":"Soft delete marker.","x-unspecified":"The operation that sets an integration's `deleted` flag."},"deletedAt":{"type":"string","description":"ISO 8601 timestamp, set when soft deleted."},"deletedBy":{"type":"string","description":"Id of the user who deleted it."},"primary":{"type":"boolean","description":"The primary integration is the default for its channel."},"conditions":{"type":"array","items":{"$ref":"#/components/schemas/StepFilter"}}},"additionalProperties":false};

function validate219(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._environmentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_environmentId"},message:"must have required property '"+"_environmentId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data._organizationId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_organizationId"},message:"must have required property '"+"_organizationId"+"'"};
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
if(data.identifier === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identifier"},message:"must have required property '"+"identifier"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.providerId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providerId"},message:"must have required property '"+"providerId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.channel === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.credentials === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "credentials"},message:"must have required property '"+"credentials"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.active === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "active"},message:"must have required property '"+"active"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.deleted === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.primary === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "primary"},message:"must have required property '"+"primary"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema117.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err11 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data._environmentId !== undefined){
if(typeof data._environmentId !== "string"){
const err12 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data._organizationId !== undefined){
if(typeof data._organizationId !== "string"){
const err13 = {instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.identifier !== undefined){
if(typeof data.identifier !== "string"){
const err15 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.providerId !== undefined){
if(typeof data.providerId !== "string"){
const err16 = {instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.channel !== undefined){
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
}
if(data.credentials !== undefined){
if(!(validate211(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err17 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.deleted !== undefined){
if(typeof data.deleted !== "boolean"){
const err18 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.deletedAt !== undefined){
if(typeof data.deletedAt !== "string"){
const err19 = {instancePath:instancePath+"/deletedAt",schemaPath:"#/properties/deletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.deletedBy !== undefined){
if(typeof data.deletedBy !== "string"){
const err20 = {instancePath:instancePath+"/deletedBy",schemaPath:"#/properties/deletedBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.primary !== undefined){
if(typeof data.primary !== "boolean"){
const err21 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.conditions !== undefined){
let data13 = data.conditions;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
if(!(validate213(data13[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data13,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate219.errors = vErrors;
return errors === 0;
}


function validate218(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="createIntegration_response_201" */;
let vErrors = null;
let errors = 0;
if(!(validate219(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate219.errors : vErrors.concat(validate219.errors);
errors = vErrors.length;
}
validate218.errors = vErrors;
return errors === 0;
}

exports.createIntegration_response_default = validate224;
const schema118 = {"$id":"createIntegration_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate225(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate225.errors = null;
return true;
}


function validate224(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="createIntegration_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate225(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors);
errors = vErrors.length;
}
validate224.errors = vErrors;
return errors === 0;
}

exports.listActiveIntegrations_response_200 = validate227;
const schema120 = {"$id":"listActiveIntegrations_response_200","$ref":"openapi.json#/paths/~1v1~1integrations~1active/get/responses/200/content/application~1json/schema"};
const schema121 = {"type":"array","items":{"$ref":"#/components/schemas/Integration"}};

function validate229(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._environmentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_environmentId"},message:"must have required property '"+"_environmentId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data._organizationId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_organizationId"},message:"must have required property '"+"_organizationId"+"'"};
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
if(data.identifier === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identifier"},message:"must have required property '"+"identifier"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.providerId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providerId"},message:"must have required property '"+"providerId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.channel === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.credentials === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "credentials"},message:"must have required property '"+"credentials"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.active === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "active"},message:"must have required property '"+"active"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.deleted === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.primary === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "primary"},message:"must have required property '"+"primary"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema117.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err11 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data._environmentId !== undefined){
if(typeof data._environmentId !== "string"){
const err12 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data._organizationId !== undefined){
if(typeof data._organizationId !== "string"){
const err13 = {instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.identifier !== undefined){
if(typeof data.identifier !== "string"){
const err15 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.providerId !== undefined){
if(typeof data.providerId !== "string"){
const err16 = {instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.channel !== undefined){
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
}
if(data.credentials !== undefined){
if(!(validate211(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err17 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.deleted !== undefined){
if(typeof data.deleted !== "boolean"){
const err18 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.deletedAt !== undefined){
if(typeof data.deletedAt !== "string"){
const err19 = {instancePath:instancePath+"/deletedAt",schemaPath:"#/properties/deletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.deletedBy !== undefined){
if(typeof data.deletedBy !== "string"){
const err20 = {instancePath:instancePath+"/deletedBy",schemaPath:"#/properties/deletedBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.primary !== undefined){
if(typeof data.primary !== "boolean"){
const err21 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.conditions !== undefined){
let data13 = data.conditions;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
if(!(validate213(data13[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data13,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate229.errors = vErrors;
return errors === 0;
}


function validate228(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate229(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate229.errors : vErrors.concat(validate229.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate228.errors = vErrors;
return errors === 0;
}


function validate227(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listActiveIntegrations_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate228(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate228.errors : vErrors.concat(validate228.errors);
errors = vErrors.length;
}
validate227.errors = vErrors;
return errors === 0;
}

exports.listActiveIntegrations_response_default = validate235;
const schema123 = {"$id":"listActiveIntegrations_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate236(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate236.errors = null;
return true;
}


function validate235(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="listActiveIntegrations_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate236(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
validate235.errors = vErrors;
return errors === 0;
}

exports.updateIntegration_body = validate238;
const schema125 = {"$id":"updateIntegration_body","$ref":"openapi.json#/components/requestBodies/UpdateIntegrationBody/content/application~1json/schema"};
const schema126 = {"title":"UpdateIntegrationRequest","description":"Body of operation 5. Every field is optional.","type":"object","properties":{"name":{"type":"string"},"identifier":{"type":"string"},"_environmentId":{"type":"string"},"active":{"type":"boolean","description":"Credentials are validated when the integration is active."},"credentials":{"type":"object","description":"Provider configuration; see IntegrationCredentials for the fields of operation 6.","x-unspecified":"The fields of `credentials` on update (the seed says only \"object\")."},"check":{"type":"boolean","description":"Check the integration's status."},"conditions":{"type":"array","items":{"$ref":"#/components/schemas/StepFilter"}}},"additionalProperties":false};

function validate239(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "identifier")) || (key0 === "_environmentId")) || (key0 === "active")) || (key0 === "credentials")) || (key0 === "check")) || (key0 === "conditions"))){
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.identifier !== undefined){
if(typeof data.identifier !== "string"){
const err2 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data._environmentId !== undefined){
if(typeof data._environmentId !== "string"){
const err3 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err4 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.credentials !== undefined){
let data4 = data.credentials;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err5 = {instancePath:instancePath+"/credentials",schemaPath:"#/properties/credentials/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.check !== undefined){
if(typeof data.check !== "boolean"){
const err6 = {instancePath:instancePath+"/check",schemaPath:"#/properties/check/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.conditions !== undefined){
let data6 = data.conditions;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate213(data6[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate239.errors = vErrors;
return errors === 0;
}


function validate238(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateIntegration_body" */;
let vErrors = null;
let errors = 0;
if(!(validate239(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate239.errors : vErrors.concat(validate239.errors);
errors = vErrors.length;
}
validate238.errors = vErrors;
return errors === 0;
}

exports.updateIntegration_response_200 = validate242;
const schema127 = {"$id":"updateIntegration_response_200","$ref":"openapi.json#/paths/~1v1~1integrations~1{integrationId}/put/responses/200/content/application~1json/schema"};

function validate243(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._environmentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_environmentId"},message:"must have required property '"+"_environmentId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data._organizationId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_organizationId"},message:"must have required property '"+"_organizationId"+"'"};
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
if(data.identifier === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identifier"},message:"must have required property '"+"identifier"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.providerId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providerId"},message:"must have required property '"+"providerId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.channel === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.credentials === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "credentials"},message:"must have required property '"+"credentials"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.active === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "active"},message:"must have required property '"+"active"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.deleted === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.primary === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "primary"},message:"must have required property '"+"primary"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema117.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err11 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data._environmentId !== undefined){
if(typeof data._environmentId !== "string"){
const err12 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data._organizationId !== undefined){
if(typeof data._organizationId !== "string"){
const err13 = {instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.identifier !== undefined){
if(typeof data.identifier !== "string"){
const err15 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.providerId !== undefined){
if(typeof data.providerId !== "string"){
const err16 = {instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.channel !== undefined){
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
}
if(data.credentials !== undefined){
if(!(validate211(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err17 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.deleted !== undefined){
if(typeof data.deleted !== "boolean"){
const err18 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.deletedAt !== undefined){
if(typeof data.deletedAt !== "string"){
const err19 = {instancePath:instancePath+"/deletedAt",schemaPath:"#/properties/deletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.deletedBy !== undefined){
if(typeof data.deletedBy !== "string"){
const err20 = {instancePath:instancePath+"/deletedBy",schemaPath:"#/properties/deletedBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.primary !== undefined){
if(typeof data.primary !== "boolean"){
const err21 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.conditions !== undefined){
let data13 = data.conditions;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
if(!(validate213(data13[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data13,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate243.errors = vErrors;
return errors === 0;
}


function validate242(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateIntegration_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate243(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate243.errors : vErrors.concat(validate243.errors);
errors = vErrors.length;
}
validate242.errors = vErrors;
return errors === 0;
}

exports.updateIntegration_response_default = validate248;
const schema129 = {"$id":"updateIntegration_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate249(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate249.errors = null;
return true;
}


function validate248(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="updateIntegration_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate249(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate249.errors : vErrors.concat(validate249.errors);
errors = vErrors.length;
}
validate248.errors = vErrors;
return errors === 0;
}

exports.setPrimaryIntegration_response_200 = validate251;
const schema131 = {"$id":"setPrimaryIntegration_response_200","$ref":"openapi.json#/paths/~1v1~1integrations~1{integrationId}~1set-primary/post/responses/200/content/application~1json/schema"};

function validate252(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._environmentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_environmentId"},message:"must have required property '"+"_environmentId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data._organizationId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_organizationId"},message:"must have required property '"+"_organizationId"+"'"};
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
if(data.identifier === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identifier"},message:"must have required property '"+"identifier"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.providerId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providerId"},message:"must have required property '"+"providerId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.channel === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.credentials === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "credentials"},message:"must have required property '"+"credentials"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.active === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "active"},message:"must have required property '"+"active"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.deleted === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.primary === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "primary"},message:"must have required property '"+"primary"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema117.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err11 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data._environmentId !== undefined){
if(typeof data._environmentId !== "string"){
const err12 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data._organizationId !== undefined){
if(typeof data._organizationId !== "string"){
const err13 = {instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.identifier !== undefined){
if(typeof data.identifier !== "string"){
const err15 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.providerId !== undefined){
if(typeof data.providerId !== "string"){
const err16 = {instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.channel !== undefined){
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
}
if(data.credentials !== undefined){
if(!(validate211(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err17 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.deleted !== undefined){
if(typeof data.deleted !== "boolean"){
const err18 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.deletedAt !== undefined){
if(typeof data.deletedAt !== "string"){
const err19 = {instancePath:instancePath+"/deletedAt",schemaPath:"#/properties/deletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.deletedBy !== undefined){
if(typeof data.deletedBy !== "string"){
const err20 = {instancePath:instancePath+"/deletedBy",schemaPath:"#/properties/deletedBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.primary !== undefined){
if(typeof data.primary !== "boolean"){
const err21 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.conditions !== undefined){
let data13 = data.conditions;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
if(!(validate213(data13[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data13,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate252.errors = vErrors;
return errors === 0;
}


function validate251(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="setPrimaryIntegration_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate252(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate252.errors : vErrors.concat(validate252.errors);
errors = vErrors.length;
}
validate251.errors = vErrors;
return errors === 0;
}

exports.setPrimaryIntegration_response_default = validate257;
const schema133 = {"$id":"setPrimaryIntegration_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate258(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate258.errors = null;
return true;
}


function validate257(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="setPrimaryIntegration_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate258(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate258.errors : vErrors.concat(validate258.errors);
errors = vErrors.length;
}
validate257.errors = vErrors;
return errors === 0;
}

exports.deleteMessagesByTransaction_response_default = validate260;
const schema135 = {"$id":"deleteMessagesByTransaction_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate261(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate261.errors = null;
return true;
}


function validate260(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteMessagesByTransaction_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate261(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
validate260.errors = vErrors;
return errors === 0;
}

exports.triggerEvent_body = validate263;
const schema137 = {"$id":"triggerEvent_body","$ref":"openapi.json#/components/requestBodies/TriggerEventBody/content/application~1json/schema"};
const schema138 = {"title":"TriggerEventRequest","description":"One trigger request (seed 2.13), the body of operation 21 and each element of operation 22's `events`.","type":"object","required":["name","to"],"properties":{"name":{"type":"string","description":"Trigger identifier of the workflow."},"payload":{"type":"object","description":"Custom data used to render the workflow and for routing rules; also available when fetching the notification feed."},"overrides":{"$ref":"#/components/schemas/TriggerOverrides"},"to":{"$ref":"#/components/schemas/TriggerRecipients"},"transactionId":{"type":"string","description":"Generated as a UUID when omitted."},"actor":{"$ref":"#/components/schemas/TriggerActor"},"tenant":{"$ref":"#/components/schemas/TriggerTenant"}},"additionalProperties":false};
const schema139 = {"title":"TriggerOverrides","description":"Overrides of provider-specific configuration.","type":"object","x-unspecified":"The inner structure of `overrides` beyond being an object."};

function validate265(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate265.errors = vErrors;
return errors === 0;
}

const schema140 = {"title":"TriggerRecipients","description":"The recipients of a triggered event: an array of recipients, a subscriber id, a subscriber definition, or the (not shown) topic reference object (seed 2.13).","anyOf":[{"type":"array","items":{"$ref":"#/components/schemas/TriggerRecipient"}},{"type":"string"},{"$ref":"#/components/schemas/SubscriberDefinition"},{"$ref":"#/components/schemas/TopicRecipient"}]};
const schema141 = {"title":"TriggerRecipient","description":"One recipient; a string is a subscriber id.","anyOf":[{"$ref":"#/components/schemas/SubscriberDefinition"},{"$ref":"#/components/schemas/TopicRecipient"},{"type":"string"}]};
const schema142 = {"title":"SubscriberDefinition","description":"A recipient given as a subscriber definition (seed 2.13). A recipient given as a string is a subscriber id.","type":"object","x-unspecified":"Which fields of a subscriber definition are required.","properties":{"subscriberId":{"type":"string"},"email":{"type":"string"},"firstName":{"type":"string"},"lastName":{"type":"string"},"phone":{"type":"string"},"avatar":{"type":"string"},"locale":{"type":"string"},"timezone":{"type":"string"},"data":{"type":"object","description":"Custom data; every value is a string.","additionalProperties":{"type":"string"}},"channels":{"type":"array","items":{"$ref":"#/components/schemas/SubscriberDefinitionChannel"}}},"additionalProperties":false};
const schema143 = {"title":"SubscriberDefinitionChannel","description":"A channel of a subscriber definition (seed 2.13).","type":"object","x-unspecified":"Which fields of a subscriber definition's channel are required.","properties":{"providerId":{"$ref":"#/components/schemas/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/components/schemas/SubscriberDefinitionCredentials"}},"additionalProperties":false};
const schema144 = {"title":"SubscriberDefinitionCredentials","description":"Credentials of a channel in a subscriber definition (seed 2.13).","type":"object","x-unspecified":"Which fields of a subscriber definition's channel credentials are required.","properties":{"webhookUrl":{"type":"string"},"deviceTokens":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate272(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "webhookUrl") || (key0 === "deviceTokens"))){
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
if(data.webhookUrl !== undefined){
if(typeof data.webhookUrl !== "string"){
const err1 = {instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.deviceTokens !== undefined){
let data1 = data.deviceTokens;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err2 = {instancePath:instancePath+"/deviceTokens/" + i0,schemaPath:"#/properties/deviceTokens/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err3 = {instancePath:instancePath+"/deviceTokens",schemaPath:"#/properties/deviceTokens/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate272.errors = vErrors;
return errors === 0;
}


function validate270(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "providerId") || (key0 === "integrationIdentifier")) || (key0 === "credentials"))){
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
if(data.providerId !== undefined){
if(!(validate55(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
if(data.integrationIdentifier !== undefined){
if(typeof data.integrationIdentifier !== "string"){
const err1 = {instancePath:instancePath+"/integrationIdentifier",schemaPath:"#/properties/integrationIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.credentials !== undefined){
if(!(validate272(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate272.errors : vErrors.concat(validate272.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate270.errors = vErrors;
return errors === 0;
}


function validate269(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema142.properties, key0))){
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
if(data.subscriberId !== undefined){
if(typeof data.subscriberId !== "string"){
const err1 = {instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.email !== undefined){
if(typeof data.email !== "string"){
const err2 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.firstName !== undefined){
if(typeof data.firstName !== "string"){
const err3 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.lastName !== undefined){
if(typeof data.lastName !== "string"){
const err4 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.phone !== undefined){
if(typeof data.phone !== "string"){
const err5 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.avatar !== undefined){
if(typeof data.avatar !== "string"){
const err6 = {instancePath:instancePath+"/avatar",schemaPath:"#/properties/avatar/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.locale !== undefined){
if(typeof data.locale !== "string"){
const err7 = {instancePath:instancePath+"/locale",schemaPath:"#/properties/locale/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.timezone !== undefined){
if(typeof data.timezone !== "string"){
const err8 = {instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.data !== undefined){
let data8 = data.data;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
if(typeof data8[key1] !== "string"){
const err9 = {instancePath:instancePath+"/data/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.channels !== undefined){
let data10 = data.channels;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
if(!(validate270(data10[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate270.errors : vErrors.concat(validate270.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate269.errors = vErrors;
return errors === 0;
}

const schema145 = {"title":"TopicRecipient","description":"The second object form of a recipient, likely a topic reference. Any object is accepted.","type":"object","x-unspecified":"The shape of the second object variant of a recipient (likely a topic reference)."};

function validate276(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate276.errors = vErrors;
return errors === 0;
}


function validate268(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate269(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate269.errors : vErrors.concat(validate269.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate276(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate276.errors : vErrors.concat(validate276.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
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
validate268.errors = vErrors;
return errors === 0;
}


function validate267(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate268(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate268.errors : vErrors.concat(validate268.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(typeof data !== "string"){
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(!(validate269(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate269.errors : vErrors.concat(validate269.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs7 = errors;
if(!(validate276(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate276.errors : vErrors.concat(validate276.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid0 = valid0 || _valid0;
}
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
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
validate267.errors = vErrors;
return errors === 0;
}

const schema146 = {"title":"TriggerActor","description":"Subscriber id or object used to show the actor's avatar. An actor object for a new subscriber creates that subscriber.","anyOf":[{"type":"string"},{"type":"object"}],"x-unspecified":"The fields of an actor object."};

function validate282(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
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
validate282.errors = vErrors;
return errors === 0;
}

const schema147 = {"title":"TriggerTenant","description":"Tenant context. An existing tenant is updated with the given details.","anyOf":[{"type":"string"},{"type":"object"}],"x-unspecified":"The fields of a tenant object."};

function validate284(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
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
validate284.errors = vErrors;
return errors === 0;
}


function validate264(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.to === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "payload")) || (key0 === "overrides")) || (key0 === "to")) || (key0 === "transactionId")) || (key0 === "actor")) || (key0 === "tenant"))){
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.payload !== undefined){
let data1 = data.payload;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err4 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.overrides !== undefined){
if(!(validate265(data.overrides, {instancePath:instancePath+"/overrides",parentData:data,parentDataProperty:"overrides",rootData}))){
vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors);
errors = vErrors.length;
}
}
if(data.to !== undefined){
if(!(validate267(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate267.errors : vErrors.concat(validate267.errors);
errors = vErrors.length;
}
}
if(data.transactionId !== undefined){
if(typeof data.transactionId !== "string"){
const err5 = {instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.actor !== undefined){
if(!(validate282(data.actor, {instancePath:instancePath+"/actor",parentData:data,parentDataProperty:"actor",rootData}))){
vErrors = vErrors === null ? validate282.errors : vErrors.concat(validate282.errors);
errors = vErrors.length;
}
}
if(data.tenant !== undefined){
if(!(validate284(data.tenant, {instancePath:instancePath+"/tenant",parentData:data,parentDataProperty:"tenant",rootData}))){
vErrors = vErrors === null ? validate284.errors : vErrors.concat(validate284.errors);
errors = vErrors.length;
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
validate264.errors = vErrors;
return errors === 0;
}


function validate263(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEvent_body" */;
let vErrors = null;
let errors = 0;
if(!(validate264(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate264.errors : vErrors.concat(validate264.errors);
errors = vErrors.length;
}
validate263.errors = vErrors;
return errors === 0;
}

exports.triggerEvent_response_201 = validate287;
const schema148 = {"$id":"triggerEvent_response_201","$ref":"openapi.json#/paths/~1v1~1events~1trigger/post/responses/201/content/application~1json/schema"};
const schema149 = {"title":"TriggerEventResult","description":"Result of one triggered event (seed 2.14).","type":"object","required":["acknowledged","status"],"properties":{"acknowledged":{"type":"boolean"},"status":{"$ref":"#/components/schemas/TriggerEventStatus"},"error":{"type":"array","description":"Error messages, when present.","items":{"type":"string"}},"transactionId":{"type":"string","description":"Returned when available."}},"additionalProperties":false};
const schema150 = {"title":"TriggerEventStatus","description":"Status of a trigger result (seed 3.1).","type":"string","enum":["error","trigger_not_active","no_workflow_active_steps_defined","no_workflow_steps_defined","processed","no_tenant_found","invalid_recipients"],"x-unspecified":"The conditions that yield each trigger status beyond what its name states, and the transitions among trigger, execution detail and job statuses."};

function validate289(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(((((((data === "error") || (data === "trigger_not_active")) || (data === "no_workflow_active_steps_defined")) || (data === "no_workflow_steps_defined")) || (data === "processed")) || (data === "no_tenant_found")) || (data === "invalid_recipients"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema150.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate289.errors = vErrors;
return errors === 0;
}


function validate288(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.acknowledged === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "acknowledged"},message:"must have required property '"+"acknowledged"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "acknowledged") || (key0 === "status")) || (key0 === "error")) || (key0 === "transactionId"))){
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
if(data.acknowledged !== undefined){
if(typeof data.acknowledged !== "boolean"){
const err3 = {instancePath:instancePath+"/acknowledged",schemaPath:"#/properties/acknowledged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.status !== undefined){
if(!(validate289(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate289.errors : vErrors.concat(validate289.errors);
errors = vErrors.length;
}
}
if(data.error !== undefined){
let data2 = data.error;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err4 = {instancePath:instancePath+"/error/" + i0,schemaPath:"#/properties/error/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.transactionId !== undefined){
if(typeof data.transactionId !== "string"){
const err6 = {instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
validate288.errors = vErrors;
return errors === 0;
}


function validate287(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEvent_response_201" */;
let vErrors = null;
let errors = 0;
if(!(validate288(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate288.errors : vErrors.concat(validate288.errors);
errors = vErrors.length;
}
validate287.errors = vErrors;
return errors === 0;
}

exports.triggerEvent_response_default = validate292;
const schema151 = {"$id":"triggerEvent_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate293(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate293.errors = null;
return true;
}


function validate292(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEvent_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate293(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate293.errors : vErrors.concat(validate293.errors);
errors = vErrors.length;
}
validate292.errors = vErrors;
return errors === 0;
}

exports.triggerEventBulk_body = validate295;
const schema153 = {"$id":"triggerEventBulk_body","$ref":"openapi.json#/components/requestBodies/TriggerEventBulkBody/content/application~1json/schema"};
const schema154 = {"title":"TriggerEventBulkRequest","description":"Body of operation 22.","type":"object","required":["events"],"properties":{"events":{"type":"array","maxItems":100,"description":"At most 100 events per request.","items":{"$ref":"#/components/schemas/TriggerEventRequest"}}},"additionalProperties":false};

function validate297(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.to === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "payload")) || (key0 === "overrides")) || (key0 === "to")) || (key0 === "transactionId")) || (key0 === "actor")) || (key0 === "tenant"))){
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.payload !== undefined){
let data1 = data.payload;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err4 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.overrides !== undefined){
if(!(validate265(data.overrides, {instancePath:instancePath+"/overrides",parentData:data,parentDataProperty:"overrides",rootData}))){
vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors);
errors = vErrors.length;
}
}
if(data.to !== undefined){
if(!(validate267(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate267.errors : vErrors.concat(validate267.errors);
errors = vErrors.length;
}
}
if(data.transactionId !== undefined){
if(typeof data.transactionId !== "string"){
const err5 = {instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.actor !== undefined){
if(!(validate282(data.actor, {instancePath:instancePath+"/actor",parentData:data,parentDataProperty:"actor",rootData}))){
vErrors = vErrors === null ? validate282.errors : vErrors.concat(validate282.errors);
errors = vErrors.length;
}
}
if(data.tenant !== undefined){
if(!(validate284(data.tenant, {instancePath:instancePath+"/tenant",parentData:data,parentDataProperty:"tenant",rootData}))){
vErrors = vErrors === null ? validate284.errors : vErrors.concat(validate284.errors);
errors = vErrors.length;
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
validate297.errors = vErrors;
return errors === 0;
}


function validate296(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.events === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "events"},message:"must have required property '"+"events"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "events")){
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
if(data.events !== undefined){
let data0 = data.events;
if(Array.isArray(data0)){
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate297(data0[i0], {instancePath:instancePath+"/events/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate297.errors : vErrors.concat(validate297.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate296.errors = vErrors;
return errors === 0;
}


function validate295(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEventBulk_body" */;
let vErrors = null;
let errors = 0;
if(!(validate296(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate296.errors : vErrors.concat(validate296.errors);
errors = vErrors.length;
}
validate295.errors = vErrors;
return errors === 0;
}

exports.triggerEventBulk_response_201 = validate304;
const schema156 = {"$id":"triggerEventBulk_response_201","$ref":"openapi.json#/paths/~1v1~1events~1trigger~1bulk/post/responses/201/content/application~1json/schema"};
const schema157 = {"title":"TriggerEventBulkResult","description":"Results of a bulk trigger, one per event.","type":"array","x-unspecified":"The correspondence between the order of the results and the order of the input events.","items":{"$ref":"#/components/schemas/TriggerEventResult"}};

function validate306(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.acknowledged === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "acknowledged"},message:"must have required property '"+"acknowledged"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "acknowledged") || (key0 === "status")) || (key0 === "error")) || (key0 === "transactionId"))){
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
if(data.acknowledged !== undefined){
if(typeof data.acknowledged !== "boolean"){
const err3 = {instancePath:instancePath+"/acknowledged",schemaPath:"#/properties/acknowledged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.status !== undefined){
if(!(validate289(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate289.errors : vErrors.concat(validate289.errors);
errors = vErrors.length;
}
}
if(data.error !== undefined){
let data2 = data.error;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err4 = {instancePath:instancePath+"/error/" + i0,schemaPath:"#/properties/error/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.transactionId !== undefined){
if(typeof data.transactionId !== "string"){
const err6 = {instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
validate306.errors = vErrors;
return errors === 0;
}


function validate305(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate306(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate306.errors : vErrors.concat(validate306.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate305.errors = vErrors;
return errors === 0;
}


function validate304(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEventBulk_response_201" */;
let vErrors = null;
let errors = 0;
if(!(validate305(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate305.errors : vErrors.concat(validate305.errors);
errors = vErrors.length;
}
validate304.errors = vErrors;
return errors === 0;
}

exports.triggerEventBulk_response_default = validate310;
const schema159 = {"$id":"triggerEventBulk_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate311(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate311.errors = null;
return true;
}


function validate310(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="triggerEventBulk_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate311(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate311.errors : vErrors.concat(validate311.errors);
errors = vErrors.length;
}
validate310.errors = vErrors;
return errors === 0;
}

exports.getNotification_response_200 = validate313;
const schema161 = {"$id":"getNotification_response_200","$ref":"openapi.json#/paths/~1v1~1notifications~1{notificationId}/get/responses/200/content/application~1json/schema"};
const schema162 = {"title":"Notification","description":"The activity record of a triggered event: execution logs, status and the message generated by each workflow step (seed 2.15).","type":"object","required":["_environmentId","_organizationId","_subscriberId","transactionId"],"properties":{"_id":{"type":"string"},"_environmentId":{"type":"string"},"_organizationId":{"type":"string"},"_subscriberId":{"type":"string"},"transactionId":{"type":"string"},"_templateId":{"type":"string"},"_digestedNotificationId":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."},"channels":{"type":"array","items":{"$ref":"#/components/schemas/StepType"}},"subscriber":{"$ref":"#/components/schemas/NotificationSubscriber"},"template":{"$ref":"#/components/schemas/NotificationTemplate"},"jobs":{"type":"array","items":{"$ref":"#/components/schemas/Job"}},"payload":{"type":"object"},"tags":{"type":"array","items":{"type":"string"}},"controls":{"type":"object"},"to":{"type":"object"},"topics":{"type":"array","items":{"$ref":"#/components/schemas/NotificationTopic"}}},"additionalProperties":false};
const schema163 = {"title":"StepType","description":"Channel or step type of a job or notification (seed 2.15).","type":"string","enum":["in_app","email","sms","chat","push","digest","trigger","delay","custom"]};

function validate315(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(((((((((data === "in_app") || (data === "email")) || (data === "sms")) || (data === "chat")) || (data === "push")) || (data === "digest")) || (data === "trigger")) || (data === "delay")) || (data === "custom"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema163.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate315.errors = vErrors;
return errors === 0;
}

const schema164 = {"title":"NotificationSubscriber","description":"The subscriber of an activity record (seed 2.15).","type":"object","required":["subscriberId","_id"],"properties":{"subscriberId":{"type":"string","description":"External id."},"_id":{"type":"string","description":"Internal id."},"firstName":{"type":"string"},"lastName":{"type":"string"},"email":{"type":"string"},"phone":{"type":"string"}},"additionalProperties":false};

function validate317(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subscriberId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscriberId"},message:"must have required property '"+"subscriberId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data._id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "subscriberId") || (key0 === "_id")) || (key0 === "firstName")) || (key0 === "lastName")) || (key0 === "email")) || (key0 === "phone"))){
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
if(data.subscriberId !== undefined){
if(typeof data.subscriberId !== "string"){
const err3 = {instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err4 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.firstName !== undefined){
if(typeof data.firstName !== "string"){
const err5 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.lastName !== undefined){
if(typeof data.lastName !== "string"){
const err6 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.email !== undefined){
if(typeof data.email !== "string"){
const err7 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.phone !== undefined){
if(typeof data.phone !== "string"){
const err8 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate317.errors = vErrors;
return errors === 0;
}

const schema165 = {"title":"NotificationTemplate","description":"The workflow template of an activity record (seed 2.15).","type":"object","required":["name","triggers"],"properties":{"_id":{"type":"string"},"name":{"type":"string"},"origin":{"type":"string","enum":["platform-cloud","platform-cloud-v1","external"]},"triggers":{"type":"array","items":{"$ref":"#/components/schemas/TemplateTrigger"}}},"additionalProperties":false};
const schema166 = {"title":"TemplateTrigger","description":"A trigger of a workflow template (seed 2.15).","type":"object","required":["type","identifier","variables"],"properties":{"type":{"type":"string","enum":["event"]},"identifier":{"type":"string"},"variables":{"type":"array","items":{"$ref":"#/components/schemas/TemplateVariable"}},"subscriberVariables":{"type":"array","items":{"$ref":"#/components/schemas/TemplateVariable"}}},"additionalProperties":false};
const schema167 = {"title":"TemplateVariable","description":"A variable of a template trigger.","type":"object","required":["name"],"properties":{"name":{"type":"string"}},"additionalProperties":false};

function validate321(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "name")){
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
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate321.errors = vErrors;
return errors === 0;
}


function validate320(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
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
if(data.variables === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "identifier")) || (key0 === "variables")) || (key0 === "subscriberVariables"))){
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
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data0 === "event")){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema166.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.identifier !== undefined){
if(typeof data.identifier !== "string"){
const err6 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.variables !== undefined){
let data2 = data.variables;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate321(data2[i0], {instancePath:instancePath+"/variables/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate321.errors : vErrors.concat(validate321.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.subscriberVariables !== undefined){
let data4 = data.subscriberVariables;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(!(validate321(data4[i1], {instancePath:instancePath+"/subscriberVariables/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate321.errors : vErrors.concat(validate321.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/subscriberVariables",schemaPath:"#/properties/subscriberVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate320.errors = vErrors;
return errors === 0;
}


function validate319(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.triggers === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "triggers"},message:"must have required property '"+"triggers"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "_id") || (key0 === "name")) || (key0 === "origin")) || (key0 === "triggers"))){
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
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err3 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.origin !== undefined){
let data2 = data.origin;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data2 === "platform-cloud") || (data2 === "platform-cloud-v1")) || (data2 === "external"))){
const err6 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/enum",keyword:"enum",params:{allowedValues: schema165.properties.origin.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.triggers !== undefined){
let data3 = data.triggers;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate320(data3[i0], {instancePath:instancePath+"/triggers/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate320.errors : vErrors.concat(validate320.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate319.errors = vErrors;
return errors === 0;
}

const schema168 = {"title":"Job","description":"One job of an event's activity record (seed 2.15).","type":"object","required":["_id","type","executionDetails","step","providerId","status"],"properties":{"_id":{"type":"string"},"type":{"$ref":"#/components/schemas/StepType"},"digest":{"$ref":"#/components/schemas/Digest"},"executionDetails":{"type":"array","items":{"$ref":"#/components/schemas/ExecutionDetail"}},"step":{"$ref":"#/components/schemas/Step"},"overrides":{"type":"object","description":"Free-form overrides."},"payload":{"type":"object"},"providerId":{"$ref":"#/components/schemas/ProviderId"},"status":{"type":"string","x-unspecified":"The allowed values of a job status, and its transitions."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}},"additionalProperties":false};
const schema169 = {"title":"Digest","description":"Digest settings of a job (seed 2.15).","type":"object","required":["type"],"properties":{"digestKey":{"type":"string"},"amount":{"type":"number"},"unit":{"$ref":"#/components/schemas/DigestUnit"},"type":{"type":"string","enum":["regular","backoff","timed"]},"events":{"type":"array","items":{"type":"object"}},"backoff":{"type":"boolean"},"backoffAmount":{"type":"number"},"backoffUnit":{"$ref":"#/components/schemas/DigestUnit"},"updateMode":{"type":"boolean"},"timed":{"$ref":"#/components/schemas/DigestTimedConfig"}},"additionalProperties":false};
const schema170 = {"title":"DigestUnit","description":"Unit of a digest window.","type":"string","enum":["seconds","minutes","hours","days","weeks","months"]};

function validate329(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!((((((data === "seconds") || (data === "minutes")) || (data === "hours")) || (data === "days")) || (data === "weeks")) || (data === "months"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema170.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate329.errors = vErrors;
return errors === 0;
}

const schema171 = {"title":"DigestTimedConfig","description":"Schedule of a timed digest (seed 2.15).","type":"object","properties":{"atTime":{"type":"string"},"weekDays":{"type":"array","items":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]}},"monthDays":{"type":"array","items":{"type":"number"}},"ordinal":{"type":"string","enum":["1","2","3","4","5","last"]},"ordinalValue":{"type":"string","enum":["day","weekday","weekend","sunday","monday","tuesday","wednesday","thursday","friday","saturday"]},"monthlyType":{"type":"string","enum":["each","on"]},"cronExpression":{"type":"string"}},"additionalProperties":false};

function validate332(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "atTime") || (key0 === "weekDays")) || (key0 === "monthDays")) || (key0 === "ordinal")) || (key0 === "ordinalValue")) || (key0 === "monthlyType")) || (key0 === "cronExpression"))){
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
if(data.atTime !== undefined){
if(typeof data.atTime !== "string"){
const err1 = {instancePath:instancePath+"/atTime",schemaPath:"#/properties/atTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.weekDays !== undefined){
let data1 = data.weekDays;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/weekDays/" + i0,schemaPath:"#/properties/weekDays/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((((data2 === "monday") || (data2 === "tuesday")) || (data2 === "wednesday")) || (data2 === "thursday")) || (data2 === "friday")) || (data2 === "saturday")) || (data2 === "sunday"))){
const err3 = {instancePath:instancePath+"/weekDays/" + i0,schemaPath:"#/properties/weekDays/items/enum",keyword:"enum",params:{allowedValues: schema171.properties.weekDays.items.enum},message:"must be equal to one of the allowed values"};
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
const err4 = {instancePath:instancePath+"/weekDays",schemaPath:"#/properties/weekDays/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.monthDays !== undefined){
let data3 = data.monthDays;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err5 = {instancePath:instancePath+"/monthDays/" + i1,schemaPath:"#/properties/monthDays/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err6 = {instancePath:instancePath+"/monthDays",schemaPath:"#/properties/monthDays/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.ordinal !== undefined){
let data5 = data.ordinal;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/ordinal",schemaPath:"#/properties/ordinal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((data5 === "1") || (data5 === "2")) || (data5 === "3")) || (data5 === "4")) || (data5 === "5")) || (data5 === "last"))){
const err8 = {instancePath:instancePath+"/ordinal",schemaPath:"#/properties/ordinal/enum",keyword:"enum",params:{allowedValues: schema171.properties.ordinal.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.ordinalValue !== undefined){
let data6 = data.ordinalValue;
if(typeof data6 !== "string"){
const err9 = {instancePath:instancePath+"/ordinalValue",schemaPath:"#/properties/ordinalValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((((((data6 === "day") || (data6 === "weekday")) || (data6 === "weekend")) || (data6 === "sunday")) || (data6 === "monday")) || (data6 === "tuesday")) || (data6 === "wednesday")) || (data6 === "thursday")) || (data6 === "friday")) || (data6 === "saturday"))){
const err10 = {instancePath:instancePath+"/ordinalValue",schemaPath:"#/properties/ordinalValue/enum",keyword:"enum",params:{allowedValues: schema171.properties.ordinalValue.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.monthlyType !== undefined){
let data7 = data.monthlyType;
if(typeof data7 !== "string"){
const err11 = {instancePath:instancePath+"/monthlyType",schemaPath:"#/properties/monthlyType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data7 === "each") || (data7 === "on"))){
const err12 = {instancePath:instancePath+"/monthlyType",schemaPath:"#/properties/monthlyType/enum",keyword:"enum",params:{allowedValues: schema171.properties.monthlyType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.cronExpression !== undefined){
if(typeof data.cronExpression !== "string"){
const err13 = {instancePath:instancePath+"/cronExpression",schemaPath:"#/properties/cronExpression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate332.errors = vErrors;
return errors === 0;
}


function validate328(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema169.properties, key0))){
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
if(data.digestKey !== undefined){
if(typeof data.digestKey !== "string"){
const err2 = {instancePath:instancePath+"/digestKey",schemaPath:"#/properties/digestKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.amount !== undefined){
let data1 = data.amount;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.unit !== undefined){
if(!(validate329(data.unit, {instancePath:instancePath+"/unit",parentData:data,parentDataProperty:"unit",rootData}))){
vErrors = vErrors === null ? validate329.errors : vErrors.concat(validate329.errors);
errors = vErrors.length;
}
}
if(data.type !== undefined){
let data3 = data.type;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data3 === "regular") || (data3 === "backoff")) || (data3 === "timed"))){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema169.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.events !== undefined){
let data4 = data.events;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err6 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.backoff !== undefined){
if(typeof data.backoff !== "boolean"){
const err8 = {instancePath:instancePath+"/backoff",schemaPath:"#/properties/backoff/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.backoffAmount !== undefined){
let data7 = data.backoffAmount;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err9 = {instancePath:instancePath+"/backoffAmount",schemaPath:"#/properties/backoffAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.backoffUnit !== undefined){
if(!(validate329(data.backoffUnit, {instancePath:instancePath+"/backoffUnit",parentData:data,parentDataProperty:"backoffUnit",rootData}))){
vErrors = vErrors === null ? validate329.errors : vErrors.concat(validate329.errors);
errors = vErrors.length;
}
}
if(data.updateMode !== undefined){
if(typeof data.updateMode !== "boolean"){
const err10 = {instancePath:instancePath+"/updateMode",schemaPath:"#/properties/updateMode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.timed !== undefined){
if(!(validate332(data.timed, {instancePath:instancePath+"/timed",parentData:data,parentDataProperty:"timed",rootData}))){
vErrors = vErrors === null ? validate332.errors : vErrors.concat(validate332.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate328.errors = vErrors;
return errors === 0;
}

const schema172 = {"title":"ExecutionDetail","description":"One recorded outcome of a job (seed 2.15).","type":"object","required":["_id","status","detail","isRetry","isTest","providerId","source"],"properties":{"_id":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"status":{"type":"string","enum":["Success","Warning","Failed","Pending","Queued","ReadConfirmation"]},"detail":{"type":"string"},"isRetry":{"type":"boolean"},"isTest":{"type":"boolean"},"providerId":{"$ref":"#/components/schemas/ProviderId"},"raw":{"type":["string","null"]},"source":{"type":"string","enum":["Credentials","Internal","Payload","Webhook"]}},"additionalProperties":false};
const schema173 = {"title":"ProviderId","description":"Provider of a job or execution detail, any of the email, sms, push and chat providers (seed 2.16).","anyOf":[{"$ref":"#/components/schemas/EmailProviderId"},{"$ref":"#/components/schemas/SmsProviderId"},{"$ref":"#/components/schemas/PushProviderId"},{"$ref":"#/components/schemas/ChatProviderId"}]};
const schema174 = {"title":"EmailProviderId","description":"Email provider (seed 2.16).","type":"string","enum":["emailjs","mailgun","mailjet","mandrill","nodemailer","postmark","sendgrid","sendinblue","ses","netcore","infobip-email","resend","plunk","mailersend","mailtrap","clickatell","outlook365","platform-email","sparkpost","email-webhook","braze"]};

function validate337(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(((((((((((((((((((((data === "emailjs") || (data === "mailgun")) || (data === "mailjet")) || (data === "mandrill")) || (data === "nodemailer")) || (data === "postmark")) || (data === "sendgrid")) || (data === "sendinblue")) || (data === "ses")) || (data === "netcore")) || (data === "infobip-email")) || (data === "resend")) || (data === "plunk")) || (data === "mailersend")) || (data === "mailtrap")) || (data === "clickatell")) || (data === "outlook365")) || (data === "platform-email")) || (data === "sparkpost")) || (data === "email-webhook")) || (data === "braze"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema174.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate337.errors = vErrors;
return errors === 0;
}

const schema175 = {"title":"SmsProviderId","description":"SMS provider (seed 2.16).","type":"string","enum":["nexmo","plivo","sms77","sms-central","sns","telnyx","twilio","gupshup","firetext","infobip-sms","burst-sms","bulk-sms","isend-sms","forty-six-elks","kannel","maqsam","termii","africas-talking","platform-sms","sendchamp","generic-sms","clicksend","bandwidth","messagebird","simpletexting","azure-sms","ring-central","brevo-sms","eazy-sms","mobishastra","afro-message"]};

function validate339(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(((((((((((((((((((((((((((((((data === "nexmo") || (data === "plivo")) || (data === "sms77")) || (data === "sms-central")) || (data === "sns")) || (data === "telnyx")) || (data === "twilio")) || (data === "gupshup")) || (data === "firetext")) || (data === "infobip-sms")) || (data === "burst-sms")) || (data === "bulk-sms")) || (data === "isend-sms")) || (data === "forty-six-elks")) || (data === "kannel")) || (data === "maqsam")) || (data === "termii")) || (data === "africas-talking")) || (data === "platform-sms")) || (data === "sendchamp")) || (data === "generic-sms")) || (data === "clicksend")) || (data === "bandwidth")) || (data === "messagebird")) || (data === "simpletexting")) || (data === "azure-sms")) || (data === "ring-central")) || (data === "brevo-sms")) || (data === "eazy-sms")) || (data === "mobishastra")) || (data === "afro-message"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema175.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate339.errors = vErrors;
return errors === 0;
}

const schema176 = {"title":"PushProviderId","description":"Push provider (seed 2.16).","type":"string","enum":["fcm","apns","expo","one-signal","pushpad","push-webhook","pusher-beams","platform"]};

function validate341(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!((((((((data === "fcm") || (data === "apns")) || (data === "expo")) || (data === "one-signal")) || (data === "pushpad")) || (data === "push-webhook")) || (data === "pusher-beams")) || (data === "platform"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema176.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate341.errors = vErrors;
return errors === 0;
}

const schema177 = {"title":"ChatProviderId","description":"Chat provider (seed 2.16).","type":"string","enum":["slack","discord","msteams","mattermost","ryver","zulip","grafana-on-call","getstream","rocket-chat","whatsapp-business"]};

function validate343(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!((((((((((data === "slack") || (data === "discord")) || (data === "msteams")) || (data === "mattermost")) || (data === "ryver")) || (data === "zulip")) || (data === "grafana-on-call")) || (data === "getstream")) || (data === "rocket-chat")) || (data === "whatsapp-business"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema177.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate343.errors = vErrors;
return errors === 0;
}


function validate336(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate337(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate337.errors : vErrors.concat(validate337.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate339(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate339.errors : vErrors.concat(validate339.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate341(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate341.errors : vErrors.concat(validate341.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate343(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate343.errors : vErrors.concat(validate343.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
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
validate336.errors = vErrors;
return errors === 0;
}


function validate335(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.detail === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.isRetry === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isRetry"},message:"must have required property '"+"isRetry"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.isTest === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isTest"},message:"must have required property '"+"isTest"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.providerId === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providerId"},message:"must have required property '"+"providerId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.source === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema172.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err8 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err9 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((((data2 === "Success") || (data2 === "Warning")) || (data2 === "Failed")) || (data2 === "Pending")) || (data2 === "Queued")) || (data2 === "ReadConfirmation"))){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema172.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.detail !== undefined){
if(typeof data.detail !== "string"){
const err12 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.isRetry !== undefined){
if(typeof data.isRetry !== "boolean"){
const err13 = {instancePath:instancePath+"/isRetry",schemaPath:"#/properties/isRetry/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.isTest !== undefined){
if(typeof data.isTest !== "boolean"){
const err14 = {instancePath:instancePath+"/isTest",schemaPath:"#/properties/isTest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.providerId !== undefined){
if(!(validate336(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate336.errors : vErrors.concat(validate336.errors);
errors = vErrors.length;
}
}
if(data.raw !== undefined){
let data7 = data.raw;
if((typeof data7 !== "string") && (data7 !== null)){
const err15 = {instancePath:instancePath+"/raw",schemaPath:"#/properties/raw/type",keyword:"type",params:{type: schema172.properties.raw.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.source !== undefined){
let data8 = data.source;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((((data8 === "Credentials") || (data8 === "Internal")) || (data8 === "Payload")) || (data8 === "Webhook"))){
const err17 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema172.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate335.errors = vErrors;
return errors === 0;
}

const schema178 = {"title":"Step","description":"The workflow step a job runs (seed 2.15). `variants` nests steps recursively.","type":"object","required":["_id","active","filters","_templateId"],"properties":{"_id":{"type":"string"},"active":{"type":"boolean"},"replyCallback":{"type":"object"},"controlVariables":{"type":"object"},"metadata":{"type":"object"},"issues":{"type":"object"},"filters":{"type":"array","items":{"$ref":"#/components/schemas/StepFilter"}},"template":{"$ref":"#/components/schemas/MessageTemplate"},"variants":{"type":"array","items":{"$ref":"#/components/schemas/Step"}},"_templateId":{"type":"string"},"name":{"type":"string"},"_parentId":{"type":["string","null"]}},"additionalProperties":false};
const schema179 = {"title":"MessageTemplate","description":"The message template of a step. Any object is accepted.","type":"object","x-unspecified":"The fields of a message template."};

function validate349(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate349.errors = vErrors;
return errors === 0;
}

const wrapper0 = {validate: validate347};

function validate347(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.active === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "active"},message:"must have required property '"+"active"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.filters === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "filters"},message:"must have required property '"+"filters"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data._templateId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_templateId"},message:"must have required property '"+"_templateId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema178.properties, key0))){
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
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err5 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err6 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.replyCallback !== undefined){
let data2 = data.replyCallback;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err7 = {instancePath:instancePath+"/replyCallback",schemaPath:"#/properties/replyCallback/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.controlVariables !== undefined){
let data3 = data.controlVariables;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err8 = {instancePath:instancePath+"/controlVariables",schemaPath:"#/properties/controlVariables/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.metadata !== undefined){
let data4 = data.metadata;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err9 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.issues !== undefined){
let data5 = data.issues;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err10 = {instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.filters !== undefined){
let data6 = data.filters;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate213(data6[i0], {instancePath:instancePath+"/filters/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.template !== undefined){
if(!(validate349(data.template, {instancePath:instancePath+"/template",parentData:data,parentDataProperty:"template",rootData}))){
vErrors = vErrors === null ? validate349.errors : vErrors.concat(validate349.errors);
errors = vErrors.length;
}
}
if(data.variants !== undefined){
let data9 = data.variants;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(!(wrapper0.validate(data9[i1], {instancePath:instancePath+"/variants/" + i1,parentData:data9,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data._templateId !== undefined){
if(typeof data._templateId !== "string"){
const err13 = {instancePath:instancePath+"/_templateId",schemaPath:"#/properties/_templateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data._parentId !== undefined){
let data13 = data._parentId;
if((typeof data13 !== "string") && (data13 !== null)){
const err15 = {instancePath:instancePath+"/_parentId",schemaPath:"#/properties/_parentId/type",keyword:"type",params:{type: schema178.properties._parentId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate347.errors = vErrors;
return errors === 0;
}


function validate326(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_id"},message:"must have required property '"+"_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.executionDetails === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "executionDetails"},message:"must have required property '"+"executionDetails"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.step === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "step"},message:"must have required property '"+"step"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.providerId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providerId"},message:"must have required property '"+"providerId"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.status === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema168.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err7 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.type !== undefined){
if(!(validate315(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate315.errors : vErrors.concat(validate315.errors);
errors = vErrors.length;
}
}
if(data.digest !== undefined){
if(!(validate328(data.digest, {instancePath:instancePath+"/digest",parentData:data,parentDataProperty:"digest",rootData}))){
vErrors = vErrors === null ? validate328.errors : vErrors.concat(validate328.errors);
errors = vErrors.length;
}
}
if(data.executionDetails !== undefined){
let data3 = data.executionDetails;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate335(data3[i0], {instancePath:instancePath+"/executionDetails/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/executionDetails",schemaPath:"#/properties/executionDetails/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.step !== undefined){
if(!(validate347(data.step, {instancePath:instancePath+"/step",parentData:data,parentDataProperty:"step",rootData}))){
vErrors = vErrors === null ? validate347.errors : vErrors.concat(validate347.errors);
errors = vErrors.length;
}
}
if(data.overrides !== undefined){
let data6 = data.overrides;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err9 = {instancePath:instancePath+"/overrides",schemaPath:"#/properties/overrides/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.payload !== undefined){
let data7 = data.payload;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
const err10 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.providerId !== undefined){
if(!(validate336(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate336.errors : vErrors.concat(validate336.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
if(typeof data.status !== "string"){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err12 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate326.errors = vErrors;
return errors === 0;
}

const schema180 = {"title":"NotificationTopic","description":"A topic an event was sent to.","type":"object","required":["_topicId","topicKey"],"properties":{"_topicId":{"type":"string"},"topicKey":{"type":"string"}},"additionalProperties":false};

function validate354(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._topicId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_topicId"},message:"must have required property '"+"_topicId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.topicKey === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topicKey"},message:"must have required property '"+"topicKey"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "_topicId") || (key0 === "topicKey"))){
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
if(data._topicId !== undefined){
if(typeof data._topicId !== "string"){
const err3 = {instancePath:instancePath+"/_topicId",schemaPath:"#/properties/_topicId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.topicKey !== undefined){
if(typeof data.topicKey !== "string"){
const err4 = {instancePath:instancePath+"/topicKey",schemaPath:"#/properties/topicKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate354.errors = vErrors;
return errors === 0;
}


function validate314(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._environmentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_environmentId"},message:"must have required property '"+"_environmentId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data._organizationId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_organizationId"},message:"must have required property '"+"_organizationId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data._subscriberId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "_subscriberId"},message:"must have required property '"+"_subscriberId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.transactionId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionId"},message:"must have required property '"+"transactionId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema162.properties, key0))){
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
if(data._id !== undefined){
if(typeof data._id !== "string"){
const err5 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data._environmentId !== undefined){
if(typeof data._environmentId !== "string"){
const err6 = {instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data._organizationId !== undefined){
if(typeof data._organizationId !== "string"){
const err7 = {instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data._subscriberId !== undefined){
if(typeof data._subscriberId !== "string"){
const err8 = {instancePath:instancePath+"/_subscriberId",schemaPath:"#/properties/_subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.transactionId !== undefined){
if(typeof data.transactionId !== "string"){
const err9 = {instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data._templateId !== undefined){
if(typeof data._templateId !== "string"){
const err10 = {instancePath:instancePath+"/_templateId",schemaPath:"#/properties/_templateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data._digestedNotificationId !== undefined){
if(typeof data._digestedNotificationId !== "string"){
const err11 = {instancePath:instancePath+"/_digestedNotificationId",schemaPath:"#/properties/_digestedNotificationId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err12 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err13 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.channels !== undefined){
let data9 = data.channels;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(!(validate315(data9[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data9,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate315.errors : vErrors.concat(validate315.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.subscriber !== undefined){
if(!(validate317(data.subscriber, {instancePath:instancePath+"/subscriber",parentData:data,parentDataProperty:"subscriber",rootData}))){
vErrors = vErrors === null ? validate317.errors : vErrors.concat(validate317.errors);
errors = vErrors.length;
}
}
if(data.template !== undefined){
if(!(validate319(data.template, {instancePath:instancePath+"/template",parentData:data,parentDataProperty:"template",rootData}))){
vErrors = vErrors === null ? validate319.errors : vErrors.concat(validate319.errors);
errors = vErrors.length;
}
}
if(data.jobs !== undefined){
let data13 = data.jobs;
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
if(!(validate326(data13[i1], {instancePath:instancePath+"/jobs/" + i1,parentData:data13,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate326.errors : vErrors.concat(validate326.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/jobs",schemaPath:"#/properties/jobs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.payload !== undefined){
let data15 = data.payload;
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err16 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.tags !== undefined){
let data16 = data.tags;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
if(typeof data16[i2] !== "string"){
const err17 = {instancePath:instancePath+"/tags/" + i2,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.controls !== undefined){
let data18 = data.controls;
if(!(data18 && typeof data18 == "object" && !Array.isArray(data18))){
const err19 = {instancePath:instancePath+"/controls",schemaPath:"#/properties/controls/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.to !== undefined){
let data19 = data.to;
if(!(data19 && typeof data19 == "object" && !Array.isArray(data19))){
const err20 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.topics !== undefined){
let data20 = data.topics;
if(Array.isArray(data20)){
const len3 = data20.length;
for(let i3=0; i3<len3; i3++){
if(!(validate354(data20[i3], {instancePath:instancePath+"/topics/" + i3,parentData:data20,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate354.errors : vErrors.concat(validate354.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate314.errors = vErrors;
return errors === 0;
}


function validate313(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getNotification_response_200" */;
let vErrors = null;
let errors = 0;
if(!(validate314(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate314.errors : vErrors.concat(validate314.errors);
errors = vErrors.length;
}
validate313.errors = vErrors;
return errors === 0;
}

exports.getNotification_response_default = validate357;
const schema181 = {"$id":"getNotification_response_default","$ref":"openapi.json#/components/responses/ErrorResponse/content/application~1json/schema"};

function validate358(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate358.errors = null;
return true;
}


function validate357(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="getNotification_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate358(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate358.errors : vErrors.concat(validate358.errors);
errors = vErrors.length;
}
validate357.errors = vErrors;
return errors === 0;
}

exports.updateSubscriberCredentials_response_2XX = exports.updateSubscriberCredentials_response_200;
exports.updateSubscriberOnlineStatus_response_2XX = exports.updateSubscriberOnlineStatus_response_200;
exports.markAllSubscriberMessages_response_2XX = exports.markAllSubscriberMessages_response_200;
exports.deleteSubscriber_response_2XX = exports.deleteSubscriber_response_200;
exports.listSubscriberSubscriptions_response_2XX = exports.listSubscriberSubscriptions_response_200;
exports.getSubscriberPreferences_response_2XX = exports.getSubscriberPreferences_response_200;
exports.updateSubscriberPreferences_response_2XX = exports.updateSubscriberPreferences_response_200;
exports.listTopics_response_2XX = exports.listTopics_response_200;
exports.upsertTopic_response_2XX = exports.upsertTopic_response_200;
exports.getTopic_response_2XX = exports.getTopic_response_200;
exports.deleteTopic_response_2XX = exports.deleteTopic_response_200;
exports.updateTopic_response_2XX = exports.updateTopic_response_200;
exports.listTopicSubscriptions_response_2XX = exports.listTopicSubscriptions_response_200;
exports.deleteTopicSubscriptions_response_2XX = exports.deleteTopicSubscriptions_response_200;
exports.getTopicSubscriber_response_2XX = exports.getTopicSubscriber_response_200;
exports.createIntegration_response_2XX = exports.createIntegration_response_201;
exports.listActiveIntegrations_response_2XX = exports.listActiveIntegrations_response_200;
exports.updateIntegration_response_2XX = exports.updateIntegration_response_200;
exports.setPrimaryIntegration_response_2XX = exports.setPrimaryIntegration_response_200;
exports.triggerEvent_response_2XX = exports.triggerEvent_response_201;
exports.triggerEventBulk_response_2XX = exports.triggerEventBulk_response_201;
exports.getNotification_response_2XX = exports.getNotification_response_200;

