// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
// Parameter validators.
import type { ErrorObject } from 'ajv';

/** An Ajv standalone validation function: true when valid; otherwise `errors` says why. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const updateSubscriberCredentials_path: CompiledValidator;
export declare const updateSubscriberCredentials_header: CompiledValidator;
export declare const updateSubscriberOnlineStatus_path: CompiledValidator;
export declare const updateSubscriberOnlineStatus_header: CompiledValidator;
export declare const markAllSubscriberMessages_path: CompiledValidator;
export declare const markAllSubscriberMessages_header: CompiledValidator;
export declare const deleteSubscriber_path: CompiledValidator;
export declare const deleteSubscriber_header: CompiledValidator;
export declare const listSubscriberSubscriptions_path: CompiledValidator;
export declare const listSubscriberSubscriptions_query: CompiledValidator;
export declare const listSubscriberSubscriptions_header: CompiledValidator;
export declare const getSubscriberPreferences_path: CompiledValidator;
export declare const getSubscriberPreferences_header: CompiledValidator;
export declare const updateSubscriberPreferences_path: CompiledValidator;
export declare const updateSubscriberPreferences_header: CompiledValidator;
export declare const listTopics_query: CompiledValidator;
export declare const listTopics_header: CompiledValidator;
export declare const upsertTopic_header: CompiledValidator;
export declare const getTopic_path: CompiledValidator;
export declare const getTopic_header: CompiledValidator;
export declare const deleteTopic_path: CompiledValidator;
export declare const deleteTopic_header: CompiledValidator;
export declare const updateTopic_path: CompiledValidator;
export declare const updateTopic_header: CompiledValidator;
export declare const listTopicSubscriptions_path: CompiledValidator;
export declare const listTopicSubscriptions_query: CompiledValidator;
export declare const listTopicSubscriptions_header: CompiledValidator;
export declare const deleteTopicSubscriptions_path: CompiledValidator;
export declare const deleteTopicSubscriptions_header: CompiledValidator;
export declare const getTopicSubscriber_path: CompiledValidator;
export declare const getTopicSubscriber_header: CompiledValidator;
export declare const createIntegration_header: CompiledValidator;
export declare const listActiveIntegrations_header: CompiledValidator;
export declare const updateIntegration_path: CompiledValidator;
export declare const updateIntegration_header: CompiledValidator;
export declare const setPrimaryIntegration_path: CompiledValidator;
export declare const setPrimaryIntegration_header: CompiledValidator;
export declare const deleteMessagesByTransaction_path: CompiledValidator;
export declare const deleteMessagesByTransaction_query: CompiledValidator;
export declare const deleteMessagesByTransaction_header: CompiledValidator;
export declare const triggerEvent_header: CompiledValidator;
export declare const triggerEventBulk_header: CompiledValidator;
export declare const getNotification_path: CompiledValidator;
export declare const getNotification_header: CompiledValidator;
