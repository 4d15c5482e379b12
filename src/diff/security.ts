// The security an operation requires, compared as what a request must carry: every OLD way of
// authenticating must still satisfy some NEW requirement. The scheme's `x-value-prefix` (the
// `ApiKey ` before the key) is part of what the request carries, so a changed prefix is a break; so
// is an HTTP scheme's name (`Authorization: Bearer …`, `Basic …`), the prefix of its credentials.

import { jsonQuoted } from '../text/printable.js';
import { deref, escapeToken, isObject, type JsonObject } from './pointer.js';
import type { Level, Witness } from './report.js';

interface SchemeUse {
  name: string;
  pointer: string;
  /** What a request must carry for it: kind, place, name and prefix. */
  signature: string;
  header?: string;
  prefix?: string;
  /** Where the prefix is written in the scheme: `x-value-prefix` of an API key, `scheme` of an HTTP scheme. */
  prefixAt?: string;
  /** What follows the prefix in a witness. */
  secret?: string;
  /** The kind of scheme, as a message names it: `apiKey`, `http bearer`. */
  kind?: string;
  /** The prefix is matched in any case (an HTTP scheme's name), not exactly (an API key's). */
  anyCase?: boolean;
  /** The scopes it is required with, as its signature ends. */
  scopes?: string;
}

/** The usual spelling of HTTP authentication schemes, whose names are case-insensitive (RFC 9110, 11.1). */
const HTTP_SCHEMES: Record<string, string> = { basic: 'Basic', bearer: 'Bearer', digest: 'Digest' };

/**
 * What a header-borne scheme asks a request to carry: the header (lower case), the text its value
 * starts with, and whether that text is matched in any case (an HTTP scheme's name is); undefined for
 * a scheme not carried in a header (a query key, a cookie, OAuth flows), which no check here reads.
 */
export function headerCredential(scheme: JsonObject): { header: string; prefix: string; anyCase: boolean } | undefined {
  if (scheme.type === 'apiKey' && scheme.in === 'header') {
    const prefix = typeof scheme['x-value-prefix'] === 'string' ? scheme['x-value-prefix'] : '';
    return { header: String(scheme.name).toLowerCase(), prefix, anyCase: false };
  }
  if (scheme.type === 'http' && typeof scheme.scheme === 'string' && scheme.scheme !== '') {
    return { header: 'authorization', prefix: `${HTTP_SCHEMES[scheme.scheme.toLowerCase()] ?? scheme.scheme} `, anyCase: true };
  }
  return undefined;
}

/** Whether `headers` (by lower-case name) carry a credential of `credential`: its header, starting with its prefix, and more after it. */
export function carriesCredential(credential: { header: string; prefix: string; anyCase: boolean }, headers: Record<string, string>): boolean {
  const value = headers[credential.header];
  if (value === undefined || value.length <= credential.prefix.length) return false;
  const head = value.slice(0, credential.prefix.length);
  if (credential.anyCase ? head.toLowerCase() !== credential.prefix.toLowerCase() : head !== credential.prefix) return false;
  // An HTTP scheme's credentials follow its name and at least one space.
  return !credential.anyCase || value.slice(credential.prefix.length).trim() !== '';
}

export interface SecurityChange {
  rule: string;
  level: Level;
  location: string;
  message: string;
  witness: Witness | null;
}

function schemeUse(document: JsonObject, name: string, scopes: unknown): SchemeUse {
  const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? document.components.securitySchemes : {};
  // The scheme where it is written: a `$ref` followed (a scheme in a file of its own is bundled apart),
  // so that a location under it resolves in the document as read.
  const { node: scheme, pointer } = deref(document, schemes[name], `/components/securitySchemes/${escapeToken(name)}`);
  if (!isObject(scheme)) return { name, pointer, signature: `unknown ${name}` };
  const scopeText = Array.isArray(scopes) && scopes.length > 0 ? ` scopes=${[...scopes].map(String).sort().join(',')}` : '';
  const prefix = typeof scheme['x-value-prefix'] === 'string' ? scheme['x-value-prefix'] : undefined;
  if (scheme.type === 'apiKey') {
    const place = String(scheme.in);
    const key = place === 'header' ? String(scheme.name).toLowerCase() : String(scheme.name);
    return {
      name,
      pointer,
      signature: `apiKey ${place} ${key} prefix=${prefix ?? ''}${scopeText}`,
      ...(place === 'header' ? { header: String(scheme.name) } : {}),
      ...(prefix === undefined ? {} : { prefix }),
      prefixAt: '/x-value-prefix',
      secret: '<API key>',
      kind: 'apiKey',
      anyCase: false,
      scopes: scopeText,
    };
  }
  if (scheme.type === 'http') {
    const credential = headerCredential(scheme);
    return {
      name,
      pointer,
      signature: `http ${String(scheme.scheme).toLowerCase()}${scopeText}`,
      header: 'Authorization',
      kind: `http ${String(scheme.scheme).toLowerCase()}`,
      anyCase: true,
      scopes: scopeText,
      ...(credential === undefined ? {} : { prefix: credential.prefix, prefixAt: '/scheme', secret: '<credentials>' }),
    };
  }
  return { name, pointer, signature: `${String(scheme.type)} ${name}${scopeText}` };
}

/**
 * Each way of satisfying the operation's security: a list of schemes, all needed (empty: none); and
 * where it is written: the operation's own `security`, the document's, or none (`from`).
 */
function alternatives(document: JsonObject, operation: JsonObject): { from: 'operation' | 'document' | 'none'; ways: SchemeUse[][] } {
  const own = Array.isArray(operation.security);
  const list = own ? operation.security : document.security;
  if (!Array.isArray(list)) return { from: 'none', ways: [[]] };
  const ways = list.filter(isObject).map((requirement) => Object.entries(requirement).map(([name, scopes]) => schemeUse(document, name, scopes)));
  return { from: own ? 'operation' : 'document', ways: ways.length === 0 ? [[]] : ways };
}

/**
 * A request OLD's `have` accepts meets NEW's `need`: the same signature, or the same header with a
 * prefix that `need` accepts in every spelling `have` accepts. An API key sent as `Bearer …` meets HTTP
 * Bearer, whose name is matched in any case; HTTP Bearer does not meet an API key's exact `Bearer `,
 * since `bearer …` met it.
 */
function covers(have: SchemeUse, need: SchemeUse): boolean {
  if (have.signature === need.signature) return true;
  if (have.header === undefined || need.header === undefined || have.prefix === undefined || need.prefix === undefined) return false;
  if (have.header.toLowerCase() !== need.header.toLowerCase() || have.scopes !== need.scopes) return false;
  if (need.anyCase === true) return have.prefix.toLowerCase() === need.prefix.toLowerCase();
  return have.anyCase === false && have.prefix === need.prefix;
}

/** A prefix `have` accepts and `need` refuses: `have`'s own, or when only the case differs, another spelling of it. */
function spellingRefused(have: SchemeUse, need: SchemeUse): string {
  const prefix = have.prefix ?? '';
  if (prefix !== need.prefix || have.anyCase !== true) return prefix;
  return prefix.toLowerCase() !== prefix ? prefix.toLowerCase() : prefix.toUpperCase();
}

export function compareSecurity(
  oldDocument: JsonObject,
  newDocument: JsonObject,
  o: { operation: JsonObject },
  n: { operation: JsonObject; pointer: string },
): SecurityChange[] {
  const before = alternatives(oldDocument, o.operation);
  const after = alternatives(newDocument, n.operation);
  // Where NEW says it: its operation's `security`, its document's, or, with none at all, the operation.
  const location = after.from === 'operation' ? `${n.pointer}/security` : after.from === 'document' ? '/security' : n.pointer;
  const changes: SecurityChange[] = [];
  const satisfied = (way: SchemeUse[], by: SchemeUse[]) => by.every((need) => way.some((have) => covers(have, need)));
  for (const way of before.ways) {
    if (after.ways.some((need) => satisfied(way, need))) continue;
    // Which NEW requirement is closest: the same scheme with another prefix or header name?
    const used = after.ways.flat();
    const renamed = way.flatMap((have) => {
      const twin = used.find((need) => need.name === have.name || (need.header !== undefined && need.header.toLowerCase() === have.header?.toLowerCase()));
      return twin ? [{ have, twin }] : [];
    });
    const pair = renamed[0];
    if (
      pair &&
      pair.have.header !== undefined &&
      pair.twin.header !== undefined &&
      pair.have.header.toLowerCase() === pair.twin.header.toLowerCase() &&
      (pair.have.prefix !== pair.twin.prefix || (pair.have.anyCase === true && pair.twin.anyCase === false))
    ) {
      // The kind of scheme changed too (an API key replaced by HTTP Bearer): said, since no `x-value-prefix` changed.
      const kinds = pair.have.kind === pair.twin.kind ? '' : ` (${pair.have.kind ?? 'unknown'} → ${pair.twin.kind ?? 'unknown'})`;
      changes.push({
        rule: 'security-value-prefix-changed',
        level: 'breaking',
        location: `${pair.twin.pointer}${pair.twin.prefixAt ?? '/x-value-prefix'}`,
        message: `${pair.twin.name}: the ${pair.twin.header} value prefix changed from ${jsonQuoted(pair.have.prefix ?? '')} to ${jsonQuoted(pair.twin.prefix ?? '')}${kinds}`,
        witness: { in: 'header', status: null, name: pair.have.header, value: `${spellingRefused(pair.have, pair.twin)}${pair.have.secret ?? '<API key>'}` },
      });
    } else if (pair && pair.have.header !== undefined && pair.twin.header !== undefined && pair.have.header.toLowerCase() !== pair.twin.header.toLowerCase()) {
      changes.push({
        rule: 'security-header-renamed',
        level: 'breaking',
        // An API key's header is its `name`.
        location: pair.twin.kind === 'apiKey' ? `${pair.twin.pointer}/name` : pair.twin.pointer,
        message: `${pair.twin.name}: the key moved from header ${pair.have.header} to ${pair.twin.header}`,
        witness: { in: 'header', status: null, name: pair.have.header, value: `${pair.have.prefix ?? ''}${pair.have.secret ?? '<API key>'}` },
      });
    } else {
      const names = way.map((use) => use.name).join(' + ') || 'no authentication';
      changes.push({
        rule: 'security-requirement-added',
        level: 'breaking',
        location,
        message: `requests authenticated with ${names} are no longer enough`,
        witness: null,
      });
    }
  }
  for (const way of after.ways) {
    if (changes.length > 0) break;
    if (!before.ways.some((need) => satisfied(way, need))) {
      changes.push({
        rule: 'security-requirement-relaxed',
        level: 'non-breaking',
        location,
        message: `requests with ${way.map((use) => use.name).join(' + ') || 'no authentication'} are now accepted`,
        witness: null,
      });
    }
  }
  return changes;
}
