/**
 * The banners tab of bring a friend: the generated banners (SVG with the player's link) in the chosen language,
 * each shown with its size and the HTML to paste on a page, copied with one button.
 */
import type { ReferralBanner } from '@betframe/sdk/referral';
import { useEffect, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { SegmentedControl } from '../../runtime/ui/segmented';
import { ErrorState, SkeletonList } from '../../runtime/ui/states';
import { refusal } from '../profile/form-status';
import type { ReferralCalls } from './referral-client';

const LANGUAGES = ['ru', 'en', 'kk', 'ar'] as const;
type BannerLang = (typeof LANGUAGES)[number];

export function BannersPanel({ calls, t, lang }: { calls: ReferralCalls; t: AppT; lang: string }) {
  const [bannerLang, setBannerLang] = useState<BannerLang>(
    (LANGUAGES as readonly string[]).includes(lang) ? (lang as BannerLang) : 'en',
  );
  const [banners, setBanners] = useState<ReferralBanner[] | null>(null);
  const [error, setError] = useState('');
  const [copied, setCopied] = useState('');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void attempt;
    setBanners(null);
    calls.banners(bannerLang).then((result) => {
      if (!live) return;
      if (result.ok) {
        setBanners(result.data.banners);
        setError('');
      } else setError(refusal(t, result).message);
    });
    return () => {
      live = false;
    };
  }, [calls, bannerLang, t, attempt]);

  const copy = async (banner: ReferralBanner) => {
    try {
      await navigator.clipboard.writeText(banner.html);
      setCopied(banner.id);
    } catch {
      setCopied('');
    }
  };
  return (
    <div className="bf-ref" data-testid="referral-banners">
      <SegmentedControl
        label={t('referral_banner_language')}
        options={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
        value={bannerLang}
        onChange={(next) => setBannerLang(next as BannerLang)}
      />
      {error && <ErrorState text={error} onRetry={() => setAttempt((n) => n + 1)} />}
      {!error && !banners && <SkeletonList rows={2} height={120} />}
      {banners && (
        <ul className="bf-ref-list bf-ref-banners">
          {banners.map((banner) => (
            <li key={banner.id} className="bf-ref-card bf-ref-banner" data-testid="referral-banner">
              <img
                src={banner.url}
                width={banner.width}
                height={banner.height}
                alt={t('referral_banner_alt', { width: banner.width, height: banner.height })}
                loading="lazy"
              />
              <div className="bf-ref-row">
                <span className="bf-ref-meta bf-grow">{`${banner.width} × ${banner.height}`}</span>
                <Button size="sm" onClick={() => void copy(banner)}>
                  {copied === banner.id ? t('referral_copied_html') : t('referral_copy_html')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
