import { describe, expect, it } from 'vitest';
import { GenericErrorKey } from '../errors';
import { translationCatalogue } from './catalogue';

describe('error texts travel as keys every language translates', () => {
  const catalogue = translationCatalogue();
  for (const [lang, dictionaries] of Object.entries(catalogue)) {
    const errors = Object.values(dictionaries).find((d) => d.name === 'errors');
    it.each(Object.values(GenericErrorKey))(`${lang} translates the request layer's generic key %s`, (key) => {
      expect(errors?.messages[key]).toBeTruthy();
    });
  }
});
