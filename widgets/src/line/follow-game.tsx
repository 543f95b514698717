/**
 * Following a game (docs/feed-and-betting.md "Game subscriptions"): the bell on the game page and on each row
 * (signed-in players only), one dialog per widget to choose the events (the game's own event types, in the
 * player's language) and to turn browser notifications on where the site is an app, and the notices the player
 * hears from the push stream shown as toasts. The permission for browser notifications is asked only when the
 * player turns the switch on.
 */
import type { GameEventType } from '@betframe/sdk/feed';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useRuntime, useSession } from '../runtime';
import { usePlayerBets } from '../runtime/betting/bets-push';
import { Button, IconButton } from '../runtime/ui/button';
import { Checkbox, Switch } from '../runtime/ui/choice';
import { Dialog } from '../runtime/ui/dialog';
import { Toasts } from '../runtime/ui/toast';
import type { Translate as BetT } from '../runtime/use-texts';
import { type BrowserPushState, browserPushState, disableBrowserPush, enableBrowserPush } from '../runtime/web-push';
import { createFollows, type Follows } from './follows';

interface FollowsHandle {
  follows: Follows;
  open(gameId: number): void;
}

const FollowsContext = createContext<FollowsHandle | null>(null);

const noBets = () => undefined;

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
        <FollowDialog
          key={editing}
          gameId={editing}
          follows={follows}
          token={token}
          t={t}
          onClose={() => setEditing(null)}
        />
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

function FollowDialog({
  gameId,
  follows,
  token,
  t,
  onClose,
}: {
  gameId: number;
  follows: Follows;
  token: string;
  t: BetT;
  onClose: () => void;
}) {
  const { origin, options } = useRuntime();
  const current = useStore(follows.store, (s) => s.games.get(gameId));
  const [types, setTypes] = useState<Array<{ id: GameEventType; name: string }> | null | undefined>(undefined);
  const [chosen, setChosen] = useState<ReadonlySet<GameEventType>>(new Set(current ?? []));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [browser, setBrowser] = useState<BrowserPushState>('unsupported');
  useEffect(() => {
    let live = true;
    void follows.eventTypes(gameId, options.lang).then((list) => {
      if (!live) return;
      setTypes(list ?? null);
      // A new subscription starts with every event the game offers.
      if (list && !current) setChosen(new Set(list.map((e) => e.id)));
    });
    void browserPushState().then((state) => live && setBrowser(state));
    return () => {
      live = false;
    };
    // `current` is read once: the dialog edits its own copy.
  }, [follows, gameId, options.lang]);

  const save = async (events: GameEventType[]) => {
    setBusy(true);
    setFailed(false);
    const ok = await follows.save(gameId, events);
    setBusy(false);
    if (!ok) {
      setFailed(true);
      return;
    }
    follows.notify({ text: t(events.length > 0 ? 'gamesub_saved' : 'gamesub_off_done'), tone: 'positive' });
    onClose();
  };
  const toggleBrowser = async (on: boolean) => {
    setBrowser(on ? await enableBrowserPush(origin, token, options.lang) : await disableBrowserPush(origin, token));
  };

  return (
    <Dialog open onClose={onClose} title={t('gamesub_bell')} testId="follow-dialog">
      <p className="bf-muted">{t('gamesub_dialog_text')}</p>
      {types === undefined ? <p className="bf-muted">…</p> : null}
      {types === null ? <p role="alert">{t('gamesub_failed')}</p> : null}
      {types ? (
        <fieldset className="bf-follow-events">
          <legend className="bf-ui-vh">{t('gamesub_bell')}</legend>
          {types.map((type) => (
            <Checkbox
              key={type.id}
              label={type.name}
              checked={chosen.has(type.id)}
              onChange={(checked) =>
                setChosen((s) => {
                  const next = new Set(s);
                  if (checked) next.add(type.id);
                  else next.delete(type.id);
                  return next;
                })
              }
            />
          ))}
        </fieldset>
      ) : null}
      {browser === 'unsupported' ? null : (
        <div data-testid="follow-browser">
          <Switch
            label={t('gamesub_browser')}
            checked={browser === 'on'}
            disabled={browser === 'blocked'}
            onChange={(on) => void toggleBrowser(on)}
          />
          <p className="bf-muted">
            {t(
              browser === 'blocked'
                ? 'gamesub_browser_blocked'
                : browser === 'failed'
                  ? 'gamesub_browser_failed'
                  : 'gamesub_browser_hint',
            )}
          </p>
        </div>
      )}
      {failed ? <p role="alert">{t('gamesub_failed')}</p> : null}
      <div className="bf-follow-actions">
        <Button
          variant="primary"
          busy={busy}
          disabled={!types || chosen.size === 0}
          data-testid="follow-save"
          onClick={() => void save((types ?? []).map((e) => e.id).filter((id) => chosen.has(id)))}
        >
          {t('gamesub_save')}
        </Button>
        {current ? (
          <Button variant="ghost" busy={busy} data-testid="follow-off" onClick={() => void save([])}>
            {t('gamesub_off')}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
