// notification-api-contract/mock: a stateful mock of the API that follows the transitions the API
// description states. Its core takes a web Request and returns a web Response and imports nothing of
// Node, so it runs in Node >= 20, in browsers and inside MSW.

export { DEFAULT_MAX_BODY_BYTES } from '../validator/index.js';
export type { RequestBodyOf, SuccessBodyOf, TriggerRecord } from './context.js';
export { DEMO_API_KEY, demoFixture } from './demo-state.js';
export type { JournalEntry, StatefulMockOptions } from './engine.js';
export type { FaultRule, PendingFault } from './faults.js';
export { FixtureError } from './fixture.js';
export type {
  Fixture,
  FixtureChannel,
  FixtureEnvironment,
  FixtureIntegration,
  FixtureMessage,
  FixturePreferences,
  FixtureSettings,
  FixtureStep,
  FixtureSubscriber,
  FixtureSubscription,
  FixtureTenant,
  FixtureTopic,
  FixtureWorkflow,
} from './fixture-types.js';
export type { MockHandler, MockHandlerContext, UseOptions } from './handlers.js';
export type { ListenOptions, NodeRequestLike, NodeResponseLike, RunningStatefulMock, StatefulMock } from './mock.js';
export { createStatefulMock } from './mock.js';
export type { IdempotencyMode, MockSettings } from './options.js';
export { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './pagination.js';
export { type MockProblemKind, mockProblemType, type ProblemDetails } from './problem.js';
