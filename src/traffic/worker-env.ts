// The environment of validate-traffic's and diff's worker threads. Node's module compile cache is per
// thread: the CLI turns it on for the main thread (src/cli/compile-cache.ts), and a worker thread gets
// it only through NODE_COMPILE_CACHE in its environment (as Node documents for
// module.enableCompileCache). Each worker loads the validators and ajv again (tens of ms of compiling
// per thread), so workers follow the main thread: cached when it is, not when it is not (a library
// caller that never turned it on keeps its threads as they were). NODE_DISABLE_COMPILE_CACHE, passed
// on with the rest of the environment, still turns it off.
import * as nodeModule from 'node:module';

interface CompileCacheDirApi {
  getCompileCacheDir?: (() => string | undefined) | undefined;
}

/** The `env` of a new worker thread: undefined (Node's default, this process's) unless the compile cache is on here. */
export function workerEnv(api: CompileCacheDirApi = nodeModule as CompileCacheDirApi, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv | undefined {
  let directory: string | undefined;
  try {
    directory = typeof api.getCompileCacheDir === 'function' ? api.getCompileCacheDir() : undefined;
  } catch {
    return undefined;
  }
  if (directory === undefined || directory === '' || env.NODE_COMPILE_CACHE === directory) return undefined;
  return { ...env, NODE_COMPILE_CACHE: directory };
}
