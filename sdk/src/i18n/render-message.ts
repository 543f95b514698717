import type { TFunction } from 'i18next';

/** A rule's verdict (validation's `{ key, params }`) rendered in the current language. */
export function renderMessage(
  t: TFunction,
  message: { readonly key: string; readonly params?: Readonly<Record<string, string | number>> } | undefined,
): string {
  if (!message) return '';
  return message.params ? t(message.key, { ...message.params }) : t(message.key);
}
