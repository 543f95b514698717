/**
 * Arrow keys across a grid of buttons (mines' field, the roulette table): the focus moves to the neighbour;
 * left and right follow the reading direction, so right to left they turn over.
 */
import type { KeyboardEvent } from 'react';

export function gridKeys(columns: number) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowUp: -columns,
      ArrowDown: columns,
      ArrowLeft: rtl ? 1 : -1,
      ArrowRight: rtl ? -1 : 1,
    };
    const delta = step[event.key];
    if (delta === undefined) return;
    const next = buttons[index + delta];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
}
