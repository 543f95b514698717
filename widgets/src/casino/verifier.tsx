/**
 * The fairness verifier (docs/casino.md "Verifying a round"): recomputes past rounds in the browser from their
 * seeds with WebCrypto and the SDK's own game maths (`verifyRound`, the code the server plays with) — no call to
 * the server. It checks the revealed server seed against the hash committed before play, and replays one round or
 * several consecutive nonces. The office's "verify" link fills it from a round (`prefill`, from the address).
 */
import {
  ORIGINALS,
  type OriginalGame,
  type RouletteBet,
  type SeedPair,
  sha256Hex,
  type VerifyInput,
  verifyRound,
} from '@betframe/sdk/casino';
import { formatNumber } from '@betframe/sdk/format';
import { useState } from 'react';
import { Button } from '../runtime/ui/button';
import { Badge } from '../runtime/ui/chip';
import { NumberField, TextField } from '../runtime/ui/field';
import { Select } from '../runtime/ui/select';
import type { Translate } from '../runtime/use-texts';
import { outcomeSummary } from './outcome-summary';

export interface VerifyPrefill {
  game?: string;
  serverSeed?: string;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  params?: string;
}

const isGame = (value: unknown): value is OriginalGame => (ORIGINALS as readonly unknown[]).includes(value);

/** The replay input of a game from its play `params` (JSON as the history shows them). */
export function verifyInput(game: OriginalGame, params: unknown): VerifyInput | null {
  const p = (params ?? {}) as Record<string, unknown>;
  switch (game) {
    case 'dice':
      return typeof p.target === 'number' && typeof p.over === 'boolean'
        ? { game, params: { target: p.target, over: p.over } }
        : null;
    case 'mines':
      return typeof p.mines === 'number' ? { game, params: { mines: p.mines } } : null;
    case 'plinko':
      return typeof p.rows === 'number' && (p.risk === 'low' || p.risk === 'medium' || p.risk === 'high')
        ? { game, params: { rows: p.rows, risk: p.risk } }
        : null;
    case 'roulette':
      // The play call's bets carry major amounts; the replay's multiplier is a ratio of returns to stakes, so any
      // common unit does (hundredths here).
      return Array.isArray(p.bets)
        ? {
            game,
            params: {
              bets: (p.bets as Record<string, unknown>[]).map(({ amount, ...bet }) => ({
                ...(bet as unknown as Omit<RouletteBet, 'amountMinor'>),
                amountMinor: Math.round(Number(amount ?? bet.amountMinor ?? 0) * (amount === undefined ? 1 : 100)),
              })),
            },
          }
        : null;
    case 'blackjack':
      return { game, actions: Array.isArray(p.actions) ? (p.actions as never) : [] };
    case 'crash':
    case 'slot':
      return { game };
  }
}

interface Row {
  nonce: number;
  summary: string;
  multiplier: number;
}

export function Verifier({ t, lang, prefill = {} }: { t: Translate; lang: string; prefill?: VerifyPrefill }) {
  const [game, setGame] = useState<OriginalGame>(isGame(prefill.game) ? prefill.game : 'dice');
  const [serverSeed, setServerSeed] = useState(prefill.serverSeed ?? '');
  const [hash, setHash] = useState(prefill.serverSeedHash ?? '');
  const [clientSeed, setClientSeed] = useState(prefill.clientSeed ?? '');
  const [nonce, setNonce] = useState(prefill.nonce ?? 0);
  const [count, setCount] = useState(1);
  const [params, setParams] = useState(prefill.params ?? '{"target":50.5,"over":true}');
  const [result, setResult] = useState<
    { hash: string; matches: boolean | null; rows: Row[] } | { error: string } | null
  >(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    let parsed: unknown;
    try {
      parsed = params.trim() ? JSON.parse(params) : {};
    } catch {
      return setResult({ error: t('casino_verify_bad_params') });
    }
    const input = verifyInput(game, parsed);
    if (!input || !serverSeed || !clientSeed) return setResult({ error: t('casino_verify_missing') });
    setBusy(true);
    const computed = await sha256Hex(serverSeed);
    const rows: Row[] = [];
    for (let i = 0; i < count; i += 1) {
      const seeds: SeedPair = { serverSeed, clientSeed, nonce: nonce + i };
      const { outcome, multiplier } = await verifyRound(seeds, input);
      rows.push({ nonce: seeds.nonce, summary: outcomeSummary(game, outcome, t, lang), multiplier });
    }
    setBusy(false);
    setResult({ hash: computed, matches: hash.trim() ? hash.trim().toLowerCase() === computed : null, rows });
  };

  return (
    <div className="bf-casino-verifier" data-testid="casino-verifier">
      <p className="bf-muted">{t('casino_verify_intro')}</p>
      <Select<OriginalGame>
        label={t('casino_verify_game')}
        value={game}
        options={ORIGINALS.map((g) => ({ value: g, label: t(`casino_game_${g}`) }))}
        onChange={setGame}
        name="game"
      />
      {/* Seeds, hashes and JSON read left to right in every language (right to left, JSON's quotes and braces
          would be reordered on the screen). */}
      <TextField
        label={t('casino_server_seed')}
        value={serverSeed}
        onValue={setServerSeed}
        name="serverSeed"
        dir="ltr"
      />
      <TextField label={t('casino_server_seed_hash')} value={hash} onValue={setHash} name="serverSeedHash" dir="ltr" />
      <TextField
        label={t('casino_client_seed')}
        value={clientSeed}
        onValue={setClientSeed}
        name="clientSeed"
        dir="ltr"
      />
      <NumberField
        label={t('casino_nonce')}
        value={String(nonce)}
        onValue={(v) => setNonce(Math.max(0, Math.floor(Number(v) || 0)))}
        min={0}
        step={1}
        name="nonce"
      />
      <NumberField
        label={t('casino_verify_count')}
        value={String(count)}
        onValue={(v) => setCount(Math.min(100, Math.max(1, Math.floor(Number(v) || 1))))}
        min={1}
        max={100}
        step={1}
        name="count"
      />
      <TextField
        label={t('casino_verify_params')}
        hint={t('casino_verify_params_hint')}
        value={params}
        onValue={setParams}
        name="params"
        dir="ltr"
      />
      <Button variant="primary" onClick={() => void run()} busy={busy} data-testid="casino-verify">
        {t('casino_verify')}
      </Button>
      {result && 'error' in result && (
        <p role="alert" className="bf-muted">
          {result.error}
        </p>
      )}
      {result && 'rows' in result && (
        <div data-testid="casino-verify-result" role="status">
          <p>
            {t('casino_server_seed_hash')}:{' '}
            <span className="bf-casino-mono" data-testid="casino-verify-hash">
              {result.hash}
            </span>{' '}
            {result.matches === true && <Badge tone="positive">{t('casino_verify_hash_ok')}</Badge>}
            {result.matches === false && <Badge tone="negative">{t('casino_verify_hash_bad')}</Badge>}
          </p>
          <table className="bf-casino-table">
            <thead>
              <tr>
                <th scope="col">{t('casino_nonce')}</th>
                <th scope="col">{t('casino_verify_outcome')}</th>
                <th scope="col">{t('casino_multiplier')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr
                  key={row.nonce}
                  data-testid="casino-verify-row"
                  data-nonce={row.nonce}
                  data-multiplier={row.multiplier}
                >
                  <td data-num="">{row.nonce}</td>
                  <td>{row.summary}</td>
                  <td data-num="">×{formatNumber(row.multiplier, lang, { maximumFractionDigits: 4 })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
