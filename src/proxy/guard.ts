// Every event handler of an exchange runs guarded: what it throws ends that exchange (answered 500
// if it still can be, logged), never the process.

/** Wraps `handler` so that what it throws goes to the exchange's crash handling. */
export type Guard = <A extends unknown[]>(handler: (...args: A) => void) => (...args: A) => void;

export function makeGuard(crashed: (error: unknown) => void): Guard {
  return (handler) =>
    (...args) => {
      try {
        handler(...args);
      } catch (error) {
        crashed(error);
      }
    };
}

/** A listener for an event whose outcome is handled elsewhere (an 'error' that 'close' follows). */
export function ignore(): void {}
