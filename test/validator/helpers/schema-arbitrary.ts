// The arbitrary of valid instances now lives with `verify`, which generates requests from it.
export { anyCodePoint, type BuildOptions, EXTRA_PREFIX, extraPointers, SchemaArbitraries } from '../../../src/verify/schema-arbitrary.js';
