// The witnesses of structural rules (a parameter made required, a security scheme's header or prefix
// changed) are held to what the schema witnesses are: each is confirmed by OLD's and NEW's own
// validators (OLD accepts the request, NEW refuses it) before it is printed; one that fails is never
// printed as proof, and its change is not called breaking but left for review.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { contract } from './corpus.js';
import { strictReportSchema } from './report-schema.js';

const reportIsValid = new Ajv2020({ strict: true }).compile(strictReportSchema());

describe('structural witnesses', () => {
  it('drops the key witness of a prefix change that NEW accepts too, and leaves the change for review', async () => {
    for (const prefix of ['Api', undefined]) {
      const now = contract();
      if (prefix === undefined) delete now.components.securitySchemes.ApiKeyAuth['x-value-prefix'];
      else now.components.securitySchemes.ApiKeyAuth['x-value-prefix'] = prefix;
      const report = await diffContracts(contract(), now);
      const changes = report.changes.filter((change) => change.rule === 'security-value-prefix-changed');
      expect(changes.length).toBeGreaterThan(0);
      // "ApiKey <API key>" starts with "Api" (and any value is a key without a prefix): NEW accepts it.
      for (const change of changes) {
        expect(change.witness, prefix ?? 'no prefix').toBeNull();
        expect(change.level).toBe('review');
      }
      expect(report.summary.breaking).toBe(0);
    }
  });

  it('keeps the key witness where NEW refuses it: another prefix, another header', async () => {
    const bearer = contract();
    bearer.components.securitySchemes.ApiKeyAuth['x-value-prefix'] = 'Bearer ';
    const moved = contract();
    moved.components.securitySchemes.ApiKeyAuth.name = 'X-Api-Key';
    for (const [now, rule] of [
      [bearer, 'security-value-prefix-changed'],
      [moved, 'security-header-renamed'],
    ] as const) {
      const report = await diffContracts(contract(), now);
      const changes = report.changes.filter((change) => change.rule === rule);
      expect(changes.length).toBeGreaterThan(0);
      for (const change of changes) {
        expect(change.level).toBe('breaking');
        expect(change.witness).toEqual({ in: 'header', status: null, name: 'Authorization', value: 'ApiKey <API key>' });
      }
    }
  });

  it('proves a cookie parameter made required with a request NEW refuses, in the witness shapes of the report schema', async () => {
    const withCookie = (required: boolean) => {
      const doc = contract();
      doc.paths['/v2/topics'].get.parameters.push({ name: 'session', in: 'cookie', required, schema: { type: 'string' } });
      return doc;
    };
    const report = await diffContracts(withCookie(false), withCookie(true));
    expect(reportIsValid(report), JSON.stringify(reportIsValid.errors)).toBe(true);
    const change = report.changes.find((one) => one.rule === 'request-parameter-became-required');
    expect(change).toMatchObject({ level: 'breaking', operationId: 'listTopics', witness: { in: 'header', name: 'Cookie', value: null } });
  });

  it('keeps the witness of a query parameter made required: a request without it', async () => {
    const now = contract();
    const limit = now.components.parameters.LimitQuery;
    limit.required = true;
    const report = await diffContracts(contract(), now);
    const changes = report.changes.filter((one) => one.rule === 'request-parameter-became-required');
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change).toMatchObject({ level: 'breaking', witness: { in: 'query', name: 'limit', value: null } });
  });
});
