/**
 * `<Icon name>`: one symbol of the sprite (icons/sprite.svg, one cached file: hashed name, a year's cache) through
 * `<use href>`. An external `<use>` works only from the sprite's own origin (frames, the site, the statistics
 * frame); an inline widget on a partner's page fetches the sprite once (CORS) and puts it in its shadow root,
 * where `#bf-<name>` then resolves. Decorative unless given a `label`; arrows and chevrons mirror in RTL.
 */
import { useContext, useEffect, useRef } from 'react';
import { RuntimeContext } from '../context';
import { httpFor } from '../http';
import { mirroredIcons } from './icons/mirrored';
import type { IconName } from './icons/names';
import spriteUrl from './icons/sprite.svg?no-inline';
import { kitCss, refs } from './kit-css';

const css = `
.bf-ui-icon { inline-size: 1.25em; block-size: 1.25em; flex: none; vertical-align: -0.25em; fill: none;
  stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
[dir="rtl"] .bf-ui-icon[data-mirror] { transform: scaleX(-1); }
.bf-ui-sprite { position: absolute; inline-size: 0; block-size: 0; overflow: hidden; }
`;
const style = kitCss('icon', css);

/** The sprite's address for a page on `origin` (the widget runtime's sportsbook origin; '' for the page's own). */
export function spriteAddress(origin: string): { href: string; inline: boolean } {
  const here = typeof location === 'undefined' ? '' : location.origin;
  if (!origin || origin === here || /^[a-z]+:/i.test(spriteUrl)) return { href: spriteUrl, inline: false };
  return { href: `${origin}${spriteUrl}`, inline: true };
}

const sprites = new Map<string, Promise<string>>();
const filled = new WeakSet<Node>();

function inlineSprite(node: Element, origin: string, href: string): void {
  const root = node.getRootNode();
  if (filled.has(root) || !(root.nodeType === 11 && 'host' in root)) return;
  filled.add(root);
  let text = sprites.get(href);
  if (!text) {
    text = httpFor(origin)
      .request({ path: spriteUrl, responseType: 'text' })
      .then((result) => (typeof result.data === 'string' && !result.error ? result.data : ''));
    sprites.set(href, text);
  }
  void text.then((svg) => {
    if (!svg) return;
    const holder = document.createElement('div');
    holder.className = 'bf-ui-sprite';
    holder.setAttribute('aria-hidden', 'true');
    holder.innerHTML = svg;
    (root as ShadowRoot).append(holder);
  });
}

export function Icon({ name, label, className }: { name: IconName; label?: string; className?: string }) {
  const origin = useContext(RuntimeContext)?.origin ?? '';
  const { href, inline } = spriteAddress(origin);
  const own = useRef<SVGSVGElement | null>(null);
  useEffect(() => {
    if (inline && own.current) inlineSprite(own.current, origin, href);
  }, [inline, origin, href]);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label when it carries meaning, hidden otherwise
    <svg
      ref={refs(style, own)}
      className={className ? `bf-ui-icon ${className}` : 'bf-ui-icon'}
      viewBox="0 0 24 24"
      data-mirror={mirroredIcons.has(name) ? '' : undefined}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true', focusable: 'false' })}
    >
      <use href={`${inline ? '' : href}#bf-${name}`} />
    </svg>
  );
}
