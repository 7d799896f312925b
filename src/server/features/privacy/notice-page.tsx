import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderToStaticMarkup } from 'react-dom/server';
import { privacyNoticePath } from '../../../domain/privacy/notice.ts';
import { z } from '../../../domain/zod.ts';
import { translatorFor, type Translate } from '../../i18n/translator.ts';
import { requestLocale } from '../public-profile/couple-request.ts';
import { Document, profilePageCsp } from '../public-profile/page.tsx';

const sections = ['roles', 'data', 'retention', 'rights', 'cookies'] as const;

/** The privacy notice for couples, in the style of the public pages (docs/decisions/privacy.md). */
function renderPrivacyNotice(t: Translate): string {
  const title = t('privacy:notice.title');
  return `<!doctype html>${renderToStaticMarkup(
    <Document t={t} title={title} legalFooter={false}>
      <main>
        <section>
          <h1>{title}</h1>
          <p>{t('privacy:notice.intro')}</p>
          {sections.map((section) => (
            <div key={section}>
              <h2>{t(`privacy:notice.${section}Title`)}</h2>
              <p>{t(`privacy:notice.${section}`)}</p>
            </div>
          ))}
        </section>
      </main>
    </Document>,
  )}`;
}

/** GET /privacy-notice?lang=de-DE: the notice in the asked language, else the browser's. */
export const privacyNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    privacyNoticePath,
    {
      schema: {
        tags: ['privacy'],
        summary: 'The privacy notice for couples (HTML), in the language of `lang` or the browser',
        querystring: z.object({ lang: z.string().max(35).optional() }),
        produces: ['text/html'],
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', profilePageCsp(false))
        .header('cache-control', 'public, max-age=3600')
        .send(renderPrivacyNotice(translatorFor(request.query.lang ?? requestLocale(request)))),
  );
};
