/**
 * Server content HTML turned into React elements through a short allow-list (headings, paragraphs, lists,
 * emphasis, same-site links): anything else is dropped, attributes are never copied except a checked href, so
 * a content answer cannot run script or style the page.
 */
import { createElement, type ReactNode } from 'react';

const allowed = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a']);

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = [...element.childNodes].map((child, index) => convert(child, `${key}.${index}`));
  if (!allowed.has(tag)) return children.length > 0 ? children : null;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    const safe = /^\/[^/\\]/.test(href) || /^mailto:[^\s]+$/.test(href);
    return safe ? createElement('a', { key, href }, ...children) : children;
  }
  return createElement(tag, { key }, ...(children.length > 0 ? children : []));
}

export function safeHtml(html: string, doc: Document = document): ReactNode[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map((node, index) => convert(node, String(index)));
}
