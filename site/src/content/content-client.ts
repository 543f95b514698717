/**
 * The SEO and content calls of SPEC §7 the site makes: the information page (`seoContent`: success, value,
 * error), the footer's information links and the footer questions, through the site's request-layer client.
 * Answers are checked with zod; as SPEC §7 says, a failing links or questions call gives an empty list. The query
 * names are the SEO service's own (`language`, not the feed's `lng`), so the paths carry them as written.
 */
import * as z from 'zod/mini';
import { siteHttp } from '../http/site-http';

const pageValue = z.object({ kind: z.string(), title: z.string(), content: z.string() });
const seoContentBody = z.object({ success: z.boolean(), value: z.nullable(pageValue), error: z.nullable(z.string()) });
export type InformationContent = z.infer<typeof pageValue>;

export type ContentResult = { kind: 'page'; page: InformationContent } | { kind: 'not-found' } | { kind: 'error' };

export async function fetchInformationPage(path: string, lang: string, signal?: AbortSignal): Promise<ContentResult> {
  const query = new URLSearchParams({ path, language: lang });
  const result = await siteHttp.request({
    path: `/frontend-api/seo/seoContent?${query}`,
    schema: seoContentBody,
    ...(signal ? { signal } : {}),
  });
  if (result.error) return result.error.code === 'http_404' ? { kind: 'not-found' } : { kind: 'error' };
  return result.data.value ? { kind: 'page', page: result.data.value } : { kind: 'error' };
}

const linksBody = z.object({
  data: z.object({
    attributes: z.object({
      links: z.array(
        z.object({
          kind: z.string(),
          title: z.string(),
          path: z.string(),
          /** SPEC §2 information sections: rules, games, partners (absent: shown ungrouped). */
          section: z.optional(z.string()),
        }),
      ),
    }),
  }),
});
export type InformationLink = z.infer<typeof linksBody>['data']['attributes']['links'][number];

export async function fetchInformationLinks(lang: string): Promise<InformationLink[]> {
  const result = await siteHttp.request({
    path: `/web-api/external-api/seo/information/links?language=${encodeURIComponent(lang)}`,
    schema: linksBody,
  });
  // Only this site's own language paths become links.
  return result.error ? [] : result.data.data.attributes.links.filter((link) => /^\/[a-z]{2}\//.test(link.path));
}

const questionsBody = z.object({
  data: z.object({
    attributes: z.object({ questions: z.array(z.object({ question: z.string(), answer: z.string() })) }),
  }),
});
export type FooterQuestion = z.infer<typeof questionsBody>['data']['attributes']['questions'][number];

export async function fetchFooterQuestions(lang: string, section = 'main'): Promise<FooterQuestion[]> {
  const result = await siteHttp.request({
    path: `/web-api/external-api/seo/questions/footer/${encodeURIComponent(section)}?language=${encodeURIComponent(lang)}`,
    schema: questionsBody,
  });
  return result.error ? [] : result.data.data.attributes.questions;
}
