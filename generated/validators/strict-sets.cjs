// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// Each operation's strict validators (unknown properties and query parameters reported), loaded when first asked for.
exports.loadStrict = {
  updateSubscriberCredentials: () => require("./updateSubscriberCredentials.strict.cjs"),
  updateSubscriberOnlineStatus: () => require("./updateSubscriberOnlineStatus.strict.cjs"),
  markAllSubscriberMessages: () => require("./markAllSubscriberMessages.strict.cjs"),
  deleteSubscriber: () => require("./deleteSubscriber.strict.cjs"),
  listSubscriberSubscriptions: () => require("./listSubscriberSubscriptions.strict.cjs"),
  getSubscriberPreferences: () => require("./getSubscriberPreferences.strict.cjs"),
  updateSubscriberPreferences: () => require("./updateSubscriberPreferences.strict.cjs"),
  listTopics: () => require("./listTopics.strict.cjs"),
  upsertTopic: () => require("./upsertTopic.strict.cjs"),
  getTopic: () => require("./getTopic.strict.cjs"),
  deleteTopic: () => require("./deleteTopic.strict.cjs"),
  updateTopic: () => require("./updateTopic.strict.cjs"),
  listTopicSubscriptions: () => require("./listTopicSubscriptions.strict.cjs"),
  deleteTopicSubscriptions: () => require("./deleteTopicSubscriptions.strict.cjs"),
  getTopicSubscriber: () => require("./getTopicSubscriber.strict.cjs"),
  createIntegration: () => require("./createIntegration.strict.cjs"),
  listActiveIntegrations: () => require("./listActiveIntegrations.strict.cjs"),
  updateIntegration: () => require("./updateIntegration.strict.cjs"),
  setPrimaryIntegration: () => require("./setPrimaryIntegration.strict.cjs"),
  deleteMessagesByTransaction: () => require("./deleteMessagesByTransaction.strict.cjs"),
  triggerEvent: () => require("./triggerEvent.strict.cjs"),
  triggerEventBulk: () => require("./triggerEventBulk.strict.cjs"),
  getNotification: () => require("./getNotification.strict.cjs"),
};
