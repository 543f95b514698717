/**
 * Finds the system Chromium every browser suite and benchmark uses. Playwright's own browser download cannot
 * work on our machines (no network but the registries), so we always drive Debian's `chromium`.
 */
import { existsSync } from 'node:fs';

export const defaultChromiumPath = '/usr/bin/chromium';

/** Flags from the developers' brief: headless, no sandbox (we run as root), no background network chatter. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

export class ChromiumMissingError extends Error {
  constructor(path: string) {
    super(
      `Chromium not found at ${path}: install it with \`apt-get update && apt-get install -y chromium\` (Debian) or set CHROMIUM_PATH to a Chromium binary.`,
    );
    this.name = 'ChromiumMissingError';
  }
}

/** `CHROMIUM_PATH`, else `/usr/bin/chromium`; throws a one-line explanation when the binary is absent. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync) {
  const path = env.CHROMIUM_PATH?.trim() || defaultChromiumPath;
  if (!exists(path)) throw new ChromiumMissingError(path);
  return path;
}
