/**
 * The SEO and content calls of SPEC §7 the site makes: the information page (`seoContent`: success, value,
 * error), the footer's information links and the footer questions. Answers are checked with zod; as SPEC §7
 * says, a failing links or questions call gives an empty list.
 */
import { z } from 'zod';

const pageValue = z.object({ kind: z.string(), title: z.string(), content: z.string() });
const seoContentBody = z.object({ success: z.boolean(), value: pageValue.nullable(), error: z.string().nullable() });
export type InformationContent = z.infer<typeof pageValue>;

export type ContentResult = { kind: 'page'; page: InformationContent } | { kind: 'not-found' } | { kind: 'error' };

export async function fetchInformationPage(
  path: string,
  lang: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<ContentResult> {
  try {
    const query = new URLSearchParams({ path, language: lang });
    const response = await fetchImpl(`/frontend-api/seo/seoContent?${query}`, signal ? { signal } : {});
    const body = seoContentBody.safeParse(await response.json());
    if (!body.success) return { kind: 'error' };
    if (body.data.success && body.data.value) return { kind: 'page', page: body.data.value };
    return response.status === 404 ? { kind: 'not-found' } : { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
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
          section: z.string().optional(),
        }),
      ),
    }),
  }),
});
export type InformationLink = z.infer<typeof linksBody>['data']['attributes']['links'][number];

export async function fetchInformationLinks(lang: string, fetchImpl: typeof fetch = fetch): Promise<InformationLink[]> {
  try {
    const response = await fetchImpl(
      `/web-api/external-api/seo/information/links?language=${encodeURIComponent(lang)}`,
    );
    const body = linksBody.safeParse(await response.json());
    // Only this site's own language paths become links.
    return body.success ? body.data.data.attributes.links.filter((link) => /^\/[a-z]{2}\//.test(link.path)) : [];
  } catch {
    return [];
  }
}

const questionsBody = z.object({
  data: z.object({
    attributes: z.object({ questions: z.array(z.object({ question: z.string(), answer: z.string() })) }),
  }),
});
export type FooterQuestion = z.infer<typeof questionsBody>['data']['attributes']['questions'][number];

export async function fetchFooterQuestions(
  lang: string,
  section = 'main',
  fetchImpl: typeof fetch = fetch,
): Promise<FooterQuestion[]> {
  try {
    const response = await fetchImpl(
      `/web-api/external-api/seo/questions/footer/${encodeURIComponent(section)}?language=${encodeURIComponent(lang)}`,
    );
    const body = questionsBody.safeParse(await response.json());
    return body.success ? body.data.data.attributes.questions : [];
  } catch {
    return [];
  }
}
