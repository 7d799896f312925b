import { randomUUID } from 'node:crypto';
import type { Db } from '../src/server/db/client.ts';
import { supplierUsers, suppliers, users } from '../src/server/db/schema/index.ts';
import { categories } from '../src/domain/categories.ts';
import { countries, countryL10n } from '../src/domain/countries.ts';
import { tiers } from '../src/domain/tiers.ts';

const towns = [
  { city: 'London', county: 'Greater London', postalCode: 'SW1A 1AA', lat: 51.5, lng: -0.14 },
  { city: 'Bath', county: 'Somerset', postalCode: 'BA1 1LT', lat: 51.38, lng: -2.36 },
  { city: 'York', county: 'North Yorkshire', postalCode: 'YO1 7HH', lat: 53.96, lng: -1.08 },
  { city: 'Berlin', county: 'Berlin', postalCode: '10117', lat: 52.52, lng: 13.4 },
  { city: 'Lyon', county: 'Rhône', postalCode: '69002', lat: 45.76, lng: 4.83 },
];

/** Inserts `count` suppliers, each with an owner user, in batches: the scale the benchmarks run at. */
export async function generateSuppliers(db: Db, count: number, batchSize = 500): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - start) }, (_, offset) => {
      const n = start + offset;
      const town = towns[n % towns.length]!;
      const country = countries[n % 3]!;
      const category = categories[n % categories.length]!.value;
      const { currency, locale } = countryL10n(country);
      return {
        user: { id: randomUUID(), email: `bench-owner-${n}@bench.example`, firstName: 'Bench', lastName: `Owner ${n}` },
        supplier: {
          id: randomUUID(),
          publicId: `bench${n}`,
          slug: category,
          name: `Bench ${category} ${n}`,
          types: [category],
          email: `hello-${n}@bench.example`,
          phone: '020 7946 0018',
          website: `https://bench-${n}.example`,
          street: [`${n} Bench Street`],
          postalCode: town.postalCode,
          city: town.city,
          adminArea: [town.county],
          countryCode: country,
          latitude: town.lat,
          longitude: town.lng,
          currency,
          locale,
          tier: tiers[n % tiers.length]!,
        },
      };
    });
    await db.insert(users).values(rows.map((r) => r.user));
    await db.insert(suppliers).values(rows.map((r) => r.supplier));
    await db
      .insert(supplierUsers)
      .values(rows.map((r) => ({ supplierId: r.supplier.id, userId: r.user.id, role: 'admin' })));
    ids.push(...rows.map((r) => r.supplier.id));
  }
  return ids;
}
