// The router answers a path that is a parameterless template with one lookup: it must give what
// trying every template in order gives (most literal segments first, then the table's order), for
// every template, filled or not, with and without its trailing slash, and for every method.
import { describe, expect, it } from 'vitest';
import { allOperations, operationAt } from '../../src/validator/catalog.js';
import { route } from '../../src/validator/router.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** The reference: each operation's matcher in turn, in the router's documented order. */
function reference(method: string, path: string) {
  const ordered = [...allOperations()].sort((a, b) => b.entry.literalSegments - a.entry.literalSegments);
  const allowed = new Set<string>();
  for (const operation of ordered) {
    if (!new RegExp(operation.entry.matcher).test(path)) continue;
    if (operation.method === method) return { kind: 'match', operationId: operation.operationId };
    allowed.add(operation.method);
  }
  return allowed.size === 0 ? { kind: 'none' } : { kind: 'method', allowed: [...allowed].sort() };
}

function answer(method: string, path: string) {
  const found = route(method, path);
  if (found.kind === 'match') return { kind: 'match', operationId: operationAt(found.operation).operationId };
  if (found.kind === 'method') return { kind: 'method', allowed: [...found.allowed].sort() };
  return { kind: 'none' };
}

describe('the router', () => {
  it('agrees with trying every template in order, on every template and method', () => {
    const paths = new Set<string>();
    for (const { template } of allOperations()) {
      for (const filled of [template, template.replace(/\{[^}]+\}/g, 'x'), template.replace(/\{[^}]+\}/g, 'active')]) {
        paths.add(filled);
        paths.add(`${filled}/`);
        paths.add(`${filled}//`);
      }
    }
    let literal = 0;
    for (const path of paths) {
      if (!path.includes('{') && allOperations().some((operation) => operation.template === path)) literal += 1;
      for (const method of METHODS) expect(answer(method, path), `${method} ${path}`).toEqual(reference(method, path));
    }
    // The shortcut was taken: parameterless templates are among the paths.
    expect(literal).toBeGreaterThan(0);
  });
});
