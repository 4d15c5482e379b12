// The objects the validator fills with names the caller chooses (query and header parameters). No
// name, `__proto__` and `constructor` included, may reach Object.prototype, so either kind has none
// in its chain:
//   - a bag, for names the operation declares: its prototype is an empty, frozen object without a
//     prototype. V8 keeps it in fast mode, where the generated validators read it at the speed of any
//     object (Object.create(null) is a dictionary: every store and read a hash lookup, about a tenth
//     of validate-traffic's CPU on a query-heavy recording);
//   - a dictionary, Object.create(null), once a name is not declared: in fast mode, each new sequence
//     of names is a new hidden class, so a name new on every request (a cache buster, `?_=1732…`)
//     would make every lookup miss its cache and cost more than the dictionary saves.
function Bag(): void {}
Bag.prototype = Object.freeze(Object.create(null) as object);

/** A new, empty bag: for the names an operation declares. */
export const newBag = (): Record<string, unknown> => new (Bag as unknown as new () => Record<string, unknown>)();

/** A new, empty dictionary: for names the caller chose. */
export const newDictionary = (): Record<string, unknown> => Object.create(null) as Record<string, unknown>;
