// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
exports.validateFixture = validate52;
const schema19 = {"$comment":"generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit","$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:notification-api-contract:mock-fixture","title":"Stateful mock fixture","description":"The whole state of the stateful mock: what `--fixture` and `load()` read and what `snapshot()` and GET /__mock/state write. Every id and timestamp left out is generated.","type":"object","required":["environments"],"additionalProperties":false,"properties":{"$schema":{"type":"string"},"settings":{"$ref":"#/$defs/FixtureSettings"},"environments":{"type":"array","items":{"$ref":"#/$defs/FixtureEnvironment"}}},"$defs":{"FixtureSettings":{"type":"object","description":"How the mock behaves. The options of createStatefulMock and the CLI's flags (`--idempotency off`, `--max-resources`, `--max-bytes`, `--max-total-bytes`) win over these; PATCH /__mock/settings changes them while it runs.","additionalProperties":false,"properties":{"idempotency":{"description":"`off`: the idempotency-key header is ignored, so that a suite generated from the spec that sends one constant key on every request gets fresh answers. Default `on`.","enum":["on","off"]},"maxResourcesPerEnvironment":{"description":"Records one environment may hold (subscribers, topics, subscriptions, integrations, workflows, tenants, activity records and messages). A request that would add one more is answered 409 (problem kind `resource-limit`). Default 100000.","type":"integer","minimum":1},"maxBytesPerEnvironment":{"description":"Bytes the records of one environment may hold, as the mock counts them: an estimate of their memory, made once as each record is added. A request that may add more than is left is answered 409 (problem kind `resource-limit`). Default 67108864 (64 MiB).","type":"integer","minimum":1},"maxTotalBytes":{"description":"Bytes the records of all environments may hold together, counted the same way. A request that may add more than is left is answered 409 (problem kind `resource-limit`). Default 268435456 (256 MiB).","type":"integer","minimum":1}}},"Id":{"type":"string","minLength":1},"NullableString":{"type":["string","null"]},"FixtureEnvironment":{"type":"object","description":"One environment, selected by requests that send `Authorization: ApiKey <apiKey>`.","required":["apiKey"],"additionalProperties":false,"properties":{"apiKey":{"$ref":"#/$defs/Id"},"environmentId":{"$ref":"#/$defs/Id"},"organizationId":{"description":"Environments of one organization share the active integrations of listActiveIntegrations.","$ref":"#/$defs/Id"},"subscribers":{"type":"array","items":{"$ref":"#/$defs/FixtureSubscriber"}},"topics":{"type":"array","items":{"$ref":"#/$defs/FixtureTopic"}},"integrations":{"type":"array","items":{"$ref":"#/$defs/FixtureIntegration"}},"workflows":{"type":"array","items":{"$ref":"#/$defs/FixtureWorkflow"}},"tenants":{"type":"array","items":{"anyOf":[{"$ref":"#/$defs/Id"},{"$ref":"#/$defs/FixtureTenant"}]}},"notifications":{"description":"Activity records (getNotification), as the contract describes them.","type":"array","items":{"$ref":"#/$defs/Notification"}},"messages":{"type":"array","items":{"$ref":"#/$defs/FixtureMessage"}}}},"FixtureSubscriber":{"type":"object","required":["subscriberId"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"firstName":{"$ref":"#/$defs/NullableString"},"lastName":{"$ref":"#/$defs/NullableString"},"email":{"$ref":"#/$defs/NullableString"},"phone":{"$ref":"#/$defs/NullableString"},"avatar":{"$ref":"#/$defs/NullableString"},"locale":{"$ref":"#/$defs/NullableString"},"timezone":{"$ref":"#/$defs/NullableString"},"data":{"type":["object","null"]},"channels":{"type":"array","items":{"$ref":"#/$defs/FixtureChannel"}},"isOnline":{"type":["boolean","null"]},"lastOnlineAt":{"$ref":"#/$defs/NullableTimestamp"},"__v":{"type":"number"},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"},"preferences":{"$ref":"#/$defs/FixturePreferences"}}},"FixtureChannel":{"type":"object","description":"A chat or push channel of a subscriber. Without `_integrationId`, the integration of the environment with this `integrationIdentifier` (or else this `providerId`) is used.","required":["providerId"],"additionalProperties":false,"properties":{"providerId":{"$ref":"#/$defs/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/$defs/ChannelCredentials"},"_integrationId":{"$ref":"#/$defs/Id"}}},"FixturePreferences":{"type":"object","additionalProperties":false,"properties":{"global":{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"channels":{"$ref":"#/$defs/ChannelPreferences"}}},"workflows":{"type":"object","description":"The subscriber's own channel settings, by workflow identifier.","additionalProperties":{"type":"object","required":["channels"],"additionalProperties":false,"properties":{"channels":{"$ref":"#/$defs/ChannelPreferences"},"updatedAt":{"$ref":"#/$defs/Timestamp"}}}}}},"FixtureTopic":{"type":"object","required":["key"],"additionalProperties":false,"properties":{"key":{"$ref":"#/$defs/TopicKey"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string","maxLength":100},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"},"subscribers":{"description":"The topic's subscriptions, in order; a string is a subscriberId.","type":"array","items":{"anyOf":[{"$ref":"#/$defs/Id"},{"$ref":"#/$defs/FixtureSubscription"}]}}}},"FixtureSubscription":{"type":"object","required":["subscriberId"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"}}},"FixtureIntegration":{"type":"object","required":["providerId","channel"],"additionalProperties":false,"properties":{"providerId":{"$ref":"#/$defs/Id"},"channel":{"$ref":"#/$defs/ChannelType"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"identifier":{"$ref":"#/$defs/Id"},"credentials":{"$ref":"#/$defs/IntegrationCredentials"},"active":{"type":"boolean"},"primary":{"type":"boolean"},"deleted":{"type":"boolean"},"deletedAt":{"$ref":"#/$defs/Timestamp"},"deletedBy":{"type":"string"},"conditions":{"type":"array","items":{"$ref":"#/$defs/StepFilter"}}}},"FixtureWorkflow":{"type":"object","required":["identifier"],"additionalProperties":false,"properties":{"identifier":{"description":"The trigger identifier (`name` of a trigger request).","$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"slug":{"$ref":"#/$defs/Id"},"active":{"type":"boolean","description":"Default true; an inactive workflow answers triggers with `trigger_not_active`."},"tags":{"type":"array","items":{"type":"string"}},"preferences":{"description":"The workflow's own channel defaults (preference overrides of source `template`).","$ref":"#/$defs/ChannelPreferences"},"steps":{"type":"array","items":{"$ref":"#/$defs/FixtureStep"}}}},"FixtureStep":{"type":"object","required":["type"],"additionalProperties":false,"properties":{"type":{"$ref":"#/$defs/StepType"},"_id":{"$ref":"#/$defs/Id"},"_templateId":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"active":{"type":"boolean","description":"Default true."},"providerId":{"description":"The provider of this step's jobs; without it, the channel's integration decides.","$ref":"#/$defs/ProviderId"},"feedIdentifier":{"description":"The feed of the in-app messages this step stores.","type":"string"}}},"FixtureTenant":{"type":"object","description":"A tenant and its details (a trigger's tenant object updates them).","required":["identifier"],"properties":{"identifier":{"$ref":"#/$defs/Id"}}},"FixtureMessage":{"type":"object","description":"A message delivered by a job; in-app ones are what markAllSubscriberMessages changes.","required":["subscriberId","transactionId","channel"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"transactionId":{"$ref":"#/$defs/Id"},"channel":{"$ref":"#/$defs/ChannelType"},"_id":{"$ref":"#/$defs/Id"},"feedIdentifier":{"type":"string"},"workflow":{"type":"string"},"_notificationId":{"type":"string"},"_jobId":{"type":"string"},"payload":{"type":"object"},"read":{"type":"boolean"},"seen":{"type":"boolean"},"createdAt":{"$ref":"#/$defs/Timestamp"}}},"ChannelCredentials":{"title":"ChannelCredentials","description":"Credentials of one subscriber channel. All fields are optional.","type":"object","properties":{"webhookUrl":{"type":"string","description":"Webhook URL for chat integrations."},"channel":{"type":"string","description":"Channel specification for the `mattermost` provider."},"deviceTokens":{"type":"array","description":"Subscriber device tokens for push providers. On update they are appended to the existing ones.","items":{"type":"string"}},"alertUid":{"type":"string","description":"Grafana on-call alert UID."},"title":{"type":"string","description":"Grafana on-call title."},"imageUrl":{"type":"string","description":"Grafana on-call image URL."},"state":{"type":"string","description":"Grafana on-call state."},"externalUrl":{"type":"string","description":"Grafana on-call link to upstream details."}}},"ChannelPreferences":{"title":"ChannelPreferences","description":"Whether each channel is enabled.","type":"object","properties":{"email":{"type":"boolean"},"sms":{"type":"boolean"},"in_app":{"type":"boolean"},"chat":{"type":"boolean"},"push":{"type":"boolean"}}},"ChannelType":{"title":"ChannelType","description":"A delivery channel.","type":"string","enum":["in_app","email","sms","chat","push"]},"ChatProviderId":{"title":"ChatProviderId","description":"Chat provider of a job or execution detail.","type":"string","enum":["slack","discord","msteams","mattermost","ryver","zulip","grafana-on-call","getstream","rocket-chat","whatsapp-business"]},"Digest":{"title":"Digest","description":"Digest settings of a job.","type":"object","required":["type"],"properties":{"digestKey":{"type":"string"},"amount":{"type":"number"},"unit":{"$ref":"#/$defs/DigestUnit"},"type":{"type":"string","enum":["regular","backoff","timed"]},"events":{"type":"array","items":{"type":"object","additionalProperties":true}},"backoff":{"type":"boolean"},"backoffAmount":{"type":"number"},"backoffUnit":{"$ref":"#/$defs/DigestUnit"},"updateMode":{"type":"boolean"},"timed":{"$ref":"#/$defs/DigestTimedConfig"}}},"DigestTimedConfig":{"title":"DigestTimedConfig","description":"Schedule of a timed digest.","type":"object","properties":{"atTime":{"type":"string"},"weekDays":{"type":"array","items":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]}},"monthDays":{"type":"array","items":{"type":"number"}},"ordinal":{"type":"string","enum":["1","2","3","4","5","last"]},"ordinalValue":{"type":"string","enum":["day","weekday","weekend","sunday","monday","tuesday","wednesday","thursday","friday","saturday"]},"monthlyType":{"type":"string","enum":["each","on"]},"cronExpression":{"type":"string"}}},"DigestUnit":{"title":"DigestUnit","description":"Unit of a digest window.","type":"string","enum":["seconds","minutes","hours","days","weeks","months"]},"EmailProviderId":{"title":"EmailProviderId","description":"Email provider of a job or execution detail.","type":"string","enum":["emailjs","mailgun","mailjet","mandrill","nodemailer","postmark","sendgrid","sendinblue","ses","netcore","infobip-email","resend","plunk","mailersend","mailtrap","clickatell","outlook365","platform-email","sparkpost","email-webhook","braze"]},"ExecutionDetail":{"title":"ExecutionDetail","description":"One recorded outcome of a job.","type":"object","required":["_id","status","detail","isRetry","isTest","providerId","source"],"properties":{"_id":{"type":"string"},"createdAt":{"$ref":"#/$defs/Timestamp","description":"ISO 8601 timestamp."},"status":{"type":"string","enum":["Success","Warning","Failed","Pending","Queued","ReadConfirmation"]},"detail":{"type":"string"},"isRetry":{"type":"boolean"},"isTest":{"type":"boolean"},"providerId":{"$ref":"#/$defs/ProviderId"},"raw":{"type":["string","null"]},"source":{"type":"string","enum":["Credentials","Internal","Payload","Webhook"]}}},"FieldFilterPart":{"title":"FieldFilterPart","description":"One condition of a step filter.","type":"object","required":["field","value","operator","on"],"properties":{"field":{"type":"string"},"value":{"type":"string"},"operator":{"type":"string","enum":["LARGER","SMALLER","LARGER_EQUAL","SMALLER_EQUAL","EQUAL","NOT_EQUAL","ALL_IN","ANY_IN","NOT_IN","BETWEEN","NOT_BETWEEN","LIKE","NOT_LIKE","IN"]},"on":{"type":"string","enum":["subscriber","payload"]}}},"IntegrationCredentials":{"title":"IntegrationCredentials","description":"Provider configuration of an integration. All fields are optional; which fields each provider needs is provider-specific. Credentials returned in responses include the secret-bearing fields.","type":"object","properties":{"apiKey":{"type":"string"},"user":{"type":"string"},"secretKey":{"type":"string"},"domain":{"type":"string"},"password":{"type":"string"},"host":{"type":"string"},"port":{"type":"string"},"region":{"type":"string"},"accountSid":{"type":"string"},"messageProfileId":{"type":"string"},"token":{"type":"string"},"from":{"type":"string"},"senderName":{"type":"string"},"projectName":{"type":"string"},"applicationId":{"type":"string"},"clientId":{"type":"string"},"baseUrl":{"type":"string"},"webhookUrl":{"type":"string"},"redirectUrl":{"type":"string"},"serviceAccount":{"type":"string"},"ipPoolName":{"type":"string"},"apiKeyRequestHeader":{"type":"string"},"secretKeyRequestHeader":{"type":"string"},"idPath":{"type":"string"},"datePath":{"type":"string"},"apiToken":{"type":"string"},"authenticationTokenKey":{"type":"string"},"instanceId":{"type":"string"},"alertUid":{"type":"string"},"title":{"type":"string"},"imageUrl":{"type":"string"},"state":{"type":"string"},"externalLink":{"type":"string"},"channelId":{"type":"string"},"phoneNumberIdentification":{"type":"string"},"accessKey":{"type":"string"},"secure":{"type":"boolean"},"requireTls":{"type":"boolean"},"ignoreTls":{"type":"boolean"},"hmac":{"type":"boolean"},"authenticateByToken":{"type":"boolean"},"tlsOptions":{"type":"object","additionalProperties":true,"description":"Free-form TLS options."}}},"Job":{"title":"Job","description":"One job of an event's activity record.","type":"object","required":["_id","type","executionDetails","step","providerId","status"],"properties":{"_id":{"type":"string"},"type":{"$ref":"#/$defs/StepType"},"digest":{"$ref":"#/$defs/Digest"},"executionDetails":{"type":"array","items":{"$ref":"#/$defs/ExecutionDetail"}},"step":{"$ref":"#/$defs/Step"},"overrides":{"type":"object","additionalProperties":true,"description":"Free-form overrides."},"payload":{"type":"object","additionalProperties":true},"providerId":{"$ref":"#/$defs/ProviderId"},"status":{"type":"string"},"updatedAt":{"$ref":"#/$defs/Timestamp","description":"ISO 8601 timestamp."}}},"MessageTemplate":{"title":"MessageTemplate","description":"The message template of a step. Any object is accepted.","type":"object","additionalProperties":true},"Notification":{"title":"Notification","description":"The activity record of a triggered event: execution logs, status and the message generated by each workflow step.","type":"object","required":["_environmentId","_organizationId","_subscriberId","transactionId"],"properties":{"_id":{"type":"string"},"_environmentId":{"type":"string"},"_organizationId":{"type":"string"},"_subscriberId":{"type":"string"},"transactionId":{"type":"string"},"_templateId":{"type":"string"},"_digestedNotificationId":{"type":"string"},"createdAt":{"$ref":"#/$defs/Timestamp","description":"ISO 8601 timestamp."},"updatedAt":{"$ref":"#/$defs/Timestamp","description":"ISO 8601 timestamp."},"channels":{"type":"array","items":{"$ref":"#/$defs/StepType"}},"subscriber":{"$ref":"#/$defs/NotificationSubscriber"},"template":{"$ref":"#/$defs/NotificationTemplate"},"jobs":{"type":"array","items":{"$ref":"#/$defs/Job"}},"payload":{"type":"object","additionalProperties":true},"tags":{"type":"array","items":{"type":"string"}},"controls":{"type":"object","additionalProperties":true},"to":{"type":"object","additionalProperties":true},"topics":{"type":"array","items":{"$ref":"#/$defs/NotificationTopic"}}}},"NotificationSubscriber":{"title":"NotificationSubscriber","description":"The subscriber of an activity record.","type":"object","required":["subscriberId","_id"],"properties":{"subscriberId":{"type":"string","description":"External id."},"_id":{"type":"string","description":"Internal id."},"firstName":{"type":"string"},"lastName":{"type":"string"},"email":{"type":"string"},"phone":{"type":"string"}}},"NotificationTemplate":{"title":"NotificationTemplate","description":"The workflow template of an activity record.","type":"object","required":["name","triggers"],"properties":{"_id":{"type":"string"},"name":{"type":"string"},"origin":{"type":"string","enum":["platform-cloud","platform-cloud-v1","external"]},"triggers":{"type":"array","items":{"$ref":"#/$defs/TemplateTrigger"}}}},"NotificationTopic":{"title":"NotificationTopic","description":"A topic an event was sent to.","type":"object","required":["_topicId","topicKey"],"properties":{"_topicId":{"type":"string"},"topicKey":{"type":"string"}}},"NullableTimestamp":{"title":"NullableTimestamp","description":"A Timestamp, or null where the API description writes `string|null`. Its pattern is Timestamp's (the spec's tests hold the two to one another).","type":["string","null"],"pattern":"^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$","examples":["2026-11-20T18:04:11.000Z",null]},"ProviderId":{"title":"ProviderId","description":"Provider of a job or execution detail, any of the email, sms, push and chat providers.","anyOf":[{"$ref":"#/$defs/EmailProviderId"},{"$ref":"#/$defs/SmsProviderId"},{"$ref":"#/$defs/PushProviderId"},{"$ref":"#/$defs/ChatProviderId"}]},"PushProviderId":{"title":"PushProviderId","description":"Push provider of a job or execution detail.","type":"string","enum":["fcm","apns","expo","one-signal","pushpad","push-webhook","pusher-beams","platform"]},"SmsProviderId":{"title":"SmsProviderId","description":"SMS provider of a job or execution detail.","type":"string","enum":["nexmo","plivo","sms77","sms-central","sns","telnyx","twilio","gupshup","firetext","infobip-sms","burst-sms","bulk-sms","isend-sms","forty-six-elks","kannel","maqsam","termii","africas-talking","platform-sms","sendchamp","generic-sms","clicksend","bandwidth","messagebird","simpletexting","azure-sms","ring-central","brevo-sms","eazy-sms","mobishastra","afro-message"]},"Step":{"title":"Step","description":"The workflow step a job runs. `variants` nests steps recursively.","type":"object","required":["_id","active","filters","_templateId"],"properties":{"_id":{"type":"string"},"active":{"type":"boolean"},"replyCallback":{"type":"object","additionalProperties":true},"controlVariables":{"type":"object","additionalProperties":true},"metadata":{"type":"object","additionalProperties":true},"issues":{"type":"object","additionalProperties":true},"filters":{"type":"array","items":{"$ref":"#/$defs/StepFilter"}},"template":{"$ref":"#/$defs/MessageTemplate"},"variants":{"type":"array","items":{"$ref":"#/$defs/Step"}},"_templateId":{"type":"string"},"name":{"type":"string"},"_parentId":{"type":["string","null"]}}},"StepFilter":{"title":"StepFilter","description":"A condition group of a workflow step or an integration.","type":"object","required":["isNegated","type","value","children"],"properties":{"isNegated":{"type":"boolean"},"type":{"type":"string","enum":["BOOLEAN","TEXT","DATE","NUMBER","STATEMENT","LIST","MULTI_LIST","GROUP"]},"value":{"type":"string","enum":["AND","OR"]},"children":{"type":"array","items":{"$ref":"#/$defs/FieldFilterPart"}}}},"StepType":{"title":"StepType","description":"Channel or step type of a job or notification.","type":"string","enum":["in_app","email","sms","chat","push","digest","trigger","delay","custom"]},"SubscriberChannelProviderId":{"title":"SubscriberChannelProviderId","description":"Provider of a subscriber's chat or push channel.","type":"string","enum":["slack","discord","msteams","mattermost","ryver","zulip","grafana-on-call","getstream","rocket-chat","whatsapp-business","fcm","apns","expo","one-signal","pushpad","push-webhook","pusher-beams"]},"SubscriberDefinition":{"title":"SubscriberDefinition","description":"A recipient of a triggered event given as a subscriber definition. A recipient given as a string is a subscriber id.","type":"object","properties":{"subscriberId":{"type":"string"},"email":{"type":"string"},"firstName":{"type":"string"},"lastName":{"type":"string"},"phone":{"type":"string"},"avatar":{"type":"string"},"locale":{"type":"string"},"timezone":{"type":"string"},"data":{"type":"object","description":"Custom data; every value is a string.","additionalProperties":{"type":"string"}},"channels":{"type":"array","items":{"$ref":"#/$defs/SubscriberDefinitionChannel"}}}},"SubscriberDefinitionChannel":{"title":"SubscriberDefinitionChannel","description":"A channel of a subscriber definition (a recipient of a triggered event).","type":"object","properties":{"providerId":{"$ref":"#/$defs/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/$defs/SubscriberDefinitionCredentials"}}},"SubscriberDefinitionCredentials":{"title":"SubscriberDefinitionCredentials","description":"Credentials of a channel in a subscriber definition (a recipient of a triggered event).","type":"object","properties":{"webhookUrl":{"type":"string"},"deviceTokens":{"type":"array","items":{"type":"string"}}}},"TemplateTrigger":{"title":"TemplateTrigger","description":"A trigger of the workflow template of an activity record.","type":"object","required":["type","identifier","variables"],"properties":{"type":{"type":"string","enum":["event"]},"identifier":{"type":"string"},"variables":{"type":"array","items":{"$ref":"#/$defs/TemplateVariable"}},"subscriberVariables":{"type":"array","items":{"$ref":"#/$defs/TemplateVariable"}}}},"TemplateVariable":{"title":"TemplateVariable","description":"A variable of a template trigger.","type":"object","required":["name"],"properties":{"name":{"type":"string"}}},"Timestamp":{"title":"Timestamp","description":"A point in time, as the API description says of every timestamp: \"Timestamps are strings in ISO 8601 format\". Not `format: date-time`, which is RFC 3339, a narrower profile of ISO 8601.","type":"string","pattern":"^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$","examples":["2026-11-21T09:00:00.000Z"]},"TopicKey":{"title":"TopicKey","description":"A topic key: 1 to 100 characters, only a-z, A-Z, 0-9, hyphen, underscore and colon, or a valid e-mail address.","anyOf":[{"type":"string","minLength":1,"maxLength":100,"pattern":"^[A-Za-z0-9_:-]+$"},{"type":"string","minLength":1,"maxLength":100,"format":"email"}]}}};
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

const schema23 = {"type":"object","required":["subscriberId"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"firstName":{"$ref":"#/$defs/NullableString"},"lastName":{"$ref":"#/$defs/NullableString"},"email":{"$ref":"#/$defs/NullableString"},"phone":{"$ref":"#/$defs/NullableString"},"avatar":{"$ref":"#/$defs/NullableString"},"locale":{"$ref":"#/$defs/NullableString"},"timezone":{"$ref":"#/$defs/NullableString"},"data":{"type":["object","null"]},"channels":{"type":"array","items":{"$ref":"#/$defs/FixtureChannel"}},"isOnline":{"type":["boolean","null"]},"lastOnlineAt":{"$ref":"#/$defs/NullableTimestamp"},"__v":{"type":"number"},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"},"preferences":{"$ref":"#/$defs/FixturePreferences"}}};
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

const schema28 = {"title":"NullableTimestamp","description":"A Timestamp, or null where the API description writes `string|null`. Its pattern is Timestamp's (the spec's tests hold the two to one another).","type":["string","null"],"pattern":"^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$","examples":["2026-11-20T18:04:11.000Z",null]};
const pattern3 = new RegExp("^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$", "u");

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (data !== null)){
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema28.type},message:"must be string,null"}];
return false;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate78.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"},message:"must match pattern \""+"^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"+"\""}];
return false;
}
}
}
validate78.errors = vErrors;
return errors === 0;
}

const schema29 = {"title":"Timestamp","description":"A point in time, as the API description says of every timestamp: \"Timestamps are strings in ISO 8601 format\". Not `format: date-time`, which is RFC 3339, a narrower profile of ISO 8601.","type":"string","pattern":"^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$","examples":["2026-11-21T09:00:00.000Z"]};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate80.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"},message:"must match pattern \""+"^(?:[+-]\\d{4,6}|\\d{4})(?:-\\d{2}(?:-\\d{2})?|\\d{4}|-?W\\d{2}(?:-?[1-7])?|-?\\d{3})?(?:T\\d{2}(?::?\\d{2}(?::?\\d{2})?)?(?:[.,]\\d+)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"+"\""}];
return false;
}
}
else {
validate80.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}

const schema30 = {"type":"object","additionalProperties":false,"properties":{"global":{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"channels":{"$ref":"#/$defs/ChannelPreferences"}}},"workflows":{"type":"object","description":"The subscriber's own channel settings, by workflow identifier.","additionalProperties":{"type":"object","required":["channels"],"additionalProperties":false,"properties":{"channels":{"$ref":"#/$defs/ChannelPreferences"},"updatedAt":{"$ref":"#/$defs/Timestamp"}}}}}};
const schema31 = {"title":"ChannelPreferences","description":"Whether each channel is enabled.","type":"object","properties":{"email":{"type":"boolean"},"sms":{"type":"boolean"},"in_app":{"type":"boolean"},"chat":{"type":"boolean"},"push":{"type":"boolean"}}};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email !== undefined){
const _errs1 = errors;
if(typeof data.email !== "boolean"){
validate84.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate84.errors = [{instancePath:instancePath+"/sms",schemaPath:"#/properties/sms/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate84.errors = [{instancePath:instancePath+"/in_app",schemaPath:"#/properties/in_app/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate84.errors = [{instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate84.errors = [{instancePath:instancePath+"/push",schemaPath:"#/properties/push/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}


function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "global") || (key0 === "workflows"))){
validate83.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate83.errors = [{instancePath:instancePath+"/global",schemaPath:"#/properties/global/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.enabled !== undefined){
const _errs5 = errors;
if(typeof data0.enabled !== "boolean"){
validate83.errors = [{instancePath:instancePath+"/global/enabled",schemaPath:"#/properties/global/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(!(validate84(data0.channels, {instancePath:instancePath+"/global/channels",parentData:data0,parentDataProperty:"channels",rootData}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
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
validate83.errors = [{instancePath:instancePath+"/global",schemaPath:"#/properties/global/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate83.errors = [{instancePath:instancePath+"/workflows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/workflows/additionalProperties/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs13 = errors;
for(const key3 in data4){
if(!((key3 === "channels") || (key3 === "updatedAt"))){
validate83.errors = [{instancePath:instancePath+"/workflows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/workflows/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data4.channels !== undefined){
const _errs14 = errors;
if(!(validate84(data4.channels, {instancePath:instancePath+"/workflows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/channels",parentData:data4,parentDataProperty:"channels",rootData}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
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
if(!(validate80(data4.updatedAt, {instancePath:instancePath+"/workflows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/updatedAt",parentData:data4,parentDataProperty:"updatedAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
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
validate83.errors = [{instancePath:instancePath+"/workflows/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/workflows/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate83.errors = [{instancePath:instancePath+"/workflows",schemaPath:"#/properties/workflows/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate83.errors = vErrors;
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
const _errs18 = errors;
if(!(validate78(data.lastOnlineAt, {instancePath:instancePath+"/lastOnlineAt",parentData:data,parentDataProperty:"lastOnlineAt",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.__v !== undefined){
let data14 = data.__v;
const _errs19 = errors;
if(!((typeof data14 == "number") && (isFinite(data14)))){
validate60.errors = [{instancePath:instancePath+"/__v",schemaPath:"#/properties/__v/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs21 = errors;
if(!(validate80(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs22 = errors;
if(!(validate80(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.preferences !== undefined){
const _errs23 = errors;
if(!(validate83(data.preferences, {instancePath:instancePath+"/preferences",parentData:data,parentDataProperty:"preferences",rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
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

const schema32 = {"type":"object","required":["key"],"additionalProperties":false,"properties":{"key":{"$ref":"#/$defs/TopicKey"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string","maxLength":100},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"},"subscribers":{"description":"The topic's subscriptions, in order; a string is a subscriberId.","type":"array","items":{"anyOf":[{"$ref":"#/$defs/Id"},{"$ref":"#/$defs/FixtureSubscription"}]}}}};
const schema33 = {"title":"TopicKey","description":"A topic key: 1 to 100 characters, only a-z, A-Z, 0-9, hyphen, underscore and colon, or a valid e-mail address.","anyOf":[{"type":"string","minLength":1,"maxLength":100,"pattern":"^[A-Za-z0-9_:-]+$"},{"type":"string","minLength":1,"maxLength":100,"format":"email"}]};
const pattern5 = new RegExp("^[A-Za-z0-9_:-]+$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!pattern5.test(data)){
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
validate91.errors = vErrors;
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
validate91.errors = vErrors;
return errors === 0;
}

const schema34 = {"type":"object","required":["subscriberId"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"createdAt":{"$ref":"#/$defs/Timestamp"},"updatedAt":{"$ref":"#/$defs/Timestamp"}}};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.subscriberId === undefined) && (missing0 = "subscriberId")){
validate97.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "subscriberId") || (key0 === "_id")) || (key0 === "createdAt")) || (key0 === "updatedAt"))){
validate97.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
if(!(validate80(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
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
if(!(validate80(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
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
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}


function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.key === undefined) && (missing0 = "key")){
validate90.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "key") || (key0 === "_id")) || (key0 === "name")) || (key0 === "createdAt")) || (key0 === "updatedAt")) || (key0 === "subscribers"))){
validate90.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.key !== undefined){
const _errs2 = errors;
if(!(validate91(data.key, {instancePath:instancePath+"/key",parentData:data,parentDataProperty:"key",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
validate90.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate90.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate80(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
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
if(!(validate80(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
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
if(!(validate97(data6, {instancePath:instancePath+"/subscribers/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
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
validate90.errors = vErrors;
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
validate90.errors = [{instancePath:instancePath+"/subscribers",schemaPath:"#/properties/subscribers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate90.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate90.errors = vErrors;
return errors === 0;
}

const schema35 = {"type":"object","required":["providerId","channel"],"additionalProperties":false,"properties":{"providerId":{"$ref":"#/$defs/Id"},"channel":{"$ref":"#/$defs/ChannelType"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"identifier":{"$ref":"#/$defs/Id"},"credentials":{"$ref":"#/$defs/IntegrationCredentials"},"active":{"type":"boolean"},"primary":{"type":"boolean"},"deleted":{"type":"boolean"},"deletedAt":{"$ref":"#/$defs/Timestamp"},"deletedBy":{"type":"string"},"conditions":{"type":"array","items":{"$ref":"#/$defs/StepFilter"}}}};
const schema36 = {"title":"ChannelType","description":"A delivery channel.","type":"string","enum":["in_app","email","sms","chat","push"]};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate106.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data === "in_app") || (data === "email")) || (data === "sms")) || (data === "chat")) || (data === "push"))){
validate106.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate106.errors = vErrors;
return errors === 0;
}

const schema37 = {"title":"IntegrationCredentials","description":"Provider configuration of an integration. All fields are optional; which fields each provider needs is provider-specific. Credentials returned in responses include the secret-bearing fields.","type":"object","properties":{"apiKey":{"type":"string"},"user":{"type":"string"},"secretKey":{"type":"string"},"domain":{"type":"string"},"password":{"type":"string"},"host":{"type":"string"},"port":{"type":"string"},"region":{"type":"string"},"accountSid":{"type":"string"},"messageProfileId":{"type":"string"},"token":{"type":"string"},"from":{"type":"string"},"senderName":{"type":"string"},"projectName":{"type":"string"},"applicationId":{"type":"string"},"clientId":{"type":"string"},"baseUrl":{"type":"string"},"webhookUrl":{"type":"string"},"redirectUrl":{"type":"string"},"serviceAccount":{"type":"string"},"ipPoolName":{"type":"string"},"apiKeyRequestHeader":{"type":"string"},"secretKeyRequestHeader":{"type":"string"},"idPath":{"type":"string"},"datePath":{"type":"string"},"apiToken":{"type":"string"},"authenticationTokenKey":{"type":"string"},"instanceId":{"type":"string"},"alertUid":{"type":"string"},"title":{"type":"string"},"imageUrl":{"type":"string"},"state":{"type":"string"},"externalLink":{"type":"string"},"channelId":{"type":"string"},"phoneNumberIdentification":{"type":"string"},"accessKey":{"type":"string"},"secure":{"type":"boolean"},"requireTls":{"type":"boolean"},"ignoreTls":{"type":"boolean"},"hmac":{"type":"boolean"},"authenticateByToken":{"type":"boolean"},"tlsOptions":{"type":"object","additionalProperties":true,"description":"Free-form TLS options."}}};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKey !== undefined){
const _errs1 = errors;
if(typeof data.apiKey !== "string"){
validate110.errors = [{instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/secretKey",schemaPath:"#/properties/secretKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/accountSid",schemaPath:"#/properties/accountSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/messageProfileId",schemaPath:"#/properties/messageProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/senderName",schemaPath:"#/properties/senderName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/projectName",schemaPath:"#/properties/projectName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/applicationId",schemaPath:"#/properties/applicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"#/properties/redirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/serviceAccount",schemaPath:"#/properties/serviceAccount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/ipPoolName",schemaPath:"#/properties/ipPoolName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/apiKeyRequestHeader",schemaPath:"#/properties/apiKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/secretKeyRequestHeader",schemaPath:"#/properties/secretKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/idPath",schemaPath:"#/properties/idPath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/datePath",schemaPath:"#/properties/datePath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/apiToken",schemaPath:"#/properties/apiToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/authenticationTokenKey",schemaPath:"#/properties/authenticationTokenKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/instanceId",schemaPath:"#/properties/instanceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/alertUid",schemaPath:"#/properties/alertUid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/externalLink",schemaPath:"#/properties/externalLink/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/phoneNumberIdentification",schemaPath:"#/properties/phoneNumberIdentification/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/accessKey",schemaPath:"#/properties/accessKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate110.errors = [{instancePath:instancePath+"/secure",schemaPath:"#/properties/secure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate110.errors = [{instancePath:instancePath+"/requireTls",schemaPath:"#/properties/requireTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate110.errors = [{instancePath:instancePath+"/ignoreTls",schemaPath:"#/properties/ignoreTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate110.errors = [{instancePath:instancePath+"/hmac",schemaPath:"#/properties/hmac/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate110.errors = [{instancePath:instancePath+"/authenticateByToken",schemaPath:"#/properties/authenticateByToken/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate110.errors = [{instancePath:instancePath+"/tlsOptions",schemaPath:"#/properties/tlsOptions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate110.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate110.errors = vErrors;
return errors === 0;
}

const schema38 = {"title":"StepFilter","description":"A condition group of a workflow step or an integration.","type":"object","required":["isNegated","type","value","children"],"properties":{"isNegated":{"type":"boolean"},"type":{"type":"string","enum":["BOOLEAN","TEXT","DATE","NUMBER","STATEMENT","LIST","MULTI_LIST","GROUP"]},"value":{"type":"string","enum":["AND","OR"]},"children":{"type":"array","items":{"$ref":"#/$defs/FieldFilterPart"}}}};
const schema39 = {"title":"FieldFilterPart","description":"One condition of a step filter.","type":"object","required":["field","value","operator","on"],"properties":{"field":{"type":"string"},"value":{"type":"string"},"operator":{"type":"string","enum":["LARGER","SMALLER","LARGER_EQUAL","SMALLER_EQUAL","EQUAL","NOT_EQUAL","ALL_IN","ANY_IN","NOT_IN","BETWEEN","NOT_BETWEEN","LIKE","NOT_LIKE","IN"]},"on":{"type":"string","enum":["subscriber","payload"]}}};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.field === undefined) && (missing0 = "field")) || ((data.value === undefined) && (missing0 = "value"))) || ((data.operator === undefined) && (missing0 = "operator"))) || ((data.on === undefined) && (missing0 = "on"))){
validate114.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.field !== undefined){
const _errs1 = errors;
if(typeof data.field !== "string"){
validate114.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate114.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate114.errors = [{instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((data2 === "LARGER") || (data2 === "SMALLER")) || (data2 === "LARGER_EQUAL")) || (data2 === "SMALLER_EQUAL")) || (data2 === "EQUAL")) || (data2 === "NOT_EQUAL")) || (data2 === "ALL_IN")) || (data2 === "ANY_IN")) || (data2 === "NOT_IN")) || (data2 === "BETWEEN")) || (data2 === "NOT_BETWEEN")) || (data2 === "LIKE")) || (data2 === "NOT_LIKE")) || (data2 === "IN"))){
validate114.errors = [{instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema39.properties.operator.enum},message:"must be equal to one of the allowed values"}];
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
validate114.errors = [{instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "subscriber") || (data3 === "payload"))){
validate114.errors = [{instancePath:instancePath+"/on",schemaPath:"#/properties/on/enum",keyword:"enum",params:{allowedValues: schema39.properties.on.enum},message:"must be equal to one of the allowed values"}];
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
validate114.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate114.errors = vErrors;
return errors === 0;
}


function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.isNegated === undefined) && (missing0 = "isNegated")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.children === undefined) && (missing0 = "children"))){
validate113.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.isNegated !== undefined){
const _errs1 = errors;
if(typeof data.isNegated !== "boolean"){
validate113.errors = [{instancePath:instancePath+"/isNegated",schemaPath:"#/properties/isNegated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate113.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data1 === "BOOLEAN") || (data1 === "TEXT")) || (data1 === "DATE")) || (data1 === "NUMBER")) || (data1 === "STATEMENT")) || (data1 === "LIST")) || (data1 === "MULTI_LIST")) || (data1 === "GROUP"))){
validate113.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema38.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
validate113.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "AND") || (data2 === "OR"))){
validate113.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/enum",keyword:"enum",params:{allowedValues: schema38.properties.value.enum},message:"must be equal to one of the allowed values"}];
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
if(!(validate114(data3[i0], {instancePath:instancePath+"/children/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate113.errors = [{instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate113.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate113.errors = vErrors;
return errors === 0;
}


function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.providerId === undefined) && (missing0 = "providerId")) || ((data.channel === undefined) && (missing0 = "channel"))){
validate104.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema35.properties, key0))){
validate104.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
if(!(validate106(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
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
validate104.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate110(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
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
validate104.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate104.errors = [{instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate104.errors = [{instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(!(validate80(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
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
validate104.errors = [{instancePath:instancePath+"/deletedBy",schemaPath:"#/properties/deletedBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate113(data11[i0], {instancePath:instancePath+"/conditions/" + i0,parentData:data11,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
var valid1 = _errs20 === errors;
if(!valid1){
break;
}
}
}
else {
validate104.errors = [{instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate104.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate104.errors = vErrors;
return errors === 0;
}

const schema40 = {"type":"object","required":["identifier"],"additionalProperties":false,"properties":{"identifier":{"description":"The trigger identifier (`name` of a trigger request).","$ref":"#/$defs/Id"},"_id":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"slug":{"$ref":"#/$defs/Id"},"active":{"type":"boolean","description":"Default true; an inactive workflow answers triggers with `trigger_not_active`."},"tags":{"type":"array","items":{"type":"string"}},"preferences":{"description":"The workflow's own channel defaults (preference overrides of source `template`).","$ref":"#/$defs/ChannelPreferences"},"steps":{"type":"array","items":{"$ref":"#/$defs/FixtureStep"}}}};
const schema41 = {"type":"object","required":["type"],"additionalProperties":false,"properties":{"type":{"$ref":"#/$defs/StepType"},"_id":{"$ref":"#/$defs/Id"},"_templateId":{"$ref":"#/$defs/Id"},"name":{"type":"string"},"active":{"type":"boolean","description":"Default true."},"providerId":{"description":"The provider of this step's jobs; without it, the channel's integration decides.","$ref":"#/$defs/ProviderId"},"feedIdentifier":{"description":"The feed of the in-app messages this step stores.","type":"string"}}};
const schema42 = {"title":"StepType","description":"Channel or step type of a job or notification.","type":"string","enum":["in_app","email","sms","chat","push","digest","trigger","delay","custom"]};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate124.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data === "in_app") || (data === "email")) || (data === "sms")) || (data === "chat")) || (data === "push")) || (data === "digest")) || (data === "trigger")) || (data === "delay")) || (data === "custom"))){
validate124.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema42.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate124.errors = vErrors;
return errors === 0;
}

const schema43 = {"title":"ProviderId","description":"Provider of a job or execution detail, any of the email, sms, push and chat providers.","anyOf":[{"$ref":"#/$defs/EmailProviderId"},{"$ref":"#/$defs/SmsProviderId"},{"$ref":"#/$defs/PushProviderId"},{"$ref":"#/$defs/ChatProviderId"}]};
const schema44 = {"title":"EmailProviderId","description":"Email provider of a job or execution detail.","type":"string","enum":["emailjs","mailgun","mailjet","mandrill","nodemailer","postmark","sendgrid","sendinblue","ses","netcore","infobip-email","resend","plunk","mailersend","mailtrap","clickatell","outlook365","platform-email","sparkpost","email-webhook","braze"]};

function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate129.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((((((data === "emailjs") || (data === "mailgun")) || (data === "mailjet")) || (data === "mandrill")) || (data === "nodemailer")) || (data === "postmark")) || (data === "sendgrid")) || (data === "sendinblue")) || (data === "ses")) || (data === "netcore")) || (data === "infobip-email")) || (data === "resend")) || (data === "plunk")) || (data === "mailersend")) || (data === "mailtrap")) || (data === "clickatell")) || (data === "outlook365")) || (data === "platform-email")) || (data === "sparkpost")) || (data === "email-webhook")) || (data === "braze"))){
validate129.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema44.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate129.errors = vErrors;
return errors === 0;
}

const schema45 = {"title":"SmsProviderId","description":"SMS provider of a job or execution detail.","type":"string","enum":["nexmo","plivo","sms77","sms-central","sns","telnyx","twilio","gupshup","firetext","infobip-sms","burst-sms","bulk-sms","isend-sms","forty-six-elks","kannel","maqsam","termii","africas-talking","platform-sms","sendchamp","generic-sms","clicksend","bandwidth","messagebird","simpletexting","azure-sms","ring-central","brevo-sms","eazy-sms","mobishastra","afro-message"]};

function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate131.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((((((((((((((((data === "nexmo") || (data === "plivo")) || (data === "sms77")) || (data === "sms-central")) || (data === "sns")) || (data === "telnyx")) || (data === "twilio")) || (data === "gupshup")) || (data === "firetext")) || (data === "infobip-sms")) || (data === "burst-sms")) || (data === "bulk-sms")) || (data === "isend-sms")) || (data === "forty-six-elks")) || (data === "kannel")) || (data === "maqsam")) || (data === "termii")) || (data === "africas-talking")) || (data === "platform-sms")) || (data === "sendchamp")) || (data === "generic-sms")) || (data === "clicksend")) || (data === "bandwidth")) || (data === "messagebird")) || (data === "simpletexting")) || (data === "azure-sms")) || (data === "ring-central")) || (data === "brevo-sms")) || (data === "eazy-sms")) || (data === "mobishastra")) || (data === "afro-message"))){
validate131.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate131.errors = vErrors;
return errors === 0;
}

const schema46 = {"title":"PushProviderId","description":"Push provider of a job or execution detail.","type":"string","enum":["fcm","apns","expo","one-signal","pushpad","push-webhook","pusher-beams","platform"]};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate133.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data === "fcm") || (data === "apns")) || (data === "expo")) || (data === "one-signal")) || (data === "pushpad")) || (data === "push-webhook")) || (data === "pusher-beams")) || (data === "platform"))){
validate133.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate133.errors = vErrors;
return errors === 0;
}

const schema47 = {"title":"ChatProviderId","description":"Chat provider of a job or execution detail.","type":"string","enum":["slack","discord","msteams","mattermost","ryver","zulip","grafana-on-call","getstream","rocket-chat","whatsapp-business"]};

function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate135.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data === "slack") || (data === "discord")) || (data === "msteams")) || (data === "mattermost")) || (data === "ryver")) || (data === "zulip")) || (data === "grafana-on-call")) || (data === "getstream")) || (data === "rocket-chat")) || (data === "whatsapp-business"))){
validate135.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema47.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate135.errors = vErrors;
return errors === 0;
}


function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate129(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate131(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate131.errors : vErrors.concat(validate131.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate133(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate135(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate135.errors : vErrors.concat(validate135.errors);
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
validate128.errors = vErrors;
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
validate128.errors = vErrors;
return errors === 0;
}


function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate123.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "type") || (key0 === "_id")) || (key0 === "_templateId")) || (key0 === "name")) || (key0 === "active")) || (key0 === "providerId")) || (key0 === "feedIdentifier"))){
validate123.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(!(validate124(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
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
validate123.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate123.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(!(validate128(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
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
validate123.errors = [{instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate123.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate123.errors = vErrors;
return errors === 0;
}


function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.identifier === undefined) && (missing0 = "identifier")){
validate118.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "identifier") || (key0 === "_id")) || (key0 === "name")) || (key0 === "slug")) || (key0 === "active")) || (key0 === "tags")) || (key0 === "preferences")) || (key0 === "steps"))){
validate118.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate118.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate118.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate118.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate118.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate84(data.preferences, {instancePath:instancePath+"/preferences",parentData:data,parentDataProperty:"preferences",rootData}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
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
if(!(validate123(data8[i1], {instancePath:instancePath+"/steps/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
var valid2 = _errs16 === errors;
if(!valid2){
break;
}
}
}
else {
validate118.errors = [{instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate118.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate118.errors = vErrors;
return errors === 0;
}

const schema48 = {"type":"object","description":"A tenant and its details (a trigger's tenant object updates them).","required":["identifier"],"properties":{"identifier":{"$ref":"#/$defs/Id"}}};

function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.identifier === undefined) && (missing0 = "identifier")){
validate141.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
validate141.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate141.errors = vErrors;
return errors === 0;
}

const schema49 = {"title":"Notification","description":"The activity record of a triggered event: execution logs, status and the message generated by each workflow step.","type":"object","required":["_environmentId","_organizationId","_subscriberId","transactionId"],"properties":{"_id":{"type":"string"},"_environmentId":{"type":"string"},"_organizationId":{"type":"string"},"_subscriberId":{"type":"string"},"transactionId":{"type":"string"},"_templateId":{"type":"string"},"_digestedNotificationId":{"type":"string"},"createdAt":{"$ref":"#/$defs/Timestamp","description":"ISO 8601 timestamp."},"updatedAt":{"$ref":"#/$defs/Timestamp","description":"ISO 8601 timestamp."},"channels":{"type":"array","items":{"$ref":"#/$defs/StepType"}},"subscriber":{"$ref":"#/$defs/NotificationSubscriber"},"template":{"$ref":"#/$defs/NotificationTemplate"},"jobs":{"type":"array","items":{"$ref":"#/$defs/Job"}},"payload":{"type":"object","additionalProperties":true},"tags":{"type":"array","items":{"type":"string"}},"controls":{"type":"object","additionalProperties":true},"to":{"type":"object","additionalProperties":true},"topics":{"type":"array","items":{"$ref":"#/$defs/NotificationTopic"}}}};
const schema50 = {"title":"NotificationSubscriber","description":"The subscriber of an activity record.","type":"object","required":["subscriberId","_id"],"properties":{"subscriberId":{"type":"string","description":"External id."},"_id":{"type":"string","description":"Internal id."},"firstName":{"type":"string"},"lastName":{"type":"string"},"email":{"type":"string"},"phone":{"type":"string"}}};

function validate148(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.subscriberId === undefined) && (missing0 = "subscriberId")) || ((data._id === undefined) && (missing0 = "_id"))){
validate148.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.subscriberId !== undefined){
const _errs1 = errors;
if(typeof data.subscriberId !== "string"){
validate148.errors = [{instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate148.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate148.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate148.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate148.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate148.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate148.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate148.errors = vErrors;
return errors === 0;
}

const schema51 = {"title":"NotificationTemplate","description":"The workflow template of an activity record.","type":"object","required":["name","triggers"],"properties":{"_id":{"type":"string"},"name":{"type":"string"},"origin":{"type":"string","enum":["platform-cloud","platform-cloud-v1","external"]},"triggers":{"type":"array","items":{"$ref":"#/$defs/TemplateTrigger"}}}};
const schema52 = {"title":"TemplateTrigger","description":"A trigger of the workflow template of an activity record.","type":"object","required":["type","identifier","variables"],"properties":{"type":{"type":"string","enum":["event"]},"identifier":{"type":"string"},"variables":{"type":"array","items":{"$ref":"#/$defs/TemplateVariable"}},"subscriberVariables":{"type":"array","items":{"$ref":"#/$defs/TemplateVariable"}}}};
const schema53 = {"title":"TemplateVariable","description":"A variable of a template trigger.","type":"object","required":["name"],"properties":{"name":{"type":"string"}}};

function validate152(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate152.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
if(typeof data.name !== "string"){
validate152.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate152.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate152.errors = vErrors;
return errors === 0;
}


function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.identifier === undefined) && (missing0 = "identifier"))) || ((data.variables === undefined) && (missing0 = "variables"))){
validate151.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate151.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "event")){
validate151.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema52.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
validate151.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate152(data2[i0], {instancePath:instancePath+"/variables/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate151.errors = [{instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate152(data4[i1], {instancePath:instancePath+"/subscriberVariables/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate151.errors = [{instancePath:instancePath+"/subscriberVariables",schemaPath:"#/properties/subscriberVariables/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate151.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate151.errors = vErrors;
return errors === 0;
}


function validate150(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.triggers === undefined) && (missing0 = "triggers"))){
validate150.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate150.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate150.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate150.errors = [{instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "platform-cloud") || (data2 === "platform-cloud-v1")) || (data2 === "external"))){
validate150.errors = [{instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/enum",keyword:"enum",params:{allowedValues: schema51.properties.origin.enum},message:"must be equal to one of the allowed values"}];
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
if(!(validate151(data3[i0], {instancePath:instancePath+"/triggers/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate150.errors = [{instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate150.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate150.errors = vErrors;
return errors === 0;
}

const schema54 = {"title":"Job","description":"One job of an event's activity record.","type":"object","required":["_id","type","executionDetails","step","providerId","status"],"properties":{"_id":{"type":"string"},"type":{"$ref":"#/$defs/StepType"},"digest":{"$ref":"#/$defs/Digest"},"executionDetails":{"type":"array","items":{"$ref":"#/$defs/ExecutionDetail"}},"step":{"$ref":"#/$defs/Step"},"overrides":{"type":"object","additionalProperties":true,"description":"Free-form overrides."},"payload":{"type":"object","additionalProperties":true},"providerId":{"$ref":"#/$defs/ProviderId"},"status":{"type":"string"},"updatedAt":{"$ref":"#/$defs/Timestamp","description":"ISO 8601 timestamp."}}};
const schema55 = {"title":"Digest","description":"Digest settings of a job.","type":"object","required":["type"],"properties":{"digestKey":{"type":"string"},"amount":{"type":"number"},"unit":{"$ref":"#/$defs/DigestUnit"},"type":{"type":"string","enum":["regular","backoff","timed"]},"events":{"type":"array","items":{"type":"object","additionalProperties":true}},"backoff":{"type":"boolean"},"backoffAmount":{"type":"number"},"backoffUnit":{"$ref":"#/$defs/DigestUnit"},"updateMode":{"type":"boolean"},"timed":{"$ref":"#/$defs/DigestTimedConfig"}}};
const schema56 = {"title":"DigestUnit","description":"Unit of a digest window.","type":"string","enum":["seconds","minutes","hours","days","weeks","months"]};

function validate160(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate160.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data === "seconds") || (data === "minutes")) || (data === "hours")) || (data === "days")) || (data === "weeks")) || (data === "months"))){
validate160.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema56.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate160.errors = vErrors;
return errors === 0;
}

const schema57 = {"title":"DigestTimedConfig","description":"Schedule of a timed digest.","type":"object","properties":{"atTime":{"type":"string"},"weekDays":{"type":"array","items":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]}},"monthDays":{"type":"array","items":{"type":"number"}},"ordinal":{"type":"string","enum":["1","2","3","4","5","last"]},"ordinalValue":{"type":"string","enum":["day","weekday","weekend","sunday","monday","tuesday","wednesday","thursday","friday","saturday"]},"monthlyType":{"type":"string","enum":["each","on"]},"cronExpression":{"type":"string"}}};

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.atTime !== undefined){
const _errs1 = errors;
if(typeof data.atTime !== "string"){
validate163.errors = [{instancePath:instancePath+"/atTime",schemaPath:"#/properties/atTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate163.errors = [{instancePath:instancePath+"/weekDays/" + i0,schemaPath:"#/properties/weekDays/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "monday") || (data2 === "tuesday")) || (data2 === "wednesday")) || (data2 === "thursday")) || (data2 === "friday")) || (data2 === "saturday")) || (data2 === "sunday"))){
validate163.errors = [{instancePath:instancePath+"/weekDays/" + i0,schemaPath:"#/properties/weekDays/items/enum",keyword:"enum",params:{allowedValues: schema57.properties.weekDays.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate163.errors = [{instancePath:instancePath+"/weekDays",schemaPath:"#/properties/weekDays/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate163.errors = [{instancePath:instancePath+"/monthDays/" + i1,schemaPath:"#/properties/monthDays/items/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate163.errors = [{instancePath:instancePath+"/monthDays",schemaPath:"#/properties/monthDays/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate163.errors = [{instancePath:instancePath+"/ordinal",schemaPath:"#/properties/ordinal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data5 === "1") || (data5 === "2")) || (data5 === "3")) || (data5 === "4")) || (data5 === "5")) || (data5 === "last"))){
validate163.errors = [{instancePath:instancePath+"/ordinal",schemaPath:"#/properties/ordinal/enum",keyword:"enum",params:{allowedValues: schema57.properties.ordinal.enum},message:"must be equal to one of the allowed values"}];
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
validate163.errors = [{instancePath:instancePath+"/ordinalValue",schemaPath:"#/properties/ordinalValue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data6 === "day") || (data6 === "weekday")) || (data6 === "weekend")) || (data6 === "sunday")) || (data6 === "monday")) || (data6 === "tuesday")) || (data6 === "wednesday")) || (data6 === "thursday")) || (data6 === "friday")) || (data6 === "saturday"))){
validate163.errors = [{instancePath:instancePath+"/ordinalValue",schemaPath:"#/properties/ordinalValue/enum",keyword:"enum",params:{allowedValues: schema57.properties.ordinalValue.enum},message:"must be equal to one of the allowed values"}];
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
validate163.errors = [{instancePath:instancePath+"/monthlyType",schemaPath:"#/properties/monthlyType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data7 === "each") || (data7 === "on"))){
validate163.errors = [{instancePath:instancePath+"/monthlyType",schemaPath:"#/properties/monthlyType/enum",keyword:"enum",params:{allowedValues: schema57.properties.monthlyType.enum},message:"must be equal to one of the allowed values"}];
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
validate163.errors = [{instancePath:instancePath+"/cronExpression",schemaPath:"#/properties/cronExpression/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate163.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate163.errors = vErrors;
return errors === 0;
}


function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate159.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.digestKey !== undefined){
const _errs1 = errors;
if(typeof data.digestKey !== "string"){
validate159.errors = [{instancePath:instancePath+"/digestKey",schemaPath:"#/properties/digestKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate159.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
if(!(validate160(data.unit, {instancePath:instancePath+"/unit",parentData:data,parentDataProperty:"unit",rootData}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
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
validate159.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "regular") || (data3 === "backoff")) || (data3 === "timed"))){
validate159.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema55.properties.type.enum},message:"must be equal to one of the allowed values"}];
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
if(errors === _errs10){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate159.errors = [{instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate159.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
const _errs13 = errors;
if(typeof data.backoff !== "boolean"){
validate159.errors = [{instancePath:instancePath+"/backoff",schemaPath:"#/properties/backoff/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.backoffAmount !== undefined){
let data7 = data.backoffAmount;
const _errs15 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate159.errors = [{instancePath:instancePath+"/backoffAmount",schemaPath:"#/properties/backoffAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.backoffUnit !== undefined){
const _errs17 = errors;
if(!(validate160(data.backoffUnit, {instancePath:instancePath+"/backoffUnit",parentData:data,parentDataProperty:"backoffUnit",rootData}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updateMode !== undefined){
const _errs18 = errors;
if(typeof data.updateMode !== "boolean"){
validate159.errors = [{instancePath:instancePath+"/updateMode",schemaPath:"#/properties/updateMode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timed !== undefined){
const _errs20 = errors;
if(!(validate163(data.timed, {instancePath:instancePath+"/timed",parentData:data,parentDataProperty:"timed",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
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
else {
validate159.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate159.errors = vErrors;
return errors === 0;
}

const schema58 = {"title":"ExecutionDetail","description":"One recorded outcome of a job.","type":"object","required":["_id","status","detail","isRetry","isTest","providerId","source"],"properties":{"_id":{"type":"string"},"createdAt":{"$ref":"#/$defs/Timestamp","description":"ISO 8601 timestamp."},"status":{"type":"string","enum":["Success","Warning","Failed","Pending","Queued","ReadConfirmation"]},"detail":{"type":"string"},"isRetry":{"type":"boolean"},"isTest":{"type":"boolean"},"providerId":{"$ref":"#/$defs/ProviderId"},"raw":{"type":["string","null"]},"source":{"type":"string","enum":["Credentials","Internal","Payload","Webhook"]}}};

function validate166(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data._id === undefined) && (missing0 = "_id")) || ((data.status === undefined) && (missing0 = "status"))) || ((data.detail === undefined) && (missing0 = "detail"))) || ((data.isRetry === undefined) && (missing0 = "isRetry"))) || ((data.isTest === undefined) && (missing0 = "isTest"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.source === undefined) && (missing0 = "source"))){
validate166.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate166.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate80(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs4 = errors;
if(typeof data2 !== "string"){
validate166.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data2 === "Success") || (data2 === "Warning")) || (data2 === "Failed")) || (data2 === "Pending")) || (data2 === "Queued")) || (data2 === "ReadConfirmation"))){
validate166.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema58.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
const _errs6 = errors;
if(typeof data.detail !== "string"){
validate166.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isRetry !== undefined){
const _errs8 = errors;
if(typeof data.isRetry !== "boolean"){
validate166.errors = [{instancePath:instancePath+"/isRetry",schemaPath:"#/properties/isRetry/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isTest !== undefined){
const _errs10 = errors;
if(typeof data.isTest !== "boolean"){
validate166.errors = [{instancePath:instancePath+"/isTest",schemaPath:"#/properties/isTest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.providerId !== undefined){
const _errs12 = errors;
if(!(validate128(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.raw !== undefined){
let data7 = data.raw;
const _errs13 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate166.errors = [{instancePath:instancePath+"/raw",schemaPath:"#/properties/raw/type",keyword:"type",params:{type: schema58.properties.raw.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data8 = data.source;
const _errs15 = errors;
if(typeof data8 !== "string"){
validate166.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data8 === "Credentials") || (data8 === "Internal")) || (data8 === "Payload")) || (data8 === "Webhook"))){
validate166.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema58.properties.source.enum},message:"must be equal to one of the allowed values"}];
return false;
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
validate166.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate166.errors = vErrors;
return errors === 0;
}

const schema59 = {"title":"Step","description":"The workflow step a job runs. `variants` nests steps recursively.","type":"object","required":["_id","active","filters","_templateId"],"properties":{"_id":{"type":"string"},"active":{"type":"boolean"},"replyCallback":{"type":"object","additionalProperties":true},"controlVariables":{"type":"object","additionalProperties":true},"metadata":{"type":"object","additionalProperties":true},"issues":{"type":"object","additionalProperties":true},"filters":{"type":"array","items":{"$ref":"#/$defs/StepFilter"}},"template":{"$ref":"#/$defs/MessageTemplate"},"variants":{"type":"array","items":{"$ref":"#/$defs/Step"}},"_templateId":{"type":"string"},"name":{"type":"string"},"_parentId":{"type":["string","null"]}}};
const schema60 = {"title":"MessageTemplate","description":"The message template of a step. Any object is accepted.","type":"object","additionalProperties":true};

function validate172(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate172.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate172.errors = vErrors;
return errors === 0;
}

const wrapper0 = {validate: validate170};

function validate170(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data._id === undefined) && (missing0 = "_id")) || ((data.active === undefined) && (missing0 = "active"))) || ((data.filters === undefined) && (missing0 = "filters"))) || ((data._templateId === undefined) && (missing0 = "_templateId"))){
validate170.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate170.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate170.errors = [{instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
validate170.errors = [{instancePath:instancePath+"/replyCallback",schemaPath:"#/properties/replyCallback/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controlVariables !== undefined){
let data3 = data.controlVariables;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate170.errors = [{instancePath:instancePath+"/controlVariables",schemaPath:"#/properties/controlVariables/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data4 = data.metadata;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
}
else {
validate170.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issues !== undefined){
let data5 = data.issues;
const _errs14 = errors;
if(errors === _errs14){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate170.errors = [{instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.filters !== undefined){
let data6 = data.filters;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(!(validate113(data6[i0], {instancePath:instancePath+"/filters/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
var valid1 = _errs19 === errors;
if(!valid1){
break;
}
}
}
else {
validate170.errors = [{instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.template !== undefined){
const _errs20 = errors;
if(!(validate172(data.template, {instancePath:instancePath+"/template",parentData:data,parentDataProperty:"template",rootData}))){
vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.variants !== undefined){
let data9 = data.variants;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data9)){
var valid2 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
const _errs23 = errors;
if(!(wrapper0.validate(data9[i1], {instancePath:instancePath+"/variants/" + i1,parentData:data9,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var valid2 = _errs23 === errors;
if(!valid2){
break;
}
}
}
else {
validate170.errors = [{instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._templateId !== undefined){
const _errs24 = errors;
if(typeof data._templateId !== "string"){
validate170.errors = [{instancePath:instancePath+"/_templateId",schemaPath:"#/properties/_templateId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs26 = errors;
if(typeof data.name !== "string"){
validate170.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._parentId !== undefined){
let data13 = data._parentId;
const _errs28 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate170.errors = [{instancePath:instancePath+"/_parentId",schemaPath:"#/properties/_parentId/type",keyword:"type",params:{type: schema59.properties._parentId.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs28 === errors;
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
validate170.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate170.errors = vErrors;
return errors === 0;
}


function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data._id === undefined) && (missing0 = "_id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.executionDetails === undefined) && (missing0 = "executionDetails"))) || ((data.step === undefined) && (missing0 = "step"))) || ((data.providerId === undefined) && (missing0 = "providerId"))) || ((data.status === undefined) && (missing0 = "status"))){
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
if(data.type !== undefined){
const _errs3 = errors;
if(!(validate124(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
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
if(!(validate159(data.digest, {instancePath:instancePath+"/digest",parentData:data,parentDataProperty:"digest",rootData}))){
vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
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
if(!(validate166(data3[i0], {instancePath:instancePath+"/executionDetails/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate157.errors = [{instancePath:instancePath+"/executionDetails",schemaPath:"#/properties/executionDetails/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
if(!(validate170(data.step, {instancePath:instancePath+"/step",parentData:data,parentDataProperty:"step",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
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
if(errors === _errs9){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
validate157.errors = [{instancePath:instancePath+"/overrides",schemaPath:"#/properties/overrides/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data7 = data.payload;
const _errs12 = errors;
if(errors === _errs12){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
validate157.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.providerId !== undefined){
const _errs15 = errors;
if(!(validate128(data.providerId, {instancePath:instancePath+"/providerId",parentData:data,parentDataProperty:"providerId",rootData}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs16 = errors;
if(typeof data.status !== "string"){
validate157.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs18 = errors;
if(!(validate80(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
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
else {
validate157.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate157.errors = vErrors;
return errors === 0;
}

const schema61 = {"title":"NotificationTopic","description":"A topic an event was sent to.","type":"object","required":["_topicId","topicKey"],"properties":{"_topicId":{"type":"string"},"topicKey":{"type":"string"}}};

function validate178(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data._topicId === undefined) && (missing0 = "_topicId")) || ((data.topicKey === undefined) && (missing0 = "topicKey"))){
validate178.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._topicId !== undefined){
const _errs1 = errors;
if(typeof data._topicId !== "string"){
validate178.errors = [{instancePath:instancePath+"/_topicId",schemaPath:"#/properties/_topicId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate178.errors = [{instancePath:instancePath+"/topicKey",schemaPath:"#/properties/topicKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate178.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate178.errors = vErrors;
return errors === 0;
}


function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data._environmentId === undefined) && (missing0 = "_environmentId")) || ((data._organizationId === undefined) && (missing0 = "_organizationId"))) || ((data._subscriberId === undefined) && (missing0 = "_subscriberId"))) || ((data.transactionId === undefined) && (missing0 = "transactionId"))){
validate144.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._id !== undefined){
const _errs1 = errors;
if(typeof data._id !== "string"){
validate144.errors = [{instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath:instancePath+"/_environmentId",schemaPath:"#/properties/_environmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath:instancePath+"/_organizationId",schemaPath:"#/properties/_organizationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath:instancePath+"/_subscriberId",schemaPath:"#/properties/_subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath:instancePath+"/_templateId",schemaPath:"#/properties/_templateId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate144.errors = [{instancePath:instancePath+"/_digestedNotificationId",schemaPath:"#/properties/_digestedNotificationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate80(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs16 = errors;
if(!(validate80(data.updatedAt, {instancePath:instancePath+"/updatedAt",parentData:data,parentDataProperty:"updatedAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
let data9 = data.channels;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data9)){
var valid1 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(!(validate124(data9[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data9,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
var valid1 = _errs19 === errors;
if(!valid1){
break;
}
}
}
else {
validate144.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscriber !== undefined){
const _errs20 = errors;
if(!(validate148(data.subscriber, {instancePath:instancePath+"/subscriber",parentData:data,parentDataProperty:"subscriber",rootData}))){
vErrors = vErrors === null ? validate148.errors : vErrors.concat(validate148.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.template !== undefined){
const _errs21 = errors;
if(!(validate150(data.template, {instancePath:instancePath+"/template",parentData:data,parentDataProperty:"template",rootData}))){
vErrors = vErrors === null ? validate150.errors : vErrors.concat(validate150.errors);
errors = vErrors.length;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.jobs !== undefined){
let data13 = data.jobs;
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data13)){
var valid2 = true;
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
const _errs24 = errors;
if(!(validate157(data13[i1], {instancePath:instancePath+"/jobs/" + i1,parentData:data13,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate157.errors : vErrors.concat(validate157.errors);
errors = vErrors.length;
}
var valid2 = _errs24 === errors;
if(!valid2){
break;
}
}
}
else {
validate144.errors = [{instancePath:instancePath+"/jobs",schemaPath:"#/properties/jobs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data15 = data.payload;
const _errs25 = errors;
if(errors === _errs25){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
}
else {
validate144.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tags !== undefined){
let data16 = data.tags;
const _errs28 = errors;
if(errors === _errs28){
if(Array.isArray(data16)){
var valid3 = true;
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
const _errs30 = errors;
if(typeof data16[i2] !== "string"){
validate144.errors = [{instancePath:instancePath+"/tags/" + i2,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs30 === errors;
if(!valid3){
break;
}
}
}
else {
validate144.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.controls !== undefined){
let data18 = data.controls;
const _errs32 = errors;
if(errors === _errs32){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
}
else {
validate144.errors = [{instancePath:instancePath+"/controls",schemaPath:"#/properties/controls/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data19 = data.to;
const _errs35 = errors;
if(errors === _errs35){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
}
else {
validate144.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topics !== undefined){
let data20 = data.topics;
const _errs38 = errors;
if(errors === _errs38){
if(Array.isArray(data20)){
var valid4 = true;
const len3 = data20.length;
for(let i3=0; i3<len3; i3++){
const _errs40 = errors;
if(!(validate178(data20[i3], {instancePath:instancePath+"/topics/" + i3,parentData:data20,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate178.errors : vErrors.concat(validate178.errors);
errors = vErrors.length;
}
var valid4 = _errs40 === errors;
if(!valid4){
break;
}
}
}
else {
validate144.errors = [{instancePath:instancePath+"/topics",schemaPath:"#/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs38 === errors;
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
validate144.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate144.errors = vErrors;
return errors === 0;
}

const schema62 = {"type":"object","description":"A message delivered by a job; in-app ones are what markAllSubscriberMessages changes.","required":["subscriberId","transactionId","channel"],"additionalProperties":false,"properties":{"subscriberId":{"$ref":"#/$defs/Id"},"transactionId":{"$ref":"#/$defs/Id"},"channel":{"$ref":"#/$defs/ChannelType"},"_id":{"$ref":"#/$defs/Id"},"feedIdentifier":{"type":"string"},"workflow":{"type":"string"},"_notificationId":{"type":"string"},"_jobId":{"type":"string"},"payload":{"type":"object"},"read":{"type":"boolean"},"seen":{"type":"boolean"},"createdAt":{"$ref":"#/$defs/Timestamp"}}};

function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.subscriberId === undefined) && (missing0 = "subscriberId")) || ((data.transactionId === undefined) && (missing0 = "transactionId"))) || ((data.channel === undefined) && (missing0 = "channel"))){
validate181.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema62.properties, key0))){
validate181.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
if(!(validate106(data.channel, {instancePath:instancePath+"/channel",parentData:data,parentDataProperty:"channel",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
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
validate181.errors = [{instancePath:instancePath+"/feedIdentifier",schemaPath:"#/properties/feedIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate181.errors = [{instancePath:instancePath+"/workflow",schemaPath:"#/properties/workflow/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate181.errors = [{instancePath:instancePath+"/_notificationId",schemaPath:"#/properties/_notificationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate181.errors = [{instancePath:instancePath+"/_jobId",schemaPath:"#/properties/_jobId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate181.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate181.errors = [{instancePath:instancePath+"/read",schemaPath:"#/properties/read/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate181.errors = [{instancePath:instancePath+"/seen",schemaPath:"#/properties/seen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(!(validate80(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
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
validate181.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate181.errors = vErrors;
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
if(!(validate90(data5[i1], {instancePath:instancePath+"/topics/" + i1,parentData:data5,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
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
if(!(validate104(data7[i2], {instancePath:instancePath+"/integrations/" + i2,parentData:data7,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
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
if(!(validate118(data9[i3], {instancePath:instancePath+"/workflows/" + i3,parentData:data9,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
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
if(!(validate141(data12, {instancePath:instancePath+"/tenants/" + i4,parentData:data11,parentDataProperty:i4,rootData}))){
vErrors = vErrors === null ? validate141.errors : vErrors.concat(validate141.errors);
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
if(!(validate144(data13[i5], {instancePath:instancePath+"/notifications/" + i5,parentData:data13,parentDataProperty:i5,rootData}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
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
if(!(validate181(data15[i6], {instancePath:instancePath+"/messages/" + i6,parentData:data15,parentDataProperty:i6,rootData}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
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

exports.validateProviderId = validate189;

function validate189(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate129(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate131(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate131.errors : vErrors.concat(validate131.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate133(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate135(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate135.errors : vErrors.concat(validate135.errors);
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
validate189.errors = vErrors;
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
validate189.errors = vErrors;
return errors === 0;
}

exports.validateSubscriberDefinition = validate194;
const schema64 = {"title":"SubscriberDefinition","description":"A recipient of a triggered event given as a subscriber definition. A recipient given as a string is a subscriber id.","type":"object","properties":{"subscriberId":{"type":"string"},"email":{"type":"string"},"firstName":{"type":"string"},"lastName":{"type":"string"},"phone":{"type":"string"},"avatar":{"type":"string"},"locale":{"type":"string"},"timezone":{"type":"string"},"data":{"type":"object","description":"Custom data; every value is a string.","additionalProperties":{"type":"string"}},"channels":{"type":"array","items":{"$ref":"#/$defs/SubscriberDefinitionChannel"}}}};
const schema65 = {"title":"SubscriberDefinitionChannel","description":"A channel of a subscriber definition (a recipient of a triggered event).","type":"object","properties":{"providerId":{"$ref":"#/$defs/SubscriberChannelProviderId"},"integrationIdentifier":{"type":"string"},"credentials":{"$ref":"#/$defs/SubscriberDefinitionCredentials"}}};
const schema66 = {"title":"SubscriberDefinitionCredentials","description":"Credentials of a channel in a subscriber definition (a recipient of a triggered event).","type":"object","properties":{"webhookUrl":{"type":"string"},"deviceTokens":{"type":"array","items":{"type":"string"}}}};

function validate197(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.webhookUrl !== undefined){
const _errs1 = errors;
if(typeof data.webhookUrl !== "string"){
validate197.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate197.errors = [{instancePath:instancePath+"/deviceTokens/" + i0,schemaPath:"#/properties/deviceTokens/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate197.errors = [{instancePath:instancePath+"/deviceTokens",schemaPath:"#/properties/deviceTokens/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate197.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate197.errors = vErrors;
return errors === 0;
}


function validate195(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate195.errors = [{instancePath:instancePath+"/integrationIdentifier",schemaPath:"#/properties/integrationIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate197(data.credentials, {instancePath:instancePath+"/credentials",parentData:data,parentDataProperty:"credentials",rootData}))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
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
validate195.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate195.errors = vErrors;
return errors === 0;
}


function validate194(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subscriberId !== undefined){
const _errs1 = errors;
if(typeof data.subscriberId !== "string"){
validate194.errors = [{instancePath:instancePath+"/subscriberId",schemaPath:"#/properties/subscriberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/avatar",schemaPath:"#/properties/avatar/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/locale",schemaPath:"#/properties/locale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/timezone",schemaPath:"#/properties/timezone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/data/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs20 === errors;
if(!valid1){
break;
}
}
}
else {
validate194.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(!(validate195(data10[i0], {instancePath:instancePath+"/channels/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
var valid2 = _errs24 === errors;
if(!valid2){
break;
}
}
}
else {
validate194.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate194.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate194.errors = vErrors;
return errors === 0;
}

exports.validateIntegrationCredentials = validate200;

function validate200(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKey !== undefined){
const _errs1 = errors;
if(typeof data.apiKey !== "string"){
validate200.errors = [{instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/secretKey",schemaPath:"#/properties/secretKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/accountSid",schemaPath:"#/properties/accountSid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/messageProfileId",schemaPath:"#/properties/messageProfileId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/senderName",schemaPath:"#/properties/senderName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/projectName",schemaPath:"#/properties/projectName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/applicationId",schemaPath:"#/properties/applicationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/webhookUrl",schemaPath:"#/properties/webhookUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"#/properties/redirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/serviceAccount",schemaPath:"#/properties/serviceAccount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/ipPoolName",schemaPath:"#/properties/ipPoolName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/apiKeyRequestHeader",schemaPath:"#/properties/apiKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/secretKeyRequestHeader",schemaPath:"#/properties/secretKeyRequestHeader/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/idPath",schemaPath:"#/properties/idPath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/datePath",schemaPath:"#/properties/datePath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/apiToken",schemaPath:"#/properties/apiToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/authenticationTokenKey",schemaPath:"#/properties/authenticationTokenKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/instanceId",schemaPath:"#/properties/instanceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/alertUid",schemaPath:"#/properties/alertUid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/imageUrl",schemaPath:"#/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/externalLink",schemaPath:"#/properties/externalLink/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/phoneNumberIdentification",schemaPath:"#/properties/phoneNumberIdentification/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/accessKey",schemaPath:"#/properties/accessKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate200.errors = [{instancePath:instancePath+"/secure",schemaPath:"#/properties/secure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate200.errors = [{instancePath:instancePath+"/requireTls",schemaPath:"#/properties/requireTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate200.errors = [{instancePath:instancePath+"/ignoreTls",schemaPath:"#/properties/ignoreTls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate200.errors = [{instancePath:instancePath+"/hmac",schemaPath:"#/properties/hmac/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate200.errors = [{instancePath:instancePath+"/authenticateByToken",schemaPath:"#/properties/authenticateByToken/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate200.errors = [{instancePath:instancePath+"/tlsOptions",schemaPath:"#/properties/tlsOptions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate200.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate200.errors = vErrors;
return errors === 0;
}

