/**
 * The fairness panel of every game: the committed server seed hash, the client seed (the player may change it),
 * the next nonce, "rotate" (reveals the seed that was in use and commits a new one), and the revealed seed with a
 * link to the verifier. Opened from the game's bar; a kit dialog (focus kept inside, Escape closes).
 */
import type { Fairness, RotateResponse } from '@betframe/sdk/casino';
import { CLIENT_SEED_PATTERN } from '@betframe/sdk/casino';
import { useEffect, useState } from 'react';
import { Button } from '../../runtime/ui/button';
import { Dialog } from '../../runtime/ui/dialog';
import { TextField } from '../../runtime/ui/field';
import { useGame } from './game-context';

export function FairnessPanel({ open, onClose, version }: { open: boolean; onClose: () => void; version: number }) {
  const { t, transport, fail } = useGame();
  const [fairness, setFairness] = useState<Fairness | null>(null);
  const [seed, setSeed] = useState('');
  const [revealed, setRevealed] = useState<RotateResponse | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void version;
    transport.fairness().then((result) => {
      if (!live) return;
      if (result.ok) {
        setFairness(result.data);
        setSeed(result.data.clientSeed);
      } else fail(result.code);
    });
    return () => {
      live = false;
    };
  }, [open, transport, version, fail]);

  const saveSeed = async () => {
    setBusy(true);
    const result = await transport.setClientSeed(seed);
    setBusy(false);
    if (result.ok) setFairness(result.data);
    else fail(result.code);
  };
  const rotate = async () => {
    setBusy(true);
    const result = await transport.rotate();
    if (result.ok) {
      setRevealed(result.data);
      const next = await transport.fairness();
      if (next.ok) setFairness(next.data);
    } else fail(result.code);
    setBusy(false);
  };
  const seedValid = CLIENT_SEED_PATTERN.test(seed);

  return (
    <Dialog open={open} onClose={onClose} title={t('casino_fairness')}>
      <div className="bf-game-fairness" data-testid="game-fairness">
        <p className="bf-muted">{t('casino_fairness_intro')}</p>
        {fairness && (
          <dl>
            <dt>{t('casino_server_seed_hash')}</dt>
            <dd className="bf-casino-mono" data-testid="fairness-hash">
              {fairness.serverSeedHash}
            </dd>
            <dt>{t('casino_nonce')}</dt>
            <dd data-testid="fairness-nonce">{fairness.nonce}</dd>
          </dl>
        )}
        <TextField
          label={t('casino_client_seed')}
          value={seed}
          onValue={setSeed}
          maxLength={64}
          error={seedValid ? undefined : t('casino_client_seed_rule')}
          data-testid="fairness-client-seed"
        />
        <div className="bf-game-row">
          <Button onClick={() => void saveSeed()} disabled={!seedValid || seed === fairness?.clientSeed} busy={busy}>
            {t('casino_client_seed_save')}
          </Button>
          <Button variant="primary" onClick={() => void rotate()} busy={busy} data-testid="fairness-rotate">
            {t('casino_rotate')}
          </Button>
        </div>
        {revealed && (
          <div data-testid="fairness-revealed" role="status">
            <p>{t('casino_revealed')}</p>
            <p className="bf-casino-mono">{revealed.previousServerSeed}</p>
            <p className="bf-muted">
              {t('casino_server_seed_hash')}: <span className="bf-casino-mono">{revealed.previousServerSeedHash}</span>
            </p>
          </div>
        )}
      </div>
    </Dialog>
  );
}
