// The CPU time this thread has used, in milliseconds: what a "this call is bounded" assertion measures.
// Wall time also counts the time the thread waited for a core, which on a busy machine is most of it.
// Node 20 lacks process.threadCpuUsage (Node >= 23.9): there, wall time, as before.
export const threadCpuMs: () => number =
  typeof process.threadCpuUsage === 'function'
    ? () => {
        const usage = process.threadCpuUsage();
        return (usage.user + usage.system) / 1000;
      }
    : () => performance.now();
