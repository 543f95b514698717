import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * A raster picture (PNG) of a number: each digit drawn from a small bitmap font into pixels, then tilted,
 * scaled, bent along a wave, over noise lines and speckles. The answer exists only as pixels — no text node, no
 * glyph outline, nothing a script reads off the markup (the SVG picture this replaced drew `<text>` digits).
 */

// 5×7 digit glyphs, one string per row ('#' = ink).
const GLYPHS: readonly (readonly string[])[] = [
  [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  ['  #  ', ' ##  ', '# #  ', '  #  ', '  #  ', '  #  ', '#####'],
  [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
];

const HEIGHT = 60;
type Rgb = [number, number, number];

const ink = (glyph: readonly string[], u: number, v: number) =>
  u >= 0 && v >= 0 && u < 5 && v < 7 && glyph[Math.floor(v)]?.[Math.floor(u)] === '#';

/** Random float in [min, max). */
const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The pixels (RGB, row-major) of `value` drawn with random distortion. */
export function renderNumber(value: number): { width: number; height: number; pixels: Uint8Array } {
  const digits = String(value)
    .split('')
    .map((d) => GLYPHS[Number(d)] as readonly string[]);
  const width = 40 + digits.length * 34;
  const pixels = new Uint8Array(width * HEIGHT * 3);
  const paper: Rgb = hsl(randomInt(30, 60), 0.4, between(0.9, 0.96));
  for (let i = 0; i < width * HEIGHT; i++) pixels.set(paper, i * 3);
  const plot = (x: number, y: number, color: Rgb) => {
    if (x >= 0 && y >= 0 && x < width && y < HEIGHT) pixels.set(color, (Math.floor(y) * width + Math.floor(x)) * 3);
  };

  // Noise lines under the digits.
  for (let n = 0; n < 6; n++) {
    const color = hsl(randomInt(0, 360), 0.5, between(0.55, 0.75));
    const [x0, y0, x1, y1] = [randomInt(0, width), randomInt(0, HEIGHT), randomInt(0, width), randomInt(0, HEIGHT)];
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s++) {
      const x = x0 + ((x1 - x0) * s) / steps;
      const y = y0 + ((y1 - y0) * s) / steps;
      plot(x, y, color);
      plot(x, y + 1, color);
    }
  }

  // Each digit through an inverse mapping: pixel → glyph cell after rotation, scale and a sine bend.
  const wave = { amplitude: between(0.2, 0.5), frequency: between(0.6, 1.2), phase: between(0, Math.PI * 2) };
  digits.forEach((glyph, i) => {
    const color = hsl(randomInt(180, 300), 0.6, between(0.2, 0.35));
    const cx = 36 + i * 34 + randomInt(-4, 5);
    const cy = HEIGHT / 2 + randomInt(-5, 6);
    const angle = (between(-25, 25) * Math.PI) / 180;
    const scale = between(5, 6.5);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    for (let y = Math.max(0, cy - 30); y < Math.min(HEIGHT, cy + 30); y++) {
      for (let x = Math.max(0, cx - 30); x < Math.min(width, cx + 30); x++) {
        const dx = x - cx;
        const dy = y - cy;
        const v = (-dx * sin + dy * cos) / scale + 3.5;
        const u = (dx * cos + dy * sin) / scale + 2.5 + wave.amplitude * Math.sin(v * wave.frequency + wave.phase);
        if (ink(glyph, u, v)) plot(x, y, color);
      }
    }
  });

  // Speckles over everything.
  for (let n = 0; n < (width * HEIGHT) / 25; n++) {
    plot(randomInt(0, width), randomInt(0, HEIGHT), hsl(randomInt(0, 360), 0.3, between(0.3, 0.9)));
  }
  return { width, height: HEIGHT, pixels };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGB PNG of the pixels. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression/filter, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 3 + 1)] = 0; // filter: none
    rows.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** The challenge picture as a `data:image/png` URL. */
export function numberImage(value: number): string {
  const { width, height, pixels } = renderNumber(value);
  return `data:image/png;base64,${encodePng(width, height, pixels).toString('base64')}`;
}
