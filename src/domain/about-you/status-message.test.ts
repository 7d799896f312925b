import { describe, expect, it } from 'vitest';
import { statusMessageMaxLength } from './card-rules.ts';
import { statusMessageChange, statusMessageInputSchema } from './status-message.ts';

describe('status message rule (add / edit / remove)', () => {
  it.each([
    [null, 'Booking 2027 now', { kind: 'add', message: 'Booking 2027 now' }],
    [null, '  Open day on Sunday  ', { kind: 'add', message: 'Open day on Sunday' }],
    [null, '', { kind: 'none' }],
    [null, '   ', { kind: 'none' }],
    ['Open day on Sunday', '', { kind: 'remove' }],
    ['Open day on Sunday', ' \n ', { kind: 'remove' }],
    ['Open day on Sunday', 'Open day on Saturday', { kind: 'edit', message: 'Open day on Saturday' }],
    ['Open day on Sunday', ' Open day on Sunday ', { kind: 'none' }],
  ] as const)('existing %j, typed %j → %j', (existing, typed, change) => {
    expect(statusMessageChange(existing, typed)).toEqual(change);
  });
});

describe('status message input', () => {
  it('trims and accepts up to the maximum length', () => {
    expect(statusMessageInputSchema.parse({ message: '  Hello  ' })).toEqual({ message: 'Hello' });
    expect(statusMessageInputSchema.safeParse({ message: 'x'.repeat(statusMessageMaxLength) }).success).toBe(true);
  });

  it('refuses a longer text and a missing one with translated keys', () => {
    expect(
      statusMessageInputSchema.safeParse({ message: 'x'.repeat(statusMessageMaxLength + 1) }).error?.issues,
    ).toMatchObject([{ path: ['message'], message: 'validation:maxLength' }]);
    expect(statusMessageInputSchema.safeParse({}).error?.issues).toMatchObject([
      { path: ['message'], message: 'validation:invalid' },
    ]);
  });
});
