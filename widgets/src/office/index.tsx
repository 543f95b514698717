/**
 * The office (player's account) widget: balances per currency account (set the active one, open another
 * currency, delete an empty one), deposit through the sandbox checkout and withdrawal, payment history (and the
 * virtual accounts' movements), pending payment requests with cancel, bets history, security (password,
 * two-factor, sessions), the profile (login, e-mail, phone, security question), settings (odds format, bet-change
 * policy, disallowed sports), the inbox of operator messages, support (the consultant chat, tickets, the callback
 * form), the payment consultant, share an idea, bonuses (wagering progress, refusal, history), promo codes (check,
 * activate, history), identification (smart-ID, mobile-ID, face),
 * verification (documents) and responsible gambling, chosen in the left sidebar (with its counters). Props:
 * `{ screen: 'account' | 'recharge' | 'deduce' | 'payments' | 'requests' | 'bets' | 'casino' | 'bonuses' | 'promo' | 'security' | 'profile' |
 * 'settings' | 'messages' | 'support' | 'consultant' | 'idea' | 'identification' | 'verification' | 'limits', typeFilterVisible?: boolean,
 * single?: boolean }` (false hides the bets-history status filter). `single: true` shows the chosen screen alone
 * (the site's responsible gaming limits popup). docs/office.md lists every screen.
 * Who is signed in comes from the page's shared session; logging out ends the server session and every widget's.
 */
import { formatMoney } from '@betframe/sdk/format';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defineWidget, Title, useBalanceNotice, useProps, useRuntime, useSession } from '../runtime';
import { createAccountsClient } from '../runtime/accounts/accounts-client';
import { CaptchaPopup, useCaptcha } from '../runtime/accounts/captcha';
import { formStyles } from '../runtime/accounts/form-parts';
import { usePlayerBets } from '../runtime/betting/bets-push';
import { Button } from '../runtime/ui/button';
import { SkeletonList } from '../runtime/ui/states';
import { KitTexts } from '../runtime/ui/texts';
import { useTexts as useAppT } from '../runtime/use-texts';
import { betStyles } from './bet-styles';
import { createOfficeClient, type PlayerAccount } from './office-client';
import { LimitsScreen, officeScreens, type Screen, type ScreenContext, screenEntries, screenOf } from './screens';
import { useLeftMenu } from './sidebar/left-menu';
import { OfficePanel, OfficeSidebar } from './sidebar/office-sidebar';

export { officeScreens } from './screens';

const officeStyles = `${formStyles}${betStyles}
.bf-table { width: 100%; border-collapse: collapse; margin: 0 0 12px; }
.bf-table caption { text-align: start; padding: 0 0 6px; }
.bf-table th, .bf-table td { text-align: start; padding: 6px 4px; border-block-end: 1px solid var(--bf-line); }
.bf-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

function Office() {
  const t = useAppT();
  const runtime = useRuntime();
  const props = useProps();
  const player = useSession((s) => s.session);
  const token = player?.token;
  const lang = runtime.options.lang;
  const client = useMemo(() => createOfficeClient(runtime.origin, () => token, lang), [runtime.origin, token, lang]);
  const accountsClient = useMemo(() => createAccountsClient(runtime.origin), [runtime.origin]);
  const captcha = useCaptcha(runtime.config.captcha.type !== 'disabled');
  const [screen, setScreen] = useState<Screen>(screenOf(props.screen) ?? 'account');
  const [accounts, setAccounts] = useState<PlayerAccount[] | null>(null);
  const [version, setVersion] = useState(0);
  const [betsVersion, setBetsVersion] = useState(0);
  const [inboxVersion, setInboxVersion] = useState(0);
  const [supportVersion, setSupportVersion] = useState(0);
  const [bidsVersion, setBidsVersion] = useState(0);
  const leftMenu = useLeftMenu(client, version + betsVersion);

  useEffect(() => {
    const next = screenOf(props.screen);
    if (next) setScreen(next);
  }, [props.screen]);

  // Another widget reported a balance (a bet placed): reload, but do not report it back — the page already knows,
  // and two offices would otherwise echo each other.
  const quiet = useRef(false);
  useBalanceNotice(() => {
    quiet.current = true;
    setVersion((v) => v + 1);
  });
  // The player's push stream: a bet that changed reads the history again; a new balance reloads the accounts
  // (quietly: every widget of the page hears the same stream).
  usePlayerBets(
    runtime.origin,
    runtime.options.lang,
    token,
    (event) => {
      if (event.type === 'bet') setBetsVersion((v) => v + 1);
      else {
        quiet.current = true;
        setVersion((v) => v + 1);
      }
    },
    {
      onMessages: (event) => {
        leftMenu.setUnread(event.unread);
        setInboxVersion((v) => v + 1);
      },
      onSupport: () => setSupportVersion((v) => v + 1),
      onBid: () => setBidsVersion((v) => v + 1),
    },
  );
  const showAccounts = useCallback(
    (next: PlayerAccount[]) => {
      setAccounts(next);
      const active = next.find((a) => a.isActive);
      if (active && !quiet.current) runtime.emit('balance', { currency: active.currencyIso, amount: active.money });
      quiet.current = false;
    },
    [runtime],
  );

  useEffect(() => {
    if (!player) return;
    let live = true;
    void version;
    client.balance().then((result) => {
      if (live && result.ok) showAccounts(result.data.accounts);
    });
    return () => {
      live = false;
    };
  }, [client, player, version, showAccounts]);

  if (!t) return <p className="bf-muted" aria-busy="true" />;
  if (!player)
    return (
      <section aria-label={t('office_title')}>
        <Title>{t('office_title')}</Title>
        <p className="bf-muted" data-testid="office-guest">
          {t('office_guest')}
        </p>
      </section>
    );

  const active = accounts?.find((a) => a.isActive);
  const entry = screenEntries.get(screen);
  const counts: Partial<Record<Screen, number>> = {
    messages: leftMenu.menu?.unreadMessages,
    bets: leftMenu.menu?.openBets,
  };
  const counter = (item: Screen) => {
    const count = counts[item];
    return count ? { count, countLabel: t(`office_count_${item}`, { count }) } : {};
  };
  const logout = async () => {
    await client.logout();
    runtime.session.logout();
  };

  if (props.single === true && screen === 'limits')
    return (
      <section aria-label={t('office_screen_limits')} data-testid="office-widget">
        <Suspense fallback={<SkeletonList rows={4} />}>
          <LimitsScreen origin={runtime.origin} token={token} lang={runtime.options.lang} t={t} />
        </Suspense>
      </section>
    );

  return (
    <section aria-label={t('office_title')} data-testid="office-widget" className="bf-office">
      {/* The tabs name the screens: the heading is for screen readers only, and the host may name the widget
          itself instead (prop `title`). */}
      <Title className="bf-title bf-vh">{t('office_title')}</Title>
      <div className="bf-row bf-wrap">
        {active && (
          <span data-testid="office-active-balance" className="bf-odds" data-amount-minor={active.moneyMinor}>
            {formatMoney(active.money, active.currencyIso, lang)}
          </span>
        )}
        <span className="bf-grow" data-testid="office-player">
          {t('office_player', { id: player.userId ?? '—' })}
        </span>
        <Button size="sm" variant="ghost" onClick={logout} data-testid="office-logout">
          {t('office_logout')}
        </Button>
      </div>
      <OfficeSidebar
        label={t('office_title')}
        idBase="bf-office"
        items={officeScreens.map((item) => ({ id: item, label: t(`office_screen_${item}`), ...counter(item) }))}
        selected={screen}
        onSelect={setScreen}
      />
      <OfficePanel idBase="bf-office" id={screen}>
        {!accounts || !entry ? (
          <SkeletonList rows={3} />
        ) : (
          <Suspense fallback={<SkeletonList rows={entry.rows} />}>
            {entry.render({
              client,
              t,
              lang,
              origin: runtime.origin,
              partner: runtime.options.partner,
              token,
              config: runtime.config,
              accounts,
              active,
              onAccounts: showAccounts,
              reload: () => setVersion((v) => v + 1),
              version,
              betsVersion,
              inboxVersion,
              supportVersion,
              bidsVersion,
              onUnread: leftMenu.setUnread,
              statusFilterVisible: props.typeFilterVisible !== false,
              runCaptcha: captcha.run,
            } satisfies ScreenContext)}
          </Suspense>
        )}
      </OfficePanel>
      {captcha.pending && <CaptchaPopup client={accountsClient} t={t} onDone={captcha.settle} />}
    </section>
  );
}

export default defineWidget({
  name: 'office',
  Component: () => {
    const t = useAppT();
    // The frame is the sidebar's size container (sidebar/office-sidebar.tsx).
    return (
      <div className="bf-office-frame">
        {t ? (
          <KitTexts t={t}>
            <Office />
          </KitTexts>
        ) : (
          <Office />
        )}
      </div>
    );
  },
  styles: officeStyles,
  api: (runtime) => ({
    /** Whether a player is logged in, and who. */
    getSession: () => {
      const session = runtime.session.store.getState().session;
      return session ? { userId: session.userId } : null;
    },
  }),
});
