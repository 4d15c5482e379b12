// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit

export interface paths {
    "/v1/events/trigger": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trigger an event
         * @description Starts the workflow with the given trigger identifier for the recipients. This and the bulk trigger are the only ways to send notifications.
         */
        post: operations["triggerEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/trigger/bulk": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trigger events in bulk
         * @description Triggers up to 100 events in one request and returns one result per event.
         */
        post: operations["triggerEventBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an integration
         * @description Creates an integration for the environment the API key belongs to. With `active` true, the credentials are validated.
         */
        post: operations["createIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{integrationId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Id of the integration.
                 * @example 65f1c2b3a4d5e6f708192a40
                 */
                integrationId: components["parameters"]["IntegrationIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update an integration
         * @description Changes the given fields. With `active` true, the credentials are validated.
         */
        put: operations["updateIntegration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{integrationId}/set-primary": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Id of the integration.
                 * @example 65f1c2b3a4d5e6f708192a40
                 */
                integrationId: components["parameters"]["IntegrationIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an integration primary
         * @description Makes the integration the primary one for its channel in the current environment. The primary integration delivers `sms` and `email` notifications in workflows.
         */
        post: operations["setPrimaryIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/active": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List active integrations
         * @description All active integrations of the organization.
         */
        get: operations["listActiveIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/transaction/{transactionId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Transaction whose messages are deleted.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                transactionId: components["parameters"]["TransactionIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the messages of a transaction
         * @description Deletes the messages of the transaction, on one channel when `channel` is given, else on all channels. The response has an empty body.
         */
        delete: operations["deleteMessagesByTransaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/{notificationId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Id of the notification (a database id).
                 * @example 66b0c1d2e3f405162738495a
                 */
                notificationId: components["parameters"]["NotificationIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get the activity record of an event
         * @description The execution logs, status and the message generated by each workflow step.
         */
        get: operations["getNotification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/credentials": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a subscriber's channel credentials
         * @description Sets the credentials of one chat or push channel of the subscriber. `deviceTokens` are appended to the existing ones.
         */
        put: operations["updateSubscriberCredentials"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/messages/mark-all": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all of a subscriber's in-app messages
         * @description Sets every in-app message of the subscriber, optionally of some feeds only, to the `markAs` state. Returns a bare number.
         */
        post: operations["markAllSubscriberMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscribers/{subscriberId}/online-status": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a subscriber's online status
         * @description Sets `isOnline` to the given value and returns the full subscriber.
         */
        patch: operations["updateSubscriberOnlineStatus"];
        trace?: never;
    };
    "/v1/topics/{topicKey}/subscribers/{externalSubscriberId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description External id of the subscriber (its subscriberId).
                 * @example user-1042
                 */
                externalSubscriberId: components["parameters"]["ExternalSubscriberIdPath"];
                /**
                 * @description Key of the topic.
                 * @example product-updates
                 */
                topicKey: components["parameters"]["TopicKeyPath"];
            };
            cookie?: never;
        };
        /**
         * Check that a subscriber belongs to a topic
         * @description Checks that the subscriber, by the external id the client chose, belongs to the topic, and returns the membership: the internal ids of the organization, environment, subscriber and topic, with the topic key and the external subscriber id.
         */
        get: operations["getTopicSubscriber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a subscriber
         * @description Removes the subscriber with its messages, preferences and topic subscriptions.
         */
        delete: operations["deleteSubscriber"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/preferences": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a subscriber's preferences
         * @description All five channel preferences, globally and for every workflow.
         */
        get: operations["getSubscriberPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a subscriber's preferences
         * @description With `workflowId`, updates that workflow's preference; without it, the global preferences.
         */
        patch: operations["updateSubscriberPreferences"];
        trace?: never;
    };
    "/v2/subscribers/{subscriberId}/subscriptions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        /**
         * List a subscriber's topic subscriptions
         * @description A cursor-paginated list of the topics the subscriber is subscribed to, optionally filtered by topic key.
         */
        get: operations["listSubscriberSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/topics": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List topics
         * @description A cursor-paginated list of topics, optionally filtered by key and name.
         */
        get: operations["listTopics"];
        put?: never;
        /**
         * Create or update a topic
         * @description Creates the topic when its key is absent and updates it when present; the result has the same shape either way.
         */
        post: operations["upsertTopic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/topics/{topicKey}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Key of the topic.
                 * @example product-updates
                 */
                topicKey: components["parameters"]["TopicKeyPath"];
            };
            cookie?: never;
        };
        /**
         * Get a topic
         * @description The topic with the given key.
         */
        get: operations["getTopic"];
        put?: never;
        post?: never;
        /**
         * Delete a topic
         * @description Removes the topic irreversibly, with all its subscriptions.
         */
        delete: operations["deleteTopic"];
        options?: never;
        head?: never;
        /**
         * Rename a topic
         * @description Sets the topic's display `name` and returns the topic. The key stays as it is.
         */
        patch: operations["updateTopic"];
        trace?: never;
    };
    "/v2/topics/{topicKey}/subscriptions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Key of the topic.
                 * @example product-updates
                 */
                topicKey: components["parameters"]["TopicKeyPath"];
            };
            cookie?: never;
        };
        /**
         * List a topic's subscriptions
         * @description A cursor-paginated list of the topic's subscriptions, optionally filtered by subscriber id.
         */
        get: operations["listTopicSubscriptions"];
        put?: never;
        post?: never;
        /**
         * Unsubscribe subscribers from a topic
         * @description Removes the subscriptions of the given subscribers. The result is partial: removed subscriptions are in `data`, per-subscriber failures in `errors`, and the counts in `meta`.
         */
        delete: operations["deleteTopicSubscriptions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ChannelCredentials
         * @description Credentials of one subscriber channel. All fields are optional.
         */
        ChannelCredentials: {
            /** @description Grafana on-call alert UID. */
            alertUid?: string;
            /** @description Channel specification for the `mattermost` provider. */
            channel?: string;
            /** @description Subscriber device tokens for push providers. On update they are appended to the existing ones. */
            deviceTokens?: string[];
            /** @description Grafana on-call link to upstream details. */
            externalUrl?: string;
            /** @description Grafana on-call image URL. */
            imageUrl?: string;
            /** @description Grafana on-call state. */
            state?: string;
            /** @description Grafana on-call title. */
            title?: string;
            /** @description Webhook URL for chat integrations. */
            webhookUrl?: string;
        };
        /**
         * ChannelPreferences
         * @description Whether each channel is enabled.
         */
        ChannelPreferences: {
            chat?: boolean;
            email?: boolean;
            in_app?: boolean;
            push?: boolean;
            sms?: boolean;
        };
        /**
         * ChannelSettings
         * @description One chat or push channel of a subscriber, as returned by the service. In responses `_integrationId` is required.
         */
        ChannelSettings: {
            /** @description Integration this channel belongs to. */
            _integrationId: string;
            credentials: components["schemas"]["ChannelCredentials"];
            integrationIdentifier?: string;
            providerId: components["schemas"]["SubscriberChannelProviderId"];
        };
        /**
         * ChannelType
         * @description A delivery channel.
         * @enum {string}
         */
        ChannelType: "in_app" | "email" | "sms" | "chat" | "push";
        /**
         * ChatProviderId
         * @description Chat provider of a job or execution detail.
         * @enum {string}
         */
        ChatProviderId: "slack" | "discord" | "msteams" | "mattermost" | "ryver" | "zulip" | "grafana-on-call" | "getstream" | "rocket-chat" | "whatsapp-business";
        /**
         * CreateIntegrationRequest
         * @description Body of createIntegration. The integration is created for the environment the API key belongs to.
         */
        CreateIntegrationRequest: {
            /** Format: uuid */
            _environmentId?: string;
            /** @description Credentials are validated when the integration is active. */
            active?: boolean;
            channel: components["schemas"]["ChannelType"];
            /** @description Check the integration's status. */
            check?: boolean;
            conditions?: components["schemas"]["StepFilter"][];
            credentials?: components["schemas"]["IntegrationCredentials"];
            identifier?: string;
            name?: string;
            providerId: string;
        };
        /**
         * DeletedTopicSubscription
         * @description A subscription removed by deleteTopicSubscriptions.
         */
        DeletedTopicSubscription: {
            _id: string;
            /** @description ISO 8601 timestamp. */
            createdAt: components["schemas"]["Timestamp"];
            subscriber: components["schemas"]["SubscriberSummary"];
            topic: components["schemas"]["TopicSummary"];
            /** @description ISO 8601 timestamp. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * DeleteSubscriberResult
         * @description Result of deleteSubscriber.
         */
        DeleteSubscriberResult: {
            acknowledged: boolean;
            status: string;
        };
        /**
         * DeleteTopicResult
         * @description Result of deleteTopic.
         */
        DeleteTopicResult: {
            acknowledged: boolean;
        };
        /**
         * DeleteTopicSubscriptionError
         * @description Why one subscription could not be removed. The code `SUBSCRIBER_NOT_FOUND` is used when a subscriber id cannot be found.
         */
        DeleteTopicSubscriptionError: {
            code: string;
            message: string;
            subscriberId: string;
        };
        /**
         * DeleteTopicSubscriptionsMeta
         * @description Counts of a delete-subscriptions call.
         */
        DeleteTopicSubscriptionsMeta: {
            failed: number;
            successful: number;
            /** @description Number of subscriber ids provided. */
            totalCount: number;
        };
        /**
         * DeleteTopicSubscriptionsRequest
         * @description Body of deleteTopicSubscriptions.
         */
        DeleteTopicSubscriptionsRequest: {
            subscriberIds: string[];
        };
        /**
         * DeleteTopicSubscriptionsResult
         * @description Partial result of deleteTopicSubscriptions.
         */
        DeleteTopicSubscriptionsResult: {
            data: components["schemas"]["DeletedTopicSubscription"][];
            errors?: components["schemas"]["DeleteTopicSubscriptionError"][];
            meta: components["schemas"]["DeleteTopicSubscriptionsMeta"];
        };
        /**
         * Digest
         * @description Digest settings of a job.
         */
        Digest: {
            amount?: number;
            backoff?: boolean;
            backoffAmount?: number;
            backoffUnit?: components["schemas"]["DigestUnit"];
            digestKey?: string;
            events?: {
                [key: string]: unknown;
            }[];
            timed?: components["schemas"]["DigestTimedConfig"];
            /** @enum {string} */
            type: "regular" | "backoff" | "timed";
            unit?: components["schemas"]["DigestUnit"];
            updateMode?: boolean;
        };
        /**
         * DigestTimedConfig
         * @description Schedule of a timed digest.
         */
        DigestTimedConfig: {
            atTime?: string;
            cronExpression?: string;
            monthDays?: number[];
            /** @enum {string} */
            monthlyType?: "each" | "on";
            /** @enum {string} */
            ordinal?: "1" | "2" | "3" | "4" | "5" | "last";
            /** @enum {string} */
            ordinalValue?: "day" | "weekday" | "weekend" | "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
            weekDays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
        };
        /**
         * DigestUnit
         * @description Unit of a digest window.
         * @enum {string}
         */
        DigestUnit: "seconds" | "minutes" | "hours" | "days" | "weeks" | "months";
        /**
         * EmailProviderId
         * @description Email provider of a job or execution detail.
         * @enum {string}
         */
        EmailProviderId: "emailjs" | "mailgun" | "mailjet" | "mandrill" | "nodemailer" | "postmark" | "sendgrid" | "sendinblue" | "ses" | "netcore" | "infobip-email" | "resend" | "plunk" | "mailersend" | "mailtrap" | "clickatell" | "outlook365" | "platform-email" | "sparkpost" | "email-webhook" | "braze";
        /**
         * ErrorBody
         * @description The body of an error response. Any JSON value is accepted.
         */
        ErrorBody: unknown;
        /**
         * ExecutionDetail
         * @description One recorded outcome of a job.
         */
        ExecutionDetail: {
            _id: string;
            /** @description ISO 8601 timestamp. */
            createdAt?: components["schemas"]["Timestamp"];
            detail: string;
            isRetry: boolean;
            isTest: boolean;
            providerId: components["schemas"]["ProviderId"];
            raw?: string | null;
            /** @enum {string} */
            source: "Credentials" | "Internal" | "Payload" | "Webhook";
            /** @enum {string} */
            status: "Success" | "Warning" | "Failed" | "Pending" | "Queued" | "ReadConfirmation";
        };
        /**
         * FieldFilterPart
         * @description One condition of a step filter.
         */
        FieldFilterPart: {
            field: string;
            /** @enum {string} */
            on: "subscriber" | "payload";
            /** @enum {string} */
            operator: "LARGER" | "SMALLER" | "LARGER_EQUAL" | "SMALLER_EQUAL" | "EQUAL" | "NOT_EQUAL" | "ALL_IN" | "ANY_IN" | "NOT_IN" | "BETWEEN" | "NOT_BETWEEN" | "LIKE" | "NOT_LIKE" | "IN";
            value: string;
        };
        /**
         * GlobalPreference
         * @description A subscriber's global preference.
         */
        GlobalPreference: {
            channels: components["schemas"]["ChannelPreferences"];
            enabled: boolean;
        };
        /**
         * Integration
         * @description A provider integration for one channel.
         */
        Integration: {
            _environmentId: string;
            /** @description Generated id. */
            _id?: string;
            _organizationId: string;
            /** @description Active integrations process events and messages. */
            active: boolean;
            channel: components["schemas"]["ChannelType"];
            conditions?: components["schemas"]["StepFilter"][];
            credentials: components["schemas"]["IntegrationCredentials"];
            /** @description Soft delete marker. */
            deleted: boolean;
            /** @description ISO 8601 timestamp, set when soft deleted. */
            deletedAt?: components["schemas"]["Timestamp"];
            /** @description Id of the user who deleted it. */
            deletedBy?: string;
            /** @description Unique string identifier. */
            identifier: string;
            /** @description Name shown in the user interface. */
            name: string;
            /** @description The primary integration is the default for its channel. */
            primary: boolean;
            /** @description Provider of the integration. */
            providerId: string;
        };
        /**
         * IntegrationCredentials
         * @description Provider configuration of an integration. All fields are optional; which fields each provider needs is provider-specific. Credentials returned in responses include the secret-bearing fields.
         */
        IntegrationCredentials: {
            accessKey?: string;
            accountSid?: string;
            alertUid?: string;
            apiKey?: string;
            apiKeyRequestHeader?: string;
            apiToken?: string;
            applicationId?: string;
            authenticateByToken?: boolean;
            authenticationTokenKey?: string;
            baseUrl?: string;
            channelId?: string;
            clientId?: string;
            datePath?: string;
            domain?: string;
            externalLink?: string;
            from?: string;
            hmac?: boolean;
            host?: string;
            idPath?: string;
            ignoreTls?: boolean;
            imageUrl?: string;
            instanceId?: string;
            ipPoolName?: string;
            messageProfileId?: string;
            password?: string;
            phoneNumberIdentification?: string;
            port?: string;
            projectName?: string;
            redirectUrl?: string;
            region?: string;
            requireTls?: boolean;
            secretKey?: string;
            secretKeyRequestHeader?: string;
            secure?: boolean;
            senderName?: string;
            serviceAccount?: string;
            state?: string;
            title?: string;
            /** @description Free-form TLS options. */
            tlsOptions?: {
                [key: string]: unknown;
            };
            token?: string;
            user?: string;
            webhookUrl?: string;
        };
        /**
         * Job
         * @description One job of an event's activity record.
         */
        Job: {
            _id: string;
            digest?: components["schemas"]["Digest"];
            executionDetails: components["schemas"]["ExecutionDetail"][];
            /** @description Free-form overrides. */
            overrides?: {
                [key: string]: unknown;
            };
            payload?: {
                [key: string]: unknown;
            };
            providerId: components["schemas"]["ProviderId"];
            status: string;
            step: components["schemas"]["Step"];
            type: components["schemas"]["StepType"];
            /** @description ISO 8601 timestamp. */
            updatedAt?: components["schemas"]["Timestamp"];
        };
        /**
         * MarkAllMessagesRequest
         * @description Body of markAllSubscriberMessages.
         */
        MarkAllMessagesRequest: {
            /** @description Limit the change to these feeds. */
            feedIdentifier?: string | string[];
            /**
             * @description The state every in-app message is set to.
             * @enum {string}
             */
            markAs: "read" | "seen" | "unread" | "unseen";
        };
        /**
         * MarkAllMessagesResult
         * @description The bare JSON number returned by markAllSubscriberMessages.
         */
        MarkAllMessagesResult: number;
        /**
         * MessageTemplate
         * @description The message template of a step. Any object is accepted.
         */
        MessageTemplate: {
            [key: string]: unknown;
        };
        /**
         * Notification
         * @description The activity record of a triggered event: execution logs, status and the message generated by each workflow step.
         */
        Notification: {
            _digestedNotificationId?: string;
            _environmentId: string;
            _id?: string;
            _organizationId: string;
            _subscriberId: string;
            _templateId?: string;
            channels?: components["schemas"]["StepType"][];
            controls?: {
                [key: string]: unknown;
            };
            /** @description ISO 8601 timestamp. */
            createdAt?: components["schemas"]["Timestamp"];
            jobs?: components["schemas"]["Job"][];
            payload?: {
                [key: string]: unknown;
            };
            subscriber?: components["schemas"]["NotificationSubscriber"];
            tags?: string[];
            template?: components["schemas"]["NotificationTemplate"];
            to?: {
                [key: string]: unknown;
            };
            topics?: components["schemas"]["NotificationTopic"][];
            transactionId: string;
            /** @description ISO 8601 timestamp. */
            updatedAt?: components["schemas"]["Timestamp"];
        };
        /**
         * NotificationSubscriber
         * @description The subscriber of an activity record.
         */
        NotificationSubscriber: {
            /** @description Internal id. */
            _id: string;
            email?: string;
            firstName?: string;
            lastName?: string;
            phone?: string;
            /** @description External id. */
            subscriberId: string;
        };
        /**
         * NotificationTemplate
         * @description The workflow template of an activity record.
         */
        NotificationTemplate: {
            _id?: string;
            name: string;
            /** @enum {string} */
            origin?: "platform-cloud" | "platform-cloud-v1" | "external";
            triggers: components["schemas"]["TemplateTrigger"][];
        };
        /**
         * NotificationTopic
         * @description A topic an event was sent to.
         */
        NotificationTopic: {
            _topicId: string;
            topicKey: string;
        };
        /**
         * NullableTimestamp
         * @description A Timestamp, or null where the API description writes `string|null`. Its pattern is Timestamp's (the spec's tests hold the two to one another).
         * @example 2026-11-20T18:04:11.000Z
         * @example null
         */
        NullableTimestamp: string | null;
        /**
         * PreferenceOverride
         * @description Where the preference of one channel comes from.
         */
        PreferenceOverride: {
            channel: components["schemas"]["ChannelType"];
            /** @enum {string} */
            source: "subscriber" | "template" | "workflowOverride";
        };
        /**
         * PreferenceWorkflow
         * @description The workflow a preference belongs to.
         */
        PreferenceWorkflow: {
            identifier: string;
            name: string;
            slug: string;
            /** @description ISO 8601 timestamp. */
            updatedAt?: components["schemas"]["Timestamp"];
        };
        /**
         * ProviderId
         * @description Provider of a job or execution detail, any of the email, sms, push and chat providers.
         */
        ProviderId: components["schemas"]["EmailProviderId"] | components["schemas"]["SmsProviderId"] | components["schemas"]["PushProviderId"] | components["schemas"]["ChatProviderId"];
        /**
         * PushProviderId
         * @description Push provider of a job or execution detail.
         * @enum {string}
         */
        PushProviderId: "fcm" | "apns" | "expo" | "one-signal" | "pushpad" | "push-webhook" | "pusher-beams" | "platform";
        /**
         * SmsProviderId
         * @description SMS provider of a job or execution detail.
         * @enum {string}
         */
        SmsProviderId: "nexmo" | "plivo" | "sms77" | "sms-central" | "sns" | "telnyx" | "twilio" | "gupshup" | "firetext" | "infobip-sms" | "burst-sms" | "bulk-sms" | "isend-sms" | "forty-six-elks" | "kannel" | "maqsam" | "termii" | "africas-talking" | "platform-sms" | "sendchamp" | "generic-sms" | "clicksend" | "bandwidth" | "messagebird" | "simpletexting" | "azure-sms" | "ring-central" | "brevo-sms" | "eazy-sms" | "mobishastra" | "afro-message";
        /**
         * Step
         * @description The workflow step a job runs. `variants` nests steps recursively.
         */
        Step: {
            _id: string;
            _parentId?: string | null;
            _templateId: string;
            active: boolean;
            controlVariables?: {
                [key: string]: unknown;
            };
            filters: components["schemas"]["StepFilter"][];
            issues?: {
                [key: string]: unknown;
            };
            metadata?: {
                [key: string]: unknown;
            };
            name?: string;
            replyCallback?: {
                [key: string]: unknown;
            };
            template?: components["schemas"]["MessageTemplate"];
            variants?: components["schemas"]["Step"][];
        };
        /**
         * StepFilter
         * @description A condition group of a workflow step or an integration.
         */
        StepFilter: {
            children: components["schemas"]["FieldFilterPart"][];
            isNegated: boolean;
            /** @enum {string} */
            type: "BOOLEAN" | "TEXT" | "DATE" | "NUMBER" | "STATEMENT" | "LIST" | "MULTI_LIST" | "GROUP";
            /** @enum {string} */
            value: "AND" | "OR";
        };
        /**
         * StepType
         * @description Channel or step type of a job or notification.
         * @enum {string}
         */
        StepType: "in_app" | "email" | "sms" | "chat" | "push" | "digest" | "trigger" | "delay" | "custom";
        /**
         * Subscriber
         * @description A subscriber, as returned by updateSubscriberCredentials and updateSubscriberOnlineStatus.
         */
        Subscriber: {
            /** @description Version of the subscriber document. */
            __v?: number;
            _environmentId: string;
            /** @description Internal id; differs from `subscriberId`. */
            _id?: string;
            _organizationId: string;
            /** @description URL of the subscriber's avatar. */
            avatar?: string | null;
            channels?: components["schemas"]["ChannelSettings"][];
            /** @description ISO 8601 timestamp. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Free-form custom data. */
            data?: {
                [key: string]: unknown;
            } | null;
            deleted: boolean;
            email?: string | null;
            firstName?: string | null;
            isOnline?: boolean | null;
            lastName?: string | null;
            /** @description ISO 8601 timestamp. */
            lastOnlineAt?: components["schemas"]["NullableTimestamp"];
            locale?: string | null;
            phone?: string | null;
            /** @description Identifier the client used to create the subscriber. */
            subscriberId: string;
            timezone?: string | null;
            /**
             * @deprecated
             * @description Deprecated.
             */
            topics?: string[];
            /** @description ISO 8601 timestamp. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * SubscriberChannelProviderId
         * @description Provider of a subscriber's chat or push channel.
         * @enum {string}
         */
        SubscriberChannelProviderId: "slack" | "discord" | "msteams" | "mattermost" | "ryver" | "zulip" | "grafana-on-call" | "getstream" | "rocket-chat" | "whatsapp-business" | "fcm" | "apns" | "expo" | "one-signal" | "pushpad" | "push-webhook" | "pusher-beams";
        /**
         * SubscriberDefinition
         * @description A recipient of a triggered event given as a subscriber definition. A recipient given as a string is a subscriber id.
         */
        SubscriberDefinition: {
            avatar?: string;
            channels?: components["schemas"]["SubscriberDefinitionChannel"][];
            /** @description Custom data; every value is a string. */
            data?: {
                [key: string]: string;
            };
            email?: string;
            firstName?: string;
            lastName?: string;
            locale?: string;
            phone?: string;
            subscriberId?: string;
            timezone?: string;
        };
        /**
         * SubscriberDefinitionChannel
         * @description A channel of a subscriber definition (a recipient of a triggered event).
         */
        SubscriberDefinitionChannel: {
            credentials?: components["schemas"]["SubscriberDefinitionCredentials"];
            integrationIdentifier?: string;
            providerId?: components["schemas"]["SubscriberChannelProviderId"];
        };
        /**
         * SubscriberDefinitionCredentials
         * @description Credentials of a channel in a subscriber definition (a recipient of a triggered event).
         */
        SubscriberDefinitionCredentials: {
            deviceTokens?: string[];
            webhookUrl?: string;
        };
        /**
         * SubscriberPreferences
         * @description A subscriber's global and per-workflow preferences.
         */
        SubscriberPreferences: {
            global: components["schemas"]["GlobalPreference"];
            workflows: components["schemas"]["WorkflowPreference"][];
        };
        /**
         * SubscriberSummary
         * @description A subscriber embedded in a subscription record.
         */
        SubscriberSummary: {
            /** @description Internal id. */
            _id: string;
            avatar?: string | null;
            email?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            /** @description External id. */
            subscriberId: string;
        };
        /**
         * TemplateTrigger
         * @description A trigger of the workflow template of an activity record.
         */
        TemplateTrigger: {
            identifier: string;
            subscriberVariables?: components["schemas"]["TemplateVariable"][];
            /** @enum {string} */
            type: "event";
            variables: components["schemas"]["TemplateVariable"][];
        };
        /**
         * TemplateVariable
         * @description A variable of a template trigger.
         */
        TemplateVariable: {
            name: string;
        };
        /**
         * Timestamp
         * @description A point in time, as the API description says of every timestamp: "Timestamps are strings in ISO 8601 format". Not `format: date-time`, which is RFC 3339, a narrower profile of ISO 8601.
         * @example 2026-11-21T09:00:00.000Z
         */
        Timestamp: string;
        /**
         * Topic
         * @description A topic.
         */
        Topic: {
            _id: string;
            /** @description ISO 8601 timestamp. */
            createdAt?: components["schemas"]["Timestamp"];
            /** @description Unique key of the topic in its environment. */
            key: string;
            name?: string;
            /** @description ISO 8601 timestamp. */
            updatedAt?: components["schemas"]["Timestamp"];
        };
        /**
         * TopicKey
         * @description A topic key: 1 to 100 characters, only a-z, A-Z, 0-9, hyphen, underscore and colon, or a valid e-mail address.
         */
        TopicKey: string;
        /**
         * TopicPage
         * @description A page of topics, chosen by the pagination query parameters (`after`, `before`, `limit`, `orderBy`, `orderDirection`, `includeCursor`).
         */
        TopicPage: {
            data: components["schemas"]["Topic"][];
            /** @description Cursor of the next page; null when there are no more pages. */
            next: string | null;
            /** @description Cursor of the previous page; null on the first page. */
            previous: string | null;
        };
        /**
         * TopicRecipient
         * @description The second object form of a recipient, likely a topic reference. Any object is accepted.
         */
        TopicRecipient: {
            [key: string]: unknown;
        };
        /**
         * TopicSubscriberMembership
         * @description Result of the topic membership check (getTopicSubscriber).
         */
        TopicSubscriberMembership: {
            _environmentId: string;
            _organizationId: string;
            _subscriberId: string;
            _topicId: string;
            externalSubscriberId: string;
            topicKey: string;
        };
        /**
         * TopicSubscription
         * @description A subscription of a subscriber to a topic, as listed by listSubscriberSubscriptions and listTopicSubscriptions.
         */
        TopicSubscription: {
            _id: string;
            /** @description ISO 8601 timestamp. */
            createdAt: components["schemas"]["Timestamp"];
            subscriber: components["schemas"]["SubscriberSummary"];
            topic: components["schemas"]["Topic"];
        };
        /**
         * TopicSubscriptionPage
         * @description A page of topic subscriptions, chosen by the pagination query parameters (`after`, `before`, `limit`, `orderBy`, `orderDirection`, `includeCursor`).
         */
        TopicSubscriptionPage: {
            data: components["schemas"]["TopicSubscription"][];
            /** @description Cursor of the next page; null when there are no more pages. */
            next: string | null;
            /** @description Cursor of the previous page; null on the first page. */
            previous: string | null;
        };
        /**
         * TopicSummary
         * @description The topic embedded in a subscription removed by deleteTopicSubscriptions: only the `_id`, `key` and `name` of a Topic.
         */
        TopicSummary: {
            _id: string;
            key: string;
            name?: string;
        };
        /**
         * TriggerActor
         * @description Subscriber id or object used to show the actor's avatar. An actor object for a new subscriber creates that subscriber.
         */
        TriggerActor: string | {
            [key: string]: unknown;
        };
        /**
         * TriggerEventBulkRequest
         * @description Body of triggerEventBulk.
         */
        TriggerEventBulkRequest: {
            /** @description At most 100 events per request. */
            events: components["schemas"]["TriggerEventRequest"][];
        };
        /**
         * TriggerEventBulkResult
         * @description Results of a bulk trigger, one per event.
         */
        TriggerEventBulkResult: components["schemas"]["TriggerEventResult"][];
        /**
         * TriggerEventRequest
         * @description One trigger request: the body of triggerEvent, and each element of triggerEventBulk's `events`.
         */
        TriggerEventRequest: {
            actor?: components["schemas"]["TriggerActor"];
            /** @description Trigger identifier of the workflow. */
            name: string;
            overrides?: components["schemas"]["TriggerOverrides"];
            /** @description Custom data used to render the workflow and for routing rules; also available when fetching the notification feed. */
            payload?: {
                [key: string]: unknown;
            };
            tenant?: components["schemas"]["TriggerTenant"];
            to: components["schemas"]["TriggerRecipients"];
            /** @description Generated as a UUID when omitted. */
            transactionId?: string;
        };
        /**
         * TriggerEventResult
         * @description Result of one triggered event.
         */
        TriggerEventResult: {
            acknowledged: boolean;
            /** @description Error messages, when present. */
            error?: string[];
            status: components["schemas"]["TriggerEventStatus"];
            /** @description Returned when available. */
            transactionId?: string;
        };
        /**
         * TriggerEventStatus
         * @description Status of a trigger result.
         * @enum {string}
         */
        TriggerEventStatus: "error" | "trigger_not_active" | "no_workflow_active_steps_defined" | "no_workflow_steps_defined" | "processed" | "no_tenant_found" | "invalid_recipients";
        /**
         * TriggerOverrides
         * @description Overrides of provider-specific configuration.
         */
        TriggerOverrides: {
            [key: string]: unknown;
        };
        /**
         * TriggerRecipient
         * @description One recipient; a string is a subscriber id.
         */
        TriggerRecipient: components["schemas"]["SubscriberDefinition"] | components["schemas"]["TopicRecipient"] | string;
        /**
         * TriggerRecipients
         * @description The recipients of a triggered event: an array of recipients, a subscriber id, a subscriber definition, or the topic reference object, whose shape the API description does not show.
         */
        TriggerRecipients: components["schemas"]["TriggerRecipient"][] | string | components["schemas"]["SubscriberDefinition"] | components["schemas"]["TopicRecipient"];
        /**
         * TriggerTenant
         * @description Tenant context. An existing tenant is updated with the given details.
         */
        TriggerTenant: string | {
            [key: string]: unknown;
        };
        /**
         * UpdateIntegrationRequest
         * @description Body of updateIntegration. Every field is optional.
         */
        UpdateIntegrationRequest: {
            _environmentId?: string;
            /** @description Credentials are validated when the integration is active. */
            active?: boolean;
            /** @description Check the integration's status. */
            check?: boolean;
            conditions?: components["schemas"]["StepFilter"][];
            /** @description Provider configuration; see IntegrationCredentials for the fields of createIntegration. */
            credentials?: {
                [key: string]: unknown;
            };
            identifier?: string;
            name?: string;
        };
        /**
         * UpdateSubscriberCredentialsRequest
         * @description Body of updateSubscriberCredentials. `_integrationId` is not part of the request.
         */
        UpdateSubscriberCredentialsRequest: {
            credentials: components["schemas"]["ChannelCredentials"];
            integrationIdentifier?: string;
            providerId: components["schemas"]["SubscriberChannelProviderId"];
        };
        /**
         * UpdateSubscriberOnlineStatusRequest
         * @description Body of updateSubscriberOnlineStatus.
         */
        UpdateSubscriberOnlineStatusRequest: {
            isOnline: boolean;
        };
        /**
         * UpdateSubscriberPreferencesRequest
         * @description Body of updateSubscriberPreferences. With `workflowId`, that workflow's preference is updated; without it, the global preferences are updated.
         */
        UpdateSubscriberPreferencesRequest: {
            channels: components["schemas"]["ChannelPreferences"];
            /** @description The workflow's internal `_id`, identifier or slug. */
            workflowId?: string;
        };
        /**
         * UpdateTopicRequest
         * @description Body of updateTopic.
         */
        UpdateTopicRequest: {
            /** @description Display name. */
            name: string;
        };
        /**
         * UpsertTopicRequest
         * @description Body of upsertTopic. Creates the topic if its key is absent, updates it if present.
         */
        UpsertTopicRequest: {
            key: components["schemas"]["TopicKey"];
            name?: string;
        };
        /**
         * WorkflowPreference
         * @description A subscriber's preference for one workflow.
         */
        WorkflowPreference: {
            channels: components["schemas"]["ChannelPreferences"];
            enabled: boolean;
            overrides: components["schemas"]["PreferenceOverride"][];
            workflow: components["schemas"]["PreferenceWorkflow"];
        };
    };
    responses: {
        /** @description Error. Status codes and body are not shown by the API description. */
        ErrorResponse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /** @description Cursor; the page starts after it. */
        AfterQuery: string;
        /** @description Cursor; the page ends before it. */
        BeforeQuery: string;
        /** @description Delete only the messages of this channel; without it, the messages of all channels are deleted. */
        ChannelQuery: components["schemas"]["ChannelType"];
        /**
         * @description External id of the subscriber (its subscriberId).
         * @example user-1042
         */
        ExternalSubscriberIdPath: string;
        /** @description Key that lets the service recognise a retried request. */
        IdempotencyKeyHeader: string;
        /** @description Include the cursor item in the page. */
        IncludeCursorQuery: boolean;
        /**
         * @description Id of the integration.
         * @example 65f1c2b3a4d5e6f708192a40
         */
        IntegrationIdPath: string;
        /** @description Number of items in the page, at most 100. */
        LimitQuery: number;
        /**
         * @description Id of the notification (a database id).
         * @example 66b0c1d2e3f405162738495a
         */
        NotificationIdPath: string;
        /** @description Field to order by. */
        OrderByQuery: string;
        /** @description Sort direction. */
        OrderDirectionQuery: "ASC" | "DESC";
        /**
         * @description Identifier of the subscriber, as chosen by the client.
         * @example user-1042
         */
        SubscriberIdPath: string;
        /** @description Filter by subscriber id. */
        SubscriberIdQuery: string;
        /**
         * @description Key of the topic.
         * @example product-updates
         */
        TopicKeyPath: string;
        /** @description Filter by topic key. */
        TopicKeyQuery: string;
        /** @description Filter by topic name. */
        TopicNameQuery: string;
        /**
         * @description Transaction whose messages are deleted.
         * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
         */
        TransactionIdPath: string;
    };
    requestBodies: {
        /** @description The integration to create. */
        CreateIntegrationBody: {
            content: {
                "application/json": components["schemas"]["CreateIntegrationRequest"];
            };
        };
        /** @description The subscribers to unsubscribe, at most 100. */
        DeleteTopicSubscriptionsBody: {
            content: {
                "application/json": components["schemas"]["DeleteTopicSubscriptionsRequest"];
            };
        };
        /** @description The state to set, optionally for some feeds only. */
        MarkAllMessagesBody: {
            content: {
                "application/json": components["schemas"]["MarkAllMessagesRequest"];
            };
        };
        /** @description The event to trigger. */
        TriggerEventBody: {
            content: {
                "application/json": components["schemas"]["TriggerEventRequest"];
            };
        };
        /** @description The events to trigger, at most 100. */
        TriggerEventBulkBody: {
            content: {
                "application/json": components["schemas"]["TriggerEventBulkRequest"];
            };
        };
        /** @description The fields to change; all are optional. */
        UpdateIntegrationBody: {
            content: {
                "application/json": components["schemas"]["UpdateIntegrationRequest"];
            };
        };
        /** @description The channel to update. Its deviceTokens are appended to the existing ones. */
        UpdateSubscriberCredentialsBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubscriberCredentialsRequest"];
            };
        };
        /** @description The new online status. */
        UpdateSubscriberOnlineStatusBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubscriberOnlineStatusRequest"];
            };
        };
        /** @description The channel preferences to set, globally or for one workflow. */
        UpdateSubscriberPreferencesBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubscriberPreferencesRequest"];
            };
        };
        /** @description The new display name. */
        UpdateTopicBody: {
            content: {
                "application/json": components["schemas"]["UpdateTopicRequest"];
            };
        };
        /** @description The topic to create or update. */
        UpsertTopicBody: {
            content: {
                "application/json": components["schemas"]["UpsertTopicRequest"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type ChannelCredentials = components['schemas']['ChannelCredentials'];
export type ChannelPreferences = components['schemas']['ChannelPreferences'];
export type ChannelSettings = components['schemas']['ChannelSettings'];
export type ChannelType = components['schemas']['ChannelType'];
export type ChatProviderId = components['schemas']['ChatProviderId'];
export type CreateIntegrationRequest = components['schemas']['CreateIntegrationRequest'];
export type DeletedTopicSubscription = components['schemas']['DeletedTopicSubscription'];
export type DeleteSubscriberResult = components['schemas']['DeleteSubscriberResult'];
export type DeleteTopicResult = components['schemas']['DeleteTopicResult'];
export type DeleteTopicSubscriptionError = components['schemas']['DeleteTopicSubscriptionError'];
export type DeleteTopicSubscriptionsMeta = components['schemas']['DeleteTopicSubscriptionsMeta'];
export type DeleteTopicSubscriptionsRequest = components['schemas']['DeleteTopicSubscriptionsRequest'];
export type DeleteTopicSubscriptionsResult = components['schemas']['DeleteTopicSubscriptionsResult'];
export type Digest = components['schemas']['Digest'];
export type DigestTimedConfig = components['schemas']['DigestTimedConfig'];
export type DigestUnit = components['schemas']['DigestUnit'];
export type EmailProviderId = components['schemas']['EmailProviderId'];
export type ErrorBody = components['schemas']['ErrorBody'];
export type ExecutionDetail = components['schemas']['ExecutionDetail'];
export type FieldFilterPart = components['schemas']['FieldFilterPart'];
export type GlobalPreference = components['schemas']['GlobalPreference'];
export type Integration = components['schemas']['Integration'];
export type IntegrationCredentials = components['schemas']['IntegrationCredentials'];
export type Job = components['schemas']['Job'];
export type MarkAllMessagesRequest = components['schemas']['MarkAllMessagesRequest'];
export type MarkAllMessagesResult = components['schemas']['MarkAllMessagesResult'];
export type MessageTemplate = components['schemas']['MessageTemplate'];
export type Notification = components['schemas']['Notification'];
export type NotificationSubscriber = components['schemas']['NotificationSubscriber'];
export type NotificationTemplate = components['schemas']['NotificationTemplate'];
export type NotificationTopic = components['schemas']['NotificationTopic'];
export type NullableTimestamp = components['schemas']['NullableTimestamp'];
export type PreferenceOverride = components['schemas']['PreferenceOverride'];
export type PreferenceWorkflow = components['schemas']['PreferenceWorkflow'];
export type ProviderId = components['schemas']['ProviderId'];
export type PushProviderId = components['schemas']['PushProviderId'];
export type SmsProviderId = components['schemas']['SmsProviderId'];
export type Step = components['schemas']['Step'];
export type StepFilter = components['schemas']['StepFilter'];
export type StepType = components['schemas']['StepType'];
export type Subscriber = components['schemas']['Subscriber'];
export type SubscriberChannelProviderId = components['schemas']['SubscriberChannelProviderId'];
export type SubscriberDefinition = components['schemas']['SubscriberDefinition'];
export type SubscriberDefinitionChannel = components['schemas']['SubscriberDefinitionChannel'];
export type SubscriberDefinitionCredentials = components['schemas']['SubscriberDefinitionCredentials'];
export type SubscriberPreferences = components['schemas']['SubscriberPreferences'];
export type SubscriberSummary = components['schemas']['SubscriberSummary'];
export type TemplateTrigger = components['schemas']['TemplateTrigger'];
export type TemplateVariable = components['schemas']['TemplateVariable'];
export type Timestamp = components['schemas']['Timestamp'];
export type Topic = components['schemas']['Topic'];
export type TopicKey = components['schemas']['TopicKey'];
export type TopicPage = components['schemas']['TopicPage'];
export type TopicRecipient = components['schemas']['TopicRecipient'];
export type TopicSubscriberMembership = components['schemas']['TopicSubscriberMembership'];
export type TopicSubscription = components['schemas']['TopicSubscription'];
export type TopicSubscriptionPage = components['schemas']['TopicSubscriptionPage'];
export type TopicSummary = components['schemas']['TopicSummary'];
export type TriggerActor = components['schemas']['TriggerActor'];
export type TriggerEventBulkRequest = components['schemas']['TriggerEventBulkRequest'];
export type TriggerEventBulkResult = components['schemas']['TriggerEventBulkResult'];
export type TriggerEventRequest = components['schemas']['TriggerEventRequest'];
export type TriggerEventResult = components['schemas']['TriggerEventResult'];
export type TriggerEventStatus = components['schemas']['TriggerEventStatus'];
export type TriggerOverrides = components['schemas']['TriggerOverrides'];
export type TriggerRecipient = components['schemas']['TriggerRecipient'];
export type TriggerRecipients = components['schemas']['TriggerRecipients'];
export type TriggerTenant = components['schemas']['TriggerTenant'];
export type UpdateIntegrationRequest = components['schemas']['UpdateIntegrationRequest'];
export type UpdateSubscriberCredentialsRequest = components['schemas']['UpdateSubscriberCredentialsRequest'];
export type UpdateSubscriberOnlineStatusRequest = components['schemas']['UpdateSubscriberOnlineStatusRequest'];
export type UpdateSubscriberPreferencesRequest = components['schemas']['UpdateSubscriberPreferencesRequest'];
export type UpdateTopicRequest = components['schemas']['UpdateTopicRequest'];
export type UpsertTopicRequest = components['schemas']['UpsertTopicRequest'];
export type WorkflowPreference = components['schemas']['WorkflowPreference'];
export type ResponseErrorResponse = components['responses']['ErrorResponse'];
export type ParameterAfterQuery = components['parameters']['AfterQuery'];
export type ParameterBeforeQuery = components['parameters']['BeforeQuery'];
export type ParameterChannelQuery = components['parameters']['ChannelQuery'];
export type ParameterExternalSubscriberIdPath = components['parameters']['ExternalSubscriberIdPath'];
export type ParameterIdempotencyKeyHeader = components['parameters']['IdempotencyKeyHeader'];
export type ParameterIncludeCursorQuery = components['parameters']['IncludeCursorQuery'];
export type ParameterIntegrationIdPath = components['parameters']['IntegrationIdPath'];
export type ParameterLimitQuery = components['parameters']['LimitQuery'];
export type ParameterNotificationIdPath = components['parameters']['NotificationIdPath'];
export type ParameterOrderByQuery = components['parameters']['OrderByQuery'];
export type ParameterOrderDirectionQuery = components['parameters']['OrderDirectionQuery'];
export type ParameterSubscriberIdPath = components['parameters']['SubscriberIdPath'];
export type ParameterSubscriberIdQuery = components['parameters']['SubscriberIdQuery'];
export type ParameterTopicKeyPath = components['parameters']['TopicKeyPath'];
export type ParameterTopicKeyQuery = components['parameters']['TopicKeyQuery'];
export type ParameterTopicNameQuery = components['parameters']['TopicNameQuery'];
export type ParameterTransactionIdPath = components['parameters']['TransactionIdPath'];
export type RequestBodyCreateIntegrationBody = components['requestBodies']['CreateIntegrationBody'];
export type RequestBodyDeleteTopicSubscriptionsBody = components['requestBodies']['DeleteTopicSubscriptionsBody'];
export type RequestBodyMarkAllMessagesBody = components['requestBodies']['MarkAllMessagesBody'];
export type RequestBodyTriggerEventBody = components['requestBodies']['TriggerEventBody'];
export type RequestBodyTriggerEventBulkBody = components['requestBodies']['TriggerEventBulkBody'];
export type RequestBodyUpdateIntegrationBody = components['requestBodies']['UpdateIntegrationBody'];
export type RequestBodyUpdateSubscriberCredentialsBody = components['requestBodies']['UpdateSubscriberCredentialsBody'];
export type RequestBodyUpdateSubscriberOnlineStatusBody = components['requestBodies']['UpdateSubscriberOnlineStatusBody'];
export type RequestBodyUpdateSubscriberPreferencesBody = components['requestBodies']['UpdateSubscriberPreferencesBody'];
export type RequestBodyUpdateTopicBody = components['requestBodies']['UpdateTopicBody'];
export type RequestBodyUpsertTopicBody = components['requestBodies']['UpsertTopicBody'];
export type $defs = Record<string, never>;
export interface operations {
    triggerEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TriggerEventBody"];
        responses: {
            /** @description Any other success status, with the same body as the 201 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerEventResult"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerEventResult"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    triggerEventBulk: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TriggerEventBulkBody"];
        responses: {
            /** @description Any other success status, with the same body as the 201 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerEventBulkResult"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerEventBulkResult"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    createIntegration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CreateIntegrationBody"];
        responses: {
            /** @description Any other success status, with the same body as the 201 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integration"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integration"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    updateIntegration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Id of the integration.
                 * @example 65f1c2b3a4d5e6f708192a40
                 */
                integrationId: components["parameters"]["IntegrationIdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateIntegrationBody"];
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integration"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integration"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    setPrimaryIntegration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Id of the integration.
                 * @example 65f1c2b3a4d5e6f708192a40
                 */
                integrationId: components["parameters"]["IntegrationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integration"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integration"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    listActiveIntegrations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integration"][];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integration"][];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    deleteMessagesByTransaction: {
        parameters: {
            query?: {
                /** @description Delete only the messages of this channel; without it, the messages of all channels are deleted. */
                channel?: components["parameters"]["ChannelQuery"];
            };
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Transaction whose messages are deleted.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                transactionId: components["parameters"]["TransactionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, also with an empty body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description OK (empty body) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    getNotification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Id of the notification (a database id).
                 * @example 66b0c1d2e3f405162738495a
                 */
                notificationId: components["parameters"]["NotificationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    updateSubscriberCredentials: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateSubscriberCredentialsBody"];
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscriber"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscriber"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    markAllSubscriberMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MarkAllMessagesBody"];
        responses: {
            /** @description Any other success status, with the same body as the 201 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkAllMessagesResult"];
                };
            };
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkAllMessagesResult"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    updateSubscriberOnlineStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateSubscriberOnlineStatusBody"];
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscriber"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscriber"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    getTopicSubscriber: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description External id of the subscriber (its subscriberId).
                 * @example user-1042
                 */
                externalSubscriberId: components["parameters"]["ExternalSubscriberIdPath"];
                /**
                 * @description Key of the topic.
                 * @example product-updates
                 */
                topicKey: components["parameters"]["TopicKeyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicSubscriberMembership"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicSubscriberMembership"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    deleteSubscriber: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteSubscriberResult"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteSubscriberResult"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    getSubscriberPreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberPreferences"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberPreferences"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    updateSubscriberPreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateSubscriberPreferencesBody"];
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberPreferences"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberPreferences"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    listSubscriberSubscriptions: {
        parameters: {
            query?: {
                /** @description Cursor; the page starts after it. */
                after?: components["parameters"]["AfterQuery"];
                /** @description Cursor; the page ends before it. */
                before?: components["parameters"]["BeforeQuery"];
                /** @description Include the cursor item in the page. */
                includeCursor?: components["parameters"]["IncludeCursorQuery"];
                /** @description Filter by topic key. */
                key?: components["parameters"]["TopicKeyQuery"];
                /** @description Number of items in the page, at most 100. */
                limit?: components["parameters"]["LimitQuery"];
                /** @description Field to order by. */
                orderBy?: components["parameters"]["OrderByQuery"];
                /** @description Sort direction. */
                orderDirection?: components["parameters"]["OrderDirectionQuery"];
            };
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Identifier of the subscriber, as chosen by the client.
                 * @example user-1042
                 */
                subscriberId: components["parameters"]["SubscriberIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicSubscriptionPage"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicSubscriptionPage"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    listTopics: {
        parameters: {
            query?: {
                /** @description Cursor; the page starts after it. */
                after?: components["parameters"]["AfterQuery"];
                /** @description Cursor; the page ends before it. */
                before?: components["parameters"]["BeforeQuery"];
                /** @description Include the cursor item in the page. */
                includeCursor?: components["parameters"]["IncludeCursorQuery"];
                /** @description Filter by topic key. */
                key?: components["parameters"]["TopicKeyQuery"];
                /** @description Number of items in the page, at most 100. */
                limit?: components["parameters"]["LimitQuery"];
                /** @description Filter by topic name. */
                name?: components["parameters"]["TopicNameQuery"];
                /** @description Field to order by. */
                orderBy?: components["parameters"]["OrderByQuery"];
                /** @description Sort direction. */
                orderDirection?: components["parameters"]["OrderDirectionQuery"];
            };
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicPage"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicPage"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    upsertTopic: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpsertTopicBody"];
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Topic"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Topic"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    getTopic: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Key of the topic.
                 * @example product-updates
                 */
                topicKey: components["parameters"]["TopicKeyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Topic"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Topic"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    deleteTopic: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Key of the topic.
                 * @example product-updates
                 */
                topicKey: components["parameters"]["TopicKeyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteTopicResult"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteTopicResult"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    updateTopic: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Key of the topic.
                 * @example product-updates
                 */
                topicKey: components["parameters"]["TopicKeyPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateTopicBody"];
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Topic"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Topic"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    listTopicSubscriptions: {
        parameters: {
            query?: {
                /** @description Cursor; the page starts after it. */
                after?: components["parameters"]["AfterQuery"];
                /** @description Cursor; the page ends before it. */
                before?: components["parameters"]["BeforeQuery"];
                /** @description Include the cursor item in the page. */
                includeCursor?: components["parameters"]["IncludeCursorQuery"];
                /** @description Number of items in the page, at most 100. */
                limit?: components["parameters"]["LimitQuery"];
                /** @description Field to order by. */
                orderBy?: components["parameters"]["OrderByQuery"];
                /** @description Sort direction. */
                orderDirection?: components["parameters"]["OrderDirectionQuery"];
                /** @description Filter by subscriber id. */
                subscriberId?: components["parameters"]["SubscriberIdQuery"];
            };
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Key of the topic.
                 * @example product-updates
                 */
                topicKey: components["parameters"]["TopicKeyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicSubscriptionPage"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicSubscriptionPage"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
    deleteTopicSubscriptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Key that lets the service recognise a retried request. */
                "idempotency-key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /**
                 * @description Key of the topic.
                 * @example product-updates
                 */
                topicKey: components["parameters"]["TopicKeyPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DeleteTopicSubscriptionsBody"];
        responses: {
            /** @description Any other success status, with the same body as the 200 (none with 204). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteTopicSubscriptionsResult"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteTopicSubscriptionsResult"];
                };
            };
            default: components["responses"]["ErrorResponse"];
        };
    };
}
