// Every page of the topic list, walked with a small limit: each item once, the same items as one big page.
import fc from 'fast-check';
import type { Sequence } from './sequence.js';
import { request, walk } from './support.js';

export const pagination: Sequence<{ limit: number; extra: number }> = {
  name: 'pagination',
  description: 'listTopics page by page along next, against listTopics with limit 100',
  operations: ['listTopics'],
  writes: false,
  checks: ['pagination_yields_each_item_once'],
  inputs: () => fc.record({ limit: fc.integer({ min: 1, max: 5 }), extra: fc.integer({ min: 0, max: 3 }) }),
  async run(session, { limit, extra }, findings) {
    // With writes, a few topics of this run make sure there is more than one page to walk.
    if (session.writes) {
      for (let index = 0; index < extra + 2; index += 1)
        await session.call(request('upsertTopic', { body: { key: `${session.prefix}page-${index}` } }), findings);
    }
    // The whole list first: a limit below its length walks two pages at least. Drawn from 1 to 5, it
    // walked the mock's two demo topics (a run without writes) in one page four times in five, and a
    // server that repeats its first page passed (review 26d).
    const big = await walk(session, findings, { limit: '100' }, 200);
    const pageLimit = big.complete && big.ids.length > 1 ? Math.min(limit, big.ids.length - 1) : limit;
    const small = await walk(session, findings, { limit: String(pageLimit) }, 200);
    if (small.broken) {
      findings.push(session.expect('pagination_yields_each_item_once', 'listTopics', false, `walking listTopics with limit ${pageLimit}: ${small.broken}`));
      return undefined;
    }
    // Keyed by WalkedId.key, with what a message quotes of each.
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { key, shown } of small.ids) {
      if (seen.has(key)) repeated.push(shown);
      seen.set(key, shown);
    }
    findings.push(
      session.expect(
        'pagination_yields_each_item_once',
        'listTopics',
        repeated.length === 0,
        `walking listTopics with limit ${pageLimit} yielded ${repeated.slice(0, 3).join(', ')} more than once`,
      ),
    );
    if (!small.complete || !big.complete) return undefined;
    const everything = new Map(big.ids.map(({ key, shown }) => [key, shown]));
    const missing = [...everything].filter(([key]) => !seen.has(key)).map(([, shown]) => shown);
    const extraIds = [...seen.keys()].filter((key) => !everything.has(key));
    findings.push(
      session.expect(
        'pagination_yields_each_item_once',
        'listTopics',
        missing.length === 0 && extraIds.length === 0,
        `walking with limit ${pageLimit} gave ${seen.size} topics, with limit 100 ${everything.size}: ${missing.length} missing (${missing.slice(0, 3).join(', ')}), ${extraIds.length} extra`,
      ),
    );
    return undefined;
  },
};
