/**
 * The casino widget (docs/casino.md "Lobby widget"). Props:
 * `{ view?: 'lobby' | 'section' | 'fairness', game?: number, demo?: boolean, section?: 'popular' | 'new', count? }`.
 * - `lobby` (default): the lobby (lobby.tsx); `game` opens that game's page (game-page.tsx) over it.
 * - `section`: a short row of games for a page's casino section (the site's home), with a link to the lobby.
 * - `fairness`: the verifier (verifier.tsx, its own chunk) — recomputes past rounds in the browser.
 * Opening a game, going back and "all games" are reported as `navigate` (`/casino/game/{id}`, `/casino`), so a
 * host page can give each its own address; the widget follows them itself as well.
 * Favourites are the server's for a signed-in player; recently played games are kept in the browser.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defineWidget, Shell, useProps, useRuntime, useSession } from '../runtime';
import { Button } from '../runtime/ui/button';
import { EmptyState, SkeletonList } from '../runtime/ui/states';
import { KitTexts } from '../runtime/ui/texts';
import { type Translate, useTexts } from '../runtime/use-texts';
import { createCasinoClient, type LobbyGame } from './casino-client';
import { casinoStyles } from './casino-styles';
import { Lobby } from './lobby';
import { readRecent, rememberPlayed } from './lobby-query';
import { CasinoSection } from './section';
import type { VerifyPrefill } from './verifier';

// A game's page (the launch frame, real / demo, full screen) arrives when a game opens; the verifier on its page.
const GamePage = lazy(() => import('./game-page').then((m) => ({ default: m.GamePage })));
const Verifier = lazy(() => import('./verifier').then((m) => ({ default: m.Verifier })));

/** The verifier's round from the host (the site passes its address's query): strings only, checked by the form. */
function verifyPrefill(value: unknown): VerifyPrefill {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : undefined);
  const nonce = Number(text('nonce'));
  return {
    ...(text('game') ? { game: text('game') } : {}),
    ...(text('serverSeed') ? { serverSeed: text('serverSeed') } : {}),
    ...(text('serverSeedHash') ? { serverSeedHash: text('serverSeedHash') } : {}),
    ...(text('clientSeed') ? { clientSeed: text('clientSeed') } : {}),
    ...(Number.isInteger(nonce) && nonce >= 0 && text('nonce') ? { nonce } : {}),
    ...(text('params') ? { params: text('params') } : {}),
  };
}

const gamePath = (id: number) => `/casino/game/${id}`;

function numberProp(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

function Casino({ t }: { t: Translate }) {
  const runtime = useRuntime();
  const props = useProps();
  const token = useSession((s) => s.session?.token);
  const lang = runtime.options.lang;
  const client = useMemo(() => createCasinoClient(runtime.origin, lang, () => token), [runtime.origin, lang, token]);
  const currency = runtime.options.currency ?? runtime.config.currencies[0]?.code ?? 'USD';
  const [opened, setOpened] = useState<LobbyGame | null>(null);
  const [recent, setRecent] = useState<number[]>(() => readRecent());
  const [favourites, setFavourites] = useState<number[] | null>(null);
  const wantedGame = numberProp(props.game);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!token) return setFavourites(null);
    let live = true;
    client.favourites().then((result) => live && result.ok && setFavourites(result.data));
    return () => {
      live = false;
    };
  }, [client, token]);

  // The host's address names a game (a reload, a shared link, the browser's back and forward): follow it when it
  // changes — load a game the widget has not open, close the game when the address no longer names one.
  const openedId = useRef<number | undefined>(undefined);
  openedId.current = opened?.id;
  const previousWanted = useRef(wantedGame);
  useEffect(() => {
    const before = previousWanted.current;
    previousWanted.current = wantedGame;
    if (wantedGame === undefined) {
      if (before !== undefined) setOpened(null);
      return;
    }
    if (openedId.current === wantedGame) return;
    let live = true;
    setMissing(false);
    client.game(wantedGame).then((result) => {
      if (!live) return;
      if (result.ok) setOpened(result.data);
      else setMissing(true);
    });
    return () => {
      live = false;
    };
  }, [client, wantedGame]);

  const open = useCallback(
    (game: LobbyGame) => {
      setOpened(game);
      setRecent(rememberPlayed(game.id));
      runtime.emit('navigate', { path: gamePath(game.id) });
    },
    [runtime],
  );
  const back = () => {
    setOpened(null);
    runtime.emit('navigate', { path: '/casino' });
  };
  const favourite = (id: number, on: boolean) => {
    setFavourites((list) =>
      list ? (on ? [...list.filter((n) => n !== id), id] : list.filter((n) => n !== id)) : list,
    );
    void client.setFavourite(id, on).then((result) => result.ok && setFavourites(result.data));
  };

  if (props.view === 'fairness')
    return (
      <Shell title={t('casino_verifier_title')}>
        <Suspense fallback={<SkeletonList rows={4} />}>
          <Verifier t={t} lang={lang} prefill={verifyPrefill(props.verify)} />
        </Suspense>
      </Shell>
    );
  if (props.view === 'section' && !opened)
    return (
      <CasinoSection
        client={client}
        t={t}
        kind={props.section === 'new' ? 'new' : 'popular'}
        count={numberProp(props.count) ?? 8}
        onOpen={open}
        onAll={() => runtime.emit('navigate', { path: '/casino' })}
      />
    );
  return (
    <Shell title={t('casino')}>
      {opened ? (
        <Suspense fallback={<SkeletonList rows={3} />}>
          <GamePage
            key={opened.id}
            client={client}
            t={t}
            game={opened}
            signedIn={Boolean(token)}
            initialDemo={props.demo === true}
            onBack={back}
          />
        </Suspense>
      ) : wantedGame !== undefined ? (
        missing ? (
          <EmptyState
            icon="casino"
            title={t('casino_game_missing')}
            action={
              <Button onClick={back} data-testid="casino-back">
                {t('casino_back')}
              </Button>
            }
          />
        ) : (
          <SkeletonList rows={3} />
        )
      ) : (
        <Lobby
          client={client}
          t={t}
          lang={lang}
          favourites={token ? (favourites ?? []) : null}
          onFavourite={favourite}
          recent={recent}
          onOpen={open}
          currency={currency}
        />
      )}
    </Shell>
  );
}

export default defineWidget({
  name: 'casino',
  Component: () => {
    const t = useTexts();
    return t ? (
      <KitTexts t={t}>
        <Casino t={t} />
      </KitTexts>
    ) : (
      <Shell title={undefined}>
        <SkeletonList rows={3} />
      </Shell>
    );
  },
  styles: casinoStyles,
});
