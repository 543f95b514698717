import { describe, expect, it } from 'vitest';
import { CASINO_CATEGORIES } from '../dictionaries/casino';
import { SPORTS_LIST } from '../dictionaries/sports';
import { ODDS_FORMATS } from '../format/odds';
import { VALIDATION_MESSAGE_KEYS } from '../validation/message';
import { dictionaryByPath, dictionaryMap, translationCatalogue } from './catalogue';
import { DICTIONARIES, STATISTICS_DICTIONARY_ID } from './dictionary-ids';
import { SUPPORTED_LANGUAGES } from './languages';
import { STATISTICS_FALLBACK_MESSAGES } from './statistics-fallback';

const catalogue = translationCatalogue();
const allKeys = (lang: string) =>
  Object.values(catalogue[lang] ?? {}).flatMap((dictionary) => Object.keys(dictionary.messages));

describe('dictionaries are complete in ru, en, kk and ar', () => {
  for (const { id, name } of DICTIONARIES) {
    it(`dictionary ${name} has the same keys in every language`, () => {
      const english = Object.keys(catalogue.en?.[id]?.messages ?? {}).sort();
      expect(english.length).toBeGreaterThan(0);
      for (const lang of SUPPORTED_LANGUAGES) {
        expect({ lang, keys: Object.keys(catalogue[lang]?.[id]?.messages ?? {}).sort() }).toEqual({
          lang,
          keys: english,
        });
      }
    });
  }

  it.each(SUPPORTED_LANGUAGES)('no text is empty and interpolation names match English (%s)', (lang) => {
    for (const { id } of DICTIONARIES) {
      const messages = catalogue[lang]?.[id]?.messages ?? {};
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        const names = (t: string) => (t.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(names(text), `${lang} ${key}`).toEqual(names(catalogue.en?.[id]?.messages[key] ?? ''));
      }
    }
  });

  it('keys are unique across dictionaries (they share one i18next namespace)', () => {
    const keys = allKeys('en');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every validation message key of SPEC §8 and our rules is translated', () => {
    expect(allKeys('en')).toEqual(expect.arrayContaining([...VALIDATION_MESSAGE_KEYS]));
  });

  it('the error texts, sports, casino categories and odds formats are translated', () => {
    expect(allKeys('en')).toEqual(
      expect.arrayContaining([
        'error_page_message_500',
        'error_server_generic',
        'error_query_generic',
        'error_timeout',
        'error_cancelled',
        'error_network',
        ...SPORTS_LIST.map((sport) => sport.key),
        ...CASINO_CATEGORIES.map((category) => category.key),
        ...ODDS_FORMATS.map((format) => `odds_format_${format}`),
      ]),
    );
  });

  it('the multi-select texts of SPEC §5 are the English texts', () => {
    const validation = catalogue.en?.[2]?.messages ?? {};
    expect(validation.multiselect_max_selected).toBe(
      'Maximum of {{max}} options selected. First remove a selected option to select another.',
    );
    expect(validation.multiselect_no_results).toBe('No elements found. Consider changing the search query.');
    expect(validation.multiselect_list_empty).toBe('List is empty.');
  });

  it('the statistics dictionary keeps the SPEC §2 text of a wrong route parameter in English', () => {
    const statistics = catalogue.en?.[STATISTICS_DICTIONARY_ID]?.messages ?? {};
    expect(statistics.stat_wrong_param?.replace('{{name}}', 'sportId')).toBe('Wrong input param [sportId]');
    for (const lang of SUPPORTED_LANGUAGES)
      expect(catalogue[lang]?.[STATISTICS_DICTIONARY_ID]?.messages.stat_wrong_param, lang).toMatch(/\[\{\{name\}\}\]/);
  });

  it('the statistics dictionary is the English fallback the frame bundles', () => {
    expect(catalogue.en?.[STATISTICS_DICTIONARY_ID]?.messages).toEqual(STATISTICS_FALLBACK_MESSAGES);
    expect(catalogue.en?.[STATISTICS_DICTIONARY_ID]?.name).toBe('statistics');
  });

  it('the Russian timeout and cancel texts are those of SPEC §8', () => {
    const errors = catalogue.ru?.[3]?.messages ?? {};
    expect(errors.error_timeout).toBe('Истекло время запроса. url: {{url}}');
    expect(errors.error_cancelled).toBe('Запрос был отменен. url: {{url}}');
  });
});

describe('translation catalogue', () => {
  it('dictionary ids are numeric and paths are <lang>/<name>.<contenthash>.json', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const [id, dictionary] of Object.entries(catalogue[lang] ?? {})) {
        expect(id).toMatch(/^\d+$/);
        expect(dictionary.path).toMatch(new RegExp(`^${lang}/${dictionary.name}\\.[0-9a-f]{8}\\.json$`));
      }
    }
  });

  it('the content hash changes with the content', () => {
    expect(catalogue.en?.[1]?.path).not.toBe(catalogue.ru?.[1]?.path.replace(/^ru/, 'en'));
  });

  it('the dictionary map and path lookup serve the translation API', () => {
    const map = dictionaryMap('kk');
    expect(Object.keys(map ?? {})).toEqual(DICTIONARIES.map(({ id }) => String(id)));
    expect(dictionaryByPath(map?.['2'] ?? '')?.auth_required_field).toBe('Міндетті өріс');
    expect(dictionaryMap('xx')).toBeUndefined();
    expect(dictionaryByPath('en/app.00000000.json')).toBeUndefined();
  });
});
