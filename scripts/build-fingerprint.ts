/**
 * A cheap fingerprint of everything that goes into the browser bundles (paths, sizes, modification times), so
 * `npm start` rebuilds only when a source changed since the last `npm run build`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { globSync } from 'tinyglobby';

export const buildInfoPath = 'dist/build-info.json';

const inputs = [
  '{sdk,widgets,statistic-frame,site}/**/*',
  'vite.config.ts',
  'package-lock.json',
  '!**/node_modules/**',
  '!**/*.test.{ts,tsx}',
];

export function sourceFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of globSync(inputs, { dot: false }).sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}\0${size}\0${Math.trunc(mtimeMs)}\n`);
  }
  return hash.digest('hex');
}

export function builtFingerprint(): string | undefined {
  try {
    const info = JSON.parse(readFileSync(buildInfoPath, 'utf8')) as { fingerprint?: unknown };
    return typeof info.fingerprint === 'string' ? info.fingerprint : undefined;
  } catch {
    return undefined;
  }
}
