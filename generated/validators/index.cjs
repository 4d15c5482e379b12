// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// The validators of each operation, in a module of their own, loaded when first asked for.
exports.load = {
  updateSubscriberCredentials: () => require("./updateSubscriberCredentials.cjs"),
  updateSubscriberOnlineStatus: () => require("./updateSubscriberOnlineStatus.cjs"),
  markAllSubscriberMessages: () => require("./markAllSubscriberMessages.cjs"),
  deleteSubscriber: () => require("./deleteSubscriber.cjs"),
  listSubscriberSubscriptions: () => require("./listSubscriberSubscriptions.cjs"),
  getSubscriberPreferences: () => require("./getSubscriberPreferences.cjs"),
  updateSubscriberPreferences: () => require("./updateSubscriberPreferences.cjs"),
  listTopics: () => require("./listTopics.cjs"),
  upsertTopic: () => require("./upsertTopic.cjs"),
  getTopic: () => require("./getTopic.cjs"),
  deleteTopic: () => require("./deleteTopic.cjs"),
  updateTopic: () => require("./updateTopic.cjs"),
  listTopicSubscriptions: () => require("./listTopicSubscriptions.cjs"),
  deleteTopicSubscriptions: () => require("./deleteTopicSubscriptions.cjs"),
  getTopicSubscriber: () => require("./getTopicSubscriber.cjs"),
  createIntegration: () => require("./createIntegration.cjs"),
  listActiveIntegrations: () => require("./listActiveIntegrations.cjs"),
  updateIntegration: () => require("./updateIntegration.cjs"),
  setPrimaryIntegration: () => require("./setPrimaryIntegration.cjs"),
  deleteMessagesByTransaction: () => require("./deleteMessagesByTransaction.cjs"),
  triggerEvent: () => require("./triggerEvent.cjs"),
  triggerEventBulk: () => require("./triggerEventBulk.cjs"),
  getNotification: () => require("./getNotification.cjs"),
};
// Read into names first: webpack takes `exports.x = require("./routes.json").x` for a re-export of
// the JSON's property, then refuses the validator's `operations.map` as a missing export of it.
const { operations, declaredBodyNames } = require("./routes.json");
/** The operation table, as much of it as the validator needs (JSON: parsed, not compiled). */
exports.operations = operations;
/** The property names the message schemas declare outside a `credentials` object: a body's redaction shows them. */
exports.declaredBodyNames = declaredBodyNames;
/** The WebAssembly scan of JSON text (json-scan-wasm.cjs), loaded when first asked for. */
exports.jsonScanWasm = () => require("./json-scan-wasm.cjs").wasm;
/**
 * The strict validators' loaders, loaded when strict mode is first asked for. "#strict-sets" is an
 * import of package.json beside this file: strict-sets.cjs on Node and in a bundle for Node, which
 * must follow this require for strict mode to work there; strict-sets.browser.cjs (undefined) in a
 * browser bundle, so that a bundle of the client leaves the strict modules out. The validator's
 * entry for browsers imports them itself and hands them over here (provideStrictSets): this module
 * is the one every part of a process or a bundle shares, so the validator exports no means for it.
 */
let providedStrictSets;
exports.provideStrictSets = (sets) => {
  providedStrictSets = sets;
};
exports.loadStrictSets = () => providedStrictSets ?? require("#strict-sets").loadStrict;
