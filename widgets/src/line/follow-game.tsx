/**
 * Following a game (docs/feed-and-betting.md "Game subscriptions"): the bell on the game page and on each row
 * (signed-in players only), one dialog per widget (follow-dialog.tsx, loaded on the first click) to choose the
 * events and to turn browser notifications on where the site is an app, and the notices the player hears from
 * the push stream shown as toasts.
 */
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useRuntime, useSession } from '../runtime';
import { usePlayerBets } from '../runtime/betting/bets-push';
import { IconButton } from '../runtime/ui/button';
import { Toasts } from '../runtime/ui/toast';
import type { Translate as BetT } from '../runtime/use-texts';
import { createFollows, type Follows } from './follows';

interface FollowsHandle {
  follows: Follows;
  open(gameId: number): void;
}

const FollowsContext = createContext<FollowsHandle | null>(null);

const noBets = () => undefined;

// The dialog, its kit parts and the browser notifications client load on the first click of a bell.
const FollowDialog = lazy(() => import('./follow-dialog'));

/** The widget's follows: loaded for the signed-in player, its dialog, its toasts and the push stream's notices. */
export function FollowsLayer({ t, children }: { t: BetT; children: ReactNode }) {
  const { origin, options } = useRuntime();
  const follows = useMemo(() => createFollows(origin), [origin]);
  const token = useSession((s) => s.session?.token ?? null);
  useEffect(() => {
    void follows.setToken(token);
  }, [follows, token]);
  usePlayerBets(origin, options.lang, token, noBets, { onGame: (e) => follows.heard(e.notice) });
  const [editing, setEditing] = useState<number | null>(null);
  const handle = useMemo(() => ({ follows, open: setEditing }), [follows]);
  const toasts = useStore(follows.store, (s) => s.toasts);
  return (
    <FollowsContext.Provider value={handle}>
      {children}
      {editing !== null && token ? (
        <Suspense fallback={null}>
          <FollowDialog
            key={editing}
            gameId={editing}
            follows={follows}
            token={token}
            t={t}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <div data-testid="game-notices">
        <Toasts toasts={toasts} onDismiss={follows.dismiss} duration={8000} />
      </div>
    </FollowsContext.Provider>
  );
}

/** The bell of a game: filled while the player follows it; nothing for a guest or outside a FollowsLayer. */
export function FollowBell({ gameId, t, className }: { gameId: number; t: BetT; className?: string }) {
  const handle = useContext(FollowsContext);
  if (!handle) return null;
  return <Bell handle={handle} gameId={gameId} t={t} className={className} />;
}

function Bell({
  handle,
  gameId,
  t,
  className,
}: {
  handle: FollowsHandle;
  gameId: number;
  t: BetT;
  className?: string | undefined;
}) {
  const signedIn = useStore(handle.follows.store, (s) => s.signedIn);
  const on = useStore(handle.follows.store, (s) => s.games.has(gameId));
  if (!signedIn) return null;
  return (
    <IconButton
      className={className ?? 'bf-bell'}
      icon={on ? 'bell-filled' : 'bell'}
      label={t('gamesub_bell')}
      pressed={on}
      data-testid="follow-game"
      onClick={() => handle.open(gameId)}
    />
  );
}
