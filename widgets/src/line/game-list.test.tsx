// @vitest-environment happy-dom
/**
 * The game list's first render draws a first screenful (six items: a championship header and five games) and the
 * rest of its window six items a task, so a long list does not arrive as one long task. A race's row says it
 * runs (and how far its leader is) once it is off, instead of its start time.
 */
import { type Game, VIRTUAL_RACING_IDS } from '@betframe/sdk/feed';
import { oddsFormatForView } from '@betframe/sdk/format';
import { createTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import ar from '../../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../../sdk/src/i18n/dictionaries/en/app.json';
import kk from '../../../sdk/src/i18n/dictionaries/kk/app.json';
import ru from '../../../sdk/src/i18n/dictionaries/ru/app.json';
import type { MountedTestWidget } from '../../test/betting-harness';
import { makeGame } from '../../test/feed-games';
import { useLineWidget } from '../../test/line-widget';
import { raceProgress } from './game-list';
import { GameList } from './index';
import { createLiveStore } from './live-store';

const harness = useLineWidget();

function mount(count: number): MountedTestWidget {
  const store = createLiveStore({ schedule: () => {} });
  store.reset(Array.from({ length: count }, (_, i) => makeGame(i + 1)));
  return harness.mountParts(() => <GameList store={store} format={oddsFormatForView(0)} />);
}

const rows = (m: MountedTestWidget) => m.root.querySelectorAll('[data-testid="event-row"]').length;
const nextTask = () => act(async () => new Promise((done) => setTimeout(done, 0)));

describe('game list slices', () => {
  it('draws the first screenful first, the rest of the window a slice per task', async () => {
    const m = mount(30);
    expect(rows(m)).toBe(5);
    await nextTask();
    // Six items more: eleven games under the header.
    expect(rows(m)).toBe(11);
    await nextTask();
    // The 600 px window (a header and eight games reach 580 px, a ninth starts in it) and four more below.
    expect(rows(m)).toBe(13);
    await nextTask();
    expect(rows(m)).toBe(13);
  });

  it('a list no longer than the first slice is drawn whole at once', () => {
    const m = mount(4);
    expect(rows(m)).toBe(4);
  });
});

describe('a race in the list', () => {
  const runners = [
    { id: 11, number: 1, name: 'Storm King' },
    { id: 12, number: 2, name: 'Desert Rose' },
  ];
  const title = { id: 0, name: 'Mile, 1600 m' };
  const race = (patch: Partial<Game>): Game => ({
    ...makeGame(7),
    sportId: VIRTUAL_RACING_IDS[0] as number,
    team1: title,
    team2: title,
    runners,
    ...patch,
  });
  const score = (lead: number) => ({
    total: [0, 0] as [number, number],
    periods: [],
    period: 1,
    inBreak: false,
    race: [
      { id: 12, progress: lead },
      { id: 11, progress: lead - 0.05 },
    ],
  });
  function show(game: Game, dict: Record<string, string>) {
    const store = createLiveStore({ schedule: () => {} });
    store.reset([game]);
    return harness.mountParts(() => <GameList store={store} format={oddsFormatForView(0)} t={createTranslate(dict)} />);
  }

  it('before the off: its start time; once off: that it runs and how far its leader is, in every language', () => {
    const before = show(race({ kind: 3, score: undefined }), en);
    expect(before.root.querySelector('[data-testid="race-running"]')).toBeNull();
    expect(before.root.querySelector('.bf-ev-meta')?.textContent).toMatch(/^\d\d:\d\d$/);
    for (const dict of [en, ru, kk, ar] as Array<Record<string, string>>) {
      const m = show(race({ kind: 1, status: 1, score: score(0.456) }), dict);
      const meta = m.root.querySelector('[data-testid="race-running"]');
      expect(meta?.textContent).toBe((dict.live_race_running ?? '').replace('{{percent}}', '45'));
      expect(meta?.textContent).not.toMatch(/\d\d:\d\d/);
      expect(m.root.querySelector('[data-testid="race-runners"]')?.textContent).toBe(
        (dict.race_runners ?? '').replace('{{count}}', '2'),
      );
    }
  });

  it('progress is whole per cent between 1 and 100; a settled or cancelled race is not running', () => {
    expect(raceProgress({ status: 1, score: score(0) })).toBe(1);
    expect(raceProgress({ status: 1, score: score(1.2) })).toBe(100);
    expect(raceProgress({ status: 2, score: score(1) })).toBeUndefined();
    expect(raceProgress({ status: 4, score: score(0.5) })).toBeUndefined();
    expect(raceProgress({ status: 1, score: undefined })).toBeUndefined();
  });
});
