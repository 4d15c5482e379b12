// The record of an exchange once it is over: written to the log when it broke the contract or did not
// end as forwarded, redacted (record.ts). Its counts of violations go to the stats.
import type { Exchange } from './exchange.js';
import type { ExchangeContext } from './exchange-context.js';
import { decodedAgain } from './intake.js';
import { buildRecord } from './record.js';

export function recordExchange(ctx: ExchangeContext, exchange: Exchange): void {
  const violated = exchange.requestIssues.length > 0 || exchange.responseIssues.length > 0;
  if (violated) ctx.stats.counts(exchange.operationId).violations += 1;
  if (!violated && (exchange.outcome === 'forwarded' || exchange.outcome === 'rejected')) return;
  const { upstreamRes, responseEncoded: encoded, res } = exchange;
  const responseBody = encoded ? decodedAgain(encoded, upstreamRes?.headers['content-encoding'], ctx.options.maxBodyBytes) : exchange.responseDecoded;
  ctx.log.write(
    buildRecord({
      redactor: ctx.redactor,
      correlationId: exchange.correlationId,
      operationId: exchange.operationId,
      method: exchange.method,
      path: exchange.target,
      status: res.writableFinished ? res.statusCode : null,
      upstreamStatus: upstreamRes?.statusCode,
      mode: ctx.options.mode,
      outcome: exchange.outcome,
      durationMs: performance.now() - exchange.started,
      requestIssues: exchange.requestIssues,
      responseIssues: exchange.responseIssues,
      error: exchange.error,
      request: { headers: exchange.receivedHeaders(), body: exchange.requestDecoded, bodyNote: exchange.requestBodyNote },
      response: upstreamRes === undefined ? undefined : { headers: upstreamRes.headers, body: responseBody, bodyNote: exchange.responseBodyNote },
    }),
  );
}
