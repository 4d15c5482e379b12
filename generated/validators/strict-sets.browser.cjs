// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// "#strict-sets" in a browser bundle: no strict validator, so that a bundle of the client, which never
// validates strictly, leaves them out (a third of its size). The validator's entry for browsers
// imports strict-sets.cjs and hands its loaders over through index.cjs (provideStrictSets).
exports.loadStrict = undefined;
