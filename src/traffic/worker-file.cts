// Where the worker thread's module is: beside this file, in src/, dist/ (ESM) and dist-cjs/ (CommonJS)
// alike. A CommonJS module knows its own folder (__dirname) in both builds, where `import.meta.url`
// cannot appear in the CommonJS one; Node's ESM loader imports this file like any CommonJS module.
import path = require('node:path');

const location = { batchWorkerFile: path.join(__dirname, 'worker.js') };
// Node's ESM loader finds the names of a CommonJS module's exports by reading `exports.name = …`
// assignments (cjs-module-lexer): `export =` alone would leave it without `batchWorkerFile`.
exports.batchWorkerFile = location.batchWorkerFile;
export = location;
