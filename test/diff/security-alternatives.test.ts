// A change to one alternative of an operation's security (review 23, finding 2): a client that
// authenticates with that alternative is broken whatever other alternatives remain. The witness request
// carries OLD's changed alternative exactly (every credential of it) and nothing of the others (no query
// key, no bearer token, no cookie, no client certificate), and NEW must refuse it; an alternative of a
// kind that travels outside the headers is read where it travels, never taken as met by any request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import type { Change } from '../../src/diff/report.js';
import { contract } from './corpus.js';

const dir = mkdtempSync(join(tmpdir(), 'diff-security-alternatives-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Scheme = Record<string, unknown>;

/** One operation, secured by `security` (each entry one alternative) over `schemes`. */
function secured(schemes: Record<string, Scheme>, security: Record<string, string[]>[]) {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { '/items': { get: { operationId: 'listItems', responses: { '200': { description: 'ok' } } } } },
    components: { securitySchemes: schemes },
    security,
  };
}

const key: Scheme = { type: 'apiKey', in: 'header', name: 'X-Key' };
const renamed: Scheme = { ...key, name: 'X-Api-Key' };

const others: Record<string, Scheme> = {
  oauth2: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://t/x', scopes: { read: 'r', write: 'w' } } } },
  openIdConnect: { type: 'openIdConnect', openIdConnectUrl: 'https://t/.well-known/openid-configuration' },
  'an API key in the query': { type: 'apiKey', in: 'query', name: 'partner_key' },
  'an API key in a cookie': { type: 'apiKey', in: 'cookie', name: 'session' },
  mutualTLS: { type: 'mutualTLS' },
};

const security = (changes: Change[]) => changes.filter((change) => change.side === 'security');
const keyWitness = { in: 'header', status: null, name: 'X-Key', value: '<API key>' };

describe('security alternatives', () => {
  for (const [kind, other] of Object.entries(others)) {
    it(`the header key renamed beside ${kind} is breaking, its witness the old header alone`, async () => {
      const scopes = kind === 'oauth2' ? ['read'] : [];
      const old = secured({ k: key, o: other }, [{ k: [] }, { o: scopes }]);
      const now = secured({ k: renamed, o: other }, [{ k: [] }, { o: scopes }]);
      const report = await diffContracts(old, now);
      expect(security(report.changes)).toEqual([
        expect.objectContaining({ rule: 'security-header-renamed', level: 'breaking', location: '/components/securitySchemes/k/name', witness: keyWitness }),
      ]);
      expect(report.summary).toMatchObject({ breaking: 1, review: 0 });
    });
  }

  it('the shipped key`s prefix changed beside a query key: breaking on every operation, witness `Authorization: ApiKey <API key>`', async () => {
    const withPartner = () => {
      const doc = contract();
      doc.components.securitySchemes.Partner = { type: 'apiKey', in: 'query', name: 'partner_key' };
      doc.security = [{ ApiKeyAuth: [] }, { Partner: [] }];
      return doc;
    };
    const now = withPartner();
    now.components.securitySchemes.ApiKeyAuth['x-value-prefix'] = 'Bearer ';
    const file = join(dir, 'partner.jsonl');
    const page = { data: [], next: null, previous: null };
    const exchange = (path: string, headers: Record<string, string>) => ({
      request: { method: 'GET', path, headers },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: page },
    });
    // The key in Authorization, the partner key in the query, and no credentials at all.
    const recorded = [exchange('/v2/topics', { authorization: 'ApiKey k' }), exchange('/v2/topics?partner_key=p', {}), exchange('/v2/topics', {})];
    writeFileSync(file, `${recorded.map((one) => JSON.stringify(one)).join('\n')}\n`);
    const report = await diffContracts(withPartner(), now, { traffic: [file] });
    const changes = security(report.changes);
    expect(changes).toHaveLength(23);
    for (const change of changes) {
      expect(change).toMatchObject({
        rule: 'security-value-prefix-changed',
        level: 'breaking',
        witness: { in: 'header', status: null, name: 'Authorization', value: 'ApiKey <API key>' },
      });
    }
    expect(report.summary).toMatchObject({ breaking: 23, review: 0 });
    // OLD takes the key and the partner key, not a request without either; NEW refuses the key only.
    expect(report.impact).toMatchObject({ validBefore: 2, brokenAfter: 1, byRule: { 'security-value-prefix-changed': { brokenAfter: 1 } } });
  });

  it('a key required together with a client certificate or a token: the witness carries them too, and nothing of the other alternative', async () => {
    const query = others['an API key in the query']!;
    const oauth2 = others.oauth2!;
    const cases: { schemes: Record<string, Scheme>; with: string; other: Record<string, Scheme> }[] = [
      { schemes: { m: others.mutualTLS! }, with: 'm', other: { q: query } },
      { schemes: { o: oauth2 }, with: 'o', other: { q: query } },
      { schemes: { m: others.mutualTLS! }, with: 'm', other: { o: oauth2 } },
    ];
    for (const one of cases) {
      const [otherName] = Object.keys(one.other);
      const requirements = [{ k: [], [one.with]: [] }, { [otherName!]: [] }];
      const old = secured({ k: key, ...one.schemes, ...one.other }, requirements);
      const now = secured({ k: renamed, ...one.schemes, ...one.other }, requirements);
      const report = await diffContracts(old, now);
      expect(security(report.changes), JSON.stringify(requirements)).toEqual([
        expect.objectContaining({ rule: 'security-header-renamed', level: 'breaking', witness: keyWitness }),
      ]);
    }
  });

  it('an alternative removed has the request that carries it as witness; scopes added, which no request shows, none', async () => {
    const oauth2 = others.oauth2!;
    const removed = await diffContracts(secured({ k: key, o: oauth2 }, [{ k: [] }, { o: ['read'] }]), secured({ k: key, o: oauth2 }, [{ o: ['read'] }]));
    expect(security(removed.changes)).toEqual([
      expect.objectContaining({ rule: 'security-requirement-added', level: 'breaking', location: '/security', witness: keyWitness }),
    ]);
    const cookie = others['an API key in a cookie']!;
    const cookieRemoved = await diffContracts(secured({ c: cookie, o: oauth2 }, [{ c: [] }, { o: [] }]), secured({ c: cookie, o: oauth2 }, [{ o: [] }]));
    expect(security(cookieRemoved.changes)).toEqual([
      expect.objectContaining({ level: 'breaking', witness: { in: 'header', status: null, name: 'Cookie', value: 'session=<API key>' } }),
    ]);
    const scoped = await diffContracts(
      secured({ k: key, o: oauth2 }, [{ k: [] }, { o: ['read'] }]),
      secured({ k: key, o: oauth2 }, [{ k: [] }, { o: ['read', 'write'] }]),
    );
    expect(security(scoped.changes)).toEqual([expect.objectContaining({ rule: 'security-requirement-added', level: 'breaking', witness: null })]);
  });
});
