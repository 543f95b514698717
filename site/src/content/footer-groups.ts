import type { InformationLink } from './content-client';

/** The footer's links grouped by SPEC §2 information sections (rules, games, partners), in their order. */
export function footerGroups(links: readonly InformationLink[]) {
  const groups: { section: string; links: InformationLink[] }[] = [];
  for (const link of links) {
    const section = link.section && /^[a-z]+$/.test(link.section) ? link.section : 'other';
    const group = groups.find((item) => item.section === section);
    if (group) group.links.push(link);
    else groups.push({ section, links: [link] });
  }
  return groups;
}
