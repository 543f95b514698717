// @vitest-environment happy-dom
/**
 * The line's narrowing host props (the site's betting routes, docs/site.md), including props that reach the
 * widget after its first render, as the loader hands them over once connected.
 */
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type MountedTestWidget,
  mountTestWidget,
  type Sportsbook,
  startSportsbook,
  waitFor,
} from '../../test/betting-harness';
import { makeGame } from '../../test/feed-games';
import line from './index';

let book: Sportsbook;
let mounted: MountedTestWidget | undefined;
beforeAll(async () => {
  book = await startSportsbook();
});
afterAll(() => book.close());
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const setProps = (m: MountedTestWidget, props: Record<string, unknown>) =>
  act(() => {
    m.runtime.props.setState({ props });
  });

describe('line host props', () => {
  it('a sport given after the first render is chosen then', async () => {
    book.games = [makeGame(1, 10), makeGame(2, 11)];
    mounted = mountTestWidget(line, book.origin);
    const m = mounted;
    await waitFor(() => m.root.querySelector('[data-sport-id="1"]'));
    expect(m.root.querySelector('[data-sport-id="1"]')?.getAttribute('aria-pressed')).toBe('false');
    setProps(m, { sport: 1 });
    await waitFor(() => m.root.querySelector('[data-sport-id="1"][aria-pressed="true"]'));
  });

  it('`sports` keeps only those sports in the row and drops "all sports"', async () => {
    book.games = [makeGame(1, 10)];
    mounted = mountTestWidget(line, book.origin);
    const m = mounted;
    await waitFor(() => m.root.querySelector('[data-sport-id="1"]'));
    const allSports = () => m.root.querySelectorAll('[data-testid="line-sports"] button:not([data-sport-id])').length;
    expect(allSports()).toBe(1);
    setProps(m, { sports: [85] });
    await waitFor(() => m.root.querySelector('[data-sport-id="1"]') === null || null);
    expect(allSports()).toBe(0);
  });

  it('`sports` narrows the championships to those sports', async () => {
    book.games = [makeGame(1, 10), { ...makeGame(2, 21), sportId: 85, sportName: 'Cyber' }];
    mounted = mountTestWidget(line, book.origin);
    const m = mounted;
    const listed = (where: string) =>
      [...m.root.querySelectorAll(`[data-testid="${where}"] [data-champ-id]`)].map((e) =>
        e.getAttribute('data-champ-id'),
      );
    await waitFor(() => listed('line-top-champs').length === 1 || null);
    act(() => (m.root.querySelector('[data-testid="line-champs-toggle"]') as HTMLElement).click());
    await waitFor(() => listed('line-champs').length === 2 || null);
    setProps(m, { sports: [85] });
    // Champ 10 (football, the only top one) leaves both lists; the cyber championship stays.
    await waitFor(() => (listed('line-top-champs').length === 0 && listed('line-champs').join() === '21') || null);
  });
});
