/**
 * Slug (SPEC §5): Cyrillic transliterated, spaces and underscores become hyphens, punctuation dropped, only
 * Latin letters, digits and hyphens kept. Case is kept as typed — the spec does not ask to lower it.
 * The table covers Russian plus the extra letters of Kazakh, Ukrainian and Belarusian.
 */
// biome-ignore format: a transliteration table reads best one alphabet per line
const TRANSLITERATION: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  ә: 'a', ғ: 'g', қ: 'q', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h', і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ў: 'u',
};

function transliterate(char: string): string {
  const lower = char.toLowerCase();
  const latin = TRANSLITERATION[lower];
  if (latin === undefined) return char;
  if (lower === char || latin === '') return latin;
  return latin.charAt(0).toUpperCase() + latin.slice(1);
}

export function slugify(text: string): string {
  return Array.from(text, transliterate)
    .join('')
    .replace(/[\s_]/g, '-')
    .replace(/[^A-Za-z0-9-]/g, '');
}
