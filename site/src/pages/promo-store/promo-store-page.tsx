/**
 * The promo bonus page (SPEC §2 "promo store, promo bonus page with tabs"; docs/promotions.md "Promo store") at
 * `/promo-store`: three kit tabs — the store (items loyalty points buy, with the stock and what the player may
 * still buy; a purchase confirmed in a dialog, one request id per confirmation so a repeated click buys once), my
 * purchases, and how to earn points (the earning rates). The server spends the points and grants; this page reads
 * and asks.
 */
import { formatDate } from '@betframe/sdk/format';
import type { PointsData, PromoPurchase, PromoStoreData, PromoStoreItem } from '@betframe/sdk/loyalty';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../../widgets/src/runtime/ui/button';
import { Dialog } from '../../../../widgets/src/runtime/ui/dialog';
import { EmptyState, ErrorState, SkeletonList } from '../../../../widgets/src/runtime/ui/states';
import { TabPanel, Tabs } from '../../../../widgets/src/runtime/ui/tabs';
import type { SiteLanguage } from '../../routing/normalize-path';
import type { SiteT } from '../../texts/site-texts';
import { newRequestId, promoStoreCalls } from './promo-store-client';
import { promoStoreStyle } from './promo-store-styles';

type Tab = 'store' | 'purchases' | 'earn';
const refusals = ['insufficient_points', 'out_of_stock', 'limit_reached', 'bonus_active'];

export const itemName = (item: { name: Record<string, string>; code: string }, lang: string) =>
  item.name[lang] ?? item.name.en ?? item.code;

function StoreTab({ lang, t, onBought }: { lang: SiteLanguage; t: SiteT; onBought: () => void }) {
  const [data, setData] = useState<PromoStoreData | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<{ item: PromoStoreItem; requestId: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const load = useCallback(async () => {
    setFailed(false);
    const result = await promoStoreCalls.items();
    if (result.ok) setData(result.data);
    else setFailed(true);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const buy = async () => {
    if (!pending || busy) return;
    setBusy(true);
    const result = await promoStoreCalls.buy(pending.item.code, pending.requestId);
    setBusy(false);
    setPending(null);
    if (!result.ok)
      setStatus(t(refusals.includes(result.code) ? `promo_store_refused_${result.code}` : 'promo_store_buy_failed'));
    else {
      setStatus(t('promo_store_bought', { item: itemName(pending.item, lang) }));
      onBought();
    }
    await load();
  };

  if (failed) return <ErrorState text={t('promo_store_load_failed')} onRetry={() => void load()} />;
  if (!data) return <SkeletonList rows={3} />;
  return (
    <div>
      <p className="site-ps-balance" data-testid="promo-store-balance">
        {t('promo_store_balance', { points: data.balance })}
      </p>
      {status && (
        <p role="status" data-testid="promo-store-status">
          {status}
        </p>
      )}
      {data.items.length === 0 ? (
        <EmptyState title={t('promo_store_empty')} icon="info" />
      ) : (
        <ul className="site-ps-list" data-testid="promo-store-items">
          {data.items.map((item) => {
            const soldOut = item.stock === 0;
            const limitReached = item.remaining === 0;
            return (
              <li key={item.code} className="site-ps-card" data-item={item.code} data-kind={item.kind}>
                <h2>{itemName(item, lang)}</h2>
                <p className="site-ps-muted">
                  {t(`promo_store_kind_${item.kind}`)} · {t('promo_store_price', { points: item.price })}
                </p>
                {item.stock !== null && (
                  <p className="site-ps-muted">{t('promo_store_stock', { count: item.stock })}</p>
                )}
                {item.remaining !== null && (
                  <p className="site-ps-muted">{t('promo_store_remaining', { count: item.remaining })}</p>
                )}
                <Button
                  variant="primary"
                  disabled={soldOut || limitReached || data.balance < item.price}
                  onClick={() => setPending({ item, requestId: newRequestId() })}
                  data-testid="promo-store-buy"
                >
                  {soldOut
                    ? t('promo_store_sold_out')
                    : limitReached
                      ? t('promo_store_limit')
                      : data.balance < item.price
                        ? t('promo_store_short', { points: item.price - data.balance })
                        : t('promo_store_buy')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t('promo_store_confirm_title')}
        testId="promo-store-dialog"
      >
        {pending && (
          <div>
            <p>{t('promo_store_confirm_text', { item: itemName(pending.item, lang), points: pending.item.price })}</p>
            <div className="bf-row bf-wrap">
              <Button variant="primary" busy={busy} onClick={() => void buy()} data-testid="promo-store-confirm">
                {t('promo_store_buy')}
              </Button>
              <Button variant="ghost" onClick={() => setPending(null)}>
                {t('promo_store_cancel')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}

function PurchasesTab({ lang, t }: { lang: SiteLanguage; t: SiteT }) {
  const [items, setItems] = useState<PromoPurchase[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    const result = await promoStoreCalls.purchases();
    if (result.ok) setItems(result.data.items);
    else setFailed(true);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  if (failed) return <ErrorState text={t('promo_store_load_failed')} onRetry={() => void load()} />;
  if (!items) return <SkeletonList rows={3} />;
  if (items.length === 0) return <EmptyState title={t('promo_store_purchases_none')} icon="info" />;
  return (
    <ul className="site-ps-list" data-testid="promo-store-purchases">
      {items.map((p) => (
        <li key={p.id} className="site-ps-card" data-item={p.itemCode} data-status={p.status}>
          <strong>{itemName({ name: p.name, code: p.itemCode }, lang)}</strong>
          <p className="site-ps-muted">
            {t(`promo_store_kind_${p.kind}`)} · {t('promo_store_price', { points: p.points })} ·{' '}
            {t(`promo_store_status_${p.status}`)} · {formatDate(new Date(p.at), { locale: lang }, 'date')}
          </p>
        </li>
      ))}
    </ul>
  );
}

function EarnTab({ lang, t }: { lang: SiteLanguage; t: SiteT }) {
  const [data, setData] = useState<PointsData | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    const result = await promoStoreCalls.points();
    if (result.ok) setData(result.data);
    else setFailed(true);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  if (failed) return <ErrorState text={t('promo_store_load_failed')} onRetry={() => void load()} />;
  if (!data) return <SkeletonList rows={2} />;
  return (
    <div className="site-ps-earn" data-testid="promo-store-earn">
      <p>{t('promo_store_earn_text')}</p>
      <ul>
        <li>{t('promo_store_earn_sport', { points: data.rates.sport })}</li>
        <li>{t('promo_store_earn_casino', { points: data.rates.casino })}</li>
      </ul>
      <p>
        <a href={`/${lang}/office/points`}>{t('promo_store_points_link')}</a>
      </p>
    </div>
  );
}

export function PromoStorePage({ lang, t }: { lang: SiteLanguage; t: SiteT }) {
  const [tab, setTab] = useState<Tab>('store');
  const [bought, setBought] = useState(0);
  useEffect(() => {
    document.title = `${t('promo_store_title')} — Betframe`;
  }, [t]);
  const tabs = [
    { id: 'store' as const, label: t('promo_store_tab_store') },
    { id: 'purchases' as const, label: t('promo_store_tab_purchases') },
    { id: 'earn' as const, label: t('promo_store_tab_earn') },
  ];
  return (
    <section ref={promoStoreStyle} data-testid="promo-store-page" className="site-narrow">
      <h1>{t('promo_store_title')}</h1>
      <Tabs label={t('promo_store_title')} idBase="promo-store" items={tabs} selected={tab} onSelect={setTab} />
      <TabPanel idBase="promo-store" id={tab}>
        {tab === 'store' ? (
          <StoreTab lang={lang} t={t} onBought={() => setBought((n) => n + 1)} />
        ) : tab === 'purchases' ? (
          <PurchasesTab key={bought} lang={lang} t={t} />
        ) : (
          <EarnTab lang={lang} t={t} />
        )}
      </TabPanel>
    </section>
  );
}
