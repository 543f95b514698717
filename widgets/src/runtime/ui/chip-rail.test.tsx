// @vitest-environment happy-dom
/**
 * ChipRail brings a chip the page selected into the rail's view by the rail's own scroll (happy-dom does not lay
 * out: the rail is 0–300 px unless a test moves it, each chip's box comes from its data-box attribute, "left right" in page pixels).
 */
import { type ComponentChild, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Chip, ChipRail } from './chip';

const scrolls: number[] = [];
let railBox = '0 300';
beforeEach(() => {
  scrolls.length = 0;
  railBox = '0 300';
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const box = this.classList.contains('bf-ui-chiprail') ? railBox : (this.getAttribute('data-box') ?? '0 0');
    const [left = 0, right = 0] = box.split(' ').map(Number);
    return { left, right, top: 0, bottom: 36, width: right - left, height: 36, x: left, y: 0 } as DOMRect;
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', {
    configurable: true,
    value(options: ScrollToOptions) {
      scrolls.push(options.left ?? 0);
    },
  });
});
let host: HTMLElement | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  if (host) render(null, host);
  host?.remove();
});

function mount(node: ComponentChild) {
  host = document.createElement('div');
  document.body.append(host);
  act(() => render(node, host as HTMLElement));
}

/** Six chips 100 px apart in the 300 px rail; `selected` is the chosen one's index. */
function rail(selected: number) {
  return (
    <ChipRail label="Sports">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Chip key={i} selected={i === selected} data={{ 'data-box': `${i * 100} ${i * 100 + 90}` }}>
          {`S${i}`}
        </Chip>
      ))}
    </ChipRail>
  );
}

describe('ChipRail', () => {
  it('scrolls a selected chip past its end into view, once per newly selected chip', () => {
    mount(rail(4));
    expect(scrolls).toEqual([190]);
    act(() => render(rail(4), host as HTMLElement));
    expect(scrolls).toEqual([190]);
    act(() => render(rail(5), host as HTMLElement));
    expect(scrolls).toEqual([190, 290]);
  });

  it('scrolls back to a selected chip before its start (right to left, a rail scrolled to its other end)', () => {
    railBox = '500 800';
    mount(rail(1));
    expect(scrolls).toEqual([-400]);
  });

  it('leaves the rail alone when the selected chip is in view', () => {
    mount(rail(1));
    expect(scrolls).toEqual([]);
  });
});
