/**
 * The component kit (docs/design-system.md): the one way to build a screen's parts. Import each component from
 * its own module (`../runtime/ui/odds-button`), not from this index, where a screen is size-sensitive: every
 * module brings only its own CSS, installed once per shadow root or document when first rendered.
 */
export { Button, IconButton } from './button';
export { Badge, Chip, ChipRail } from './chip';
export { Checkbox, RadioGroup, Switch } from './choice';
export { BottomSheet, Dialog } from './dialog';
export { NumberField, TextField } from './field';
export { Icon } from './icon';
export { type IconName, sportIconName, uiIconNames } from './icons/names';
export { OddsButton } from './odds-button';
export { Scoreboard } from './scoreboard';
export { SegmentedControl } from './segmented';
export { Select } from './select';
export { EmptyState, ErrorState, Skeleton, SkeletonList } from './states';
export { TabPanel, Tabs } from './tabs';
export { KitTexts, useKitT } from './texts';
export { type ToastItem, Toasts } from './toast';
export { Tooltip } from './tooltip';
