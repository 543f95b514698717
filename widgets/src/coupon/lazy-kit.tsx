/**
 * The kit's form controls the slip shows (bet type radios, system size and odds-change policy selects, option
 * checkboxes), loaded when the slip first shows one: the kit's form chunk (select, field) and its choice chunk
 * are cached once for every widget of the page, and an empty slip — the coupon's first paint — does not wait for
 * them (the coupon's budget in size-budgets.json). Each stands in a box of the control's height while it loads.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import type { Checkbox as KitCheckbox, RadioGroup as KitRadioGroup } from '../runtime/ui/choice';
import type { Select as KitSelect } from '../runtime/ui/select';

const kit = () => import('./kit-controls');
const LazyCheckbox = lazy(() => kit().then((m) => ({ default: m.Checkbox })));
const LazyRadioGroup = lazy(() => kit().then((m) => ({ default: m.RadioGroup })));
const LazySelect = lazy(() => kit().then((m) => ({ default: m.Select })));

const held = (node: ReactNode) => <Suspense fallback={<div className="bf-kit-hold" />}>{node}</Suspense>;

export const Checkbox: typeof KitCheckbox = (props) => held(<LazyCheckbox {...props} />);
export const RadioGroup = ((props) => held(<LazyRadioGroup {...props} />)) as typeof KitRadioGroup;
export const Select = ((props) => held(<LazySelect {...props} />)) as typeof KitSelect;
