import { describe, expect, it } from 'vitest';
import { completionItems, profileCompletion } from './profile-completion.ts';

const complete = {
  name: 'The Old Barn',
  contacts: { email: 'hello@barn.example', phone: '020 7946 0018', website: 'https://barn.example' },
  address: {
    street: ['1 Farm Lane'],
    postalCode: 'OX1 1AA',
    city: 'Oxford',
    adminArea: ['Oxfordshire'],
    country: 'GB',
  },
  coordinates: { latitude: 51.75, longitude: -1.25 },
  counters: { photos: 4, reviews: 0, testimonials: 0, videos: 1, videoTours: 0 },
};

const doneOf = (input: typeof complete) =>
  Object.fromEntries(profileCompletion(input).items.map((i) => [i.item, i.done]));

describe('profile completion', () => {
  it('is 100 % with every item done', () => {
    expect(profileCompletion(complete)).toEqual({
      items: completionItems.map((item) => ({ item, done: true })),
      percent: 100,
    });
  });

  it.each([
    ['name', { ...complete, name: '   ' }],
    ['contacts', { ...complete, contacts: { ...complete.contacts, website: '' } }],
    ['contacts', { ...complete, contacts: { ...complete.contacts, phone: ' ' } }],
    ['address', { ...complete, address: { ...complete.address, street: [] } }],
    ['address', { ...complete, address: { ...complete.address, postalCode: '' } }],
    ['location', { ...complete, coordinates: null }],
    ['location', { ...complete, coordinates: { latitude: 0, longitude: 0 } }],
    ['photos', { ...complete, counters: { ...complete.counters, photos: 0 } }],
    ['videos', { ...complete, counters: { ...complete.counters, videos: 0 } }],
  ] as const)('leaves %s open when it is missing', (item, input) => {
    const done = doneOf(input as typeof complete);
    expect(done[item]).toBe(false);
    expect(Object.values(done).filter((d) => !d)).toHaveLength(1);
    expect(profileCompletion(input as typeof complete).percent).toBe(83);
  });

  it('rounds the percentage of a new listing with name, contacts, address and location', () => {
    const fresh = { ...complete, counters: { ...complete.counters, photos: 0, videos: 0 } };
    expect(profileCompletion(fresh).percent).toBe(67);
  });
});
