import { describe, expect, it } from 'vitest';
import { footerGroups } from './footer-groups';

const link = (kind: string, section?: string) => ({ kind, title: kind, path: `/en/information/${kind}`, section });

describe('footer groups (SPEC §2 information sections)', () => {
  it('groups links by their section in the order the sections first appear', () => {
    const groups = footerGroups([link('rules', 'rules'), link('payment', 'games'), link('cookies', 'rules')]);
    expect(groups.map((g) => [g.section, g.links.map((l) => l.kind)])).toEqual([
      ['rules', ['rules', 'cookies']],
      ['games', ['payment']],
    ]);
  });

  it('a link without a section, or with an odd one, goes to "other"', () => {
    expect(footerGroups([link('a'), link('b', 'Bad Section!')]).map((g) => g.section)).toEqual(['other']);
  });
});
