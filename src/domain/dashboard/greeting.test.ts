import { describe, expect, it } from 'vitest';
import { greetingAt } from './greeting.ts';

describe('greetingAt', () => {
  it.each([
    [0, 'evening'],
    [4, 'evening'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('%s o’clock is %s', (hour, greeting) => {
    expect(greetingAt(hour)).toBe(greeting);
  });
});
