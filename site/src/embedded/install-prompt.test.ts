// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { captureInstallPrompt } from './install-prompt';

/** What Chromium sends: an event with prompt() and the player's answer. */
function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  let prompted = 0;
  Object.assign(event, {
    prompt: async () => {
      prompted++;
    },
    userChoice: Promise.resolve({ outcome }),
  });
  return { event, prompted: () => prompted };
}

describe('install prompt', () => {
  it('holds the browser’s offer back (no mini-infobar) and says it is available', () => {
    const prompt = captureInstallPrompt(window);
    const seen: boolean[] = [];
    prompt.subscribe((available) => seen.push(available));
    expect(prompt.available()).toBe(false);
    const { event } = offer('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(prompt.available()).toBe(true);
    expect(seen).toEqual([true]);
    prompt.stop();
  });

  it('asks at the player’s click; the offer is spent either way', async () => {
    const prompt = captureInstallPrompt(window);
    const first = offer('dismissed');
    window.dispatchEvent(first.event);
    expect(await prompt.prompt()).toBe('dismissed');
    expect(first.prompted()).toBe(1);
    expect(prompt.available()).toBe(false);
    expect(await prompt.prompt()).toBe('unavailable');
    const second = offer('accepted');
    window.dispatchEvent(second.event);
    expect(await prompt.prompt()).toBe('accepted');
    prompt.stop();
  });

  it('an installed app takes the offer back; events without prompt() are ignored', () => {
    const prompt = captureInstallPrompt(window);
    window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    expect(prompt.available()).toBe(false);
    window.dispatchEvent(offer('accepted').event);
    expect(prompt.available()).toBe(true);
    window.dispatchEvent(new Event('appinstalled'));
    expect(prompt.available()).toBe(false);
    prompt.stop();
    window.dispatchEvent(offer('accepted').event);
    expect(prompt.available()).toBe(false);
  });
});
