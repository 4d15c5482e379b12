// A schema's alternatives, OLD against NEW. An `anyOf` accepts what one of its branches accepts, so
// its branches are a set. A `oneOf` accepts what exactly one branch accepts: a branch added refuses
// what another branch accepted too, a branch removed lets through what it and another accepted, and a
// repeated branch refuses all it accepts. So the keyword itself is compared, and under a `oneOf` a
// change of a branch may go either way: the witness search tells which.
import type { SchemaComparison } from './compare-schema.js';
import { disjointByType } from './json-types.js';
import { canonical, type Schema } from './normalize.js';
import { PROBES } from './probe-values.js';

type Keyword = 'anyOf' | 'oneOf';

/** What the comparison of alternatives needs of the schema comparison it is part of. */
export type AlternativesHost = Pick<SchemaComparison, 'add' | 'compare' | 'samples'>;

interface Alternatives {
  /** None: the schema is its own one branch (where `anyOf` and `oneOf` mean the same). */
  keyword: Keyword | undefined;
  /** A oneOf that two branches may both accept a value of: one of types no two share is an anyOf. */
  exclusive: boolean;
  branches: Schema[];
  /** Keywords left beside the branches, where normalize.ts could not move them into each. */
  beside: Schema;
}

/** A schema with both keywords is read as its `anyOf`, the `oneOf` being one of the keywords beside it. */
function alternativesOf(schema: Schema): Alternatives {
  const keyword: Keyword | undefined = Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : undefined;
  if (keyword === undefined) return { keyword, exclusive: false, branches: [schema], beside: {} };
  const beside = { ...schema };
  delete beside[keyword];
  const branches = schema[keyword] as Schema[];
  return { keyword, exclusive: keyword === 'oneOf' && !disjointByType(branches), branches, beside };
}

/** The branches of `from` that `to` does not have, repeated ones counted: `[A, A]` has one A more than `[A]`. */
function missing(from: readonly Schema[], to: readonly Schema[]): Schema[] {
  const left = new Map<string, number>();
  for (const branch of to) left.set(canonical(branch), (left.get(canonical(branch)) ?? 0) + 1);
  return from.filter((branch) => {
    const count = left.get(canonical(branch)) ?? 0;
    left.set(canonical(branch), count - 1);
    return count <= 0;
  });
}

export function compareAlternatives(host: AlternativesHost, o: Schema, n: Schema, path: (string | number)[]): void {
  const before = alternativesOf(o);
  const after = alternativesOf(n);
  if (canonical(before.beside) !== canonical(after.beside))
    host.add('schema-changed', 'both', path, 'the keywords beside anyOf/oneOf changed', o, n, () => [
      ...host.samples('old', o),
      ...host.samples('new', n),
      ...PROBES,
    ]);
  if (before.keyword !== undefined && after.keyword !== undefined && before.keyword !== after.keyword && before.exclusive !== after.exclusive) {
    const exclusive = after.exclusive;
    // A value that several branches accept is the one the keywords treat otherwise: drawn from each branch.
    host.add(
      exclusive ? 'alternatives-became-exclusive' : 'alternatives-became-inclusive',
      exclusive ? 'narrow' : 'widen',
      path,
      `${before.keyword} → ${after.keyword}: a value that more than one branch accepts is ${exclusive ? 'refused' : 'allowed'}`,
      o,
      n,
      () => [
        ...before.branches.flatMap((branch) => host.samples('old', branch)),
        ...after.branches.flatMap((branch) => host.samples('new', branch)),
        ...PROBES,
      ],
    );
  }
  const oneOf = before.exclusive || after.exclusive;
  const removed = missing(before.branches, after.branches);
  const added = missing(after.branches, before.branches);
  // The branches both versions have: under a oneOf, what a changed branch shares with them is refused.
  const kept = missing(after.branches, added);
  const ofKept = () => kept.flatMap((branch) => [...host.samples('old', branch), ...host.samples('new', branch)]);
  // A `{ $recursive }` branch is the same text in both versions whatever its schema became: compared apart.
  for (const branch of before.branches) {
    if (typeof branch.$recursive !== 'string') continue;
    const twin = after.branches.find((other) => other.$recursive === branch.$recursive);
    if (twin !== undefined) host.compare(branch, twin, path);
  }
  if (removed.length === 1 && added.length === 1) {
    host.compare(removed[0]!, added[0]!, path);
    // A branch narrowed also lets through what it and a kept branch accepted; one widened refuses what
    // it now shares with one. Told apart from the branch's own change by values of the kept branches.
    if (oneOf && kept.length > 0)
      host.add(
        'alternatives-overlap-changed',
        'both',
        path,
        'a oneOf branch changed: a value it and another branch accept is refused, one it no longer shares is allowed',
        removed[0]!,
        added[0]!,
        ofKept,
      );
    return;
  }
  const keyword = after.keyword ?? before.keyword ?? 'anyOf';
  const aBranch = `${keyword === 'anyOf' ? 'an' : 'a'} ${keyword} branch`;
  for (const branch of removed) {
    host.add(
      'alternative-removed',
      oneOf ? 'both' : 'narrow',
      path,
      oneOf ? 'a oneOf branch was removed: what only it accepted is refused, what it and another branch accepted is allowed' : `${aBranch} was removed`,
      branch,
      n,
      () => [...host.samples('old', branch), ...(oneOf ? ofKept() : [])],
      true,
    );
  }
  for (const branch of added) {
    host.add(
      'alternative-added',
      oneOf ? 'both' : 'widen',
      path,
      oneOf ? 'a oneOf branch was added: what only it accepts is allowed, what it and another branch accept is refused' : `${aBranch} was added`,
      o,
      branch,
      () => [...host.samples('new', branch), ...(oneOf ? ofKept() : [])],
    );
  }
}
