/**
 * The main content of a server-rendered site page as a small view tree, shared by both sides of the hand-over
 * (docs/content-and-seo.md "Client takeover"): the server writes it as HTML into `#ssr-main` and embeds the same
 * tree in `#ssr-page`; the site validates the tree with `ssrPageSchema` and hydrates `#ssr-main` from it, so
 * the markup the visitor sees is never rendered a second time. Tags and attributes are an allow-list (no
 * script, no style, no event handler can travel in it); an `href` is a same-site path.
 */
import * as z from 'zod/mini';

// `details`/`summary`: a long list of links kept in the page for crawlers and visitors without script, folded.
export const ssrTags = ['h1', 'h2', 'p', 'ul', 'li', 'a', 'time', 'nav', 'section', 'details', 'summary'] as const;
export type SsrTag = (typeof ssrTags)[number];

/** An element: tag, its attributes (`href` on `a`, `datetime` on `time`, a class name), its children. */
export interface SsrElement {
  t: SsrTag;
  href?: string | undefined;
  datetime?: string | undefined;
  cls?: string | undefined;
  c?: SsrNode[] | undefined;
}
export type SsrNode = string | SsrElement;

/** A path of this site (`/en/line/1`), never another origin or a `javascript:` link. */
export const isSitePath = (href: string) => /^\/[a-z0-9]/i.test(href) && !href.includes('\\');

const elementSchema: z.ZodMiniType<SsrElement> = z.object({
  t: z.enum(ssrTags),
  href: z.optional(z.string().check(z.refine(isSitePath))),
  datetime: z.optional(z.string().check(z.maxLength(40))),
  cls: z.optional(z.string().check(z.regex(/^[a-z0-9 -]{1,60}$/))),
  get c() {
    return z.optional(z.array(z.union([z.string(), elementSchema])));
  },
});
export const ssrNodeSchema = z.union([z.string(), elementSchema]);

/**
 * What `#ssr-page` holds: the page it was rendered for (path after the origin), the main content's tree and, where
 * the page needs it, what the page is (an information page's kind: `privacyPolicy`).
 */
export const ssrPageSchema = z.object({
  path: z.string(),
  main: z.array(ssrNodeSchema),
  kind: z.optional(z.string().check(z.regex(/^[A-Za-z]{1,40}$/))),
});
export type SsrPage = z.infer<typeof ssrPageSchema>;

/** Builders for the server's page models, so a tree reads like the markup it stands for. */
export const el = (t: SsrTag, attrs: Omit<SsrElement, 't' | 'c'>, ...c: SsrNode[]): SsrElement => ({
  t,
  ...attrs,
  ...(c.length > 0 ? { c } : {}),
});

/**
 * The cookie the site sets beside its stored cookie choice (site/src/consent) so the server knows whether to
 * write the consent banner into the page's first response: the banner then stands where the client's will, and
 * its arrival moves nothing.
 */
export const CONSENT_COOKIE = 'cookiesAgreeLevel';
