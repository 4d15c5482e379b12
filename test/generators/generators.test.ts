// The bundle through the generators that users in other repos already run: @hey-api/openapi-ts
// (fetch client and zod) and orval (fetch client, and zod). Generated once for the file, into a
// temporary folder. Each output must pass strict tsc, its zod module must load, and its zod schemas
// must give the verdicts of our own validators on every example and on the conformance cases.
import { copyFileSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';
import generateWithOrval from 'orval';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledValidator, OperationModule } from '../../generated/validators/index.cjs';
import { conformanceCases } from '../contract/cases.js';
import { loadBundle, repoRoot } from '../helpers/bundle.js';
import { collectExamples } from '../helpers/examples.js';
import { operationEntry, operations } from '../helpers/operations.js';
import { typecheckFiles } from '../helpers/typecheck.js';

const require = createRequire(import.meta.url);
// Every operation's body and response validators (one module per operation, generated/validators/).
const { load } = require('../../generated/validators/index.cjs') as { load: Record<string, () => OperationModule> };
const ourValidators = Object.assign({}, ...Object.values(load).map((loadOne) => loadOne().errors())) as Record<string, CompiledValidator>;

interface ZodLike {
  safeParse(value: unknown): { success: boolean; error?: unknown };
}
type ZodModule = Record<string, unknown>;

const pascal = (operationId: string) => operationId[0]!.toUpperCase() + operationId.slice(1);

interface Generator {
  name: string;
  version: string;
  folder: string;
  zodFile: string;
  /** The export that holds the zod schema of an operation's request body or success response. */
  bodyExport(operationId: string): string;
  responseExport(operationId: string): string;
  /**
   * What the generator is known not to express, as a test of one disagreement. Each must be seen at
   * least once, so that an upgrade that fixes it makes this test say so.
   */
  knownGap?: { reason: string; covers(disagreement: Disagreement): boolean };
}

interface Disagreement {
  title: string;
  ours: boolean;
  theirs: boolean;
}

const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

const work = mkdtempSync(join(tmpdir(), 'nac-generators-'));
const generators: Generator[] = [
  {
    name: '@hey-api/openapi-ts',
    version: version('@hey-api/openapi-ts'),
    folder: join(work, 'hey-api'),
    zodFile: join(work, 'hey-api', 'zod.gen.ts'),
    // The operation's body is named after it; when a request-body component has that name, hey-api
    // gives the operation's copy a suffix and the component keeps the name: the same schema either way.
    bodyExport: (operationId) => `z${pascal(operationId)}Body`,
    responseExport: (operationId) => `z${pascal(operationId)}Response`,
  },
  {
    name: 'orval',
    version: version('orval'),
    folder: join(work, 'orval'),
    zodFile: join(work, 'orval', 'zod.ts'),
    bodyExport: (operationId) => `${pascal(operationId)}Body`,
    responseExport: (operationId) => `${pascal(operationId)}Response`,
    knownGap: {
      // orval-labs/orval#2332: a schema that refers to itself (Step.variants) becomes zod.unknown().
      reason: 'orval writes the recursive Step.variants as an array of anything',
      covers: ({ title, ours, theirs }) => /\.variants\[\d+\]/.test(title) && !ours && theirs,
    },
  },
];

const timings: Record<string, number> = {};
const knownGapCases: Record<string, number> = {};
const zodModules = new Map<string, ZodModule>();
const loadErrors = new Map<string, string>();
let tscDiagnostics = '';

async function timed(label: string, step: () => Promise<unknown> | unknown) {
  const start = performance.now();
  await step();
  timings[label] = Math.round(performance.now() - start);
}

beforeAll(async () => {
  const input = join(work, 'openapi.json');
  copyFileSync(join(repoRoot, 'generated', 'openapi.json'), input);
  // The generated code imports zod (and nothing else outside itself): resolve it from the project.
  symlinkSync(join(repoRoot, 'node_modules'), join(work, 'node_modules'), 'dir');
  await timed('@hey-api/openapi-ts', () =>
    createClient({
      input,
      output: generators[0]!.folder,
      // The SDK validates what it sends and receives with the zod schemas, so tsc checks them in use too.
      plugins: ['@hey-api/typescript', { name: '@hey-api/sdk', validator: true }, '@hey-api/client-fetch', 'zod'],
      logs: { level: 'silent' },
    }),
  );
  await timed('orval', async () => {
    const options = { logLevel: 'error', throwOnError: true } as const;
    await generateWithOrval({ input: { target: input }, output: { target: join(work, 'orval', 'client.ts'), client: 'fetch', mode: 'single' } }, work, options);
    await generateWithOrval({ input: { target: input }, output: { target: join(work, 'orval', 'zod.ts'), client: 'zod', mode: 'single' } }, work, options);
  });
  // One strict tsc run over both outputs; its diagnostics are split per generator below.
  const files = generators.flatMap(({ folder }) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(folder, file)),
  );
  await timed('tsc', () => {
    const flags = ['--strict', '--noUncheckedIndexedAccess', '--isolatedModules', '--noEmit', '--skipLibCheck'];
    const target = ['--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--lib', 'es2022,dom,dom.iterable'];
    // tsc in this process (test/helpers/typecheck.ts), run from the work folder.
    tscDiagnostics = typecheckFiles([...flags, ...target, ...files], work).output;
  });
  await timed('import zod modules', async () => {
    for (const generator of generators) {
      try {
        zodModules.set(generator.name, (await import(pathToFileURL(generator.zodFile).href)) as ZodModule);
      } catch (error) {
        loadErrors.set(generator.name, String(error));
      }
    }
  });
}, 180_000);

afterAll(() => {
  const accepted = cases.filter((c) => c.valid).length;
  console.log(
    `generators: ${generators.map((g) => `${g.name} ${g.version}`).join(', ')}; ${examples.length} examples, ${accepted} accepted and ${cases.length - accepted} rejected cases; cases in a known gap: ${JSON.stringify(knownGapCases)}; ms per step: ${JSON.stringify(timings)}`,
  );
  rmSync(work, { recursive: true, force: true });
});

/** Our precompiled validator for an operation's body or its documented success response. */
function ourValidatorFor(operationId: string, part: 'body' | 'response'): CompiledValidator {
  const entry = operationEntry(operationId);
  const name = part === 'body' ? entry.validators.body : entry.validators.responses[entry.successStatus];
  if (!name) throw new Error(`${operationId} has no ${part} validator`);
  return ourValidators[name]!;
}

function zodFor(generator: Generator, operationId: string, part: 'body' | 'response'): ZodLike {
  const module = zodModules.get(generator.name);
  if (!module) throw new Error(`${generator.name}'s zod module did not load: ${loadErrors.get(generator.name)}`);
  const name = part === 'body' ? generator.bodyExport(operationId) : generator.responseExport(operationId);
  const schema = module[name] as ZodLike | undefined;
  if (typeof schema?.safeParse !== 'function') throw new Error(`${generator.name} exports no zod schema ${name}`);
  return schema;
}

interface Instance {
  title: string;
  operationId: string;
  part: 'body' | 'response';
  value: unknown;
}

const bundle = loadBundle();
const examples: Instance[] = collectExamples(bundle).map((example) => ({
  title: `${example.operationId} ${example.where}: ${example.name}`,
  operationId: example.operationId,
  part: example.where === 'request' ? 'body' : 'response',
  value: example.value,
}));

// Every body and success-response case the seed gives; parameters are left out, since our validators
// coerce them from the text of a URL or header, which a zod schema of the typed value does not do.
const cases: (Instance & { valid: boolean })[] = conformanceCases()
  .filter((conformanceCase) => conformanceCase.target.part === 'body' || conformanceCase.target.part === 'response')
  .map((conformanceCase) => ({
    title: conformanceCase.title,
    operationId: conformanceCase.operationId,
    part: conformanceCase.target.part as 'body' | 'response',
    value: conformanceCase.instance,
    valid: conformanceCase.valid,
  }));

/** Each instance on which a generator's zod schema and our validator give different verdicts. */
function disagreements(generator: Generator, instances: Instance[]): Disagreement[] {
  return instances.flatMap((instance) => {
    const ours = ourValidatorFor(instance.operationId, instance.part)(structuredClone(instance.value));
    const theirs = zodFor(generator, instance.operationId, instance.part).safeParse(structuredClone(instance.value)).success;
    return ours === theirs ? [] : [{ title: instance.title, ours, theirs }];
  });
}

const describeDisagreement =
  (generator: Generator) =>
  ({ title, ours, theirs }: Disagreement) =>
    `${title}: ours ${ours ? 'accepts' : 'rejects'}, ${generator.name}'s zod ${theirs ? 'accepts' : 'rejects'}`;

describe.each(generators)('$name $version', (generator) => {
  it('generates a client that passes strict tsc', () => {
    const own = tscDiagnostics.split('\n').filter((line) => line.startsWith(relative(work, generator.folder)));
    expect(own).toEqual([]);
    expect(readdirSync(generator.folder).length).toBeGreaterThan(0);
  });

  it('generates a zod module that loads', () => {
    expect(loadErrors.get(generator.name)).toBeUndefined();
    expect(Object.keys(zodModules.get(generator.name) ?? {}).length).toBeGreaterThan(50);
  });

  it('has a zod schema for every request body and success response', () => {
    const missing: string[] = [];
    for (const entry of operations) {
      const parts = [
        ...(entry.requestBody ? (['body'] as const) : []),
        ...(entry.responses[entry.successStatus]?.schemaPointer ? (['response'] as const) : []),
      ];
      for (const part of parts) {
        try {
          zodFor(generator, entry.operationId, part);
        } catch (error) {
          missing.push(String(error));
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('accepts every body and response example, as our validators do', () => {
    expect(examples.length).toBeGreaterThan(30);
    expect(disagreements(generator, examples).map(describeDisagreement(generator))).toEqual([]);
  });

  it('gives our verdicts on the conformance cases, accepted and rejected', () => {
    expect(cases.filter((c) => c.valid).length).toBeGreaterThan(100);
    expect(cases.filter((c) => !c.valid).length).toBeGreaterThan(100);
    const found = disagreements(generator, cases);
    const known = found.filter((disagreement) => generator.knownGap?.covers(disagreement) === true);
    expect(found.filter((disagreement) => !known.includes(disagreement)).map(describeDisagreement(generator))).toEqual([]);
    knownGapCases[generator.name] = known.length;
    if (generator.knownGap) expect(known.length, `no case shows the known gap any more (${generator.knownGap.reason}): remove it`).toBeGreaterThan(0);
  });
});
