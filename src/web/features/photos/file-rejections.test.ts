import { describe, expect, it } from 'vitest';
import { rejectedFiles } from './file-rejections.ts';

describe('refused files of the drop zone', () => {
  it('maps each refusal to the message of its first error', () => {
    expect(
      rejectedFiles([
        { file: { name: 'a.gif' }, errors: [{ code: 'file-invalid-type' }] },
        { file: { name: 'b.jpg' }, errors: [{ code: 'file-too-large' }, { code: 'file-invalid-type' }] },
        { file: { name: 'c.jpg' }, errors: [{ code: 'too-many-files' }] },
        { file: { name: 'd.jpg' }, errors: [{ code: 'something-else' }] },
      ]),
    ).toEqual([
      { name: 'a.gif', message: 'photos:errors.type' },
      { name: 'b.jpg', message: 'photos:errors.size' },
      { name: 'c.jpg', message: 'photos:errors.limit' },
      { name: 'd.jpg', message: 'photos:errors.unknown' },
    ]);
  });
});
