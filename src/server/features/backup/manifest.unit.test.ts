import { describe, expect, it } from 'vitest';
import {
  BackupRefused,
  buildManifest,
  checkManifest,
  checkTargetKind,
  isSafeEntryPath,
  scheduledBackupsToDelete,
  type EntryDigest,
} from './manifest.ts';

const database: EntryDigest = { path: 'database/pgdata.tar.gz', size: 10, sha256: 'aa' };
const photo: EntryDigest = { path: 'uploads/profile-photos/u1/p.webp', size: 3, sha256: 'bb' };
const manifest = buildManifest({
  database: 'pglite',
  migration: { count: 2, last: 200 },
  createdAt: '2026-11-29T08:00:00.000Z',
  uploads: 'folder',
  entries: [database, photo],
});
const text = (value: unknown) => JSON.stringify(value);
const check =
  (manifestText: string | undefined, read: EntryDigest[] = [database, photo], known = [100, 200]) =>
  () =>
    checkManifest('b.tar', manifestText, read, known);

describe('checkManifest', () => {
  it('answers the manifest when every entry is there with its size and checksum', () => {
    expect(check(text(manifest))()).toEqual(manifest);
  });

  it.each([
    ['no manifest', undefined, 'b.tar is not a backup of the supplier portal (it has no manifest.json).'],
    [
      'a manifest that is not JSON',
      '{oops',
      'b.tar is not a backup of the supplier portal (its manifest.json is not JSON).',
    ],
    ['another format', text({ ...manifest, format: 'other-tool' }), 'its manifest names another format'],
    [
      'another version',
      text({ ...manifest, version: 2 }),
      'b.tar is a backup in format version 2; this portal reads version 1.',
    ],
    [
      'a manifest without its database kind',
      text({ ...manifest, database: undefined }),
      'b.tar is corrupt: its manifest is incomplete.',
    ],
  ])('refuses %s', (_case, manifestText, message) => {
    expect(check(manifestText)).toThrow(BackupRefused);
    expect(check(manifestText)).toThrow(message);
  });

  it('refuses a missing entry, a changed entry and an entry not in the manifest', () => {
    expect(check(text(manifest), [database])).toThrow(
      'b.tar is corrupt or incomplete: uploads/profile-photos/u1/p.webp is missing.',
    );
    expect(check(text(manifest), [database, { ...photo, sha256: 'cc' }])).toThrow(
      'b.tar is corrupt: uploads/profile-photos/u1/p.webp does not match its checksum.',
    );
    expect(check(text(manifest), [database, { ...photo, size: 4 }])).toThrow('does not match its checksum');
    expect(check(text(manifest), [database, photo, { path: 'uploads/x', size: 1, sha256: 'dd' }])).toThrow(
      'b.tar is corrupt: uploads/x is not in its manifest.',
    );
  });

  it('refuses a backup without its database, and names outside its folders', () => {
    expect(check(text({ ...manifest, entries: [photo] }), [photo])).toThrow('b.tar is corrupt: it holds no database.');
    const escaping = { path: '../etc/passwd', size: 1, sha256: 'ee' };
    expect(check(text({ ...manifest, entries: [database, escaping] }), [database, escaping])).toThrow(
      'names files outside its folders',
    );
  });

  it('refuses a database at a migration this portal does not know (a newer portal made it)', () => {
    expect(check(text(manifest), undefined, [100])).toThrow(/made by a newer version of the portal/);
    expect(check(text({ ...manifest, migration: { count: 1, last: 100 } }), undefined, [100, 200])).not.toThrow();
  });
});

describe('isSafeEntryPath', () => {
  it.each([
    ['uploads/a/b.webp', true],
    ['data/auth-secret', true],
    ['../x', false],
    ['/etc/passwd', false],
    ['uploads//x', false],
    ['uploads/./x', false],
    ['uploads\\x', false],
    ['', false],
  ])('%s: %s', (entry, safe) => expect(isSafeEntryPath(entry)).toBe(safe));
});

describe('checkTargetKind', () => {
  it('refuses restoring one kind of database into the other', () => {
    expect(() => checkTargetKind('b.tar', manifest, 'pglite')).not.toThrow();
    expect(() => checkTargetKind('b.tar', manifest, 'postgres')).toThrow(
      'b.tar is a backup of the embedded database; the portal is configured for PostgreSQL (unset DATABASE_URL to restore it).',
    );
  });
});

describe('scheduledBackupsToDelete', () => {
  it('keeps the newest days and leaves other files alone', () => {
    const names = [
      'supplier-portal-2026-11-20.tar',
      'supplier-portal-2026-11-22.tar',
      'notes.txt',
      'supplier-portal-2026-11-21.tar',
      'supplier-portal-2026-11-23.tar.partial',
    ];
    expect(scheduledBackupsToDelete(names, 2)).toEqual(['supplier-portal-2026-11-20.tar']);
    expect(scheduledBackupsToDelete(names, 7)).toEqual([]);
  });
});
