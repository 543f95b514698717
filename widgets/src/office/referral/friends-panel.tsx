/**
 * The main tab of bring a friend: the link and code to copy, the referral balance with its transfer, and the
 * referred players (masked login, state, earnings) with removal after a confirmation.
 */
import { formatDate, formatMoney } from '@betframe/sdk/format';
import type { ExtendedReferralUser, FriendReferTagData, ReferralAmount } from '@betframe/sdk/referral';
import { useCallback, useEffect, useId, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { Badge } from '../../runtime/ui/chip';
import { Dialog } from '../../runtime/ui/dialog';
import { EmptyState, ErrorState, SkeletonList } from '../../runtime/ui/states';
import { refusal } from '../profile/form-status';
import type { ReferralCalls } from './referral-client';

const amounts = (list: readonly ReferralAmount[], lang: string) =>
  list.map((a) => formatMoney(a.amount, a.currencyIso, lang)).join(' · ');

/** Copies text to the clipboard; where the browser refuses, the field's text is selected for the player to copy. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}

export function LinkCard({ info, t }: { info: FriendReferTagData; t: AppT }) {
  const id = useId();
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [status, setStatus] = useState('');
  return (
    <div className="bf-ref-card">
      <label htmlFor={`${id}-link`}>{t('referral_link_label')}</label>
      <div className="bf-ref-row">
        <input
          ref={setField}
          id={`${id}-link`}
          className="bf-ref-link bf-grow"
          readOnly
          dir="ltr"
          value={info.link}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="referral-link"
        />
        <Button
          variant="primary"
          onClick={async () =>
            setStatus(t((await copyText(info.link, field)) ? 'referral_copied' : 'referral_copy_select'))
          }
          data-testid="referral-copy"
        >
          {t('referral_copy')}
        </Button>
      </div>
      <p className="bf-ref-meta">
        {t('referral_code_label')}{' '}
        <strong dir="ltr" data-testid="referral-code">
          {info.refCode}
        </strong>
      </p>
      <p className="bf-ref-meta" role="status" data-testid="referral-copy-status">
        {status}
      </p>
    </div>
  );
}

function FriendRow({
  user,
  t,
  lang,
  onRemove,
}: {
  user: ExtendedReferralUser;
  t: AppT;
  lang: string;
  onRemove: () => void;
}) {
  return (
    <li className="bf-ref-friend" data-testid="referral-friend" data-state={user.state}>
      <div className="bf-grow">
        <strong dir="ltr">{user.login}</strong>
        <p className="bf-ref-meta">
          {t('referral_registered_on', {
            date: formatDate(new Date(user.registeredAt), { locale: lang }, 'shortDate'),
          })}
          {user.settledBets > 0 ? ` · ${t('referral_bets_count', { count: user.settledBets })}` : ''}
        </p>
      </div>
      <Badge tone={user.state === 'removed' ? 'warning' : user.state === 'playing' ? 'positive' : 'neutral'}>
        {t(`referral_state_${user.state}`)}
      </Badge>
      <span data-testid="referral-friend-earned">
        {user.earnings.length > 0 ? amounts(user.earnings, lang) : t('referral_earned_none')}
      </span>
      {user.state !== 'removed' && (
        <Button variant="ghost" size="sm" onClick={onRemove} data-testid="referral-remove">
          {t('referral_remove')}
        </Button>
      )}
    </li>
  );
}

export function FriendsPanel({
  calls,
  t,
  lang,
  balances,
  onMoved,
}: {
  calls: ReferralCalls;
  t: AppT;
  lang: string;
  balances: readonly ReferralAmount[];
  onMoved: () => void;
}) {
  const [users, setUsers] = useState<ExtendedReferralUser[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<ExtendedReferralUser | null>(null);
  const questionId = useId();
  const load = useCallback(async () => {
    const result = await calls.users(1);
    if (!result.ok) return setError(refusal(t, result).message);
    setError('');
    setUsers(result.data.items);
    setTotal(result.data.total);
  }, [calls, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const transfer = async () => {
    setBusy(true);
    const result = await calls.transfer();
    setBusy(false);
    if (!result.ok) {
      setStatus(result.code === 'nothing_to_transfer' ? t('referral_nothing') : refusal(t, result).message);
      return;
    }
    setStatus(t('referral_transferred', { amount: amounts(result.data.transferred, lang) }));
    onMoved();
  };
  const remove = async (user: ExtendedReferralUser) => {
    const result = await calls.remove(user.id);
    setRemoving(null);
    if (!result.ok) return setStatus(refusal(t, result).message);
    setStatus(t('referral_removed', { login: user.login }));
    void load();
  };

  return (
    <>
      <div className="bf-ref-card" data-testid="referral-balance">
        <span>{t('referral_balance')}</span>
        <span className="bf-ref-sum" data-testid="referral-balance-sum">
          {balances.length > 0 ? amounts(balances, lang) : t('referral_balance_none')}
        </span>
        <div className="bf-ref-row">
          <Button
            variant="primary"
            busy={busy}
            disabled={balances.length === 0}
            onClick={() => void transfer()}
            data-testid="referral-transfer"
          >
            {t('referral_transfer')}
          </Button>
        </div>
        {status && (
          <p className="bf-ref-meta" role="status" data-testid="referral-status">
            {status}
          </p>
        )}
      </div>
      <h3>{t('referral_friends_total', { count: total })}</h3>
      {error && <ErrorState text={error} onRetry={() => void load()} />}
      {!error && !users && <SkeletonList rows={2} />}
      {users && users.length === 0 && <EmptyState icon="user" title={t('referral_friends_empty')} />}
      {users && users.length > 0 && (
        <ul className="bf-ref-list" data-testid="referral-friends">
          {users.map((user) => (
            <FriendRow key={user.id} user={user} t={t} lang={lang} onRemove={() => setRemoving(user)} />
          ))}
        </ul>
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('referral_remove')}
        describedBy={questionId}
        testId="referral-remove-dialog"
      >
        <p id={questionId}>{t('referral_remove_confirm', { login: removing?.login ?? '' })}</p>
        <div className="bf-ref-row">
          <Button variant="primary" onClick={() => removing && void remove(removing)} data-testid="referral-remove-yes">
            {t('referral_remove')}
          </Button>
          <Button onClick={() => setRemoving(null)}>{t('referral_keep')}</Button>
        </div>
      </Dialog>
    </>
  );
}
