// For the unit layer: the stateful mock (demo state, API key 'test-key') served in-process from the
// runner's own process, for the tests that put a proxy in front of it. No build, no child process.
import type { TestProject } from 'vitest/node';
import { createStatefulMock } from '../../src/mock/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stateful mock, in-process, on a free port of 127.0.0.1. */
    mockUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const running = await createStatefulMock().listen({ port: 0 });
  project.provide('mockUrl', running.url);
  return () => running.close();
}
