/**
 * Icons that point along the reading direction and turn over in right-to-left (DESIGN: arrows, chevrons). Apart
 * from names.ts, whose sport icons import the SDK's dictionaries: every <Icon> reads this set, and a screen that
 * draws no sport icon (the casino shell's empty state) must not carry the dictionaries for it.
 */
export const mirroredIcons: ReadonlySet<string> = new Set([
  'arrow-left',
  'arrow-right',
  'chevron-left',
  'chevron-right',
]);
