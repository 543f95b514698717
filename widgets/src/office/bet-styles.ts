/** The bets history's styles (bet-card.tsx, bet-parts.tsx, bet-receipt.tsx), eager with the office's own. */
export const betStyles = `
.bf-bet { padding: 8px 0; border-block-end: 1px solid var(--bf-line); }
.bf-bet .bf-row { border-block-end: 0; padding: 4px 0; }
.bf-bet-status { display: inline-flex; gap: 4px; align-items: center; padding: 0 8px; border-radius: 10px; font-weight: 600; }
[data-tone="won"] { color: #1a7f37; } .bf-bet-status[data-tone="won"] { background: #e6f4ea; }
[data-tone="lost"] { color: #b42318; } .bf-bet-status[data-tone="lost"] { background: #fdecea; }
[data-tone="refund"] { color: #5f6b7a; } .bf-bet-status[data-tone="refund"] { background: var(--bf-soft); }
[data-tone="sold"] { color: #8a5a00; } .bf-bet-status[data-tone="sold"] { background: #fff4e0; }
[data-tone="open"] { color: var(--bf-accent); } .bf-bet-status[data-tone="open"] { background: var(--bf-soft); }
.bf-legs { list-style: none; margin: 0; padding: 0; }
.bf-leg { display: flex; gap: 8px; align-items: baseline; padding: 2px 0; }
.bf-leg .bf-grow { display: flex; flex-direction: column; }
.bf-leg-result { min-width: 6em; text-align: end; }
.bf-bet-figures { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0; flex: 1; }
.bf-bet-figures div { display: flex; gap: 4px; } .bf-bet-figures dt { color: var(--bf-muted); } .bf-bet-figures dd { margin: 0; }
.bf-receipt { border: 1px solid var(--bf-line); border-radius: 8px; padding: 8px 12px; margin: 4px 0; background: var(--bf-soft); }
`;
