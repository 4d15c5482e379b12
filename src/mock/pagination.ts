// Cursor pagination of operations 3, 4 and 12 (description 4.1). A cursor is the `_id` of an item:
// `next` is the last item of the page and `previous` the first, so that `after=next` gives the next
// page and `before=previous` the one before it. A page costs O(log n + limit).

import { jsonQuoted } from '../text/printable.js';
import type { ParsedQuery } from './context.js';
import type { OrderedIndex, Sequenced, SortKey } from './ordered-index.js';

/** Items per page when the request gives no `limit` (the description does not say). */
export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 100;

export interface PageQuery {
  after: string | undefined;
  before: string | undefined;
  includeCursor: boolean;
  limit: number;
  descending: boolean;
}

export interface Page<T> {
  data: T[];
  next: string | null;
  previous: string | null;
  /** Items of the whole list (its filters applied), on every page. */
  totalCount: number;
}

/**
 * A page as the service answers it: its items in their views, the cursors, and `totalCount` and
 * `totalCountCapped`, which the description does not show but the service sends (the contract
 * allows properties it does not name) and its official SDK (@novu/api) requires. The mock counts
 * every item, so its count is never capped.
 */
export function pageAnswer<T, V>(
  page: Page<T>,
  view: (item: T) => V,
): { data: V[]; next: string | null; previous: string | null; totalCount: number; totalCountCapped: boolean } {
  return { data: page.data.map(view), next: page.next, previous: page.previous, totalCount: page.totalCount, totalCountCapped: false };
}

/** The pagination parameters of a request's query; `orderBy` is read by the caller, which knows its fields. */
export function pageQueryOf(query: ParsedQuery): PageQuery {
  const given = query.number('limit');
  // The contract checked that limit is a number of at most 100; below 1 or fractional, it is clamped.
  const limit = given === undefined ? DEFAULT_PAGE_LIMIT : Math.min(MAX_PAGE_LIMIT, Math.max(1, Math.floor(given)));
  return {
    after: query.get('after') ?? undefined,
    before: query.get('before') ?? undefined,
    includeCursor: query.flag('includeCursor'),
    limit,
    descending: query.get('orderDirection') === 'DESC',
  };
}

export class UnknownCursorError extends Error {
  constructor(
    readonly parameter: 'after' | 'before',
    readonly cursor: string,
  ) {
    super(`${parameter}: no item has the cursor ${jsonQuoted(cursor.slice(0, 100))} (a cursor is an item's _id, as next and previous give it)`);
  }
}

/**
 * One page of `index`. `resolve` finds the item a cursor names, a deleted one included (its last
 * known key still says where it was); the page continues from where that item is now.
 */
export function pageOf<T extends Sequenced>(
  index: OrderedIndex<T>,
  query: PageQuery,
  resolve: (cursor: string) => T | undefined,
  idOf: (value: T) => string,
): Page<T> {
  const n = index.size;
  let low = 0;
  let high = n;
  const bounds = (parameter: 'after' | 'before', cursor: string) => {
    const item = resolve(cursor);
    if (item === undefined) throw new UnknownCursorError(parameter, cursor);
    const key: SortKey = index.keyOf(item);
    const lower = index.lowerBound(key, item.seq);
    const upper = lower < n && index.at(lower) === item ? lower + 1 : lower;
    return { lower, upper };
  };
  // In index order, `after` in a descending page bounds from above, and `before` from below.
  if (query.after !== undefined) {
    const { lower, upper } = bounds('after', query.after);
    if (query.descending) high = Math.min(high, query.includeCursor ? upper : lower);
    else low = Math.max(low, query.includeCursor ? lower : upper);
  }
  if (query.before !== undefined) {
    const { lower, upper } = bounds('before', query.before);
    if (query.descending) low = Math.max(low, query.includeCursor ? lower : upper);
    else high = Math.min(high, query.includeCursor ? upper : lower);
  }
  if (low >= high) return { data: [], next: null, previous: null, totalCount: n };
  // With only `before`, the page is the items closest to it: the end of the range, in page order.
  const fromEnd = query.before !== undefined && query.after === undefined;
  const takeHigh = fromEnd !== query.descending;
  const start = takeHigh ? Math.max(low, high - query.limit) : low;
  const end = takeHigh ? high : Math.min(high, low + query.limit);
  const data: T[] = [];
  if (query.descending) for (let i = end - 1; i >= start; i -= 1) data.push(index.at(i));
  else for (let i = start; i < end; i += 1) data.push(index.at(i));
  const moreBefore = query.descending ? end < n : start > 0;
  const moreAfter = query.descending ? start > 0 : end < n;
  return {
    data,
    next: moreAfter ? idOf(data[data.length - 1]!) : null,
    previous: moreBefore ? idOf(data[0]!) : null,
    totalCount: n,
  };
}
