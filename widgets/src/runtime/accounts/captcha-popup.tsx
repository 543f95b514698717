/** The captcha popup (see captcha.tsx): the picture, the number buttons, a fresh challenge when one expires. */
import type { CaptchaChallengeData } from '@betframe/sdk/account';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../ui/dialog';
import { KitTexts } from '../ui/texts';
import type { Translate as AppT } from '../use-texts';
import type { AccountsClient } from './accounts-client';

export interface CaptchaPopupProps {
  client: AccountsClient;
  t: AppT;
  /** The token, or undefined when the player cancelled. */
  onDone: (token: string | undefined) => void;
}

export function CaptchaPopup({ client, t, onDone }: CaptchaPopupProps) {
  const [challenge, setChallenge] = useState<CaptchaChallengeData | null>(null);
  const [message, setMessage] = useState('');
  const [round, setRound] = useState(0);
  const firstButton = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    let live = true;
    setChallenge(null);
    client.captchaChallenge().then((result) => {
      if (!live) return;
      if (result.ok) setChallenge(result.data);
      else setMessage(t('reg_captcha_failed'));
    });
    return () => {
      live = false;
    };
  }, [client, round, t]);

  useEffect(() => {
    if (!challenge) return;
    firstButton.current?.focus();
    const timer = setTimeout(() => {
      setMessage(t('reg_captcha_expired'));
      setRound((n) => n + 1);
    }, challenge.expiresIn * 1000);
    return () => clearTimeout(timer);
  }, [challenge, t]);

  const pick = async (answer: number) => {
    if (!challenge) return;
    const result = await client.captchaSolve(challenge.challengeId, answer);
    if (result.ok) onDone(result.data.token);
    else {
      setMessage(t('reg_captcha_wrong'));
      setRound((n) => n + 1);
    }
  };

  // The kit's Dialog: focus back where it was (the form's submit button) when it closes, Escape cancels.
  return (
    <KitTexts t={t}>
      <Dialog open onClose={() => onDone(undefined)} title={t('reg_captcha_title')} testId="captcha">
        {challenge ? (
          <>
            <img
              className="bf-captcha-image"
              src={challenge.image}
              alt={t('reg_captcha_image')}
              data-testid="captcha-image"
              width={160}
            />
            <div className="bf-row bf-wrap">
              {challenge.options.map((option, index) => (
                <button
                  key={option}
                  ref={index === 0 ? firstButton : undefined}
                  type="button"
                  className="bf-button"
                  data-value={option}
                  onClick={() => pick(option)}
                >
                  {option}
                </button>
              ))}
            </div>
          </>
        ) : (
          <p className="bf-muted">{t('reg_loading')}</p>
        )}
        {message && (
          <p role="alert" className="bf-error">
            {message}
          </p>
        )}
        <button type="button" className="bf-link" onClick={() => onDone(undefined)}>
          {t('reg_cancel')}
        </button>
      </Dialog>
    </KitTexts>
  );
}
