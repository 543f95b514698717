/**
 * The kit's form controls the slip uses, one lazily loaded module for them all (lazy-kit.tsx), and the bet-type
 * chooser built from them (with the full covers' names and lines).
 */
export { Checkbox, RadioGroup } from '../runtime/ui/choice';
export { Select } from '../runtime/ui/select';
export { BetTypeChooser } from './bet-type-chooser';
export { BoostLine } from './boost-line';
export { DroppedNotice, SharePanel } from './share-panel';
