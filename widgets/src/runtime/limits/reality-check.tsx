/**
 * The reality check on betting screens (CONTRACTS §7, MGA PPD): when the player asked for one every N minutes,
 * the server says when the next is due (`GET /web-api/limits/reality-check`); at that moment a dialog shows how
 * long this session has lasted and its net result, with "continue", "stop playing" (ends the play session and
 * signs out) and "see history". Nothing shows for guests or players without reality checks.
 */
import { formatDuration, formatMoney } from '@betframe/sdk/format';
import type { RealityCheck as Check } from '@betframe/sdk/limits';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { KitTexts } from '../ui/texts';
import type { Translate } from '../use-texts';
import { createLimitsClient } from './limits-client';

/** Without reality checks the screen asks again this often, in case the player turned them on elsewhere. */
const IDLE_POLL_MS = 5 * 60_000;

export default function RealityCheck({
  origin,
  token,
  lang,
  t,
  onStop,
  onHistory,
}: {
  origin: string;
  token: string;
  lang: string;
  t: Translate;
  onStop: () => void;
  onHistory: () => void;
}) {
  const client = useMemo(() => createLimitsClient(origin, () => token, lang), [origin, token, lang]);
  const [due, setDue] = useState<Check | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    void round;
    client.realityCheck().then((result) => {
      if (!live) return;
      if (!result.ok) {
        timer = setTimeout(() => setRound((r) => r + 1), IDLE_POLL_MS);
        return;
      }
      const check = result.data;
      if (check.dueInMs === 0) setDue(check);
      else timer = setTimeout(() => setRound((r) => r + 1), check.dueInMs ?? IDLE_POLL_MS);
    });
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [client, round]);

  const answer = async (choice: 'continue' | 'stop') => {
    setDue(null);
    await client.answerRealityCheck(choice);
    if (choice === 'stop') {
      await client.signOut();
      onStop();
    } else setRound((r) => r + 1);
  };

  if (!due) return null;
  const net = formatMoney(due.net, due.currency ?? 'RUB', lang);
  return (
    <KitTexts t={t}>
      <Dialog open title={t('limits.reality_dialog_title')} onClose={() => void answer('continue')}>
        <div data-testid="reality-check">
          <p>
            {t('limits.reality_dialog_text', {
              time: formatDuration(due.sessionSeconds * 1000, lang, 'units'),
              net: due.net > 0 ? `+${net}` : net,
            })}
          </p>
          <div className="bf-row bf-wrap">
            <Button variant="primary" onClick={() => void answer('continue')} data-testid="reality-continue">
              {t('limits.reality_continue')}
            </Button>
            <Button onClick={() => void answer('stop')} data-testid="reality-stop">
              {t('limits.reality_stop')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                void answer('continue');
                onHistory();
              }}
              data-testid="reality-history"
            >
              {t('limits.reality_history')}
            </Button>
          </div>
        </div>
      </Dialog>
    </KitTexts>
  );
}
