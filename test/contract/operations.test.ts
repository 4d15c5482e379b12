// The operation table of the bundle against the seed's section 4: which operations exist and how
// each is addressed, tagged, secured, answered and parameterised.
import { describe, expect, it } from 'vitest';
import { loadBundle } from '../helpers/bundle.js';
import { operations } from './seed.js';
import type { SeedType } from './seed-model.js';
import { findOperation, follow, listOperations, mergedParameters } from './targets.js';

const bundle = loadBundle();

type Node = Record<string, unknown>;

/** The facts of a parameter schema the seed states; absent ones are left out so extras show up. */
interface ParameterFacts {
  name: string;
  in: string;
  required: boolean;
  type: string | undefined;
  enum?: readonly unknown[];
  maximum?: number;
}

function seedSchemaFacts(type: SeedType): Pick<ParameterFacts, 'type' | 'enum' | 'maximum'> {
  switch (type.kind) {
    case 'string':
    case 'boolean':
      return { type: type.kind };
    case 'number':
      return type.maximum === undefined ? { type: 'number' } : { type: 'number', maximum: type.maximum };
    case 'enum':
      return { type: 'string', enum: type.values };
    default:
      throw new Error(`the seed has no ${type.kind} parameter`);
  }
}

function specSchemaFacts(schemaPointer: string): Pick<ParameterFacts, 'type' | 'enum' | 'maximum'> {
  const { node } = follow(bundle, schemaPointer);
  const facts: Pick<ParameterFacts, 'type' | 'enum' | 'maximum'> = { type: node.type as string | undefined };
  if (node.enum !== undefined) facts.enum = node.enum as unknown[];
  if (node.maximum !== undefined) facts.maximum = node.maximum as number;
  return facts;
}

const byKey = (a: ParameterFacts, b: ParameterFacts) => `${a.in}:${a.name}`.localeCompare(`${b.in}:${b.name}`);

describe('operations', () => {
  it('are exactly the 23 (method, path) pairs of the seed', () => {
    const inSpec = listOperations(bundle).map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    const inSeed = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(inSeed).toHaveLength(23);
    expect(inSpec.sort()).toEqual(inSeed.sort());
  });

  it('are secured by the Authorization apiKey header, globally and not overridden', () => {
    const security = bundle.security as Node[] | undefined;
    expect(security).toHaveLength(1);
    const names = Object.keys(security?.[0] ?? {});
    expect(names).toHaveLength(1);
    const scheme = bundle.components.securitySchemes?.[names[0] as string] as Node | undefined;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    const overriding = listOperations(bundle).filter(({ operation }) => operation.security !== undefined);
    expect(overriding.map(({ operation }) => operation.operationId)).toEqual([]);
  });

  describe.each(operations.map((operation) => [`#${operation.number} ${operation.operationId}`, operation] as const))('%s', (_, seed) => {
    const located = () => findOperation(bundle, seed.operationId);

    it(`is ${seed.method.toUpperCase()} ${seed.path}`, () => {
      expect({ method: located().method, path: located().path }).toEqual({ method: seed.method, path: seed.path });
    });

    it(`is tagged ${seed.tag}`, () => {
      expect(located().operation.tags).toEqual([seed.tag]);
    });

    it(`answers success with ${seed.status} only, and has a default response`, () => {
      const responses = located().operation.responses as Node;
      expect(Object.keys(responses).filter((status) => /^2\d\d$/.test(status))).toEqual([seed.status]);
      expect(responses.default).toBeDefined();
    });

    const described = seed.described ?? (seed.status === '201' ? 'Created' : 'OK');
    it(`describes success as ${described}`, () => {
      const { node } = follow(bundle, `${located().pointer}/responses/${seed.status}`);
      expect(String(node.description)).toMatch(new RegExp(`^${described}\\b`));
    });

    it(seed.response === 'none' ? 'has an empty success body' : 'has a JSON success body', () => {
      const { node } = follow(bundle, `${located().pointer}/responses/${seed.status}`);
      if (seed.response === 'none') expect(node.content).toBeUndefined();
      else expect(Object.keys((node.content as Node | undefined) ?? {})).toEqual(['application/json']);
    });

    it(seed.requestBody ? 'takes a required JSON body' : 'takes no body', () => {
      const { operation, pointer } = located();
      if (!seed.requestBody) {
        expect(operation.requestBody).toBeUndefined();
        return;
      }
      const { node } = follow(bundle, `${pointer}/requestBody`);
      expect(node.required).toBe(true);
      expect(Object.keys(node.content as Node)).toEqual(['application/json']);
    });

    it('has the parameters of the seed (path- and operation-level merged)', () => {
      const inSpec: ParameterFacts[] = mergedParameters(bundle, located()).map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.node.required === true,
        ...specSchemaFacts(`${parameter.pointer}/schema`),
      }));
      const inSeed: ParameterFacts[] = seed.parameters.map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required,
        ...seedSchemaFacts(parameter.type),
      }));
      expect(inSpec.sort(byKey)).toEqual(inSeed.sort(byKey));
    });
  });
});
