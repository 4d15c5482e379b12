// Node's module compile cache for the installed command, as TypeScript's tsc turns it on (5.7): the
// V8 code of the ~50 modules a command loads is kept on disk and reused by the next run, which then
// skips compiling them. Node >= 22.1 has it; on Node 20 there is no such function and nothing happens.
// The directory is Node's choice (NODE_COMPILE_CACHE, else <tmpdir>/node-compile-cache), and
// NODE_DISABLE_COMPILE_CACHE=1 turns it off, both as Node documents. It is an optimisation only: Node
// checks each entry against the module's source and its own version, and a cache that cannot be used
// (no such directory, no right to write, a broken entry) leaves the command as it is without it.
import nodeModule from 'node:module';

/** What enabling it came to: on (or already on), turned off by NODE_DISABLE_COMPILE_CACHE, refused, or not in this Node at all. */
export type CompileCacheState = 'enabled' | 'disabled' | 'failed' | 'unsupported';

interface CompileCacheApi {
  enableCompileCache?: (() => { status: number; message?: string; directory?: string }) | undefined;
  constants?: { compileCacheStatus?: { FAILED?: number; DISABLED?: number } };
}

/**
 * Turns the compile cache on for the modules loaded from now on; never throws. Call it before the
 * command's modules are imported (they are compiled when they are loaded).
 */
export function enableCompileCache(api: CompileCacheApi = nodeModule as CompileCacheApi): CompileCacheState {
  try {
    if (typeof api.enableCompileCache !== 'function') return 'unsupported';
    const { status } = api.enableCompileCache();
    const statuses = api.constants?.compileCacheStatus;
    if (status === statuses?.DISABLED) return 'disabled';
    return status === statuses?.FAILED ? 'failed' : 'enabled';
  } catch {
    return 'failed';
  }
}
