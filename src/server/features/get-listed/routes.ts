import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  geocodeAnswerSchema,
  geocodeBodySchema,
  type GeocodeAnswer,
  type GeocodeApiResult,
} from '../../../domain/geocode-schemas.ts';
import { getListedFirstNameSchema, getListedSchema, getListedStep1Schema } from '../../../domain/get-listed-schemas.ts';
import {
  fromSupplierFields,
  supplierCreateAnswerSchema,
  supplierCreateBodySchema,
  validateStep1AnswerSchema,
  validateStep1BodySchema,
} from '../../../domain/get-listed-calls.ts';
import { requireUser } from '../../auth/session.ts';
import { AppError } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import type { GeocodeResult } from '../../providers/geocode/index.ts';
import { GeocoderUnavailableError } from '../../providers/geocode/nominatim.ts';
import { createSupplier, findExistingListing } from './service.ts';
import { publicCallLimit } from '../../http/public-call-limit.ts';
import { profileLinkOrigin } from '../public-profile/profile-links.ts';

function toGoogleResult(result: GeocodeResult): GeocodeApiResult {
  const components: GeocodeApiResult['address_components'] = [];
  const add = (
    name: string | undefined,
    type: NonNullable<GeocodeApiResult['address_components']>[number]['types'][number],
    short = name,
  ) => {
    if (name) components.push({ long_name: name, short_name: short ?? name, types: [type] });
  };
  add(result.locality, 'locality');
  add(result.postcode, 'postal_code');
  add(result.county, 'administrative_area_level_2');
  add(result.region, 'administrative_area_level_1');
  add(result.country, 'country', result.countryCode);
  return {
    geometry: { location: { lat: result.lat, lng: result.lng } },
    formatted_address: result.formattedAddress,
    address_components: components,
  };
}

export const getListedRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { global: false });

  app.post(
    '/api/search/geocode',
    {
      config: { public: true, rateLimit: publicCallLimit },
      schema: {
        tags: ['get-listed'],
        summary:
          'Coordinates of an address (Google-like answer: OK with results, or ZERO_RESULTS with the nearest-spelled towns as suggestions)',
        body: geocodeBodySchema,
        response: { 200: geocodeAnswerSchema },
      },
    },
    async (request): Promise<GeocodeAnswer> => {
      const { address, countryCode } = request.body;
      let result: GeocodeResult | null;
      try {
        result = await app.deps.providers.geocode.geocode(address, countryCode);
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        request.log.warn({ err: error }, 'geocoder unavailable');
        throw new AppError(502, 'geocoder-unavailable', 'The address search is not available right now');
      }
      if (result) return { status: 'OK', results: [toGoogleResult(result)] };
      const suggestions = (await app.deps.providers.geocode.suggestTowns?.(address, countryCode)) ?? [];
      return { status: 'ZERO_RESULTS', results: [], suggestions: suggestions.map(toGoogleResult) };
    },
  );

  app.post(
    '/api/search/validatestep1',
    {
      config: { public: true, rateLimit: publicCallLimit },
      schema: {
        tags: ['get-listed'],
        summary:
          'Checks step 1 of get-listed and looks for an existing listing with the same e-mail, website or name and postcode',
        body: validateStep1BodySchema,
        response: { 200: validateStep1AnswerSchema },
      },
    },
    async (request) => {
      const { query } = request.body;
      const step1 = parseForm(getListedStep1Schema, query);
      const existing = await findExistingListing(
        app.deps.database.db,
        { ...step1, postcode: query.postcode },
        profileLinkOrigin(app.deps.config),
      );
      return existing ? { valid: false as const, ...existing } : { valid: true as const };
    },
  );

  app.post(
    '/api/supplier/create',
    {
      schema: {
        tags: ['get-listed'],
        summary:
          'Creates a supplier for the signed-in user (its admin; becomes the active supplier) and saves the first name when sent; test: true only validates',
        body: supplierCreateBodySchema,
        response: { 200: supplierCreateAnswerSchema, 201: supplierCreateAnswerSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { supplierFields, test } = request.body;
      const { firstName } = parseForm(getListedFirstNameSchema, { firstName: request.body.firstName });
      const values = parseForm(getListedSchema, fromSupplierFields(supplierFields));
      const { db } = app.deps.database;
      const existing = await findExistingListing(db, values, profileLinkOrigin(app.deps.config));
      if (existing) return { valid: false as const, ...existing };
      if (test) return { valid: true as const };
      const created = await createSupplier(db, user, values, firstName);
      return reply.status(201).send({ valid: true as const, ...created });
    },
  );
};
