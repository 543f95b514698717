/** The rules tab of bring a friend: the configured earning rule in words, the steps, and what is not counted. */
import { formatNumber } from '@betframe/sdk/format';
import type { FriendReferTagData } from '@betframe/sdk/referral';
import type { AppT } from '../../runtime';

export function RulesPanel({ info, t, lang }: { info: FriendReferTagData; t: AppT; lang: string }) {
  const { rules } = info;
  const rule =
    rules.rule === 'firstDeposit'
      ? t('referral_rule_firstDeposit', { amount: formatNumber(rules.fixedAmount, lang) })
      : t(`referral_rule_${rules.rule}`, { percent: formatNumber(rules.percent, lang) });
  return (
    <div className="bf-ref" data-testid="referral-rules">
      <div className="bf-ref-card">
        <strong data-testid="referral-rule">{rule}</strong>
        <ol className="bf-ref-steps">
          <li>{t('referral_step_share')}</li>
          <li>{t('referral_step_register')}</li>
          <li>{t('referral_step_earn')}</li>
          <li>{t('referral_step_transfer')}</li>
        </ol>
      </div>
      <p className="bf-ref-meta">{t('referral_rules_limits', { max: rules.maxFriends })}</p>
    </div>
  );
}
