import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_TEMPLATE_ENV, dataTemplateFor } from './server-process';

const folder = mkdtempSync(join(tmpdir(), 'betframe-template-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const from = { [DATA_TEMPLATE_ENV]: folder };

describe('which servers start on a copy of the e2e data template', () => {
  it('a development server on the ordinary entry points, whatever runtime settings it has', () => {
    expect(dataTemplateFor('scripts/start.ts', {}, false, from)).toBe(folder);
    expect(dataTemplateFor('server/src/main.ts', { NODE_ENV: 'development' }, false, from)).toBe(folder);
    expect(
      dataTemplateFor('scripts/start.ts', { CONFIG_DIR: '/tmp/x', BETTING_MAX_STAKE_PER_MARKET: '100' }, false, from),
    ).toBe(folder);
  });

  it.each([
    ['asked to start fresh', 'scripts/start.ts', {}, true],
    ['its own DATA_DIR', 'scripts/start.ts', { DATA_DIR: '/tmp/x' }, false],
    ['PostgreSQL', 'server/src/main.ts', { DATABASE_URL: 'postgres://x' }, false],
    ['production', 'server/src/main.ts', { NODE_ENV: 'production' }, false],
    ['another entry point', 'tests/custom-entry.ts', {}, false],
  ] as const)('not with %s', (_, entry, env, fresh) => {
    expect(dataTemplateFor(entry, env, fresh, from)).toBeUndefined();
  });

  it('not without a template, or when its folder is gone', () => {
    expect(dataTemplateFor('scripts/start.ts', {}, false, {})).toBeUndefined();
    expect(
      dataTemplateFor('scripts/start.ts', {}, false, { [DATA_TEMPLATE_ENV]: join(folder, 'gone') }),
    ).toBeUndefined();
  });
});
