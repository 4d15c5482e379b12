// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
exports.updateSubscriberCredentials_body = validate52;
const schema19 = {"$id":"updateSubscriberCredentials_body","$ref":"openapi.json#/components/requestBodies/UpdateSubscriberCredentialsBody/content/application~1json/schema"};
const schema21 = {"title":"UpdateSubscriberCredentialsRequest","description":"Body of operation 1. `_integrationId` is not part of the request.","type":"object","required":["providerId","credentials"],"properties":{"providerId":{"$ref":"#/components/schemas/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/components/schemas/ChannelCredentials"}}};
const schema22 = {"title":"SubscriberChannelProviderId","description":"Provider of a subscriber's chat or push channel (seed 2.3).","type":"string","enum":["slack","discord","msteams","mattermost","ryver","zulip","grafana-on-call","getstream","rocket-chat","whatsapp-business","fcm","apns","expo","one-signal","pushpad","push-webhook","pusher-beams"]};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((data === "slack") || (data === "discord")) || (data === "msteams")) || (data === "mattermost")) || (data === "ryver")) || (data === "zulip")) || (data === "grafana-on-call")) || (data === "getstream")) || (data === "rocket-chat")) || (data === "whatsapp-business")) || (data === "fcm")) || (data === "apns")) || (data === "expo")) || (data === "one-signal")) || (data === "pushpad")) || (data === "push-webhook")) || (data === "pusher-beams"))){
validate55.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema22.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate55.errors = vErrors;
return errors === 0;
}

const schema23 = {"title":"ChannelCredentials","description":"Credentials of one subscriber channel. All fields are optional (seed 2.4).","type":"object","properties":{"webhookUrl":{"type":"string","description":"Webhook URL for chat integrations."},"channel":{"type":"string","description":"Channel specification for the `mattermost` provider."},"deviceTokens":{"type":"array","description":"Subscriber device tokens for push providers. On update they are appended to the existing ones.","items":{"type":"string"}},"alertUid":{"type":"string","description":"Grafana on-call alert UID."},"title":{"type":"string","description":"Grafana on-call title."},"imageUrl":{"type":"string","description":"Grafana on-call image URL."},"state":{"type":"string","description":"Grafana on-call state."},"externalUrl":{"type":"string","description":"Grafana on-call link to upstream details."}}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.webhookUrl !== undefined){
const _errs1 = errors;
if(typeof data.webhookUrl !== "string"){
validate57.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(typeof data.channel !== "string"){
validate57.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceTokens !== undefined){
let data2 = data.deviceTokens;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate57.errors = [{instancePath:instancePath+"/deviceTokens/" + i0,schemaPath:"#/properties/deviceTokens/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/deviceTokens",schemaPath:"#/properties/deviceTokens/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.alertUid !== undefined){
const _errs9 = errors;
if(typeof data.alertUid !== "string"){
validate57.errors = [{instancePath:instancePath+"/alertUid",schemaPath:"#/properties/alertUid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs11 = errors;
if(typeof data.title !== "string"){
validate57.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.imageUrl !== undefined){
const _errs13 = errors;
if(typeof data.imageUrl !== "string"){
validate57.errors = [{instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
const _errs15 = errors;
if(typeof data.state !== "string"){
validate57.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.externalUrl !== undefined){
const _errs17 = errors;
if(typeof data.externalUrl !== "string"){
validate57.errors = [{instancePath:instancePath+"/externalUrl",schemaPath:"#/properties/externalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
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
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.providerId === undefined) && (missing0 = "providerId")) || ((data.credentials === undefined) && (missing0 = "credentials"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.providerId !== undefined){
const _errs1 = errors;
if(!(validate55(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.integrationIdentifier !== undefined){
const _errs2 = errors;
if(typeof data.integrationIdentifier !== "string"){
validate54.errors = [{instancePath:instancePath+"/integrationIdentifier",schemaPath:"#/properties/integrationIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.credentials !== undefined){
const _errs4 = errors;
if(!(validate57(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
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
const schema25 = {"title":"Subscriber","description":"A subscriber, as returned by the credentials and online-status operations (seed 2.1).","type":"object","required":["subscriberId","_organizationId","_environmentId","deleted","createdAt","updatedAt"],"properties":{"_id":{"type":"string","description":"Internal id; differs from `subscriberId`."},"firstName":{"type":["string","null"]},"lastName":{"type":["string","null"]},"email":{"type":["string","null"]},"phone":{"type":["string","null"]},"avatar":{"type":["string","null"],"description":"URL of the subscriber's avatar."},"locale":{"type":["string","null"]},"timezone":{"type":["string","null"]},"channels":{"type":"array","items":{"$ref":"#/components/schemas/ChannelSettings"}},"topics":{"type":"array","deprecated":true,"description":"Deprecated.","x-unspecified":"Deprecation policy, and compatibility rules between API versions.","items":{"type":"string"}},"isOnline":{"type":["boolean","null"]},"lastOnlineAt":{"type":["string","null"],"description":"ISO 8601 timestamp."},"__v":{"type":"number","description":"Version of the subscriber document."},"data":{"type":["object","null"],"description":"Free-form custom data."},"subscriberId":{"type":"string","description":"Identifier the client used to create the subscriber."},"_organizationId":{"type":"string"},"_environmentId":{"type":"string"},"deleted":{"type":"boolean"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}}};
const schema26 = {"title":"ChannelSettings","description":"One chat or push channel of a subscriber, as returned by the service (seed 2.2). In responses `_integrationId` is required.","type":"object","required":["providerId","credentials","_integrationId"],"properties":{"providerId":{"$ref":"#/components/schemas/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/components/schemas/ChannelCredentials"},"_integrationId":{"type":"string","description":"Integration this channel belongs to."}}};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.providerId === undefined) && (missing0 = "providerId")) || ((data.credentials === undefined) && (missing0 = "credentials"))) || ((data._integrationId === undefined) && (missing0 = "_integrationId"))){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.providerId !== undefined){
const _errs1 = errors;
if(!(validate55(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.integrationIdentifier !== undefined){
const _errs2 = errors;
if(typeof data.integrationIdentifier !== "string"){
validate62.errors = [{instancePath:instancePath+"/integrationIdentifier",schemaPath:"#/properties/integrationIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.credentials !== undefined){
const _errs4 = errors;
if(!(validate57(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._integrationId !== undefined){
const _errs5 = errors;
if(typeof data._integrationId !== "string"){
validate62.errors = [{instancePath:instancePath+"/_integrationId",schemaPath:"#/properties/_integrationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
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
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.subscriberId === undefined) && (missing0 = "subscriberId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data._environmentId === undefined) && (missing0 = "_environmentId"))) || ((data.deleted === undefined) && (missing0 = "deleted"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate61.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstName !== undefined){
let data1 = data.firstName;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate61.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: schema25.properties.firstName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
let data2 = data.lastName;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate61.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: schema25.properties.lastName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
let data3 = data.email;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate61.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema25.properties.email.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
let data4 = data.phone;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate61.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema25.properties.phone.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avatar !== undefined){
let data5 = data.avatar;
const _errs11 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate61.errors = [{instancePath:instancePath+"/avatar",schemaPath:"#/properties/avatar/type",keyword:"type",params:{type: schema25.properties.avatar.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.locale !== undefined){
let data6 = data.locale;
const _errs13 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate61.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/properties/locale/type",keyword:"type",params:{type: schema25.properties.locale.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezone !== undefined){
let data7 = data.timezone;
const _errs15 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate61.errors = [{instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/type",keyword:"type",params:{type: schema25.properties.timezone.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
let data8 = data.channels;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(!(validate62(data8[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid1 = _errs19 === errors;
if(!valid1){
break;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topics !== undefined){
let data10 = data.topics;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data10)){
var valid2 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
const _errs22 = errors;
if(typeof data10[i1] !== "string"){
validate61.errors = [{instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs22 === errors;
if(!valid2){
break;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isOnline !== undefined){
let data12 = data.isOnline;
const _errs24 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate61.errors = [{instancePath:instancePath+"/isOnline",schemaPath:"#/properties/isOnline/type",keyword:"type",params:{type: schema25.properties.isOnline.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastOnlineAt !== undefined){
let data13 = data.lastOnlineAt;
const _errs26 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate61.errors = [{instancePath:instancePath+"/lastOnlineAt",schemaPath:"#/properties/lastOnlineAt/type",keyword:"type",params:{type: schema25.properties.lastOnlineAt.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.__v !== undefined){
let data14 = data.__v;
const _errs28 = errors;
if(!((typeof data14 == "number") && (isFinite(data14)))){
validate61.errors = [{instancePath:instancePath+"/__v",schemaPath:"#/properties/__v/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data15 = data.data;
const _errs30 = errors;
if((!(data15 && typeof data15 == "object" && !Array.isArray(data15))) && (data15 !== null)){
validate61.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: schema25.properties.data.type},message:"must be object,null"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriberId !== undefined){
const _errs32 = errors;
if(typeof data.subscriberId !== "string"){
validate61.errors = [{instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._organizationId !== undefined){
const _errs34 = errors;
if(typeof data._organizationId !== "string"){
validate61.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._environmentId !== undefined){
const _errs36 = errors;
if(typeof data._environmentId !== "string"){
validate61.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deleted !== undefined){
const _errs38 = errors;
if(typeof data.deleted !== "boolean"){
validate61.errors = [{instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs40 = errors;
if(typeof data.createdAt !== "string"){
validate61.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs42 = errors;
if(typeof data.updatedAt !== "string"){
validate61.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs42 === errors;
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
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema30 = {"title":"UpdateSubscriberOnlineStatusRequest","description":"Body of operation 2.","type":"object","required":["isOnline"],"properties":{"isOnline":{"type":"boolean"}}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.isOnline === undefined) && (missing0 = "isOnline")){
validate71.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.isOnline !== undefined){
if(typeof data.isOnline !== "boolean"){
validate71.errors = [{instancePath:instancePath+"/isOnline",schemaPath:"#/properties/isOnline/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.subscriberId === undefined) && (missing0 = "subscriberId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data._environmentId === undefined) && (missing0 = "_environmentId"))) || ((data.deleted === undefined) && (missing0 = "deleted"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate74.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate74.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstName !== undefined){
let data1 = data.firstName;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate74.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: schema25.properties.firstName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
let data2 = data.lastName;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate74.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: schema25.properties.lastName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
let data3 = data.email;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate74.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema25.properties.email.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
let data4 = data.phone;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate74.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema25.properties.phone.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avatar !== undefined){
let data5 = data.avatar;
const _errs11 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate74.errors = [{instancePath:instancePath+"/avatar",schemaPath:"#/properties/avatar/type",keyword:"type",params:{type: schema25.properties.avatar.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.locale !== undefined){
let data6 = data.locale;
const _errs13 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate74.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/properties/locale/type",keyword:"type",params:{type: schema25.properties.locale.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezone !== undefined){
let data7 = data.timezone;
const _errs15 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate74.errors = [{instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/type",keyword:"type",params:{type: schema25.properties.timezone.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
let data8 = data.channels;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(!(validate62(data8[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid1 = _errs19 === errors;
if(!valid1){
break;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topics !== undefined){
let data10 = data.topics;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data10)){
var valid2 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
const _errs22 = errors;
if(typeof data10[i1] !== "string"){
validate74.errors = [{instancePath:instancePath+"/topics/" + i1,schemaPath:"#/properties/topics/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs22 === errors;
if(!valid2){
break;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isOnline !== undefined){
let data12 = data.isOnline;
const _errs24 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate74.errors = [{instancePath:instancePath+"/isOnline",schemaPath:"#/properties/isOnline/type",keyword:"type",params:{type: schema25.properties.isOnline.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastOnlineAt !== undefined){
let data13 = data.lastOnlineAt;
const _errs26 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate74.errors = [{instancePath:instancePath+"/lastOnlineAt",schemaPath:"#/properties/lastOnlineAt/type",keyword:"type",params:{type: schema25.properties.lastOnlineAt.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.__v !== undefined){
let data14 = data.__v;
const _errs28 = errors;
if(!((typeof data14 == "number") && (isFinite(data14)))){
validate74.errors = [{instancePath:instancePath+"/__v",schemaPath:"#/properties/__v/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data15 = data.data;
const _errs30 = errors;
if((!(data15 && typeof data15 == "object" && !Array.isArray(data15))) && (data15 !== null)){
validate74.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: schema25.properties.data.type},message:"must be object,null"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriberId !== undefined){
const _errs32 = errors;
if(typeof data.subscriberId !== "string"){
validate74.errors = [{instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._organizationId !== undefined){
const _errs34 = errors;
if(typeof data._organizationId !== "string"){
validate74.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._environmentId !== undefined){
const _errs36 = errors;
if(typeof data._environmentId !== "string"){
validate74.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deleted !== undefined){
const _errs38 = errors;
if(typeof data.deleted !== "boolean"){
validate74.errors = [{instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs40 = errors;
if(typeof data.createdAt !== "string"){
validate74.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs42 = errors;
if(typeof data.updatedAt !== "string"){
validate74.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs42 === errors;
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
else {
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema36 = {"title":"MarkAllMessagesRequest","description":"Body of operation 15.","type":"object","required":["markAs"],"properties":{"markAs":{"type":"string","description":"The state every in-app message is set to.","enum":["read","seen","unread","unseen"]},"feedIdentifier":{"description":"Limit the change to these feeds.","anyOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]}}};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.markAs === undefined) && (missing0 = "markAs")){
validate81.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.markAs !== undefined){
let data0 = data.markAs;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate81.errors = [{instancePath:instancePath+"/markAs",schemaPath:"#/properties/markAs/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data0 === "read") || (data0 === "seen")) || (data0 === "unread")) || (data0 === "unseen"))){
validate81.errors = [{instancePath:instancePath+"/markAs",schemaPath:"#/properties/markAs/enum",keyword:"enum",params:{allowedValues: schema36.properties.markAs.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.feedIdentifier !== undefined){
let data1 = data.feedIdentifier;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(typeof data1[i0] !== "string"){
const err1 = {instancePath:instancePath+"/feedIdentifier/" + i0,schemaPath:"#/properties/feedIdentifier/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
const err2 = {instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err3 = {instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate81.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
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
const schema42 = {"title":"DeleteSubscriberResult","description":"Result of operation 18.","type":"object","required":["acknowledged","status"],"properties":{"acknowledged":{"type":"boolean"},"status":{"type":"string"}}};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.acknowledged === undefined) && (missing0 = "acknowledged")) || ((data.status === undefined) && (missing0 = "status"))){
validate90.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.acknowledged !== undefined){
const _errs1 = errors;
if(typeof data.acknowledged !== "boolean"){
validate90.errors = [{instancePath:instancePath+"/acknowledged",schemaPath:"#/properties/acknowledged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs3 = errors;
if(typeof data.status !== "string"){
validate90.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate90.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema46 = {"title":"TopicSubscriptionPage","description":"A page of topic subscriptions (seed 4.1).","type":"object","required":["data","next","previous"],"properties":{"data":{"type":"array","items":{"$ref":"#/components/schemas/TopicSubscription"}},"next":{"type":["string","null"],"description":"Cursor of the next page; null when there are no more pages."},"previous":{"type":["string","null"],"description":"Cursor of the previous page; null on the first page."}}};
const schema47 = {"title":"TopicSubscription","description":"A subscription of a subscriber to a topic, as listed by operations 3 and 4 (seed 2.7).","type":"object","required":["_id","createdAt","topic","subscriber"],"properties":{"_id":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"topic":{"$ref":"#/components/schemas/Topic"},"subscriber":{"$ref":"#/components/schemas/SubscriberSummary"}}};
const schema48 = {"title":"Topic","description":"A topic (seed 2.6).","type":"object","required":["_id","key"],"properties":{"_id":{"type":"string"},"key":{"type":"string","description":"Unique key of the topic in its environment."},"name":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}}};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._id === undefined) && (missing0 = "_id")) || ((data.key === undefined) && (missing0 = "key"))){
validate98.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate98.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
const _errs3 = errors;
if(typeof data.key !== "string"){
validate98.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate98.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs7 = errors;
if(typeof data.createdAt !== "string"){
validate98.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs9 = errors;
if(typeof data.updatedAt !== "string"){
validate98.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
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
else {
validate98.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}

const schema49 = {"title":"SubscriberSummary","description":"A subscriber embedded in a subscription record (seed 2.5).","type":"object","required":["_id","subscriberId"],"properties":{"_id":{"type":"string","description":"Internal id."},"subscriberId":{"type":"string","description":"External id."},"avatar":{"type":["string","null"]},"firstName":{"type":["string","null"]},"lastName":{"type":["string","null"]},"email":{"type":["string","null"]}}};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._id === undefined) && (missing0 = "_id")) || ((data.subscriberId === undefined) && (missing0 = "subscriberId"))){
validate100.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate100.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriberId !== undefined){
const _errs3 = errors;
if(typeof data.subscriberId !== "string"){
validate100.errors = [{instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avatar !== undefined){
let data2 = data.avatar;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate100.errors = [{instancePath:instancePath+"/avatar",schemaPath:"#/properties/avatar/type",keyword:"type",params:{type: schema49.properties.avatar.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstName !== undefined){
let data3 = data.firstName;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate100.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: schema49.properties.firstName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
let data4 = data.lastName;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate100.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: schema49.properties.lastName.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
let data5 = data.email;
const _errs11 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate100.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema49.properties.email.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs11 === errors;
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
else {
validate100.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}


function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data._id === undefined) && (missing0 = "_id")) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.topic === undefined) && (missing0 = "topic"))) || ((data.subscriber === undefined) && (missing0 = "subscriber"))){
validate97.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate97.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs3 = errors;
if(typeof data.createdAt !== "string"){
validate97.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topic !== undefined){
const _errs5 = errors;
if(!(validate98(data.topic, {instancePath:instancePath+"/topic",parentData:data,parentDataProperty:"topic",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriber !== undefined){
const _errs6 = errors;
if(!(validate100(data.subscriber, {instancePath:instancePath+"/subscriber",parentData:data,parentDataProperty:"subscriber",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
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
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}


function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.data === undefined) && (missing0 = "data")) || ((data.next === undefined) && (missing0 = "next"))) || ((data.previous === undefined) && (missing0 = "previous"))){
validate96.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate97(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next !== undefined){
let data2 = data.next;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate96.errors = [{instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: schema46.properties.next.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous !== undefined){
let data3 = data.previous;
const _errs6 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate96.errors = [{instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/type",keyword:"type",params:{type: schema46.properties.previous.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate96.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema53 = {"title":"SubscriberPreferences","description":"A subscriber's global and per-workflow preferences (seed 2.12).","type":"object","required":["global","workflows"],"properties":{"global":{"$ref":"#/components/schemas/GlobalPreference"},"workflows":{"type":"array","items":{"$ref":"#/components/schemas/WorkflowPreference"}}}};
const schema54 = {"title":"GlobalPreference","description":"A subscriber's global preference (seed 2.12).","type":"object","required":["enabled","channels"],"properties":{"enabled":{"type":"boolean"},"channels":{"$ref":"#/components/schemas/ChannelPreferences"}}};
const schema55 = {"title":"ChannelPreferences","description":"Whether each channel is enabled (seed 2.12).","type":"object","properties":{"email":{"type":"boolean"},"sms":{"type":"boolean"},"in_app":{"type":"boolean"},"chat":{"type":"boolean"},"push":{"type":"boolean"}}};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email !== undefined){
const _errs1 = errors;
if(typeof data.email !== "boolean"){
validate110.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sms !== undefined){
const _errs3 = errors;
if(typeof data.sms !== "boolean"){
validate110.errors = [{instancePath:instancePath+"/sms",schemaPath:"#/properties/sms/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.in_app !== undefined){
const _errs5 = errors;
if(typeof data.in_app !== "boolean"){
validate110.errors = [{instancePath:instancePath+"/in_app",schemaPath:"#/properties/in_app/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.chat !== undefined){
const _errs7 = errors;
if(typeof data.chat !== "boolean"){
validate110.errors = [{instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.push !== undefined){
const _errs9 = errors;
if(typeof data.push !== "boolean"){
validate110.errors = [{instancePath:instancePath+"/push",schemaPath:"#/properties/push/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
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
validate110.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate110.errors = vErrors;
return errors === 0;
}


function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.enabled === undefined) && (missing0 = "enabled")) || ((data.channels === undefined) && (missing0 = "channels"))){
validate109.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.enabled !== undefined){
const _errs1 = errors;
if(typeof data.enabled !== "boolean"){
validate109.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
const _errs3 = errors;
if(!(validate110(data.channels, {instancePath:instancePath+"/channels",parentData:data,parentDataProperty:"channels",rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate109.errors = vErrors;
return errors === 0;
}

const schema56 = {"title":"WorkflowPreference","description":"A subscriber's preference for one workflow (seed 2.12).","type":"object","required":["enabled","channels","overrides","workflow"],"properties":{"enabled":{"type":"boolean"},"channels":{"$ref":"#/components/schemas/ChannelPreferences"},"overrides":{"type":"array","items":{"$ref":"#/components/schemas/PreferenceOverride"}},"workflow":{"$ref":"#/components/schemas/PreferenceWorkflow"}}};
const schema57 = {"title":"PreferenceOverride","description":"Where the preference of one channel comes from (seed 2.12).","type":"object","required":["channel","source"],"properties":{"channel":{"$ref":"#/components/schemas/ChannelType"},"source":{"type":"string","enum":["subscriber","template","workflowOverride"]}}};
const schema58 = {"title":"ChannelType","description":"A delivery channel.","type":"string","enum":["in_app","email","sms","chat","push"]};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate116.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data === "in_app") || (data === "email")) || (data === "sms")) || (data === "chat")) || (data === "push"))){
validate116.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate116.errors = vErrors;
return errors === 0;
}


function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.channel === undefined) && (missing0 = "channel")) || ((data.source === undefined) && (missing0 = "source"))){
validate115.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.channel !== undefined){
const _errs1 = errors;
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data1 = data.source;
const _errs2 = errors;
if(typeof data1 !== "string"){
validate115.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "subscriber") || (data1 === "template")) || (data1 === "workflowOverride"))){
validate115.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema57.properties.source.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate115.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate115.errors = vErrors;
return errors === 0;
}

const schema59 = {"title":"PreferenceWorkflow","description":"The workflow a preference belongs to (seed 2.12).","type":"object","required":["slug","identifier","name"],"properties":{"slug":{"type":"string"},"identifier":{"type":"string"},"name":{"type":"string"},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}}};

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.slug === undefined) && (missing0 = "slug")) || ((data.identifier === undefined) && (missing0 = "identifier"))) || ((data.name === undefined) && (missing0 = "name"))){
validate119.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.slug !== undefined){
const _errs1 = errors;
if(typeof data.slug !== "string"){
validate119.errors = [{instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identifier !== undefined){
const _errs3 = errors;
if(typeof data.identifier !== "string"){
validate119.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate119.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs7 = errors;
if(typeof data.updatedAt !== "string"){
validate119.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate119.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate119.errors = vErrors;
return errors === 0;
}


function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.enabled === undefined) && (missing0 = "enabled")) || ((data.channels === undefined) && (missing0 = "channels"))) || ((data.overrides === undefined) && (missing0 = "overrides"))) || ((data.workflow === undefined) && (missing0 = "workflow"))){
validate113.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.enabled !== undefined){
const _errs1 = errors;
if(typeof data.enabled !== "boolean"){
validate113.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
const _errs3 = errors;
if(!(validate110(data.channels, {instancePath:instancePath+"/channels",parentData:data,parentDataProperty:"channels",rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.overrides !== undefined){
let data2 = data.overrides;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate115(data2[i0], {instancePath:instancePath+"/overrides/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate113.errors = [{instancePath:instancePath+"/overrides",schemaPath:"#/properties/overrides/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workflow !== undefined){
const _errs7 = errors;
if(!(validate119(data.workflow, {instancePath:instancePath+"/workflow",parentData:data,parentDataProperty:"workflow",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
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
validate113.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate113.errors = vErrors;
return errors === 0;
}


function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.global === undefined) && (missing0 = "global")) || ((data.workflows === undefined) && (missing0 = "workflows"))){
validate108.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.global !== undefined){
const _errs1 = errors;
if(!(validate109(data.global, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workflows !== undefined){
let data1 = data.workflows;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate113(data1[i0], {instancePath:instancePath+"/workflows/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate108.errors = [{instancePath:instancePath+"/workflows",schemaPath:"#/properties/workflows/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate108.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema63 = {"title":"UpdateSubscriberPreferencesRequest","description":"Body of operation 7. With `workflowId`, that workflow's preference is updated; without it, the global preferences are updated.","type":"object","required":["channels"],"properties":{"channels":{"$ref":"#/components/schemas/ChannelPreferences"},"workflowId":{"type":"string","description":"The workflow's internal `_id`, identifier or slug."}}};

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.channels === undefined) && (missing0 = "channels")){
validate127.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.channels !== undefined){
const _errs1 = errors;
if(!(validate110(data.channels, {instancePath:instancePath+"/channels",parentData:data,parentDataProperty:"channels",rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workflowId !== undefined){
const _errs2 = errors;
if(typeof data.workflowId !== "string"){
validate127.errors = [{instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate127.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.global === undefined) && (missing0 = "global")) || ((data.workflows === undefined) && (missing0 = "workflows"))){
validate131.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.global !== undefined){
const _errs1 = errors;
if(!(validate109(data.global, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workflows !== undefined){
let data1 = data.workflows;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate113(data1[i0], {instancePath:instancePath+"/workflows/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate131.errors = [{instancePath:instancePath+"/workflows",schemaPath:"#/properties/workflows/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate131.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema69 = {"title":"TopicPage","description":"A page of topics (seed 4.1).","type":"object","required":["data","next","previous"],"properties":{"data":{"type":"array","items":{"$ref":"#/components/schemas/Topic"}},"next":{"type":["string","null"],"description":"Cursor of the next page; null when there are no more pages."},"previous":{"type":["string","null"],"description":"Cursor of the previous page; null on the first page."}}};

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.data === undefined) && (missing0 = "data")) || ((data.next === undefined) && (missing0 = "next"))) || ((data.previous === undefined) && (missing0 = "previous"))){
validate139.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate98(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate139.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next !== undefined){
let data2 = data.next;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate139.errors = [{instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: schema69.properties.next.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous !== undefined){
let data3 = data.previous;
const _errs6 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate139.errors = [{instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/type",keyword:"type",params:{type: schema69.properties.previous.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate139.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema73 = {"title":"UpsertTopicRequest","description":"Body of operation 14. Creates the topic if its key is absent, updates it if present.","type":"object","required":["key"],"properties":{"key":{"$ref":"#/components/schemas/TopicKey"},"name":{"type":"string","minLength":0,"maxLength":100}}};
const schema74 = {"title":"TopicKey","description":"A topic key: 1 to 100 characters, only a-z, A-Z, 0-9, hyphen, underscore and colon, or a valid e-mail address.","anyOf":[{"type":"string","minLength":1,"maxLength":100,"pattern":"^[A-Za-z0-9_:-]+$"},{"type":"string","minLength":1,"maxLength":100,"format":"email"}]};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern3 = new RegExp("^[A-Za-z0-9_:-]+$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data === "string"){
if(func1(data) > 100){
const err0 = {instancePath,schemaPath:"#/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(func1(data) < 1){
const err1 = {instancePath,schemaPath:"#/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
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
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data === "string"){
if(func1(data) > 100){
const err4 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(func1(data) < 1){
const err5 = {instancePath,schemaPath:"#/anyOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
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
}
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
validate147.errors = vErrors;
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
validate147.errors = vErrors;
return errors === 0;
}


function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.key === undefined) && (missing0 = "key")){
validate146.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.key !== undefined){
const _errs1 = errors;
if(!(validate147(data.key, {instancePath:instancePath+"/key",parentData:data,parentDataProperty:"key",rootData}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data1 === "string"){
if(func1(data1) > 100){
validate146.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(func1(data1) < 0){
validate146.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 0},message:"must NOT have fewer than 0 characters"}];
return false;
}
}
}
else {
validate146.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate146.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._id === undefined) && (missing0 = "_id")) || ((data.key === undefined) && (missing0 = "key"))){
validate151.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate151.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
const _errs3 = errors;
if(typeof data.key !== "string"){
validate151.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate151.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs7 = errors;
if(typeof data.createdAt !== "string"){
validate151.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs9 = errors;
if(typeof data.updatedAt !== "string"){
validate151.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
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
else {
validate151.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._id === undefined) && (missing0 = "_id")) || ((data.key === undefined) && (missing0 = "key"))){
validate157.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate157.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
const _errs3 = errors;
if(typeof data.key !== "string"){
validate157.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate157.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs7 = errors;
if(typeof data.createdAt !== "string"){
validate157.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs9 = errors;
if(typeof data.updatedAt !== "string"){
validate157.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
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
else {
validate157.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema84 = {"title":"DeleteTopicResult","description":"Result of operation 20.","type":"object","required":["acknowledged"],"properties":{"acknowledged":{"type":"boolean"}}};

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.acknowledged === undefined) && (missing0 = "acknowledged")){
validate163.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.acknowledged !== undefined){
if(typeof data.acknowledged !== "boolean"){
validate163.errors = [{instancePath:instancePath+"/acknowledged",schemaPath:"#/properties/acknowledged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate163.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema88 = {"title":"UpdateTopicRequest","description":"Body of operation 13.","type":"object","required":["name"],"properties":{"name":{"type":"string","description":"Display name."}}};

function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate169.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
if(typeof data.name !== "string"){
validate169.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate169.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._id === undefined) && (missing0 = "_id")) || ((data.key === undefined) && (missing0 = "key"))){
validate172.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate172.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
const _errs3 = errors;
if(typeof data.key !== "string"){
validate172.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate172.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs7 = errors;
if(typeof data.createdAt !== "string"){
validate172.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs9 = errors;
if(typeof data.updatedAt !== "string"){
validate172.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
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
else {
validate172.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.data === undefined) && (missing0 = "data")) || ((data.next === undefined) && (missing0 = "next"))) || ((data.previous === undefined) && (missing0 = "previous"))){
validate178.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate97(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate178.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next !== undefined){
let data2 = data.next;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate178.errors = [{instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: schema46.properties.next.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous !== undefined){
let data3 = data.previous;
const _errs6 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate178.errors = [{instancePath:instancePath+"/previous",schemaPath:"#/properties/previous/type",keyword:"type",params:{type: schema46.properties.previous.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate178.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema98 = {"title":"DeleteTopicSubscriptionsRequest","description":"Body of operation 8.","type":"object","required":["subscriberIds"],"properties":{"subscriberIds":{"type":"array","maxItems":100,"items":{"type":"string"}}}};

function validate185(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.subscriberIds === undefined) && (missing0 = "subscriberIds")){
validate185.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.subscriberIds !== undefined){
let data0 = data.subscriberIds;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 100){
validate185.errors = [{instancePath:instancePath+"/subscriberIds",schemaPath:"#/properties/subscriberIds/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate185.errors = [{instancePath:instancePath+"/subscriberIds/" + i0,schemaPath:"#/properties/subscriberIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate185.errors = [{instancePath:instancePath+"/subscriberIds",schemaPath:"#/properties/subscriberIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate185.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema100 = {"title":"DeleteTopicSubscriptionsResult","description":"Partial result of operation 8.","type":"object","required":["data","meta"],"properties":{"data":{"type":"array","items":{"$ref":"#/components/schemas/DeletedTopicSubscription"}},"meta":{"$ref":"#/components/schemas/DeleteTopicSubscriptionsMeta"},"errors":{"type":"array","items":{"$ref":"#/components/schemas/DeleteTopicSubscriptionError"}}}};
const schema101 = {"title":"DeletedTopicSubscription","description":"A subscription removed by operation 8 (seed 2.7).","type":"object","required":["_id","topic","subscriber","createdAt","updatedAt"],"properties":{"_id":{"type":"string"},"topic":{"$ref":"#/components/schemas/TopicSummary"},"subscriber":{"$ref":"#/components/schemas/SubscriberSummary"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}}};
const schema102 = {"title":"TopicSummary","description":"The topic embedded in a deleted subscription (seed 2.6).","type":"object","required":["_id","key"],"properties":{"_id":{"type":"string"},"key":{"type":"string"},"name":{"type":"string"}}};

function validate190(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._id === undefined) && (missing0 = "_id")) || ((data.key === undefined) && (missing0 = "key"))){
validate190.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate190.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
const _errs3 = errors;
if(typeof data.key !== "string"){
validate190.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate190.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate190.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate190.errors = vErrors;
return errors === 0;
}


function validate189(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data._id === undefined) && (missing0 = "_id")) || ((data.topic === undefined) && (missing0 = "topic"))) || ((data.subscriber === undefined) && (missing0 = "subscriber"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate189.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate189.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topic !== undefined){
const _errs3 = errors;
if(!(validate190(data.topic, {instancePath:instancePath+"/topic",parentData:data,parentDataProperty:"topic",rootData}))){
vErrors = vErrors === null ? validate190.errors : vErrors.concat(validate190.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriber !== undefined){
const _errs4 = errors;
if(!(validate100(data.subscriber, {instancePath:instancePath+"/subscriber",parentData:data,parentDataProperty:"subscriber",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs5 = errors;
if(typeof data.createdAt !== "string"){
validate189.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs7 = errors;
if(typeof data.updatedAt !== "string"){
validate189.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate189.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate189.errors = vErrors;
return errors === 0;
}

const schema103 = {"title":"DeleteTopicSubscriptionsMeta","description":"Counts of a delete-subscriptions call.","type":"object","required":["totalCount","successful","failed"],"properties":{"totalCount":{"type":"number","description":"Number of subscriber ids provided."},"successful":{"type":"number"},"failed":{"type":"number"}}};

function validate194(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.totalCount === undefined) && (missing0 = "totalCount")) || ((data.successful === undefined) && (missing0 = "successful"))) || ((data.failed === undefined) && (missing0 = "failed"))){
validate194.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.totalCount !== undefined){
let data0 = data.totalCount;
const _errs1 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate194.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/properties/totalCount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.successful !== undefined){
let data1 = data.successful;
const _errs3 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate194.errors = [{instancePath:instancePath+"/successful",schemaPath:"#/properties/successful/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.failed !== undefined){
let data2 = data.failed;
const _errs5 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate194.errors = [{instancePath:instancePath+"/failed",schemaPath:"#/properties/failed/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate194.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate194.errors = vErrors;
return errors === 0;
}

const schema104 = {"title":"DeleteTopicSubscriptionError","description":"Why one subscription could not be removed. The code `SUBSCRIBER_NOT_FOUND` is used when a subscriber id cannot be found.","type":"object","required":["subscriberId","code","message"],"properties":{"subscriberId":{"type":"string"},"code":{"type":"string","x-unspecified":"Error codes other than `SUBSCRIBER_NOT_FOUND`."},"message":{"type":"string"}}};

function validate196(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.subscriberId === undefined) && (missing0 = "subscriberId")) || ((data.code === undefined) && (missing0 = "code"))) || ((data.message === undefined) && (missing0 = "message"))){
validate196.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.subscriberId !== undefined){
const _errs1 = errors;
if(typeof data.subscriberId !== "string"){
validate196.errors = [{instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
const _errs3 = errors;
if(typeof data.code !== "string"){
validate196.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs5 = errors;
if(typeof data.message !== "string"){
validate196.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate196.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate196.errors = vErrors;
return errors === 0;
}


function validate188(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.data === undefined) && (missing0 = "data")) || ((data.meta === undefined) && (missing0 = "meta"))){
validate188.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate189(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate189.errors : vErrors.concat(validate189.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate188.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
const _errs4 = errors;
if(!(validate194(data.meta, {instancePath:instancePath+"/meta",parentData:data,parentDataProperty:"meta",rootData}))){
vErrors = vErrors === null ? validate194.errors : vErrors.concat(validate194.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errors !== undefined){
let data3 = data.errors;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs7 = errors;
if(!(validate196(data3[i1], {instancePath:instancePath+"/errors/" + i1,parentData:data3,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate196.errors : vErrors.concat(validate196.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate188.errors = [{instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate188.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema108 = {"title":"TopicSubscriberMembership","description":"Result of the topic membership check (seed 2.8).","type":"object","required":["_organizationId","_environmentId","_subscriberId","_topicId","topicKey","externalSubscriberId"],"properties":{"_organizationId":{"type":"string"},"_environmentId":{"type":"string"},"_subscriberId":{"type":"string"},"_topicId":{"type":"string"},"topicKey":{"type":"string"},"externalSubscriberId":{"type":"string"}}};

function validate203(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data._organizationId === undefined) && (missing0 = "_organizationId")) || ((data._environmentId === undefined) && (missing0 = "_environmentId"))) || ((data._subscriberId === undefined) && (missing0 = "_subscriberId"))) || ((data._topicId === undefined) && (missing0 = "_topicId"))) || ((data.topicKey === undefined) && (missing0 = "topicKey"))) || ((data.externalSubscriberId === undefined) && (missing0 = "externalSubscriberId"))){
validate203.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._organizationId !== undefined){
const _errs1 = errors;
if(typeof data._organizationId !== "string"){
validate203.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate203.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._subscriberId !== undefined){
const _errs5 = errors;
if(typeof data._subscriberId !== "string"){
validate203.errors = [{instancePath:instancePath+"/_subscriberId",schemaPath:"#/properties/_subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._topicId !== undefined){
const _errs7 = errors;
if(typeof data._topicId !== "string"){
validate203.errors = [{instancePath:instancePath+"/_topicId",schemaPath:"#/properties/_topicId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topicKey !== undefined){
const _errs9 = errors;
if(typeof data.topicKey !== "string"){
validate203.errors = [{instancePath:instancePath+"/topicKey",schemaPath:"#/properties/topicKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.externalSubscriberId !== undefined){
const _errs11 = errors;
if(typeof data.externalSubscriberId !== "string"){
validate203.errors = [{instancePath:instancePath+"/externalSubscriberId",schemaPath:"#/properties/externalSubscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
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
else {
validate203.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema112 = {"title":"CreateIntegrationRequest","description":"Body of operation 6. The integration is created for the environment the API key belongs to.","type":"object","required":["providerId","channel"],"properties":{"providerId":{"type":"string"},"channel":{"$ref":"#/components/schemas/ChannelType"},"name":{"type":"string"},"identifier":{"type":"string"},"_environmentId":{"type":"string","format":"uuid"},"credentials":{"$ref":"#/components/schemas/IntegrationCredentials"},"active":{"type":"boolean","description":"Credentials are validated when the integration is active."},"check":{"type":"boolean","description":"Check the integration's status."},"conditions":{"type":"array","items":{"$ref":"#/components/schemas/StepFilter"}}}};
const schema113 = {"title":"IntegrationCredentials","description":"Provider configuration of an integration. All fields are optional; which fields each provider needs is provider-specific. Credentials returned in responses include the secret-bearing fields (seed 2.10).","type":"object","x-unspecified":"Which credential fields each provider needs.","properties":{"apiKey":{"type":"string"},"user":{"type":"string"},"secretKey":{"type":"string"},"domain":{"type":"string"},"password":{"type":"string"},"host":{"type":"string"},"port":{"type":"string"},"region":{"type":"string"},"accountSid":{"type":"string"},"messageProfileId":{"type":"string"},"token":{"type":"string"},"from":{"type":"string"},"senderName":{"type":"string"},"projectName":{"type":"string"},"applicationId":{"type":"string"},"clientId":{"type":"string"},"baseUrl":{"type":"string"},"webhookUrl":{"type":"string"},"redirectUrl":{"type":"string"},"serviceAccount":{"type":"string"},"ipPoolName":{"type":"string"},"apiKeyRequestHeader":{"type":"string"},"secretKeyRequestHeader":{"type":"string"},"idPath":{"type":"string"},"datePath":{"type":"string"},"apiToken":{"type":"string"},"authenticationTokenKey":{"type":"string"},"instanceId":{"type":"string"},"alertUid":{"type":"string"},"title":{"type":"string"},"imageUrl":{"type":"string"},"state":{"type":"string"},"externalLink":{"type":"string"},"channelId":{"type":"string"},"phoneNumberIdentification":{"type":"string"},"accessKey":{"type":"string"},"secure":{"type":"boolean"},"requireTls":{"type":"boolean"},"ignoreTls":{"type":"boolean"},"hmac":{"type":"boolean"},"authenticateByToken":{"type":"boolean"},"tlsOptions":{"type":"object","description":"Free-form TLS options."}}};

function validate211(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKey !== undefined){
const _errs1 = errors;
if(typeof data.apiKey !== "string"){
validate211.errors = [{instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/secretKey",schemaPath:"#/properties/secretKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/accountSid",schemaPath:"#/properties/accountSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/messageProfileId",schemaPath:"#/properties/messageProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/senderName",schemaPath:"#/properties/senderName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/projectName",schemaPath:"#/properties/projectName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/applicationId",schemaPath:"#/properties/applicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"#/properties/redirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/serviceAccount",schemaPath:"#/properties/serviceAccount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/ipPoolName",schemaPath:"#/properties/ipPoolName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/apiKeyRequestHeader",schemaPath:"#/properties/apiKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/secretKeyRequestHeader",schemaPath:"#/properties/secretKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/idPath",schemaPath:"#/properties/idPath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/datePath",schemaPath:"#/properties/datePath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/apiToken",schemaPath:"#/properties/apiToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/authenticationTokenKey",schemaPath:"#/properties/authenticationTokenKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/instanceId",schemaPath:"#/properties/instanceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/alertUid",schemaPath:"#/properties/alertUid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/externalLink",schemaPath:"#/properties/externalLink/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/phoneNumberIdentification",schemaPath:"#/properties/phoneNumberIdentification/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/accessKey",schemaPath:"#/properties/accessKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate211.errors = [{instancePath:instancePath+"/secure",schemaPath:"#/properties/secure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate211.errors = [{instancePath:instancePath+"/requireTls",schemaPath:"#/properties/requireTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate211.errors = [{instancePath:instancePath+"/ignoreTls",schemaPath:"#/properties/ignoreTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate211.errors = [{instancePath:instancePath+"/hmac",schemaPath:"#/properties/hmac/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate211.errors = [{instancePath:instancePath+"/authenticateByToken",schemaPath:"#/properties/authenticateByToken/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(!(data41 && typeof data41 == "object" && !Array.isArray(data41))){
validate211.errors = [{instancePath:instancePath+"/tlsOptions",schemaPath:"#/properties/tlsOptions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
validate211.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate211.errors = vErrors;
return errors === 0;
}

const schema114 = {"title":"StepFilter","description":"A condition group of a workflow step or an integration (seed 2.11).","type":"object","required":["isNegated","type","value","children"],"properties":{"isNegated":{"type":"boolean"},"type":{"type":"string","enum":["BOOLEAN","TEXT","DATE","NUMBER","STATEMENT","LIST","MULTI_LIST","GROUP"]},"value":{"type":"string","enum":["AND","OR"]},"children":{"type":"array","items":{"$ref":"#/components/schemas/FieldFilterPart"}}}};
const schema115 = {"title":"FieldFilterPart","description":"One condition of a step filter (seed 2.11).","type":"object","required":["field","value","operator","on"],"properties":{"field":{"type":"string"},"value":{"type":"string"},"operator":{"type":"string","enum":["LARGER","SMALLER","LARGER_EQUAL","SMALLER_EQUAL","EQUAL","NOT_EQUAL","ALL_IN","ANY_IN","NOT_IN","BETWEEN","NOT_BETWEEN","LIKE","NOT_LIKE","IN"]},"on":{"type":"string","enum":["subscriber","payload"]}}};

function validate214(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.field === undefined) && (missing0 = "field")) || ((data.value === undefined) && (missing0 = "value"))) || ((data.operator === undefined) && (missing0 = "operator"))) || ((data.on === undefined) && (missing0 = "on"))){
validate214.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.field !== undefined){
const _errs1 = errors;
if(typeof data.field !== "string"){
validate214.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate214.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate214.errors = [{instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((data2 === "LARGER") || (data2 === "SMALLER")) || (data2 === "LARGER_EQUAL")) || (data2 === "SMALLER_EQUAL")) || (data2 === "EQUAL")) || (data2 === "NOT_EQUAL")) || (data2 === "ALL_IN")) || (data2 === "ANY_IN")) || (data2 === "NOT_IN")) || (data2 === "BETWEEN")) || (data2 === "NOT_BETWEEN")) || (data2 === "LIKE")) || (data2 === "NOT_LIKE")) || (data2 === "IN"))){
validate214.errors = [{instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema115.properties.operator.enum},message:"must be equal to one of the allowed values"}];
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
validate214.errors = [{instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "subscriber") || (data3 === "payload"))){
validate214.errors = [{instancePath:instancePath+"/on",schemaPath:"#/properties/on/enum",keyword:"enum",params:{allowedValues: schema115.properties.on.enum},message:"must be equal to one of the allowed values"}];
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
validate214.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate214.errors = vErrors;
return errors === 0;
}


function validate213(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.isNegated === undefined) && (missing0 = "isNegated")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.children === undefined) && (missing0 = "children"))){
validate213.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.isNegated !== undefined){
const _errs1 = errors;
if(typeof data.isNegated !== "boolean"){
validate213.errors = [{instancePath:instancePath+"/isNegated",schemaPath:"#/properties/isNegated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate213.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data1 === "BOOLEAN") || (data1 === "TEXT")) || (data1 === "DATE")) || (data1 === "NUMBER")) || (data1 === "STATEMENT")) || (data1 === "LIST")) || (data1 === "MULTI_LIST")) || (data1 === "GROUP"))){
validate213.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema114.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
validate213.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "AND") || (data2 === "OR"))){
validate213.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/enum",keyword:"enum",params:{allowedValues: schema114.properties.value.enum},message:"must be equal to one of the allowed values"}];
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
if(!(validate214(data3[i0], {instancePath:instancePath+"/children/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate213.errors = [{instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate213.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate213.errors = vErrors;
return errors === 0;
}

const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate209(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.providerId === undefined) && (missing0 = "providerId")) || ((data.channel === undefined) && (missing0 = "channel"))){
validate209.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.providerId !== undefined){
const _errs1 = errors;
if(typeof data.providerId !== "string"){
validate209.errors = [{instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
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
validate209.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate209.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(formats2.test(data4))){
validate209.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate209.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate211(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
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
validate209.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate209.errors = [{instancePath:instancePath+"/check",schemaPath:"#/properties/check/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(!(validate213(data8[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
var valid1 = _errs17 === errors;
if(!valid1){
break;
}
}
}
else {
validate209.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate209.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema117 = {"title":"Integration","description":"A provider integration for one channel (seed 2.9).","type":"object","required":["_environmentId","_organizationId","name","identifier","providerId","channel","credentials","active","deleted","primary"],"properties":{"_id":{"type":"string","description":"Generated id."},"_environmentId":{"type":"string"},"_organizationId":{"type":"string"},"name":{"type":"string","description":"Name shown in the user interface."},"identifier":{"type":"string","description":"Unique string identifier."},"providerId":{"type":"string","description":"Provider of the integration."},"channel":{"$ref":"#/components/schemas/ChannelType"},"credentials":{"$ref":"#/components/schemas/IntegrationCredentials"},"active":{"type":"boolean","description":"Active integrations process events and messages."},"deleted":{"type":"boolean","description":"Soft delete marker.","x-unspecified":"The operation that sets an integration's `deleted` flag."},"deletedAt":{"type":"string","description":"ISO 8601 timestamp, set when soft deleted."},"deletedBy":{"type":"string","description":"Id of the user who deleted it."},"primary":{"type":"boolean","description":"The primary integration is the default for its channel."},"conditions":{"type":"array","items":{"$ref":"#/components/schemas/StepFilter"}}}};

function validate219(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data._environmentId === undefined) && (missing0 = "_environmentId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.identifier === undefined) && (missing0 = "identifier"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.channel === undefined) && (missing0 = "channel"))) || ((data.credentials === undefined) && (missing0 = "credentials"))) || ((data.active === undefined) && (missing0 = "active"))) || ((data.deleted === undefined) && (missing0 = "deleted"))) || ((data.primary === undefined) && (missing0 = "primary"))){
validate219.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate219.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate219.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate219.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate219.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate219.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate219.errors = [{instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
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
if(!(validate211(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
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
validate219.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate219.errors = [{instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(typeof data.deletedAt !== "string"){
validate219.errors = [{instancePath:instancePath+"/deletedAt",schemaPath:"#/properties/deletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedBy !== undefined){
const _errs21 = errors;
if(typeof data.deletedBy !== "string"){
validate219.errors = [{instancePath:instancePath+"/deletedBy",schemaPath:"#/properties/deletedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.primary !== undefined){
const _errs23 = errors;
if(typeof data.primary !== "boolean"){
validate219.errors = [{instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conditions !== undefined){
let data13 = data.conditions;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data13)){
var valid1 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
const _errs27 = errors;
if(!(validate213(data13[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data13,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
var valid1 = _errs27 === errors;
if(!valid1){
break;
}
}
}
else {
validate219.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
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
validate219.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data._environmentId === undefined) && (missing0 = "_environmentId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.identifier === undefined) && (missing0 = "identifier"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.channel === undefined) && (missing0 = "channel"))) || ((data.credentials === undefined) && (missing0 = "credentials"))) || ((data.active === undefined) && (missing0 = "active"))) || ((data.deleted === undefined) && (missing0 = "deleted"))) || ((data.primary === undefined) && (missing0 = "primary"))){
validate229.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate229.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate229.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate229.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate229.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate229.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate229.errors = [{instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
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
if(!(validate211(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
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
validate229.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate229.errors = [{instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(typeof data.deletedAt !== "string"){
validate229.errors = [{instancePath:instancePath+"/deletedAt",schemaPath:"#/properties/deletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedBy !== undefined){
const _errs21 = errors;
if(typeof data.deletedBy !== "string"){
validate229.errors = [{instancePath:instancePath+"/deletedBy",schemaPath:"#/properties/deletedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.primary !== undefined){
const _errs23 = errors;
if(typeof data.primary !== "boolean"){
validate229.errors = [{instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conditions !== undefined){
let data13 = data.conditions;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data13)){
var valid1 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
const _errs27 = errors;
if(!(validate213(data13[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data13,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
var valid1 = _errs27 === errors;
if(!valid1){
break;
}
}
}
else {
validate229.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
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
validate229.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate229.errors = vErrors;
return errors === 0;
}


function validate228(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate229(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate229.errors : vErrors.concat(validate229.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate228.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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
const schema126 = {"title":"UpdateIntegrationRequest","description":"Body of operation 5. Every field is optional.","type":"object","properties":{"name":{"type":"string"},"identifier":{"type":"string"},"_environmentId":{"type":"string"},"active":{"type":"boolean","description":"Credentials are validated when the integration is active."},"credentials":{"type":"object","description":"Provider configuration; see IntegrationCredentials for the fields of operation 6.","x-unspecified":"The fields of `credentials` on update (the seed says only \"object\")."},"check":{"type":"boolean","description":"Check the integration's status."},"conditions":{"type":"array","items":{"$ref":"#/components/schemas/StepFilter"}}}};

function validate239(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate239.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identifier !== undefined){
const _errs3 = errors;
if(typeof data.identifier !== "string"){
validate239.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._environmentId !== undefined){
const _errs5 = errors;
if(typeof data._environmentId !== "string"){
validate239.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs7 = errors;
if(typeof data.active !== "boolean"){
validate239.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.credentials !== undefined){
let data4 = data.credentials;
const _errs9 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate239.errors = [{instancePath:instancePath+"/credentials",schemaPath:"#/properties/credentials/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.check !== undefined){
const _errs11 = errors;
if(typeof data.check !== "boolean"){
validate239.errors = [{instancePath:instancePath+"/check",schemaPath:"#/properties/check/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conditions !== undefined){
let data6 = data.conditions;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs15 = errors;
if(!(validate213(data6[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate239.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
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
else {
validate239.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data._environmentId === undefined) && (missing0 = "_environmentId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.identifier === undefined) && (missing0 = "identifier"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.channel === undefined) && (missing0 = "channel"))) || ((data.credentials === undefined) && (missing0 = "credentials"))) || ((data.active === undefined) && (missing0 = "active"))) || ((data.deleted === undefined) && (missing0 = "deleted"))) || ((data.primary === undefined) && (missing0 = "primary"))){
validate243.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate243.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate243.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate243.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate243.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate243.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate243.errors = [{instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
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
if(!(validate211(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
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
validate243.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate243.errors = [{instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(typeof data.deletedAt !== "string"){
validate243.errors = [{instancePath:instancePath+"/deletedAt",schemaPath:"#/properties/deletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedBy !== undefined){
const _errs21 = errors;
if(typeof data.deletedBy !== "string"){
validate243.errors = [{instancePath:instancePath+"/deletedBy",schemaPath:"#/properties/deletedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.primary !== undefined){
const _errs23 = errors;
if(typeof data.primary !== "boolean"){
validate243.errors = [{instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conditions !== undefined){
let data13 = data.conditions;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data13)){
var valid1 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
const _errs27 = errors;
if(!(validate213(data13[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data13,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
var valid1 = _errs27 === errors;
if(!valid1){
break;
}
}
}
else {
validate243.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
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
validate243.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data._environmentId === undefined) && (missing0 = "_environmentId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.identifier === undefined) && (missing0 = "identifier"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.channel === undefined) && (missing0 = "channel"))) || ((data.credentials === undefined) && (missing0 = "credentials"))) || ((data.active === undefined) && (missing0 = "active"))) || ((data.deleted === undefined) && (missing0 = "deleted"))) || ((data.primary === undefined) && (missing0 = "primary"))){
validate252.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate252.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate252.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate252.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate252.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate252.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate252.errors = [{instancePath:instancePath+"/providerId",schemaPath:"#/properties/providerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate116(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
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
if(!(validate211(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
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
validate252.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate252.errors = [{instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(typeof data.deletedAt !== "string"){
validate252.errors = [{instancePath:instancePath+"/deletedAt",schemaPath:"#/properties/deletedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedBy !== undefined){
const _errs21 = errors;
if(typeof data.deletedBy !== "string"){
validate252.errors = [{instancePath:instancePath+"/deletedBy",schemaPath:"#/properties/deletedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.primary !== undefined){
const _errs23 = errors;
if(typeof data.primary !== "boolean"){
validate252.errors = [{instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conditions !== undefined){
let data13 = data.conditions;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data13)){
var valid1 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
const _errs27 = errors;
if(!(validate213(data13[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data13,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
var valid1 = _errs27 === errors;
if(!valid1){
break;
}
}
}
else {
validate252.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
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
validate252.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema138 = {"title":"TriggerEventRequest","description":"One trigger request (seed 2.13), the body of operation 21 and each element of operation 22's `events`.","type":"object","required":["name","to"],"properties":{"name":{"type":"string","description":"Trigger identifier of the workflow."},"payload":{"type":"object","description":"Custom data used to render the workflow and for routing rules; also available when fetching the notification feed."},"overrides":{"$ref":"#/components/schemas/TriggerOverrides"},"to":{"$ref":"#/components/schemas/TriggerRecipients"},"transactionId":{"type":"string","description":"Generated as a UUID when omitted."},"actor":{"$ref":"#/components/schemas/TriggerActor"},"tenant":{"$ref":"#/components/schemas/TriggerTenant"}}};
const schema139 = {"title":"TriggerOverrides","description":"Overrides of provider-specific configuration.","type":"object","x-unspecified":"The inner structure of `overrides` beyond being an object."};

function validate265(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate265.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
validate265.errors = vErrors;
return errors === 0;
}

const schema140 = {"title":"TriggerRecipients","description":"The recipients of a triggered event: an array of recipients, a subscriber id, a subscriber definition, or the (not shown) topic reference object (seed 2.13).","anyOf":[{"type":"array","items":{"$ref":"#/components/schemas/TriggerRecipient"}},{"type":"string"},{"$ref":"#/components/schemas/SubscriberDefinition"},{"$ref":"#/components/schemas/TopicRecipient"}]};
const schema141 = {"title":"TriggerRecipient","description":"One recipient; a string is a subscriber id.","anyOf":[{"$ref":"#/components/schemas/SubscriberDefinition"},{"$ref":"#/components/schemas/TopicRecipient"},{"type":"string"}]};
const schema142 = {"title":"SubscriberDefinition","description":"A recipient given as a subscriber definition (seed 2.13). A recipient given as a string is a subscriber id.","type":"object","x-unspecified":"Which fields of a subscriber definition are required.","properties":{"subscriberId":{"type":"string"},"email":{"type":"string"},"firstName":{"type":"string"},"lastName":{"type":"string"},"phone":{"type":"string"},"avatar":{"type":"string"},"locale":{"type":"string"},"timezone":{"type":"string"},"data":{"type":"object","description":"Custom data; every value is a string.","additionalProperties":{"type":"string"}},"channels":{"type":"array","items":{"$ref":"#/components/schemas/SubscriberDefinitionChannel"}}}};
const schema143 = {"title":"SubscriberDefinitionChannel","description":"A channel of a subscriber definition (seed 2.13).","type":"object","x-unspecified":"Which fields of a subscriber definition's channel are required.","properties":{"providerId":{"$ref":"#/components/schemas/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/components/schemas/SubscriberDefinitionCredentials"}}};
const schema144 = {"title":"SubscriberDefinitionCredentials","description":"Credentials of a channel in a subscriber definition (seed 2.13).","type":"object","x-unspecified":"Which fields of a subscriber definition's channel credentials are required.","properties":{"webhookUrl":{"type":"string"},"deviceTokens":{"type":"array","items":{"type":"string"}}}};

function validate272(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.webhookUrl !== undefined){
const _errs1 = errors;
if(typeof data.webhookUrl !== "string"){
validate272.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deviceTokens !== undefined){
let data1 = data.deviceTokens;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(typeof data1[i0] !== "string"){
validate272.errors = [{instancePath:instancePath+"/deviceTokens/" + i0,schemaPath:"#/properties/deviceTokens/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate272.errors = [{instancePath:instancePath+"/deviceTokens",schemaPath:"#/properties/deviceTokens/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate272.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate272.errors = vErrors;
return errors === 0;
}


function validate270(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.providerId !== undefined){
const _errs1 = errors;
if(!(validate55(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.integrationIdentifier !== undefined){
const _errs2 = errors;
if(typeof data.integrationIdentifier !== "string"){
validate270.errors = [{instancePath:instancePath+"/integrationIdentifier",schemaPath:"#/properties/integrationIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.credentials !== undefined){
const _errs4 = errors;
if(!(validate272(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate272.errors : vErrors.concat(validate272.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate270.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate270.errors = vErrors;
return errors === 0;
}


function validate269(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subscriberId !== undefined){
const _errs1 = errors;
if(typeof data.subscriberId !== "string"){
validate269.errors = [{instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
const _errs3 = errors;
if(typeof data.email !== "string"){
validate269.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstName !== undefined){
const _errs5 = errors;
if(typeof data.firstName !== "string"){
validate269.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
const _errs7 = errors;
if(typeof data.lastName !== "string"){
validate269.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
const _errs9 = errors;
if(typeof data.phone !== "string"){
validate269.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avatar !== undefined){
const _errs11 = errors;
if(typeof data.avatar !== "string"){
validate269.errors = [{instancePath:instancePath+"/avatar",schemaPath:"#/properties/avatar/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.locale !== undefined){
const _errs13 = errors;
if(typeof data.locale !== "string"){
validate269.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/properties/locale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezone !== undefined){
const _errs15 = errors;
if(typeof data.timezone !== "string"){
validate269.errors = [{instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data8 = data.data;
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key0 in data8){
const _errs20 = errors;
if(typeof data8[key0] !== "string"){
validate269.errors = [{instancePath:instancePath+"/data/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs20 === errors;
if(!valid1){
break;
}
}
}
else {
validate269.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
let data10 = data.channels;
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data10)){
var valid2 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs24 = errors;
if(!(validate270(data10[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate270.errors : vErrors.concat(validate270.errors);
errors = vErrors.length;
}
var valid2 = _errs24 === errors;
if(!valid2){
break;
}
}
}
else {
validate269.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs22 === errors;
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
validate269.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate269.errors = vErrors;
return errors === 0;
}

const schema145 = {"title":"TopicRecipient","description":"The second object form of a recipient, likely a topic reference. Any object is accepted.","type":"object","x-unspecified":"The shape of the second object variant of a recipient (likely a topic reference)."};

function validate276(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate276.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
validate268.errors = vErrors;
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
validate268.errors = vErrors;
return errors === 0;
}


function validate267(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data)){
var valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate268(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate268.errors : vErrors.concat(validate268.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
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
validate267.errors = vErrors;
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
validate282.errors = vErrors;
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
validate284.errors = vErrors;
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
validate284.errors = vErrors;
return errors === 0;
}


function validate264(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.to === undefined) && (missing0 = "to"))){
validate264.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate264.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate264.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.overrides !== undefined){
const _errs5 = errors;
if(!(validate265(data.overrides, {instancePath:instancePath+"/overrides",parentData:data,parentDataProperty:"overrides",rootData}))){
vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
const _errs6 = errors;
if(!(validate267(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate267.errors : vErrors.concat(validate267.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionId !== undefined){
const _errs7 = errors;
if(typeof data.transactionId !== "string"){
validate264.errors = [{instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
const _errs9 = errors;
if(!(validate282(data.actor, {instancePath:instancePath+"/actor",parentData:data,parentDataProperty:"actor",rootData}))){
vErrors = vErrors === null ? validate282.errors : vErrors.concat(validate282.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tenant !== undefined){
const _errs10 = errors;
if(!(validate284(data.tenant, {instancePath:instancePath+"/tenant",parentData:data,parentDataProperty:"tenant",rootData}))){
vErrors = vErrors === null ? validate284.errors : vErrors.concat(validate284.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
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
else {
validate264.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema149 = {"title":"TriggerEventResult","description":"Result of one triggered event (seed 2.14).","type":"object","required":["acknowledged","status"],"properties":{"acknowledged":{"type":"boolean"},"status":{"$ref":"#/components/schemas/TriggerEventStatus"},"error":{"type":"array","description":"Error messages, when present.","items":{"type":"string"}},"transactionId":{"type":"string","description":"Returned when available."}}};
const schema150 = {"title":"TriggerEventStatus","description":"Status of a trigger result (seed 3.1).","type":"string","enum":["error","trigger_not_active","no_workflow_active_steps_defined","no_workflow_steps_defined","processed","no_tenant_found","invalid_recipients"],"x-unspecified":"The conditions that yield each trigger status beyond what its name states, and the transitions among trigger, execution detail and job statuses."};

function validate289(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate289.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data === "error") || (data === "trigger_not_active")) || (data === "no_workflow_active_steps_defined")) || (data === "no_workflow_steps_defined")) || (data === "processed")) || (data === "no_tenant_found")) || (data === "invalid_recipients"))){
validate289.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema150.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate289.errors = vErrors;
return errors === 0;
}


function validate288(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.acknowledged === undefined) && (missing0 = "acknowledged")) || ((data.status === undefined) && (missing0 = "status"))){
validate288.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.acknowledged !== undefined){
const _errs1 = errors;
if(typeof data.acknowledged !== "boolean"){
validate288.errors = [{instancePath:instancePath+"/acknowledged",schemaPath:"#/properties/acknowledged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs3 = errors;
if(!(validate289(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate289.errors : vErrors.concat(validate289.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
let data2 = data.error;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(typeof data2[i0] !== "string"){
validate288.errors = [{instancePath:instancePath+"/error/" + i0,schemaPath:"#/properties/error/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate288.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionId !== undefined){
const _errs8 = errors;
if(typeof data.transactionId !== "string"){
validate288.errors = [{instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
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
validate288.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
const schema154 = {"title":"TriggerEventBulkRequest","description":"Body of operation 22.","type":"object","required":["events"],"properties":{"events":{"type":"array","maxItems":100,"description":"At most 100 events per request.","items":{"$ref":"#/components/schemas/TriggerEventRequest"}}}};

function validate297(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.to === undefined) && (missing0 = "to"))){
validate297.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate297.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data1 = data.payload;
const _errs3 = errors;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate297.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.overrides !== undefined){
const _errs5 = errors;
if(!(validate265(data.overrides, {instancePath:instancePath+"/overrides",parentData:data,parentDataProperty:"overrides",rootData}))){
vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
const _errs6 = errors;
if(!(validate267(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate267.errors : vErrors.concat(validate267.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionId !== undefined){
const _errs7 = errors;
if(typeof data.transactionId !== "string"){
validate297.errors = [{instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
const _errs9 = errors;
if(!(validate282(data.actor, {instancePath:instancePath+"/actor",parentData:data,parentDataProperty:"actor",rootData}))){
vErrors = vErrors === null ? validate282.errors : vErrors.concat(validate282.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tenant !== undefined){
const _errs10 = errors;
if(!(validate284(data.tenant, {instancePath:instancePath+"/tenant",parentData:data,parentDataProperty:"tenant",rootData}))){
vErrors = vErrors === null ? validate284.errors : vErrors.concat(validate284.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
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
else {
validate297.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate297.errors = vErrors;
return errors === 0;
}


function validate296(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.events === undefined) && (missing0 = "events")){
validate296.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.events !== undefined){
let data0 = data.events;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 100){
validate296.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate297(data0[i0], {instancePath:instancePath+"/events/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate297.errors : vErrors.concat(validate297.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate296.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate296.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.acknowledged === undefined) && (missing0 = "acknowledged")) || ((data.status === undefined) && (missing0 = "status"))){
validate306.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.acknowledged !== undefined){
const _errs1 = errors;
if(typeof data.acknowledged !== "boolean"){
validate306.errors = [{instancePath:instancePath+"/acknowledged",schemaPath:"#/properties/acknowledged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs3 = errors;
if(!(validate289(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate289.errors : vErrors.concat(validate289.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
let data2 = data.error;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(typeof data2[i0] !== "string"){
validate306.errors = [{instancePath:instancePath+"/error/" + i0,schemaPath:"#/properties/error/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionId !== undefined){
const _errs8 = errors;
if(typeof data.transactionId !== "string"){
validate306.errors = [{instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
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
validate306.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate306.errors = vErrors;
return errors === 0;
}


function validate305(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate306(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate306.errors : vErrors.concat(validate306.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate305.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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
const schema162 = {"title":"Notification","description":"The activity record of a triggered event: execution logs, status and the message generated by each workflow step (seed 2.15).","type":"object","required":["_environmentId","_organizationId","_subscriberId","transactionId"],"properties":{"_id":{"type":"string"},"_environmentId":{"type":"string"},"_organizationId":{"type":"string"},"_subscriberId":{"type":"string"},"transactionId":{"type":"string"},"_templateId":{"type":"string"},"_digestedNotificationId":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."},"channels":{"type":"array","items":{"$ref":"#/components/schemas/StepType"}},"subscriber":{"$ref":"#/components/schemas/NotificationSubscriber"},"template":{"$ref":"#/components/schemas/NotificationTemplate"},"jobs":{"type":"array","items":{"$ref":"#/components/schemas/Job"}},"payload":{"type":"object"},"tags":{"type":"array","items":{"type":"string"}},"controls":{"type":"object"},"to":{"type":"object"},"topics":{"type":"array","items":{"$ref":"#/components/schemas/NotificationTopic"}}}};
const schema163 = {"title":"StepType","description":"Channel or step type of a job or notification (seed 2.15).","type":"string","enum":["in_app","email","sms","chat","push","digest","trigger","delay","custom"]};

function validate315(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate315.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data === "in_app") || (data === "email")) || (data === "sms")) || (data === "chat")) || (data === "push")) || (data === "digest")) || (data === "trigger")) || (data === "delay")) || (data === "custom"))){
validate315.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema163.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate315.errors = vErrors;
return errors === 0;
}

const schema164 = {"title":"NotificationSubscriber","description":"The subscriber of an activity record (seed 2.15).","type":"object","required":["subscriberId","_id"],"properties":{"subscriberId":{"type":"string","description":"External id."},"_id":{"type":"string","description":"Internal id."},"firstName":{"type":"string"},"lastName":{"type":"string"},"email":{"type":"string"},"phone":{"type":"string"}}};

function validate317(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.subscriberId === undefined) && (missing0 = "subscriberId")) || ((data._id === undefined) && (missing0 = "_id"))){
validate317.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.subscriberId !== undefined){
const _errs1 = errors;
if(typeof data.subscriberId !== "string"){
validate317.errors = [{instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._id !== undefined){
const _errs3 = errors;
if(typeof data._id !== "string"){
validate317.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstName !== undefined){
const _errs5 = errors;
if(typeof data.firstName !== "string"){
validate317.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
const _errs7 = errors;
if(typeof data.lastName !== "string"){
validate317.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
const _errs9 = errors;
if(typeof data.email !== "string"){
validate317.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
const _errs11 = errors;
if(typeof data.phone !== "string"){
validate317.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
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
else {
validate317.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate317.errors = vErrors;
return errors === 0;
}

const schema165 = {"title":"NotificationTemplate","description":"The workflow template of an activity record (seed 2.15).","type":"object","required":["name","triggers"],"properties":{"_id":{"type":"string"},"name":{"type":"string"},"origin":{"type":"string","enum":["platform-cloud","platform-cloud-v1","external"]},"triggers":{"type":"array","items":{"$ref":"#/components/schemas/TemplateTrigger"}}}};
const schema166 = {"title":"TemplateTrigger","description":"A trigger of a workflow template (seed 2.15).","type":"object","required":["type","identifier","variables"],"properties":{"type":{"type":"string","enum":["event"]},"identifier":{"type":"string"},"variables":{"type":"array","items":{"$ref":"#/components/schemas/TemplateVariable"}},"subscriberVariables":{"type":"array","items":{"$ref":"#/components/schemas/TemplateVariable"}}}};
const schema167 = {"title":"TemplateVariable","description":"A variable of a template trigger.","type":"object","required":["name"],"properties":{"name":{"type":"string"}}};

function validate321(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate321.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
if(typeof data.name !== "string"){
validate321.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate321.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate321.errors = vErrors;
return errors === 0;
}


function validate320(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.identifier === undefined) && (missing0 = "identifier"))) || ((data.variables === undefined) && (missing0 = "variables"))){
validate320.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate320.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "event")){
validate320.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema166.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identifier !== undefined){
const _errs3 = errors;
if(typeof data.identifier !== "string"){
validate320.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.variables !== undefined){
let data2 = data.variables;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate321(data2[i0], {instancePath:instancePath+"/variables/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate321.errors : vErrors.concat(validate321.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate320.errors = [{instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriberVariables !== undefined){
let data4 = data.subscriberVariables;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs10 = errors;
if(!(validate321(data4[i1], {instancePath:instancePath+"/subscriberVariables/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate321.errors : vErrors.concat(validate321.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate320.errors = [{instancePath:instancePath+"/subscriberVariables",schemaPath:"#/properties/subscriberVariables/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
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
validate320.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate320.errors = vErrors;
return errors === 0;
}


function validate319(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.triggers === undefined) && (missing0 = "triggers"))){
validate319.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate319.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate319.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.origin !== undefined){
let data2 = data.origin;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate319.errors = [{instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "platform-cloud") || (data2 === "platform-cloud-v1")) || (data2 === "external"))){
validate319.errors = [{instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/enum",keyword:"enum",params:{allowedValues: schema165.properties.origin.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.triggers !== undefined){
let data3 = data.triggers;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate320(data3[i0], {instancePath:instancePath+"/triggers/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate320.errors : vErrors.concat(validate320.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate319.errors = [{instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate319.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate319.errors = vErrors;
return errors === 0;
}

const schema168 = {"title":"Job","description":"One job of an event's activity record (seed 2.15).","type":"object","required":["_id","type","executionDetails","step","providerId","status"],"properties":{"_id":{"type":"string"},"type":{"$ref":"#/components/schemas/StepType"},"digest":{"$ref":"#/components/schemas/Digest"},"executionDetails":{"type":"array","items":{"$ref":"#/components/schemas/ExecutionDetail"}},"step":{"$ref":"#/components/schemas/Step"},"overrides":{"type":"object","description":"Free-form overrides."},"payload":{"type":"object"},"providerId":{"$ref":"#/components/schemas/ProviderId"},"status":{"type":"string","x-unspecified":"The allowed values of a job status, and its transitions."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}}};
const schema169 = {"title":"Digest","description":"Digest settings of a job (seed 2.15).","type":"object","required":["type"],"properties":{"digestKey":{"type":"string"},"amount":{"type":"number"},"unit":{"$ref":"#/components/schemas/DigestUnit"},"type":{"type":"string","enum":["regular","backoff","timed"]},"events":{"type":"array","items":{"type":"object"}},"backoff":{"type":"boolean"},"backoffAmount":{"type":"number"},"backoffUnit":{"$ref":"#/components/schemas/DigestUnit"},"updateMode":{"type":"boolean"},"timed":{"$ref":"#/components/schemas/DigestTimedConfig"}}};
const schema170 = {"title":"DigestUnit","description":"Unit of a digest window.","type":"string","enum":["seconds","minutes","hours","days","weeks","months"]};

function validate329(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate329.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data === "seconds") || (data === "minutes")) || (data === "hours")) || (data === "days")) || (data === "weeks")) || (data === "months"))){
validate329.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema170.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate329.errors = vErrors;
return errors === 0;
}

const schema171 = {"title":"DigestTimedConfig","description":"Schedule of a timed digest (seed 2.15).","type":"object","properties":{"atTime":{"type":"string"},"weekDays":{"type":"array","items":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]}},"monthDays":{"type":"array","items":{"type":"number"}},"ordinal":{"type":"string","enum":["1","2","3","4","5","last"]},"ordinalValue":{"type":"string","enum":["day","weekday","weekend","sunday","monday","tuesday","wednesday","thursday","friday","saturday"]},"monthlyType":{"type":"string","enum":["each","on"]},"cronExpression":{"type":"string"}}};

function validate332(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.atTime !== undefined){
const _errs1 = errors;
if(typeof data.atTime !== "string"){
validate332.errors = [{instancePath:instancePath+"/atTime",schemaPath:"#/properties/atTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.weekDays !== undefined){
let data1 = data.weekDays;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
if(typeof data2 !== "string"){
validate332.errors = [{instancePath:instancePath+"/weekDays/" + i0,schemaPath:"#/properties/weekDays/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "monday") || (data2 === "tuesday")) || (data2 === "wednesday")) || (data2 === "thursday")) || (data2 === "friday")) || (data2 === "saturday")) || (data2 === "sunday"))){
validate332.errors = [{instancePath:instancePath+"/weekDays/" + i0,schemaPath:"#/properties/weekDays/items/enum",keyword:"enum",params:{allowedValues: schema171.properties.weekDays.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate332.errors = [{instancePath:instancePath+"/weekDays",schemaPath:"#/properties/weekDays/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.monthDays !== undefined){
let data3 = data.monthDays;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
const _errs9 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate332.errors = [{instancePath:instancePath+"/monthDays/" + i1,schemaPath:"#/properties/monthDays/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate332.errors = [{instancePath:instancePath+"/monthDays",schemaPath:"#/properties/monthDays/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ordinal !== undefined){
let data5 = data.ordinal;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate332.errors = [{instancePath:instancePath+"/ordinal",schemaPath:"#/properties/ordinal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data5 === "1") || (data5 === "2")) || (data5 === "3")) || (data5 === "4")) || (data5 === "5")) || (data5 === "last"))){
validate332.errors = [{instancePath:instancePath+"/ordinal",schemaPath:"#/properties/ordinal/enum",keyword:"enum",params:{allowedValues: schema171.properties.ordinal.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ordinalValue !== undefined){
let data6 = data.ordinalValue;
const _errs13 = errors;
if(typeof data6 !== "string"){
validate332.errors = [{instancePath:instancePath+"/ordinalValue",schemaPath:"#/properties/ordinalValue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data6 === "day") || (data6 === "weekday")) || (data6 === "weekend")) || (data6 === "sunday")) || (data6 === "monday")) || (data6 === "tuesday")) || (data6 === "wednesday")) || (data6 === "thursday")) || (data6 === "friday")) || (data6 === "saturday"))){
validate332.errors = [{instancePath:instancePath+"/ordinalValue",schemaPath:"#/properties/ordinalValue/enum",keyword:"enum",params:{allowedValues: schema171.properties.ordinalValue.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.monthlyType !== undefined){
let data7 = data.monthlyType;
const _errs15 = errors;
if(typeof data7 !== "string"){
validate332.errors = [{instancePath:instancePath+"/monthlyType",schemaPath:"#/properties/monthlyType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data7 === "each") || (data7 === "on"))){
validate332.errors = [{instancePath:instancePath+"/monthlyType",schemaPath:"#/properties/monthlyType/enum",keyword:"enum",params:{allowedValues: schema171.properties.monthlyType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cronExpression !== undefined){
const _errs17 = errors;
if(typeof data.cronExpression !== "string"){
validate332.errors = [{instancePath:instancePath+"/cronExpression",schemaPath:"#/properties/cronExpression/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
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
else {
validate332.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate332.errors = vErrors;
return errors === 0;
}


function validate328(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate328.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.digestKey !== undefined){
const _errs1 = errors;
if(typeof data.digestKey !== "string"){
validate328.errors = [{instancePath:instancePath+"/digestKey",schemaPath:"#/properties/digestKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount !== undefined){
let data1 = data.amount;
const _errs3 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate328.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unit !== undefined){
const _errs5 = errors;
if(!(validate329(data.unit, {instancePath:instancePath+"/unit",parentData:data,parentDataProperty:"unit",rootData}))){
vErrors = vErrors === null ? validate329.errors : vErrors.concat(validate329.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate328.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "regular") || (data3 === "backoff")) || (data3 === "timed"))){
validate328.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema169.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.events !== undefined){
let data4 = data.events;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs10 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate328.errors = [{instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate328.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.backoff !== undefined){
const _errs12 = errors;
if(typeof data.backoff !== "boolean"){
validate328.errors = [{instancePath:instancePath+"/backoff",schemaPath:"#/properties/backoff/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.backoffAmount !== undefined){
let data7 = data.backoffAmount;
const _errs14 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate328.errors = [{instancePath:instancePath+"/backoffAmount",schemaPath:"#/properties/backoffAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.backoffUnit !== undefined){
const _errs16 = errors;
if(!(validate329(data.backoffUnit, {instancePath:instancePath+"/backoffUnit",parentData:data,parentDataProperty:"backoffUnit",rootData}))){
vErrors = vErrors === null ? validate329.errors : vErrors.concat(validate329.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updateMode !== undefined){
const _errs17 = errors;
if(typeof data.updateMode !== "boolean"){
validate328.errors = [{instancePath:instancePath+"/updateMode",schemaPath:"#/properties/updateMode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timed !== undefined){
const _errs19 = errors;
if(!(validate332(data.timed, {instancePath:instancePath+"/timed",parentData:data,parentDataProperty:"timed",rootData}))){
vErrors = vErrors === null ? validate332.errors : vErrors.concat(validate332.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
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
else {
validate328.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate328.errors = vErrors;
return errors === 0;
}

const schema172 = {"title":"ExecutionDetail","description":"One recorded outcome of a job (seed 2.15).","type":"object","required":["_id","status","detail","isRetry","isTest","providerId","source"],"properties":{"_id":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"status":{"type":"string","enum":["Success","Warning","Failed","Pending","Queued","ReadConfirmation"]},"detail":{"type":"string"},"isRetry":{"type":"boolean"},"isTest":{"type":"boolean"},"providerId":{"$ref":"#/components/schemas/ProviderId"},"raw":{"type":["string","null"]},"source":{"type":"string","enum":["Credentials","Internal","Payload","Webhook"]}}};
const schema173 = {"title":"ProviderId","description":"Provider of a job or execution detail, any of the email, sms, push and chat providers (seed 2.16).","anyOf":[{"$ref":"#/components/schemas/EmailProviderId"},{"$ref":"#/components/schemas/SmsProviderId"},{"$ref":"#/components/schemas/PushProviderId"},{"$ref":"#/components/schemas/ChatProviderId"}]};
const schema174 = {"title":"EmailProviderId","description":"Email provider (seed 2.16).","type":"string","enum":["emailjs","mailgun","mailjet","mandrill","nodemailer","postmark","sendgrid","sendinblue","ses","netcore","infobip-email","resend","plunk","mailersend","mailtrap","clickatell","outlook365","platform-email","sparkpost","email-webhook","braze"]};

function validate337(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate337.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((((((data === "emailjs") || (data === "mailgun")) || (data === "mailjet")) || (data === "mandrill")) || (data === "nodemailer")) || (data === "postmark")) || (data === "sendgrid")) || (data === "sendinblue")) || (data === "ses")) || (data === "netcore")) || (data === "infobip-email")) || (data === "resend")) || (data === "plunk")) || (data === "mailersend")) || (data === "mailtrap")) || (data === "clickatell")) || (data === "outlook365")) || (data === "platform-email")) || (data === "sparkpost")) || (data === "email-webhook")) || (data === "braze"))){
validate337.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema174.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate337.errors = vErrors;
return errors === 0;
}

const schema175 = {"title":"SmsProviderId","description":"SMS provider (seed 2.16).","type":"string","enum":["nexmo","plivo","sms77","sms-central","sns","telnyx","twilio","gupshup","firetext","infobip-sms","burst-sms","bulk-sms","isend-sms","forty-six-elks","kannel","maqsam","termii","africas-talking","platform-sms","sendchamp","generic-sms","clicksend","bandwidth","messagebird","simpletexting","azure-sms","ring-central","brevo-sms","eazy-sms","mobishastra","afro-message"]};

function validate339(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate339.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((((((((((((((((data === "nexmo") || (data === "plivo")) || (data === "sms77")) || (data === "sms-central")) || (data === "sns")) || (data === "telnyx")) || (data === "twilio")) || (data === "gupshup")) || (data === "firetext")) || (data === "infobip-sms")) || (data === "burst-sms")) || (data === "bulk-sms")) || (data === "isend-sms")) || (data === "forty-six-elks")) || (data === "kannel")) || (data === "maqsam")) || (data === "termii")) || (data === "africas-talking")) || (data === "platform-sms")) || (data === "sendchamp")) || (data === "generic-sms")) || (data === "clicksend")) || (data === "bandwidth")) || (data === "messagebird")) || (data === "simpletexting")) || (data === "azure-sms")) || (data === "ring-central")) || (data === "brevo-sms")) || (data === "eazy-sms")) || (data === "mobishastra")) || (data === "afro-message"))){
validate339.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema175.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate339.errors = vErrors;
return errors === 0;
}

const schema176 = {"title":"PushProviderId","description":"Push provider (seed 2.16).","type":"string","enum":["fcm","apns","expo","one-signal","pushpad","push-webhook","pusher-beams","platform"]};

function validate341(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate341.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data === "fcm") || (data === "apns")) || (data === "expo")) || (data === "one-signal")) || (data === "pushpad")) || (data === "push-webhook")) || (data === "pusher-beams")) || (data === "platform"))){
validate341.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema176.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate341.errors = vErrors;
return errors === 0;
}

const schema177 = {"title":"ChatProviderId","description":"Chat provider (seed 2.16).","type":"string","enum":["slack","discord","msteams","mattermost","ryver","zulip","grafana-on-call","getstream","rocket-chat","whatsapp-business"]};

function validate343(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate343.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data === "slack") || (data === "discord")) || (data === "msteams")) || (data === "mattermost")) || (data === "ryver")) || (data === "zulip")) || (data === "grafana-on-call")) || (data === "getstream")) || (data === "rocket-chat")) || (data === "whatsapp-business"))){
validate343.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema177.enum},message:"must be equal to one of the allowed values"}];
return false;
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
validate336.errors = vErrors;
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
validate336.errors = vErrors;
return errors === 0;
}


function validate335(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data._id === undefined) && (missing0 = "_id")) || ((data.status === undefined) && (missing0 = "status"))) || ((data.detail === undefined) && (missing0 = "detail"))) || ((data.isRetry === undefined) && (missing0 = "isRetry"))) || ((data.isTest === undefined) && (missing0 = "isTest"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.source === undefined) && (missing0 = "source"))){
validate335.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate335.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs3 = errors;
if(typeof data.createdAt !== "string"){
validate335.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate335.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data2 === "Success") || (data2 === "Warning")) || (data2 === "Failed")) || (data2 === "Pending")) || (data2 === "Queued")) || (data2 === "ReadConfirmation"))){
validate335.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema172.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
const _errs7 = errors;
if(typeof data.detail !== "string"){
validate335.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isRetry !== undefined){
const _errs9 = errors;
if(typeof data.isRetry !== "boolean"){
validate335.errors = [{instancePath:instancePath+"/isRetry",schemaPath:"#/properties/isRetry/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isTest !== undefined){
const _errs11 = errors;
if(typeof data.isTest !== "boolean"){
validate335.errors = [{instancePath:instancePath+"/isTest",schemaPath:"#/properties/isTest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.providerId !== undefined){
const _errs13 = errors;
if(!(validate336(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate336.errors : vErrors.concat(validate336.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.raw !== undefined){
let data7 = data.raw;
const _errs14 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate335.errors = [{instancePath:instancePath+"/raw",schemaPath:"#/properties/raw/type",keyword:"type",params:{type: schema172.properties.raw.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data8 = data.source;
const _errs16 = errors;
if(typeof data8 !== "string"){
validate335.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data8 === "Credentials") || (data8 === "Internal")) || (data8 === "Payload")) || (data8 === "Webhook"))){
validate335.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema172.properties.source.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs16 === errors;
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
validate335.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate335.errors = vErrors;
return errors === 0;
}

const schema178 = {"title":"Step","description":"The workflow step a job runs (seed 2.15). `variants` nests steps recursively.","type":"object","required":["_id","active","filters","_templateId"],"properties":{"_id":{"type":"string"},"active":{"type":"boolean"},"replyCallback":{"type":"object"},"controlVariables":{"type":"object"},"metadata":{"type":"object"},"issues":{"type":"object"},"filters":{"type":"array","items":{"$ref":"#/components/schemas/StepFilter"}},"template":{"$ref":"#/components/schemas/MessageTemplate"},"variants":{"type":"array","items":{"$ref":"#/components/schemas/Step"}},"_templateId":{"type":"string"},"name":{"type":"string"},"_parentId":{"type":["string","null"]}}};
const schema179 = {"title":"MessageTemplate","description":"The message template of a step. Any object is accepted.","type":"object","x-unspecified":"The fields of a message template."};

function validate349(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate349.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
validate349.errors = vErrors;
return errors === 0;
}

const wrapper0 = {validate: validate347};

function validate347(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data._id === undefined) && (missing0 = "_id")) || ((data.active === undefined) && (missing0 = "active"))) || ((data.filters === undefined) && (missing0 = "filters"))) || ((data._templateId === undefined) && (missing0 = "_templateId"))){
validate347.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate347.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs3 = errors;
if(typeof data.active !== "boolean"){
validate347.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.replyCallback !== undefined){
let data2 = data.replyCallback;
const _errs5 = errors;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate347.errors = [{instancePath:instancePath+"/replyCallback",schemaPath:"#/properties/replyCallback/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controlVariables !== undefined){
let data3 = data.controlVariables;
const _errs7 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate347.errors = [{instancePath:instancePath+"/controlVariables",schemaPath:"#/properties/controlVariables/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data4 = data.metadata;
const _errs9 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate347.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issues !== undefined){
let data5 = data.issues;
const _errs11 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate347.errors = [{instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.filters !== undefined){
let data6 = data.filters;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs15 = errors;
if(!(validate213(data6[i0], {instancePath:instancePath+"/filters/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate347.errors = [{instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.template !== undefined){
const _errs16 = errors;
if(!(validate349(data.template, {instancePath:instancePath+"/template",parentData:data,parentDataProperty:"template",rootData}))){
vErrors = vErrors === null ? validate349.errors : vErrors.concat(validate349.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.variants !== undefined){
let data9 = data.variants;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data9)){
var valid2 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
const _errs19 = errors;
if(!(wrapper0.validate(data9[i1], {instancePath:instancePath+"/variants/" + i1,parentData:data9,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var valid2 = _errs19 === errors;
if(!valid2){
break;
}
}
}
else {
validate347.errors = [{instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._templateId !== undefined){
const _errs20 = errors;
if(typeof data._templateId !== "string"){
validate347.errors = [{instancePath:instancePath+"/_templateId",schemaPath:"#/properties/_templateId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs22 = errors;
if(typeof data.name !== "string"){
validate347.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._parentId !== undefined){
let data13 = data._parentId;
const _errs24 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate347.errors = [{instancePath:instancePath+"/_parentId",schemaPath:"#/properties/_parentId/type",keyword:"type",params:{type: schema178.properties._parentId.type},message:"must be string,null"}];
return false;
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
else {
validate347.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate347.errors = vErrors;
return errors === 0;
}


function validate326(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data._id === undefined) && (missing0 = "_id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.executionDetails === undefined) && (missing0 = "executionDetails"))) || ((data.step === undefined) && (missing0 = "step"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.status === undefined) && (missing0 = "status"))){
validate326.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate326.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs3 = errors;
if(!(validate315(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate315.errors : vErrors.concat(validate315.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.digest !== undefined){
const _errs4 = errors;
if(!(validate328(data.digest, {instancePath:instancePath+"/digest",parentData:data,parentDataProperty:"digest",rootData}))){
vErrors = vErrors === null ? validate328.errors : vErrors.concat(validate328.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.executionDetails !== undefined){
let data3 = data.executionDetails;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate335(data3[i0], {instancePath:instancePath+"/executionDetails/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate326.errors = [{instancePath:instancePath+"/executionDetails",schemaPath:"#/properties/executionDetails/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.step !== undefined){
const _errs8 = errors;
if(!(validate347(data.step, {instancePath:instancePath+"/step",parentData:data,parentDataProperty:"step",rootData}))){
vErrors = vErrors === null ? validate347.errors : vErrors.concat(validate347.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.overrides !== undefined){
let data6 = data.overrides;
const _errs9 = errors;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate326.errors = [{instancePath:instancePath+"/overrides",schemaPath:"#/properties/overrides/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data7 = data.payload;
const _errs11 = errors;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
validate326.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.providerId !== undefined){
const _errs13 = errors;
if(!(validate336(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate336.errors : vErrors.concat(validate336.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs14 = errors;
if(typeof data.status !== "string"){
validate326.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs16 = errors;
if(typeof data.updatedAt !== "string"){
validate326.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
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
else {
validate326.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate326.errors = vErrors;
return errors === 0;
}

const schema180 = {"title":"NotificationTopic","description":"A topic an event was sent to.","type":"object","required":["_topicId","topicKey"],"properties":{"_topicId":{"type":"string"},"topicKey":{"type":"string"}}};

function validate354(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._topicId === undefined) && (missing0 = "_topicId")) || ((data.topicKey === undefined) && (missing0 = "topicKey"))){
validate354.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._topicId !== undefined){
const _errs1 = errors;
if(typeof data._topicId !== "string"){
validate354.errors = [{instancePath:instancePath+"/_topicId",schemaPath:"#/properties/_topicId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topicKey !== undefined){
const _errs3 = errors;
if(typeof data.topicKey !== "string"){
validate354.errors = [{instancePath:instancePath+"/topicKey",schemaPath:"#/properties/topicKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate354.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate354.errors = vErrors;
return errors === 0;
}


function validate314(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data._environmentId === undefined) && (missing0 = "_environmentId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data._subscriberId === undefined) && (missing0 = "_subscriberId"))) || ((data.transactionId === undefined) && (missing0 = "transactionId"))){
validate314.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate314.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate314.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate314.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._subscriberId !== undefined){
const _errs7 = errors;
if(typeof data._subscriberId !== "string"){
validate314.errors = [{instancePath:instancePath+"/_subscriberId",schemaPath:"#/properties/_subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionId !== undefined){
const _errs9 = errors;
if(typeof data.transactionId !== "string"){
validate314.errors = [{instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._templateId !== undefined){
const _errs11 = errors;
if(typeof data._templateId !== "string"){
validate314.errors = [{instancePath:instancePath+"/_templateId",schemaPath:"#/properties/_templateId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._digestedNotificationId !== undefined){
const _errs13 = errors;
if(typeof data._digestedNotificationId !== "string"){
validate314.errors = [{instancePath:instancePath+"/_digestedNotificationId",schemaPath:"#/properties/_digestedNotificationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs15 = errors;
if(typeof data.createdAt !== "string"){
validate314.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs17 = errors;
if(typeof data.updatedAt !== "string"){
validate314.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
let data9 = data.channels;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data9)){
var valid1 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
const _errs21 = errors;
if(!(validate315(data9[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data9,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate315.errors : vErrors.concat(validate315.errors);
errors = vErrors.length;
}
var valid1 = _errs21 === errors;
if(!valid1){
break;
}
}
}
else {
validate314.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriber !== undefined){
const _errs22 = errors;
if(!(validate317(data.subscriber, {instancePath:instancePath+"/subscriber",parentData:data,parentDataProperty:"subscriber",rootData}))){
vErrors = vErrors === null ? validate317.errors : vErrors.concat(validate317.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.template !== undefined){
const _errs23 = errors;
if(!(validate319(data.template, {instancePath:instancePath+"/template",parentData:data,parentDataProperty:"template",rootData}))){
vErrors = vErrors === null ? validate319.errors : vErrors.concat(validate319.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.jobs !== undefined){
let data13 = data.jobs;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data13)){
var valid2 = true;
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
const _errs26 = errors;
if(!(validate326(data13[i1], {instancePath:instancePath+"/jobs/" + i1,parentData:data13,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate326.errors : vErrors.concat(validate326.errors);
errors = vErrors.length;
}
var valid2 = _errs26 === errors;
if(!valid2){
break;
}
}
}
else {
validate314.errors = [{instancePath:instancePath+"/jobs",schemaPath:"#/properties/jobs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data15 = data.payload;
const _errs27 = errors;
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
validate314.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tags !== undefined){
let data16 = data.tags;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data16)){
var valid3 = true;
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
const _errs31 = errors;
if(typeof data16[i2] !== "string"){
validate314.errors = [{instancePath:instancePath+"/tags/" + i2,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs31 === errors;
if(!valid3){
break;
}
}
}
else {
validate314.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controls !== undefined){
let data18 = data.controls;
const _errs33 = errors;
if(!(data18 && typeof data18 == "object" && !Array.isArray(data18))){
validate314.errors = [{instancePath:instancePath+"/controls",schemaPath:"#/properties/controls/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data19 = data.to;
const _errs35 = errors;
if(!(data19 && typeof data19 == "object" && !Array.isArray(data19))){
validate314.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topics !== undefined){
let data20 = data.topics;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data20)){
var valid4 = true;
const len3 = data20.length;
for(let i3=0; i3<len3; i3++){
const _errs39 = errors;
if(!(validate354(data20[i3], {instancePath:instancePath+"/topics/" + i3,parentData:data20,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate354.errors : vErrors.concat(validate354.errors);
errors = vErrors.length;
}
var valid4 = _errs39 === errors;
if(!valid4){
break;
}
}
}
else {
validate314.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs37 === errors;
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
else {
validate314.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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

