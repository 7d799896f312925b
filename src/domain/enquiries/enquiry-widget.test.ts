import { describe, expect, it } from 'vitest';
import {
  defaultWidgetSettings,
  widgetBase,
  widgetCountryPrefix,
  widgetEmbedCode,
  widgetFields,
  widgetHeight,
  widgetSettingsFromFields,
  widgetUrl,
  type WidgetField,
  type WidgetSettings,
} from './enquiry-widget.ts';
import { widgetSettingsSchema, widgetSubmissionSchema } from './enquiry-widget-schemas.ts';

const only = (...fields: WidgetField[]): WidgetSettings =>
  Object.fromEntries(widgetFields.map((f) => [f, fields.includes(f)])) as WidgetSettings;
const all = only(...widgetFields);

describe('widget settings', () => {
  it('has the seven toggles, e-mail and partner name on by default', () => {
    expect(widgetFields).toEqual([
      'email',
      'partnerName',
      'phone',
      'partnerName2',
      'guestsInitialTarget',
      'weddingDate',
      'message',
    ]);
    expect(defaultWidgetSettings).toEqual(only('email', 'partnerName'));
  });

  it.each([
    [defaultWidgetSettings, true],
    [only('phone'), true],
    [only('partnerName', 'message'), false],
    [{ ...defaultWidgetSettings, phone: 'yes' }, false],
    [{ email: true }, false],
  ])('%j valid: %s', (settings, valid) => {
    const result = widgetSettingsSchema.safeParse(settings);
    expect(result.success).toBe(valid);
  });

  it('names the missing contact field', () => {
    expect(widgetSettingsSchema.safeParse(only('message')).error?.issues).toMatchObject([
      { path: ['email'], message: 'enquiries:errors.widgetContactField' },
    ]);
  });
});

describe('widgetHeight (spec section 9)', () => {
  it.each([
    ['nothing', only(), 270],
    ['defaults', defaultWidgetSettings, 390],
    ['e-mail', only('email'), 330],
    ['phone', only('phone'), 330],
    ['partner name 2', only('partnerName2'), 330],
    ['guests', only('guestsInitialTarget'), 330],
    ['wedding date', only('weddingDate'), 420],
    ['message', only('message'), 452],
    ['message and wedding date', only('message', 'weddingDate'), 270 + 150 + 182 - 70],
    ['all', all, 270 + 5 * 60 + 150 + 182 - 70],
  ])('%s → %d', (_, settings, height) => {
    expect(widgetHeight(settings)).toBe(height);
  });
});

describe('widget URL', () => {
  it.each([
    ['GB', ''],
    ['DE', '/de'],
    ['FR', '/fr'],
    ['PL', '/pl'],
    ['US', ''],
    ['AT', ''],
    ['XX', ''],
  ])('country %s has prefix %j', (country, prefix) => {
    expect(widgetCountryPrefix(country)).toBe(prefix);
  });

  it('is the widget base of this app', () => {
    expect(widgetBase('https://portal.example.com')).toBe('https://portal.example.com/widget');
    expect(widgetBase('https://portal.example.com/')).toBe('https://portal.example.com/widget');
  });

  it.each([
    ['GB', defaultWidgetSettings, 'https://portal.example.com/widget?publicId=k3x9&fields=email&fields=partnerName'],
    ['DE', only('phone', 'message'), 'https://portal.example.com/widget/de?publicId=k3x9&fields=phone&fields=message'],
    ['FR', only(), 'https://portal.example.com/widget/fr?publicId=k3x9'],
    [
      'PL',
      all,
      'https://portal.example.com/widget/pl?publicId=k3x9&fields=email&fields=partnerName&fields=phone&fields=partnerName2&fields=guestsInitialTarget&fields=weddingDate&fields=message',
    ],
  ] as [string, WidgetSettings, string][])('%s %j', (countryCode, settings, url) => {
    expect(widgetUrl({ appUrl: 'https://portal.example.com', countryCode, publicId: 'k3x9', settings })).toBe(url);
  });

  it('encodes the public id', () => {
    expect(widgetUrl({ appUrl: 'http://localhost:3000', countryCode: 'GB', publicId: 'a&b c', settings: only() })).toBe(
      'http://localhost:3000/widget?publicId=a%26b+c',
    );
  });

  it.each([
    [['email', 'partnerName'], defaultWidgetSettings],
    [['message', 'phone', 'message'], only('phone', 'message')],
    [['email', 'bogus'], only('email')],
    [[], defaultWidgetSettings],
    [['bogus'], defaultWidgetSettings],
  ])('fields %j give the settings back', (fields, settings) => {
    expect(widgetSettingsFromFields(fields)).toEqual(settings);
  });

  it('round-trips settings through the URL', () => {
    const settings = only('email', 'weddingDate', 'guestsInitialTarget');
    const url = new URL(widgetUrl({ appUrl: 'http://localhost:3000', countryCode: 'DE', publicId: 'p1', settings }));
    expect(widgetSettingsFromFields(url.searchParams.getAll('fields'))).toEqual(settings);
  });
});

describe('widgetEmbedCode', () => {
  it('is an iframe with the escaped URL, the title and the height', () => {
    const url = 'https://portal.example.com/widget?publicId=k3x9&fields=email';
    expect(widgetEmbedCode({ url, height: 390, title: 'Enquiry "form"' })).toBe(
      '<iframe src="https://portal.example.com/widget?publicId=k3x9&#38;fields=email" title="Enquiry &#34;form&#34;" width="100%" height="390" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
  });
});

describe('widgetSubmissionSchema', () => {
  const full = {
    email: ' ann@example.com ',
    partnerName: ' Ann ',
    phone: '+44 7700 900123',
    partnerName2: ' ',
    guestsInitialTarget: 'about 120',
    weddingDate: { season: 'summer', year: 2027 },
    message: 'Hello!',
  };

  it('parses every field when all are shown', () => {
    expect(widgetSubmissionSchema(all).parse(full)).toEqual({
      email: 'ann@example.com',
      partnerName: 'Ann',
      phone: '+44 7700 900123',
      partnerName2: null,
      guestsInitialTarget: 120,
      weddingDate: {
        day: null,
        weekDay: null,
        dayUndecided: false,
        month: null,
        monthUndecided: false,
        season: 'summer',
        year: 2027,
        yearUndecided: false,
      },
      message: 'Hello!',
    });
  });

  it('drops the fields the widget does not show', () => {
    expect(widgetSubmissionSchema(defaultWidgetSettings).parse(full)).toEqual({
      email: 'ann@example.com',
      partnerName: 'Ann',
    });
  });

  it.each([
    ['email', { partnerName: 'Ann' }, 'validation:required'],
    ['email', { email: 'ann@', partnerName: 'Ann' }, 'validation:email'],
    ['partnerName', { email: 'ann@example.com', partnerName: '  ' }, 'validation:required'],
    ['partnerName', { email: 'ann@example.com', partnerName: 'A'.repeat(101) }, 'validation:maxLength'],
  ])('refuses a bad %s: %j', (field, input, message) => {
    expect(widgetSubmissionSchema(defaultWidgetSettings).safeParse(input).error?.issues).toMatchObject([
      { path: [field], message },
    ]);
  });

  it('requires the phone when shown, the optional fields may be missing', () => {
    const settings = only('phone', 'partnerName2', 'guestsInitialTarget', 'weddingDate', 'message');
    expect(widgetSubmissionSchema(settings).safeParse({}).error?.issues).toMatchObject([
      { path: ['phone'], message: 'validation:required' },
    ]);
    expect(widgetSubmissionSchema(settings).parse({ phone: '020 7946 0000' })).toEqual({
      phone: '020 7946 0000',
      partnerName2: null,
      guestsInitialTarget: null,
      weddingDate: null,
      message: null,
    });
    expect(widgetSubmissionSchema(settings).safeParse({ phone: 'call me' }).error?.issues[0]?.message).toBe(
      'validation:phone',
    );
    expect(
      widgetSubmissionSchema(settings).safeParse({
        phone: '020 7946 0000',
        weddingDate: { day: 31, month: 4, year: 2026 },
      }).error?.issues[0]?.message,
    ).toBe('enquiries:errors.weddingDate');
  });
});
