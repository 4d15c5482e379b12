// Where the weighing's worker module is: beside this file, in dist/ (ESM) and dist-cjs/ (CommonJS)
// alike, as src/traffic/worker-file.cts finds validate-traffic's.
import path = require('node:path');

const location = { weighWorkerFile: path.join(__dirname, 'weigh-worker.js') };
// Node's ESM loader reads the names of a CommonJS module's exports from `exports.name = …`.
exports.weighWorkerFile = location.weighWorkerFile;
export = location;
