// Map.groupBy and Object.groupBy (Node >= 21) for the test runner on Node 20: Vitest's error summary
// calls Map.groupBy. Loaded with --import by scripts/test-node.mjs, in the runner's process only.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, key) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k).push(item);
    }
    return groups;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, key) => Object.fromEntries(Map.groupBy(items, key));
}
