// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
// Body and response validators, strict: unknown properties are errors.
import type { ErrorObject } from 'ajv';

/** An Ajv standalone validation function: true when valid; otherwise `errors` says why. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const updateSubscriberCredentials_body: CompiledValidator;
export declare const updateSubscriberCredentials_response_200: CompiledValidator;
export declare const updateSubscriberCredentials_response_default: CompiledValidator;
export declare const updateSubscriberOnlineStatus_body: CompiledValidator;
export declare const updateSubscriberOnlineStatus_response_200: CompiledValidator;
export declare const updateSubscriberOnlineStatus_response_default: CompiledValidator;
export declare const markAllSubscriberMessages_body: CompiledValidator;
export declare const markAllSubscriberMessages_response_200: CompiledValidator;
export declare const markAllSubscriberMessages_response_default: CompiledValidator;
export declare const deleteSubscriber_response_200: CompiledValidator;
export declare const deleteSubscriber_response_default: CompiledValidator;
export declare const listSubscriberSubscriptions_response_200: CompiledValidator;
export declare const listSubscriberSubscriptions_response_default: CompiledValidator;
export declare const getSubscriberPreferences_response_200: CompiledValidator;
export declare const getSubscriberPreferences_response_default: CompiledValidator;
export declare const updateSubscriberPreferences_body: CompiledValidator;
export declare const updateSubscriberPreferences_response_200: CompiledValidator;
export declare const updateSubscriberPreferences_response_default: CompiledValidator;
export declare const listTopics_response_200: CompiledValidator;
export declare const listTopics_response_default: CompiledValidator;
export declare const upsertTopic_body: CompiledValidator;
export declare const upsertTopic_response_200: CompiledValidator;
export declare const upsertTopic_response_default: CompiledValidator;
export declare const getTopic_response_200: CompiledValidator;
export declare const getTopic_response_default: CompiledValidator;
export declare const deleteTopic_response_200: CompiledValidator;
export declare const deleteTopic_response_default: CompiledValidator;
export declare const updateTopic_body: CompiledValidator;
export declare const updateTopic_response_200: CompiledValidator;
export declare const updateTopic_response_default: CompiledValidator;
export declare const listTopicSubscriptions_response_200: CompiledValidator;
export declare const listTopicSubscriptions_response_default: CompiledValidator;
export declare const deleteTopicSubscriptions_body: CompiledValidator;
export declare const deleteTopicSubscriptions_response_200: CompiledValidator;
export declare const deleteTopicSubscriptions_response_default: CompiledValidator;
export declare const getTopicSubscriber_response_200: CompiledValidator;
export declare const getTopicSubscriber_response_default: CompiledValidator;
export declare const createIntegration_body: CompiledValidator;
export declare const createIntegration_response_201: CompiledValidator;
export declare const createIntegration_response_default: CompiledValidator;
export declare const listActiveIntegrations_response_200: CompiledValidator;
export declare const listActiveIntegrations_response_default: CompiledValidator;
export declare const updateIntegration_body: CompiledValidator;
export declare const updateIntegration_response_200: CompiledValidator;
export declare const updateIntegration_response_default: CompiledValidator;
export declare const setPrimaryIntegration_response_200: CompiledValidator;
export declare const setPrimaryIntegration_response_default: CompiledValidator;
export declare const deleteMessagesByTransaction_response_default: CompiledValidator;
export declare const triggerEvent_body: CompiledValidator;
export declare const triggerEvent_response_201: CompiledValidator;
export declare const triggerEvent_response_default: CompiledValidator;
export declare const triggerEventBulk_body: CompiledValidator;
export declare const triggerEventBulk_response_201: CompiledValidator;
export declare const triggerEventBulk_response_default: CompiledValidator;
export declare const getNotification_response_200: CompiledValidator;
export declare const getNotification_response_default: CompiledValidator;
