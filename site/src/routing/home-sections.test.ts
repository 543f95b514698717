import { homeSections, siteConfigSchema } from '@betframe/sdk/config';
import { describe, expect, it } from 'vitest';
import { homeSectionView, isHomeSection } from './home-sections';
import { matchRoute } from './routes';

const input = { lang: 'en' as const, cyberSportIds: [85, 144, 89], topSports: [1, 2, 3] };

describe('home sections (SPEC §2)', () => {
  it('the configuration shows live now, top events, cyber and top sports by default, and takes any list', () => {
    expect(siteConfigSchema.parse({}).home.sections).toEqual(['home', 'top-events', 'cyber', 'top-sports']);
    expect(siteConfigSchema.parse({ home: { sections: ['politics', 'cyber'] } }).home.sections).toEqual([
      'politics',
      'cyber',
    ]);
    expect(siteConfigSchema.safeParse({ home: { sections: ['casino'] } }).success).toBe(false);
  });

  it('every section has a heading and either the line in its mode or links into its pages', () => {
    for (const section of homeSections) {
      const view = homeSectionView(section, input);
      expect(view.title, section).toMatch(/^site_section_[a-z_]+$/);
      const hrefs = view.kind === 'line' ? [view.more.href] : view.links.map((link) => link.href);
      expect(hrefs.length, section).toBeGreaterThan(0);
      // Every link goes to a route of the site.
      for (const href of hrefs) expect(matchRoute(href.slice('/en'.length), 'en'), href).not.toBeNull();
    }
  });

  it('live now is the live line, cyber the line of the cyber sports, top sports a link per sport', () => {
    expect(homeSectionView('home', input)).toMatchObject({ kind: 'line', props: { mode: 'live' } });
    expect(homeSectionView('cyber', input)).toMatchObject({
      kind: 'line',
      props: { sports: [85, 144, 89], sport: 85 },
    });
    const top = homeSectionView('top-sports', input);
    expect(top.kind === 'links' && top.links.map((link) => [link.href, link.label])).toEqual([
      ['/en/top-sports/1', 'sport_football'],
      ['/en/top-sports/2', 'sport_ice_hockey'],
      ['/en/top-sports/3', 'sport_basketball'],
    ]);
  });

  it('a section has a page of its own at /home/:section; unknown names are not sections', () => {
    expect(matchRoute('/home/top-events', 'en')?.params).toEqual({ section: 'top-events' });
    expect(isHomeSection('top-events')).toBe(true);
    expect(isHomeSection('casino')).toBe(false);
  });
});
