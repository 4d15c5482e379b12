// The servers an operation is called at, compared as the URLs clients send: OpenAPI lets an
// operation, its path item and the document each list them, the nearest list winning, and `/` when
// none does. A client built from OLD sends every request under one of OLD's server URLs, so a server
// whose base path moved (`https://a/v1` → `https://a/v2`, `{base_url}` → `{base_url}/v9`) breaks
// every call of the operation, as a renamed path would; a server dropped may be one a client is
// configured with, or a deployment the spec no longer lists: said for review.
import { jsonQuoted } from '../text/printable.js';
import type { Operation } from './operations.js';
import { escapeToken, isObject, type JsonObject } from './pointer.js';
import type { Level } from './report.js';

export interface ServerChange {
  rule: string;
  level: Level;
  /** In NEW's document, or in OLD's for what NEW no longer has. */
  in: 'old' | 'new';
  location: string;
  message: string;
}

interface Server {
  url: string;
  pointer: string;
  variables: JsonObject;
  /** What stands for the scheme and host: `https://a` (lower case), a leading variable `{base_url}`, or '' for a relative URL. */
  origin: string;
  /** The rest of the URL, each variable its default, without a trailing `/`. */
  basePath: string;
}

/** A leading `scheme://host[:port]`, or a variable standing for it. */
const ORIGIN = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#{}]*|\{[^{}]*\})/i;

function server(raw: JsonObject, pointer: string): Server {
  const url = typeof raw.url === 'string' ? raw.url : '/';
  const variables = isObject(raw.variables) ? raw.variables : {};
  const origin = ORIGIN.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length).replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const variable = variables[name];
    return isObject(variable) && typeof variable.default === 'string' ? variable.default : whole;
  });
  return { url, pointer, variables, origin: origin.startsWith('{') ? origin : origin.toLowerCase(), basePath: rest.replace(/\/+$/, '') };
}

/** The servers that apply to an operation, with where they are written: its own, its path item's, the document's, or OpenAPI's default `/`. */
export function serversOf(document: JsonObject, op: Operation): { list: Server[]; pointer: string } {
  const item = op.pointer.slice(0, op.pointer.lastIndexOf('/'));
  const places: [unknown, string][] = [
    [op.operation.servers, `${op.pointer}/servers`],
    [op.pathItem.servers, `${item}/servers`],
    [document.servers, '/servers'],
  ];
  for (const [list, pointer] of places) {
    if (!Array.isArray(list) || list.length === 0) continue;
    const servers = list.flatMap((raw, index) => (isObject(raw) ? [server(raw, `${pointer}/${index}`)] : []));
    return { list: servers, pointer };
  }
  return { list: [server({ url: '/' }, '/servers')], pointer: '/servers' };
}

const shown = (one: Server) => jsonQuoted(one.url);

/** What a variable of a server both versions list changed for the clients that use it: its default, or values of its `enum` dropped. */
function variableChanges(before: Server, after: Server): ServerChange[] {
  const changes: ServerChange[] = [];
  for (const [name, was] of Object.entries(before.variables)) {
    const now = after.variables[name];
    if (!isObject(was) || !isObject(now)) continue;
    const location = `${after.pointer}/variables/${escapeToken(name)}`;
    if (was.default !== now.default) {
      changes.push({
        rule: 'server-variable-default-changed',
        level: 'review',
        in: 'new',
        location: `${location}/default`,
        message: `server ${shown(after)}: variable ${name} default ${jsonQuoted(String(was.default))} → ${jsonQuoted(String(now.default))}: clients that leave it unset call another address`,
      });
    }
    const dropped = Array.isArray(was.enum) && Array.isArray(now.enum) ? was.enum.filter((value) => !(now.enum as unknown[]).includes(value)) : [];
    if (dropped.length > 0 || (!Array.isArray(was.enum) && Array.isArray(now.enum))) {
      changes.push({
        rule: 'server-variable-enum-narrowed',
        level: 'review',
        in: 'new',
        location: `${location}/enum`,
        message: `server ${shown(after)}: variable ${name} ${dropped.length > 0 ? `no longer allows ${dropped.map((value) => jsonQuoted(String(value))).join(', ')}` : 'now limited to an enum'}`,
      });
    }
  }
  return changes;
}

/**
 * OLD's servers of an operation against NEW's: the same URL as written is the same server (its
 * variables compared); else one of the same origin whose base path differs is that server moved;
 * what is left of OLD's is removed, what is left of NEW's added.
 */
export function compareServers(oldDocument: JsonObject, newDocument: JsonObject, o: Operation, n: Operation): ServerChange[] {
  const before = serversOf(oldDocument, o);
  const after = serversOf(newDocument, n);
  const changes: ServerChange[] = [];
  const unmatched = new Set(after.list);
  const left: Server[] = [];
  for (const was of before.list) {
    const same = after.list.find((now) => unmatched.has(now) && now.url === was.url);
    if (same === undefined) left.push(was);
    else {
      unmatched.delete(same);
      changes.push(...variableChanges(was, same));
    }
  }
  for (const was of left) {
    const moved = after.list.find((now) => unmatched.has(now) && now.origin === was.origin);
    if (moved !== undefined && moved.basePath !== was.basePath) {
      unmatched.delete(moved);
      changes.push({
        rule: 'server-base-path-changed',
        level: 'breaking',
        in: 'new',
        location: `${moved.pointer}/url`,
        message: `server ${shown(was)} → ${shown(moved)}: base path ${jsonQuoted(was.basePath || '/')} → ${jsonQuoted(moved.basePath || '/')}; requests built from OLD go to paths NEW does not serve`,
      });
      continue;
    }
    if (moved !== undefined) {
      // The same origin and base path, spelled otherwise (a trailing `/`, a variable's default written out).
      unmatched.delete(moved);
      continue;
    }
    changes.push({ rule: 'server-removed', level: 'review', in: 'old', location: was.pointer, message: `server ${shown(was)} removed` });
  }
  // An address OLD had already, spelled otherwise, is no server added.
  const known = new Set(before.list.map((was) => `${was.origin} ${was.basePath}`));
  for (const now of unmatched) {
    if (known.has(`${now.origin} ${now.basePath}`)) continue;
    changes.push({ rule: 'server-added', level: 'non-breaking', in: 'new', location: now.pointer, message: `server ${shown(now)} added` });
  }
  return changes;
}
