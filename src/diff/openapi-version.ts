// Which OpenAPI a document is: 3.0 spells some meanings its own way (nullable, boolean exclusive
// bounds), and every part of diff that reads a schema must read them alike.
import { isObject } from './pointer.js';

/** Whether a document is OpenAPI 3.0 (`openapi: 3.0.x`). */
export const isOpenApi30 = (document: unknown): boolean => isObject(document) && typeof document.openapi === 'string' && /^3\.0(\.|$)/.test(document.openapi);
