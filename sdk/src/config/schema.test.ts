import { describe, expect, it } from 'vitest';
import { registrationConfigSchema, siteConfigSchema, widgetConfigSchema } from './schema';

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
    expect(registrationConfigSchema.parse(operator.registration)).toEqual(
      siteConfigSchema.parse(operator).registration,
    );
    expect(registrationConfigSchema.parse(undefined)).toEqual(siteConfigSchema.parse({}).registration);
    for (const input of [{}, operator]) {
      const whole = siteConfigSchema.parse(input);
      const widget = widgetConfigSchema.parse(input);
      // `registration` is carried unchecked: the registration widget parses it (asserted above).
      const { registration: _unchecked, ...checked } = widget;
      const keys = Object.keys(checked);
      expect(keys.length).toBeGreaterThan(10);
      expect(checked).toEqual(Object.fromEntries(keys.map((key) => [key, whole[key as keyof typeof whole]])));
    }
  });

  it('leaves out the groups only the site reads, and parses a whole configuration the server serves', () => {
    const whole = siteConfigSchema.parse(operator);
    const widget = widgetConfigSchema.parse(whole);
    expect(widget).not.toHaveProperty('home');
    expect(widget).not.toHaveProperty('routing');
    expect(widgetConfigSchema.parse(operator).registration).toEqual(operator.registration);
    expect(widget.cdn.main).toBe('https://cdn.example');
    // Carried unchecked: the registration widget parses it (registrationConfigSchema).
    expect(widget.registration).toEqual(whole.registration);
  });

  it('refuses what the whole schema refuses in the widgets’ groups', () => {
    const bad = { registration: { fieldOrder: { custom_reg: ['email'] } } };
    expect(siteConfigSchema.safeParse(bad).success).toBe(false);
    expect(registrationConfigSchema.safeParse(bad.registration).success).toBe(false);
    expect(widgetConfigSchema.safeParse({ customize: { accent: 'red' } }).success).toBe(false);
  });
});
