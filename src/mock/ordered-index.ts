// Ordered indexes behind cursor pagination: a sorted array of (key, seq) entries, searched by
// bisection, so that a page costs O(log n + limit) rather than a sort or a scan of every item.
// Creation order appends at the end (O(1)); a key that changes moves its one entry.

export type SortKey = string | number;

/** Anything indexed carries `seq`: its creation rank, which breaks ties and makes every key unique. */
export interface Sequenced {
  readonly seq: number;
}

interface Entry<T> {
  key: SortKey;
  seq: number;
  value: T;
}

const compare = (key: SortKey, seq: number, entry: Entry<unknown>): number => (key < entry.key ? -1 : key > entry.key ? 1 : seq - entry.seq);

export class OrderedIndex<T extends Sequenced> {
  private readonly entries: Entry<T>[] = [];
  private readonly where = new Map<T, Entry<T>>();

  constructor(readonly keyOf: (value: T) => SortKey) {}

  /** An index of `values`, sorted once: O(n log n). */
  static of<T extends Sequenced>(keyOf: (value: T) => SortKey, values: Iterable<T>): OrderedIndex<T> {
    const index = new OrderedIndex(keyOf);
    for (const value of values) {
      const entry = { key: keyOf(value), seq: value.seq, value };
      index.entries.push(entry);
      index.where.set(value, entry);
    }
    index.entries.sort((a, b) => compare(a.key, a.seq, b));
    return index;
  }

  get size(): number {
    return this.entries.length;
  }

  at(position: number): T {
    return this.entries[position]!.value;
  }

  has(value: T): boolean {
    return this.where.has(value);
  }

  /** Position of the first entry at or after (key, seq). */
  lowerBound(key: SortKey, seq: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(key, seq, this.entries[middle]!) > 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  add(value: T): void {
    if (this.where.has(value)) return;
    const entry = { key: this.keyOf(value), seq: value.seq, value };
    const last = this.entries[this.entries.length - 1];
    if (last === undefined || compare(entry.key, entry.seq, last) > 0) this.entries.push(entry);
    else this.entries.splice(this.lowerBound(entry.key, entry.seq), 0, entry);
    this.where.set(value, entry);
  }

  remove(value: T): void {
    const entry = this.where.get(value);
    if (entry === undefined) return;
    this.entries.splice(this.lowerBound(entry.key, entry.seq), 1);
    this.where.delete(value);
  }

  /** Moves `value` to where its current key belongs. */
  update(value: T): void {
    const entry = this.where.get(value);
    if (entry === undefined || entry.key === this.keyOf(value)) return;
    this.remove(value);
    this.add(value);
  }
}

/**
 * A set of records with one ordered index per field that has been asked for: an index is built on
 * its first use, then kept up to date by every add, remove and touch.
 */
export class IndexedCollection<T extends Sequenced> {
  private readonly indexes = new Map<string, OrderedIndex<T>>();
  private readonly members = new Set<T>();

  constructor(private readonly fields: Readonly<Record<string, (value: T) => SortKey>>) {}

  get size(): number {
    return this.members.size;
  }

  values(): IterableIterator<T> {
    return this.members.values();
  }

  add(value: T): void {
    this.members.add(value);
    for (const index of this.indexes.values()) index.add(value);
  }

  remove(value: T): void {
    if (!this.members.delete(value)) return;
    for (const index of this.indexes.values()) index.remove(value);
  }

  /** After a change to a field that an index may be ordered by. */
  touch(value: T): void {
    for (const index of this.indexes.values()) index.update(value);
  }

  /** The index ordered by `field`, which must be one of the collection's fields. */
  index(field: string): OrderedIndex<T> {
    let index = this.indexes.get(field);
    if (index === undefined) {
      const keyOf = this.fields[field];
      if (keyOf === undefined) throw new Error(`no ordering by ${field}`);
      index = OrderedIndex.of(keyOf, this.members);
      this.indexes.set(field, index);
    }
    return index;
  }
}
