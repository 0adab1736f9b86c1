/**
 * Draws the toolbar icon (a lens over a card) at each size and writes PNGs to public/icons.
 * Run once after changing the drawing: `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) row.set(pixel(x, y), 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** Coverage of a point by the shape, supersampled 4×4 for smooth edges. */
function draw(size: number) {
  return (px: number, py: number): [number, number, number, number] => {
    let lens = 0;
    let handle = 0;
    for (let sy = 0; sy < 4; sy += 1) {
      for (let sx = 0; sx < 4; sx += 1) {
        const x = (px + (sx + 0.5) / 4) / size;
        const y = (py + (sy + 0.5) / 4) / size;
        const d = Math.hypot(x - 0.42, y - 0.42);
        if (d < 0.34 && d > 0.22) lens += 1;
        else if (d <= 0.22) handle += 0; // the lens is clear
        const along = (x + y) / Math.SQRT2;
        const across = Math.abs(x - y) / Math.SQRT2;
        if (along > 0.9 && along < 1.3 && across < 0.07) handle += 1;
      }
    }
    const a = Math.min(lens + handle, 16) / 16;
    return [79, 70, 229, Math.round(a * 255)];
  };
}

mkdirSync('public/icons', { recursive: true });
for (const size of [16, 32, 48, 128]) writeFileSync(`public/icons/${size}.png`, png(size, draw(size)));
