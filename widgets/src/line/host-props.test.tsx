// @vitest-environment happy-dom
/**
 * The line's narrowing host props (the site's betting routes, docs/site.md), including props that reach the
 * widget after its first render, as the loader hands them over once connected.
 */
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { type MountedTestWidget, waitFor } from '../../test/betting-harness';
import { makeGame } from '../../test/feed-games';
import { useLineWidget } from '../../test/line-widget';

const harness = useLineWidget();

const setProps = (m: MountedTestWidget, props: Record<string, unknown>) =>
  act(() => {
    m.runtime.props.setState({ props });
  });

describe('line host props', () => {
  it('a sport given after the first render is chosen then', async () => {
    harness.book.games = [makeGame(1, 10), makeGame(2, 11)];
    const m = harness.mount();
    await waitFor(() => m.root.querySelector('[data-sport-id="1"]'));
    expect(m.root.querySelector('[data-sport-id="1"]')?.getAttribute('aria-pressed')).toBe('false');
    setProps(m, { sport: 1 });
    await waitFor(() => m.root.querySelector('[data-sport-id="1"][aria-pressed="true"]'));
  });

  it('`sports` keeps only those sports in the row and drops "all sports"', async () => {
    harness.book.games = [makeGame(1, 10)];
    const m = harness.mount();
    await waitFor(() => m.root.querySelector('[data-sport-id="1"]'));
    const allSports = () => m.root.querySelectorAll('[data-testid="line-sports"] button:not([data-sport-id])').length;
    expect(allSports()).toBe(1);
    setProps(m, { sports: [85] });
    await waitFor(() => m.root.querySelector('[data-sport-id="1"]') === null || null);
    expect(allSports()).toBe(0);
  });

  it('`sports` narrows the championships to those sports', async () => {
    harness.book.games = [makeGame(1, 10), { ...makeGame(2, 21), sportId: 85, sportName: 'Cyber' }];
    const m = harness.mount();
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
    // No top championship of those sports: no empty row of them either (the virtual sports page's 44 px strip).
    expect(m.root.querySelector('[data-testid="line-top-champs"]')).toBeNull();
  });

  it('the top championships keep their row while they load, and drop it when those sports have none', async () => {
    harness.book.games = [makeGame(1, 10), { ...makeGame(2, 21), sportId: 85, sportName: 'Cyber' }];
    const m = harness.mount();
    setProps(m, { sports: [85] });
    // Before the answer: the row holds its place, so nothing below moves when a top championship arrives.
    expect(m.root.querySelector('[data-testid="line-top-champs"]')).not.toBeNull();
    await waitFor(() => m.root.querySelector('[data-testid="event-row"]'));
    await waitFor(() => m.root.querySelector('[data-testid="line-top-champs"]') === null || null);
  });

  it('a sport page lists that sport’s top championships only, and no row when it has none', async () => {
    const hockey = (id: number, champId: number) => ({ ...makeGame(id, champId), sportId: 2, sportName: 'Hockey' });
    harness.book.games = [makeGame(1, 10), hockey(2, 21)];
    const m = harness.mount();
    setProps(m, { sport: 1 });
    const top = () => [...m.root.querySelectorAll('[data-testid="line-top-champs"] [data-champ-id]')];
    await waitFor(() => m.root.querySelector('[data-testid="event-row"]'));
    await waitFor(() => top().length === 1 || null);
    expect(top()[0]?.getAttribute('data-champ-id')).toBe('10');
    // Hockey has no top championship: football's is not shown in its place, and no empty row is left either.
    setProps(m, { sport: 2 });
    await waitFor(() => m.root.querySelector('[data-sport-id="2"][aria-pressed="true"]'));
    await waitFor(() => m.root.querySelector('[data-testid="event-row"]'));
    await waitFor(() => m.root.querySelector('[data-testid="line-top-champs"]') === null || null);
  });

  it('a pre-match list lets a game go once the stream says it has started (it is live now)', async () => {
    const prematch = (id: number) => ({ ...makeGame(id, 10), kind: 3 });
    harness.book.games = [prematch(1), prematch(2)];
    harness.book.pushEnabled = true;
    try {
      const m = harness.mount();
      const rows = () => [...m.root.querySelectorAll('[data-testid="event-row"]')];
      await waitFor(() => rows().length === 2 || null);
      // The page's stream may reconnect as the list settles (a delta sent to a closing stream is lost): the start is
      // sent again until the list has heard it (the same delta twice changes nothing more).
      await waitFor(() => {
        harness.book.push({ type: 'status', gameId: 1, status: 1, kind: 1, suspended: false });
        return rows().length === 1 || null;
      });
      expect(m.root.querySelector('[data-testid="event-row"][data-game-id="1"]')).toBeNull();
    } finally {
      harness.book.pushEnabled = false;
    }
  });
});
