/**
 * The e2e project's global setup (vitest.config.ts): starts one development server on an empty data folder,
 * lets it migrate and seed, stops it cleanly, and names that folder in `BETFRAME_E2E_DATA_TEMPLATE` for the
 * test workers, whose servers then start on a copy of it (./server-process.ts). One fresh start for the run
 * instead of one per file. `E2E_FRESH_SERVERS=1` turns it off (every server starts empty, as before).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_TEMPLATE_ENV, startServer } from './server-process';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.E2E_FRESH_SERVERS === '1') return undefined;
  const started = performance.now();
  const folder = mkdtempSync(join(tmpdir(), 'betframe-e2e-template-'));
  try {
    // DATA_DIR given: this server starts empty and leaves its data where the template is kept.
    const server = await startServer({ env: { DATA_DIR: folder, EXAMPLES_PORT: 'off' } });
    const code = await server.stop();
    if (code !== 0) throw new Error(`the template server stopped with ${code}:\n${server.output()}`);
  } catch (error) {
    // Without a template every server starts empty, as before; a broken server then fails in the files themselves.
    rmSync(folder, { recursive: true, force: true });
    console.warn('e2e: no data template, every server starts on an empty folder:', error);
    return undefined;
  }
  process.env[DATA_TEMPLATE_ENV] = folder;
  console.log(`e2e: data template (migrated, seeded) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return () => {
    delete process.env[DATA_TEMPLATE_ENV];
    rmSync(folder, { recursive: true, force: true });
  };
}
