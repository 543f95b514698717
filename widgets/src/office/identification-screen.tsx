/**
 * The office identification screen (docs/verification.md "Screens"): electronic identity — smart-ID (personal
 * code), mobile-ID (personal code and phone) and face verification. A start shows the control code (or the face
 * flow) and the identity provider's page; the screen then asks for the session's status until it is answered.
 */
import type { IdentityMethod, IdentitySession, IdentityStart, VerificationState } from '@betframe/sdk/verification';
import { type FormEvent, useEffect, useState } from 'react';
import type { AppT } from '../runtime';
import { Button } from '../runtime/ui/button';
import { RadioGroup } from '../runtime/ui/choice';
import { TextField } from '../runtime/ui/field';

import { failureText, kycStyle, StateBadge, useKyc } from './kyc-parts';
import type { OfficeClient } from './office-client';

/** How often a pending session's status is asked for. */
export const SESSION_POLL_MS = 2000;

export function IdentificationScreen({ client, partner, t }: { client: OfficeClient; partner: number; t: AppT }) {
  const kyc = useKyc(client, partner);
  const [method, setMethod] = useState<IdentityMethod>('smart_id');
  const [state, setState] = useState<VerificationState | null>(null);
  const [started, setStarted] = useState<IdentityStart | null>(null);
  const [session, setSession] = useState<IdentitySession | null>(null);
  const [personalCode, setPersonalCode] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void session?.status;
    let live = true;
    kyc.overview().then((result) => {
      if (live && result.ok) setState(result.data.state);
    });
    return () => {
      live = false;
    };
  }, [kyc, session?.status]);

  // Ask until the provider answers (or the session runs out); the last answer stays on screen.
  useEffect(() => {
    if (session?.status !== 'pending') return;
    const timer = setTimeout(async () => {
      const result = await kyc.session(session.sessionId);
      if (result.ok) setSession(result.data.session);
      else setError(failureText(t, result));
    }, SESSION_POLL_MS);
    return () => clearTimeout(timer);
  }, [kyc, session, t]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    const result =
      method === 'smart_id'
        ? await kyc.smartId(personalCode.trim())
        : method === 'mobile_id'
          ? await kyc.mobileId(personalCode.trim(), phone.replace(/[\s()-]/g, ''))
          : await kyc.face();
    setBusy(false);
    if (!result.ok)
      return setError(result.code === 'validation_failed' ? t('kyc_identity_invalid') : failureText(t, result));
    setStarted(result.data);
    setSession(result.data.session);
  };

  return (
    <div ref={kycStyle} className="bf-kyc" data-testid="office-identification">
      <div className="bf-kyc-head">
        <h3 className="bf-grow">{t('kyc_identification_title')}</h3>
        {state && <StateBadge t={t} state={state} />}
      </div>
      <p className="bf-muted">{t('kyc_identification_text')}</p>
      <form className="bf-kyc-card" onSubmit={start} noValidate data-testid="kyc-identity-start">
        <RadioGroup
          legend={t('kyc_method')}
          name="method"
          options={(['smart_id', 'mobile_id', 'face'] as const).map((value) => ({
            value,
            label: t(`kyc_method_${value}`),
          }))}
          value={method}
          onChange={(next) => {
            setMethod(next);
            setError('');
          }}
        />
        {method !== 'face' && (
          <TextField
            label={t('kyc_personal_code')}
            name="personalCode"
            inputMode="numeric"
            autoComplete="off"
            value={personalCode}
            onValue={setPersonalCode}
          />
        )}
        {method === 'mobile_id' && (
          <TextField
            label={t('kyc_phone')}
            name="phone_number"
            type="tel"
            autoComplete="tel"
            value={phone}
            onValue={setPhone}
          />
        )}
        {method === 'face' && <p className="bf-muted">{t('kyc_face_text')}</p>}
        {error && (
          <p className="bf-error" role="alert">
            {error}
          </p>
        )}
        <div className="bf-kyc-actions">
          <Button type="submit" variant="primary" busy={busy} data-testid="kyc-identity-submit">
            {t(`kyc_start_${method}`)}
          </Button>
        </div>
      </form>
      {started && session && (
        <section className="bf-kyc-card" aria-labelledby="bf-kyc-session" data-testid="kyc-session">
          <h3 id="bf-kyc-session">{t(`kyc_method_${session.method}`)}</h3>
          {session.verificationCode && (
            <>
              <p className="bf-muted">{t('kyc_control_code')}</p>
              <p className="bf-kyc-code" dir="ltr">
                {session.verificationCode}
              </p>
            </>
          )}
          <p role="status" data-status={session.status}>
            {t(`kyc_session_${session.status}`)}
            {session.reason ? ` ${t('kyc_rejected_reason', { reason: session.reason })}` : ''}
          </p>
          {session.status === 'pending' && (
            <>
              <progress className="bf-kyc-progress" aria-label={t('kyc_session_pending')} />
              <a href={started.url} target="_blank" rel="noopener" data-testid="kyc-provider-link">
                {t(session.method === 'face' ? 'kyc_open_face' : 'kyc_open_provider')}
              </a>
            </>
          )}
        </section>
      )}
    </div>
  );
}
