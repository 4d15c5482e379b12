// The media type of a problem answer, by content negotiation: application/problem+json, or
// application/json for a client that prefers it (the service's official SDK accepts nothing else).
import { PROBLEM_MEDIA_TYPE } from './problem.js';

const JSON_MEDIA_TYPE = 'application/json';

/** One media range of an Accept header, as far as the choice between two application types needs it. */
interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  /** Parameters other than q: `none`; `wild` when each is `*` or empty, as a type without parameters matches; else `other`. */
  parameters: 'none' | 'wild' | 'other';
  /** Its place in the header. */
  order: number;
}

interface Priority {
  q: number;
  /** How exactly the range named the type: 4 the type, 2 the subtype, 1 its parameters. */
  specificity: number;
  order: number;
}

const NO_PRIORITY: Priority = { q: 0, specificity: 0, order: -1 };

const unquote = (value: string): string => (value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);

function mediaRangesOf(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  const parts = accept.split(',');
  for (let order = 0; order < parts.length; order += 1) {
    const [range = '', ...parameters] = parts[order]!.split(';');
    const name = range.trim();
    const slash = name.indexOf('/');
    if (slash === -1) continue;
    let q = 1;
    let others: MediaRange['parameters'] = 'none';
    for (const parameter of parameters) {
      const equals = parameter.indexOf('=');
      const key = (equals === -1 ? parameter : parameter.slice(0, equals)).trim().toLowerCase();
      const value = equals === -1 ? '' : unquote(parameter.slice(equals + 1).trim());
      if (key === 'q') q = Number.parseFloat(value);
      else if (value === '*' || value === '') others = others === 'other' ? 'other' : 'wild';
      else others = 'other';
    }
    ranges.push({ type: name.slice(0, slash), subtype: name.slice(slash + 1), q, parameters: others, order });
  }
  return ranges;
}

/** The range that decides for application/`subtype`: the most specific, then the highest q, then the last. */
function priorityOf(subtype: string, ranges: readonly MediaRange[]): Priority {
  let best = NO_PRIORITY;
  for (const range of ranges) {
    let specificity = 0;
    if (range.type.toLowerCase() === 'application') specificity |= 4;
    else if (range.type !== '*') continue;
    if (range.subtype.toLowerCase() === subtype) specificity |= 2;
    else if (range.subtype !== '*') continue;
    if (range.parameters === 'other') continue;
    if (range.parameters === 'wild') specificity |= 1;
    if ((best.specificity - specificity || best.q - range.q || best.order - range.order) < 0) best = { q: range.q, specificity, order: range.order };
  }
  return best;
}

/**
 * The media type of a problem answer to a request whose Accept header is `accept`: by content
 * negotiation (RFC 9110 §12.5.1), application/json when the client prefers it, as the service's
 * official SDK (which accepts application/json only) does, else application/problem+json, also when
 * the client accepts neither (an error is answered anyway). On a well-formed header, the choice
 * `negotiator` (Express's content negotiation) makes: test/http/problem-media-type.test.ts holds the
 * two to one another. Written here rather than imported: the package's CommonJS build cannot
 * default-import negotiator, and the rule needs one choice between two types.
 */
export function problemMediaType(accept: string | readonly string[] | undefined): string {
  if (accept === undefined || accept.length === 0) return PROBLEM_MEDIA_TYPE;
  const header = typeof accept === 'string' ? accept : accept.join(',');
  // A client sends the same Accept header with every request: its choice is made once.
  if (header !== lastHeader) {
    lastHeader = header;
    lastChoice = choiceFor(header);
  }
  return lastChoice;
}

let lastHeader: string | undefined;
let lastChoice = PROBLEM_MEDIA_TYPE;

function choiceFor(header: string): string {
  const ranges = mediaRangesOf(header);
  const problem = priorityOf('problem+json', ranges);
  const json = priorityOf('json', ranges);
  const prefersJson = json.q > 0 && (!(problem.q > 0) || (problem.q - json.q || problem.specificity - json.specificity || json.order - problem.order) < 0);
  return prefersJson ? JSON_MEDIA_TYPE : PROBLEM_MEDIA_TYPE;
}
