/**
 * The information pages of SPEC §2 ("Information page kinds"): texts per language from
 * `server/content/information/<lang>.json`, checked with zod when the server starts. Every kind has its own text
 * (the rules frame shows the betting rules); a kind a file leaves out falls back to an honest per-language text
 * naming the document and the support address.
 * Texts are plain strings rendered to a small HTML subset here (h2, p, ul/li), escaped, so a content file can
 * never inject markup.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const informationKinds = [
  'information',
  'contacts',
  'about',
  'howbet',
  'rules',
  'payment',
  'cookies',
  'ussdinstruction',
  'points',
  'taxes',
  'mainRules',
  'simpleIdentification',
  'consent',
  'licenses',
  'privacyPolicy',
  'amlkyc',
  'amlpolicy',
  'kycpolicy',
  'disputeresolution',
  'responsiblegaming',
  'smsbets',
  'confirmTerms',
  'calc',
  'cashTerminals',
  'rulesFrame',
  'bettingCalculator',
] as const;
export type InformationKind = (typeof informationKinds)[number];

export const contentLanguages = ['ru', 'en', 'kk', 'ar'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** The allow-list: a text is headings, paragraphs and bulleted lists of plain text — nothing else (the blog's
 * Markdown is read into the same blocks). */
export const blockSchema = z.union([
  z.object({ h2: z.string().min(1) }).strict(),
  z.object({ p: z.string().min(1) }).strict(),
  z.object({ ul: z.array(z.string().min(1)).min(1) }).strict(),
]);
export type Block = z.infer<typeof blockSchema>;

/** SPEC §2 "USSD instructions": the operations a USSD code may be configured for (`ussd.codes` of the site config). */
export const ussdOperations = ['balance', 'bet', 'coupon', 'deposit', 'password', 'toto', 'cashOut'] as const;
export type UssdOperation = (typeof ussdOperations)[number];

const languageFileSchema = z.object({
  titles: z.record(z.enum(informationKinds), z.string().min(1)),
  /** The USSD page when the operator has codes: `intro` blocks, a list item per configured operation, `after`. */
  ussd: z.object({
    intro: z.array(blockSchema).min(1),
    operations: z.record(z.enum(ussdOperations), z.string().min(1)),
    after: z.array(blockSchema).min(1),
  }),
  pages: z.partialRecord(z.enum(informationKinds), z.array(blockSchema).min(1)),
  generic: z.array(blockSchema).min(1),
  questions: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })),
});
export type LanguageFile = z.infer<typeof languageFileSchema>;

export interface InformationPage {
  kind: InformationKind;
  title: string;
  /** The page body as escaped HTML (h2, p, ul/li). */
  content: string;
  /** The blocks `content` was rendered from, placeholders filled (the server-rendered page's view tree). */
  blocks: Block[];
  /** Whether the kind has its own text (false: the shared per-language text). */
  specific: boolean;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The blocks with every `{name}` filled from `values` (an unknown name stays as written). */
export function fillBlocks(blocks: readonly Block[], values: Record<string, string> = {}): Block[] {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return blocks.map((block) => {
    if ('h2' in block) return { h2: fill(block.h2) };
    if ('p' in block) return { p: fill(block.p) };
    return { ul: block.ul.map(fill) };
  });
}

/** Blocks to HTML (h2, p, ul/li only), every text escaped; `{name}` is filled from `values`. */
export function renderBlocks(blocks: readonly Block[], values: Record<string, string> = {}): string {
  return fillBlocks(blocks, values)
    .map((block) => {
      if ('h2' in block) return `<h2>${escapeHtml(block.h2)}</h2>`;
      if ('p' in block) return `<p>${escapeHtml(block.p)}</p>`;
      return `<ul>${block.ul.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    })
    .join('');
}

/** A kind named in a path, in any letter case (site paths are lowercased: `privacypolicy`). */
export function kindOf(value: string): InformationKind | undefined {
  const lower = value.toLowerCase();
  return informationKinds.find((kind) => kind.toLowerCase() === lower);
}

/** The kind a page path names: `/en/information/about`, `information/privacypolicy`, or a bare kind. */
export function kindOfPath(path: string): InformationKind | undefined {
  const parts = path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const at = parts.indexOf('information');
  if (at >= 0)
    return parts.length === at + 1 ? 'information' : parts.length === at + 2 ? kindOf(parts[at + 1] ?? '') : undefined;
  return parts.length === 1 ? kindOf(parts[0] ?? '') : undefined;
}

export function languageOf(value: string | undefined): ContentLanguage {
  const code = (value ?? '').toLowerCase().slice(0, 2);
  return (contentLanguages as readonly string[]).includes(code) ? (code as ContentLanguage) : 'ru';
}

/** What a page says that comes from the partner's configuration. */
export interface PageFacts {
  /** Fills `{email}` (the partner's first support address). */
  supportEmail: string;
  /** The site configuration's `ussd.codes` (an empty code: the operation has none). */
  ussdCodes?: Partial<Record<UssdOperation, string>>;
}

export interface InformationLibrary {
  page(kind: InformationKind, lang: ContentLanguage, facts: PageFacts): InformationPage;
  links(lang: ContentLanguage): { kind: InformationKind; section: InformationSection; title: string; path: string }[];
  questions(lang: ContentLanguage): { question: string; answer: string }[];
}

/**
 * The footer's information links in SPEC §2's information sections (rules, games, partners), in order. Every
 * link names its section so the site can group them.
 */
export const informationSections = ['rules', 'games', 'partners'] as const;
export type InformationSection = (typeof informationSections)[number];
export const footerLinks: readonly { kind: InformationKind; section: InformationSection }[] = [
  { kind: 'rules', section: 'rules' },
  { kind: 'privacyPolicy', section: 'rules' },
  { kind: 'cookies', section: 'rules' },
  { kind: 'responsiblegaming', section: 'rules' },
  { kind: 'taxes', section: 'rules' },
  { kind: 'howbet', section: 'games' },
  { kind: 'payment', section: 'games' },
  { kind: 'about', section: 'partners' },
  { kind: 'contacts', section: 'partners' },
  { kind: 'licenses', section: 'partners' },
];

/** Kinds that show another kind's text: the rules frame is the betting rules, embeddable in a frame. */
const textOf: Partial<Record<InformationKind, InformationKind>> = { rulesFrame: 'rules' };

export function createInformationLibrary(files: Record<ContentLanguage, LanguageFile>): InformationLibrary {
  return {
    page(kind, lang, { supportEmail, ussdCodes = {} }) {
      const file = files[lang];
      const title = file.titles[kind];
      const codes = ussdOperations.filter((op) => ussdCodes[op]);
      if (kind === 'ussdinstruction' && codes.length > 0) {
        // Each line "operation: code"; codes are the configuration's (checked there: `*`, digits, `#`, capitals).
        const list: Block = { ul: codes.map((op) => `${file.ussd.operations[op]}: ${ussdCodes[op]}`) };
        const blocks = fillBlocks([...file.ussd.intro, list, ...file.ussd.after], { title, email: supportEmail });
        return { kind, title, content: renderBlocks(blocks), blocks, specific: true };
      }
      const own = file.pages[kind] ?? file.pages[textOf[kind] ?? kind];
      const blocks = fillBlocks(own ?? file.generic, { title, email: supportEmail });
      return { kind, title, content: renderBlocks(blocks), blocks, specific: own !== undefined };
    },
    links(lang) {
      return footerLinks.map(({ kind, section }) => ({
        kind,
        section,
        title: files[lang].titles[kind],
        path: `/${lang}/information/${kind.toLowerCase()}`,
      }));
    },
    questions(lang) {
      return files[lang].questions;
    },
  };
}

/** Reads and checks every language file under `dir`; a broken file stops the server at start. */
export function loadInformationFiles(dir: string): Record<ContentLanguage, LanguageFile> {
  const entries = contentLanguages.map((lang) => {
    const raw: unknown = JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8'));
    return [lang, languageFileSchema.parse(raw)] as const;
  });
  return Object.fromEntries(entries) as Record<ContentLanguage, LanguageFile>;
}
