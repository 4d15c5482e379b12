// Entry point of `notification-api-contract/client`.
export * from './client/index.js';
