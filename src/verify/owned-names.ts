// The run's own names: the prefixed values it sent, as it sent them. A prefix test alone made any
// string that starts with the prefix the run's (review 22, F3): a server answered each upsert of
// `verify-…-a` with `verify-…-a/../victim`, and verify wrote to that path, which a front end that
// decodes %2F and resolves dot segments routes to /v2/topics/victim. So a name is the run's only when
// the run sent it before any answer gave it out, and when no front end can read it as another path.
import { MAX_PATH_VALUE_LENGTH } from './path-values.js';

/** Past this many values answered, more are not recorded (memory stays bounded, whatever a server sends). */
const KEPT_MAX = 10_000;
/** Past this many names of its own, a run owns no new one (it refuses its own writes rather than grow without bound). */
const SENT_MAX = 100_000;
/**
 * The longest value taken note of, sent or answered: 10,000 values of an answer's length each grew
 * without bound (review 22b). The run's own names are far shorter (a topic key is at most 100
 * characters, a generated string at most 100 code points, after a prefix of some 20), so a longer
 * value is never one it sent: never its own, and no note of it is needed to say so. It is as long as
 * a path value a read takes (path-values.ts), past which a server's HTTP layer refuses the request.
 */
export const MAX_NAME_LENGTH = MAX_PATH_VALUE_LENGTH;

/** The nodes of one JSON value looked at for names: an answer far larger names nothing more the run wrote to. */
const WALK_MAX = 20_000;

/**
 * Whether a value names one thing whatever front end reads the path: no `/` or `\` (a separator once
 * decoded), no `%` (an escape decoded once more), so no dot segment either, and not `.` or `..`.
 */
export const isPlainName = (value: string): boolean => !/[/\\%]/.test(value) && value !== '.' && value !== '..';

/**
 * Calls `take` with each string of a JSON value, as far as WALK_MAX nodes reach. A callback, not a
 * generator: it runs on every request and answer, and a generator's resumption cost more than the walk.
 */
function eachString(value: unknown, take: (text: string) => void): void {
  const stack: unknown[] = [value];
  for (let seen = 0; stack.length > 0 && seen < WALK_MAX; seen += 1) {
    const node = stack.pop();
    if (typeof node === 'string') take(node);
    else if (typeof node === 'object' && node !== null) {
      // One by one, and no more than the walk can still reach: a spread of an answer's array of
      // 300,000 items is past the engine's argument limit (a RangeError).
      const children: readonly unknown[] = Array.isArray(node) ? node : Object.values(node);
      for (let i = 0; i < children.length && stack.length < WALK_MAX - seen; i += 1) stack.push(children[i]);
    }
  }
}

export class OwnedNames {
  /** Prefixed values the run sent before any answer gave them. */
  private readonly sent = new Set<string>();
  /** Prefixed values an answer gave before the run sent them: the server's, whatever they start with. */
  private readonly answered = new Set<string>();
  /** Values never the run's: an upsert answered with another key than it was sent (upsert_keeps_identity). */
  private readonly foreign = new Set<string>();

  constructor(readonly prefix: string) {}

  /** Whether `value` is a name the run sent itself. */
  has(value: string): boolean {
    return value.length <= MAX_NAME_LENGTH && this.sent.has(value) && !this.foreign.has(value);
  }

  /** Why a prefixed value is not the run's. */
  why(value: string): string {
    if (this.foreign.has(value)) return 'an upsert was answered with it for another key';
    if (this.answered.has(value)) return 'an answer gave it, not this run';
    if (value.length > MAX_NAME_LENGTH) return `it is longer (${value.length} characters) than any name the run sends`;
    if (!isPlainName(value)) return 'it holds a character a front end may read as another path (/, \\ or %)';
    return 'this run never sent it';
  }

  /** Takes the prefixed values of a request the run is about to send as its own, unless an answer gave them first. */
  noteSent(values: Iterable<unknown>): void {
    for (const value of values) eachString(value, this.takeSent);
  }

  private readonly takeSent = (text: string): void => {
    if (text.length <= MAX_NAME_LENGTH && text.startsWith(this.prefix) && isPlainName(text) && !this.answered.has(text) && this.sent.size < SENT_MAX)
      this.sent.add(text);
  };

  /** Takes note of the prefixed values an answer gives that the run had not sent. */
  noteAnswered(body: unknown): void {
    eachString(body, this.takeAnswered);
  }

  private readonly takeAnswered = (text: string): void => {
    if (text.length <= MAX_NAME_LENGTH && text.startsWith(this.prefix) && !this.sent.has(text) && this.answered.size < KEPT_MAX) this.answered.add(text);
  };

  disown(value: string): void {
    if (value.length <= MAX_NAME_LENGTH && this.foreign.size < KEPT_MAX) this.foreign.add(value);
  }
}
