import { brandAcrossCopies } from '../errors/brand.js';
import type { ValidationIssue } from '../validator/index.js';

/** Thrown by a client with `validateResponses` when a response breaks the contract. */
export class ContractViolationError extends Error {
  override readonly name = 'ContractViolationError';

  constructor(
    readonly operationId: string | undefined,
    readonly status: number,
    readonly issues: readonly ValidationIssue[],
  ) {
    const first = issues[0];
    const where = first ? ` (${first.location}${first.pointer ? ` ${first.pointer}` : ''}: ${first.message})` : '';
    super(`response ${status} of ${operationId ?? 'an unknown operation'} breaks the contract${where}`);
  }
}
brandAcrossCopies(ContractViolationError, 'ContractViolationError');
