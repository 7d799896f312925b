import { describe, expect, it } from 'vitest';
import {
  entityEntryNames,
  exportEntities,
  exportExpiresAt,
  exportFilePath,
  exportStateOf,
  isExportExpired,
  tableCsv,
} from './data-export.ts';

describe('data export rules', () => {
  const readyAt = new Date('2026-06-01T10:00:00Z');

  it('expires 7 days after it is ready, from that instant on', () => {
    const expiresAt = exportExpiresAt(readyAt);
    expect(expiresAt.toISOString()).toBe('2026-06-08T10:00:00.000Z');
    expect(isExportExpired(expiresAt, new Date('2026-06-08T09:59:59.999Z'))).toBe(false);
    expect(isExportExpired(expiresAt, expiresAt)).toBe(true);
    expect(isExportExpired(null, new Date('2030-01-01'))).toBe(false);
  });

  it.each([
    ['pending', null, 'requested'],
    ['building', null, 'requested'],
    ['failed', null, 'failed'],
    ['ready', '2026-06-08T10:00:00Z', 'ready'],
    ['ready', '2026-06-01T10:00:00Z', 'expired'],
    ['expired', '2026-06-08T10:00:00Z', 'expired'],
  ] as const)('a %s export expiring %s shows as %s', (status, expiresAt, state) => {
    const row = { status, expiresAt: expiresAt === null ? null : new Date(expiresAt) };
    expect(exportStateOf(row, new Date('2026-06-05T00:00:00Z'))).toBe(state);
  });

  it('puts each entity in its JSON file, and the tables in a CSV file too', () => {
    expect(entityEntryNames({ name: 'account', table: false })).toEqual(['account.json']);
    expect(entityEntryNames({ name: 'enquiries', table: true })).toEqual(['enquiries.json', 'enquiries.csv']);
    expect(exportEntities.user.map((e) => e.name)).toEqual([
      'account',
      'memberships',
      'messages',
      'teamChat',
      'notifications',
      'auditEntries',
    ]);
    expect(exportEntities.business.map((e) => e.name)).toEqual([
      'listing',
      'media',
      'enquiries',
      'messages',
      'notes',
      'quotes',
      'contractTemplates',
      'files',
      'reviews',
      'offers',
      'statistics',
      'invoices',
    ]);
  });

  it('keeps files inside their folder whatever their name', () => {
    expect(exportFilePath('enquiries/e1', 'f1', 'Our plan (v2).pdf')).toBe('files/enquiries/e1/f1-Our_plan_v2_.pdf');
    expect(exportFilePath('photos', 'p1', '../../etc/passwd')).toBe('files/photos/p1-etc_passwd');
    expect(exportFilePath('photos', 'p1', '.hidden')).toBe('files/photos/p1-hidden');
  });

  it('writes a table as spreadsheet-safe CSV: every column of the rows, nested values as JSON', () => {
    const csv = tableCsv([
      { id: 'a', text: 'Hello, "you"', at: new Date('2026-06-01T10:00:00Z'), count: 2 },
      { id: 'b', text: '=SUM(A1)', tags: ['x', 'y'] },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,text,at,count,tags',
      'a,"Hello, ""you""",2026-06-01T10:00:00.000Z,2,',
      `b,'=SUM(A1),,,"[""x"",""y""]"`,
      '',
    ]);
    expect(tableCsv([])).toBe('');
  });
});
