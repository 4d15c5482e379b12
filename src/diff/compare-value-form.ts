// A parameter's or response header's value, OLD against NEW: its form (`schema`, or `content` and its
// media type: parameter-form.ts) and its schema, wherever each version keeps it.
import type { DiffContext } from './diff-context.js';
import { canonical } from './normalize.js';
import type { Operation, Version } from './operations.js';
import { acceptsWire, formText, sameReading, type ValueForm, valueForm, wireText } from './parameter-form.js';
import type { JsonObject } from './pointer.js';
import { cookiesOf } from './read-request.js';
import type { Witness } from './report.js';
import { overBudget } from './sample.js';
import { type Container, cookieHeader } from './witness.js';

/** Where the value sits: a request parameter (`in`, name) or a response header (name, status). */
export interface ValuePlace {
  side: 'request' | 'response';
  in: Container['in'];
  name: string;
  status: string | null;
  /** How messages name it: `query parameter limit`, `response 201: header X-Id`. */
  label: string;
}

type Held = { pointer: string; node: JsonObject };

/** Values a form's schema is likely to take besides its samples: one of each kind. */
const PROBES: unknown[] = ['a', 1, true, {}, []];

/** Schemas that take every text: a text form with one of them refuses nothing that is sent. */
const EVERY_TEXT = new Set([canonical({}), canonical({ type: 'string' })]);

export function compareValue(context: DiffContext, o: Operation, n: Operation, place: ValuePlace, before: Held, after: Held): void {
  const oldForm = valueForm(before.node, before.pointer);
  const newForm = valueForm(after.node, after.pointer);
  // Values read one way in OLD and another in NEW (`5` a number in the text of a query, an integer as
  // JSON; `x` a string in text, no JSON at all): their schemas, keyword by keyword, do not say what a
  // client meets. The change of form is judged whole, by texts sent.
  if (!sameReading(oldForm, newForm)) {
    compareForms(context, o, n, place, { form: oldForm, held: before }, { form: newForm, held: after });
    return;
  }
  if (oldForm.schema === undefined && newForm.schema === undefined) return;
  context.schemas(o, n, place.side, {
    in: place.in,
    name: place.name,
    status: place.status,
    // A side with no schema is held to none (its `schema` pointer names nothing: any value).
    oldPointer: oldForm.schema ?? `${before.pointer}/schema`,
    newPointer: newForm.schema ?? `${after.pointer}/schema`,
    oldExamples: [],
    newExamples: [],
    oldJson: oldForm.json,
    newJson: newForm.json,
  });
}

/**
 * Text sent one way and read another (`schema` → `content: application/json`, or back): breaking with
 * a witness, a text the accepting version's clients (OLD's for a request, NEW's server for a response
 * header) send that the other version refuses; non-breaking where the other version takes every text;
 * review otherwise.
 */
function compareForms(
  context: DiffContext,
  o: Operation,
  n: Operation,
  place: ValuePlace,
  before: { form: ValueForm; held: Held },
  after: { form: ValueForm; held: Held },
): void {
  const request = place.side === 'request';
  const [yes, no] = request ? [before, after] : [after, before];
  const [yesVersion, noVersion] = request ? [context.old, context.now] : [context.now, context.old];
  const wire = findWire(place, yes.form, yesVersion, no.form, noVersion, (text) =>
    // A request's witness is held to the test of every structural one: the operation's parameter, as each version's checks read it.
    request && place.in !== 'body' ? context.refusedByNew(o, n, { in: place.in, name: place.name, value: text }) : true,
  );
  const change = `${place.label}: ${formText(before.form)} → ${formText(after.form)}`;
  const where = after.held.node.content !== undefined ? '/content' : after.held.node.schema !== undefined ? '/schema' : '';
  const rule = request ? 'request-parameter-content-changed' : 'response-header-content-changed';
  const location = `${after.held.pointer}${where}`;
  if (wire !== undefined) {
    const witness: Witness =
      place.in === 'cookie'
        ? { in: 'header', status: null, name: 'Cookie', value: cookieHeader(place.name, wire) }
        : { in: place.in, status: place.status, name: place.name, value: wire };
    const refused = request ? 'a value sent as OLD says is refused by NEW' : "a value sent as NEW says is refused by OLD's clients";
    context.structural(n, place.side, rule, 'breaking', location, `${change}: ${refused}`, witness);
    return;
  }
  const everyText = !no.form.json && (no.form.schema === undefined || EVERY_TEXT.has(canonical(noVersion.normalizer.at(no.form.schema))));
  if (everyText) context.structural(n, place.side, rule, 'non-breaking', location, `${change}: ${request ? 'NEW' : 'OLD'} takes any text`);
  else
    context.structural(
      n,
      place.side,
      rule,
      'review',
      location,
      `${change} (no value that ${request ? 'OLD accepts and NEW refuses' : 'NEW allows and OLD refuses'} was found)`,
    );
}

/** A text the `yes` form takes and the `no` form refuses (and `confirmed` confirms), drawn from `yes`'s values. */
function findWire(
  place: ValuePlace,
  yes: ValueForm,
  yesVersion: Version,
  no: ValueForm,
  noVersion: Version,
  confirmed: (text: string) => boolean,
): string | undefined {
  const samples = yes.schema === undefined ? [] : yesVersion.sampler.samples(yesVersion.normalizer.at(yes.schema), 12);
  const seen = new Set<string>();
  for (const value of [...samples, ...PROBES]) {
    const text = wireText(yes, value);
    if (text === undefined || seen.has(text) || overBudget(text)) continue;
    seen.add(text);
    // A cookie's witness is a Cookie header: a text that header would not carry as itself proves nothing.
    if (place.in === 'cookie' && cookiesOf(cookieHeader(place.name, text)).get(place.name) !== text) continue;
    if (acceptsWire(yesVersion.validators, yes, text) && !acceptsWire(noVersion.validators, no, text) && confirmed(text)) return text;
  }
  return undefined;
}
