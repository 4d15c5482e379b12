// The operation table compiles an operation the first time it is asked for: each is compiled once,
// and the status ranges OpenAPI writes ('2XX', any case) are read without a regular expression.
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/validators/index.cjs';
import { allOperations, operationAt, operationById, operationIds, rangeClass } from '../../src/validator/catalog.js';

describe('the operation table', () => {
  it('compiles each operation once, whichever way it is reached', () => {
    operations.forEach((entry, index) => {
      const operation = operationById(entry.operationId);
      expect(operation?.operationId).toBe(entry.operationId);
      expect(operationAt(index)).toBe(operation);
      expect(allOperations()[index]).toBe(operation);
    });
    expect(operationIds).toEqual(operations.map((entry) => entry.operationId));
  });

  it('knows no other operation', () => {
    for (const name of ['', 'nope', '__proto__', 'constructor', 'getTopic ']) expect(operationById(name)).toBeUndefined();
  });

  it('reads the ranges of status codes as OpenAPI writes them', () => {
    const ranges: Record<string, number> = { '1XX': 1, '2XX': 2, '3xx': 3, '4Xx': 4, '5xX': 5 };
    for (const [status, range] of Object.entries(ranges)) expect(rangeClass(status), status).toBe(range);
    for (const status of ['0XX', '6XX', '2X', '2XXX', '200', 'XXX', 'default', '', '2YY', ':XX']) expect(rangeClass(status), status).toBe(0);
  });

  it('files every declared range under its class', () => {
    for (const operation of allOperations()) {
      for (const status of Object.keys(operation.entry.responses)) {
        if (/^[1-5]XX$/i.test(status)) expect(operation.responseRanges.get(Number(status[0]))?.status).toBe(status);
      }
    }
  });
});
