import { describe, expect, it } from 'vitest';
import { activityDefaults } from './enquiries/couples-activity.ts';
import { getListedMaxLength, simplePasswordMinLength, snackbarDurationMs } from './ui-constants.ts';

describe('business constants (spec section 9)', () => {
  it.each([
    ['snackbar display in ms', snackbarDurationMs, 3000],
    ['get-listed text field maximum', getListedMaxLength, 100],
    ['simple-password minimum', simplePasswordMinLength, 6],
  ])('%s is %i', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('activity endpoint defaults are page 1, size 50', () => {
    expect(activityDefaults).toEqual({ page: 1, size: 50 });
  });
});
