/**
 * Slug (SPEC §5): Cyrillic transliterated, spaces and underscores become hyphens, punctuation dropped, only
 * Latin letters, digits and hyphens kept. A slug is an address part, so it is lower case (`Futbol` and `futbol`
 * must not be two pages), accented Latin letters lose their accents instead of vanishing, and runs of hyphens
 * become one with none at either end. The table covers Russian plus the extra letters of Kazakh, Ukrainian and
 * Belarusian.
 */
// biome-ignore format: a transliteration table reads best one alphabet per line
const TRANSLITERATION: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  ә: 'a', ғ: 'g', қ: 'q', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h', і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ў: 'u',
};

const transliterate = (char: string): string => TRANSLITERATION[char] ?? char;

export function slugify(text: string): string {
  return Array.from(text.toLowerCase(), transliterate)
    .join('')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s_]/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
