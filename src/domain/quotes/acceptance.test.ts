import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../form-errors.ts';
import { acceptanceFormSchema, proposalState } from './acceptance.ts';

describe('proposalState', () => {
  const version = { validUntil: '2027-01-15', voided: false, accepted: false };
  it.each([
    ['open on its last valid day', version, '2027-01-15', 'open'],
    ['expired the day after', version, '2027-01-16', 'expired'],
    ['voided by an edit, on any day', { ...version, voided: true }, '2027-01-01', 'voided'],
    ['accepted, also after its last valid day', { ...version, accepted: true }, '2027-03-01', 'accepted'],
  ] as const)('%s', (_, given, today, state) => {
    expect(proposalState(given, today)).toBe(state);
  });
});

describe('acceptanceFormSchema', () => {
  it('takes a typed name, trimmed, and the ticked box', () => {
    expect(acceptanceFormSchema.parse({ fullName: '  Alex Doe ', accept: 'on' })).toEqual({
      fullName: 'Alex Doe',
      accept: 'on',
    });
  });
  it.each([
    ['no name, no box', {}, { fullName: 'quotes:proposal.errors.fullName', accept: 'quotes:proposal.errors.accept' }],
    ['a blank name', { fullName: '   ', accept: 'on' }, { fullName: 'quotes:proposal.errors.fullName' }],
    ['a name too long', { fullName: 'x'.repeat(201), accept: 'on' }, { fullName: 'validation:maxLength' }],
    ['the box with another value', { fullName: 'Alex', accept: 'yes' }, { accept: 'quotes:proposal.errors.accept' }],
  ])('refuses %s', (_, values, errors) => {
    expect(schemaErrors(acceptanceFormSchema, values)).toEqual(errors);
  });
});
