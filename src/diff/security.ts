// The security an operation requires, compared as what a request must carry: every OLD way of
// authenticating must still satisfy some NEW requirement. The scheme's `x-value-prefix` (the
// `ApiKey ` before the key) is part of what the request carries, so a changed prefix is a break.
import { deref, escapeToken, isObject, type JsonObject } from './pointer.js';
import type { Level, Witness } from './report.js';

interface SchemeUse {
  name: string;
  pointer: string;
  /** What a request must carry for it: kind, place, name and prefix. */
  signature: string;
  header?: string;
  prefix?: string;
}

export interface SecurityChange {
  rule: string;
  level: Level;
  location: string;
  message: string;
  witness: Witness | null;
}

function schemeUse(document: JsonObject, name: string, scopes: unknown): SchemeUse {
  const pointer = `/components/securitySchemes/${escapeToken(name)}`;
  const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? document.components.securitySchemes : {};
  const scheme = deref(document, schemes[name], pointer).node;
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
    };
  }
  if (scheme.type === 'http') return { name, pointer, signature: `http ${String(scheme.scheme).toLowerCase()}${scopeText}`, header: 'Authorization' };
  return { name, pointer, signature: `${String(scheme.type)} ${name}${scopeText}` };
}

/** Each way of satisfying the operation's security: a list of schemes, all needed (empty: none). */
function alternatives(document: JsonObject, operation: JsonObject): { pointer: string; ways: SchemeUse[][] } {
  const own = Array.isArray(operation.security);
  const list = own ? operation.security : document.security;
  if (!Array.isArray(list)) return { pointer: '/security', ways: [[]] };
  const ways = list.filter(isObject).map((requirement) => Object.entries(requirement).map(([name, scopes]) => schemeUse(document, name, scopes)));
  return { pointer: own ? '' : '/security', ways: ways.length === 0 ? [[]] : ways };
}

export function compareSecurity(
  oldDocument: JsonObject,
  newDocument: JsonObject,
  o: { operation: JsonObject },
  n: { operation: JsonObject; pointer: string },
): SecurityChange[] {
  const before = alternatives(oldDocument, o.operation);
  const after = alternatives(newDocument, n.operation);
  const location = after.pointer === '' ? `${n.pointer}/security` : after.pointer;
  const changes: SecurityChange[] = [];
  const satisfied = (way: SchemeUse[], by: SchemeUse[]) => by.every((need) => way.some((have) => have.signature === need.signature));
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
      pair.have.prefix !== pair.twin.prefix
    ) {
      changes.push({
        rule: 'security-value-prefix-changed',
        level: 'breaking',
        location: `${pair.twin.pointer}/x-value-prefix`,
        message: `${pair.twin.name}: the ${pair.twin.header} value prefix changed from ${JSON.stringify(pair.have.prefix ?? '')} to ${JSON.stringify(pair.twin.prefix ?? '')}`,
        witness: { in: 'header', status: null, name: pair.have.header, value: `${pair.have.prefix ?? ''}<API key>` },
      });
    } else if (pair && pair.have.header !== undefined && pair.twin.header !== undefined && pair.have.header.toLowerCase() !== pair.twin.header.toLowerCase()) {
      changes.push({
        rule: 'security-header-renamed',
        level: 'breaking',
        location: pair.twin.pointer,
        message: `${pair.twin.name}: the key moved from header ${pair.have.header} to ${pair.twin.header}`,
        witness: { in: 'header', status: null, name: pair.have.header, value: `${pair.have.prefix ?? ''}<API key>` },
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
