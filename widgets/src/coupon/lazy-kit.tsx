/**
 * The kit's form controls the slip shows (bet type radios, system size and odds-change policy selects, option
 * checkboxes), loaded when the slip first shows one: the kit's form chunk (Select, fields) and its choice chunk
 * are cached once for every widget of the page, and an empty slip — the coupon's first paint — does not wait for
 * them (the coupon's budget in size-budgets.json). Each stands in a box of a control's height while it loads.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import type * as Kit from './kit-controls';

function later<K extends keyof typeof Kit>(name: K): (typeof Kit)[K] {
  const Control = lazy(() =>
    import('./kit-controls').then((m) => ({ default: m[name] as unknown as ComponentType<object> })),
  );
  return ((props: object) => (
    <Suspense fallback={<div style={{ minBlockSize: 44 }} />}>
      <Control {...props} />
    </Suspense>
  )) as unknown as (typeof Kit)[K];
}

export const Checkbox = later('Checkbox');
export const RadioGroup = later('RadioGroup');
export const Select = later('Select');
export const BoostLine = later('BoostLine');
export const BetTypeChooser = later('BetTypeChooser');
export const SharePanel = later('SharePanel');
export const DroppedNotice = later('DroppedNotice');
