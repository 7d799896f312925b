import { describe, expect, it } from 'vitest';
import {
  endOfTrialPopupFrom,
  endTrial,
  extendTrial,
  showsEndOfTrialPopup,
  toggleTrial,
  trialExtensionCutoff,
  trialExtensionDays,
  trialExtensionRefusal,
  trialHasExpired,
  type TrialState,
} from './trial.ts';

const now = new Date('2026-11-25T10:00:00Z');
const days = (n: number) => n * 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(now.getTime() + days(offsetDays));
const free: TrialState = {
  tier: 'free',
  trialActive: false,
  trialActivatedAt: null,
  trialEndsAt: null,
  trialTierBefore: null,
  trialExtendedCount: 0,
};
const running: TrialState = {
  tier: 'lite',
  trialActive: true,
  trialActivatedAt: at(-12),
  trialEndsAt: at(2),
  trialTierBefore: 'free',
  trialExtendedCount: 0,
};

describe('the trial toggle', () => {
  it('switched on starts a 14-day trial at lite and remembers the tier to return to', () => {
    expect(toggleTrial(free, true, now)).toEqual({
      trialActive: true,
      trialActivatedAt: now,
      trialEndsAt: at(14),
      trialTierBefore: 'free',
      tier: 'lite',
    });
  });

  it('keeps a tier at or above lite (the trial gives nothing then, and its end takes nothing)', () => {
    const classic = { ...free, tier: 'classic' as const };
    expect(toggleTrial(classic, true, now)).toEqual({
      trialActive: true,
      trialActivatedAt: now,
      trialEndsAt: at(14),
      trialTierBefore: 'classic',
    });
    expect(endTrial({ ...classic, trialActive: true, trialTierBefore: 'classic', trialEndsAt: at(-1) }, now)).toEqual({
      trialActive: false,
    });
  });

  it('switched on again while running changes nothing; switched off ends it', () => {
    expect(toggleTrial(running, true, now)).toEqual({});
    // ended before its planned end: it ended now
    expect(toggleTrial(running, false, now)).toEqual({ trialActive: false, trialEndsAt: now, tier: 'free' });
    expect(toggleTrial(free, false, now)).toEqual({});
  });
});

describe('the end of a trial', () => {
  it('returns to the tier before, only while the supplier is still at the trial tier', () => {
    const due = at(2);
    expect(endTrial({ ...running, trialTierBefore: 'unverified' }, due)).toEqual({
      trialActive: false,
      tier: 'unverified',
    });
    // a plan or an admin's change since is kept
    expect(endTrial({ ...running, tier: 'expert' }, due)).toEqual({ trialActive: false });
    // an unreadable tier before returns to free
    expect(endTrial({ ...running, trialTierBefore: null }, due)).toEqual({ trialActive: false, tier: 'free' });
  });

  it('is due once its end has come', () => {
    expect(trialHasExpired(running, now)).toBe(false);
    expect(trialHasExpired(running, at(2))).toBe(true);
    expect(trialHasExpired({ ...running, trialActive: false }, at(3))).toBe(false);
  });
});

describe('the trial extension (spec section 4)', () => {
  it('is 7 days on or after the 2020 cut-off and 14 days before it', () => {
    expect(trialExtensionDays(trialExtensionCutoff)).toBe(7);
    expect(trialExtensionDays(now)).toBe(7);
    expect(trialExtensionDays(new Date(trialExtensionCutoff.getTime() - 1))).toBe(14);
  });

  it('moves the end and counts the extension', () => {
    expect(extendTrial(running, now)).toEqual({ trialEndsAt: at(9), trialExtendedCount: 1 });
  });

  it('is for a non-admin lite supplier with a running trial, once', () => {
    expect(trialExtensionRefusal(running, false)).toBeNull();
    expect(trialExtensionRefusal(running, true)).toBe('platform-admin');
    expect(trialExtensionRefusal({ ...running, trialExtendedCount: 1 }, false)).toBe('already-extended');
    expect(trialExtensionRefusal({ ...running, tier: 'classic' }, false)).toBe('not-lite');
    expect(trialExtensionRefusal({ ...running, trialActive: false }, false)).toBe('not-on-trial');
    expect(trialExtensionRefusal(free, false)).toBe('not-on-trial');
  });
});

describe('the end-of-trial popup', () => {
  it('shows in the last three days of an extendable trial started after the August 2020 date', () => {
    expect(showsEndOfTrialPopup(running, false, now)).toBe(true);
    expect(showsEndOfTrialPopup(running, false, at(-2))).toBe(false);
    expect(showsEndOfTrialPopup({ ...running, trialExtendedCount: 1 }, false, now)).toBe(false);
    expect(showsEndOfTrialPopup(running, true, now)).toBe(false);
    expect(
      showsEndOfTrialPopup({ ...running, trialActivatedAt: new Date(endOfTrialPopupFrom.getTime() - 1) }, false, now),
    ).toBe(false);
  });
});
