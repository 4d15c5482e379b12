// The arbitrary of valid instances now lives with `verify`, which generates requests from it.
export { EXTRA_PREFIX, extraPointers, SchemaArbitraries, type BuildOptions } from '../../../src/verify/schema-arbitrary.js';
