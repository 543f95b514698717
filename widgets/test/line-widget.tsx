/**
 * The line widget tests' set-up, shared by the line's test files (happy-dom), as `useCouponSlip` is the coupon's:
 * the stand-in sportsbook started once per file (`started` then sets it up), the widget mounted by a test unmounted
 * after it (then the file's own `cleanUp`), and a test widget around the line's parts (a game list on a store of the
 * test's own) mounted the same way.
 */
import type { ComponentType } from 'preact';
import { afterAll, afterEach, beforeAll } from 'vitest';
import line from '../src/line/index';
import { defineWidget, type WidgetDefinition } from '../src/runtime';
import { type MountedTestWidget, mountTestWidget, type Sportsbook, startSportsbook } from './betting-harness';

type MountOptions = Parameters<typeof mountTestWidget>[2];

export interface LineWidget {
  /** The stand-in sportsbook (there from the file's beforeAll on). */
  readonly book: Sportsbook;
  /** The widget mounted now, if any. */
  readonly mounted: MountedTestWidget | undefined;
  /** Mounts the line widget — or `widget` — against the sportsbook (unmounted after the test). */
  mount(options?: MountOptions, widget?: WidgetDefinition): MountedTestWidget;
  /** Mounts a widget named "line" that renders `Component` (the line's parts on the test's own store). */
  mountParts(Component: ComponentType, options?: MountOptions): MountedTestWidget;
  /** Unmounts it now. */
  unmount(): void;
}

export function useLineWidget({
  started = () => {},
  cleanUp = () => {},
}: {
  /** Sets the sportsbook up once, when it has started (its games, say). */
  started?: (book: Sportsbook) => void;
  /** After each test, once the widget is unmounted (storage, the book's follows, timers). */
  cleanUp?: (book: Sportsbook) => void;
} = {}): LineWidget {
  let book: Sportsbook | undefined;
  let mounted: MountedTestWidget | undefined;
  const widget: LineWidget = {
    get book() {
      if (!book) throw new Error('the sportsbook starts in beforeAll');
      return book;
    },
    get mounted() {
      return mounted;
    },
    mount(options, definition = line) {
      mounted = mountTestWidget(definition, widget.book.origin, options);
      return mounted;
    },
    mountParts(Component, options) {
      return widget.mount(options, defineWidget({ name: 'line', Component }));
    },
    unmount() {
      mounted?.unmount();
      mounted = undefined;
    },
  };
  beforeAll(async () => {
    book = await startSportsbook();
    started(book);
  });
  afterAll(() => book?.close());
  afterEach(() => {
    widget.unmount();
    if (book) cleanUp(book);
  });
  return widget;
}
