// A spec read for `diff`: a YAML or JSON bundle, or the root of a multi-file spec whose external
// `$ref`s are gathered into one document (each file's part once, under /components/bundled/), with a
// map back from every pointer of the result to its file and line.
import { dirname, relative, resolve } from 'node:path';
import { type CST, LineCounter, Parser, parseDocument, type Document as YamlDocument } from 'yaml';
import { STDIN, STDIN_NAME } from '../files/stdin-name.js';
import { checkOptionNames } from '../http/option-names.js';
import { jsonQuoted, printable } from '../text/printable.js';
import { isReference, readingAt, referenceEntries } from './data-keywords.js';
import { depthProblem, MAX_SPEC_DEPTH, openingPast, tooDeep } from './depth.js';
import { duplicateKeyOffset } from './json-keys.js';
import { READ_SPEC_OPTIONS } from './option-names.js';
import { at, escapeToken, isObject, type JsonObject, refPointer, tokensOf } from './pointer.js';
import { inScope, RefRootError, type RefScope, refScope } from './ref-scope.js';
import { schemaProblem } from './schema-problem.js';
import { readFailure, readRefText, readText, SpecError } from './spec-files.js';
import { structureProblem } from './structure.js';
import { yamlComplaint } from './yaml-complaint.js';
import { lineOf, sourceOf } from './yaml-lines.js';

export { MAX_SPEC_BYTES, REF_READ_MS, SpecError } from './spec-files.js';

interface ParsedFile {
  path: string;
  value: unknown;
  /** The YAML node tree with its ranges, for line numbers: parsed on first use for a JSON file. */
  tree(): { yaml: YamlDocument; lines: LineCounter };
}

export interface LoadedSpec {
  /** As the user named it (a path, '<stdin>', 'package'). */
  name: string;
  document: JsonObject;
  /** The file and 1-based line of a pointer of `document`, when the spec was read from text. */
  place(pointer: string): { file: string; line: number } | undefined;
}

const TOO_DEEP = `nested deeper than ${MAX_SPEC_DEPTH} levels`;
/** The parsers' own recursion, out of stack: the text nests too deep. */
const outOfStack = (error: unknown) => error instanceof RangeError || (error instanceof Error && /Maximum call stack size exceeded/.test(error.message));

/**
 * The line and column where YAML text nests past `bound` levels of collections: the key that names the
 * first collection too deep (or the collection, in a sequence), from YAML's token tree, which its
 * parser builds without recursion and this walks with its own stack; undefined when none is. For a
 * text the YAML composer runs out of stack on, which would say where it ran out, not where the bound
 * was crossed.
 */
function yamlPastBound(text: string, bound: number): { line: number; column: number } | undefined {
  const stack: { token: CST.Token; level: number; at: number }[] = [];
  for (const token of new Parser().parse(text))
    if (token.type === 'document' && token.value) stack.push({ token: token.value, level: 0, at: token.value.offset });
  stack.reverse();
  while (stack.length > 0) {
    const { token, level, at } = stack.pop()!;
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection') continue;
    if (level + 1 > bound) {
      const before = text.slice(0, at);
      return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
    }
    const items: CST.CollectionItem[] = token.items;
    for (let index = items.length - 1; index >= 0; index -= 1) {
      const { key, value } = items[index]!;
      if (value) stack.push({ token: value, level: level + 1, at: key ? key.offset : value.offset });
      if (key) stack.push({ token: key, level: level + 1, at: key.offset });
    }
  }
  return undefined;
}

function parseYaml(path: string, text: string): { yaml: YamlDocument; lines: LineCounter } {
  const lines = new LineCounter();
  // Merge keys (`<<: *base`) are resolved, as Redocly, js-yaml and PyYAML resolve them.
  const yaml = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false, merge: true });
  const error = yaml.errors[0];
  if (error) {
    if (outOfStack(error)) {
      // Where the nesting crosses the bound, not where the parser ran out of stack.
      const past = yamlPastBound(text, MAX_SPEC_DEPTH);
      const at = past ?? { line: lines.linePos(error.pos[0]).line, column: lines.linePos(error.pos[0]).col };
      throw new SpecError(path, TOO_DEEP, at.line, at.column);
    }
    const at = lines.linePos(error.pos[0]);
    throw new SpecError(path, `not YAML or JSON: ${yamlComplaint(error)}`, at.line, at.col);
  }
  return { yaml, lines };
}

function parseText(path: string, raw: string): ParsedFile {
  const text = raw.replace(/^\uFEFF/, '');
  let tree: { yaml: YamlDocument; lines: LineCounter } | undefined;
  const treeOf = () => {
    tree ??= parseYaml(path, text);
    return tree;
  };
  // JSON (a bundle) is read by JSON.parse, many times faster than a YAML parser; its lines only when asked.
  if (/^\s*[{[]/.test(text)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      // Not strict JSON (a comment, a trailing comma): YAML reads it, or says where it fails.
    }
    if (value !== undefined) {
      // The rule YAML's parser keeps, and its words: a key twice in one object is refused, not read as the last one.
      const duplicate = duplicateKeyOffset(text);
      if (duplicate !== undefined) {
        const before = text.slice(0, duplicate);
        throw new SpecError(path, 'not YAML or JSON: Map keys must be unique', before.split('\n').length, duplicate - before.lastIndexOf('\n'));
      }
      // Bounded before anything recurses into it; its place found in the text, which YAML may be unable to parse.
      if (tooDeep(value, MAX_SPEC_DEPTH) !== undefined) {
        const offset = Math.max(0, openingPast(text, MAX_SPEC_DEPTH));
        const before = text.slice(0, offset);
        const line = before.split('\n').length;
        throw new SpecError(path, TOO_DEEP, line, offset - before.lastIndexOf('\n'));
      }
      return { path, value, tree: treeOf };
    }
  }
  const { yaml } = treeOf();
  let value: unknown;
  try {
    value = yaml.toJS({ maxAliasCount: 1000 });
  } catch (cause) {
    if (outOfStack(cause)) {
      const past = yamlPastBound(text, MAX_SPEC_DEPTH);
      throw new SpecError(path, TOO_DEEP, past?.line, past?.column);
    }
    throw new SpecError(path, `cannot be read: ${yamlComplaint(cause)}`);
  }
  const parsed: ParsedFile = { path, value, tree: treeOf };
  const deep = tooDeep(value, MAX_SPEC_DEPTH);
  if (deep !== undefined) throw new SpecError(path, TOO_DEEP, lineOf(parsed, deep));
  return parsed;
}

export interface ReadSpecOptions {
  /** Text of standard input, for the name '-'. */
  stdin?: () => Promise<string>;
  /** The spec the package ships, for the name 'package'. */
  packageSpec?: string;
  /**
   * Folders, besides the root file's own (the working folder for '-'), whose files the spec's
   * external `$ref`s may name (diff's --ref-root). A `$ref` to a file outside them all is refused.
   */
  refRoots?: readonly string[];
}

/** Why a `$ref` (as written) to a file outside `scope` is refused. */
const outside = (written: string, scope: RefScope): string =>
  `$ref ${written}: outside the folder${scope.real.length === 1 ? '' : 's'} its $refs may name files in (${scope.real
    .map((folder) => printable(shown(folder) || '.'))
    .join(', ')}; --ref-root adds one)`;

/** Reads a spec and every file its `$ref`s name, into one document with local `$ref`s only. */
export async function readSpec(source: string, options: ReadSpecOptions = {}): Promise<LoadedSpec> {
  checkOptionNames(options, READ_SPEC_OPTIONS);
  const files = new Map<string, ParsedFile>();
  let rootPath: string;
  let rootName = source;
  if (source === STDIN) {
    if (!options.stdin) throw new SpecError(STDIN_NAME, 'standard input is not available');
    rootName = STDIN_NAME;
    rootPath = resolve(STDIN_NAME);
    files.set(rootPath, parseText(STDIN_NAME, await options.stdin()));
  } else {
    if (source === 'package') {
      if (!options.packageSpec) throw new SpecError('package', 'the package spec is not available');
      rootPath = options.packageSpec;
    } else rootPath = resolve(source);
    // The package's spec is named as any other file, relative to the working folder when inside it.
    // A name that is no file may have meant the package's own spec (review 28b: `diff pkg next.yaml`).
    const text = await readText(rootPath).catch((error: unknown) => {
      if (!(error instanceof SpecError) || error.reason !== 'no such file' || source === 'package') throw error;
      throw new SpecError(error.file, `${error.reason} (the word package names the spec this package ships)`);
    });
    files.set(rootPath, parseText(source === 'package' ? shown(rootPath) : source, text));
  }
  let scope: RefScope;
  try {
    scope = await refScope(dirname(rootPath), options.refRoots);
  } catch (error) {
    if (error instanceof RefRootError) throw new SpecError(error.folder, `${error.reason} (named as a folder $refs may reach)`);
    throw error;
  }
  const root = files.get(rootPath)!;
  if (!isObject(root.value)) throw new SpecError(root.path, 'not an OpenAPI document (an object was expected)', 1, 1);
  const version = root.value.openapi;
  if (typeof version !== 'string' || !/^3\.\d+/.test(version)) {
    // As written: `openapi: 2.0` is read by YAML as the number 2, which is not what the file says.
    const written = typeof version === 'number' ? sourceOf(root, '/openapi') : undefined;
    // Swagger 2.0 names itself by `swagger:`, not `openapi:` (review 27d F7: "openapi: null" said nothing).
    const { swagger } = root.value;
    if (version === undefined && (swagger === '2.0' || swagger === 2))
      throw new SpecError(
        root.path,
        'a Swagger 2.0 (OpenAPI 2) document: diff compares OpenAPI 3.x; convert it first (swagger2openapi)',
        lineOf(root, '/swagger') ?? 1,
      );
    // A file with no `openapi` at all (a package.json given by mistake: review 28b) is said so, not `openapi: null`.
    const what = version === undefined ? 'it has no openapi field' : `openapi: ${written ?? jsonQuoted(version)}`;
    throw new SpecError(root.path, `not an OpenAPI 3.x document (${what})`, lineOf(root, '/openapi') ?? 1);
  }
  const document = structuredClone(root.value) as JsonObject;
  const bundled: Record<string, unknown> = {};
  /** Pointer prefixes of the result and where they came from. */
  const origins: { prefix: string; file: ParsedFile; pointer: string }[] = [{ prefix: '', file: root, pointer: '' }];
  const keys = new Map<string, string>();
  /** The pointers local `$ref`s of the root name (a Set: those added while it is walked are walked too). */
  const localTargets = new Set<string>();

  // A file a $ref names is read only inside the scope, only if it is a regular file, bounded in size and time.
  const load = async (path: string, from: ParsedFile, at: string, written: string): Promise<ParsedFile> => {
    const known = files.get(path);
    if (known) return known;
    let text: string | undefined;
    try {
      const real = await inScope(path, scope);
      if (real !== undefined) text = await readRefText(real);
    } catch (error) {
      throw new SpecError(from.path, `$ref to ${shown(path)}: ${readFailure(error)}`, lineOf(from, at));
    }
    if (text === undefined) throw new SpecError(from.path, outside(written, scope), lineOf(from, at));
    const parsed = parseText(shown(path), text);
    files.set(path, parsed);
    return parsed;
  };

  // Rewrites the refs of `node` (which lives in `file`) to local ones, hoisting external targets.
  // `names`: the node's keys are names, not keywords (data-keywords.ts); data is left as it is.
  const rewrite = async (node: unknown, file: ParsedFile, filePointer: string, names = false): Promise<void> => {
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index += 1) await rewrite(node[index], file, `${filePointer}/${index}`);
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value, namesBelow] of referenceEntries(node, names)) {
      if (isReference(key, value, names) && typeof value === 'string') {
        const written = printable(value);
        const [target = '', fragment = ''] = value.split('#', 2) as [string, string?];
        if (target === '' && file === root) {
          const pointer = refPointer(`#${fragment}`);
          if (pointer === undefined || !hasPointer(root.value, pointer))
            throw new SpecError(file.path, `unresolvable $ref ${written}`, lineOf(file, `${filePointer}/$ref`));
          localTargets.add(pointer);
          continue;
        }
        if (/^[a-z][a-z0-9+.-]*:/i.test(target))
          throw new SpecError(file.path, `$ref ${written}: only files are followed, not URLs`, lineOf(file, `${filePointer}/$ref`));
        let decoded = target;
        try {
          decoded = decodeURI(target);
        } catch {
          throw new SpecError(file.path, `unresolvable $ref ${written}: its path is not valid percent-encoding`, lineOf(file, `${filePointer}/$ref`));
        }
        const path =
          target === ''
            ? file === root
              ? rootPath
              : resolve(dirname(rootPath), file.path)
            : resolve(dirname(file === root ? rootPath : resolve(file.path)), decoded);
        const parsed = target === '' ? file : await load(path, file, `${filePointer}/$ref`, written);
        const pointer = refPointer(`#${fragment}`) ?? '';
        if (!hasPointer(parsed.value, pointer))
          throw new SpecError(file.path, `unresolvable $ref ${written}: nothing at #${pointer} in ${parsed.path}`, lineOf(file, `${filePointer}/$ref`));
        const id = `${path}#${pointer}`;
        let name = keys.get(id);
        if (name === undefined) {
          name = `${relative(dirname(rootPath), path)}${pointer === '' ? '' : `#${pointer}`}`.replaceAll('\\', '/');
          keys.set(id, name);
          const copy = structuredClone(valueAt(parsed.value, pointer));
          bundled[name] = copy;
          const prefix = `/components/bundled/${escapeToken(name)}`;
          origins.push({ prefix, file: parsed, pointer });
          await rewrite(copy, parsed, pointer);
        }
        node.$ref = `#/components/bundled/${escapeToken(name)}`;
      } else await rewrite(value, file, `${filePointer}/${escapeToken(key)}`, namesBelow);
    }
  };
  await rewrite(document, root, '');
  // What a local $ref names is read as keywords: where the walk above read it as data (a schema kept
  // under an extension), its own $refs are bundled now, as those of any schema.
  for (const pointer of localTargets) if (readingAt(root.value, tokensOf(pointer)) !== 'keywords') await rewrite(at(document, pointer), root, pointer);
  if (Object.keys(bundled).length > 0) {
    const components = isObject(document.components) ? document.components : {};
    document.components = { ...components, bundled: bundled as JsonObject };
  }
  /** The file a pointer of the document comes from, and its pointer there. */
  const originOf = (pointer: string) => {
    let best = origins[0]!;
    for (const origin of origins)
      if ((pointer === origin.prefix || pointer.startsWith(`${origin.prefix}/`)) && origin.prefix.length > best.prefix.length) best = origin;
    return { file: best.file, pointer: `${best.pointer}${pointer.slice(best.prefix.length)}` };
  };
  const place = (pointer: string) => {
    const origin = originOf(pointer);
    const line = lineOf(origin.file, origin.pointer);
    return line === undefined ? undefined : { file: origin.file.path, line };
  };
  const cycle = refCycle(document);
  if (cycle !== undefined) {
    const at = place(`${cycle[0]}/$ref`);
    throw new SpecError(
      at?.file ?? root.path,
      `unresolvable $ref: ${cycle.map((pointer) => `#${pointer}`).join(' → ')} leads back to itself and defines nothing`,
      at?.line,
    );
  }
  // Each file is bounded as written; the document they make is bounded as written too, and, with a
  // larger bound, once its references are followed (depth.ts says why those bounds).
  const deep = depthProblem(document);
  if (deep !== undefined) {
    const at = place(deep.pointer);
    throw new SpecError(at?.file ?? root.path, deep.followed ? `nested deeper than ${deep.bound} levels once its $refs are followed` : TOO_DEEP, at?.line);
  }
  // What the differ reads of it has the structure OpenAPI gives it: nothing is read as absent.
  const schemas: string[] = [];
  // A display-only field (a title, a version, an operationId, a tag) written as a number or a boolean is
  // read as the text it is written as: `version: 1.0` is "1.0", not the number 1.
  const departure = structureProblem(document, schemas, (pointer, value) => {
    const origin = originOf(pointer);
    return sourceOf(origin.file, origin.pointer) ?? (value === null ? '' : String(value));
  });
  if (departure !== undefined) {
    const at = place(departure.pointer);
    throw new SpecError(at?.file ?? root.path, `not an OpenAPI 3.x document: #${departure.pointer} ${departure.problem}`, at?.line);
  }
  // Every schema as Ajv would compile it, whether or not a witness needs it.
  const invalid = schemaProblem(document, schemas);
  if (invalid !== undefined) {
    const at = place(invalid.pointer);
    throw new SpecError(at?.file ?? root.path, `invalid schema: #${invalid.pointer}: ${invalid.problem}`, at?.line);
  }
  return { name: rootName, document, place };
}

/**
 * A chain of `$ref`s, each node only a reference on to the next, that comes back to where it
 * started: it names no schema (Ajv recurses without end on it), so the version defines nothing
 * there. Its pointers, or undefined when there is none. Refs are all local by now.
 */
function refCycle(document: JsonObject): string[] | undefined {
  const settled = new Set<string>();
  const follow = (start: string): string[] | undefined => {
    const chain: string[] = [];
    let pointer = start;
    for (;;) {
      if (settled.has(pointer)) return undefined;
      const index = chain.indexOf(pointer);
      if (index !== -1) return [...chain.slice(index), pointer];
      const node = valueAt(document, pointer);
      if (!isObject(node) || typeof node.$ref !== 'string') return undefined;
      const next = refPointer(node.$ref);
      if (next === undefined) return undefined;
      chain.push(pointer);
      pointer = next;
    }
  };
  const walk = (node: unknown, pointer: string, depth: number, names = false): string[] | undefined => {
    if (depth > 256) return undefined;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index += 1) {
        const found = walk(node[index], `${pointer}/${index}`, depth + 1);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    if (!isObject(node)) return undefined;
    if (isReference('$ref', node.$ref, names)) {
      const found = follow(pointer);
      if (found !== undefined) return found;
      settled.add(pointer);
    }
    for (const [key, value, namesBelow] of referenceEntries(node, names)) {
      const found = walk(value, `${pointer}/${escapeToken(key)}`, depth + 1, namesBelow);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(document, '', 0);
}

/** A path as messages show it: relative to the working folder when inside it. */
function shown(path: string): string {
  const near = relative(process.cwd(), path);
  return near.startsWith('..') ? path : near;
}

function valueAt(value: unknown, pointer: string): unknown {
  let node = value;
  for (const token of tokensOf(pointer)) node = Array.isArray(node) ? node[Number(token)] : isObject(node) ? node[token] : undefined;
  return node;
}

const hasPointer = (value: unknown, pointer: string): boolean => valueAt(value, pointer) !== undefined;
