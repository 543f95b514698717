/** Layout of the calculators under their information page: one column on a phone, logical properties only. */
export const calculatorCss = `
.site-calc { display: grid; gap: var(--bf-space-4); margin-block: var(--bf-space-5); padding: var(--bf-space-4);
  border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-lg); background: var(--bf-color-surface); }
.site-calc h2 { margin: 0; }
.site-calc-row { display: grid; gap: var(--bf-space-3); grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); align-items: end; }
.site-calc-selection { display: grid; gap: var(--bf-space-3); margin: 0; padding: var(--bf-space-3) 0 0; border: 0;
  border-block-start: 1px solid var(--bf-color-border); min-inline-size: 0; }
.site-calc-legend { padding: 0; font-weight: 600; }
.site-calc-out { display: grid; gap: var(--bf-space-2); grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); margin: 0; }
.site-calc-out div { display: grid; gap: var(--bf-space-1); }
.site-calc-out dt { color: var(--bf-color-muted); font-size: var(--bf-font-size-sm); }
.site-calc-out dd { margin: 0; font-weight: 600; font-size: var(--bf-font-size-lg); unicode-bidi: isolate; direction: ltr; text-align: start; }
`;
