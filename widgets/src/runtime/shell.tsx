/**
 * The frame every widget screen sits in: its title (already in the widget's language, from `useTexts`) and its
 * body. While the texts load there is no title yet: the heading holds its place and says it is busy.
 *
 * One heading names a screen: the host decides with the widget prop `title` (`useTitleTag`) — `false` when its
 * own heading (a section, a dialog's title) names the widget already, `'h1'` when the widget's title is the page's
 * heading; otherwise an `h2`.
 */
import type { ReactNode } from 'react';
import { useProps } from './context';

export type TitleTag = 'h1' | 'h2' | null;

export function useTitleTag(): TitleTag {
  const { title } = useProps();
  return title === false ? null : title === 'h1' ? 'h1' : 'h2';
}

/** The widget's title in the tag the host asked for, or nothing. */
export function Title({ children, className = 'bf-title' }: { children: ReactNode; className?: string }) {
  const Tag = useTitleTag();
  return Tag ? <Tag className={className}>{children}</Tag> : null;
}

export function Shell({ title, children }: { title: string | undefined; children: ReactNode }) {
  return (
    <section {...(title ? { 'aria-label': title } : { 'aria-busy': true })}>
      <Title>{title ?? '\u00a0'}</Title>
      {children}
    </section>
  );
}
