// Keywords that accept no fewer values and no more, and still change what clients and servers do
// with one: readOnly, writeOnly and a discriminator. The validators read none of them, so no witness
// can prove such a change: each is given its level by its rule.
// - readOnly: a property "SHOULD NOT be sent as part of the request" (OAS), and common server
//   validators refuse it there: made readOnly, a request property clients send may be refused
//   (review); no longer readOnly, nothing a client sent is refused (non-breaking). In a response it
//   only annotates.
// - writeOnly: "SHOULD NOT be sent as part of the response": made writeOnly, a response property
//   clients read may stop coming (review); no longer, non-breaking. In a request it only annotates.
// - discriminator: its propertyName and mapping pick the schema generated clients and servers read a
//   value by (the oneOf's branches still decide what is valid): a renamed property, or a value that
//   now picks another schema, is to review on either side; a discriminator added or removed leaves
//   every value to the branches it matches, an annotation.
import { jsonQuoted } from '../text/printable.js';
import { describePath, type Finding } from './findings.js';
import { originOf, type Schema } from './normalize.js';
import { escapeToken, isObject } from './pointer.js';
import type { MessageSide } from './read-write-only.js';

type Level = NonNullable<Finding['level']>;

const SCHEMAS = '/components/schemas/';

/** What each flag's change is on each side: [made true, made false]. */
const FLAGS = {
  readOnly: { name: 'read-only', request: ['review', 'non-breaking'], response: ['annotation', 'annotation'] },
  writeOnly: { name: 'write-only', request: ['annotation', 'annotation'], response: ['review', 'non-breaking'] },
} as const satisfies Record<string, { name: string } & Record<MessageSide, readonly [Level, Level]>>;

/**
 * The schema each discriminator value picks, by pointer: the mapping's, else a branch's by its
 * component's name (OAS: "the inline or referenced schema name", used where the mapping has none).
 */
function picks(schema: Schema, discriminator: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches as Schema[]) {
      const pointer = originOf(branch).pointer;
      if (pointer.startsWith(SCHEMAS) && !pointer.slice(SCHEMAS.length).includes('/')) out.set(pointer.slice(SCHEMAS.length), pointer);
    }
  }
  const mapping = isObject(discriminator.mapping) ? discriminator.mapping : {};
  for (const [value, target] of Object.entries(mapping)) {
    if (typeof target !== 'string') continue;
    // A mapping's value is a schema's name or a reference to it.
    out.set(value, target.startsWith('#') ? target.slice(1) : target.includes('/') ? target : `${SCHEMAS}${escapeToken(target)}`);
  }
  return out;
}

/** The usage changes between two normalised schemas at one place, on `side`. */
export function usageChanges(o: Schema, n: Schema, path: (string | number)[], side: MessageSide): Finding[] {
  const before = originOf(o);
  const after = originOf(n);
  const place = describePath(path);
  const found: Finding[] = [];
  const add = (change: string, level: Level, message: string, inOld: boolean, keyword: string) =>
    found.push({
      change,
      direction: 'both',
      path,
      candidates: () => [],
      message: place === '' ? message : `${place}: ${message}`,
      location: inOld ? { in: 'old', pointer: `${before.pointer}/${keyword}` } : { in: 'new', pointer: `${after.pointer}/${keyword}` },
      level,
    });
  for (const flag of ['readOnly', 'writeOnly'] as const) {
    const was = before.annotations[flag] === true;
    const is = after.annotations[flag] === true;
    if (was === is) continue;
    const { name, [side]: levels } = FLAGS[flag];
    add(is ? `became-${name}` : `became-not-${name}`, is ? levels[0] : levels[1], `${flag} ${is ? 'added' : 'removed'}`, !is, flag);
  }
  const old = isObject(before.annotations.discriminator) ? before.annotations.discriminator : undefined;
  const now = isObject(after.annotations.discriminator) ? after.annotations.discriminator : undefined;
  if (old === undefined && now === undefined) return found;
  if (old === undefined || now === undefined) {
    add(`discriminator-${now ? 'added' : 'removed'}`, 'annotation', `discriminator ${now ? 'added' : 'removed'}`, now === undefined, 'discriminator');
    return found;
  }
  if (old.propertyName !== now.propertyName)
    add(
      'discriminator-property-changed',
      'review',
      `discriminator propertyName ${jsonQuoted(old.propertyName ?? null)} → ${jsonQuoted(now.propertyName ?? null)}`,
      false,
      'discriminator/propertyName',
    );
  const was = picks(o, old);
  const is = picks(n, now);
  // A value a mapping names whose schema is not the one it was; a branch's own name coming or going
  // with its branch is that branch's change (alternative-added, alternative-removed).
  const mapped = new Set([...Object.keys(isObject(old.mapping) ? old.mapping : {}), ...Object.keys(isObject(now.mapping) ? now.mapping : {})]);
  const moved = [...mapped].filter((value) => was.get(value) !== is.get(value));
  if (moved.length > 0) {
    const said = moved.map((value) => `${jsonQuoted(value)} → ${is.get(value) ?? 'none'}`).join(', ');
    add('discriminator-mapping-changed', 'review', `discriminator mapping changed: ${said}`, false, 'discriminator');
  }
  return found;
}
