/**
 * Reading a browser's screenshot pixel by pixel, with no image library: the PNGs Chromium and
 * Firefox write are 8-bit RGB or RGBA, not interlaced, so decoding is inflate and unfilter.
 */
import { inflateSync } from 'node:zlib';

export interface Pixels {
  width: number;
  height: number;
  /** [r, g, b] at a pixel of the image (device pixels). */
  at(x: number, y: number): [number, number, number];
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function decodePng(png: Buffer): Pixels {
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let pos = 8; pos < png.length;) {
    const length = png.readUInt32BE(pos);
    const type = png.toString('latin1', pos + 4, pos + 8);
    const chunk = png.subarray(pos + 8, pos + 8 + length);
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
      channels = chunk[9] === 6 ? 4 : chunk[9] === 2 ? 3 : 0;
      if (chunk[8] !== 8 || !channels || chunk[12] !== 0) throw new Error('a PNG this reader does not know');
    }
    if (type === 'IDAT') data.push(chunk);
    pos += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i += 1) {
      const a = i >= channels ? out[y * stride + i - channels]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = i >= channels && y > 0 ? out[(y - 1) * stride + i - channels]! : 0;
      const add = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]!;
      out[y * stride + i] = (line[i]! + add) & 255;
    }
  }
  return {
    width,
    height,
    at: (x, y) => {
      const i = y * stride + x * channels;
      return [out[i]!, out[i + 1]!, out[i + 2]!];
    },
  };
}

/** The largest difference of one colour channel between two pixels. */
export function channelDiff(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
}

/**
 * How many pixels of an image carry the underline's ink (indigo, rgb(99 102 241 / .85) over a
 * light page) and not the page's own dark text or white ground.
 */
export function underlineInk(image: Pixels): number {
  let ink = 0;
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const [r, g, b] = image.at(x, y);
      if (b > 170 && b - r > 50 && b - g > 50) ink += 1;
    }
  }
  return ink;
}
