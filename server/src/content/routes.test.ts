import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from '../testing';
import {
  contentLanguages,
  createInformationLibrary,
  footerLinks,
  informationKinds,
  kindOfPath,
  loadInformationFiles,
} from './information-pages';
import { contentRoutes } from './routes';

let server: TestServer;

beforeAll(async () => {
  server = await openTestServer({ modules: [contentRoutes] });
});
afterAll(async () => {
  await server?.close();
});

const get = async (path: string) => {
  const response = await server.fetch(path);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('information page content files', () => {
  const files = loadInformationFiles(join(import.meta.dirname, '..', '..', 'content', 'information'));
  const library = createInformationLibrary(files);
  const ownKinds = ['about', 'rules', 'contacts', 'privacyPolicy', 'responsiblegaming', 'cookies', 'payment', 'taxes'];

  it('every language titles every kind of SPEC §2', () => {
    for (const lang of contentLanguages)
      expect(Object.keys(files[lang].titles).sort()).toEqual([...informationKinds].sort());
  });

  it('the main kinds have their own text in ru, en, kk and ar', () => {
    for (const lang of contentLanguages)
      for (const kind of ownKinds) expect(files[lang].pages[kind as 'about'], `${lang} ${kind}`).toBeDefined();
  });

  it('every kind of SPEC §2 has its own text in ru, en, kk and ar, naming the support address where it sends you', () => {
    for (const lang of contentLanguages)
      for (const kind of informationKinds) {
        const page = library.page(kind, lang, { supportEmail: 'help@example.test' });
        expect(page.specific, `${lang} ${kind}`).toBe(true);
        expect(page.content.length, `${lang} ${kind}`).toBeGreaterThan(kind === 'information' ? 20 : 150);
        expect(page.content, `${lang} ${kind}`).not.toContain('{');
      }
    expect(library.page('rulesFrame', 'en', { supportEmail: '' }).content).toBe(
      library.page('rules', 'en', { supportEmail: '' }).content,
    );
    expect(library.page('amlkyc', 'ru', { supportEmail: 'help@example.test' }).content).toContain('help@example.test');
  });

  it('a kind without its own text gets the shared text naming the document and the support address', () => {
    const { amlpolicy: _left, ...others } = files.en.pages;
    const page = createInformationLibrary({ ...files, en: { ...files.en, pages: others } }).page('amlpolicy', 'en', {
      supportEmail: 'help@example.test',
    });
    expect(page.specific).toBe(false);
    expect(page.content).toContain('Anti-money-laundering policy');
    expect(page.content).toContain('help@example.test');
  });

  it('the USSD page lists the configured codes, each after its operation, in every language', () => {
    const codes = { balance: '*150*1#', coupon: '*150*3*COUPON#', cashOut: '*150*7#', bet: '' };
    const en = library.page('ussdinstruction', 'en', { supportEmail: 'help@example.test', ussdCodes: codes }).content;
    expect(en).toContain('<li>Check your balance: *150*1#</li>');
    expect(en).toContain('<li>Check a coupon by its number (put the number in place of COUPON): *150*3*COUPON#</li>');
    expect(en).toContain('<li>Cash out a bet: *150*7#</li>');
    expect(en).not.toContain('Place a bet');
    expect(en).toContain('help@example.test');
    for (const lang of contentLanguages) {
      const page = library.page('ussdinstruction', lang, { supportEmail: 'x@y.z', ussdCodes: codes }).content;
      expect(page.match(/<li>/g), lang).toHaveLength(3);
      expect(page, lang).not.toContain('{');
    }
    // No code configured: the page says there is no USSD service.
    expect(library.page('ussdinstruction', 'en', { supportEmail: '' }).content).toContain(
      'This site has no USSD service',
    );
  });

  it('texts are escaped into HTML, never markup', () => {
    const bad = { ...files.en, pages: { about: [{ p: '<script>alert(1)</script>' }] } };
    const page = createInformationLibrary({ ...files, en: bad }).page('about', 'en', { supportEmail: '' });
    expect(page.content).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('a page path names its kind in any letter case; other paths name none', () => {
    expect(kindOfPath('/en/information/privacypolicy')).toBe('privacyPolicy');
    expect(kindOfPath('/ru/information')).toBe('information');
    expect(kindOfPath('information/mainrules')).toBe('mainRules');
    expect(kindOfPath('/en/information/nope')).toBeUndefined();
    expect(kindOfPath('/en/office')).toBeUndefined();
  });
});

describe('GET /frontend-api/seo/seoContent', () => {
  it('answers success and the page in the language asked', async () => {
    const { status, body } = await get('/frontend-api/seo/seoContent?path=%2Fkk%2Finformation%2Fabout&language=kk');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    const value = body.value as { title: string; content: string; kind: string; microschema: string };
    expect(value.kind).toBe('about');
    expect(value.title).toBe('Біз туралы');
    expect(value.content).toMatch(/^<p>Betframe/);
    expect(JSON.parse(value.microschema)).toMatchObject({ '@type': 'WebPage', inLanguage: 'kk' });
  });

  it('an unknown kind is not found (success false and the error text)', async () => {
    const { status, body } = await get('/frontend-api/seo/seoContent?path=%2Fen%2Finformation%2Fnope&language=en');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, value: null, errors: [{ code: 'content_not_found' }] });
    expect(typeof body.error).toBe('string');
  });

  it('an unknown language falls back to Russian, the request-layer default', async () => {
    const { body } = await get('/frontend-api/seo/seoContent?path=information%2Frules&language=de');
    expect((body.value as { title: string }).title).toBe('Правила приёма ставок');
  });
});

describe('footer links and questions', () => {
  it('information links list the footer kinds by information section (rules, games, partners) with titles and paths', async () => {
    const { body } = await get('/web-api/external-api/seo/information/links?language=ar');
    const links = (
      body.data as { attributes: { links: { kind: string; section: string; title: string; path: string }[] } }
    ).attributes.links;
    expect(links.map((link) => [link.kind, link.section])).toEqual(footerLinks.map((l) => [l.kind, l.section]));
    expect(links.find((link) => link.kind === 'about')).toEqual({
      kind: 'about',
      section: 'partners',
      title: 'من نحن',
      path: '/ar/information/about',
    });
  });

  it('footer questions of the main section are listed; another section has none', async () => {
    const main = await get('/web-api/external-api/seo/questions/footer/main?language=en');
    const list = (main.body.data as { attributes: { questions: unknown[] } }).attributes.questions;
    expect(list.length).toBeGreaterThan(0);
    const other = await get('/web-api/external-api/seo/questions/footer/casino?language=en');
    expect((other.body.data as { attributes: { questions: unknown[] } }).attributes.questions).toEqual([]);
  });
});
