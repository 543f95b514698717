import { describe, expect, it } from 'vitest';
import { siteConfigSchema, widgetConfigSchema } from './schema';

const operator = {
  partner: { refId: 7, allowedOrigins: ['https://partner.example'] },
  defaultLanguage: 'kk',
  cdn: { main: ' https://cdn.example/// ' },
  registration: { types: ['phone_reg', 'custom_reg'], fieldOrder: { custom_reg: ['email', 'password'] } },
  customize: { accent: '#112233' },
  home: { sections: ['home'] },
  routing: { notFoundUrls: ['/old/*'] },
  ussd: { codes: { balance: '*100#' } },
};

describe('the widgets’ part of the site configuration', () => {
  it('parses every group a widget reads exactly as the whole schema does', () => {
    for (const input of [{}, operator]) {
      const whole = siteConfigSchema.parse(input);
      const widget = widgetConfigSchema.parse(input);
      const keys = Object.keys(widget);
      expect(keys.length).toBeGreaterThan(10);
      expect(widget).toEqual(Object.fromEntries(keys.map((key) => [key, whole[key as keyof typeof whole]])));
    }
  });

  it('leaves out the groups only the site reads, and parses a whole configuration the server serves', () => {
    const whole = siteConfigSchema.parse(operator);
    const widget = widgetConfigSchema.parse(whole);
    expect(widget).not.toHaveProperty('home');
    expect(widget).not.toHaveProperty('routing');
    expect(widget.cdn.main).toBe('https://cdn.example');
    expect(widget.registration.fieldOrder.custom_reg).toEqual(['email', 'password']);
  });

  it('refuses what the whole schema refuses in the widgets’ groups', () => {
    const bad = { registration: { fieldOrder: { custom_reg: ['email'] } } };
    expect(siteConfigSchema.safeParse(bad).success).toBe(false);
    expect(widgetConfigSchema.safeParse(bad).success).toBe(false);
    expect(widgetConfigSchema.safeParse({ customize: { accent: 'red' } }).success).toBe(false);
  });
});
