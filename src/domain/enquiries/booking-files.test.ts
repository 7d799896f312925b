import { describe, expect, it } from 'vitest';
import {
  bookingFileAccept,
  bookingFileErrorKey,
  bookingFileMaxBytes,
  bookingFileNameMaxLength,
  bookingFileNameOf,
  bookingFileSlug,
  checkBookingFile,
} from './booking-files.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('booking files', () => {
  it.each([
    ['contract.pdf', text('%PDF-1.7\n'), 'application/pdf'],
    ['Photo.JPG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['board.png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['board.webp', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    [
      'plan.docx',
      bytes(0x50, 0x4b, 0x03, 0x04, 1),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['budget.xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'application/vnd.ms-excel'],
    ['timeline.odt', bytes(0x50, 0x4b, 0x03, 0x04), 'application/vnd.oasis.opendocument.text'],
    ['notes.txt', text('Ankunft 14 Uhr – Sektempfang'), 'text/plain; charset=utf-8'],
  ])('takes %s as %s', (name, body, contentType) => {
    expect(checkBookingFile(name, body)).toEqual({ extension: name.split('.').pop()!.toLowerCase(), contentType });
  });

  it.each([
    ['setup.exe', text('MZ')],
    ['logo.svg', text('<svg/>')],
    ['page.html', text('<html>')],
    ['fake.pdf', text('<script>alert(1)</script>')],
    ['fake.docx', text('%PDF-1.7')],
    ['binary.txt', bytes(0x41, 0x00)],
    ['latin1.txt', bytes(0x41, 0xe9, 0x41)],
    ['no-extension', text('%PDF-1.7')],
    ['.pdf', text('%PDF-1.7')],
  ])('refuses %s by its type', (name, body) => {
    expect(checkBookingFile(name, body)).toEqual({ error: 'type' });
  });

  it('refuses empty files and files over the limit by their size', () => {
    expect(checkBookingFile('a.pdf', new Uint8Array())).toEqual({ error: 'size' });
    const big = new Uint8Array(bookingFileMaxBytes + 1);
    big.set(text('%PDF-'));
    expect(checkBookingFile('a.pdf', big)).toEqual({ error: 'size' });
    expect(checkBookingFile('a.pdf', big.subarray(0, bookingFileMaxBytes))).toMatchObject({ extension: 'pdf' });
  });

  it('names a file as sent, without folder or control characters, cut before its extension', () => {
    expect(bookingFileNameOf('C:\\docs\\Ver\u0000trag (v2).PDF', 'pdf')).toBe('Vertrag (v2).PDF');
    const long = bookingFileNameOf(`${'a'.repeat(300)}.docx`, 'docx');
    expect(long).toHaveLength(bookingFileNameMaxLength);
    expect(long.endsWith('a.docx')).toBe(true);
  });

  it('stores a file under a slug of its name that is a safe storage key segment', () => {
    expect(bookingFileSlug('Vertrag Müller (v2).PDF', 'pdf')).toBe('vertrag-muller-v2.pdf');
    expect(bookingFileSlug('Déroulé du mariage.docx', 'docx')).toBe('deroule-du-mariage.docx');
    expect(bookingFileSlug('…..pdf', 'pdf')).toBe('file.pdf');
    expect(bookingFileSlug(`${'x'.repeat(100)}.txt`, 'txt')).toBe(`${'x'.repeat(60)}.txt`);
  });

  it('offers the extensions to the file dialog and maps refusal codes to their messages', () => {
    expect(bookingFileAccept.split(',')).toContain('.pdf');
    expect(bookingFileAccept.split(',')).toContain('.xlsx');
    expect(bookingFileErrorKey('booking-file-size')).toBe('couples:errors.fileSize');
    expect(bookingFileErrorKey('validation')).toBeNull();
    expect(bookingFileErrorKey(undefined)).toBeNull();
  });
});
