// @vitest-environment happy-dom
/**
 * The game list's first render draws a first screenful (six items: a championship header and five games) and the
 * rest of its window six items a task, so a long list does not arrive as one long task.
 */
import { oddsFormatForView } from '@betframe/sdk/format';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { MountedTestWidget } from '../../test/betting-harness';
import { makeGame } from '../../test/feed-games';
import { useLineWidget } from '../../test/line-widget';
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
