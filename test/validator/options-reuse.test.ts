// A caller passes one options object to every call; the validator reads it once per object, but a
// field changed between two calls counts from the next call on, whichever field it is.
import { describe, expect, it } from 'vitest';
import { type ValidateOptions, validateRequest } from '../../src/validator/index.js';
import { requestOf } from './helpers/traffic.js';

describe('one options object, reused', () => {
  it('takes each change of a field into account on the next call', () => {
    const options: ValidateOptions = {};
    const upsert = (body: unknown) => requestOf('upsertTopic', { body });
    const big = { key: 'k', name: 'x'.repeat(40) };
    expect(validateRequest(upsert(big), options).valid).toBe(true);
    options.maxBodyBytes = 20;
    expect(validateRequest(upsert(big), options).issues.map((issue) => issue.keyword)).toEqual(['maxBodyBytes']);
    options.maxBodyBytes = 1 << 20;
    expect(validateRequest(upsert(big), options).valid).toBe(true);

    options.strict = true;
    expect(validateRequest(upsert({ ...big, extra: 1 }), options).issues.some((issue) => issue.severity === 'warning')).toBe(true);
    options.strict = false;
    expect(validateRequest(upsert({ ...big, extra: 1 }), options).issues).toEqual([]);

    options.basePath = '/api';
    expect(validateRequest(upsert(big), options).issues.map((issue) => issue.location)).toEqual(['route']);
    options.basePath = 'no slash';
    expect(validateRequest(upsert(big), options).issues.map((issue) => issue.keyword)).toEqual(['basePath']);
    delete options.basePath;
    expect(validateRequest(upsert(big), options).valid).toBe(true);

    options.maxIssues = 1;
    const broken = requestOf('upsertTopic', { body: { key: 'has space', name: 1 }, headers: {} });
    expect(validateRequest(broken, options).issues).toHaveLength(1);
    options.maxIssues = 10;
    expect(validateRequest(broken, options).issues.length).toBeGreaterThan(1);
  });
});
