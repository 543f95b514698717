import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../request';
import { dictionaryByPath, dictionaryMap } from './catalogue';
import { createI18n } from './create-i18n';
import { DICTIONARIES, STATISTICS_DICTIONARY_ID } from './dictionary-ids';
import { renderMessage } from './render-message';
import { APP_DICTIONARY_TTL_MS, createTranslationLoader, TRANSLATION_TTL_MS } from './translation-loader';

/** A real translation API on 127.0.0.1 serving the catalogue the way the server does. */
let server: Server;
let base = '';
const hits: string[] = [];
const broken = new Set<string>();

function handle(request: IncomingMessage, response: ServerResponse): void {
  const url = request.url ?? '';
  hits.push(url);
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const byLang = /^\/translation-api\/by-lang\/(\w+)$/.exec(url);
  if (byLang) {
    const lang = byLang[1] ?? '';
    const map = dictionaryMap(lang);
    if (!map || broken.has(`map:${lang}`)) send(404, { success: false, message: 'no such language' });
    else send(200, { data: { type: 'translation', attributes: { dictionaryMap: JSON.stringify(map) } } });
    return;
  }
  const file = /^\/cdn\/genfiles\/web-app-v2\/(.+)$/.exec(url);
  if (file) {
    const path = file[1] ?? '';
    const messages = dictionaryByPath(path);
    if (!messages || broken.has(path.split('/')[0] ?? '')) send(500, { success: false, message: 'down' });
    else send(200, messages);
    return;
  }
  send(404, {});
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits.length = 0;
  broken.clear();
});

function loaderAt(clock: { now: number }) {
  return createTranslationLoader({
    http: createHttpClient({ now: () => clock.now }),
    apiBase: base,
    cdn: `${base}/cdn`,
  });
}

describe('translation loader (SPEC §7 translation API)', () => {
  it('reads the dictionary map, then every dictionary from the CDN, merged', async () => {
    const result = await loaderAt({ now: 0 }).load('ru');
    expect(result.status).toBe('loaded');
    if (result.status !== 'loaded') return;
    expect(result.messages.log_in).toBe('Войти');
    expect(result.messages.auth_required_field).toBe('Обязательное поле');
    expect(result.messages.sport_football).toBe('Футбол');
    expect(hits[0]).toBe('/translation-api/by-lang/ru');
    expect(hits.filter((hit) => hit.startsWith('/cdn/genfiles/web-app-v2/ru/'))).toHaveLength(DICTIONARIES.length);
  });

  it('with `dictionaries` only those dictionaries are fetched (the statistics frame loads one)', async () => {
    const loader = createTranslationLoader({
      http: createHttpClient(),
      apiBase: base,
      cdn: `${base}/cdn`,
      dictionaries: [STATISTICS_DICTIONARY_ID],
    });
    const result = await loader.load('ar');
    expect(result.status).toBe('loaded');
    if (result.status !== 'loaded') return;
    expect(result.messages.stat_tab_main).toBe('المباراة');
    expect(result.messages.log_in).toBeUndefined();
    const files = hits.filter((hit) => hit.startsWith('/cdn/genfiles/web-app-v2/'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\/cdn\/genfiles\/web-app-v2\/ar\/statistics\.[0-9a-z]+\.json$/);
  });

  it('caches for 15 minutes and the app dictionary for 24 hours', async () => {
    const clock = { now: 0 };
    const loader = loaderAt(clock);
    await loader.load('en');
    hits.length = 0;
    clock.now = TRANSLATION_TTL_MS - 1;
    await loader.load('en');
    expect(hits).toEqual([]);
    clock.now = TRANSLATION_TTL_MS + 1;
    await loader.load('en');
    // The map and the 15-minute dictionaries are fetched again; the app dictionary (id 1) is not.
    expect(hits).toContain('/translation-api/by-lang/en');
    expect(hits.some((hit) => /\/en\/app\./.test(hit))).toBe(false);
    expect(hits.filter((hit) => hit.includes('/web-app-v2/en/'))).toHaveLength(DICTIONARIES.length - 1);
    hits.length = 0;
    clock.now = APP_DICTIONARY_TTL_MS + 1;
    await loader.load('en');
    expect(hits.some((hit) => /\/en\/app\./.test(hit))).toBe(true);
  });

  it('a failed map gives a not-loaded result instead of throwing', async () => {
    broken.add('map:ar');
    const errors: string[] = [];
    const loader = createTranslationLoader({
      http: createHttpClient(),
      apiBase: base,
      cdn: `${base}/cdn`,
      onError: (_e, url) => errors.push(url),
    });
    expect((await loader.load('ar')).status).toBe('not-loaded');
    expect(errors).toEqual(['translation map ar']);
  });

  it('failures are not cached: the next load retries', async () => {
    const loader = loaderAt({ now: 0 });
    broken.add('map:kk');
    expect((await loader.load('kk')).status).toBe('not-loaded');
    broken.clear();
    expect((await loader.load('kk')).status).toBe('loaded');
  });

  it('empty dictionaries (all failed) give a not-loaded result', async () => {
    broken.add('ru');
    const result = await loaderAt({ now: 0 }).load('ru');
    expect(result).toEqual({ status: 'not-loaded', reason: 'empty dictionaries' });
  });

  it('an unreachable server gives not-loaded', async () => {
    const loader = createTranslationLoader({
      http: createHttpClient(),
      apiBase: 'http://127.0.0.1:9',
      cdn: 'http://127.0.0.1:9',
    });
    expect((await loader.load('ru')).status).toBe('not-loaded');
  });

  it('concurrent loads share one request per URL', async () => {
    const loader = loaderAt({ now: 0 });
    await Promise.all([loader.load('en'), loader.load('en')]);
    expect(hits.filter((hit) => hit === '/translation-api/by-lang/en')).toHaveLength(1);
  });
});

describe('i18next over the translation API', () => {
  it('Russian is the default language and texts interpolate their parameters', async () => {
    const i18n = await createI18n({ translations: { http: createHttpClient(), apiBase: base, cdn: `${base}/cdn` } });
    expect(i18n.language).toBe('ru');
    expect(i18n.t('required', { label: 'Имя' })).toBe('Поле «Имя» обязательно для заполнения');
    expect(i18n.t('phone_min_length', { min: 6 })).toBe('Минимальное количество цифр: 6');
  });

  it('a rule verdict renders through renderMessage', async () => {
    const i18n = await createI18n({
      lang: 'en',
      translations: { http: createHttpClient(), apiBase: base, cdn: `${base}/cdn` },
    });
    expect(renderMessage(i18n.t, { key: 'equal_length', params: { max: 20 } })).toBe('Maximum number of digits: 20');
    expect(renderMessage(i18n.t, { key: 'auth_incorrect_code' })).toBe('Incorrect code');
    expect(renderMessage(i18n.t, undefined)).toBe('');
  });

  it('the required message shows the field label in quotes in English', async () => {
    const i18n = await createI18n({
      lang: 'en',
      translations: { http: createHttpClient(), apiBase: base, cdn: `${base}/cdn` },
    });
    expect(i18n.t('required', { label: 'E-mail' })).toBe('The "E-mail" field is required');
    expect(i18n.t('multiselect_max_selected', { max: 3 })).toBe(
      'Maximum of 3 options selected. First remove a selected option to select another.',
    );
  });

  it('a language that fails to load falls back to English, never to a blank text', async () => {
    broken.add('ar');
    const i18n = await createI18n({
      lang: 'ar',
      translations: { http: createHttpClient(), apiBase: base, cdn: `${base}/cdn` },
    });
    expect(i18n.t('log_in')).toBe('Log in');
  });

  it('when nothing loads, bundled texts and then the key are shown', async () => {
    broken.add('map:ru');
    broken.add('map:en');
    const i18n = await createI18n({
      lang: 'ru',
      translations: { http: createHttpClient(), apiBase: base, cdn: `${base}/cdn` },
      bundled: { en: { translation: { log_in: 'Log in (bundled)' } } },
    });
    expect(i18n.t('log_in')).toBe('Log in (bundled)');
    expect(i18n.t('register')).toBe('register');
  });

  it('Kazakh and Arabic load their own texts', async () => {
    const kk = await createI18n({
      lang: 'kk',
      translations: { http: createHttpClient(), apiBase: base, cdn: `${base}/cdn` },
    });
    const ar = await createI18n({
      lang: 'ar',
      translations: { http: createHttpClient(), apiBase: base, cdn: `${base}/cdn` },
    });
    expect([kk.t('log_in'), ar.t('log_in')]).toEqual(['Кіру', 'تسجيل الدخول']);
  });
});
