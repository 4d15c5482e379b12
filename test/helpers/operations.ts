// The generated operation table, as the tests read it (it is CommonJS, as the package ships it).
import { createRequire } from 'node:module';
import type { OperationEntry } from '../../generated/operations.cjs';

const require = createRequire(import.meta.url);
export const { operations } = require('../../generated/operations.cjs') as typeof import('../../generated/operations.cjs');

export function operationEntry(operationId: string): OperationEntry {
  const entry = operations.find((candidate) => candidate.operationId === operationId);
  if (!entry) throw new Error(`no operation ${operationId} in the table`);
  return entry;
}
