/** The frame every widget screen sits in: its title and body, in the widget's language. */
import type { ReactNode } from 'react';
import { useRuntime } from './context';
import { type MessageKey, translate } from './messages';

export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const { options } = useRuntime();
  return (key, values) => translate(options.lang, key, values);
}

export function Shell({ title, children }: { title: MessageKey; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-label={t(title)}>
      <h2 className="bf-title">{t(title)}</h2>
      {children}
    </section>
  );
}
