// The security an operation requires, compared as what a request must carry: every OLD way of
// authenticating must still satisfy some NEW requirement. The scheme's `x-value-prefix` (the
// `ApiKey ` before the key) is part of what the request carries, so a changed prefix is a break; so
// is an HTTP scheme's name (`Authorization: Bearer …`, `Basic …`), the prefix of its credentials.
// Each entry of `security` is one way, so a witness is the request that carries one OLD way exactly
// and nothing of the others: another way left in place (an OAuth2 token, a query key) does not meet it.

import { jsonQuoted } from '../text/printable.js';
import { deref, escapeToken, isObject, type JsonObject } from './pointer.js';
import type { Level, Witness } from './report.js';
import { type CredentialCheck, carry, credentialCheck, httpPrefix, type MadeRequest, madeCredentials, shownCredential } from './security-credentials.js';

interface SchemeUse {
  name: string;
  pointer: string;
  /** The Security Scheme Object, its `$ref` followed. */
  scheme: unknown;
  /** Whether a request carries it. */
  accepts: CredentialCheck;
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

export interface SecurityChange {
  rule: string;
  level: Level;
  location: string;
  message: string;
  witness: Witness | null;
  /** The whole request the witness is part of: every credential of OLD's requirement, nothing of the others. */
  request: MadeRequest | null;
}

function schemeUse(document: JsonObject, name: string, scopes: unknown): SchemeUse {
  const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? document.components.securitySchemes : {};
  // The scheme where it is written: a `$ref` followed (a scheme in a file of its own is bundled apart),
  // so that a location under it resolves in the document as read.
  const { node: scheme, pointer } = deref(document, schemes[name], `/components/securitySchemes/${escapeToken(name)}`);
  const read = { scheme, accepts: credentialCheck(scheme) };
  if (!isObject(scheme)) return { name, pointer, ...read, signature: `unknown ${name}` };
  const scopeText = Array.isArray(scopes) && scopes.length > 0 ? ` scopes=${[...scopes].map(String).sort().join(',')}` : '';
  const prefix = typeof scheme['x-value-prefix'] === 'string' ? scheme['x-value-prefix'] : undefined;
  if (scheme.type === 'apiKey') {
    const place = String(scheme.in);
    const key = place === 'header' ? String(scheme.name).toLowerCase() : String(scheme.name);
    return {
      name,
      pointer,
      ...read,
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
    const named = typeof scheme.scheme === 'string' && scheme.scheme !== '';
    return {
      name,
      pointer,
      ...read,
      signature: `http ${String(scheme.scheme).toLowerCase()}${scopeText}`,
      header: 'Authorization',
      kind: `http ${String(scheme.scheme).toLowerCase()}`,
      anyCase: true,
      scopes: scopeText,
      ...(named ? { prefix: httpPrefix(String(scheme.scheme)), prefixAt: '/scheme', secret: '<credentials>' } : {}),
    };
  }
  return { name, pointer, ...read, signature: `${String(scheme.type)} ${name}${scopeText}` };
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

/** A request that carries every credential of `way` and nothing else; null when one of them cannot be made. */
function madeFor(way: SchemeUse[]): MadeRequest | null {
  const request: MadeRequest = { in: 'security', headers: {}, query: {}, certificate: false };
  return way.every((use) => carry(request, use.scheme)) ? request : null;
}

/** Whether some way of `ways` takes `request`, read as the Checker reads it. */
function acceptedBy(ways: SchemeUse[][], request: MadeRequest): boolean {
  const credentials = madeCredentials(request);
  return ways.some((way) => way.every((use) => use.accepts(credentials)));
}

/** OLD's way with its changed header sent as the witness says: the other credentials of that way too, nothing of the other ways. */
function witnessRequest(way: SchemeUse[], witness: Witness): MadeRequest {
  const request = madeFor(way) ?? { in: 'security', headers: {}, query: {}, certificate: false };
  request.headers[String(witness.name).toLowerCase()] = String(witness.value);
  return request;
}

/** A witness and the request it is sent in. */
const witnessed = (way: SchemeUse[], witness: Witness): { witness: Witness; request: MadeRequest } => ({ witness, request: witnessRequest(way, witness) });

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
        ...witnessed(way, {
          in: 'header',
          status: null,
          name: pair.have.header,
          value: `${spellingRefused(pair.have, pair.twin)}${pair.have.secret ?? '<API key>'}`,
        }),
      });
    } else if (pair && pair.have.header !== undefined && pair.twin.header !== undefined && pair.have.header.toLowerCase() !== pair.twin.header.toLowerCase()) {
      changes.push({
        rule: 'security-header-renamed',
        level: 'breaking',
        // An API key's header is its `name`.
        location: pair.twin.kind === 'apiKey' ? `${pair.twin.pointer}/name` : pair.twin.pointer,
        message: `${pair.twin.name}: the key moved from header ${pair.have.header} to ${pair.twin.header}`,
        ...witnessed(way, { in: 'header', status: null, name: pair.have.header, value: `${pair.have.prefix ?? ''}${pair.have.secret ?? '<API key>'}` }),
      });
    } else {
      const names = way.map((use) => use.name).join(' + ') || 'no authentication';
      // A lost way of one scheme has the request that carries it as witness, once NEW is seen to
      // refuse it: added scopes, which no request shows, are breaking without one.
      const request = way.length === 1 ? madeFor(way) : null;
      const shown = request !== null && way[0] !== undefined ? shownCredential(request, way[0].scheme) : null;
      const refused = request !== null && shown !== null && acceptedBy(before.ways, request) && !acceptedBy(after.ways, request);
      changes.push({
        rule: 'security-requirement-added',
        level: 'breaking',
        location,
        message: `requests authenticated with ${names} are no longer enough`,
        witness: refused ? shown : null,
        request: refused ? request : null,
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
        request: null,
      });
    }
  }
  return changes;
}
