import {
  APP_DICTIONARY_ID,
  createTranslationLoader,
  DICTIONARIES,
  dictionaryMap,
  STATISTICS_DICTIONARY_ID,
  SUPPORTED_LANGUAGES,
  translationCatalogue,
} from '@betframe/sdk/i18n';
import { createHttpClient } from '@betframe/sdk/request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from '../testing';
import { APP_DICTIONARY_CACHE_CONTROL, TRANSLATION_CACHE_CONTROL, translationRoutes } from './routes';
import { textsIn } from './texts';

let server: TestServer;

beforeAll(async () => {
  server = await openTestServer({ modules: [translationRoutes] });
}, 120_000);
afterAll(async () => {
  await server.close();
}, 60_000);

async function mapOf(lang: string): Promise<Record<string, string>> {
  const response = await server.fetch(`/translation-api/by-lang/${lang}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { attributes: { dictionaryMap: string } } };
  return JSON.parse(body.data.attributes.dictionaryMap) as Record<string, string>;
}

describe('translation API (SPEC §7)', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'by-lang/%s answers the catalogue map as a JSON string, cached 15 minutes',
    async (lang) => {
      const response = await server.fetch(`/translation-api/by-lang/${lang}`);
      expect(response.headers.get('cache-control')).toBe(TRANSLATION_CACHE_CONTROL);
      expect(await mapOf(lang)).toEqual(dictionaryMap(lang));
      expect(Object.keys(await mapOf(lang))).toEqual(DICTIONARIES.map(({ id }) => String(id)));
    },
  );

  it('an unknown language is a 404 with the agreed error body', async () => {
    const response = await server.fetch('/translation-api/by-lang/xx');
    expect(response.status).toBe(404);
    const body = (await response.json()) as { success: boolean; errors: Array<{ code: string }> };
    expect(body.success).toBe(false);
    expect(body.errors[0]?.code).toBe('not_found');
  });

  it('every path of the map serves its dictionary; the app dictionary is cached 24 hours, the others 15 minutes', async () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const [id, path] of Object.entries(await mapOf(lang))) {
        const response = await server.fetch(`/genfiles/web-app-v2/${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe(
          Number(id) === APP_DICTIONARY_ID ? APP_DICTIONARY_CACHE_CONTROL : TRANSLATION_CACHE_CONTROL,
        );
        expect(await response.json()).toEqual(translationCatalogue()[lang]?.[Number(id)]?.messages);
      }
    }
  });

  it('a path that is not in the catalogue (stale hash, other language) is a 404', async () => {
    expect((await server.fetch('/genfiles/web-app-v2/en/statistics.00000000.json')).status).toBe(404);
    expect((await server.fetch('/genfiles/web-app-v2/de/app.00000000.json')).status).toBe(404);
  });

  it("the SDK's translation loader reads the statistics dictionary from the server", async () => {
    const loader = createTranslationLoader({
      http: createHttpClient(),
      apiBase: server.url,
      cdn: server.url,
      dictionaries: [STATISTICS_DICTIONARY_ID],
    });
    const result = await loader.load('kk');
    expect(result.status).toBe('loaded');
    if (result.status === 'loaded') {
      expect(result.messages).toEqual(translationCatalogue().kk?.[STATISTICS_DICTIONARY_ID]?.messages);
      expect(result.failedDictionaries).toEqual([]);
    }
  });
});

describe('texts the server sends to players', () => {
  it('come from the catalogue in the language asked for, with their parameters, English otherwise', async () => {
    expect((await textsIn('ru'))('account_message_registration_code', { code: '123456' })).toBe(
      'Код регистрации в Betframe: 123456',
    );
    expect((await textsIn('ar'))('coupon_single')).toBe(
      translationCatalogue().ar?.[APP_DICTIONARY_ID]?.messages.coupon_single,
    );
    expect((await textsIn('xx'))('account_message_sign_in_code', { code: '654321' })).toBe(
      'Betframe sign-in code: 654321',
    );
  });
});
