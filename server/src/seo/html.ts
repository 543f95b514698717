import type { SsrNode } from '@betframe/sdk/seo';

/** Escaping for the server-rendered head and main content. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON inside `<script type="application/ld+json">`: `<` escaped, so no text can close the element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The HTML of a view tree (`@betframe/sdk/seo`): the same tree the site hydrates `#ssr-main` from. */
export function toHtml(nodes: readonly SsrNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeHtml(node);
      const attrs =
        (node.cls ? ` class="${escapeHtml(node.cls)}"` : '') +
        (node.href !== undefined ? ` href="${escapeHtml(node.href)}"` : '') +
        (node.datetime !== undefined ? ` datetime="${escapeHtml(node.datetime)}"` : '');
      return `<${node.t}${attrs}>${toHtml(node.c ?? [])}</${node.t}>`;
    })
    .join('');
}
