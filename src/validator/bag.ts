// The objects the validator fills with names the caller chooses (query and header parameters): no
// name, `__proto__` and `constructor` included, may reach Object.prototype, so their prototype is an
// empty object with no prototype of its own. Object.create(null) would do the same, but V8 keeps such
// an object in dictionary mode: every store and every read of the generated validators is a hash
// lookup, about a tenth of validate-traffic's CPU on a query-heavy recording.
function Bag(): void {}
Bag.prototype = Object.create(null) as object;

/** A new, empty bag. */
export const newBag = (): Record<string, unknown> => new (Bag as unknown as new () => Record<string, unknown>)();
