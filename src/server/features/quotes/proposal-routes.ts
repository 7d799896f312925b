import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { timeZoneOf } from '../../../domain/local-day.ts';
import { translatorFor, type Translate } from '../../i18n/translator.ts';
import { pageStyleSource, renderNotFoundPage } from '../public-profile/page.tsx';
import { acceptanceTime, renderProposalPage, type ProposalPageState } from './proposal-page.tsx';
import { AcceptanceRefused, acceptanceOverLimit, acceptProposal, findProposal, type Proposal } from './proposal.ts';

const pageParams = z.object({ token: z.string().min(1).max(128) });

/**
 * As the couple's review page: it may post its own form and show the portal's images; it runs no script, loads nothing
 * from elsewhere and nothing may frame it. Its address holds the link's secret: no other site gets it as a referrer
 * ('same-origin', not 'no-referrer', with which browsers post the form with Origin: null and the portal refuses it as
 * foreign).
 */
const proposalPageCsp = `default-src 'none'; img-src 'self'; style-src ${pageStyleSource}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** The form's body: a browser's urlencoded fields, a few short ones. */
const formBodyLimit = 4 * 1024;

/**
 * The couple's proposal (docs/decisions/quotes.md, "The couple's proposal"): `/proposal/{token}`, the link a quote's
 * send answers, in the quote's language. 404 for an unknown link (in the reader's language, telling nothing), 410 for a
 * voided or expired one (the supplier can send a new one), 200 for an open or accepted one.
 */
export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  // a plain HTML form posts urlencoded; this plugin's routes only (the API reads JSON)
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function page(reply: FastifyReply, status: number, html: string): FastifyReply {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', proposalPageCsp)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .header('x-robots-tag', 'noindex')
      .send(html);
  }

  const missing = (reply: FastifyReply, acceptLanguage: string | undefined) => {
    const t = translatorFor(acceptLanguage?.split(/[,;]/)[0]?.trim() || 'en-GB');
    return page(
      reply,
      404,
      renderNotFoundPage(t, t('quotes:proposal.missing.title'), t('quotes:proposal.missing.text')),
    );
  };

  /** After the form: the page again, by GET, so a reload does not post it again. */
  const accepted = (reply: FastifyReply, token: string) =>
    reply.redirect(`/proposal/${encodeURIComponent(token)}`, 303);

  const actionOf = (token: string) => `/proposal/${encodeURIComponent(token)}/accept`;

  /** The page of a found link in the quote's language; an open one with the form as given. */
  function proposalPage(
    reply: FastifyReply,
    proposal: Proposal,
    token: string,
    form: { status: number; fullName: string; errors: Record<string, string> } = {
      status: 200,
      fullName: '',
      errors: {},
    },
  ) {
    const { document } = proposal.version;
    const t: Translate = translatorFor(document.language);
    const { acceptance, state } = proposal;
    const pageState: ProposalPageState =
      state === 'open'
        ? { kind: 'open', action: actionOf(token), fullName: form.fullName, errors: form.errors }
        : state === 'accepted' && acceptance
          ? {
              kind: 'accepted',
              typedName: acceptance.typedName,
              acceptedAt: acceptanceTime(acceptance.acceptedAt, timeZoneOf(proposal.country), t),
            }
          : { kind: state === 'voided' ? 'voided' : 'expired' };
    const status = state === 'voided' || state === 'expired' ? 410 : form.status;
    return page(reply, status, renderProposalPage(document, pageState, t));
  }

  app.get(
    '/proposal/:token',
    {
      schema: {
        tags: ['quotes'],
        summary:
          "The couple's proposal page (HTML) in the quote's language: the quote and the acceptance form, or the acceptance; 404 unknown link, 410 voided or expired",
        params: pageParams,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const proposal = await findProposal(db, token, new Date());
      if (!proposal) return missing(reply, request.headers['accept-language']);
      return proposalPage(reply, proposal, token);
    },
  );

  app.post(
    '/proposal/:token/accept',
    {
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['quotes'],
        summary:
          'The couple accepts the version (form: fullName, accept=on). 303 to the page, accepted (also when it was accepted already); 400 the form with its errors; 404 unknown link; 410 voided or expired; 429 too many',
        params: pageParams,
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const now = new Date();
      const found = await findProposal(db, token, now);
      if (!found) return missing(reply, request.headers['accept-language']);
      // a second acceptance answers as the first did; a closed link shows why, whatever the form held
      if (found.state === 'accepted') return accepted(reply, token);
      if (found.state !== 'open') return proposalPage(reply, found, token);
      if (await acceptanceOverLimit(db, request, found, now))
        return proposalPage(reply, found, token, {
          status: 429,
          fullName: '',
          errors: { _: 'quotes:proposal.errors.tooMany' },
        });
      let proposal: Proposal | null;
      try {
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
        proposal = await acceptProposal(db, token, request.body, client, now);
      } catch (error) {
        if (error instanceof AcceptanceRefused)
          return proposalPage(reply, found, token, { status: 400, fullName: error.fullName, errors: error.errors });
        throw error;
      }
      if (!proposal) return missing(reply, request.headers['accept-language']);
      return proposal.state === 'accepted' ? accepted(reply, token) : proposalPage(reply, proposal, token);
    },
  );
};
