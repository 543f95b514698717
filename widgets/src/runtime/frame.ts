/**
 * The frame page's entry (`/sdk/frame/:widget`, rendered by server/src/embedding): reads and checks the page's
 * configuration, refuses to run outside a frame of an allowed host, then mounts the widget in the body and
 * connects to the host page (handshake, port, shared state over the parent window at the host's exact origin).
 */
import { isAllowedOrigin, type WidgetConfig, widgetConfigSchema } from '@betframe/sdk/config';
import { connectToHost, frameConfigElementId, frameConfigSchema, windowEndpoint } from '@betframe/sdk/protocol';
import { type MountedWidget, mountWidget } from './mount';
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
  // Shake hands while the widget loads and renders; the port waits for it.
  let mounted: MountedWidget | undefined;
  let waitingPort: MessagePort | undefined;
  connectToHost(win, win.parent, config.host, {
    onPort: (port) => {
      if (mounted) mounted.connect(port);
      else waitingPort = port;
    },
  });
  const style = doc.createElement('style');
  style.textContent = frameDocumentStyles;
  doc.head.append(style);
  const module: { default?: WidgetDefinition } = await import(/* @vite-ignore */ `/sdk/widgets/${config.module}`);
  // The server put the site configuration in the page; without it (or if it does not parse) the runtime fetches it.
  let siteConfig: WidgetConfig | undefined;
  const embedded = widgetConfigSchema.safeParse(config.siteConfig);
  if (config.siteConfig && embedded.success) siteConfig = embedded.data;
  if (!module.default) throw new Error('betframe frame: the widget module has no default export');
  mounted = await mountWidget({
    widget: module.default,
    container: doc.body,
    origin: win.location.origin,
    storeId: config.storeId,
    stateEndpoint: windowEndpoint(win, win.parent, config.host),
    config: siteConfig,
    // The server parsed them from the frame URL (frameQuerySchema); checked above with the page data.
    options: {
      partner: config.partner,
      group: config.group,
      lang: config.lang,
      country: config.country,
      currency: config.currency,
      theme: config.theme,
    },
  });
  if (waitingPort) mounted.connect(waitingPort);
}
