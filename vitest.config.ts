// The suite in layers, each with only the setup it needs (`npm test` runs them all):
//   unit       no build, no Prism, nothing of dist/ (a few files spawn a shell or the machine's Node): the validator,
//              the HTTP rules, the mock core, the proxy in-process,
//              the traffic library, verify against the mock's fetch, the client, the CLI in-process
//              through (argv, io). Threads, and one module graph shared across files (isolate: false).
//   unit:isolated  the same, for the files that change something global (spies on JSON.parse, MSW's
//              patched fetch, the garbage collector): each in a fresh worker.
//   cli        the built command, spawned: one smoke test per command, and what only a process shows
//              (signals, ports, stdout pressure, a shell's pipes and FIFOs, a process's memory, worker
//              threads of the build, the machine's Node 20).
//   e2e        the built package from outside: consumer install, generators and drift, outside
//              validators and diff tools, docs and browser, examples, npm start.
//   e2e:prism  the files that test against Prism: Prism starts once, only for them.
//   typecheck  the type tests (*.test-d.ts), through tsc.
// `npm run test:unit` runs `--project 'unit*'`: no build needed. The cli and e2e layers share one
// `npm pack` per run (test/setup/build.ts: its prepack is the build); all layers' files share one queue,
// longest first (test/setup/sequencer.ts), and the timing reporter prints each layer's wall time and CPU.
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './test/setup/sequencer.js';

/** Files of the unit layer that change something global: run each in a fresh worker. */
const unitIsolated = [
  'test/validator/hostile.test.ts',
  'test/validator/json-scan.test.ts',
  'test/mock/msw.test.ts',
  'test/proxy/compression.test.ts',
  // Counts the router's calls from a fresh copy of its module.
  'test/mock/route-once.test.ts',
  // Spies on JSON.stringify, to see GET /__mock/state refuse a state without writing it.
  'test/mock/state-size.test.ts',
  // Hides node:zlib from process.getBuiltinModule, to see the mock decode with DecompressionStream.
  'test/mock/coded-body-web.test.ts',
];

/** Everything that is in no other layer: a new test file lands here, where it runs with no build. */
const unit = ['test/**/*.test.ts'];

const cli = [
  'test/cli/{smoke,mock-cli,npm-parents,gone-reader,fixture-fifo,mock-banner,compile-cache,validate-traffic-startup,command-startup,exit-flush,natural-exit,worker-failure-exit,output-failure,mock-max-body}.test.ts',
  // The built mock's node:http shell, closing a connection in stages; the import graph of the built worker.
  'test/mock/close-in-stages.test.ts',
  'test/traffic/{worker-imports,worker-failure}.test.ts',
  // Against the CLI's server, spawned from dist/ (scenarios and idempotency: half of their cases).
  'test/mock/{scenarios,idempotency,state-bounds,control-api}.test.ts',
  // The heap of the built mock, in a process of its own, under requests that would grow it.
  'test/mock/memory-bound.test.ts',
  'test/validator/built.test.ts',
  // The built validator bundled into a Node program by esbuild, and with the client for the browser by webpack, through the package's exports.
  'test/validator/{node-bundle,webpack-bundle}.test.ts',
  'test/proxy/{cli,health,log-pressure,pipelining,stdout,bomb-memory}.test.ts',
  // validate-traffic: pipes and FIFOs from a shell, memory of a process, worker threads from the build.
  'test/traffic/{inputs-shell,jobs,long-lines-fifo,stream,input-rules,hosts-cli}.test.ts',
  'test/verify/{cli,redact,hostile,progress,stop-unread}.test.ts',
  // diff --traffic: worker threads from the build (the same impact as one thread; their compile cache).
  'test/diff/{traffic-jobs,worker-compile-cache,traffic-by-rule-jobs,fail-on-reports}.test.ts',
  // The Indexed Job's script, run with the built command.
  'test/scale/deploy.test.ts',
];

const prism = ['test/mock/prism.test.ts', 'test/proxy/mock.test.ts', 'test/verify/prism.test.ts'];

const e2e = [
  'test/consumer/*.test.ts',
  'test/generators/*.test.ts',
  'test/generated/*.test.ts',
  'test/spec/{generated,lint,outside-validators}.test.ts',
  'test/docs/*.test.ts',
  'test/client/browser-bundle.test.ts',
  // DNS rebinding as Chromium does it, against the proxy's and the mock's control endpoints.
  'test/proxy/rebinding-browser.test.ts',
  'test/traffic/har-recording.test.ts',
  'test/examples/examples.test.ts',
  'test/package/*.test.ts',
  'test/lint/*.test.ts',
  'test/mock/start.test.ts',
  // newman (Postman's runner) against the CLI's mock.
  'test/mock/newman.test.ts',
  'test/scripts/*.test.ts',
  // diff beside api-smart-diff, an outside tool (about 20 s of its CPU until its verdicts are cached).
  'test/diff/peers.test.ts',
];

// Where test/setup/cpu.ts logs the CPU of each file for the timing reporter (inherited by the workers).
process.env.NAC_TEST_CPU_LOG ??= join(tmpdir(), `nac-test-cpu-${process.pid}.jsonl`);

export default defineConfig({
  test: {
    reporters: ['default', './test/setup/timing-reporter.ts'],
    // The CPU each file cost, for the timing reporter.
    setupFiles: ['test/setup/cpu.ts'],
    // All projects' files in one queue, longest first, instead of one project after another.
    sequence: { sequencer: LongestFirstSequencer },
    // Vitest's default is one worker less than the cores: on a 2-core machine, one file at a time.
    // Many files wait on sockets, deadlines and child processes more than they compute: one worker more
    // than the cores, so that such a file leaves no core idle.
    maxWorkers: Math.max(2, availableParallelism()) + 1,
    // Some tests spawn the Redocly CLI, regenerate the bundle or start a browser: seconds, not minutes.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unit,
          exclude: [...unitIsolated, ...cli, ...e2e, ...prism],
          pool: 'threads',
          isolate: false,
          // The stateful mock, in-process, for a proxy to stand in front of (test/proxy/strict.test.ts).
          globalSetup: ['test/setup/mock.ts'],
        },
      },
      { extends: true, test: { name: 'unit:isolated', include: unitIsolated, pool: 'threads' } },
      // Their files change nothing global (none spies, stubs or patches): a worker process runs one file after
      // another (isolate: false) instead of a new process, with Vitest loaded again, for every file.
      { extends: true, test: { name: 'cli', include: cli, isolate: false, globalSetup: ['test/setup/build.ts'] } },
      { extends: true, test: { name: 'e2e', include: e2e, isolate: false, globalSetup: ['test/setup/build.ts'] } },
      {
        extends: true,
        test: { name: 'e2e:prism', include: prism, isolate: false, globalSetup: ['test/setup/build.ts', 'test/setup/prism.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'typecheck',
          include: [],
          // Type tests (*.test-d.ts) run through tsc with the project's strict options, over the type tests and what
          // they import (Vitest runs them after every other file); the whole project's check is test/lint/types.test.ts.
          typecheck: { enabled: true, only: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.typecheck.json' },
        },
      },
    ],
  },
});
