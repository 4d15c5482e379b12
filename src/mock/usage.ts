// The bytes the state holds, counted as records are added, changed and removed: per environment
// (maxBytesPerEnvironment) and for all of them together (maxTotalBytes). A record's size
// (record-sizes.ts) is a function of what it holds, so nothing is stored per record: a record going
// gives back its size worked out again, and a change gives the difference of its sizes before and
// after. Each size has two parts: an estimate of the memory, and the length of the JSON the snapshot
// writes of it, so that GET /__mock/state knows the size of the state without writing it.
import { KeyLedger } from './idempotency.js';
import type { Size } from './sizes.js';

/** What all environments of one state hold together, and the idempotency keys all of them keep. */
export class Ledger {
  heap = 0;
  json = 0;
  readonly keys = new KeyLedger();
}

/** What one environment holds; every change is the ledger's too. */
export class Usage {
  heap = 0;
  json = 0;

  constructor(readonly ledger: Ledger) {}

  add(size: Size, sign: 1 | -1 = 1): void {
    this.heap += sign * size.heap;
    this.json += sign * size.json;
    this.ledger.heap += sign * size.heap;
    this.ledger.json += sign * size.json;
  }

  /** A record changed: it holds `after` where it held `before`. */
  change(before: Size, after: Size): void {
    this.add({ heap: after.heap - before.heap, json: after.json - before.json });
  }
}
