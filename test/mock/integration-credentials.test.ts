// Op 5 takes `credentials` as any object (description 4.4: "credentials object"), but every answer
// naming the integration (ops 5, 9 and 10) holds it as IntegrationCredentials, whose fields
// have types. Stored as given, `{ apiKey: 123 }` broke each of those answers, the official SDK's
// listActive, and the mock's own state round trip. The mock refuses such credentials (400) and keeps
// the integration as it was; fields 2.10 does not name are stored, as the schema allows.
import { describe, expect, it } from 'vitest';
import { validateRequest } from '../../src/validator/index.js';
import { inProcessTarget } from './helpers.js';

const SENDGRID = '65f1c2b3a4d5e6f708192a40';
const JSON_KEY = { authorization: 'ApiKey test-key', 'content-type': 'application/json' };

describe('the credentials of op 5 (updateIntegration)', () => {
  it.each([
    [{ apiKey: 123 }, '/credentials/apiKey', 'must be string'],
    [{ secure: 'yes' }, '/credentials/secure', 'must be boolean'],
    [{ tlsOptions: 'x' }, '/credentials/tlsOptions', 'must be object'],
  ])('refuses %j with 400 at %s, and keeps the integration as it was', async (credentials, pointer, message) => {
    const target = inProcessTarget();
    const before = await (await target.raw(`/v1/integrations/active`, { headers: JSON_KEY })).json();
    const answer = await target.raw(`/v1/integrations/${SENDGRID}`, {
      method: 'PUT',
      headers: JSON_KEY,
      body: JSON.stringify({ credentials, name: 'renamed' }),
    });
    expect(answer.status).toBe(400);
    const problem = (await answer.json()) as { type: string; title: string; detail: string; issues: unknown[] };
    // The contract takes any credentials object here, so the refusal is not request-violation, whose
    // title says the request breaks the contract (review 26b F1).
    expect(problem.type).toBe('tag:notification-api-contract,2026:mock/credentials-shape');
    expect(problem.title).toBe("The credentials do not fit the integration's IntegrationCredentials");
    expect(validateRequest({ method: 'PUT', path: `/v1/integrations/${SENDGRID}`, headers: JSON_KEY, body: { credentials, name: 'renamed' } }).valid).toBe(
      true,
    );
    expect(problem.detail).toContain(`body${pointer} ${message}`);
    // Said in the contract's words: no section number of the API description (review 20 F2).
    expect(problem.detail).not.toMatch(/\(\d+\.\d+\)/);
    expect(problem.issues).toEqual([expect.objectContaining({ location: 'body', pointer, severity: 'error' })]);
    // Nothing changed, the name included, and every answer keeps the contract.
    expect(await (await target.raw(`/v1/integrations/active`, { headers: JSON_KEY })).json()).toEqual(before);
    expect(target.violations).toEqual([]);
  });

  it('stores credentials that match 2.10, with fields it does not name; every answer and the state round trip stay valid', async () => {
    const target = inProcessTarget();
    const credentials = { apiKey: 'SG.new', secure: true, tlsOptions: { rejectUnauthorized: false }, region: 'eu', providerSpecific: 5 };
    const answer = await target.raw(`/v1/integrations/${SENDGRID}`, { method: 'PUT', headers: JSON_KEY, body: JSON.stringify({ credentials }) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ credentials });
    const active = (await (await target.raw('/v1/integrations/active', { headers: JSON_KEY })).json()) as { _id: string; credentials: unknown }[];
    expect(active.find((integration) => integration._id === SENDGRID)?.credentials).toEqual(credentials);
    expect(() => target.mock.load(target.mock.snapshot())).not.toThrow();
    expect(target.violations).toEqual([]);
  });

  it('op 6 (createIntegration) refuses the same by the contract, which types its credentials', async () => {
    const target = inProcessTarget();
    const answer = await target.raw('/v1/integrations', {
      method: 'POST',
      headers: JSON_KEY,
      body: JSON.stringify({ providerId: 'sendgrid', channel: 'email', credentials: { apiKey: 123 } }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      type: 'tag:notification-api-contract,2026:mock/request-violation',
      detail: expect.stringContaining('body/credentials/apiKey must be string'),
    });
    expect(target.violations).toEqual([]);
  });
});

describe('an integration created without an identifier', () => {
  // Its identifier is made from the id's last 6 hex digits: about 1 run in 4 of 3,000 creations hit
  // one already taken, and a request that named no identifier got the mock's own 409.
  it("gets one no other integration has, when the id's last 6 hex digits are taken", async () => {
    const { createStatefulMock } = await import('../../src/mock/index.js');
    const environment = { apiKey: 'k', environmentId: 'e'.repeat(24), organizationId: 'o'.repeat(24) };
    const create = (mock: ReturnType<typeof createStatefulMock>) =>
      mock.fetch('http://mock.test/v1/integrations', {
        method: 'POST',
        headers: { authorization: 'ApiKey k', 'content-type': 'application/json' },
        body: JSON.stringify({ providerId: 'sendgrid', channel: 'email' }),
      });
    // The same seed gives the same ids: the first mock tells which identifier the second will make.
    const first = (await (await create(createStatefulMock({ seed: 3, fixture: { environments: [environment] } }))).json()) as { identifier: string };
    const taken = { _id: 'a'.repeat(24), providerId: 'mailgun', channel: 'email' as const, identifier: first.identifier };
    const second = createStatefulMock({ seed: 3, fixture: { environments: [{ ...environment, integrations: [taken] }] } });
    const answer = await create(second);
    expect(answer.status).toBe(201);
    const { identifier } = (await answer.json()) as { identifier: string };
    expect(identifier).not.toBe(first.identifier);
    expect(identifier).toMatch(/^sendgrid-[0-9a-f]{12}$/);
    expect(identifier.endsWith(first.identifier.slice('sendgrid-'.length))).toBe(true);
  });
});
