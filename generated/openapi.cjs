// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
'use strict';

let document;
/** generated/openapi.json, parsed on first use and shared after. */
exports.loadBundle = () => (document ??= require('./openapi.json'));
