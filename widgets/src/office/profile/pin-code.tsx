/**
 * New PIN code (SPEC §2, §7 "GET new pin code"): the player asks for a new six-digit PIN; it is shown once (the
 * server keeps only its hash) and replaces the previous one.
 */
import { newPinCodeData, officePaths } from '@betframe/sdk/office';
import { useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import type { OfficeClient } from '../office-client';
import { refusal } from './form-status';

export function PinCode({ client, t }: { client: OfficeClient; t: AppT }) {
  const [pin, setPin] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const issue = async () => {
    setBusy(true);
    const result = await client.call(officePaths.newPinCode, newPinCodeData, { method: 'GET' });
    setBusy(false);
    if (!result.ok) return setStatus(refusal(t, result).message);
    setPin(result.data.pin);
    setStatus('');
  };
  return (
    <section aria-labelledby="bf-pin-title" data-testid="pin-code" className="bf-profile-form">
      <h3 className="bf-title" id="bf-pin-title">
        {t('office_pin_code')}
      </h3>
      <p className="bf-muted">{t('office_pin_hint')}</p>
      {pin && (
        <p role="status">
          {t('office_pin_new')}{' '}
          <strong className="bf-odds" data-testid="pin-value">
            {pin}
          </strong>
        </p>
      )}
      <div>
        <Button variant="secondary" busy={busy} onClick={issue}>
          {t('office_pin_issue')}
        </Button>
      </div>
      {status && (
        <p role="alert" className="bf-error">
          {status}
        </p>
      )}
    </section>
  );
}
