// Sample instances built from seed types: the "full" one (every field present) is the base that
// mutations are applied to; the "minimal" one (required fields only) checks nothing optional is
// demanded.

import { resourceNamed } from './seed.js';
import type { SeedType } from './seed-model.js';

export type Shape = 'full' | 'minimal';

export const sampleUuid = '3f8a4c2e-9b1d-4e7f-a6c5-0d2b8e1f7a93';
export const sampleTimestamp = '2026-11-21T09:00:00.000Z';
export const freeObjectSample = { anyKey: 'any value' };

/**
 * A recursive resource (Step.variants) is expanded in full twice along one branch (a step and a
 * nested variant), then only minimally, so the nested variant is exercised but the sample ends.
 */
const fullExpansions = 2;

export function sample(type: SeedType, shape: Shape, expanding: readonly string[] = []): unknown {
  switch (type.kind) {
    case 'string':
      // Fits every string constraint the seed has (topic key pattern, lengths 1..100).
      return type.format === 'uuid' ? sampleUuid : type.format === 'iso8601' ? sampleTimestamp : 'sample-value';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return type.values[0];
    case 'freeObject':
      return { ...freeObjectSample };
    case 'map':
      return { key: sample(type.values, shape, expanding) };
    case 'array':
      // A full array of a union holds one item of each variant (e.g. `to`: definition, object, string).
      if (shape === 'full' && type.items.kind === 'union') {
        return type.items.variants.map((variant) => sample(variant, shape, expanding));
      }
      return [sample(type.items, shape, expanding)];
    case 'union': {
      const [first] = type.variants;
      if (!first) throw new Error('a union without variants');
      return sample(first, shape, expanding);
    }
    case 'resource': {
      const times = expanding.filter((name) => name === type.name).length;
      const effective: Shape = times >= fullExpansions ? 'minimal' : shape;
      const inner = [...expanding, type.name];
      const result: Record<string, unknown> = {};
      for (const field of resourceNamed(type.name).fields) {
        if (effective === 'full' || field.required) result[field.name] = sample(field.type, effective, inner);
      }
      return result;
    }
  }
}
