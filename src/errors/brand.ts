// The package ships each class twice, as ESM (dist/) and as CommonJS (dist-cjs/). An error thrown by
// one copy is no instance of the other's class, so a consumer that mixes them (an ESM app with a
// CommonJS test helper, or the reverse) would take the wrong branch of `instanceof`. A brand under a
// registered symbol, which both copies share, makes the public error classes match either copy.

const ordinary = Function.prototype[Symbol.hasInstance];

/** `instanceof cls` holds for an instance of either copy of `cls`; a subclass keeps the ordinary test. */
export function brandAcrossCopies(cls: abstract new (...args: never[]) => Error, name: string): void {
  const brand = Symbol.for(`notification-api-contract:${name}`);
  Object.defineProperty(cls.prototype, brand, { value: true });
  Object.defineProperty(cls, Symbol.hasInstance, {
    value(this: unknown, value: unknown): boolean {
      if (ordinary.call(this, value)) return true;
      return this === cls && typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
    },
  });
}
