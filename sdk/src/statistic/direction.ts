/**
 * The statistics frame's text direction (SPEC §5, §9): the parent's choice (`rtl` in the query or a `settings`
 * message) wins; else the language's own, from the SDK's one right-to-left list (../i18n/languages.ts). Here so the
 * frame's runtime reads it without the translation catalogue behind the i18n index.
 */
import { isRtl } from '../i18n/languages';

export function statisticFrameRtl(lang: string, chosen: boolean | undefined): boolean {
  return chosen ?? isRtl(lang);
}
