// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
exports.validateFixture = validate52;
const schema19 = {"$comment":"generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit","$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:notification-api-contract:mock-fixture","title":"Stateful mock fixture","description":"The whole state of the stateful mock: what `--fixture` and `load()` read and what `snapshot()` and GET /__mock/state write. Every id and timestamp left out is generated.","type":"object","required":["environments"],"additionalProperties":false,"properties":{"$schema":{"type":"string"},"settings":{"$ref":"#/$defs/FixtureSettings"},"environments":{"type":"array","items":{"$ref":"#/$defs/FixtureEnvironment"}}},"$defs":{"FixtureSettings":{"type":"object","description":"How the mock behaves. The options of createStatefulMock and the CLI's flags (`--idempotency off`, `--max-resources`, `--max-bytes`, `--max-total-bytes`) win over these; PATCH /__mock/settings changes them while it runs.","additionalProperties":false,"properties":{"idempotency":{"description":"`off`: the idempotency-key header is ignored, so that a suite generated from the spec that sends one constant key on every request gets fresh answers. Default `on`.","enum":["on","off"]},"maxResourcesPerEnvironment":{"description":"Records one environment may hold (subscribers, topics, subscriptions, integrations, workflows, tenants, activity records and messages). A request that would add one more is answered 409 (problem kind `resource-limit`). Default 100000.","type":"integer","minimum":1},"maxBytesPerEnvironment":{"description":"Bytes the records of one environment may hold, as the mock counts them: an estimate of their memory, made once as each record is added. A request that may add more than is left is answered 409 (problem kind `resource-limit`). Default 67108864 (64 MiB).","type":"integer","minimum":1},"maxTotalBytes":{"description":"Bytes the records of all environments may hold together, counted the same way. A request that may add more than is left is answered 409 (problem kind `resource-limit`). Default 268435456 (256 MiB).","type":"integer","minimum":1}}},"Id":{"type":"string","minLength":1},"Timestamp":{"type":"string","description":"ISO 8601."},"NullableString":{"type":["string","null"]},"FixtureEnvironment":{"type":"object","description":"One environment, selected by requests that send `Authorization: ApiKey <apiKey>`.","required":["apiKey"],"additionalProperties":false,"properties":{"apiKey":{"$ref":"#/$defs/Id"},"environmentId":{"$ref":"#/$defs/Id"},"organizationId":{"description":"Environments of one organization share the active integrations of listActiveIntegrations.","$ref":"#/$defs/Id"},"subscribers":{"type":"array","items":{"$ref":"#/$defs/FixtureSubscriber"}},"topics":{"type":"array","items":{"$ref":"#/$defs/FixtureTopic"}},"integrations":{"type":"array","items":{"$ref":"#/$defs/FixtureIntegration"}},"workflows":{"type":"array","items":{"$ref":"#/$defs/FixtureWorkflow"}},"tenants":{"type":"array","items":{"anyOf":[{"$ref":"#/$defs/Id"},{"$ref":"#/$defs/FixtureTenant"}]}},"notifications":{"description":"Activity records (getNotification), as the contract describes them.","type":"array","items":{"$ref":"#/$defs/Notification"}},"messages":{"type":"array","items":{"$ref":"#/$defs/FixtureMessage"}}}},"FixtureSubscriber":{"type":"object","required":["subscriberId"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"firstName":{"$ref":"#/$defs/NullableString"},"lastName":{"$ref":"#/$defs/NullableString"},"email":{"$ref":"#/$defs/NullableString"},"phone":{"$ref":"#/$defs/NullableString"},"avatar":{"$ref":"#/$defs/NullableString"},"locale":{"$ref":"#/$defs/NullableString"},"timezone":{"$ref":"#/$defs/NullableString"},"data":{"type":["object","null"]},"channels":{"type":"array","items":{"$ref":"#/$defs/FixtureChannel"}},"isOnline":{"type":["boolean","null"]},"lastOnlineAt":{"type":["string","null"]},"__v":{"type":"number"},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"},"preferences":{"$ref":"#/$defs/FixturePreferences"}}},"FixtureChannel":{"type":"object","description":"A chat or push channel of a subscriber. Without `_integrationId`, the integration of the environment with this `integrationIdentifier` (or else this `providerId`) is used.","required":["providerId"],"additionalProperties":false,"properties":{"providerId":{"$ref":"#/$defs/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/$defs/ChannelCredentials"},"_integrationId":{"$ref":"#/$defs/Id"}}},"FixturePreferences":{"type":"object","additionalProperties":false,"properties":{"global":{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"channels":{"$ref":"#/$defs/ChannelPreferences"}}},"workflows":{"type":"object","description":"The subscriber's own channel settings, by workflow identifier.","additionalProperties":{"type":"object","required":["channels"],"additionalProperties":false,"properties":{"channels":{"$ref":"#/$defs/ChannelPreferences"},"updatedAt":{"$ref":"#/$defs/Timestamp"}}}}}},"FixtureTopic":{"type":"object","required":["key"],"additionalProperties":false,"properties":{"key":{"$ref":"#/$defs/TopicKey"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string","maxLength":100},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"},"subscribers":{"description":"The topic's subscriptions, in order; a string is a subscriberId.","type":"array","items":{"anyOf":[{"$ref":"#/$defs/Id"},{"$ref":"#/$defs/FixtureSubscription"}]}}}},"FixtureSubscription":{"type":"object","required":["subscriberId"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"}}},"FixtureIntegration":{"type":"object","required":["providerId","channel"],"additionalProperties":false,"properties":{"providerId":{"$ref":"#/$defs/Id"},"channel":{"$ref":"#/$defs/ChannelType"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"identifier":{"$ref":"#/$defs/Id"},"credentials":{"$ref":"#/$defs/IntegrationCredentials"},"active":{"type":"boolean"},"primary":{"type":"boolean"},"deleted":{"type":"boolean"},"deletedAt":{"$ref":"#/$defs/Timestamp"},"deletedBy":{"type":"string"},"conditions":{"type":"array","items":{"$ref":"#/$defs/StepFilter"}}}},"FixtureWorkflow":{"type":"object","required":["identifier"],"additionalProperties":false,"properties":{"identifier":{"description":"The trigger identifier (`name` of a trigger request).","$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"slug":{"$ref":"#/$defs/Id"},"active":{"type":"boolean","description":"Default true; an inactive workflow answers triggers with `trigger_not_active`."},"tags":{"type":"array","items":{"type":"string"}},"preferences":{"description":"The workflow's own channel defaults (preference overrides of source `template`).","$ref":"#/$defs/ChannelPreferences"},"steps":{"type":"array","items":{"$ref":"#/$defs/FixtureStep"}}}},"FixtureStep":{"type":"object","required":["type"],"additionalProperties":false,"properties":{"type":{"$ref":"#/$defs/StepType"},"_id":{"$ref":"#/$defs/Id"},"_templateId":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"active":{"type":"boolean","description":"Default true."},"providerId":{"description":"The provider of this step's jobs; without it, the channel's integration decides.","$ref":"#/$defs/ProviderId"},"feedIdentifier":{"description":"The feed of the in-app messages this step stores.","type":"string"}}},"FixtureTenant":{"type":"object","description":"A tenant and its details (a trigger's tenant object updates them).","required":["identifier"],"properties":{"identifier":{"$ref":"#/$defs/Id"}}},"FixtureMessage":{"type":"object","description":"A message delivered by a job; in-app ones are what markAllSubscriberMessages changes.","required":["subscriberId","transactionId","channel"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"transactionId":{"$ref":"#/$defs/Id"},"channel":{"$ref":"#/$defs/ChannelType"},"_id":{"$ref":"#/$defs/Id"},"feedIdentifier":{"type":"string"},"workflow":{"type":"string"},"_notificationId":{"type":"string"},"_jobId":{"type":"string"},"payload":{"type":"object"},"read":{"type":"boolean"},"seen":{"type":"boolean"},"createdAt":{"$ref":"#/$defs/Timestamp"}}},"ChannelCredentials":{"title":"ChannelCredentials","description":"Credentials of one subscriber channel. All fields are optional.","type":"object","properties":{"webhookUrl":{"type":"string","description":"Webhook URL for chat integrations."},"channel":{"type":"string","description":"Channel specification for the `mattermost` provider."},"deviceTokens":{"type":"array","description":"Subscriber device tokens for push providers. On update they are appended to the existing ones.","items":{"type":"string"}},"alertUid":{"type":"string","description":"Grafana on-call alert UID."},"title":{"type":"string","description":"Grafana on-call title."},"imageUrl":{"type":"string","description":"Grafana on-call image URL."},"state":{"type":"string","description":"Grafana on-call state."},"externalUrl":{"type":"string","description":"Grafana on-call link to upstream details."}}},"ChannelPreferences":{"title":"ChannelPreferences","description":"Whether each channel is enabled.","type":"object","properties":{"email":{"type":"boolean"},"sms":{"type":"boolean"},"in_app":{"type":"boolean"},"chat":{"type":"boolean"},"push":{"type":"boolean"}}},"ChannelType":{"title":"ChannelType","description":"A delivery channel.","type":"string","enum":["in_app","email","sms","chat","push"]},"ChatProviderId":{"title":"ChatProviderId","description":"Chat provider of a job or execution detail.","type":"string","enum":["slack","discord","msteams","mattermost","ryver","zulip","grafana-on-call","getstream","rocket-chat","whatsapp-business"]},"Digest":{"title":"Digest","description":"Digest settings of a job.","type":"object","required":["type"],"properties":{"digestKey":{"type":"string"},"amount":{"type":"number"},"unit":{"$ref":"#/$defs/DigestUnit"},"type":{"type":"string","enum":["regular","backoff","timed"]},"events":{"type":"array","items":{"type":"object"}},"backoff":{"type":"boolean"},"backoffAmount":{"type":"number"},"backoffUnit":{"$ref":"#/$defs/DigestUnit"},"updateMode":{"type":"boolean"},"timed":{"$ref":"#/$defs/DigestTimedConfig"}}},"DigestTimedConfig":{"title":"DigestTimedConfig","description":"Schedule of a timed digest.","type":"object","properties":{"atTime":{"type":"string"},"weekDays":{"type":"array","items":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]}},"monthDays":{"type":"array","items":{"type":"number"}},"ordinal":{"type":"string","enum":["1","2","3","4","5","last"]},"ordinalValue":{"type":"string","enum":["day","weekday","weekend","sunday","monday","tuesday","wednesday","thursday","friday","saturday"]},"monthlyType":{"type":"string","enum":["each","on"]},"cronExpression":{"type":"string"}}},"DigestUnit":{"title":"DigestUnit","description":"Unit of a digest window.","type":"string","enum":["seconds","minutes","hours","days","weeks","months"]},"EmailProviderId":{"title":"EmailProviderId","description":"Email provider of a job or execution detail.","type":"string","enum":["emailjs","mailgun","mailjet","mandrill","nodemailer","postmark","sendgrid","sendinblue","ses","netcore","infobip-email","resend","plunk","mailersend","mailtrap","clickatell","outlook365","platform-email","sparkpost","email-webhook","braze"]},"ExecutionDetail":{"title":"ExecutionDetail","description":"One recorded outcome of a job.","type":"object","required":["_id","status","detail","isRetry","isTest","providerId","source"],"properties":{"_id":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"status":{"type":"string","enum":["Success","Warning","Failed","Pending","Queued","ReadConfirmation"]},"detail":{"type":"string"},"isRetry":{"type":"boolean"},"isTest":{"type":"boolean"},"providerId":{"$ref":"#/$defs/ProviderId"},"raw":{"type":["string","null"]},"source":{"type":"string","enum":["Credentials","Internal","Payload","Webhook"]}}},"FieldFilterPart":{"title":"FieldFilterPart","description":"One condition of a step filter.","type":"object","required":["field","value","operator","on"],"properties":{"field":{"type":"string"},"value":{"type":"string"},"operator":{"type":"string","enum":["LARGER","SMALLER","LARGER_EQUAL","SMALLER_EQUAL","EQUAL","NOT_EQUAL","ALL_IN","ANY_IN","NOT_IN","BETWEEN","NOT_BETWEEN","LIKE","NOT_LIKE","IN"]},"on":{"type":"string","enum":["subscriber","payload"]}}},"IntegrationCredentials":{"title":"IntegrationCredentials","description":"Provider configuration of an integration. All fields are optional; which fields each provider needs is provider-specific. Credentials returned in responses include the secret-bearing fields.","type":"object","properties":{"apiKey":{"type":"string"},"user":{"type":"string"},"secretKey":{"type":"string"},"domain":{"type":"string"},"password":{"type":"string"},"host":{"type":"string"},"port":{"type":"string"},"region":{"type":"string"},"accountSid":{"type":"string"},"messageProfileId":{"type":"string"},"token":{"type":"string"},"from":{"type":"string"},"senderName":{"type":"string"},"projectName":{"type":"string"},"applicationId":{"type":"string"},"clientId":{"type":"string"},"baseUrl":{"type":"string"},"webhookUrl":{"type":"string"},"redirectUrl":{"type":"string"},"serviceAccount":{"type":"string"},"ipPoolName":{"type":"string"},"apiKeyRequestHeader":{"type":"string"},"secretKeyRequestHeader":{"type":"string"},"idPath":{"type":"string"},"datePath":{"type":"string"},"apiToken":{"type":"string"},"authenticationTokenKey":{"type":"string"},"instanceId":{"type":"string"},"alertUid":{"type":"string"},"title":{"type":"string"},"imageUrl":{"type":"string"},"state":{"type":"string"},"externalLink":{"type":"string"},"channelId":{"type":"string"},"phoneNumberIdentification":{"type":"string"},"accessKey":{"type":"string"},"secure":{"type":"boolean"},"requireTls":{"type":"boolean"},"ignoreTls":{"type":"boolean"},"hmac":{"type":"boolean"},"authenticateByToken":{"type":"boolean"},"tlsOptions":{"type":"object","description":"Free-form TLS options."}}},"Job":{"title":"Job","description":"One job of an event's activity record.","type":"object","required":["_id","type","executionDetails","step","providerId","status"],"properties":{"_id":{"type":"string"},"type":{"$ref":"#/$defs/StepType"},"digest":{"$ref":"#/$defs/Digest"},"executionDetails":{"type":"array","items":{"$ref":"#/$defs/ExecutionDetail"}},"step":{"$ref":"#/$defs/Step"},"overrides":{"type":"object","description":"Free-form overrides."},"payload":{"type":"object"},"providerId":{"$ref":"#/$defs/ProviderId"},"status":{"type":"string"},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}}},"MessageTemplate":{"title":"MessageTemplate","description":"The message template of a step. Any object is accepted.","type":"object"},"Notification":{"title":"Notification","description":"The activity record of a triggered event: execution logs, status and the message generated by each workflow step.","type":"object","required":["_environmentId","_organizationId","_subscriberId","transactionId"],"properties":{"_id":{"type":"string"},"_environmentId":{"type":"string"},"_organizationId":{"type":"string"},"_subscriberId":{"type":"string"},"transactionId":{"type":"string"},"_templateId":{"type":"string"},"_digestedNotificationId":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."},"channels":{"type":"array","items":{"$ref":"#/$defs/StepType"}},"subscriber":{"$ref":"#/$defs/NotificationSubscriber"},"template":{"$ref":"#/$defs/NotificationTemplate"},"jobs":{"type":"array","items":{"$ref":"#/$defs/Job"}},"payload":{"type":"object"},"tags":{"type":"array","items":{"type":"string"}},"controls":{"type":"object"},"to":{"type":"object"},"topics":{"type":"array","items":{"$ref":"#/$defs/NotificationTopic"}}}},"NotificationSubscriber":{"title":"NotificationSubscriber","description":"The subscriber of an activity record.","type":"object","required":["subscriberId","_id"],"properties":{"subscriberId":{"type":"string","description":"External id."},"_id":{"type":"string","description":"Internal id."},"firstName":{"type":"string"},"lastName":{"type":"string"},"email":{"type":"string"},"phone":{"type":"string"}}},"NotificationTemplate":{"title":"NotificationTemplate","description":"The workflow template of an activity record.","type":"object","required":["name","triggers"],"properties":{"_id":{"type":"string"},"name":{"type":"string"},"origin":{"type":"string","enum":["platform-cloud","platform-cloud-v1","external"]},"triggers":{"type":"array","items":{"$ref":"#/$defs/TemplateTrigger"}}}},"NotificationTopic":{"title":"NotificationTopic","description":"A topic an event was sent to.","type":"object","required":["_topicId","topicKey"],"properties":{"_topicId":{"type":"string"},"topicKey":{"type":"string"}}},"ProviderId":{"title":"ProviderId","description":"Provider of a job or execution detail, any of the email, sms, push and chat providers.","anyOf":[{"$ref":"#/$defs/EmailProviderId"},{"$ref":"#/$defs/SmsProviderId"},{"$ref":"#/$defs/PushProviderId"},{"$ref":"#/$defs/ChatProviderId"}]},"PushProviderId":{"title":"PushProviderId","description":"Push provider of a job or execution detail.","type":"string","enum":["fcm","apns","expo","one-signal","pushpad","push-webhook","pusher-beams","platform"]},"SmsProviderId":{"title":"SmsProviderId","description":"SMS provider of a job or execution detail.","type":"string","enum":["nexmo","plivo","sms77","sms-central","sns","telnyx","twilio","gupshup","firetext","infobip-sms","burst-sms","bulk-sms","isend-sms","forty-six-elks","kannel","maqsam","termii","africas-talking","platform-sms","sendchamp","generic-sms","clicksend","bandwidth","messagebird","simpletexting","azure-sms","ring-central","brevo-sms","eazy-sms","mobishastra","afro-message"]},"Step":{"title":"Step","description":"The workflow step a job runs. `variants` nests steps recursively.","type":"object","required":["_id","active","filters","_templateId"],"properties":{"_id":{"type":"string"},"active":{"type":"boolean"},"replyCallback":{"type":"object"},"controlVariables":{"type":"object"},"metadata":{"type":"object"},"issues":{"type":"object"},"filters":{"type":"array","items":{"$ref":"#/$defs/StepFilter"}},"template":{"$ref":"#/$defs/MessageTemplate"},"variants":{"type":"array","items":{"$ref":"#/$defs/Step"}},"_templateId":{"type":"string"},"name":{"type":"string"},"_parentId":{"type":["string","null"]}}},"StepFilter":{"title":"StepFilter","description":"A condition group of a workflow step or an integration.","type":"object","required":["isNegated","type","value","children"],"properties":{"isNegated":{"type":"boolean"},"type":{"type":"string","enum":["BOOLEAN","TEXT","DATE","NUMBER","STATEMENT","LIST","MULTI_LIST","GROUP"]},"value":{"type":"string","enum":["AND","OR"]},"children":{"type":"array","items":{"$ref":"#/$defs/FieldFilterPart"}}}},"StepType":{"title":"StepType","description":"Channel or step type of a job or notification.","type":"string","enum":["in_app","email","sms","chat","push","digest","trigger","delay","custom"]},"SubscriberChannelProviderId":{"title":"SubscriberChannelProviderId","description":"Provider of a subscriber's chat or push channel.","type":"string","enum":["slack","discord","msteams","mattermost","ryver","zulip","grafana-on-call","getstream","rocket-chat","whatsapp-business","fcm","apns","expo","one-signal","pushpad","push-webhook","pusher-beams"]},"SubscriberDefinition":{"title":"SubscriberDefinition","description":"A recipient of a triggered event given as a subscriber definition. A recipient given as a string is a subscriber id.","type":"object","properties":{"subscriberId":{"type":"string"},"email":{"type":"string"},"firstName":{"type":"string"},"lastName":{"type":"string"},"phone":{"type":"string"},"avatar":{"type":"string"},"locale":{"type":"string"},"timezone":{"type":"string"},"data":{"type":"object","description":"Custom data; every value is a string.","additionalProperties":{"type":"string"}},"channels":{"type":"array","items":{"$ref":"#/$defs/SubscriberDefinitionChannel"}}}},"SubscriberDefinitionChannel":{"title":"SubscriberDefinitionChannel","description":"A channel of a subscriber definition (a recipient of a triggered event).","type":"object","properties":{"providerId":{"$ref":"#/$defs/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/$defs/SubscriberDefinitionCredentials"}}},"SubscriberDefinitionCredentials":{"title":"SubscriberDefinitionCredentials","description":"Credentials of a channel in a subscriber definition (a recipient of a triggered event).","type":"object","properties":{"webhookUrl":{"type":"string"},"deviceTokens":{"type":"array","items":{"type":"string"}}}},"TemplateTrigger":{"title":"TemplateTrigger","description":"A trigger of the workflow template of an activity record.","type":"object","required":["type","identifier","variables"],"properties":{"type":{"type":"string","enum":["event"]},"identifier":{"type":"string"},"variables":{"type":"array","items":{"$ref":"#/$defs/TemplateVariable"}},"subscriberVariables":{"type":"array","items":{"$ref":"#/$defs/TemplateVariable"}}}},"TemplateVariable":{"title":"TemplateVariable","description":"A variable of a template trigger.","type":"object","required":["name"],"properties":{"name":{"type":"string"}}},"TopicKey":{"title":"TopicKey","description":"A topic key: 1 to 100 characters, only a-z, A-Z, 0-9, hyphen, underscore and colon, or a valid e-mail address.","anyOf":[{"type":"string","minLength":1,"maxLength":100,"pattern":"^[A-Za-z0-9_:-]+$"},{"type":"string","minLength":1,"maxLength":100,"format":"email"}]}}};
const schema20 = {"type":"object","description":"How the mock behaves. The options of createStatefulMock and the CLI's flags (`--idempotency off`, `--max-resources`, `--max-bytes`, `--max-total-bytes`) win over these; PATCH /__mock/settings changes them while it runs.","additionalProperties":false,"properties":{"idempotency":{"description":"`off`: the idempotency-key header is ignored, so that a suite generated from the spec that sends one constant key on every request gets fresh answers. Default `on`.","enum":["on","off"]},"maxResourcesPerEnvironment":{"description":"Records one environment may hold (subscribers, topics, subscriptions, integrations, workflows, tenants, activity records and messages). A request that would add one more is answered 409 (problem kind `resource-limit`). Default 100000.","type":"integer","minimum":1},"maxBytesPerEnvironment":{"description":"Bytes the records of one environment may hold, as the mock counts them: an estimate of their memory, made once as each record is added. A request that may add more than is left is answered 409 (problem kind `resource-limit`). Default 67108864 (64 MiB).","type":"integer","minimum":1},"maxTotalBytes":{"description":"Bytes the records of all environments may hold together, counted the same way. A request that may add more than is left is answered 409 (problem kind `resource-limit`). Default 268435456 (256 MiB).","type":"integer","minimum":1}}};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "idempotency") || (key0 === "maxResourcesPerEnvironment")) || (key0 === "maxBytesPerEnvironment")) || (key0 === "maxTotalBytes"))){
validate53.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.idempotency !== undefined){
let data0 = data.idempotency;
const _errs2 = errors;
if(!((data0 === "on") || (data0 === "off"))){
validate53.errors = [{instancePath:instancePath+"/idempotency",schemaPath:"#/properties/idempotency/enum",keyword:"enum",params:{allowedValues: schema20.properties.idempotency.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxResourcesPerEnvironment !== undefined){
let data1 = data.maxResourcesPerEnvironment;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate53.errors = [{instancePath:instancePath+"/maxResourcesPerEnvironment",schemaPath:"#/properties/maxResourcesPerEnvironment/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate53.errors = [{instancePath:instancePath+"/maxResourcesPerEnvironment",schemaPath:"#/properties/maxResourcesPerEnvironment/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxBytesPerEnvironment !== undefined){
let data2 = data.maxBytesPerEnvironment;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate53.errors = [{instancePath:instancePath+"/maxBytesPerEnvironment",schemaPath:"#/properties/maxBytesPerEnvironment/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate53.errors = [{instancePath:instancePath+"/maxBytesPerEnvironment",schemaPath:"#/properties/maxBytesPerEnvironment/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxTotalBytes !== undefined){
let data3 = data.maxTotalBytes;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate53.errors = [{instancePath:instancePath+"/maxTotalBytes",schemaPath:"#/properties/maxTotalBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate53.errors = [{instancePath:instancePath+"/maxTotalBytes",schemaPath:"#/properties/maxTotalBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
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
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}

const schema21 = {"type":"object","description":"One environment, selected by requests that send `Authorization: ApiKey <apiKey>`.","required":["apiKey"],"additionalProperties":false,"properties":{"apiKey":{"$ref":"#/$defs/Id"},"environmentId":{"$ref":"#/$defs/Id"},"organizationId":{"description":"Environments of one organization share the active integrations of listActiveIntegrations.","$ref":"#/$defs/Id"},"subscribers":{"type":"array","items":{"$ref":"#/$defs/FixtureSubscriber"}},"topics":{"type":"array","items":{"$ref":"#/$defs/FixtureTopic"}},"integrations":{"type":"array","items":{"$ref":"#/$defs/FixtureIntegration"}},"workflows":{"type":"array","items":{"$ref":"#/$defs/FixtureWorkflow"}},"tenants":{"type":"array","items":{"anyOf":[{"$ref":"#/$defs/Id"},{"$ref":"#/$defs/FixtureTenant"}]}},"notifications":{"description":"Activity records (getNotification), as the contract describes them.","type":"array","items":{"$ref":"#/$defs/Notification"}},"messages":{"type":"array","items":{"$ref":"#/$defs/FixtureMessage"}}}};
const func1 = Object.prototype.hasOwnProperty;
const schema22 = {"type":"string","minLength":1};
const func2 = require("ajv/dist/runtime/ucs2length").default;

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) < 1){
validate56.errors = [{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}

const schema23 = {"type":"object","required":["subscriberId"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"firstName":{"$ref":"#/$defs/NullableString"},"lastName":{"$ref":"#/$defs/NullableString"},"email":{"$ref":"#/$defs/NullableString"},"phone":{"$ref":"#/$defs/NullableString"},"avatar":{"$ref":"#/$defs/NullableString"},"locale":{"$ref":"#/$defs/NullableString"},"timezone":{"$ref":"#/$defs/NullableString"},"data":{"type":["object","null"]},"channels":{"type":"array","items":{"$ref":"#/$defs/FixtureChannel"}},"isOnline":{"type":["boolean","null"]},"lastOnlineAt":{"type":["string","null"]},"__v":{"type":"number"},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"},"preferences":{"$ref":"#/$defs/FixturePreferences"}}};
const schema24 = {"type":["string","null"]};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (data !== null)){
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema24.type},message:"must be string,null"}];
return false;
}
validate63.errors = vErrors;
return errors === 0;
}

const schema25 = {"type":"object","description":"A chat or push channel of a subscriber. Without `_integrationId`, the integration of the environment with this `integrationIdentifier` (or else this `providerId`) is used.","required":["providerId"],"additionalProperties":false,"properties":{"providerId":{"$ref":"#/$defs/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/$defs/ChannelCredentials"},"_integrationId":{"$ref":"#/$defs/Id"}}};
const schema26 = {"title":"SubscriberChannelProviderId","description":"Provider of a subscriber's chat or push channel.","type":"string","enum":["slack","discord","msteams","mattermost","ryver","zulip","grafana-on-call","getstream","rocket-chat","whatsapp-business","fcm","apns","expo","one-signal","pushpad","push-webhook","pusher-beams"]};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((data === "slack") || (data === "discord")) || (data === "msteams")) || (data === "mattermost")) || (data === "ryver")) || (data === "zulip")) || (data === "grafana-on-call")) || (data === "getstream")) || (data === "rocket-chat")) || (data === "whatsapp-business")) || (data === "fcm")) || (data === "apns")) || (data === "expo")) || (data === "one-signal")) || (data === "pushpad")) || (data === "push-webhook")) || (data === "pusher-beams"))){
validate72.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema26.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate72.errors = vErrors;
return errors === 0;
}

const schema27 = {"title":"ChannelCredentials","description":"Credentials of one subscriber channel. All fields are optional.","type":"object","properties":{"webhookUrl":{"type":"string","description":"Webhook URL for chat integrations."},"channel":{"type":"string","description":"Channel specification for the `mattermost` provider."},"deviceTokens":{"type":"array","description":"Subscriber device tokens for push providers. On update they are appended to the existing ones.","items":{"type":"string"}},"alertUid":{"type":"string","description":"Grafana on-call alert UID."},"title":{"type":"string","description":"Grafana on-call title."},"imageUrl":{"type":"string","description":"Grafana on-call image URL."},"state":{"type":"string","description":"Grafana on-call state."},"externalUrl":{"type":"string","description":"Grafana on-call link to upstream details."}}};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.webhookUrl !== undefined){
const _errs1 = errors;
if(typeof data.webhookUrl !== "string"){
validate74.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate74.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate74.errors = [{instancePath:instancePath+"/deviceTokens/" + i0,schemaPath:"#/properties/deviceTokens/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/deviceTokens",schemaPath:"#/properties/deviceTokens/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate74.errors = [{instancePath:instancePath+"/alertUid",schemaPath:"#/properties/alertUid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate74.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate74.errors = [{instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate74.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate74.errors = [{instancePath:instancePath+"/externalUrl",schemaPath:"#/properties/externalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}


function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.providerId === undefined) && (missing0 = "providerId")){
validate71.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "providerId") || (key0 === "integrationIdentifier")) || (key0 === "credentials")) || (key0 === "_integrationId"))){
validate71.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.providerId !== undefined){
const _errs2 = errors;
if(!(validate72(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.integrationIdentifier !== undefined){
const _errs3 = errors;
if(typeof data.integrationIdentifier !== "string"){
validate71.errors = [{instancePath:instancePath+"/integrationIdentifier",schemaPath:"#/properties/integrationIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.credentials !== undefined){
const _errs5 = errors;
if(!(validate74(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._integrationId !== undefined){
const _errs6 = errors;
if(!(validate56(data._integrationId, {instancePath:instancePath+"/_integrationId",parentData:data,parentDataProperty:"_integrationId",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
}
else {
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}

const schema28 = {"type":"string","description":"ISO 8601."};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate78.errors = vErrors;
return errors === 0;
}

const schema29 = {"type":"object","additionalProperties":false,"properties":{"global":{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"channels":{"$ref":"#/$defs/ChannelPreferences"}}},"workflows":{"type":"object","description":"The subscriber's own channel settings, by workflow identifier.","additionalProperties":{"type":"object","required":["channels"],"additionalProperties":false,"properties":{"channels":{"$ref":"#/$defs/ChannelPreferences"},"updatedAt":{"$ref":"#/$defs/Timestamp"}}}}}};
const schema30 = {"title":"ChannelPreferences","description":"Whether each channel is enabled.","type":"object","properties":{"email":{"type":"boolean"},"sms":{"type":"boolean"},"in_app":{"type":"boolean"},"chat":{"type":"boolean"},"push":{"type":"boolean"}}};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email !== undefined){
const _errs1 = errors;
if(typeof data.email !== "boolean"){
validate82.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate82.errors = [{instancePath:instancePath+"/sms",schemaPath:"#/properties/sms/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate82.errors = [{instancePath:instancePath+"/in_app",schemaPath:"#/properties/in_app/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate82.errors = [{instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate82.errors = [{instancePath:instancePath+"/push",schemaPath:"#/properties/push/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}


function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "global") || (key0 === "workflows"))){
validate81.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.global !== undefined){
let data0 = data.global;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
const _errs4 = errors;
for(const key1 in data0){
if(!((key1 === "enabled") || (key1 === "channels"))){
validate81.errors = [{instancePath:instancePath+"/global",schemaPath:"#/properties/global/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.enabled !== undefined){
const _errs5 = errors;
if(typeof data0.enabled !== "boolean"){
validate81.errors = [{instancePath:instancePath+"/global/enabled",schemaPath:"#/properties/global/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.channels !== undefined){
const _errs7 = errors;
if(!(validate82(data0.channels, {instancePath:instancePath+"/global/channels",parentData:data0,parentDataProperty:"channels",rootData}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/global",schemaPath:"#/properties/global/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workflows !== undefined){
let data3 = data.workflows;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
let data4 = data3[key2];
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing0;
if((data4.channels === undefined) && (missing0 = "channels")){
validate81.errors = [{instancePath:instancePath+"/workflows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/workflows/additionalProperties/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs13 = errors;
for(const key3 in data4){
if(!((key3 === "channels") || (key3 === "updatedAt"))){
validate81.errors = [{instancePath:instancePath+"/workflows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/workflows/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data4.channels !== undefined){
const _errs14 = errors;
if(!(validate82(data4.channels, {instancePath:instancePath+"/workflows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/channels",parentData:data4,parentDataProperty:"channels",rootData}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.updatedAt !== undefined){
const _errs15 = errors;
if(!(validate78(data4.updatedAt, {instancePath:instancePath+"/workflows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/updatedAt",parentData:data4,parentDataProperty:"updatedAt",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
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
else {
validate81.errors = [{instancePath:instancePath+"/workflows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/workflows/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/workflows",schemaPath:"#/properties/workflows/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate81.errors = vErrors;
return errors === 0;
}


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.subscriberId === undefined) && (missing0 = "subscriberId")){
validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema23.properties, key0))){
validate60.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.subscriberId !== undefined){
const _errs2 = errors;
if(!(validate56(data.subscriberId, {instancePath:instancePath+"/subscriberId",parentData:data,parentDataProperty:"subscriberId",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._id !== undefined){
const _errs3 = errors;
if(!(validate56(data._id, {instancePath:instancePath+"/_id",parentData:data,parentDataProperty:"_id",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstName !== undefined){
const _errs4 = errors;
if(!(validate63(data.firstName, {instancePath:instancePath+"/firstName",parentData:data,parentDataProperty:"firstName",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastName !== undefined){
const _errs5 = errors;
if(!(validate63(data.lastName, {instancePath:instancePath+"/lastName",parentData:data,parentDataProperty:"lastName",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
const _errs6 = errors;
if(!(validate63(data.email, {instancePath:instancePath+"/email",parentData:data,parentDataProperty:"email",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
const _errs7 = errors;
if(!(validate63(data.phone, {instancePath:instancePath+"/phone",parentData:data,parentDataProperty:"phone",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avatar !== undefined){
const _errs8 = errors;
if(!(validate63(data.avatar, {instancePath:instancePath+"/avatar",parentData:data,parentDataProperty:"avatar",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.locale !== undefined){
const _errs9 = errors;
if(!(validate63(data.locale, {instancePath:instancePath+"/locale",parentData:data,parentDataProperty:"locale",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezone !== undefined){
const _errs10 = errors;
if(!(validate63(data.timezone, {instancePath:instancePath+"/timezone",parentData:data,parentDataProperty:"timezone",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data9 = data.data;
const _errs11 = errors;
if((!(data9 && typeof data9 == "object" && !Array.isArray(data9))) && (data9 !== null)){
validate60.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: schema23.properties.data.type},message:"must be object,null"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
let data10 = data.channels;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data10)){
var valid1 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs15 = errors;
if(!(validate71(data10[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isOnline !== undefined){
let data12 = data.isOnline;
const _errs16 = errors;
if((typeof data12 !== "boolean") && (data12 !== null)){
validate60.errors = [{instancePath:instancePath+"/isOnline",schemaPath:"#/properties/isOnline/type",keyword:"type",params:{type: schema23.properties.isOnline.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastOnlineAt !== undefined){
let data13 = data.lastOnlineAt;
const _errs18 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate60.errors = [{instancePath:instancePath+"/lastOnlineAt",schemaPath:"#/properties/lastOnlineAt/type",keyword:"type",params:{type: schema23.properties.lastOnlineAt.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.__v !== undefined){
let data14 = data.__v;
const _errs20 = errors;
if(!((typeof data14 == "number") && (isFinite(data14)))){
validate60.errors = [{instancePath:instancePath+"/__v",schemaPath:"#/properties/__v/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs22 = errors;
if(!(validate78(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs23 = errors;
if(!(validate78(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.preferences !== undefined){
const _errs24 = errors;
if(!(validate81(data.preferences, {instancePath:instancePath+"/preferences",parentData:data,parentDataProperty:"preferences",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
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

const schema31 = {"type":"object","required":["key"],"additionalProperties":false,"properties":{"key":{"$ref":"#/$defs/TopicKey"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string","maxLength":100},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"},"subscribers":{"description":"The topic's subscriptions, in order; a string is a subscriberId.","type":"array","items":{"anyOf":[{"$ref":"#/$defs/Id"},{"$ref":"#/$defs/FixtureSubscription"}]}}}};
const schema32 = {"title":"TopicKey","description":"A topic key: 1 to 100 characters, only a-z, A-Z, 0-9, hyphen, underscore and colon, or a valid e-mail address.","anyOf":[{"type":"string","minLength":1,"maxLength":100,"pattern":"^[A-Za-z0-9_:-]+$"},{"type":"string","minLength":1,"maxLength":100,"format":"email"}]};
const pattern3 = new RegExp("^[A-Za-z0-9_:-]+$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data === "string"){
if(func2(data) > 100){
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
if(func2(data) < 1){
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
if(func2(data) > 100){
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
if(func2(data) < 1){
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
validate89.errors = vErrors;
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
validate89.errors = vErrors;
return errors === 0;
}

const schema33 = {"type":"object","required":["subscriberId"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"}}};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.subscriberId === undefined) && (missing0 = "subscriberId")){
validate95.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "subscriberId") || (key0 === "_id")) || (key0 === "createdAt")) || (key0 === "updatedAt"))){
validate95.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.subscriberId !== undefined){
const _errs2 = errors;
if(!(validate56(data.subscriberId, {instancePath:instancePath+"/subscriberId",parentData:data,parentDataProperty:"subscriberId",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._id !== undefined){
const _errs3 = errors;
if(!(validate56(data._id, {instancePath:instancePath+"/_id",parentData:data,parentDataProperty:"_id",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs4 = errors;
if(!(validate78(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs5 = errors;
if(!(validate78(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
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
}
else {
validate95.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate95.errors = vErrors;
return errors === 0;
}


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.key === undefined) && (missing0 = "key")){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "key") || (key0 === "_id")) || (key0 === "name")) || (key0 === "createdAt")) || (key0 === "updatedAt")) || (key0 === "subscribers"))){
validate88.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.key !== undefined){
const _errs2 = errors;
if(!(validate89(data.key, {instancePath:instancePath+"/key",parentData:data,parentDataProperty:"key",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._id !== undefined){
const _errs3 = errors;
if(!(validate56(data._id, {instancePath:instancePath+"/_id",parentData:data,parentDataProperty:"_id",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data2 === "string"){
if(func2(data2) > 100){
validate88.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs6 = errors;
if(!(validate78(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs7 = errors;
if(!(validate78(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscribers !== undefined){
let data5 = data.subscribers;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs10 = errors;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(!(validate56(data6, {instancePath:instancePath+"/subscribers/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs13 = errors;
if(!(validate95(data6, {instancePath:instancePath+"/subscribers/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err0 = {instancePath:instancePath+"/subscribers/" + i0,schemaPath:"#/properties/subscribers/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate88.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate88.errors = [{instancePath:instancePath+"/subscribers",schemaPath:"#/properties/subscribers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
}
}
}
else {
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}

const schema34 = {"type":"object","required":["providerId","channel"],"additionalProperties":false,"properties":{"providerId":{"$ref":"#/$defs/Id"},"channel":{"$ref":"#/$defs/ChannelType"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"identifier":{"$ref":"#/$defs/Id"},"credentials":{"$ref":"#/$defs/IntegrationCredentials"},"active":{"type":"boolean"},"primary":{"type":"boolean"},"deleted":{"type":"boolean"},"deletedAt":{"$ref":"#/$defs/Timestamp"},"deletedBy":{"type":"string"},"conditions":{"type":"array","items":{"$ref":"#/$defs/StepFilter"}}}};
const schema35 = {"title":"ChannelType","description":"A delivery channel.","type":"string","enum":["in_app","email","sms","chat","push"]};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate104.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data === "in_app") || (data === "email")) || (data === "sms")) || (data === "chat")) || (data === "push"))){
validate104.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate104.errors = vErrors;
return errors === 0;
}

const schema36 = {"title":"IntegrationCredentials","description":"Provider configuration of an integration. All fields are optional; which fields each provider needs is provider-specific. Credentials returned in responses include the secret-bearing fields.","type":"object","properties":{"apiKey":{"type":"string"},"user":{"type":"string"},"secretKey":{"type":"string"},"domain":{"type":"string"},"password":{"type":"string"},"host":{"type":"string"},"port":{"type":"string"},"region":{"type":"string"},"accountSid":{"type":"string"},"messageProfileId":{"type":"string"},"token":{"type":"string"},"from":{"type":"string"},"senderName":{"type":"string"},"projectName":{"type":"string"},"applicationId":{"type":"string"},"clientId":{"type":"string"},"baseUrl":{"type":"string"},"webhookUrl":{"type":"string"},"redirectUrl":{"type":"string"},"serviceAccount":{"type":"string"},"ipPoolName":{"type":"string"},"apiKeyRequestHeader":{"type":"string"},"secretKeyRequestHeader":{"type":"string"},"idPath":{"type":"string"},"datePath":{"type":"string"},"apiToken":{"type":"string"},"authenticationTokenKey":{"type":"string"},"instanceId":{"type":"string"},"alertUid":{"type":"string"},"title":{"type":"string"},"imageUrl":{"type":"string"},"state":{"type":"string"},"externalLink":{"type":"string"},"channelId":{"type":"string"},"phoneNumberIdentification":{"type":"string"},"accessKey":{"type":"string"},"secure":{"type":"boolean"},"requireTls":{"type":"boolean"},"ignoreTls":{"type":"boolean"},"hmac":{"type":"boolean"},"authenticateByToken":{"type":"boolean"},"tlsOptions":{"type":"object","description":"Free-form TLS options."}}};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKey !== undefined){
const _errs1 = errors;
if(typeof data.apiKey !== "string"){
validate108.errors = [{instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/secretKey",schemaPath:"#/properties/secretKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/accountSid",schemaPath:"#/properties/accountSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/messageProfileId",schemaPath:"#/properties/messageProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/senderName",schemaPath:"#/properties/senderName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/projectName",schemaPath:"#/properties/projectName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/applicationId",schemaPath:"#/properties/applicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"#/properties/redirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/serviceAccount",schemaPath:"#/properties/serviceAccount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/ipPoolName",schemaPath:"#/properties/ipPoolName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/apiKeyRequestHeader",schemaPath:"#/properties/apiKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/secretKeyRequestHeader",schemaPath:"#/properties/secretKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/idPath",schemaPath:"#/properties/idPath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/datePath",schemaPath:"#/properties/datePath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/apiToken",schemaPath:"#/properties/apiToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/authenticationTokenKey",schemaPath:"#/properties/authenticationTokenKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/instanceId",schemaPath:"#/properties/instanceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/alertUid",schemaPath:"#/properties/alertUid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/externalLink",schemaPath:"#/properties/externalLink/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/phoneNumberIdentification",schemaPath:"#/properties/phoneNumberIdentification/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/accessKey",schemaPath:"#/properties/accessKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate108.errors = [{instancePath:instancePath+"/secure",schemaPath:"#/properties/secure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate108.errors = [{instancePath:instancePath+"/requireTls",schemaPath:"#/properties/requireTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate108.errors = [{instancePath:instancePath+"/ignoreTls",schemaPath:"#/properties/ignoreTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate108.errors = [{instancePath:instancePath+"/hmac",schemaPath:"#/properties/hmac/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate108.errors = [{instancePath:instancePath+"/authenticateByToken",schemaPath:"#/properties/authenticateByToken/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate108.errors = [{instancePath:instancePath+"/tlsOptions",schemaPath:"#/properties/tlsOptions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate108.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate108.errors = vErrors;
return errors === 0;
}

const schema37 = {"title":"StepFilter","description":"A condition group of a workflow step or an integration.","type":"object","required":["isNegated","type","value","children"],"properties":{"isNegated":{"type":"boolean"},"type":{"type":"string","enum":["BOOLEAN","TEXT","DATE","NUMBER","STATEMENT","LIST","MULTI_LIST","GROUP"]},"value":{"type":"string","enum":["AND","OR"]},"children":{"type":"array","items":{"$ref":"#/$defs/FieldFilterPart"}}}};
const schema38 = {"title":"FieldFilterPart","description":"One condition of a step filter.","type":"object","required":["field","value","operator","on"],"properties":{"field":{"type":"string"},"value":{"type":"string"},"operator":{"type":"string","enum":["LARGER","SMALLER","LARGER_EQUAL","SMALLER_EQUAL","EQUAL","NOT_EQUAL","ALL_IN","ANY_IN","NOT_IN","BETWEEN","NOT_BETWEEN","LIKE","NOT_LIKE","IN"]},"on":{"type":"string","enum":["subscriber","payload"]}}};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.field === undefined) && (missing0 = "field")) || ((data.value === undefined) && (missing0 = "value"))) || ((data.operator === undefined) && (missing0 = "operator"))) || ((data.on === undefined) && (missing0 = "on"))){
validate112.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.field !== undefined){
const _errs1 = errors;
if(typeof data.field !== "string"){
validate112.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate112.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate112.errors = [{instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((data2 === "LARGER") || (data2 === "SMALLER")) || (data2 === "LARGER_EQUAL")) || (data2 === "SMALLER_EQUAL")) || (data2 === "EQUAL")) || (data2 === "NOT_EQUAL")) || (data2 === "ALL_IN")) || (data2 === "ANY_IN")) || (data2 === "NOT_IN")) || (data2 === "BETWEEN")) || (data2 === "NOT_BETWEEN")) || (data2 === "LIKE")) || (data2 === "NOT_LIKE")) || (data2 === "IN"))){
validate112.errors = [{instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema38.properties.operator.enum},message:"must be equal to one of the allowed values"}];
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
validate112.errors = [{instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "subscriber") || (data3 === "payload"))){
validate112.errors = [{instancePath:instancePath+"/on",schemaPath:"#/properties/on/enum",keyword:"enum",params:{allowedValues: schema38.properties.on.enum},message:"must be equal to one of the allowed values"}];
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
validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}


function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.isNegated === undefined) && (missing0 = "isNegated")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.children === undefined) && (missing0 = "children"))){
validate111.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.isNegated !== undefined){
const _errs1 = errors;
if(typeof data.isNegated !== "boolean"){
validate111.errors = [{instancePath:instancePath+"/isNegated",schemaPath:"#/properties/isNegated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate111.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data1 === "BOOLEAN") || (data1 === "TEXT")) || (data1 === "DATE")) || (data1 === "NUMBER")) || (data1 === "STATEMENT")) || (data1 === "LIST")) || (data1 === "MULTI_LIST")) || (data1 === "GROUP"))){
validate111.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema37.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
validate111.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "AND") || (data2 === "OR"))){
validate111.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/enum",keyword:"enum",params:{allowedValues: schema37.properties.value.enum},message:"must be equal to one of the allowed values"}];
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
if(!(validate112(data3[i0], {instancePath:instancePath+"/children/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate111.errors = [{instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate111.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate111.errors = vErrors;
return errors === 0;
}


function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.providerId === undefined) && (missing0 = "providerId")) || ((data.channel === undefined) && (missing0 = "channel"))){
validate102.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema34.properties, key0))){
validate102.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.providerId !== undefined){
const _errs2 = errors;
if(!(validate56(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel !== undefined){
const _errs3 = errors;
if(!(validate104(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._id !== undefined){
const _errs4 = errors;
if(!(validate56(data._id, {instancePath:instancePath+"/_id",parentData:data,parentDataProperty:"_id",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate102.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identifier !== undefined){
const _errs7 = errors;
if(!(validate56(data.identifier, {instancePath:instancePath+"/identifier",parentData:data,parentDataProperty:"identifier",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.credentials !== undefined){
const _errs8 = errors;
if(!(validate108(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs9 = errors;
if(typeof data.active !== "boolean"){
validate102.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.primary !== undefined){
const _errs11 = errors;
if(typeof data.primary !== "boolean"){
validate102.errors = [{instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deleted !== undefined){
const _errs13 = errors;
if(typeof data.deleted !== "boolean"){
validate102.errors = [{instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedAt !== undefined){
const _errs15 = errors;
if(!(validate78(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedBy !== undefined){
const _errs16 = errors;
if(typeof data.deletedBy !== "string"){
validate102.errors = [{instancePath:instancePath+"/deletedBy",schemaPath:"#/properties/deletedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conditions !== undefined){
let data11 = data.conditions;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data11)){
var valid1 = true;
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
const _errs20 = errors;
if(!(validate111(data11[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data11,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
var valid1 = _errs20 === errors;
if(!valid1){
break;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs18 === errors;
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
else {
validate102.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate102.errors = vErrors;
return errors === 0;
}

const schema39 = {"type":"object","required":["identifier"],"additionalProperties":false,"properties":{"identifier":{"description":"The trigger identifier (`name` of a trigger request).","$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"slug":{"$ref":"#/$defs/Id"},"active":{"type":"boolean","description":"Default true; an inactive workflow answers triggers with `trigger_not_active`."},"tags":{"type":"array","items":{"type":"string"}},"preferences":{"description":"The workflow's own channel defaults (preference overrides of source `template`).","$ref":"#/$defs/ChannelPreferences"},"steps":{"type":"array","items":{"$ref":"#/$defs/FixtureStep"}}}};
const schema40 = {"type":"object","required":["type"],"additionalProperties":false,"properties":{"type":{"$ref":"#/$defs/StepType"},"_id":{"$ref":"#/$defs/Id"},"_templateId":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"active":{"type":"boolean","description":"Default true."},"providerId":{"description":"The provider of this step's jobs; without it, the channel's integration decides.","$ref":"#/$defs/ProviderId"},"feedIdentifier":{"description":"The feed of the in-app messages this step stores.","type":"string"}}};
const schema41 = {"title":"StepType","description":"Channel or step type of a job or notification.","type":"string","enum":["in_app","email","sms","chat","push","digest","trigger","delay","custom"]};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate122.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data === "in_app") || (data === "email")) || (data === "sms")) || (data === "chat")) || (data === "push")) || (data === "digest")) || (data === "trigger")) || (data === "delay")) || (data === "custom"))){
validate122.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate122.errors = vErrors;
return errors === 0;
}

const schema42 = {"title":"ProviderId","description":"Provider of a job or execution detail, any of the email, sms, push and chat providers.","anyOf":[{"$ref":"#/$defs/EmailProviderId"},{"$ref":"#/$defs/SmsProviderId"},{"$ref":"#/$defs/PushProviderId"},{"$ref":"#/$defs/ChatProviderId"}]};
const schema43 = {"title":"EmailProviderId","description":"Email provider of a job or execution detail.","type":"string","enum":["emailjs","mailgun","mailjet","mandrill","nodemailer","postmark","sendgrid","sendinblue","ses","netcore","infobip-email","resend","plunk","mailersend","mailtrap","clickatell","outlook365","platform-email","sparkpost","email-webhook","braze"]};

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate127.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((((((data === "emailjs") || (data === "mailgun")) || (data === "mailjet")) || (data === "mandrill")) || (data === "nodemailer")) || (data === "postmark")) || (data === "sendgrid")) || (data === "sendinblue")) || (data === "ses")) || (data === "netcore")) || (data === "infobip-email")) || (data === "resend")) || (data === "plunk")) || (data === "mailersend")) || (data === "mailtrap")) || (data === "clickatell")) || (data === "outlook365")) || (data === "platform-email")) || (data === "sparkpost")) || (data === "email-webhook")) || (data === "braze"))){
validate127.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate127.errors = vErrors;
return errors === 0;
}

const schema44 = {"title":"SmsProviderId","description":"SMS provider of a job or execution detail.","type":"string","enum":["nexmo","plivo","sms77","sms-central","sns","telnyx","twilio","gupshup","firetext","infobip-sms","burst-sms","bulk-sms","isend-sms","forty-six-elks","kannel","maqsam","termii","africas-talking","platform-sms","sendchamp","generic-sms","clicksend","bandwidth","messagebird","simpletexting","azure-sms","ring-central","brevo-sms","eazy-sms","mobishastra","afro-message"]};

function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate129.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((((((((((((((((data === "nexmo") || (data === "plivo")) || (data === "sms77")) || (data === "sms-central")) || (data === "sns")) || (data === "telnyx")) || (data === "twilio")) || (data === "gupshup")) || (data === "firetext")) || (data === "infobip-sms")) || (data === "burst-sms")) || (data === "bulk-sms")) || (data === "isend-sms")) || (data === "forty-six-elks")) || (data === "kannel")) || (data === "maqsam")) || (data === "termii")) || (data === "africas-talking")) || (data === "platform-sms")) || (data === "sendchamp")) || (data === "generic-sms")) || (data === "clicksend")) || (data === "bandwidth")) || (data === "messagebird")) || (data === "simpletexting")) || (data === "azure-sms")) || (data === "ring-central")) || (data === "brevo-sms")) || (data === "eazy-sms")) || (data === "mobishastra")) || (data === "afro-message"))){
validate129.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema44.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate129.errors = vErrors;
return errors === 0;
}

const schema45 = {"title":"PushProviderId","description":"Push provider of a job or execution detail.","type":"string","enum":["fcm","apns","expo","one-signal","pushpad","push-webhook","pusher-beams","platform"]};

function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate131.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data === "fcm") || (data === "apns")) || (data === "expo")) || (data === "one-signal")) || (data === "pushpad")) || (data === "push-webhook")) || (data === "pusher-beams")) || (data === "platform"))){
validate131.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate131.errors = vErrors;
return errors === 0;
}

const schema46 = {"title":"ChatProviderId","description":"Chat provider of a job or execution detail.","type":"string","enum":["slack","discord","msteams","mattermost","ryver","zulip","grafana-on-call","getstream","rocket-chat","whatsapp-business"]};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate133.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data === "slack") || (data === "discord")) || (data === "msteams")) || (data === "mattermost")) || (data === "ryver")) || (data === "zulip")) || (data === "grafana-on-call")) || (data === "getstream")) || (data === "rocket-chat")) || (data === "whatsapp-business"))){
validate133.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate133.errors = vErrors;
return errors === 0;
}


function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate127(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate129(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate131(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate131.errors : vErrors.concat(validate131.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate133(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
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
validate126.errors = vErrors;
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
validate126.errors = vErrors;
return errors === 0;
}


function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate121.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "type") || (key0 === "_id")) || (key0 === "_templateId")) || (key0 === "name")) || (key0 === "active")) || (key0 === "providerId")) || (key0 === "feedIdentifier"))){
validate121.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(!(validate122(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._id !== undefined){
const _errs3 = errors;
if(!(validate56(data._id, {instancePath:instancePath+"/_id",parentData:data,parentDataProperty:"_id",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._templateId !== undefined){
const _errs4 = errors;
if(!(validate56(data._templateId, {instancePath:instancePath+"/_templateId",parentData:data,parentDataProperty:"_templateId",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate121.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate121.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.providerId !== undefined){
const _errs9 = errors;
if(!(validate126(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.feedIdentifier !== undefined){
const _errs10 = errors;
if(typeof data.feedIdentifier !== "string"){
validate121.errors = [{instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
}
else {
validate121.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate121.errors = vErrors;
return errors === 0;
}


function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.identifier === undefined) && (missing0 = "identifier")){
validate116.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "identifier") || (key0 === "_id")) || (key0 === "name")) || (key0 === "slug")) || (key0 === "active")) || (key0 === "tags")) || (key0 === "preferences")) || (key0 === "steps"))){
validate116.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.identifier !== undefined){
const _errs2 = errors;
if(!(validate56(data.identifier, {instancePath:instancePath+"/identifier",parentData:data,parentDataProperty:"identifier",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._id !== undefined){
const _errs3 = errors;
if(!(validate56(data._id, {instancePath:instancePath+"/_id",parentData:data,parentDataProperty:"_id",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
validate116.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slug !== undefined){
const _errs6 = errors;
if(!(validate56(data.slug, {instancePath:instancePath+"/slug",parentData:data,parentDataProperty:"slug",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active !== undefined){
const _errs7 = errors;
if(typeof data.active !== "boolean"){
validate116.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tags !== undefined){
let data5 = data.tags;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(typeof data5[i0] !== "string"){
validate116.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.preferences !== undefined){
const _errs13 = errors;
if(!(validate82(data.preferences, {instancePath:instancePath+"/preferences",parentData:data,parentDataProperty:"preferences",rootData}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.steps !== undefined){
let data8 = data.steps;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data8)){
var valid2 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
const _errs16 = errors;
if(!(validate121(data8[i1], {instancePath:instancePath+"/steps/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
var valid2 = _errs16 === errors;
if(!valid2){
break;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs14 === errors;
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
validate116.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate116.errors = vErrors;
return errors === 0;
}

const schema47 = {"type":"object","description":"A tenant and its details (a trigger's tenant object updates them).","required":["identifier"],"properties":{"identifier":{"$ref":"#/$defs/Id"}}};

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.identifier === undefined) && (missing0 = "identifier")){
validate139.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.identifier !== undefined){
if(!(validate56(data.identifier, {instancePath:instancePath+"/identifier",parentData:data,parentDataProperty:"identifier",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
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

const schema48 = {"title":"Notification","description":"The activity record of a triggered event: execution logs, status and the message generated by each workflow step.","type":"object","required":["_environmentId","_organizationId","_subscriberId","transactionId"],"properties":{"_id":{"type":"string"},"_environmentId":{"type":"string"},"_organizationId":{"type":"string"},"_subscriberId":{"type":"string"},"transactionId":{"type":"string"},"_templateId":{"type":"string"},"_digestedNotificationId":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."},"channels":{"type":"array","items":{"$ref":"#/$defs/StepType"}},"subscriber":{"$ref":"#/$defs/NotificationSubscriber"},"template":{"$ref":"#/$defs/NotificationTemplate"},"jobs":{"type":"array","items":{"$ref":"#/$defs/Job"}},"payload":{"type":"object"},"tags":{"type":"array","items":{"type":"string"}},"controls":{"type":"object"},"to":{"type":"object"},"topics":{"type":"array","items":{"$ref":"#/$defs/NotificationTopic"}}}};
const schema49 = {"title":"NotificationSubscriber","description":"The subscriber of an activity record.","type":"object","required":["subscriberId","_id"],"properties":{"subscriberId":{"type":"string","description":"External id."},"_id":{"type":"string","description":"Internal id."},"firstName":{"type":"string"},"lastName":{"type":"string"},"email":{"type":"string"},"phone":{"type":"string"}}};

function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.subscriberId === undefined) && (missing0 = "subscriberId")) || ((data._id === undefined) && (missing0 = "_id"))){
validate144.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.subscriberId !== undefined){
const _errs1 = errors;
if(typeof data.subscriberId !== "string"){
validate144.errors = [{instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate144.errors = vErrors;
return errors === 0;
}

const schema50 = {"title":"NotificationTemplate","description":"The workflow template of an activity record.","type":"object","required":["name","triggers"],"properties":{"_id":{"type":"string"},"name":{"type":"string"},"origin":{"type":"string","enum":["platform-cloud","platform-cloud-v1","external"]},"triggers":{"type":"array","items":{"$ref":"#/$defs/TemplateTrigger"}}}};
const schema51 = {"title":"TemplateTrigger","description":"A trigger of the workflow template of an activity record.","type":"object","required":["type","identifier","variables"],"properties":{"type":{"type":"string","enum":["event"]},"identifier":{"type":"string"},"variables":{"type":"array","items":{"$ref":"#/$defs/TemplateVariable"}},"subscriberVariables":{"type":"array","items":{"$ref":"#/$defs/TemplateVariable"}}}};
const schema52 = {"title":"TemplateVariable","description":"A variable of a template trigger.","type":"object","required":["name"],"properties":{"name":{"type":"string"}}};

function validate148(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate148.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
if(typeof data.name !== "string"){
validate148.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate148.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate148.errors = vErrors;
return errors === 0;
}


function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.identifier === undefined) && (missing0 = "identifier"))) || ((data.variables === undefined) && (missing0 = "variables"))){
validate147.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate147.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "event")){
validate147.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema51.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
validate147.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate148(data2[i0], {instancePath:instancePath+"/variables/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate148.errors : vErrors.concat(validate148.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate147.errors = [{instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate148(data4[i1], {instancePath:instancePath+"/subscriberVariables/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate148.errors : vErrors.concat(validate148.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate147.errors = [{instancePath:instancePath+"/subscriberVariables",schemaPath:"#/properties/subscriberVariables/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate147.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
if(((data.name === undefined) && (missing0 = "name")) || ((data.triggers === undefined) && (missing0 = "triggers"))){
validate146.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate146.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate146.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate146.errors = [{instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "platform-cloud") || (data2 === "platform-cloud-v1")) || (data2 === "external"))){
validate146.errors = [{instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/enum",keyword:"enum",params:{allowedValues: schema50.properties.origin.enum},message:"must be equal to one of the allowed values"}];
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
if(!(validate147(data3[i0], {instancePath:instancePath+"/triggers/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate146.errors = [{instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate146.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate146.errors = vErrors;
return errors === 0;
}

const schema53 = {"title":"Job","description":"One job of an event's activity record.","type":"object","required":["_id","type","executionDetails","step","providerId","status"],"properties":{"_id":{"type":"string"},"type":{"$ref":"#/$defs/StepType"},"digest":{"$ref":"#/$defs/Digest"},"executionDetails":{"type":"array","items":{"$ref":"#/$defs/ExecutionDetail"}},"step":{"$ref":"#/$defs/Step"},"overrides":{"type":"object","description":"Free-form overrides."},"payload":{"type":"object"},"providerId":{"$ref":"#/$defs/ProviderId"},"status":{"type":"string"},"updatedAt":{"type":"string","description":"ISO 8601 timestamp."}}};
const schema54 = {"title":"Digest","description":"Digest settings of a job.","type":"object","required":["type"],"properties":{"digestKey":{"type":"string"},"amount":{"type":"number"},"unit":{"$ref":"#/$defs/DigestUnit"},"type":{"type":"string","enum":["regular","backoff","timed"]},"events":{"type":"array","items":{"type":"object"}},"backoff":{"type":"boolean"},"backoffAmount":{"type":"number"},"backoffUnit":{"$ref":"#/$defs/DigestUnit"},"updateMode":{"type":"boolean"},"timed":{"$ref":"#/$defs/DigestTimedConfig"}}};
const schema55 = {"title":"DigestUnit","description":"Unit of a digest window.","type":"string","enum":["seconds","minutes","hours","days","weeks","months"]};

function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate156.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data === "seconds") || (data === "minutes")) || (data === "hours")) || (data === "days")) || (data === "weeks")) || (data === "months"))){
validate156.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema55.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate156.errors = vErrors;
return errors === 0;
}

const schema56 = {"title":"DigestTimedConfig","description":"Schedule of a timed digest.","type":"object","properties":{"atTime":{"type":"string"},"weekDays":{"type":"array","items":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]}},"monthDays":{"type":"array","items":{"type":"number"}},"ordinal":{"type":"string","enum":["1","2","3","4","5","last"]},"ordinalValue":{"type":"string","enum":["day","weekday","weekend","sunday","monday","tuesday","wednesday","thursday","friday","saturday"]},"monthlyType":{"type":"string","enum":["each","on"]},"cronExpression":{"type":"string"}}};

function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.atTime !== undefined){
const _errs1 = errors;
if(typeof data.atTime !== "string"){
validate159.errors = [{instancePath:instancePath+"/atTime",schemaPath:"#/properties/atTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate159.errors = [{instancePath:instancePath+"/weekDays/" + i0,schemaPath:"#/properties/weekDays/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "monday") || (data2 === "tuesday")) || (data2 === "wednesday")) || (data2 === "thursday")) || (data2 === "friday")) || (data2 === "saturday")) || (data2 === "sunday"))){
validate159.errors = [{instancePath:instancePath+"/weekDays/" + i0,schemaPath:"#/properties/weekDays/items/enum",keyword:"enum",params:{allowedValues: schema56.properties.weekDays.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate159.errors = [{instancePath:instancePath+"/weekDays",schemaPath:"#/properties/weekDays/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate159.errors = [{instancePath:instancePath+"/monthDays/" + i1,schemaPath:"#/properties/monthDays/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate159.errors = [{instancePath:instancePath+"/monthDays",schemaPath:"#/properties/monthDays/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate159.errors = [{instancePath:instancePath+"/ordinal",schemaPath:"#/properties/ordinal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data5 === "1") || (data5 === "2")) || (data5 === "3")) || (data5 === "4")) || (data5 === "5")) || (data5 === "last"))){
validate159.errors = [{instancePath:instancePath+"/ordinal",schemaPath:"#/properties/ordinal/enum",keyword:"enum",params:{allowedValues: schema56.properties.ordinal.enum},message:"must be equal to one of the allowed values"}];
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
validate159.errors = [{instancePath:instancePath+"/ordinalValue",schemaPath:"#/properties/ordinalValue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data6 === "day") || (data6 === "weekday")) || (data6 === "weekend")) || (data6 === "sunday")) || (data6 === "monday")) || (data6 === "tuesday")) || (data6 === "wednesday")) || (data6 === "thursday")) || (data6 === "friday")) || (data6 === "saturday"))){
validate159.errors = [{instancePath:instancePath+"/ordinalValue",schemaPath:"#/properties/ordinalValue/enum",keyword:"enum",params:{allowedValues: schema56.properties.ordinalValue.enum},message:"must be equal to one of the allowed values"}];
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
validate159.errors = [{instancePath:instancePath+"/monthlyType",schemaPath:"#/properties/monthlyType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data7 === "each") || (data7 === "on"))){
validate159.errors = [{instancePath:instancePath+"/monthlyType",schemaPath:"#/properties/monthlyType/enum",keyword:"enum",params:{allowedValues: schema56.properties.monthlyType.enum},message:"must be equal to one of the allowed values"}];
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
validate159.errors = [{instancePath:instancePath+"/cronExpression",schemaPath:"#/properties/cronExpression/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate159.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate159.errors = vErrors;
return errors === 0;
}


function validate155(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate155.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.digestKey !== undefined){
const _errs1 = errors;
if(typeof data.digestKey !== "string"){
validate155.errors = [{instancePath:instancePath+"/digestKey",schemaPath:"#/properties/digestKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate155.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
if(!(validate156(data.unit, {instancePath:instancePath+"/unit",parentData:data,parentDataProperty:"unit",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
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
validate155.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "regular") || (data3 === "backoff")) || (data3 === "timed"))){
validate155.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema54.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
validate155.errors = [{instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate155.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate155.errors = [{instancePath:instancePath+"/backoff",schemaPath:"#/properties/backoff/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate155.errors = [{instancePath:instancePath+"/backoffAmount",schemaPath:"#/properties/backoffAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
if(!(validate156(data.backoffUnit, {instancePath:instancePath+"/backoffUnit",parentData:data,parentDataProperty:"backoffUnit",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
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
validate155.errors = [{instancePath:instancePath+"/updateMode",schemaPath:"#/properties/updateMode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(!(validate159(data.timed, {instancePath:instancePath+"/timed",parentData:data,parentDataProperty:"timed",rootData}))){
vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
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
validate155.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate155.errors = vErrors;
return errors === 0;
}

const schema57 = {"title":"ExecutionDetail","description":"One recorded outcome of a job.","type":"object","required":["_id","status","detail","isRetry","isTest","providerId","source"],"properties":{"_id":{"type":"string"},"createdAt":{"type":"string","description":"ISO 8601 timestamp."},"status":{"type":"string","enum":["Success","Warning","Failed","Pending","Queued","ReadConfirmation"]},"detail":{"type":"string"},"isRetry":{"type":"boolean"},"isTest":{"type":"boolean"},"providerId":{"$ref":"#/$defs/ProviderId"},"raw":{"type":["string","null"]},"source":{"type":"string","enum":["Credentials","Internal","Payload","Webhook"]}}};

function validate162(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data._id === undefined) && (missing0 = "_id")) || ((data.status === undefined) && (missing0 = "status"))) || ((data.detail === undefined) && (missing0 = "detail"))) || ((data.isRetry === undefined) && (missing0 = "isRetry"))) || ((data.isTest === undefined) && (missing0 = "isTest"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.source === undefined) && (missing0 = "source"))){
validate162.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate162.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate162.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate162.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data2 === "Success") || (data2 === "Warning")) || (data2 === "Failed")) || (data2 === "Pending")) || (data2 === "Queued")) || (data2 === "ReadConfirmation"))){
validate162.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema57.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
validate162.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate162.errors = [{instancePath:instancePath+"/isRetry",schemaPath:"#/properties/isRetry/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate162.errors = [{instancePath:instancePath+"/isTest",schemaPath:"#/properties/isTest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(!(validate126(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
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
validate162.errors = [{instancePath:instancePath+"/raw",schemaPath:"#/properties/raw/type",keyword:"type",params:{type: schema57.properties.raw.type},message:"must be string,null"}];
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
validate162.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data8 === "Credentials") || (data8 === "Internal")) || (data8 === "Payload")) || (data8 === "Webhook"))){
validate162.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema57.properties.source.enum},message:"must be equal to one of the allowed values"}];
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
validate162.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate162.errors = vErrors;
return errors === 0;
}

const schema58 = {"title":"Step","description":"The workflow step a job runs. `variants` nests steps recursively.","type":"object","required":["_id","active","filters","_templateId"],"properties":{"_id":{"type":"string"},"active":{"type":"boolean"},"replyCallback":{"type":"object"},"controlVariables":{"type":"object"},"metadata":{"type":"object"},"issues":{"type":"object"},"filters":{"type":"array","items":{"$ref":"#/$defs/StepFilter"}},"template":{"$ref":"#/$defs/MessageTemplate"},"variants":{"type":"array","items":{"$ref":"#/$defs/Step"}},"_templateId":{"type":"string"},"name":{"type":"string"},"_parentId":{"type":["string","null"]}}};
const schema59 = {"title":"MessageTemplate","description":"The message template of a step. Any object is accepted.","type":"object"};

function validate167(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate167.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
validate167.errors = vErrors;
return errors === 0;
}

const wrapper0 = {validate: validate165};

function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data._id === undefined) && (missing0 = "_id")) || ((data.active === undefined) && (missing0 = "active"))) || ((data.filters === undefined) && (missing0 = "filters"))) || ((data._templateId === undefined) && (missing0 = "_templateId"))){
validate165.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate165.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate165.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate165.errors = [{instancePath:instancePath+"/replyCallback",schemaPath:"#/properties/replyCallback/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate165.errors = [{instancePath:instancePath+"/controlVariables",schemaPath:"#/properties/controlVariables/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate165.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate165.errors = [{instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(validate111(data6[i0], {instancePath:instancePath+"/filters/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate165.errors = [{instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate167(data.template, {instancePath:instancePath+"/template",parentData:data,parentDataProperty:"template",rootData}))){
vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
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
validate165.errors = [{instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate165.errors = [{instancePath:instancePath+"/_templateId",schemaPath:"#/properties/_templateId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate165.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate165.errors = [{instancePath:instancePath+"/_parentId",schemaPath:"#/properties/_parentId/type",keyword:"type",params:{type: schema58.properties._parentId.type},message:"must be string,null"}];
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
validate165.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate165.errors = vErrors;
return errors === 0;
}


function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data._id === undefined) && (missing0 = "_id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.executionDetails === undefined) && (missing0 = "executionDetails"))) || ((data.step === undefined) && (missing0 = "step"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.status === undefined) && (missing0 = "status"))){
validate153.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate153.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate122(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
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
if(!(validate155(data.digest, {instancePath:instancePath+"/digest",parentData:data,parentDataProperty:"digest",rootData}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
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
if(!(validate162(data3[i0], {instancePath:instancePath+"/executionDetails/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate162.errors : vErrors.concat(validate162.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate153.errors = [{instancePath:instancePath+"/executionDetails",schemaPath:"#/properties/executionDetails/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate165(data.step, {instancePath:instancePath+"/step",parentData:data,parentDataProperty:"step",rootData}))){
vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors);
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
validate153.errors = [{instancePath:instancePath+"/overrides",schemaPath:"#/properties/overrides/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate153.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(validate126(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
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
validate153.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate153.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate153.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate153.errors = vErrors;
return errors === 0;
}

const schema60 = {"title":"NotificationTopic","description":"A topic an event was sent to.","type":"object","required":["_topicId","topicKey"],"properties":{"_topicId":{"type":"string"},"topicKey":{"type":"string"}}};

function validate172(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._topicId === undefined) && (missing0 = "_topicId")) || ((data.topicKey === undefined) && (missing0 = "topicKey"))){
validate172.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._topicId !== undefined){
const _errs1 = errors;
if(typeof data._topicId !== "string"){
validate172.errors = [{instancePath:instancePath+"/_topicId",schemaPath:"#/properties/_topicId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate172.errors = [{instancePath:instancePath+"/topicKey",schemaPath:"#/properties/topicKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate172.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate172.errors = vErrors;
return errors === 0;
}


function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data._environmentId === undefined) && (missing0 = "_environmentId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data._subscriberId === undefined) && (missing0 = "_subscriberId"))) || ((data.transactionId === undefined) && (missing0 = "transactionId"))){
validate142.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate142.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate142.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate142.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate142.errors = [{instancePath:instancePath+"/_subscriberId",schemaPath:"#/properties/_subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate142.errors = [{instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate142.errors = [{instancePath:instancePath+"/_templateId",schemaPath:"#/properties/_templateId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate142.errors = [{instancePath:instancePath+"/_digestedNotificationId",schemaPath:"#/properties/_digestedNotificationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate142.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate142.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate122(data9[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data9,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
var valid1 = _errs21 === errors;
if(!valid1){
break;
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate144(data.subscriber, {instancePath:instancePath+"/subscriber",parentData:data,parentDataProperty:"subscriber",rootData}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
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
if(!(validate146(data.template, {instancePath:instancePath+"/template",parentData:data,parentDataProperty:"template",rootData}))){
vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
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
if(!(validate153(data13[i1], {instancePath:instancePath+"/jobs/" + i1,parentData:data13,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
var valid2 = _errs26 === errors;
if(!valid2){
break;
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/jobs",schemaPath:"#/properties/jobs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate142.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate142.errors = [{instancePath:instancePath+"/tags/" + i2,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs31 === errors;
if(!valid3){
break;
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate142.errors = [{instancePath:instancePath+"/controls",schemaPath:"#/properties/controls/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate142.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(validate172(data20[i3], {instancePath:instancePath+"/topics/" + i3,parentData:data20,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors);
errors = vErrors.length;
}
var valid4 = _errs39 === errors;
if(!valid4){
break;
}
}
}
else {
validate142.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate142.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate142.errors = vErrors;
return errors === 0;
}

const schema61 = {"type":"object","description":"A message delivered by a job; in-app ones are what markAllSubscriberMessages changes.","required":["subscriberId","transactionId","channel"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"transactionId":{"$ref":"#/$defs/Id"},"channel":{"$ref":"#/$defs/ChannelType"},"_id":{"$ref":"#/$defs/Id"},"feedIdentifier":{"type":"string"},"workflow":{"type":"string"},"_notificationId":{"type":"string"},"_jobId":{"type":"string"},"payload":{"type":"object"},"read":{"type":"boolean"},"seen":{"type":"boolean"},"createdAt":{"$ref":"#/$defs/Timestamp"}}};

function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.subscriberId === undefined) && (missing0 = "subscriberId")) || ((data.transactionId === undefined) && (missing0 = "transactionId"))) || ((data.channel === undefined) && (missing0 = "channel"))){
validate175.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema61.properties, key0))){
validate175.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.subscriberId !== undefined){
const _errs2 = errors;
if(!(validate56(data.subscriberId, {instancePath:instancePath+"/subscriberId",parentData:data,parentDataProperty:"subscriberId",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionId !== undefined){
const _errs3 = errors;
if(!(validate56(data.transactionId, {instancePath:instancePath+"/transactionId",parentData:data,parentDataProperty:"transactionId",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel !== undefined){
const _errs4 = errors;
if(!(validate104(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._id !== undefined){
const _errs5 = errors;
if(!(validate56(data._id, {instancePath:instancePath+"/_id",parentData:data,parentDataProperty:"_id",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.feedIdentifier !== undefined){
const _errs6 = errors;
if(typeof data.feedIdentifier !== "string"){
validate175.errors = [{instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workflow !== undefined){
const _errs8 = errors;
if(typeof data.workflow !== "string"){
validate175.errors = [{instancePath:instancePath+"/workflow",schemaPath:"#/properties/workflow/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._notificationId !== undefined){
const _errs10 = errors;
if(typeof data._notificationId !== "string"){
validate175.errors = [{instancePath:instancePath+"/_notificationId",schemaPath:"#/properties/_notificationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._jobId !== undefined){
const _errs12 = errors;
if(typeof data._jobId !== "string"){
validate175.errors = [{instancePath:instancePath+"/_jobId",schemaPath:"#/properties/_jobId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data8 = data.payload;
const _errs14 = errors;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
validate175.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read !== undefined){
const _errs16 = errors;
if(typeof data.read !== "boolean"){
validate175.errors = [{instancePath:instancePath+"/read",schemaPath:"#/properties/read/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seen !== undefined){
const _errs18 = errors;
if(typeof data.seen !== "boolean"){
validate175.errors = [{instancePath:instancePath+"/seen",schemaPath:"#/properties/seen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs20 = errors;
if(!(validate78(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
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
else {
validate175.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate175.errors = vErrors;
return errors === 0;
}


function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.apiKey === undefined) && (missing0 = "apiKey")){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema21.properties, key0))){
validate55.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.apiKey !== undefined){
const _errs2 = errors;
if(!(validate56(data.apiKey, {instancePath:instancePath+"/apiKey",parentData:data,parentDataProperty:"apiKey",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.environmentId !== undefined){
const _errs3 = errors;
if(!(validate56(data.environmentId, {instancePath:instancePath+"/environmentId",parentData:data,parentDataProperty:"environmentId",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizationId !== undefined){
const _errs4 = errors;
if(!(validate56(data.organizationId, {instancePath:instancePath+"/organizationId",parentData:data,parentDataProperty:"organizationId",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscribers !== undefined){
let data3 = data.subscribers;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate60(data3[i0], {instancePath:instancePath+"/subscribers/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/subscribers",schemaPath:"#/properties/subscribers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topics !== undefined){
let data5 = data.topics;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data5)){
var valid2 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs10 = errors;
if(!(validate88(data5[i1], {instancePath:instancePath+"/topics/" + i1,parentData:data5,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.integrations !== undefined){
let data7 = data.integrations;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data7)){
var valid3 = true;
const len2 = data7.length;
for(let i2=0; i2<len2; i2++){
const _errs13 = errors;
if(!(validate102(data7[i2], {instancePath:instancePath+"/integrations/" + i2,parentData:data7,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/integrations",schemaPath:"#/properties/integrations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workflows !== undefined){
let data9 = data.workflows;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data9)){
var valid4 = true;
const len3 = data9.length;
for(let i3=0; i3<len3; i3++){
const _errs16 = errors;
if(!(validate116(data9[i3], {instancePath:instancePath+"/workflows/" + i3,parentData:data9,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
var valid4 = _errs16 === errors;
if(!valid4){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/workflows",schemaPath:"#/properties/workflows/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tenants !== undefined){
let data11 = data.tenants;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data11)){
var valid5 = true;
const len4 = data11.length;
for(let i4=0; i4<len4; i4++){
let data12 = data11[i4];
const _errs19 = errors;
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(!(validate56(data12, {instancePath:instancePath+"/tenants/" + i4,parentData:data11,parentDataProperty:i4,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs21 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs22 = errors;
if(!(validate139(data12, {instancePath:instancePath+"/tenants/" + i4,parentData:data11,parentDataProperty:i4,rootData}))){
vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);
errors = vErrors.length;
}
var _valid0 = _errs22 === errors;
valid6 = valid6 || _valid0;
}
if(!valid6){
const err0 = {instancePath:instancePath+"/tenants/" + i4,schemaPath:"#/properties/tenants/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate55.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs19 === errors;
if(!valid5){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tenants",schemaPath:"#/properties/tenants/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notifications !== undefined){
let data13 = data.notifications;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data13)){
var valid7 = true;
const len5 = data13.length;
for(let i5=0; i5<len5; i5++){
const _errs25 = errors;
if(!(validate142(data13[i5], {instancePath:instancePath+"/notifications/" + i5,parentData:data13,parentDataProperty:i5,rootData}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
var valid7 = _errs25 === errors;
if(!valid7){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/notifications",schemaPath:"#/properties/notifications/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.messages !== undefined){
let data15 = data.messages;
const _errs26 = errors;
if(errors === _errs26){
if(Array.isArray(data15)){
var valid8 = true;
const len6 = data15.length;
for(let i6=0; i6<len6; i6++){
const _errs28 = errors;
if(!(validate175(data15[i6], {instancePath:instancePath+"/messages/" + i6,parentData:data15,parentDataProperty:i6,rootData}))){
vErrors = vErrors === null ? validate175.errors : vErrors.concat(validate175.errors);
errors = vErrors.length;
}
var valid8 = _errs28 === errors;
if(!valid8){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs26 === errors;
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
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="urn:notification-api-contract:mock-fixture" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.environments === undefined) && (missing0 = "environments")){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs2 = errors;
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "settings")) || (key0 === "environments"))){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs2 === errors){
if(data.$schema !== undefined){
const _errs3 = errors;
if(typeof data.$schema !== "string"){
validate52.errors = [{instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings !== undefined){
const _errs5 = errors;
if(!(validate53(data.settings, {instancePath:instancePath+"/settings",parentData:data,parentDataProperty:"settings",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.environments !== undefined){
let data2 = data.environments;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate55(data2[i0], {instancePath:instancePath+"/environments/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/environments",schemaPath:"#/properties/environments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}

exports.validateProviderId = validate183;

function validate183(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate127(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate129(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate131(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate131.errors : vErrors.concat(validate131.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate133(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
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
validate183.errors = vErrors;
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
validate183.errors = vErrors;
return errors === 0;
}

exports.validateSubscriberDefinition = validate188;
const schema63 = {"title":"SubscriberDefinition","description":"A recipient of a triggered event given as a subscriber definition. A recipient given as a string is a subscriber id.","type":"object","properties":{"subscriberId":{"type":"string"},"email":{"type":"string"},"firstName":{"type":"string"},"lastName":{"type":"string"},"phone":{"type":"string"},"avatar":{"type":"string"},"locale":{"type":"string"},"timezone":{"type":"string"},"data":{"type":"object","description":"Custom data; every value is a string.","additionalProperties":{"type":"string"}},"channels":{"type":"array","items":{"$ref":"#/$defs/SubscriberDefinitionChannel"}}}};
const schema64 = {"title":"SubscriberDefinitionChannel","description":"A channel of a subscriber definition (a recipient of a triggered event).","type":"object","properties":{"providerId":{"$ref":"#/$defs/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/$defs/SubscriberDefinitionCredentials"}}};
const schema65 = {"title":"SubscriberDefinitionCredentials","description":"Credentials of a channel in a subscriber definition (a recipient of a triggered event).","type":"object","properties":{"webhookUrl":{"type":"string"},"deviceTokens":{"type":"array","items":{"type":"string"}}}};

function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.webhookUrl !== undefined){
const _errs1 = errors;
if(typeof data.webhookUrl !== "string"){
validate191.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate191.errors = [{instancePath:instancePath+"/deviceTokens/" + i0,schemaPath:"#/properties/deviceTokens/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate191.errors = [{instancePath:instancePath+"/deviceTokens",schemaPath:"#/properties/deviceTokens/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate191.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate191.errors = vErrors;
return errors === 0;
}


function validate189(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.providerId !== undefined){
const _errs1 = errors;
if(!(validate72(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
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
validate189.errors = [{instancePath:instancePath+"/integrationIdentifier",schemaPath:"#/properties/integrationIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate191(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate191.errors : vErrors.concat(validate191.errors);
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
validate189.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate189.errors = vErrors;
return errors === 0;
}


function validate188(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subscriberId !== undefined){
const _errs1 = errors;
if(typeof data.subscriberId !== "string"){
validate188.errors = [{instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate188.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate188.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate188.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate188.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate188.errors = [{instancePath:instancePath+"/avatar",schemaPath:"#/properties/avatar/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate188.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/properties/locale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate188.errors = [{instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate188.errors = [{instancePath:instancePath+"/data/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs20 === errors;
if(!valid1){
break;
}
}
}
else {
validate188.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(validate189(data10[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate189.errors : vErrors.concat(validate189.errors);
errors = vErrors.length;
}
var valid2 = _errs24 === errors;
if(!valid2){
break;
}
}
}
else {
validate188.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate188.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate188.errors = vErrors;
return errors === 0;
}

exports.validateIntegrationCredentials = validate194;

function validate194(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKey !== undefined){
const _errs1 = errors;
if(typeof data.apiKey !== "string"){
validate194.errors = [{instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/secretKey",schemaPath:"#/properties/secretKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/accountSid",schemaPath:"#/properties/accountSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/messageProfileId",schemaPath:"#/properties/messageProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/senderName",schemaPath:"#/properties/senderName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/projectName",schemaPath:"#/properties/projectName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/applicationId",schemaPath:"#/properties/applicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"#/properties/redirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/serviceAccount",schemaPath:"#/properties/serviceAccount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/ipPoolName",schemaPath:"#/properties/ipPoolName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/apiKeyRequestHeader",schemaPath:"#/properties/apiKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/secretKeyRequestHeader",schemaPath:"#/properties/secretKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/idPath",schemaPath:"#/properties/idPath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/datePath",schemaPath:"#/properties/datePath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/apiToken",schemaPath:"#/properties/apiToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/authenticationTokenKey",schemaPath:"#/properties/authenticationTokenKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/instanceId",schemaPath:"#/properties/instanceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/alertUid",schemaPath:"#/properties/alertUid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/externalLink",schemaPath:"#/properties/externalLink/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/phoneNumberIdentification",schemaPath:"#/properties/phoneNumberIdentification/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/accessKey",schemaPath:"#/properties/accessKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/secure",schemaPath:"#/properties/secure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate194.errors = [{instancePath:instancePath+"/requireTls",schemaPath:"#/properties/requireTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate194.errors = [{instancePath:instancePath+"/ignoreTls",schemaPath:"#/properties/ignoreTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate194.errors = [{instancePath:instancePath+"/hmac",schemaPath:"#/properties/hmac/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate194.errors = [{instancePath:instancePath+"/authenticateByToken",schemaPath:"#/properties/authenticateByToken/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate194.errors = [{instancePath:instancePath+"/tlsOptions",schemaPath:"#/properties/tlsOptions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate194.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate194.errors = vErrors;
return errors === 0;
}

