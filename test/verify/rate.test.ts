// verify's rate bound (rps): 0 is no bound; any other rate must leave a wait between requests that a
// timer can hold. Review 11b, F6: 1e-9 asked for a wait past 2^31 - 1 ms, which Node cut to 1 ms.
import { expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { VerifyUsageError, verify } from '../../src/verify/index.js';

it.each([1e-9, 0.0009, -1, Number.NaN])('the library refuses rps %s before any request', async (rps) => {
  const mock = createStatefulMock();
  let sent = 0;
  const run = verify({
    baseUrl: 'http://mock.test',
    apiKey: DEMO_API_KEY,
    rps,
    operations: ['listTopics'],
    fetch: (request) => {
      sent += 1;
      return mock.fetch(request);
    },
  });
  await expect(run).rejects.toThrow(VerifyUsageError);
  await expect(run).rejects.toThrow(/--rps must be 0 \(no bound\) or at least 0\.001/);
  expect(sent).toBe(0);
});
