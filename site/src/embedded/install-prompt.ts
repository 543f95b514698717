/**
 * The browser's offer to install the site as an app (`beforeinstallprompt`): held back when it comes, so the site
 * can show its own "Install app" button and ask at the player's click. In a frame the site reports the offer to
 * the parent as `canInstallPwa: true` (main.tsx); the parent's `canInstallPwa` then shows or hides the button.
 */

/** The part of Chromium's BeforeInstallPromptEvent the site uses. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice?: Promise<{ outcome?: string }>;
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return typeof (event as Partial<InstallPromptEvent>).prompt === 'function';
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPrompt {
  available(): boolean;
  /** Shows the browser's install question; an accepted offer is spent, a dismissed one may be asked again. */
  prompt(): Promise<InstallOutcome>;
  subscribe(listener: (available: boolean) => void): () => void;
  stop(): void;
}

export function captureInstallPrompt(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): InstallPrompt {
  let offer: InstallPromptEvent | null = null;
  const listeners = new Set<(available: boolean) => void>();
  const tell = () => {
    for (const listener of listeners) listener(offer !== null);
  };
  const onOffer = (event: Event) => {
    if (!isInstallPromptEvent(event)) return;
    // Without this the browser shows its own mini-infobar and the offer cannot be used later.
    event.preventDefault();
    offer = event;
    tell();
  };
  const onInstalled = () => {
    offer = null;
    tell();
  };
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return {
    available: () => offer !== null,
    async prompt() {
      const current = offer;
      if (!current) return 'unavailable';
      await current.prompt();
      const choice = await (current.userChoice ?? Promise.resolve({ outcome: 'accepted' })).catch(() => ({
        outcome: 'dismissed',
      }));
      const outcome = choice.outcome === 'accepted' ? 'accepted' : 'dismissed';
      // A prompt can be shown once per event: either way this offer is spent until the browser sends a new one.
      offer = null;
      tell();
      return outcome;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop() {
      target.removeEventListener('beforeinstallprompt', onOffer);
      target.removeEventListener('appinstalled', onInstalled);
      listeners.clear();
    },
  };
}
