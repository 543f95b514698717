import { randomInt } from 'node:crypto';

/**
 * An SVG picture of a number: each digit at a random tilt and offset over a few noise lines — enough that a
 * person reads it at a glance and a trivial scraper has to do more than read the markup.
 */
export function numberImage(value: number): string {
  const digits = String(value).split('');
  const width = 40 + digits.length * 34;
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<line x1="${randomInt(0, width)}" y1="${randomInt(0, 60)}" x2="${randomInt(0, width)}" y2="${randomInt(0, 60)}" stroke="hsl(${randomInt(0, 360)},50%,60%)" stroke-width="2"/>`,
    );
  }
  digits.forEach((digit, i) => {
    const x = 24 + i * 34 + randomInt(-4, 5);
    const y = 42 + randomInt(-6, 7);
    const angle = randomInt(-25, 26);
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-family="serif" font-size="36" font-weight="bold" fill="hsl(${randomInt(180, 300)},60%,30%)">${digit}</text>`,
    );
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="60" viewBox="0 0 ${width} 60"><rect width="100%" height="100%" fill="#f4f1e8"/>${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
