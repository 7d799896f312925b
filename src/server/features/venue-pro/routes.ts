import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { isVenue } from '../../../domain/categories.ts';
import { venueProDataSchema, venueProFeedbackSchema } from '../../../domain/venue-pro-api.ts';
import { venueProFileOf, venueProLocaleOf, venueProMarkets, type VenueProData } from '../../../domain/venue-pro.ts';
import { readPlanStanding } from '../billing/plan-checkout.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { projectPath } from '../../project-path.ts';

const tags = ['venue pro'];

/** The markets' venue pro files, read and checked once at start (a broken file stops the portal, not a page). */
function loadVenueProData(): Map<string, VenueProData> {
  return new Map(
    venueProMarkets.map((market) => [
      market,
      venueProDataSchema.parse(
        JSON.parse(readFileSync(projectPath(`src/server/features/venue-pro/markets/${market}.json`), 'utf8')),
      ),
    ]),
  );
}

/**
 * Venue pro: the static read of a market's landing data (spec section 7: `venuePro/{country}.json`,
 * falling back to the GB file) and the end popup's second step, a message to the market's venue team.
 */
export const venueProRoutes: FastifyPluginAsyncZod = async (app) => {
  const data = loadVenueProData();
  const dataOf = (country: string) => data.get(venueProFileOf(country))!;

  app.get(
    '/static/venuePro/:file',
    {
      schema: {
        tags,
        summary: "A market's venue pro landing data ({country}.json; a market without its own file gets the GB one)",
        params: z.object({ file: z.string() }),
        response: { 200: venueProDataSchema },
      },
    },
    async (request, reply) => {
      const country = /^([A-Z]{2})\.json$/.exec(request.params.file)?.[1];
      if (!country) throw notFound('no such venue pro file');
      // the reply is a thenable: nothing to wait for, the header is set at once
      void reply.header('cache-control', 'public, max-age=3600');
      return dataOf(country);
    },
  );

  app.post(
    '/api/supplier/venue-pro/feedback',
    {
      config: { supplierId: 'body.supplierId', permission: 'billing' },
      schema: {
        tags,
        summary:
          "The venue-pro end popup's second step: why the venue leaves, and whether to call it back; mailed to the market's venue team",
        body: venueProFeedbackSchema,
        response: { 200: z.object({ sent: z.literal(true) }) },
      },
    },
    async (request) => {
      const { supplier, user } = await requireSupplierAccess(request, request.body.supplierId);
      if (!isVenue(supplier.types[0] ?? ''))
        throw new AppError(409, 'not-a-venue', 'Venue pro is for venues', {
          supplierId: 'billing:venuePro.errors.notAVenue',
        });
      const { reason, message, callBack, phone } = request.body;
      // only a plan in force that is ending is left (the popup's rule: an admin's tier overrides a plan), and the venue
      // team reads why in its market's language
      if (!(await readPlanStanding(app.deps.database.db, supplier)).endsAt)
        throw new AppError(409, 'not-ending', 'This venue has no plan that is ending', {
          supplierId: 'billing:venuePro.errors.notEnding',
        });
      const t = translatorFor(venueProLocaleOf(supplier.countryCode));
      const lines = [
        t('billing:venuePro.mail.intro', { business: supplier.name, id: supplier.id }),
        t('billing:venuePro.mail.reason', { reason: t(`shell:venuePro.reasons.${reason}`) }),
        message ? t('billing:venuePro.mail.message', { message }) : null,
        callBack ? t('billing:venuePro.mail.callBack', { phone }) : null,
        t('billing:venuePro.mail.from', { email: user.email }),
      ];
      await app.deps.providers.mail.send({
        to: dataOf(supplier.countryCode).contact.email,
        subject: t('billing:venuePro.mail.subject', { business: supplier.name }),
        text: lines.filter(Boolean).join('\n\n'),
      });
      return { sent: true as const };
    },
  );
};
