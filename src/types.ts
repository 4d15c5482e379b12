// Entry point of `notification-api-contract/types`: the generated types only, no runtime code.
export type * from '../generated/schema.js';
