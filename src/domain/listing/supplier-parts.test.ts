import { describe, expect, it } from 'vitest';
import { supplierPartsOf } from './supplier-parts.ts';
import { withTemplate } from './template.ts';

describe('the Supplier’s parts from its listing (access document, section 3)', () => {
  it('names the listing’s descriptions, street flag, company facts and seven social links as the spec writes them', () => {
    const listing = withTemplate('venue', 'GB', {
      description: 'Short',
      detailedDescription: 'Long',
      hideFirstAddressLine: true,
      noOfWeddingsHosted: '120',
      noOfPeopleInTeam: 4,
      publicLiabilityInsurance: true,
      yearBusinessWasEstablished: 2004,
      social: { instagram: '@barn', googlePlus: 'gone', blog: 'b' },
      venueType: { castle: true, barn: true, hotel: false },
    });
    expect(supplierPartsOf(listing)).toEqual({
      description: { short: 'Short', long: 'Long' },
      flags: { hideStreet: true },
      company: { weddingsHosted: '120', teamSize: 4, insurance: true, established: 2004 },
      social: { facebook: '', instagram: '@barn', linkedin: '', pinterest: '', twitter: '', vimeo: '', youtube: '' },
      // in the checklist's order, not the stored one
      venueTypes: ['barn', 'castle'],
    });
  });

  it('answers the template’s empty values for a listing that is not there or has no template', () => {
    const empty = supplierPartsOf(withTemplate('photo', 'GB', {}));
    expect(supplierPartsOf(null)).toEqual(empty);
    expect(empty.company.established).toBe(1900);
    expect(empty.venueTypes).toEqual([]);
  });
});
