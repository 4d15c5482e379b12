// The files of a gzipped tarball as `npm pack` writes it (ustar, with pax headers for long or non-ASCII
// names): their paths, read in this process instead of asking npm for the list once more.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

function field(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** The `path` record of a pax extended header ("<length> path=<value>\n" records). */
function paxPath(body: Buffer): string | undefined {
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    if (space === -1) break;
    const length = Number(body.subarray(at, space).toString('ascii'));
    if (!Number.isInteger(length) || length <= 0) break;
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    if (record.startsWith('path=')) return record.slice('path='.length);
    at += length;
  }
  return undefined;
}

/** The regular files of a .tgz, in the order stored, without npm's `package/` folder. */
export function tarballFiles(tgz: string): string[] {
  const tar = gunzipSync(readFileSync(tgz));
  const files: string[] = [];
  let nextPath: string | undefined;
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const body = tar.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      nextPath = paxPath(body) ?? nextPath;
      continue;
    }
    if (type === 'L') {
      nextPath = field(body, 0, body.length);
      continue;
    }
    const prefix = field(header, 345, 155);
    const name = nextPath ?? (prefix === '' ? field(header, 0, 100) : `${prefix}/${field(header, 0, 100)}`);
    nextPath = undefined;
    if (type === '0' || type === '\0') files.push(name.replace(/^package\//, ''));
  }
  return files;
}
