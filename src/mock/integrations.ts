// Integration operations: 5, 6, 9 and 10 of the description.
import * as fixtureModule from '../../generated/mock/fixture-validator.cjs';
import type { components } from '../../generated/schema.js';
import { jsonQuoted } from '../text/printable.js';
import { type HandlerTable, notFound, ProblemError } from './context.js';
import type { Environment, IntegrationRecord } from './state.js';
import { integrationView } from './views.js';

type Schemas = components['schemas'];

const { validateIntegrationCredentials } = fixtureModule as unknown as typeof import('../../generated/mock/fixture-validator.cjs');

/**
 * Op 5 takes any `credentials` object (the description says "object"), but every answer naming the
 * integration holds it as IntegrationCredentials, whose fields have types: stored with a field
 * of another type, it would break each of those answers (and the state's own round trip). Refused,
 * not trimmed to what fits: nothing the caller sent is dropped without a word. Op 6's contract
 * already takes IntegrationCredentials alone.
 */
function checkCredentials(credentials: object): void {
  if (validateIntegrationCredentials(credentials)) return;
  const error = validateIntegrationCredentials.errors?.[0];
  const pointer = `/credentials${error?.instancePath ?? ''}`;
  const message = `${error?.message ?? 'does not match'}: an integration's credentials are IntegrationCredentials, the shape every answer naming the integration holds`;
  throw new ProblemError('credentials-shape', `body${pointer} ${message}`, [
    { location: 'body', pointer, message, ...(error === undefined ? {} : { keyword: error.keyword }), severity: 'error' },
  ]);
}

function requireIntegration(env: Environment, integrationId: string): IntegrationRecord {
  const integration = env.integrations.get(integrationId);
  if (integration === undefined || integration.deleted) throw notFound('integration', integrationId);
  return integration;
}

/** The other integration of the environment that has `identifier`, if any. */
function holderOf(env: Environment, identifier: string, self?: IntegrationRecord): IntegrationRecord | undefined {
  for (const other of env.integrations.values()) if (other !== self && other.identifier === identifier) return other;
  return undefined;
}

function checkIdentifierFree(env: Environment, identifier: string, self?: IntegrationRecord): void {
  const other = holderOf(env, identifier, self);
  if (other !== undefined) {
    throw new ProblemError('conflict', `the identifier ${jsonQuoted(identifier)} is already used by integration ${other._id} of this environment`);
  }
}

/**
 * The identifier of an integration created without one: the provider and the id's last 6 hex
 * digits, or more of them when another integration has that one (6 digits clash by chance from a
 * few thousand integrations on: a 409 for a request that named no identifier would be the mock's
 * own doing).
 */
function generatedIdentifier(env: Environment, providerId: string, _id: string): string {
  for (const digits of [6, 12, _id.length]) {
    const candidate = `${providerId}-${_id.slice(-digits)}`;
    if (holderOf(env, candidate) === undefined) return candidate;
  }
  for (let n = 2; ; n += 1) {
    const candidate = `${providerId}-${_id}-${n}`;
    if (holderOf(env, candidate) === undefined) return candidate;
  }
}

/**
 * The integration that delivers a channel's messages in an environment: the active primary one,
 * else the first active one (description 3.2: the primary integration delivers).
 */
export function deliveringIntegration(env: Environment, channel: string): IntegrationRecord | undefined {
  let first: IntegrationRecord | undefined;
  for (const integration of env.integrations.values()) {
    if (integration.channel !== channel || !integration.active || integration.deleted) continue;
    if (integration.primary) return integration;
    first ??= integration;
  }
  return first;
}

export const integrationHandlers = {
  createIntegration: ({ env, body, clock }) => {
    const request = body as Schemas['CreateIntegrationRequest'];
    const _id = clock.objectId();
    const identifier = request.identifier ?? generatedIdentifier(env, request.providerId, _id);
    if (request.identifier !== undefined) checkIdentifierFree(env, identifier);
    // Created in the environment of the API key (description 4.4): a `_environmentId` in the body does not move it.
    const integration: IntegrationRecord = {
      _id,
      name: request.name ?? request.providerId,
      identifier,
      providerId: request.providerId,
      channel: request.channel,
      credentials: { ...request.credentials },
      active: request.active ?? false,
      deleted: false,
      primary: false,
      conditions: structuredClone(request.conditions ?? []),
    };
    env.integrations.set(_id, integration);
    return integrationView(env, integration);
  },

  updateIntegration: ({ env, params, body }) => {
    const integration = requireIntegration(env, params.integrationId!);
    const request = body as Schemas['UpdateIntegrationRequest'];
    if (request.credentials !== undefined) checkCredentials(request.credentials);
    if (request.identifier !== undefined) checkIdentifierFree(env, request.identifier, integration);
    // A partial update: each field given replaces the stored one, the others stay.
    if (request.name !== undefined) integration.name = request.name;
    if (request.identifier !== undefined) integration.identifier = request.identifier;
    if (request.active !== undefined) integration.active = request.active;
    if (request.credentials !== undefined) integration.credentials = { ...request.credentials };
    if (request.conditions !== undefined) integration.conditions = structuredClone(request.conditions);
    return integrationView(env, integration);
  },

  setPrimaryIntegration: ({ env, params }) => {
    const integration = requireIntegration(env, params.integrationId!);
    for (const other of env.integrations.values()) {
      if (other.channel === integration.channel) other.primary = other === integration;
    }
    return integrationView(env, integration);
  },

  listActiveIntegrations: ({ env, environments }) => {
    const active: Schemas['Integration'][] = [];
    for (const other of environments()) {
      if (other.organizationId !== env.organizationId) continue;
      for (const integration of other.integrations.values()) {
        if (integration.active && !integration.deleted) active.push(integrationView(other, integration));
      }
    }
    return active;
  },
} satisfies Partial<HandlerTable>;
