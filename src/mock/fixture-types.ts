// The fixture format as TypeScript: what createStatefulMock({ fixture }), load() and the CLI's
// --fixture take, and what snapshot() gives. Its JSON Schema is generated/mock/fixture.schema.json
// (package export `notification-api-contract/mock/fixture.schema.json`).
import type { components } from '../../generated/schema.js';

type Schemas = components['schemas'];

export interface Fixture {
  $schema?: string;
  /** How the mock behaves; the options of createStatefulMock and the CLI's flags win over these. */
  settings?: FixtureSettings;
  environments: FixtureEnvironment[];
}

export interface FixtureSettings {
  /** `off`: the idempotency-key header is ignored (for suites that send one constant key); default `on`. */
  idempotency?: 'on' | 'off';
  /** Records (subscribers, topics, subscriptions, integrations, workflows, tenants, activity records, messages) one environment may hold; default 100000. */
  maxResourcesPerEnvironment?: number;
  /** Bytes the records of one environment may hold, as the mock counts them (memory, estimated as they are added); default 67108864 (64 MiB). */
  maxBytesPerEnvironment?: number;
  /** Bytes the records of all environments may hold together, counted the same way; default 268435456 (256 MiB). */
  maxTotalBytes?: number;
}

export interface FixtureEnvironment {
  /** Requests that send `Authorization: ApiKey <apiKey>` act on this environment. */
  apiKey: string;
  environmentId?: string;
  /** Environments of one organization share the active integrations of listActiveIntegrations. */
  organizationId?: string;
  subscribers?: FixtureSubscriber[];
  topics?: FixtureTopic[];
  integrations?: FixtureIntegration[];
  workflows?: FixtureWorkflow[];
  tenants?: (string | FixtureTenant)[];
  /** Activity records (getNotification), as the contract describes them. */
  notifications?: Schemas['Notification'][];
  messages?: FixtureMessage[];
}

export interface FixtureSubscriber {
  subscriberId: string;
  _id?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
  locale?: string | null;
  timezone?: string | null;
  data?: Record<string, unknown> | null;
  channels?: FixtureChannel[];
  isOnline?: boolean | null;
  lastOnlineAt?: string | null;
  __v?: number;
  createdAt?: string;
  updatedAt?: string;
  preferences?: FixturePreferences;
}

/** Without `_integrationId`, the integration with `integrationIdentifier` (or else `providerId`) is used. */
export interface FixtureChannel {
  providerId: Schemas['SubscriberChannelProviderId'];
  integrationIdentifier?: string;
  credentials?: Schemas['ChannelCredentials'];
  _integrationId?: string;
}

export interface FixturePreferences {
  global?: { enabled?: boolean; channels?: Schemas['ChannelPreferences'] };
  /** The subscriber's own channel settings, by workflow identifier. */
  workflows?: Record<string, { channels: Schemas['ChannelPreferences']; updatedAt?: string }>;
}

export interface FixtureTopic {
  key: string;
  _id?: string;
  name?: string;
  createdAt?: string;
  updatedAt?: string;
  /** The topic's subscriptions, in order; a string is a subscriberId. */
  subscribers?: (string | FixtureSubscription)[];
}

export interface FixtureSubscription {
  subscriberId: string;
  _id?: string;
  createdAt?: string;
  updatedAt?: string;
}

export interface FixtureIntegration {
  providerId: string;
  channel: Schemas['ChannelType'];
  _id?: string;
  name?: string;
  identifier?: string;
  credentials?: Schemas['IntegrationCredentials'];
  active?: boolean;
  primary?: boolean;
  deleted?: boolean;
  deletedAt?: string;
  deletedBy?: string;
  conditions?: Schemas['StepFilter'][];
}

export interface FixtureWorkflow {
  /** The trigger identifier: the `name` of a trigger request. */
  identifier: string;
  _id?: string;
  name?: string;
  slug?: string;
  /** Default true. */
  active?: boolean;
  tags?: string[];
  /** The workflow's own channel defaults (preference overrides of source `template`). */
  preferences?: Schemas['ChannelPreferences'];
  steps?: FixtureStep[];
}

export interface FixtureStep {
  type: Schemas['StepType'];
  _id?: string;
  _templateId?: string;
  name?: string;
  /** Default true. */
  active?: boolean;
  /** The provider of this step's jobs; without it, the channel's integration decides. */
  providerId?: Schemas['ProviderId'];
  /** The feed of the in-app messages this step stores. */
  feedIdentifier?: string;
}

export interface FixtureTenant {
  identifier: string;
  [detail: string]: unknown;
}

export interface FixtureMessage {
  subscriberId: string;
  transactionId: string;
  channel: Schemas['ChannelType'];
  _id?: string;
  feedIdentifier?: string;
  workflow?: string;
  _notificationId?: string;
  _jobId?: string;
  payload?: Record<string, unknown>;
  read?: boolean;
  seen?: boolean;
  createdAt?: string;
}
