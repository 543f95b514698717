/**
 * Each kit component brings its own CSS, once per document or shadow root it renders in: a widget pays only for
 * the components it uses and never lists their styles. `kitCss(id, css)` returns a stable callback ref; on the
 * first element of a root it appends `<style data-bf-kit="id">` there (the head of a document).
 */
const installed = new WeakMap<Node, Map<string, HTMLStyleElement>>();

export function installCss(node: Node, id: string, css: string): void {
  const root = node.getRootNode();
  // Node types, not instanceof: a frame's or a test DOM's classes are not this window's.
  const target: ParentNode | undefined =
    root.nodeType === 11 && 'host' in root
      ? (root as ShadowRoot)
      : root.nodeType === 9
        ? (root as Document).head
        : undefined;
  if (!target) return;
  let styles = installed.get(root);
  if (!styles) {
    styles = new Map();
    installed.set(root, styles);
  }
  // A style someone removed (a remount that emptied the root) is put back.
  if (styles.get(id)?.isConnected) return;
  const style = (node.ownerDocument ?? document).createElement('style');
  style.dataset.bfKit = id;
  style.textContent = css;
  target.append(style);
  styles.set(id, style);
}

export function kitCss(id: string, css: string): (node: Element | null) => void {
  return (node) => {
    if (!node) return;
    if (node.isConnected) installCss(node, id, css);
    // Preact hands refs of a new subtree over before the subtree joins the page; it has joined before paint.
    else queueMicrotask(() => node.isConnected && installCss(node, id, css));
  };
}

/** A callback ref that does several things (the kit's CSS and the component's own ref). */
export function refs<T>(...all: Array<((node: T | null) => void) | { current: T | null } | null | undefined>) {
  return (node: T | null) => {
    for (const ref of all) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** Shared rules: focus ring, visually hidden text, a field's inline error, tabular numbers. */
export const commonCss = `
.bf-ui-vh { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.bf-ui-focus:focus-visible, .bf-ui :focus-visible { outline: 2px solid var(--bf-color-focus); outline-offset: 2px; }
.bf-ui-field-error { display: flex; gap: var(--bf-space-1); align-items: center; color: var(--bf-color-negative);
  font: var(--bf-font-size-sm)/var(--bf-line-height-sm) var(--bf-font); }
.bf-ui-num { font-variant-numeric: tabular-nums; }
`;
