/**
 * The frame every widget screen sits in: its title (already in the widget's language, from `useTexts`) and its
 * body. While the texts load there is no title yet: the heading holds its place and says it is busy.
 */
import type { ReactNode } from 'react';

export function Shell({ title, children }: { title: string | undefined; children: ReactNode }) {
  return (
    <section {...(title ? { 'aria-label': title } : { 'aria-busy': true })}>
      <h2 className="bf-title">{title ?? '\u00a0'}</h2>
      {children}
    </section>
  );
}
