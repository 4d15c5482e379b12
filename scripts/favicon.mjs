// Writes docs/favicon.ico: the docs site's icon, drawn here so that it is reproducible byte for byte
// (a binary file has no room for the generated-file banner; the drift check covers it instead).
// A bell, white on the docs' blue, 32×32, as the one 32-bit BMP image of an ICO file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

export const faviconOutputs = ['docs/favicon.ico'];

const SIZE = 32;
const SAMPLES = 4; // per axis: 16 samples a pixel smooth the edges
const BACKGROUND = [0x32, 0x32, 0x9f]; // Redoc's default primary colour
const INK = [0xff, 0xff, 0xff];

/** Whether a point (0..1 on both axes, y downwards) is inside the tile, and inside the bell. */
function tileAt(x, y) {
  const r = 0.18; // corner radius of the rounded square
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function bellAt(x, y) {
  const dome = (x - 0.5) ** 2 + (y - 0.42) ** 2 <= 0.2 ** 2 && y <= 0.42;
  // Below the dome the sides flare out to the rim.
  const t = (y - 0.42) / (0.7 - 0.42);
  const halfWidth = 0.2 + 0.1 * t * t;
  const body = y >= 0.42 && y <= 0.7 && Math.abs(x - 0.5) <= halfWidth;
  const rim = y >= 0.68 && y <= 0.74 && Math.abs(x - 0.5) <= 0.32;
  const knob = (x - 0.5) ** 2 + (y - 0.2) ** 2 <= 0.055 ** 2;
  const clapper = (x - 0.5) ** 2 + (y - 0.8) ** 2 <= 0.075 ** 2;
  return dome || body || rim || knob || clapper;
}

/** BGRA rows, bottom-up as BMP wants them. */
function pixels() {
  const data = Buffer.alloc(SIZE * SIZE * 4);
  for (let row = 0; row < SIZE; row += 1) {
    for (let column = 0; column < SIZE; column += 1) {
      let tile = 0;
      let ink = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (column + (sx + 0.5) / SAMPLES) / SIZE;
          const y = (row + (sy + 0.5) / SAMPLES) / SIZE;
          if (tileAt(x, y)) {
            tile += 1;
            if (bellAt(x, y)) ink += 1;
          }
        }
      }
      const share = ink / Math.max(tile, 1);
      const colour = BACKGROUND.map((channel, i) => Math.round(channel + (INK[i] - channel) * share));
      const offset = ((SIZE - 1 - row) * SIZE + column) * 4;
      data[offset] = colour[2];
      data[offset + 1] = colour[1];
      data[offset + 2] = colour[0];
      data[offset + 3] = Math.round((255 * tile) / (SAMPLES * SAMPLES));
    }
  }
  return data;
}

export function faviconBytes() {
  const xor = pixels();
  const andMask = Buffer.alloc((SIZE * SIZE) / 8); // all zero: the alpha channel decides
  const info = Buffer.alloc(40);
  info.writeUInt32LE(40, 0); // BITMAPINFOHEADER
  info.writeInt32LE(SIZE, 4);
  info.writeInt32LE(SIZE * 2, 8); // an ICO image counts the XOR and AND bitmaps in its height
  info.writeUInt16LE(1, 12);
  info.writeUInt16LE(32, 14);
  info.writeUInt32LE(xor.length + andMask.length, 20);
  const image = Buffer.concat([info, xor, andMask]);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, image]);
}

export function writeFavicon(outRoot = repoRoot) {
  mkdirSync(join(outRoot, 'docs'), { recursive: true });
  writeFileSync(join(outRoot, 'docs', 'favicon.ico'), faviconBytes());
}

runAsCli(import.meta.url, () => {
  writeFavicon();
  console.log(`wrote ${faviconOutputs.join(', ')}`);
});
