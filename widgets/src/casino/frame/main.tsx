/**
 * The game page's entry (build target `casino-games`, vite.config.ts): served on the game origin at the launch
 * call's one-time URL by server/src/casino/game-page.ts. It reads how it was opened (boot.ts), paints with the
 * design tokens in the page's theme and language direction, loads its texts through the translation API of its own
 * origin, and renders the game's frame.
 */
import { tokensCss } from '@betframe/sdk/design';
import { applyLanguageDirection, createTranslate, createTranslationLoader, loadTexts } from '@betframe/sdk/i18n';
import { render } from 'preact';
import { httpFor } from '../../runtime/http';
import { KitTexts } from '../../runtime/ui/texts';
import type { FrameMessage } from '../frame-messages';
import { openSession, type Play, parentOriginOf, readBoot } from './boot';
import { frameStyles } from './frame-styles';
import { errorText, GameFrame } from './game-frame';
import { createTransport } from './transport';

async function start(): Promise<void> {
  const root = document.getElementById('bf-game') ?? document.body.appendChild(document.createElement('div'));
  const style = document.createElement('style');
  style.textContent = tokensCss(':root') + frameStyles;
  document.head.append(style);
  const boot = readBoot(document, location);
  const origin = location.origin;
  const http = httpFor(origin);
  const lang = boot?.lang ?? 'en';
  applyLanguageDirection(document.documentElement, lang);
  document.documentElement.dataset.theme = boot?.theme ?? 'dark';
  const texts = await loadTexts(createTranslationLoader({ http, apiBase: origin, cdn: origin }), lang, 5000);
  const t = createTranslate(texts ?? {});
  document.title = boot ? t(`casino_game_${boot.game}`) : t('casino');
  const opened = boot ? await openSession(http, boot) : 'invalid_session';
  if (!boot || typeof opened === 'string') {
    render(
      <p role="alert" data-testid="game-launch-error" data-code={typeof opened === 'string' ? opened : ''}>
        {t('casino_launch_error')} {errorText(t, typeof opened === 'string' ? opened : 'invalid_session')}
      </p>,
      root,
    );
    return;
  }
  // The token works once: the address keeps no copy of it.
  history.replaceState(null, '', location.pathname);
  const play: Play = {
    ...boot,
    session: opened.sessionToken,
    demo: opened.demo,
    currency: opened.currency,
    ...(opened.balance !== undefined ? { balance: opened.balance } : {}),
  };
  const parent = window.parent !== window ? parentOriginOf(boot, document.referrer) : null;
  const tell = parent ? (message: FrameMessage) => window.parent.postMessage(message, parent) : null;
  render(
    <KitTexts t={t}>
      <GameFrame play={play} t={t} transport={createTransport(play, origin)} tell={tell} />
    </KitTexts>,
    root,
  );
}

start().catch((error: unknown) => console.error('[Betframe game]', error));
