/**
 * How the frame gets its texts: through the SDK loader from a real translation API on 127.0.0.1, only the
 * statistics dictionary, and English whenever that fails, answers with an error or takes too long.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  dictionaryByPath,
  dictionaryMap,
  interpolate,
  STATISTICS_DICTIONARY_ID,
  STATISTICS_FALLBACK_MESSAGES,
  translationCatalogue,
} from '@betframe/sdk/i18n';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadTranslations } from './load';
import { createTranslate } from './translate';

let server: Server;
let base = '';
const hits: string[] = [];
/** lang → how the server misbehaves for it. */
const trouble = new Map<string, 'error' | 'hang' | 'dictionary-error'>();

function handle(request: IncomingMessage, response: ServerResponse): void {
  const path = request.url ?? '';
  hits.push(path);
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const lang = /^\/(?:translation-api\/by-lang|genfiles\/web-app-v2)\/(\w+)/.exec(path)?.[1] ?? '';
  const mode = trouble.get(lang);
  const isMap = path.startsWith('/translation-api/');
  if (mode === 'hang') return; // never answers; the frame must stop waiting
  if (mode === 'error' && isMap) send(500, { success: false, message: 'down' });
  else if (isMap) {
    const map = dictionaryMap(lang);
    if (map) send(200, { data: { attributes: { dictionaryMap: JSON.stringify(map) } } });
    else send(404, { success: false, message: 'no such language' });
  } else {
    const messages = dictionaryByPath(path.replace('/genfiles/web-app-v2/', ''));
    if (messages && mode !== 'dictionary-error') send(200, messages);
    else send(500, { success: false, message: 'down' });
  }
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  hits.length = 0;
  trouble.clear();
});

const quiet = { onError: () => undefined };

describe('loading the statistics texts', () => {
  it('fetches the map and only the statistics dictionary, then translates in that language', async () => {
    const loaded = await loadTranslations('kk', { base, ...quiet });
    expect(loaded.source).toBe('loaded');
    expect(loaded.t('stat_tab_main')).toBe(
      translationCatalogue().kk?.[STATISTICS_DICTIONARY_ID]?.messages.stat_tab_main,
    );
    expect(loaded.t('stat_wrong_param', { name: 'gameId' })).toBe('Кіріс параметрі қате [gameId]');
    expect(hits).toHaveLength(2);
    expect(hits[1]).toMatch(/^\/genfiles\/web-app-v2\/kk\/statistics\.\w+\.json$/);
  });

  it('English is bundled: no request', async () => {
    const loaded = await loadTranslations('en', { base, ...quiet });
    expect(loaded.source).toBe('bundled');
    expect(loaded.t('stat_squad')).toBe('Squad');
    expect(hits).toEqual([]);
  });

  it.each([
    ['the map answers 500', 'error'],
    ['the dictionary answers 500', 'dictionary-error'],
  ] as const)('%s: English', async (_, mode) => {
    trouble.set('ru', mode);
    const loaded = await loadTranslations('ru', { base, ...quiet });
    expect(loaded.source).toBe('fallback');
    expect(loaded.t('stat_squad')).toBe('Squad');
  });

  it('a language the API does not know: English', async () => {
    const loaded = await loadTranslations('de', { base, ...quiet });
    expect(loaded.source).toBe('fallback');
    expect(loaded.t('stat_hide')).toBe('Hide');
  });

  it('a server that never answers: English after the wait limit, not a blank frame', async () => {
    trouble.set('ar', 'hang');
    const started = Date.now();
    const loaded = await loadTranslations('ar', { base, waitMs: 300, ...quiet });
    expect(loaded.source).toBe('fallback');
    expect(loaded.t('stat_show')).toBe('Show');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('failures are reported to onError (SPEC §8: only logged)', async () => {
    trouble.set('ru', 'error');
    const errors: string[] = [];
    await loadTranslations('ru', { base, onError: (_, url) => errors.push(url) });
    expect(errors).toEqual(['translation map ru']);
  });
});

describe('t()', () => {
  it('interpolates every {{name}} and leaves unknown ones visible', () => {
    expect(interpolate('{{a}} and {{b}} and {{a}}', { a: 1, b: 'two' })).toBe('1 and two and 1');
    expect(interpolate('{{missing}}!', {})).toBe('{{missing}}!');
  });

  it('a text missing from the loaded dictionary comes from the bundled English one', () => {
    const t = createTranslate({ stat_hide: 'Скрыть' });
    expect(t('stat_hide')).toBe('Скрыть');
    expect(t('stat_show')).toBe(STATISTICS_FALLBACK_MESSAGES.stat_show);
  });

  it('an empty text counts as missing', () => {
    expect(createTranslate({ stat_hide: '' })('stat_hide')).toBe('Hide');
  });
});
