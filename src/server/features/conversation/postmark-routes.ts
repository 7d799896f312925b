import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { inboundMailMaxBytes } from '../../../domain/enquiries/conversation.ts';
import { AppError, unauthorized } from '../../http/errors.ts';
import { visibleReplyText, type InboundMail } from './inbound-mail.ts';
import { receiveInboundMail } from './receive.ts';

const address = z.object({ Email: z.string().max(320) });

/** The fields of Postmark's inbound webhook (postmarkapp.com/developer/webhooks/inbound-webhook) the portal reads. */
const postmarkInboundSchema = z.object({
  FromFull: address,
  ToFull: z.array(address).max(100).default([]),
  CcFull: z.array(address).max(100).default([]),
  BccFull: z.array(address).max(100).default([]),
  OriginalRecipient: z.string().max(320).optional(),
  Subject: z.string().default(''),
  TextBody: z.string().default(''),
  Headers: z.array(z.object({ Name: z.string(), Value: z.string() })).default([]),
  Attachments: z
    .array(z.object({ Name: z.string().max(500), Content: z.string() }))
    .max(50)
    .default([]),
});
type PostmarkInbound = z.infer<typeof postmarkInboundSchema>;

function mailOfPostmark(body: PostmarkInbound): InboundMail {
  const header = (name: string) => body.Headers.find((h) => h.Name.toLowerCase() === name)?.Value ?? null;
  const recipients = [
    body.OriginalRecipient,
    ...[...body.ToFull, ...body.CcFull, ...body.BccFull].map((a) => a.Email),
  ].filter((a): a is string => Boolean(a));
  return {
    recipients,
    from: body.FromFull.Email,
    subject: body.Subject,
    messageId: header('message-id'),
    text: visibleReplyText(body.TextBody),
    attachments: body.Attachments.map((a) => ({ fileName: a.Name, content: Buffer.from(a.Content, 'base64') })),
  };
}

/** Basic auth `postmark:<POSTMARK_INBOUND_PASSWORD>`, as the webhook URL of Postmark's inbound stream carries it. */
function isPostmark(authorization: string | undefined, password: string): boolean {
  const given = Buffer.from(
    authorization?.startsWith('Basic ') ? Buffer.from(authorization.slice(6), 'base64').toString('utf8') : '',
  );
  const expected = Buffer.from(`postmark:${password}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The production adapter for couples' answers: Postmark's inbound webhook (registered only with
 * POSTMARK_INBOUND_PASSWORD). 401 without the password; 403 reply-address-refused for a forged, expired
 * or unknown reply address (Postmark stops retrying on 403); 413 over the size limit; 200 once kept.
 */
export const postmarkInboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const password = app.deps.config.POSTMARK_INBOUND_PASSWORD;
  if (!password) return;
  app.post(
    '/api/inbound/postmark',
    {
      config: { public: true, anyOrigin: true },
      // base64 makes attachments a third larger
      bodyLimit: Math.ceil((inboundMailMaxBytes * 4) / 3) + 64 * 1024,
      schema: {
        tags: ['enquiries'],
        summary:
          "Postmark's inbound webhook: a couple's answer to a reply address (basic auth postmark:POSTMARK_INBOUND_PASSWORD); 403 reply-address-refused",
        body: postmarkInboundSchema,
        response: { 200: z.object({ enquiryId: z.string(), messageId: z.string(), flagged: z.boolean() }) },
      },
      preValidation: async (request) => {
        if (!isPostmark(request.headers.authorization, password)) throw unauthorized();
      },
    },
    async (request) => {
      const outcome = await receiveInboundMail(app.deps, request.log, mailOfPostmark(request.body), new Date());
      if ('refused' in outcome)
        throw new AppError(
          403,
          'reply-address-refused',
          `The reply address is ${outcome.refused === 'expired' ? 'expired' : 'not ours'}`,
        );
      return outcome.delivered;
    },
  );
};
