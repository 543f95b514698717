/**
 * The optional second code of enabling two-factor (SPEC §4/§5): sent to the player's phone by SMS or, if the player
 * asks, by Telegram (SPEC §7 telegram code variant; the development outbox shows both), and typed in beside the
 * authenticator's code. Without a phone on file there is nothing to send, and the block is not shown.
 */
import { accountPaths } from '@betframe/sdk/account';
import { useState } from 'react';
import * as z from 'zod/mini';
import type { AppT } from '../runtime';
import { failureText } from '../runtime/accounts/form-parts';
import { Button } from '../runtime/ui/button';
import { TextField } from '../runtime/ui/field';
import type { OfficeClient } from './office-client';

const codeSent = z.object({ expiresIn: z.number(), codeLength: z.number(), channel: z.enum(['sms', 'telegram']) });

interface Props {
  client: OfficeClient;
  t: AppT;
  phone: string;
  code: string;
  onCode: (code: string) => void;
  error: string;
}

export function TwoFactorPhoneCode({ client, t, phone, code, onCode, error }: Props) {
  const [sent, setSent] = useState<'sms' | 'telegram' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const send = async (channel: 'sms' | 'telegram') => {
    setBusy(true);
    setFailure('');
    const path = channel === 'sms' ? accountPaths.twoFactorSendSms : accountPaths.twoFactorSendTelegram;
    const result = await client.call(path, codeSent);
    setBusy(false);
    if (result.ok) setSent(result.data.channel);
    else setFailure(failureText(t, result));
  };
  const to = `+${phone.replace(/\D/g, '')}`;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }} data-testid="two-factor-phone-code">
      <legend className="bf-strong">{t('office_two_factor_phone_code')}</legend>
      <p className="bf-muted">{t('office_two_factor_phone_code_hint', { to })}</p>
      <div className="bf-row bf-wrap">
        <Button type="button" size="sm" busy={busy} onClick={() => void send('sms')} data-testid="two-factor-send-sms">
          {t('office_send_code')}
        </Button>
        <Button
          type="button"
          size="sm"
          busy={busy}
          onClick={() => void send('telegram')}
          data-testid="two-factor-send-telegram"
        >
          {t('office_send_code_telegram')}
        </Button>
      </div>
      {sent && (
        <TextField
          id="bf-two-factor-phone-code"
          label={t('office_two_factor_phone_code_label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onValue={onCode}
          error={error}
          hint={t(sent === 'telegram' ? 'office_code_sent_telegram' : 'office_code_sent', { to })}
        />
      )}
      {failure && (
        <p className="bf-error" role="alert">
          {failure}
        </p>
      )}
    </fieldset>
  );
}
