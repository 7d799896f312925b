import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { registerErrorHandler } from './http/errors.ts';
import { openapiTransforms } from './http/openapi-transforms.ts';
import { responseSerializerCompiler } from './http/json-serializer.ts';
import { createErrorReporter, errorReportingRoutes, type ErrorReporter } from './http/error-reporting.ts';
import { registerRequestGuards } from './http/request-guards.ts';
import { registerSupplierAccessGuard } from './access/supplier-access.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSocketHeartbeat } from './http/sockets.ts';
import { registerSupplierChanges } from './http/supplier-changes.ts';
import { registerWebApp } from './http/web-app.ts';
import { healthRoutes } from './features/health/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { socialSignInRoutes } from './features/auth/social-routes.ts';
import { betterAuthMount } from './features/auth/better-auth-mount.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { uploadsRoutes } from './features/uploads/routes.ts';
import { devMailRoutes } from './features/dev-mail/routes.ts';
import { viewerRoutes } from './features/viewer/routes.ts';
import { supplierRoutes } from './features/suppliers/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { getListedRoutes } from './features/get-listed/routes.ts';
import { enquiryRoutes } from './features/enquiries/routes.ts';
import { conversationRoutes } from './features/conversation/routes.ts';
import { postmarkInboundRoutes } from './features/conversation/postmark-routes.ts';
import { replyTemplateRoutes } from './features/conversation/reply-templates.ts';
import { registerInboundSmtp } from './features/conversation/smtp-listener.ts';
import { enquiryWidgetRoutes } from './features/enquiry-widget/routes.ts';
import { bookingFileRoutes } from './features/couples/file-routes.ts';
import { couplesRoutes } from './features/couples/routes.ts';
import { couplesActivityRoutes } from './features/couples-activity/routes.ts';
import { ppeRoutes } from './features/ppe/routes.ts';
import { paymentWebhookRoutes } from './features/payments/webhook.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { trialRoutes } from './features/trial/routes.ts';
import { dataExportRoutes } from './features/data-export/routes.ts';
import { boostRoutes } from './features/boosts/routes.ts';
import { venueProRoutes } from './features/venue-pro/routes.ts';
import { abTestingRoutes } from './features/ab-testing/routes.ts';
import { teamRoutes } from './features/team/routes.ts';
import { profileScoreRoutes } from './features/profile-score/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { responseTimeRoutes } from './features/response-time/routes.ts';
import { calendarFeedRoutes } from './features/calendar-feed/routes.ts';
import { rankingRoutes } from './features/ranking/routes.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { competitorsRoutes } from './features/competitors/routes.ts';
import { listingRoutes } from './features/listing/routes.ts';
import { aboutYouRoutes } from './features/about-you/routes.ts';
import { videoRoutes } from './features/videos/routes.ts';
import { endorsementRoutes } from './features/endorsements/routes.ts';
import { recommendationRoutes } from './features/recommendations/routes.ts';
import { photoModerationRoutes } from './features/photos/moderation-routes.ts';
import { photoRoutes } from './features/photos/routes.ts';
import { pricingRoutes } from './features/pricing/routes.ts';
import { brochureRoutes } from './features/pricing/brochure-routes.ts';
import { quoteRoutes } from './features/quotes/routes.ts';
import { proposalRoutes } from './features/quotes/proposal-routes.ts';
import { publicProfileRoutes } from './features/public-profile/routes.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { reviewRemovalRoutes } from './features/reviews/removal-routes.ts';
import { coupleReviewRoutes } from './features/reviews/couple-routes.ts';
import { realWeddingRoutes } from './features/real-weddings/routes.ts';
import { fairRoutes } from './features/fairs/routes.ts';
import { benefitAdminRoutes, benefitRoutes } from './features/benefits/routes.ts';
import { offerRoutes } from './features/offers/routes.ts';
import { coupleTargetingRoutes } from './features/couple-targeting/routes.ts';
import { instagramRoutes } from './features/apps/routes.ts';
import { helpRoutes } from './features/help/routes.ts';
import { callRequestAdminRoutes, callRequestRoutes } from './features/call-requests/routes.ts';
import { chatMaxPayload, teamChatRoutes } from './features/team-chat/routes.ts';
import { liveInboxRoutes } from './features/live-inbox/routes.ts';
import { statisticsRoutes } from './features/statistics/routes.ts';
import { marketInsightsRoutes } from './features/market-insights/routes.ts';
import { coupleIntelRoutes } from './features/couple-intel/routes.ts';
import { publicSearchRoutes } from './features/public-search/routes.ts';
import { searchOptimisationRoutes } from './features/search-optimisation/routes.ts';
import { coupleErasureRoutes, privacyRoutes } from './features/privacy/routes.ts';
import { privacyNoticeRoutes } from './features/privacy/notice-page.tsx';
import { notificationRoutes } from './features/notifications/routes.ts';

/** @internal */
export type App = FastifyInstance;

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app from this folder (main.ts: dist/web; off in API tests). */
  webRoot?: string;
  /** Where unexpected errors go; by default the log, and Sentry or GlitchTip as well with SENTRY_DSN. */
  errorReporter?: ErrorReporter;
}

/** Builds the whole API; tests call it and use app.inject() without a port. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('deps', deps);
  const errorReporter = options.errorReporter ?? (await createErrorReporter(deps.config));
  app.addHook('onClose', async () => errorReporter.close?.());
  // a change another node makes before this one listens would not reach what this node keeps (public pages, the
  // ranking, team chat's sockets): ready only once it hears them
  app.addHook('onReady', () => deps.database.changes.listening());
  registerErrorHandler(app, errorReporter);
  registerRequestLog(app);
  // first of the request hooks, so that a refusal by the guards carries the headers too
  registerSecurityHeaders(app);
  registerRequestGuards(app);
  registerSupplierAccessGuard(app);
  registerSupplierChanges(app);

  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: chatMaxPayload } });
  registerSocketHeartbeat(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Supplier Portal API', version: '1.0.0' }, servers: [{ url: deps.config.APP_URL }] },
    ...openapiTransforms(),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(errorReportingRoutes);
  await app.register(authRoutes);
  await app.register(socialSignInRoutes);
  await app.register(betterAuthMount);
  await app.register(settingsRoutes);
  await app.register(notificationRoutes);
  await app.register(uploadsRoutes);
  if (deps.providers.mail.kind === 'outbox') await app.register(devMailRoutes);
  await app.register(viewerRoutes);
  await app.register(supplierRoutes);
  await app.register(adminRoutes);
  await app.register(analyticsRoutes);
  await app.register(getListedRoutes);
  await app.register(enquiryRoutes);
  await app.register(conversationRoutes);
  await app.register(postmarkInboundRoutes);
  await app.register(replyTemplateRoutes);
  if (deps.config.INBOUND_SMTP_PORT !== undefined) registerInboundSmtp(app);
  await app.register(enquiryWidgetRoutes);
  await app.register(couplesRoutes);
  await app.register(bookingFileRoutes);
  await app.register(couplesActivityRoutes);
  await app.register(ppeRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(billingRoutes);
  await app.register(trialRoutes);
  await app.register(dataExportRoutes);
  await app.register(boostRoutes);
  await app.register(venueProRoutes);
  await app.register(abTestingRoutes);
  await app.register(teamRoutes);
  await app.register(profileScoreRoutes);
  await app.register(dashboardRoutes);
  await app.register(responseTimeRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(rankingRoutes);
  await app.register(listingRoutes);
  await app.register(aboutYouRoutes);
  await app.register(photoRoutes);
  await app.register(photoModerationRoutes);
  await app.register(videoRoutes);
  await app.register(endorsementRoutes);
  await app.register(recommendationRoutes);
  await app.register(pricingRoutes);
  await app.register(brochureRoutes);
  await app.register(quoteRoutes);
  await app.register(publicProfileRoutes);
  await app.register(reviewRoutes);
  await app.register(reviewRemovalRoutes);
  await app.register(coupleReviewRoutes);
  await app.register(proposalRoutes);
  await app.register(realWeddingRoutes);
  await app.register(fairRoutes);
  await app.register(benefitRoutes);
  await app.register(benefitAdminRoutes);
  await app.register(offerRoutes);
  await app.register(coupleTargetingRoutes);
  await app.register(instagramRoutes);
  await app.register(helpRoutes);
  await app.register(callRequestRoutes);
  await app.register(callRequestAdminRoutes);
  await app.register(teamChatRoutes);
  await app.register(liveInboxRoutes);
  await app.register(statisticsRoutes);
  await app.register(marketInsightsRoutes);
  await app.register(coupleIntelRoutes);
  await app.register(publicSearchRoutes);
  await app.register(searchOptimisationRoutes);
  await app.register(competitorsRoutes);
  await app.register(webhookRoutes);
  await app.register(privacyRoutes);
  await app.register(coupleErasureRoutes);
  await app.register(privacyNoticeRoutes);

  if (options.webRoot) await registerWebApp(app, options.webRoot);
  return app;
}
