// The docs name the spec's default base URL (its server variable's default, the local mock on 4010)
// in every code sample and as the server default: scripts/lib/code-samples.mjs bakes it in when the
// page is generated. That is right for the published site (`docs --out`). Served beside a mock on
// another port or base path, a copied sample would fail, or reach another mock on 4010: the docs
// server serves copies that name the mock's own base URL instead, rewritten once at start-up.
//
// Only the places the generator writes are rewritten, each in its own quoting: a sample's curl URL
// (shell quotes), a sample's `baseUrl:` (a JavaScript string), and a server variable's default; in
// the page, all of them inside Redoc's definition, which is JSON. A file whose layout is not the one
// expected is left as it is: its samples then name the default, as the published site does.

import { parseBasePath } from '../http/base-path.js';
import { isObject } from '../http/is-object.js';
import { DEMO_API_KEY } from '../mock/demo-state.js';
import { withPolicyMeta } from './docs-policy.js';
import { type SiteFile, siteFiles } from './docs-site.js';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The spec's default base URL as the samples have it: the first server's URL with its variables' defaults. */
export function defaultBaseUrl(document: unknown): string | undefined {
  const server = isObject(document) && Array.isArray(document.servers) ? (document.servers[0] as unknown) : undefined;
  if (!isObject(server) || typeof server.url !== 'string') return undefined;
  let url = server.url;
  for (const [name, variable] of Object.entries(isObject(server.variables) ? server.variables : {})) {
    if (isObject(variable) && typeof variable.default === 'string') url = url.replaceAll(`{${name}}`, variable.default);
  }
  return /^https?:\/\/[^{}]+$/.test(url) ? url.replace(/\/+$/, '') : undefined;
}

/**
 * Each server variable whose default is `from` now defaults to `to`, and a server whose URL is `from`
 * itself (the docs page's copy spells its variables out: scripts/docs.mjs) is `to`; true when one was.
 */
function rebaseServers(document: unknown, from: string, to: string): boolean {
  let changed = false;
  for (const server of isObject(document) && Array.isArray(document.servers) ? document.servers : []) {
    if (isObject(server) && server.url === from) {
      server.url = to;
      changed = true;
    }
    for (const variable of Object.values(isObject(server) && isObject(server.variables) ? server.variables : {})) {
      if (isObject(variable) && variable.default === from) {
        variable.default = to;
        changed = true;
      }
    }
  }
  return changed;
}

/** The bundle as JSON (`generated/openapi.json`: two-space indent, a final newline), its server default rewritten. */
export function rebaseJson(text: string, from: string, to: string): string | undefined {
  const document = JSON.parse(text) as unknown;
  // Written again by JSON.stringify: only when that gives back the same text, nothing else moves.
  if (`${JSON.stringify(document, null, 2)}\n` !== text || !rebaseServers(document, from, to)) return undefined;
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The bundle as YAML: the `default:` lines under the top-level `servers:` that hold `from`, as a double-quoted scalar. */
export function rebaseYaml(text: string, from: string, to: string): string | undefined {
  const start = text.search(/^servers:\n/m);
  if (start === -1) return undefined;
  const body = start + 'servers:\n'.length;
  const next = text.slice(body).search(/^\S/m);
  const end = next === -1 ? text.length : body + next;
  const line = new RegExp(`^( +default: )(${escapeRegExp(from)}|'${escapeRegExp(from)}'|"${escapeRegExp(from)}")$`, 'gm');
  const block = text.slice(start, end).replace(line, (_, head: string) => `${head}${JSON.stringify(to)}`);
  return block === text.slice(start, end) ? undefined : `${text.slice(0, start)}${block}${text.slice(end)}`;
}

/**
 * The API key a published page's samples read from the environment, as verify's curl lines do: the
 * mock's demo key, baked in for the samples that call it, reads as a credential and answers 401 at
 * the service (review 27c F1).
 */
export const PUBLISHED_KEY_VARIABLE = 'NOTIFICATION_API_KEY';

/** A sample's source: the URL a curl line calls, and the client's `baseUrl:` (code-samples.mjs's templates); published, the demo key too. */
function rebaseSample(source: string, from: string, to: string, publish: boolean): string {
  const url = escapeRegExp(from);
  const rebased = source
    // Inside the shell's single quotes, a quote is closed, escaped and opened again.
    .replace(new RegExp(`^(curl [^\\n]* )'${url}(?=[/'])`), (_, head: string) => `${head}'${to.replaceAll("'", `'\\''`)}`)
    .replace(new RegExp(`^( *baseUrl: )'${url}',$`, 'm'), (_, head: string) => `${head}'${to.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}',`);
  if (!publish) return rebased;
  return rebased
    .replace(`-H 'Authorization: ApiKey ${DEMO_API_KEY}'`, `-H "Authorization: ApiKey $${PUBLISHED_KEY_VARIABLE}"`)
    .replace(new RegExp(`^( *apiKey: )'${escapeRegExp(DEMO_API_KEY)}',$`, 'm'), (_, head: string) => `${head}process.env.${PUBLISHED_KEY_VARIABLE} ?? '',`);
}

const DEFINITION_START = 'const __redoc_definition = ';

/** Redoc's JSON as the page holds it: `<` escaped, so that no text of the spec closes the script. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The docs page: in Redoc's definition, the server default and every operation's code samples. */
export function rebasePage(html: string, from: string, to: string, publish = false): string | undefined {
  const start = html.indexOf(DEFINITION_START);
  if (start === -1 || html.indexOf(DEFINITION_START, start + 1) !== -1) return undefined;
  const open = start + DEFINITION_START.length;
  const close = html.indexOf(';\n', open);
  if (close === -1) return undefined;
  const text = html.slice(open, close);
  let definition: unknown;
  try {
    definition = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (scriptJson(definition) !== text) return undefined;
  let changed = rebaseServers(definition, from, to);
  for (const item of Object.values(isObject(definition) && isObject(definition.paths) ? definition.paths : {})) {
    for (const operation of Object.values(isObject(item) ? item : {})) {
      const samples = isObject(operation) ? operation['x-codeSamples'] : undefined;
      for (const sample of Array.isArray(samples) ? samples : []) {
        if (!isObject(sample) || typeof sample.source !== 'string') continue;
        const source = rebaseSample(sample.source, from, to, publish);
        if (source === sample.source) continue;
        sample.source = source;
        changed = true;
      }
    }
  }
  if (!changed) return undefined;
  // Redoc's server-rendered panel shows the server's URL as a text node of its own, until the page's
  // script renders it again (and for good without scripts): rewritten too, exactly that text.
  const shown = `>${htmlText(to)}<`;
  // A function, not a string: a `$&` in the URL is text, not a pattern of replaceAll's.
  const before = html.slice(0, start).replaceAll(`>${htmlText(from)}<`, () => shown);
  // The definition is in a script the page's policy allows by its hash: the policy names the new one.
  return withPolicyMeta(`${before}${html.slice(start, open)}${scriptJson(definition)}${html.slice(close)}`);
}

/** Text as HTML writes it between tags (as React escapes it). */
const htmlText = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** The site's files that name the default base URL, each with the rewrite of its own layout. */
const rebasers: Readonly<Record<string, (text: string, from: string, to: string, publish: boolean) => string | undefined>> = {
  'index.html': rebasePage,
  'openapi.json': rebaseJson,
  'openapi.yaml': rebaseYaml,
};

export interface RebasedSite {
  /** The contract's default base URL, as the bundle names it; undefined when it names none (nothing is rewritten). */
  readonly from: string | undefined;
  /** The files that name it, rewritten to name the new base URL. */
  readonly rebased: ReadonlyMap<SiteFile, string>;
  /** The files that name it but could not be rewritten: unread, or not in the layout the generator writes. */
  readonly missed: readonly SiteFile[];
}

/**
 * The site's files, each read by `read`, naming `to` where they named the contract's default base
 * URL: for the docs server beside a mock (which serves a missed file as it is) and `docs
 * --server-url` (which refuses to publish one, and `publish`es: its samples read the key from
 * $NOTIFICATION_API_KEY).
 */
export function rebaseSite(read: (file: SiteFile) => string, to: string, { publish = false }: { publish?: boolean } = {}): RebasedSite {
  const rebased = new Map<SiteFile, string>();
  const missed: SiteFile[] = [];
  let from: string | undefined;
  try {
    from = defaultBaseUrl(JSON.parse(read(siteFiles.find((file) => file.name === 'openapi.json')!)));
  } catch {
    from = undefined;
  }
  if (from === undefined || from === to) return { from, rebased, missed };
  for (const file of siteFiles) {
    const rebase = rebasers[file.name];
    if (rebase === undefined) continue;
    let text: string | undefined;
    try {
      text = rebase(read(file), from, to, publish);
    } catch {
      text = undefined;
    }
    if (text === undefined) missed.push(file);
    else rebased.set(file, text);
  }
  return { from, rebased, missed };
}

/**
 * A base URL to publish the docs with (`docs --server-url`): http or https, no credentials, query or
 * fragment, its trailing slashes dropped; the reason it cannot be, else.
 */
export function readServerUrl(text: string): { readonly url: string } | { readonly problem: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'is not a URL (such as https://api.example.com)' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: 'must be an http or https URL' };
  if (url.username !== '' || url.password !== '') return { problem: 'must not hold credentials (user:password@): the docs are published' };
  if (url.search !== '' || url.hash !== '' || text.includes('?') || text.includes('#')) return { problem: 'must not have a query or a fragment' };
  if (url.port === '0') return { problem: 'must not name port 0' };
  // Its path as written, by the base-path rule every part keeps (src/http/base-path.ts): URL parsing
  // would fold `%2e%2e` and `..` away and publish another address than the one given.
  const path = parseBasePath(text.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/, '') || '/');
  if (!path.ok)
    return { problem: `must have a path ${path.problem.replace(/^must be a path that starts with "\/" \(such as "\/api"\), /, '').replace(/; got .*$/s, '')}` };
  return { url: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}
