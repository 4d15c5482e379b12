// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit

/** The bundled contract (generated/openapi.json), parsed on first use and shared after: treat it as read-only. */
export declare function loadBundle(): Record<string, unknown>;
