// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
/** src/validator/json-scan.wat assembled: a WebAssembly module (SIMD) exporting memory, scan and reset. */
export declare const wasm: Uint8Array;
