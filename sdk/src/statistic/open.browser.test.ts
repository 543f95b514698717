import { expect } from '@esm-bundle/chai';
import { openStatistic } from './open';

const origin = 'http://127.0.0.1:9';

describe('openStatistic', () => {
  it('iframe mode puts a titled frame of the statistics URL in the target, at minHeight', () => {
    const target = document.createElement('div');
    target.id = 'stat-target';
    document.body.append(target);
    const handle = openStatistic('game/1/5/h2h', 'iframe', {
      origin,
      target: '#stat-target',
      query: { minHeight: 320, dark: true },
      title: 'Match statistics',
    });
    const iframe = target.querySelector('iframe');
    expect(iframe).to.equal(handle.iframe);
    expect(iframe?.src).to.equal(`${origin}/en/statisticpopup/game/1/5/h2h?minHeight=320&dark=true`);
    expect(iframe?.title).to.equal('Match statistics');
    expect(iframe?.style.height).to.equal('320px');
    handle.close();
    expect(target.querySelector('iframe')).to.equal(null);
    target.remove();
  });

  it('iframe mode without a target throws a clear error', () => {
    expect(() => openStatistic('team/1/2', 'iframe', { origin, target: '#nowhere' })).to.throw(/needs a target/);
  });

  it('modal mode opens a labelled modal dialog that closes on Escape and returns focus', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const handle = openStatistic('/ru/statisticpopup/horse/7001', 'modal', { origin, title: 'Horse' });
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).to.equal('true');
    expect(dialog?.getAttribute('aria-label')).to.equal('Horse');
    expect(dialog?.querySelector('iframe')?.src).to.equal(`${origin}/ru/statisticpopup/horse/7001`);
    expect(document.activeElement?.getAttribute('aria-label')).to.equal('Close');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.querySelector('[role="dialog"]')).to.equal(null);
    expect(document.activeElement).to.equal(opener);
    expect(handle.mode).to.equal('modal');
    opener.remove();
  });

  it('modal mode closes from its close button', () => {
    openStatistic('team/1/2', 'modal', { origin });
    (document.querySelector('[role="dialog"] button') as HTMLButtonElement).click();
    expect(document.querySelector('[role="dialog"]')).to.equal(null);
  });

  it('window mode opens a named window of the statistics URL', () => {
    const handle = openStatistic('rating/1/900', 'window', { origin: location.origin });
    expect(handle.window).to.not.equal(null);
    expect(handle.url).to.equal(`${location.origin}/en/statisticpopup/rating/1/900`);
    handle.close();
  });
});
