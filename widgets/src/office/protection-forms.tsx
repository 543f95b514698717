/**
 * The office's protection forms: a break (time-out, 24 hours … 6 weeks), self-exclusion with its reason (6
 * months … 5 years or permanent) and closing the account for gambling — each confirmed in a dialog that says
 * what follows, since none can be undone before its end. The current state (a break or an exclusion that runs)
 * is shown instead of the forms it makes pointless.
 */
import { type Protection, selfExclusionChoices, timeoutChoices } from '@betframe/sdk/limits';
import { useEffect, useState } from 'react';
import type { LimitsClient } from '../runtime/limits/limits-client';
import { Button } from '../runtime/ui/button';
import { RadioGroup } from '../runtime/ui/choice';
import { Dialog } from '../runtime/ui/dialog';
import { Select } from '../runtime/ui/select';
import type { Format } from './limits-screen';

const breaks = timeoutChoices;
export const exclusions = selfExclusionChoices;

type Pending =
  | { kind: 'timeout'; hours: number }
  | { kind: 'exclusion'; months: number | 'permanent' }
  | { kind: 'block' };

/** When a chosen period would end, for the confirmation (the server decides the exact moment). */
function endOf(pending: Pending): Date | null {
  const now = new Date();
  if (pending.kind === 'timeout') return new Date(now.getTime() + pending.hours * 3_600_000);
  if (pending.kind === 'exclusion' && pending.months !== 'permanent') {
    now.setMonth(now.getMonth() + pending.months);
    return now;
  }
  return null;
}

export function stateText(f: Format, protection: Protection): string {
  const { t } = f;
  if (protection.state === 'timeout') return t('limits.state_timeout', { date: f.date(protection.until ?? '') });
  if (protection.state === 'blocked') return t('limits.state_blocked');
  return protection.until
    ? t('limits.state_excluded', { date: f.date(protection.until) })
    : t('limits.state_permanent');
}

export function ProtectionForms({
  client,
  f,
  protection,
  onChange,
}: {
  client: LimitsClient;
  f: Format;
  protection: Protection;
  onChange: (run: Promise<unknown>) => void;
}) {
  const { t } = f;
  const [hours, setHours] = useState<string>('24');
  const [months, setMonths] = useState<string>('6');
  const [reasons, setReasons] = useState<Array<{ id: number; name: string }>>([]);
  const [reason, setReason] = useState<string | undefined>();
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    let live = true;
    client.reasons().then((result) => {
      if (live && result.ok) setReasons(result.data);
    });
    return () => {
      live = false;
    };
  }, [client]);

  if (protection.state !== 'open')
    return (
      <section>
        <p role="status" data-testid="protection-state">
          {stateText(f, protection)}
        </p>
      </section>
    );

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    if (pending.kind === 'timeout') onChange(client.action({ action: 'timeout', duration: pending.hours }));
    else if (pending.kind === 'exclusion')
      onChange(
        client.action({
          action: 'self-exclusion',
          duration: pending.months,
          ...(reason ? { reasonId: Number(reason) } : {}),
        }),
      );
    else onChange(client.block());
  };
  const end = pending ? endOf(pending) : null;

  return (
    <>
      <section data-testid="timeout-form">
        <h3>{t('limits.timeout_title')}</h3>
        <p className="bf-muted">{t('limits.timeout_hint')}</p>
        <RadioGroup
          legend={t('limits.duration')}
          options={breaks.map((b) => ({ value: b.value, label: t(b.label[0], { n: b.label[1] }) }))}
          value={hours}
          onChange={setHours}
          name="timeout-hours"
        />
        <div>
          <Button onClick={() => setPending({ kind: 'timeout', hours: Number(hours) })} data-testid="timeout-start">
            {t('limits.timeout_start')}
          </Button>
        </div>
      </section>
      <section data-testid="exclusion-form">
        <h3>{t('limits.exclusion_title')}</h3>
        <p className="bf-muted">{t('limits.exclusion_hint')}</p>
        <Select
          label={t('limits.exclusion_reason')}
          options={reasons.map((r) => ({ value: String(r.id), label: r.name }))}
          value={reason}
          onChange={setReason}
          name="exclusion-reason"
        />
        <RadioGroup
          legend={t('limits.duration')}
          options={exclusions.map((e) => ({ value: e.value, label: t(e.label[0], { n: e.label[1] }) }))}
          value={months}
          onChange={setMonths}
          name="exclusion-months"
        />
        <div>
          <Button
            variant="danger"
            onClick={() =>
              setPending({ kind: 'exclusion', months: months === 'permanent' ? 'permanent' : Number(months) })
            }
            data-testid="exclusion-start"
          >
            {t('limits.exclusion_start')}
          </Button>
        </div>
      </section>
      <section data-testid="block-form">
        <h3>{t('limits.block_title')}</h3>
        <p className="bf-muted">{t('limits.block_hint')}</p>
        <div>
          <Button variant="danger" onClick={() => setPending({ kind: 'block' })}>
            {t('limits.block_start')}
          </Button>
        </div>
      </section>
      <Dialog open={pending !== null} onClose={() => setPending(null)} title={t('limits.confirm_title')}>
        <div data-testid="limits-confirm">
          <p>{end ? t('limits.confirm_until', { date: f.date(end.toISOString()) }) : t('limits.confirm_permanent')}</p>
          <div className="bf-row bf-wrap">
            <Button variant="danger" onClick={confirm} data-testid="limits-confirm-yes">
              {t('limits.confirm')}
            </Button>
            <Button onClick={() => setPending(null)}>{t('limits.cancel')}</Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
