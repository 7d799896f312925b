import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingSorts } from '../../domain/enquiries/couples.ts';
import { budgetBands } from '../../domain/enquiries/budget.ts';
import { enquiryCsvColumns, enquiryCsvHeader, enquiryCsvLine, type CsvText } from '../../domain/enquiries/csv.ts';
import { revealFailedAlert, revealFailedError } from '../../domain/enquiries/locking.ts';
import { balanceTypes } from '../../domain/enquiries/ppe.ts';
import { progressSteps, statusFlags, statusViews } from '../../domain/enquiries/progress.ts';
import { enquirySources } from '../../domain/enquiries/source.ts';
import { seasons, undecidedWeddingDate, weekDays } from '../../domain/enquiries/wedding-date.ts';
import { widgetFields } from '../../domain/enquiries/enquiry-widget.ts';
import enquiries from './locales/en-GB/enquiries.json';

// The other locales are held to en-GB's keys by i18n.test.ts.
describe('enquiries messages', () => {
  it.each([
    ['progress', progressSteps],
    ['statusFlags', statusFlags],
    ['views', statusViews],
    ['sources', enquirySources],
    ['seasons', seasons],
    ['weekDays', weekDays],
    ['budgetBands', budgetBands.map((b) => b.id)],
    ['widget.fields', widgetFields],
    ['bookingSorts', bookingSorts],
    ['balanceTypes', balanceTypes],
    ['csv.columns', enquiryCsvColumns],
  ] as [string, readonly string[]][])('has a label for every value of %s and no others', (group, values) => {
    const labels = group
      .split('.')
      .reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, enquiries);
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it('has every enquiries:errors key the domain uses and no others', () => {
    const dir = path.resolve(__dirname, '../../domain/enquiries');
    const used = new Set(
      readdirSync(dir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .flatMap((f) =>
          [...readFileSync(path.join(dir, f), 'utf8').matchAll(/enquiries:errors\.(\w+)/g)].map((m) => m[1]),
        ),
    );
    expect(Object.keys(enquiries.errors).sort()).toEqual([...used].sort());
  });

  it('keeps the spec wording of the reveal failure in en-GB', () => {
    expect(enquiries.reveal.failedAlert).toBe(revealFailedAlert);
    expect(enquiries.reveal.failed).toBe(revealFailedError);
  });

  it('resolves every key the CSV export translates', () => {
    const t = (key: string) => {
      const message = key
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], enquiries);
      if (typeof message !== 'string') throw new Error(`missing enquiries:${key}`);
      return message;
    };
    const text: CsvText = { t, locale: 'en-GB' };
    expect(enquiryCsvHeader(text)).toMatch(/^Received,Name,/);
    const base = {
      id: 'e1',
      createdAt: new Date(0),
      partnerName1: null,
      partnerName2: null,
      email: null,
      phone: null,
      message: null,
      guestsEstimate: null,
      budgetLabel: null,
      preferredLocations: [],
      ownerName: null,
      notesCount: 0,
      locked: false,
    };
    for (const source of enquirySources)
      for (const statuses of [[], ...statusFlags.map((f) => [f])])
        for (const weekDay of [null, ...weekDays])
          for (const season of [null, ...seasons]) {
            const weddingDate = { ...undecidedWeddingDate, yearUndecided: false, year: 2027, season, weekDay };
            expect(() =>
              enquiryCsvLine({ ...base, source, statuses, progress: [...progressSteps], weddingDate }, text),
            ).not.toThrow();
          }
    expect(() =>
      enquiryCsvLine(
        { ...base, source: 'widget', statuses: [], progress: [], weddingDate: undecidedWeddingDate },
        text,
      ),
    ).not.toThrow();
  });
});
