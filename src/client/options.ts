// The checks of createNotificationClient's options. A value the client cannot use is refused when the
// client is made, with a TypeError naming the option: accepted, it would fail on every call, or send
// every call to the wrong address, or be ignored.
import { parseBasePath } from '../http/base-path.js';
import { checkOptionNames as checkKnownOptions, knownOptions } from '../http/option-names.js';
import { schemeInKey } from '../http/scheme-in-key.js';
import { carriesCredentials, shownUrl } from '../http/url-credentials.js';
import { jsonQuoted } from '../text/printable.js';
import type { NotificationClientOptions } from './index.js';

const FROM = 'createNotificationClient: ';

/** A refused value as a message shows it: a string quoted and cut short, anything else by its kind. */
const shown = (value: unknown): string => {
  if (typeof value === 'string') return jsonQuoted(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  return typeof value === 'number' ? String(value) : value === null ? 'null' : typeof value;
};

/**
 * What is wrong with a base URL, or undefined. openapi-fetch appends each call's path to it as text,
 * so a query or a fragment would take the path in, and Request refuses a URL with a user name or
 * password. Its path is a base path by src/http's rule, which validateResponses removes before routing.
 * Only the message of a URL that is no http(s) URL quotes it, by shownUrl's rule: never its query,
 * nor a user name or password.
 */
function baseUrlProblem(baseUrl: string): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {
    url = undefined;
  }
  if (url !== undefined && carriesCredentials(url)) return 'cannot hold a user name or password: fetch refuses such a URL (send credentials as headers)';
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) return `must be an absolute http(s) URL, got ${shownUrl(baseUrl)}`;
  // Tested on the text: `https://host/api?` has an empty `search`, yet the path would follow the '?'.
  if (baseUrl.includes('?') || baseUrl.includes('#')) return "cannot have a query ('?') or a fragment ('#'): each call's path is appended to it";
  const path = parseBasePath(url.pathname);
  if (!path.ok) return `has a path that ${path.problem}`;
  // openapi-fetch drops one trailing '/' before appending a path: '/api//' would send '/api//v2/…'.
  if (baseUrl.endsWith('//')) return `ends with more than one "/": each call's path would follow an empty segment (use "${url.origin}${path.value}")`;
  return undefined;
}

/** The client's `baseUrl`, which must be an absolute http(s) URL without a query or fragment. */
export function checkedBaseUrl(baseUrl: unknown): string {
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw new TypeError(`${FROM}\`baseUrl\` is required, e.g. "https://api.example.com"`);
  }
  const problem = baseUrlProblem(baseUrl);
  if (problem !== undefined) throw new TypeError(`${FROM}\`baseUrl\` ${problem}`);
  return baseUrl;
}

/**
 * The `baseUrl` a call gives openapi-fetch in place of the client's (openapi-fetch takes any but ''):
 * held to the same rule before openapi-fetch builds its Request, whose own error on a URL it
 * cannot parse quotes the URL, query and all.
 */
export function checkCallBaseUrl(baseUrl: unknown): void {
  if (baseUrl === undefined || baseUrl === '') return;
  if (typeof baseUrl !== 'string') throw new TypeError(`the \`baseUrl\` of this call must be a string, got ${shown(baseUrl)}`);
  const problem = baseUrlProblem(baseUrl);
  if (problem !== undefined) throw new TypeError(`the \`baseUrl\` of this call ${problem}`);
}

/**
 * Where and what the first character is that a header value cannot carry (a control character, tab
 * aside when `tab`; one above U+00FF), or undefined: its place and kind only, never the character.
 */
function unsendable(value: string, tab: boolean): string | undefined {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if ((unit < 0x20 && !(tab && unit === 0x09)) || unit === 0x7f || unit > 0xff) {
      const kind = unit > 0xff ? 'a character above U+00FF' : `a control character (such as CR, LF${tab ? ' or NUL' : ', NUL or tab'})`;
      return `its character ${index + 1} is ${kind}`;
    }
  }
  return undefined;
}

/**
 * The `apiKey`, which travels in the Authorization header. A header value is bytes without control
 * characters: fetch refuses NUL, CR and LF, Headers throws on a character above U+00FF, and either
 * error, raised on every call, printed the whole key. This message gives the place and kind of the
 * character, never the character or the key.
 */
export function checkApiKey(apiKey: unknown): string {
  if (typeof apiKey !== 'string' || apiKey.trim() === '') {
    throw new TypeError(`${FROM}\`apiKey\` is required (it is sent as "Authorization: ApiKey <apiKey>")`);
  }
  const bad = unsendable(apiKey, false);
  if (bad !== undefined) throw new TypeError(`${FROM}\`apiKey\` cannot go in an HTTP header: ${bad}`);
  // Headers drops a trailing space and keeps a leading one ("ApiKey  key"): either is a key copied with
  // what was around it, which the service would not know.
  if (apiKey.trim() !== apiKey) throw new TypeError(`${FROM}\`apiKey\` starts or ends with white space: pass the key alone`);
  // Sent as "ApiKey ApiKey <key>", it is another key: the service refuses it, and the mock gives it an
  // empty environment, whose 404s do not say why. The scheme word is named, the key never.
  const scheme = schemeInKey(apiKey);
  if (scheme !== undefined) {
    throw new TypeError(`${FROM}\`apiKey\` starts with the scheme "${scheme}": pass the key alone (the client sends Authorization: ApiKey <apiKey>)`);
  }
  return apiKey;
}

/** RFC 9110 §5.6.2: a field name is a token. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The `headers` added to every request: names that are tokens, values a header can carry (no
 * control character but tab, none above U+00FF). Headers refuses the others on every call, with a
 * message that prints the value, which may be a credential; this one names the header only.
 * `authorization` is the client's own (from `apiKey`) and is refused here too.
 */
export function checkHeaders(headers: unknown): Readonly<Record<string, string>> | undefined {
  if (headers === undefined) return undefined;
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) {
    throw new TypeError(`${FROM}\`headers\` must be an object of header names and string values, got ${shown(headers)}`);
  }
  for (const [name, value] of Object.entries(headers)) {
    if (!TOKEN.test(name)) throw new TypeError(`${FROM}\`headers\` has a name that is no HTTP field name: ${shown(name)}`);
    if (name.toLowerCase() === 'authorization') throw new TypeError(`${FROM}\`headers\` cannot set authorization: the client sends \`apiKey\` in it`);
    if (typeof value !== 'string') throw new TypeError(`${FROM}\`headers.${name}\` must be a string, got ${shown(value)}`);
    const bad = unsendable(value, true);
    if (bad !== undefined) throw new TypeError(`${FROM}\`headers.${name}\` cannot go in an HTTP header: ${bad}`);
  }
  return headers as Readonly<Record<string, string>>;
}

export function checkIdempotencyKey(idempotencyKey: unknown): void {
  if (idempotencyKey !== undefined && idempotencyKey !== 'auto' && idempotencyKey !== false) {
    throw new TypeError(`${FROM}\`idempotencyKey\` must be 'auto' or false, got ${jsonQuoted(idempotencyKey)}`);
  }
}

/** What validateResponses asks for: undefined for no validation, else its bound (undefined for the validator's default). */
export function checkedValidation(given: unknown): { maxBodyBytes: number | undefined } | undefined {
  if (given === undefined || given === false) return undefined;
  if (given === true) return { maxBodyBytes: undefined };
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new TypeError(`${FROM}\`validateResponses\` must be true, false or { maxBodyBytes }, got ${shown(given)}`);
  }
  for (const key of Object.keys(given)) {
    if (key !== 'maxBodyBytes') throw new TypeError(`${FROM}\`validateResponses\` has one option, maxBodyBytes; got ${shown(key)}`);
  }
  const { maxBodyBytes } = given as { maxBodyBytes?: unknown };
  // The bound of what is read as well as of what is validated: one that is not a count of bytes
  // left the validator's default in force without a word.
  if (maxBodyBytes !== undefined && !(typeof maxBodyBytes === 'number' && Number.isSafeInteger(maxBodyBytes) && maxBodyBytes >= 0)) {
    throw new TypeError(`${FROM}\`validateResponses.maxBodyBytes\` must be a whole number of bytes, 0 or more, got ${shown(maxBodyBytes)}`);
  }
  return { maxBodyBytes };
}

const OPTIONS = knownOptions<NotificationClientOptions>('createNotificationClient')([
  'baseUrl',
  'apiKey',
  'fetch',
  'headers',
  'idempotencyKey',
  'validateResponses',
]);

/** An option the client does not know is refused, as every options object's is: ignored, a misspelt `validateResponse` left responses unchecked without a word. */
export function checkOptionNames(options: object): void {
  checkKnownOptions(options, OPTIONS);
}
