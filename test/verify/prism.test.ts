// Against Prism's static mock, which answers from the spec's examples and remembers nothing: the
// answers keep the contract, so the response checks pass, and every stated transition fails, as it
// must. Prism is started through the package's own CLI (`mock --prism`).
import { expect, inject, it } from 'vitest';
import { TRANSITION_CHECKS } from '../../src/verify/checks.js';
import { verify } from '../../src/verify/run.js';
import { allOperations } from '../../src/verify/spec.js';

// The e2e:prism project's `mock --prism` (test/setup/prism.ts), started once for every file that needs it:
// Prism remembers nothing, so what the other files send changes none of its answers here.
const prismUrl = inject('prismUrl');

it('finds the stated transitions it can judge broken on a static mock, writes nothing to what the mock names, and its answers conformant', async () => {
  const report = await verify({
    baseUrl: prismUrl,
    apiKey: 'test-key',
    maxExamples: 1,
    rps: 0,
    stateful: true,
    allowWrites: true,
    workflow: 'welcome',
    seed: 20,
    operations: allOperations.map((entry) => entry.operationId),
  });
  for (const check of [
    'well_formed_http',
    'not_a_server_error',
    'status_code_conformance',
    'content_type_conformance',
    'response_schema_conformance',
    // Prism takes every request the contract accepts, and sends the example: no valid request refused.
    'positive_data_acceptance',
    'negative_data_rejection',
    'ignored_auth',
  ] as const) {
    expect(report.checks[check]?.failed, check).toBe(0);
    expect(report.checks[check]?.passed, check).toBeGreaterThan(0);
  }
  const failedTransitions = TRANSITION_CHECKS.filter((check) => (report.checks[check]?.failed ?? 0) > 0);
  // The static mock answers each creation with its example's key and ids, which name nothing of the
  // run: the links to writes on them are not followed (review 21, F1), so the transitions after them
  // (a rename, a deletion, the credentials after the trigger) are not judged. Both integrations the
  // run creates get the example's `_id`, whose answer names another integration than the one
  // created (review 22, F2): it is not the run's, no set-primary goes to it, and
  // single_primary_per_channel has nothing to judge.
  expect(failedTransitions).toEqual([
    'followable_links', // the upsert's answer names the topic product-updates, the trigger's a transaction not of the run
    'ensure_resource_availability', // getTopic answers the example topic, whatever was upserted
    'upsert_keeps_identity', // the upsert answers the example's key, and the second the example's name, not the ones sent
    'pagination_yields_each_item_once', // the example page's next cursor leads back to itself
  ]);
  const messages = report.failures.map((failure) => `${failure.check}: ${failure.message}`);
  expect(messages).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^followable_links: upsertTopic answered 200, and the link UpdateTopicByKey gives \{"topicKey":"product-updates"\}: topicKey "product-updates" names what this run did not create/,
      ),
      expect.stringMatching(/^followable_links: triggerEvent answered 201, and the link DeleteMessagesByTransactionId gives /),
    ]),
  );
  expect(report.notes.some((note) => note.includes('a write whose path names what the server named, not this run: PATCH /v2/topics/product-updates'))).toBe(
    true,
  );
  // What a static mock echoes without the run's prefix is never deleted: it may have been there before.
  expect(report.cleanup.leftBehind).toContain("topic product-updates (created without the run's prefix: not deleted, it may have been there before)");
  expect(report.checks.single_primary_per_channel?.failed ?? 0).toBe(0);
  expect(
    report.notes.some((note) =>
      /^not sent \(\d+ times\), a write whose path names what the server named, not this run: POST \/v1\/integrations\/[0-9a-f]+\/set-primary: .*named another integration than the one created/.test(
        note,
      ),
    ),
  ).toBe(true);
  expect(report.ok).toBe(false);
}, 120_000);
