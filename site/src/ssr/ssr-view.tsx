/**
 * The client's half of the hand-over from the server-rendered page (docs/content-and-seo.md "Client takeover"):
 * the server wrote `#ssr-main` from a view tree and embedded the tree in `#ssr-page`; the site validates it
 * with the same schema (`@betframe/sdk/seo`) and hydrates `#ssr-main` from it — Preact adopts the server's nodes,
 * nothing is rendered a second time. The page of that path then shows the same element (`ServerContent`), moved
 * into its place in the shell, where the server's layout had put it already.
 */
import { type SsrNode, type SsrPage, ssrPageSchema } from '@betframe/sdk/seo';
import { hydrate } from 'preact';
import { createElement, type ReactNode, useLayoutEffect, useRef } from 'react';

function toVNode(node: SsrNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key };
  if (node.cls !== undefined) props.class = node.cls;
  if (node.href !== undefined) props.href = node.href;
  if (node.datetime !== undefined) props.dateTime = node.datetime;
  return createElement(node.t, props, ...(node.c ?? []).map(toVNode));
}

/** The content of a view tree as elements: the same markup the server's `toHtml` writes. */
export function SsrView({ nodes }: { nodes: readonly SsrNode[] }) {
  return <>{nodes.map(toVNode)}</>;
}

/** `#ssr-page`, validated, when it was rendered for `path` (the canonical path); else null. */
export function readSsrPage(doc: Document, path: string): SsrPage | null {
  const script = doc.getElementById('ssr-page');
  if (!script?.textContent) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(script.textContent);
  } catch {
    return null;
  }
  const parsed = ssrPageSchema.safeParse(raw);
  return parsed.success && parsed.data.path === path ? parsed.data : null;
}

interface TakenOver {
  path: string;
  element: HTMLElement;
  /** What the page is, when the server said (an information page's kind). */
  kind: string | undefined;
}
let takenOver: TakenOver | null = null;

/**
 * Hydrates the server's `#ssr-main` with its own tree (once, at start). Without a valid tree for this path the
 * server's content is left as it is and goes when the shell arrives (`releaseServerFrame`).
 */
export function takeOverServerPage(doc: Document, path: string): boolean {
  const element = doc.getElementById('ssr-main');
  const page = readSsrPage(doc, path);
  if (!element || !page) return false;
  hydrate(<SsrView nodes={page.main} />, element);
  takenOver = { path, element, kind: page.kind };
  return true;
}

/** The server's frame (the header's reserved place, its layout) leaves once the shell is on screen. */
export function releaseServerFrame(doc: Document): void {
  // With it goes a server content no page adopted (the route shows something else: a block page, a redirect).
  doc.getElementById('ssr-frame')?.remove();
  // A page with no tree (an account page, the blog): its server rendering is not this page's content.
  if (!takenOver) doc.getElementById('ssr-main')?.remove();
}

/**
 * The server's page taken over at start when it is the page in the address bar (the canonical path: main.tsx
 * replaces any other form before the takeover), else null — a page that has it shows `ServerContent` and does not
 * fetch what the server already rendered.
 */
export function serverPageHere(): { kind: string | undefined } | null {
  return takenOver?.path === window.location.pathname ? { kind: takenOver.kind } : null;
}

/**
 * The server's content of this page, hydrated at start, in the page's place (moved, never re-rendered); any
 * other path — after client-side navigation, or a page the server did not render — shows `children`.
 */
export function ServerContent({ children }: { children?: ReactNode }) {
  const slot = useRef<HTMLDivElement | null>(null);
  const mine = serverPageHere() ? (takenOver?.element ?? null) : null;
  useLayoutEffect(() => {
    if (mine && slot.current && mine.parentElement !== slot.current) slot.current.append(mine);
  }, [mine]);
  return mine ? <div ref={slot} className="site-ssr-slot" /> : <>{children}</>;
}
