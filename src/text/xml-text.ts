// Text for an XML 1.0 report (JUnit, of verify and of diff): escaped as the text reports escape it
// (printable.ts: C0 and C1 controls, DEL, bidi controls, lone surrogates; U+202E showed the rest of a
// line backwards in a CI page), line breaks and tabs kept, the two other characters XML 1.0 cannot
// carry even escaped written as \uXXXX, then XML's own escaped (attributes are written between double quotes). diff's report used to delete
// ESC and BEL silently and keep CR and U+202E raw, verify's to keep them all.
import { printableLines } from './printable.js';

export const xmlText = (text: string): string =>
  printableLines(text)
    .replace(/[\ufffe\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
