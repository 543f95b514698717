import { describe, expect, it } from 'vitest';
import { defaultConfigDir } from '../runtime';
import { createSiteConfigStore } from '../site-config';
import { readSettings } from './settings';

describe('betting settings from the site configuration', () => {
  it('reads the minimum bet per currency, no taxes by default and partial cash-out on', async () => {
    const store = createSiteConfigStore({ configDir: defaultConfigDir, mode: 'test' });
    const settings = await readSettings(store);
    expect(settings.currency(1).minBet).toBeGreaterThan(0);
    expect(settings.currency(10).baseRate).toBeGreaterThan(1);
    expect(settings.taxes.stakeTaxPercent).toBe(0);
    expect(settings.partialSale).toBe(true);
  });
});
