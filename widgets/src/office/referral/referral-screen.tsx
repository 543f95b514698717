/**
 * Bring a friend (SPEC §2 office "bring a friend: rules, banners, main"): the player's link and code to copy,
 * the referral balance with the transfer to the main account, the referred players (masked) with their state and
 * what each earned, removal of one; the programme's rules; banners to share. The server keeps every rule and
 * every sum (docs/promotions.md); nothing is decided here.
 */
import type { FriendReferTagData } from '@betframe/sdk/referral';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { ErrorState, SkeletonList } from '../../runtime/ui/states';
import { TabPanel, Tabs } from '../../runtime/ui/tabs';
import type { OfficeClient } from '../office-client';
import { refusal } from '../profile/form-status';
import { BannersPanel } from './banners-panel';
import { FriendsPanel, LinkCard } from './friends-panel';
import { referralCalls } from './referral-client';
import { referralStyle } from './referral-styles';
import { RulesPanel } from './rules-panel';

type Tab = 'main' | 'rules' | 'banners';

export function ReferralScreen({
  client,
  t,
  lang,
  onBalanceChange,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  onBalanceChange: () => void;
}) {
  const calls = useMemo(() => referralCalls(client, lang), [client, lang]);
  const [tab, setTab] = useState<Tab>('main');
  const [info, setInfo] = useState<FriendReferTagData | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    const result = await calls.tag();
    if (result.ok) {
      setInfo(result.data);
      setError('');
    } else setError(refusal(t, result).message);
  }, [calls, t]);
  useEffect(() => {
    void load();
  }, [load]);

  if (error && !info) return <ErrorState text={error} onRetry={() => void load()} />;
  if (!info) return <SkeletonList rows={3} />;
  const idBase = 'bf-ref';
  return (
    <section
      ref={referralStyle}
      className="bf-ref"
      aria-label={t('office_screen_friends')}
      data-testid="office-friends"
    >
      {!info.enabled && (
        <p className="bf-ref-meta" role="status">
          {t('referral_disabled')}
        </p>
      )}
      <Tabs
        label={t('office_screen_friends')}
        idBase={idBase}
        items={[
          { id: 'main', label: t('referral_tab_main') },
          { id: 'rules', label: t('referral_tab_rules') },
          { id: 'banners', label: t('referral_tab_banners') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel idBase={idBase} id={tab}>
        {tab === 'main' && (
          <div className="bf-ref">
            <LinkCard info={info} t={t} />
            <FriendsPanel
              calls={calls}
              t={t}
              lang={lang}
              balances={info.balances}
              onMoved={() => {
                void load();
                onBalanceChange();
              }}
            />
          </div>
        )}
        {tab === 'rules' && <RulesPanel info={info} t={t} lang={lang} />}
        {tab === 'banners' && <BannersPanel calls={calls} t={t} lang={lang} />}
      </TabPanel>
    </section>
  );
}
