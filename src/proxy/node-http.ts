// node:http without its ES module facade. `import … from 'node:http'` evaluates every export of the
// module, Node 22+'s lazy WebSocket and EventSource among them, and so loads Node's own copy of undici:
// about 35 ms of CPU at the start of the proxy and of the mock's docs server, which use neither (the
// proxy has undici from npm). Taken as CommonJS takes it, the module loads alone.
import { createRequire } from 'node:module';

export type NodeHttp = typeof import('node:http');

let http: NodeHttp | undefined;

export function nodeHttp(): NodeHttp {
  // process.getBuiltinModule is Node >= 20.16; a require from any absolute path finds a built-in.
  const getBuiltinModule = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  http ??= (getBuiltinModule?.('node:http') ?? createRequire('/')('node:http')) as NodeHttp;
  return http;
}
