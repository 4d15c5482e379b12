// contract/link-resolves, the Redocly rule that checks every OpenAPI Link can be followed: it finds
// each kind of broken link in a small fixture, and nothing in the contract itself.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { redocly } from '../../scripts/lib/redocly.mjs';
import { repoRoot } from '../helpers/bundle.js';

const dir = mkdtempSync(join(tmpdir(), 'link-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Report = { problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };

function lintWithRule(file: string): Report {
  const config = join(dir, 'redocly.yaml');
  writeFileSync(
    config,
    `plugins:\n  - ${join(repoRoot, 'scripts/redocly-plugins/contract.mjs')}\nextends: [minimal]\nrules:\n  contract/link-resolves: error\n`,
  );
  const run = redocly(['lint', file, '--config', config, '--format=json'], { allowFailure: true });
  return JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as Report;
}

it('reports each broken link of the fixture at its place, and none of the good ones', () => {
  const report = lintWithRule(join(repoRoot, 'test/verify/fixtures/links.yaml'));
  const found = report.problems
    .filter((problem) => problem.ruleId === 'contract/link-resolves')
    .map((problem) => [problem.location[0]!.pointer, problem.message]);
  const base = '#/paths/~1things/post/responses/201/links';
  expect(found).toEqual([
    [`${base}/UnknownOperation/operationId`, 'link UnknownOperation of createThing: operationId "getThingy" is no operation of this document'],
    [`${base}/UnknownParameter/parameters/colour`, 'link UnknownParameter of createThing: "colour" is no parameter of getThing'],
    [`${base}/MissingPathParameter`, 'link MissingPathParameter of createThing: does not set the path parameter "thingId" of getThing'],
    [
      `${base}/UnknownProperty/parameters/thingId`,
      'link UnknownProperty of createThing: parameter "thingId": "$response.body#/identifier": the schema has no "identifier" there',
    ],
    [
      `${base}/NotAnExpression/parameters/thingId`,
      'link NotAnExpression of createThing: parameter "thingId": "$response.bodies#/id" is not a runtime expression',
    ],
    [
      `${base}/UnknownRequestPath/parameters/thingId`,
      'link UnknownRequestPath of createThing: parameter "thingId": "$request.path.thingId": createThing has no path parameter "thingId"',
    ],
  ]);
});

// The contract itself passes it: test/spec/lint.test.ts lints main and bundle with the project's
// configuration and finds no problem at all (a second lint of both here only cost a second of CPU).
it('is on in the project configuration: one broken link of the contract fails it', () => {
  const bundle = readFileSync(join(repoRoot, 'generated/openapi.yaml'), 'utf8');
  const broken = join(dir, 'broken.yaml');
  writeFileSync(
    broken,
    bundle.replace(
      'operationId: deleteMessagesByTransaction\n      description: The messages',
      'operationId: deleteMessagesByTransactions\n      description: The messages',
    ),
  );
  const run = redocly(['lint', broken, '--format=json'], { allowFailure: true });
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as Report;
  // Once per response that refers to the link: the documented 201 and 2XX.
  expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual(
    Array(2).fill(
      'contract/link-resolves: link DeleteMessagesByTransactionId of triggerEvent: operationId "deleteMessagesByTransactions" is no operation of this document',
    ),
  );
  expect(run.status).not.toBe(0);
});
