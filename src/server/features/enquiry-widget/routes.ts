import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { supportedCountries } from '../../../domain/countries.ts';
import {
  widgetConfigSchema,
  widgetEnquiryEnvelopeSchema,
  widgetEnquiryResponseSchema,
} from '../../../domain/enquiries/enquiry-widget-api.ts';
import { enabledWidgetFields, widgetCountryPrefix } from '../../../domain/enquiries/enquiry-widget.ts';
import { widgetSettingsSchema } from '../../../domain/enquiries/enquiry-widget-schemas.ts';
import { isPreviewQuery } from '../../../domain/public-profile.ts';
import { statisticsEventCategory } from '../../../domain/statistics/metrics.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { isCouple } from '../public-profile/couple-request.ts';
import { createViewRecorder } from '../public-profile/view-recorder.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { formTokenKey, signFormToken } from '../../http/form-token.ts';
import { renderWidgetNotFound, renderWidgetPage, widgetEnquiryPath, widgetPageCsp } from './page.ts';
import {
  hasWidgetEnquiry,
  loadWidgetSettings,
  saveWidgetSettings,
  widgetConfigOf,
  widgetLocaleOf,
} from './settings.ts';
import { findWidgetSupplier, pageSettingsOf, submitWidgetEnquiry } from './submission.ts';

const idParams = z.object({ id: z.string().min(1).max(128) });

/** The enquiry widget: its settings (/enquiry-widget), the public page it embeds, and the couple's submission. */
export const enquiryWidgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  // couples' widget views, written after the page is sent as the profile's views are
  const views = createViewRecorder(db, app.log);
  app.addHook('onClose', () => views.flush());

  app.get(
    '/api/supplier/:id/enquiry-widget',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['widget'],
        summary:
          'The widget settings with its page URL, iframe height and embed code, and whether it has brought an enquiry',
        params: idParams,
        response: { 200: widgetConfigSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      const [settings, hasEnquiry] = await Promise.all([
        loadWidgetSettings(db, supplier.id),
        hasWidgetEnquiry(db, supplier.id),
      ]);
      return widgetConfigOf(deps.config.APP_URL, supplier, settings, hasEnquiry);
    },
  );

  app.put(
    '/api/supplier/:id/enquiry-widget',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['widget'],
        summary: 'Save the seven field toggles (e-mail or phone stays on); answers the new URL, height and embed code',
        params: idParams,
        body: widgetSettingsSchema,
        response: { 200: widgetConfigSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      const [settings, hasEnquiry] = await Promise.all([
        saveWidgetSettings(db, supplier.id, request.body, new Date()),
        hasWidgetEnquiry(db, supplier.id),
      ]);
      return widgetConfigOf(deps.config.APP_URL, supplier, settings, hasEnquiry);
    },
  );

  // One page per language prefix of widget.ts `widgetUrl`: /widget (GB and elsewhere), /widget/de, /widget/fr,
  // /widget/pl.
  const prefixes = [...new Set(['', ...supportedCountries.map(widgetCountryPrefix)])];
  for (const prefix of prefixes) {
    const country = prefix ? prefix.slice(1).toUpperCase() : 'GB';
    app.get(
      `/widget${prefix}`,
      {
        schema: {
          tags: ['widget'],
          summary: `The public enquiry form a couple fills in on a supplier's website (${country} language); HTML. Each load by a couple's browser is a widgetViewed event; supplier=true is the portal's preview (not counted), and crawlers, scripts and HEAD are not counted`,
          querystring: z.object({
            publicId: z.string().max(64).optional(),
            fields: z.union([z.string(), z.array(z.string())]).optional(),
            // a repeated or odd value is simply not the preview
            supplier: z.string().optional().catch(undefined),
          }),
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const now = new Date();
        const nonce = randomBytes(16).toString('base64');
        const t = translatorFor(widgetLocaleOf(country));
        const supplier = request.query.publicId ? await findWidgetSupplier(db, request.query.publicId) : null;
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', widgetPageCsp(nonce))
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer');
        if (!supplier) return reply.status(404).send(renderWidgetNotFound(t, nonce));
        const fields = request.query.fields === undefined ? [] : [request.query.fields].flat();
        const settings = pageSettingsOf(fields);
        const token = signFormToken(formTokenKey(deps), {
          publicId: supplier.publicId,
          fields: enabledWidgetFields(settings),
          issuedAt: now.getTime(),
        });
        reply.send(
          renderWidgetPage({
            t,
            nonce,
            supplierName: supplier.name,
            publicId: supplier.publicId,
            settings,
            token,
            now,
          }),
        );
        if (!isPreviewQuery(request.query) && isCouple(request)) {
          views.recordEvent(
            {
              event: 'widgetViewed',
              category: statisticsEventCategory,
              source: 'widget',
              supplierId: supplier.id,
              pathname: request.url.split('?')[0],
            },
            now,
          );
        }
        return reply;
      },
    );
  }

  app.post(
    widgetEnquiryPath,
    {
      config: { public: true, anyOrigin: true },
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['widget'],
        summary:
          'A couple sends an enquiry through a widget page: {publicId, token, website (honeypot, empty), ...the fields}. 201; 400 validation/spam/too-fast/form-expired; 404 unknown widget; 429 too many',
        body: widgetEnquiryEnvelopeSchema,
        response: { 201: widgetEnquiryResponseSchema },
      },
    },
    async (request, reply) => {
      await submitWidgetEnquiry(deps, request.log, request.body, request.ip, new Date());
      return reply.status(201).send({ ok: true as const });
    },
  );
};
