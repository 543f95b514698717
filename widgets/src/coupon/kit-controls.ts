/** The kit's form controls the slip uses, one lazily loaded module for them all (lazy-kit.tsx). */
export { Checkbox, RadioGroup } from '../runtime/ui/choice';
export { Select } from '../runtime/ui/select';
export { BoostLine } from './boost-line';
