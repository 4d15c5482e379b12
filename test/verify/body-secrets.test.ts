// Review 19, F2: a server's failing answer is quoted in verify's report (text, --json, JUnit), a CI
// artifact. Its body's secrets are hidden there by the rule the proxy's log and the mock's journal
// apply (src/http/credentials-body.ts): credentials, undeclared secret names, and each such value
// wherever else the body repeats it; a name the contract declares (a topic's `key`) is shown.
import { expect, it } from 'vitest';
import { formatJunit, formatReport } from '../../src/verify/format.js';
import { verify } from '../../src/verify/run.js';

const SECRETS = ['SEKR83password', 'SEKR84provider', 'SEKR85accesstoken', 'SEKR86dbpassword', 'SEKR87clientsecret'];

const answer = {
  data: [{ key: 'shown-topic-key-1234', name: 'a topic' }],
  message: 'db down for the user with password SEKR83password',
  password: 'SEKR83password',
  credentials: { apiKey: 'SEKR84provider' },
  accessToken: 'SEKR85accesstoken',
  config: { db: { password: 'SEKR86dbpassword' }, client_secret: 'SEKR87clientsecret' },
};

it('hides the secrets of a JSON answer in the text report, the JSON report and the JUnit XML, and shows a declared name', async () => {
  const report = await verify({
    baseUrl: 'http://server.test',
    apiKey: 'verify-key-0123456789',
    fetch: async () => new Response(JSON.stringify(answer), { status: 500, headers: { 'content-type': 'application/json' } }),
    rps: 0,
    seed: 7,
    maxExamples: 2,
    operations: ['listTopics'],
  });
  const outputs = { text: formatReport(report), json: JSON.stringify(report, null, 2), junit: formatJunit(report) };
  for (const [name, output] of Object.entries(outputs)) {
    // The answer is quoted: what is hidden is hidden in a body that is shown.
    expect(output, name).toContain('db down for the user with password [redacted]');
    expect(output, name).toContain('shown-topic-key-1234');
    for (const secret of SECRETS) expect(output, `${name}: ${secret}`).not.toContain(secret);
  }
}, 60_000);

it('quotes an answer that is not JSON as it came, the key hidden', async () => {
  const report = await verify({
    baseUrl: 'http://server.test',
    apiKey: 'verify-key-0123456789',
    fetch: async () => new Response('db down: password=plain-text-shown key=verify-key-0123456789', { status: 500, headers: { 'content-type': 'text/plain' } }),
    rps: 0,
    seed: 7,
    maxExamples: 2,
    operations: ['listTopics'],
  });
  const text = formatReport(report);
  expect(text).toContain('db down: password=plain-text-shown key=[redacted]');
  expect(text).not.toContain('verify-key-0123456789');
}, 60_000);
