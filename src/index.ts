// Entry point of `notification-api-contract`: the types, the client and the traffic validator.
export type * from '../generated/schema.js';
export * from './client/index.js';
export * from './validator/index.js';
