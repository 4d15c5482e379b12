// A fake `fetch` for the client: records each Request and answers with the operation's success
// example from the bundle (or with whatever a test asks for).
import { loadBundle } from '../helpers/bundle.js';
import { collectExamples } from '../helpers/examples.js';
import { operationEntry } from '../helpers/operations.js';

const examples = collectExamples(loadBundle());

export function successOf(operationId: string): { status: number; body: unknown } {
  const entry = operationEntry(operationId);
  const example = examples.find((e) => e.operationId === operationId && e.where === `response ${entry.successStatus}`);
  return { status: Number(entry.successStatus), body: example?.value };
}

export interface Recorded {
  request: Request;
  body: string;
}

export function fakeService(answer: (request: Request) => { status: number; body?: unknown; contentType?: string }) {
  const requests: Recorded[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push({ request, body: await request.clone().text() });
    const { status, body, contentType = 'application/json' } = answer(request);
    if (body === undefined) return new Response(null, { status });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': contentType } });
  };
  return { fetch, requests };
}
