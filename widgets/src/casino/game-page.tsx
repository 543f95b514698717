/**
 * The game page: the game in a sandboxed frame on the game origin (the launch call's one-time URL), a real / demo
 * switch (real money for a signed-in player only; a guest plays demo and is told how to play for real), full
 * screen, and the balance kept in sync: the game frame reports each round's balance (frame-messages.ts, checked
 * against the frame's origin), which the widget passes on as the page's `balance` event — the site's header and
 * every other widget refresh from it.
 */
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../runtime';
import { Button, IconButton } from '../runtime/ui/button';
import { SegmentedControl } from '../runtime/ui/segmented';
import { ErrorState, Skeleton } from '../runtime/ui/states';
import type { Translate } from '../runtime/use-texts';
import type { CasinoClient, LobbyGame } from './casino-client';
import { parseFrameMessage } from './frame-messages';

type Mode = 'real' | 'demo';

/** The sandbox of the game frame: its own origin's scripts and calls, full screen; no top navigation. */
export const GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

export function GamePage({
  client,
  t,
  game,
  signedIn,
  initialDemo,
  onBack,
}: {
  client: CasinoClient;
  t: Translate;
  game: LobbyGame;
  signedIn: boolean;
  initialDemo: boolean;
  onBack: () => void;
}) {
  const runtime = useRuntime();
  const [mode, setMode] = useState<Mode>(signedIn && !initialDemo ? 'real' : 'demo');
  const [launch, setLaunch] = useState<{ url: string } | { error: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const stage = useRef<HTMLDivElement | null>(null);
  const effective: Mode = signedIn ? mode : 'demo';

  useEffect(() => {
    let live = true;
    void attempt;
    setLaunch(null);
    setLoaded(false);
    client.launch(game.id, effective === 'demo').then((result) => {
      if (!live) return;
      setLaunch(result.ok ? { url: result.data.url } : { error: result.code });
    });
    return () => {
      live = false;
    };
  }, [client, game.id, effective, attempt]);

  const url = launch && 'url' in launch ? launch.url : null;
  useEffect(() => {
    if (!url) return;
    const origin = new URL(url, runtime.origin).origin;
    const frame = stage.current?.querySelector('iframe');
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame?.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (message?.type === 'balance' && !message.demo)
        runtime.emit('balance', { currency: message.currency, amount: message.amount });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, runtime]);

  const fullscreen = () => {
    const element = stage.current;
    if (!element) return;
    if (element.ownerDocument.fullscreenElement) void element.ownerDocument.exitFullscreen();
    else void element.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <div className="bf-casino-game" data-testid="casino-game" data-game={game.slug} data-mode={effective}>
      <div className="bf-casino-game-bar">
        <IconButton icon="arrow-left" label={t('casino_back')} onClick={onBack} data-testid="casino-back" />
        <h3 className="bf-grow bf-casino-game-title">{game.name}</h3>
        {signedIn ? (
          <SegmentedControl<Mode>
            label={t('casino_mode')}
            options={[
              { value: 'real', label: t('casino_mode_real') },
              { value: 'demo', label: t('casino_mode_demo') },
            ]}
            value={mode}
            onChange={setMode}
          />
        ) : (
          <span className="bf-muted" data-testid="casino-demo-note">
            {t('casino_demo_guest')}
          </span>
        )}
        <IconButton icon="eye" label={t('casino_fullscreen')} onClick={fullscreen} data-testid="casino-fullscreen" />
      </div>
      <div className="bf-casino-stage" ref={stage}>
        {launch && 'error' in launch ? (
          <div data-testid="casino-launch-error" data-code={launch.error}>
            <ErrorState title={t('casino_launch_error')} onRetry={() => setAttempt((a) => a + 1)} />
          </div>
        ) : (
          <>
            {!loaded && (
              <div className="bf-casino-stage-wait" role="status" aria-busy="true">
                <span className="bf-ui-vh">{t('casino_loading')}</span>
                <Skeleton height={320} />
              </div>
            )}
            {url && (
              <iframe
                key={url}
                src={url}
                title={game.name}
                sandbox={GAME_SANDBOX}
                allow="fullscreen; autoplay"
                allowFullScreen
                referrerPolicy="origin"
                onLoad={() => setLoaded(true)}
                data-testid="casino-frame"
              />
            )}
          </>
        )}
      </div>
      {!signedIn && (
        <p className="bf-muted">
          <Button size="sm" variant="ghost" onClick={() => runtime.emit('navigate', { path: '/login' })}>
            {t('casino_sign_in_real')}
          </Button>
        </p>
      )}
    </div>
  );
}
