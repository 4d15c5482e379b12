// The undo stack: each thing a run creates or changes pushes how to undo it; cleanup pops them, last
// first (a primary integration is restored before the integrations that displaced it are
// deactivated). A sequence that deleted something itself settles its entry.
import type { CleanupReport } from './report.js';

/** What undoing one entry did. */
export type UndoOutcome =
  | { readonly deleted: string /** The read that would confirm it, not sent (an answer of it outlived the deadline). */; readonly unconfirmed?: string }
  | { readonly alreadyGone: string }
  | { readonly restored: string }
  | { readonly leftBehind: string }
  | { readonly note: string }
  | { readonly nothing: true };

export interface UndoEntry {
  /** One key per thing (`topic:<key>`): a second push of the same thing is ignored, the first knows its earlier state. */
  readonly key: string;
  /** What it is, for the report (`topic verify-…`). */
  readonly what: string;
  readonly undo: () => Promise<UndoOutcome>;
}

export class UndoStack {
  private readonly entries: UndoEntry[] = [];
  private readonly keys = new Set<string>();

  push(entry: UndoEntry): void {
    if (this.keys.has(entry.key)) return;
    this.keys.add(entry.key);
    this.entries.push(entry);
  }

  /** The thing was undone by the run itself (a sequence deleted its topic). */
  settle(key: string): void {
    if (!this.keys.delete(key)) return;
    const index = this.entries.findIndex((entry) => entry.key === key);
    if (index >= 0) this.entries.splice(index, 1);
  }

  get size(): number {
    return this.entries.length;
  }

  /** Undoes everything, last first; an entry that throws is left behind with its reason. */
  async unwind(notes: string[]): Promise<CleanupReport> {
    const report: CleanupReport = { deleted: [], alreadyGone: [], leftBehind: [], restored: [] };
    const unconfirmed = new Map<string, number>();
    for (let entry = this.entries.pop(); entry !== undefined; entry = this.entries.pop()) {
      this.keys.delete(entry.key);
      let outcome: UndoOutcome;
      try {
        outcome = await entry.undo();
      } catch (error) {
        outcome = { leftBehind: `${entry.what} (${error instanceof Error ? error.message : String(error)})` };
      }
      if ('deleted' in outcome) {
        report.deleted.push(outcome.deleted);
        if (outcome.unconfirmed !== undefined) unconfirmed.set(outcome.unconfirmed, (unconfirmed.get(outcome.unconfirmed) ?? 0) + 1);
      } else if ('alreadyGone' in outcome) report.alreadyGone.push(outcome.alreadyGone);
      else if ('restored' in outcome) report.restored.push(outcome.restored);
      else if ('leftBehind' in outcome) report.leftBehind.push(outcome.leftBehind);
      else if ('note' in outcome) notes.push(outcome.note);
    }
    for (const [read, count] of unconfirmed)
      notes.push(
        `cleanup: ${count} ${count === 1 ? 'deletion' : 'deletions'} not confirmed by ${read}: an answer of it did not end within the deadline, and each read would cost a whole one (counted as deleted on the DELETE's word)`,
      );
    return report;
  }
}
