import { describe, expect, it } from 'vitest';
import {
  csvBom,
  csvLine,
  enquiryCsvColumns,
  enquiryCsvHeader,
  enquiryCsvLine,
  escapeCsvCell,
  weddingDateText,
  type CsvText,
  type CsvValue,
  type EnquiryCsvRecord,
} from './csv.ts';
import { undecidedWeddingDate, type WeddingDatePicker } from './wedding-date.ts';

describe('escapeCsvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-5, '-5'],
    [Number.NaN, ''],
    [true, 'true'],
    [new Date('2026-03-01T09:00:00.000Z'), '2026-03-01T09:00:00.000Z'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['line\r\nbreak', '"line\r\nbreak"'],
    // formula injection (OWASP): a leading = + - @ tab or CR makes the cell text
    ['=1+1', "'=1+1"],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-2', "'-2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', `"'\r=cmd"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['=a,b', `"'=a,b"`],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
  ] as [CsvValue, string][])('%j → %j', (value, cell) => {
    expect(escapeCsvCell(value)).toBe(cell);
  });

  it('ends lines with CRLF and starts files with a BOM', () => {
    expect(csvLine(['a', 1, null, '=x'])).toBe("a,1,,'=x\r\n");
    expect(csvBom).toBe('\uFEFF');
  });
});

const messages: Record<string, string> = {
  'seasons.summer': 'Summer',
  'weekDays.saturday': 'Saturday',
  'weddingDate.undecided': 'Not decided yet',
  'sources.marketplace': 'Marketplace profile',
  'sources.widget': 'Website widget',
  'views.booked': 'Booked',
  'views.lost': 'Lost',
  'views.inprogress': 'In progress',
  'statusFlags.dismissed': 'Dismissed',
  'progress.read': 'Read',
  'progress.replied': 'Replied',
  'progress.booked': 'Booked',
  'csv.yes': 'Yes',
  'csv.no': 'No',
};
const text: CsvText = { t: (key) => messages[key] ?? `[${key}]`, locale: 'en-GB' };

const picker = (p: Partial<WeddingDatePicker>): WeddingDatePicker => ({
  ...undecidedWeddingDate,
  dayUndecided: false,
  monthUndecided: false,
  yearUndecided: false,
  ...p,
});

describe('weddingDateText', () => {
  it.each([
    [null, ''],
    [picker({ day: 13, month: 6, year: 2026 }), '2026-06-13'],
    [picker({ month: 6, year: 2026 }), 'June 2026'],
    [picker({ month: 6, year: 2026, weekDay: 'saturday' }), 'June 2026 (Saturday)'],
    [picker({ month: 6 }), 'June'],
    [picker({ season: 'summer', year: 2027 }), 'Summer 2027'],
    [picker({ year: 2028 }), '2028'],
    [undecidedWeddingDate, 'Not decided yet'],
  ] as [WeddingDatePicker | null, string][])('%j → %s', (value, shown) => {
    expect(weddingDateText(value, text)).toBe(shown);
  });

  it('names months in the reader locale', () => {
    expect(weddingDateText(picker({ month: 3, year: 2026 }), { ...text, locale: 'de-DE' })).toBe('März 2026');
  });
});

const record: EnquiryCsvRecord = {
  id: 'e1',
  createdAt: '2026-03-01T09:00:00.000Z',
  source: 'marketplace',
  partnerName1: 'Ann',
  partnerName2: '=Bo',
  email: 'ann@example.com',
  phone: '+44 7700 900123',
  message: 'Hello, "venue"',
  weddingDate: picker({ day: 13, month: 6, year: 2026 }),
  guestsEstimate: 120,
  budgetLabel: '£5k–£10k',
  preferredLocations: ['Kent', 'East Sussex'],
  progress: ['read', 'replied'],
  statuses: ['important'],
  ownerName: 'Sam',
  notesCount: 2,
  locked: false,
};

describe('enquiry export lines', () => {
  it('has a translated header per column', () => {
    expect(enquiryCsvHeader(text)).toBe(`${enquiryCsvColumns.map((c) => `[csv.columns.${c}]`).join(',')}\r\n`);
  });

  it('writes an enquiry, its contact details escaped', () => {
    expect(enquiryCsvLine(record, text)).toBe(
      `2026-03-01T09:00:00.000Z,Ann,'=Bo,ann@example.com,'+44 7700 900123,2026-06-13,120,£5k–£10k,Kent; East Sussex,"Hello, ""venue""",Marketplace profile,In progress,Read; Replied,Yes,Sam,2,No,e1\r\n`,
    );
  });

  it('leaves a locked enquiry without the couple details', () => {
    expect(enquiryCsvLine({ ...record, locked: true, progress: [], statuses: [] }, text)).toBe(
      `2026-03-01T09:00:00.000Z,,,,,2026-06-13,120,£5k–£10k,Kent; East Sussex,,Marketplace profile,In progress,,No,Sam,2,Yes,e1\r\n`,
    );
  });

  it.each([
    [['read', 'booked'], [], 'Booked'],
    [[], ['lost'], 'Lost'],
    [[], ['dismissed'], 'Dismissed'],
  ] as [EnquiryCsvRecord['progress'], EnquiryCsvRecord['statuses'], string][])(
    'status of %j %j is %s',
    (progress, statuses, status) => {
      const cells = enquiryCsvLine({ ...record, progress, statuses, source: 'widget' }, text).split(',');
      expect(cells[enquiryCsvColumns.indexOf('status') + 1]).toBe(status); // the message cell holds one comma
      expect(cells[enquiryCsvColumns.indexOf('source') + 1]).toBe('Website widget');
    },
  );
});
