// The log of triggers that triggers() and GET /__mock/triggers give: the last TRIGGER_LOG_LIMIT, and
// at most TRIGGER_LOG_BYTES of them (the oldest go first), so that neither what it keeps nor the
// JSON GET /__mock/triggers writes of it grows with what clients send. An entry's payload is the
// trigger's shared copy: its memory counts here too, as a trigger with no record keeps it alone.
import type { TriggerRecord } from './context.js';
import { measure, type Size, sharedSize } from './sizes.js';

/** Triggers kept (the oldest go first). */
export const TRIGGER_LOG_LIMIT = 10_000;
/** Bytes of triggers kept, as memory and as JSON, each (the oldest go first). */
export const TRIGGER_LOG_BYTES = 16 * 1024 * 1024;

export class TriggerLog {
  private readonly entries = new Map<TriggerRecord, Size>();
  private heap = 0;
  private json = 0;

  record(entry: TriggerRecord): void {
    const size = measure(entry);
    size.heap += sharedSize(entry.payload)?.heap ?? 0;
    this.entries.set(entry, size);
    this.heap += size.heap;
    this.json += size.json + 1;
    while (this.entries.size > TRIGGER_LOG_LIMIT || this.heap > TRIGGER_LOG_BYTES || this.json > TRIGGER_LOG_BYTES) {
      const [oldest, kept] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.heap -= kept.heap;
      this.json -= kept.json + 1;
    }
  }

  list(): TriggerRecord[] {
    return [...this.entries.keys()];
  }

  clear(): void {
    this.entries.clear();
    this.heap = 0;
    this.json = 0;
  }
}
