/**
 * Pieces both verification screens share: the state badge, reading a failure's code as text, their styles
 * (installed by the screens themselves, so the office's first paint does not carry them), and their client.
 */
import type { VerificationState } from '@betframe/sdk/verification';
import { useMemo } from 'react';
import type { AppT } from '../runtime';
import { Badge, type Tone } from '../runtime/ui/chip';
import { kitCss } from '../runtime/ui/kit-css';
import { createKycClient, type KycClient } from './kyc-client';
import type { OfficeClient } from './office-client';

const tones: Record<VerificationState, Tone> = {
  unverified: 'neutral',
  pending: 'warning',
  verified: 'positive',
  rejected: 'negative',
};

export function StateBadge({ t, state }: { t: AppT; state: VerificationState }) {
  return (
    <span data-testid="kyc-state" data-state={state}>
      <Badge tone={tones[state]}>{t(`kyc_state_${state}`)}</Badge>
    </span>
  );
}

/** A failure's code as the player's text (errors.json `error_<code>`), else the server's message. */
export function failureText(t: AppT, failure: { code: string; message: string }): string {
  const key = `error_${failure.code}`;
  const text = t(key);
  return text === key ? failure.message : text;
}

const css = `
.bf-kyc { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--bf-space-4); }
.bf-kyc-head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--bf-space-2); }
.bf-kyc-card { border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-lg); padding: var(--bf-space-3);
  display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--bf-space-3); background: var(--bf-color-surface); }
.bf-kyc-card h3 { margin: 0; font-size: var(--bf-font-size-lg); }
.bf-kyc-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-2); }
.bf-kyc-doc { display: grid; grid-template-columns: 1fr auto; gap: var(--bf-space-1) var(--bf-space-2); align-items: center;
  padding-block: var(--bf-space-2); border-block-end: 1px solid var(--bf-color-border); }
.bf-kyc-doc p { margin: 0; overflow-wrap: anywhere; }
.bf-kyc-code { font: 700 var(--bf-font-size-xxl)/1 var(--bf-font); letter-spacing: .2em; font-variant-numeric: tabular-nums; }
.bf-kyc-progress { inline-size: 100%; block-size: 8px; accent-color: var(--bf-color-accent); }
.bf-kyc-file { min-block-size: var(--bf-touch); font: inherit; color: var(--bf-color-text); max-inline-size: 100%; }
.bf-kyc-actions { display: flex; flex-wrap: wrap; gap: var(--bf-space-2); }
`;

/** The screens' CSS, installed in their root (document or shadow root) when one first renders. */
export const kycStyle = kitCss('office-kyc', css);

/** The verification client of a screen, made once per office client and partner. */
export function useKyc(client: OfficeClient, partner: number): KycClient {
  return useMemo(() => createKycClient(client, partner), [client, partner]);
}
