/**
 * The partner page's end of `betframe:session` (sdk/src/session/handover.ts), in the host chunk: framed sites of
 * an origin the partner lists in `init({ allowedOrigins })` ask for the player session; each one that asked is
 * told every later change (a login, a refreshed token, a logout). The loader hands over the messages it hears from
 * those origins (betframe.ts); everything is checked again here, and what does not parse is dropped unanswered.
 */
import { sessionAskSchema, sessionGive } from '../session/handover';

export interface SiteSessionsDeps {
  /** The origins a framed site may have (the loader's `allowedOrigins`). */
  allowed(): readonly string[];
  /** The partner session's token now, or null. */
  token(): string | null;
  /** Asks the partner (`onTokenRefresh`) for a fresh token; settles once every site has been told the outcome. */
  refresh(): Promise<unknown>;
  /** The player signed out inside a framed site. */
  logout(): void;
}

export interface SiteSessions {
  receive(event: MessageEvent): void;
  /** Tells every framed site that asked the session now. */
  share(): void;
  clear(): void;
}

export function createSiteSessions(deps: SiteSessionsDeps): SiteSessions {
  const sites = new Map<Window, string>();
  const tell = (site: Window, origin: string) => {
    try {
      site.postMessage(sessionGive(deps.token()), origin);
    } catch {
      // A site window that has gone away: forget it.
      sites.delete(site);
    }
  };
  return {
    receive(event) {
      const site = event.source as Window | null;
      if (!site || !('postMessage' in site) || !deps.allowed().includes(event.origin)) return;
      const ask = sessionAskSchema.safeParse(event.data);
      if (!ask.success) return;
      sites.set(site, event.origin);
      if (ask.data.type === 'request') tell(site, event.origin);
      else if (ask.data.type === 'refresh') void deps.refresh().finally(() => tell(site, event.origin));
      else deps.logout();
    },
    share() {
      for (const [site, origin] of sites) tell(site, origin);
    },
    clear: () => sites.clear(),
  };
}
