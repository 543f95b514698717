/**
 * The follow dialog (follow-game.tsx opens it; loaded on the first click of a bell): the game's event types as
 * checkboxes (a new subscription starts with all of them), saving or turning it off, and browser notifications
 * where a service worker of the site is registered — the permission is asked only when the player turns the
 * switch on.
 */
import type { GameEventType } from '@betframe/sdk/feed';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useRuntime } from '../runtime';
import { Button } from '../runtime/ui/button';
import { Checkbox, Switch } from '../runtime/ui/choice';
import { Dialog } from '../runtime/ui/dialog';
import type { Translate as BetT } from '../runtime/use-texts';
import { type BrowserPushState, browserPushState, disableBrowserPush, enableBrowserPush } from '../runtime/web-push';
import type { Follows } from './follows';

export default function FollowDialog({
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
