/**
 * The frame page's entry (`/sdk/frame/:widget`, rendered by server/src/embedding): reads and checks the page's
 * configuration, refuses to run outside a frame of an allowed host, then mounts the widget in the body and
 * connects to the host page (handshake, port, shared state over the parent window at the host's exact origin).
 */
import { isAllowedOrigin } from '@betframe/sdk/config';
import { connectToHost, frameConfigElementId, frameConfigSchema, windowEndpoint } from '@betframe/sdk/protocol';
import { mountWidget } from './mount';
import { frameDocumentStyles } from './styles';
import type { WidgetDefinition } from './widget';

export async function startFrame(win: Window = window): Promise<void> {
  const doc = win.document;
  const raw = doc.getElementById(frameConfigElementId)?.textContent ?? '';
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = frameConfigSchema.safeParse(json);
  if (!parsed.success) throw new Error('betframe frame: invalid page configuration');
  const config = parsed.data;
  if (win.parent === win || !isAllowedOrigin(config.allowedOrigins, config.host)) {
    doc.body.textContent = 'This widget can only be shown inside an allowed partner page.';
    return;
  }
  const style = doc.createElement('style');
  style.textContent = frameDocumentStyles;
  doc.head.append(style);
  const module: { default?: WidgetDefinition } = await import(/* @vite-ignore */ `/sdk/widgets/${config.module}`);
  if (!module.default) throw new Error('betframe frame: the widget module has no default export');
  const mounted = await mountWidget({
    widget: module.default,
    container: doc.body,
    origin: win.location.origin,
    storeId: config.storeId,
    stateEndpoint: windowEndpoint(win, win.parent, config.host),
    options: {
      partner: config.partner,
      group: config.group,
      lang: config.lang,
      country: config.country,
      currency: config.currency,
      theme: config.theme,
    },
  });
  connectToHost(win, win.parent, config.host, { onPort: (port) => mounted.connect(port) });
}
