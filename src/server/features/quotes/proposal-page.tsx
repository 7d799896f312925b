import { renderToStaticMarkup } from 'react-dom/server';
import { formatDate, formatMoney, formatNumber } from '../../../domain/format.ts';
import type { QuoteDocument } from '../../../domain/quotes/canonical.ts';
import { contractDay } from '../../../domain/quotes/contract-template.ts';
import { formatVatRate } from '../../../domain/quotes/vat.ts';
import type { Translate } from '../../i18n/translator.ts';
import { Document } from '../public-profile/page.tsx';

/**
 * The couple's proposal page (`/proposal/{token}`, docs/decisions/quotes.md, "The couple's proposal"): one sent version
 * in its language, and a plain HTML form that accepts it without JavaScript (answered with the form and its errors, or
 * a redirect to the accepted page). The contract is the supplier's text: React escapes it like any other.
 */

export type ProposalPageState =
  | { kind: 'open'; action: string; fullName: string; errors: Record<string, string> }
  | { kind: 'accepted'; typedName: string; acceptedAt: string }
  | { kind: 'voided' }
  | { kind: 'expired' };

/** What the couple pays: the document's own figures, exact as money that is paid. */
const moneyOf = (document: QuoteDocument, t: Translate) => (amount: number) =>
  formatMoney(amount, document.currency, t.locale, { exact: true });

function Lines({ document, t }: { document: QuoteDocument; t: Translate }) {
  const money = moneyOf(document, t);
  const { totals, vat } = document;
  const rate = formatVatRate(totals.vatRate, t.locale);
  // a discount is written with the minus sign (U+2212), as a line's and the total's
  const minus = (amount: number) => `−${money(amount)}`;
  const discountOf = (i: number) => {
    const item = document.items[i]!;
    const amount = totals.lines[i]!.discount;
    if (amount === 0) return '';
    const percent = item.discount?.type === 'percent' ? item.discount.percent : null;
    const share =
      percent === null
        ? ''
        : ` (${formatNumber(percent / 100, t.locale, { style: 'percent', maximumFractionDigits: 2 })})`;
    return `${minus(amount)}${share}`;
  };
  const row = (label: string, amount: number | string, className?: string) => (
    <tr className={className}>
      <th scope="row" colSpan={4}>
        {label}
      </th>
      <td className="num">{typeof amount === 'string' ? amount : money(amount)}</td>
    </tr>
  );
  return (
    <div className="scroll">
      <table className="quote">
        <thead>
          <tr>
            <th scope="col">{t('quotes:proposal.lines.description')}</th>
            <th scope="col" className="num">
              {t('quotes:proposal.lines.quantity')}
            </th>
            <th scope="col" className="num">
              {t('quotes:proposal.lines.unitPrice')}
            </th>
            <th scope="col" className="num">
              {t('quotes:proposal.lines.discount')}
            </th>
            <th scope="col" className="num">
              {t('quotes:proposal.lines.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {document.items.map((item, i) => (
            <tr key={i}>
              <td>{item.description}</td>
              {/* data-label: a phone shows each line as a list, every figure named (page-style.ts) */}
              <td className="num" data-label={t('quotes:proposal.lines.quantity')}>
                {formatNumber(item.quantity, t.locale)}
              </td>
              <td className="num" data-label={t('quotes:proposal.lines.unitPrice')}>
                {money(item.unitPrice)}
              </td>
              <td className="num" data-label={t('quotes:proposal.lines.discount')}>
                {discountOf(i)}
              </td>
              <td className="num" data-label={t('quotes:proposal.lines.amount')}>
                {money(totals.lines[i]!.total)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {row(t('quotes:proposal.lines.subtotal'), totals.subtotal)}
          {totals.discountTotal > 0 && row(t('quotes:proposal.lines.discounts'), minus(totals.discountTotal))}
          {vat.prices === 'net' && totals.vatRate > 0 && row(t('quotes:proposal.lines.net'), totals.net)}
          {vat.prices === 'net' && totals.vatRate > 0 && row(t('quotes:proposal.lines.vatAdded', { rate }), totals.vat)}
          {row(t('quotes:proposal.lines.total'), totals.gross, 'total')}
          {vat.prices === 'gross' &&
            totals.vatRate > 0 &&
            row(t('quotes:proposal.lines.vatIncluded', { rate }), totals.vat)}
        </tfoot>
      </table>
      {totals.vatRate === 0 && vat.prices === 'gross' && <p>{t('quotes:proposal.lines.noVat')}</p>}
    </div>
  );
}

function Schedule({ document, t }: { document: QuoteDocument; t: Translate }) {
  const money = moneyOf(document, t);
  const { schedule } = document;
  return (
    <ul>
      {schedule.inFull ? (
        <li>{t('quotes:proposal.schedule.inFull', { amount: money(schedule.deposit) })}</li>
      ) : (
        <li>{t('quotes:proposal.schedule.deposit', { amount: money(schedule.deposit) })}</li>
      )}
      {schedule.balance > 0 && (
        <li>
          {t('quotes:proposal.schedule.balance', {
            amount: money(schedule.balance),
            date: contractDay(schedule.balanceDueOn, t.locale),
          })}
        </li>
      )}
    </ul>
  );
}

/** The supplier's terms as written: a blank line starts a paragraph, a line break stays one. */
function Contract({ text }: { text: string }) {
  return (
    <div className="contract">
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>
          {paragraph.split('\n').map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

function AcceptForm({ state, t }: { state: Extract<ProposalPageState, { kind: 'open' }>; t: Translate }) {
  const { errors } = state;
  const listed = (['fullName', 'accept'] as const).filter((field) => errors[field]);
  const errorOf = (field: 'fullName' | 'accept') =>
    errors[field] && (
      <p className="error" id={`e-${field}`}>
        {t(errors[field])}
      </p>
    );
  return (
    <form method="post" action={state.action} noValidate>
      {(listed.length > 0 || errors._) && (
        <div className="alert" role="alert">
          <strong>{errors._ ? t(errors._) : t('quotes:proposal.form.errorsHeading')}</strong>
          {listed.length > 0 && (
            <ul>
              {listed.map((field) => (
                <li key={field}>
                  <a href={`#f-${field}`}>
                    {t('quotes:proposal.form.errorItem', {
                      field: t(`quotes:proposal.form.${field}`),
                      error: t(errors[field]!),
                    })}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="field">
        <label htmlFor="f-fullName">{t('quotes:proposal.form.fullName')}</label>
        <input
          id="f-fullName"
          name="fullName"
          type="text"
          defaultValue={state.fullName}
          maxLength={200}
          autoComplete="name"
          required
          autoFocus={listed[0] === 'fullName'}
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={errors.fullName ? 'e-fullName' : undefined}
        />
        {errorOf('fullName')}
      </div>
      <div className="field">
        <label className="check" htmlFor="f-accept">
          <input
            id="f-accept"
            name="accept"
            type="checkbox"
            required
            autoFocus={listed[0] === 'accept'}
            aria-invalid={errors.accept ? true : undefined}
            aria-describedby={errors.accept ? 'e-accept' : undefined}
          />
          {t('quotes:proposal.form.accept')}
        </label>
        {errorOf('accept')}
      </div>
      <button type="submit">{t('quotes:proposal.form.submit')}</button>
    </form>
  );
}

/** The proposal's document, with the form (open), the acceptance (accepted), or why the link is closed. */
export function renderProposalPage(document: QuoteDocument, state: ProposalPageState, t: Translate): string {
  const heading = t('quotes:proposal.title', { supplier: document.supplier.name });
  const refused = state.kind === 'open' && Object.keys(state.errors).length > 0;
  const day = (value: string) => contractDay(value, t.locale);
  const closed = state.kind === 'voided' || state.kind === 'expired';
  return `<!doctype html>${renderToStaticMarkup(
    <Document
      t={t}
      title={refused ? t('quotes:proposal.errorTitle', { title: heading }) : heading}
      head={<meta name="robots" content="noindex" />}
    >
      <header>
        <div className="inner">
          <h1>{heading}</h1>
          <p className="meta">
            {t('quotes:proposal.meta', { couple: document.couple.name, date: day(document.weddingDate) })}
          </p>
        </div>
      </header>
      <main>
        {closed && (
          <section aria-labelledby="closed-heading">
            <h2 id="closed-heading">{t(`quotes:proposal.${state.kind}.heading`)}</h2>
            <p>
              {t(`quotes:proposal.${state.kind}.text`, {
                supplier: document.supplier.name,
                date: day(document.validUntil),
              })}
            </p>
          </section>
        )}
        {state.kind === 'accepted' && (
          <section aria-labelledby="accepted-heading">
            <h2 id="accepted-heading">{t('quotes:proposal.accepted.heading')}</h2>
            <p>{t('quotes:proposal.accepted.text', { name: state.typedName, time: state.acceptedAt })}</p>
            <h3>{t('quotes:proposal.accepted.due')}</h3>
            <Schedule document={document} t={t} />
            <p>{t('quotes:proposal.accepted.keep')}</p>
          </section>
        )}
        {!closed && (
          <>
            <section aria-labelledby="details-heading">
              <h2 id="details-heading">{t('quotes:proposal.details.heading')}</h2>
              <dl className="facts">
                <dt>{t('quotes:proposal.details.couple')}</dt>
                <dd>{document.couple.name}</dd>
                <dt>{t('quotes:proposal.details.weddingDate')}</dt>
                <dd>{day(document.weddingDate)}</dd>
                {document.venue !== '' && (
                  <>
                    <dt>{t('quotes:proposal.details.venue')}</dt>
                    <dd>{document.venue}</dd>
                  </>
                )}
                <dt>{t('quotes:proposal.details.validUntil')}</dt>
                <dd>{day(document.validUntil)}</dd>
                <dt>{t('quotes:proposal.details.version')}</dt>
                <dd>{document.version}</dd>
              </dl>
            </section>
            <section aria-labelledby="lines-heading">
              <h2 id="lines-heading">{t('quotes:proposal.lines.heading')}</h2>
              <Lines document={document} t={t} />
            </section>
            <section aria-labelledby="schedule-heading">
              <h2 id="schedule-heading">{t('quotes:proposal.schedule.heading')}</h2>
              <Schedule document={document} t={t} />
            </section>
            <section aria-labelledby="contract-heading">
              <h2 id="contract-heading">{t('quotes:proposal.contract.heading')}</h2>
              <Contract text={document.contract} />
            </section>
          </>
        )}
        {state.kind === 'open' && (
          <section aria-labelledby="accept-heading">
            <h2 id="accept-heading">{t('quotes:proposal.form.heading')}</h2>
            <p>{t('quotes:proposal.form.intro')}</p>
            <AcceptForm state={state} t={t} />
          </section>
        )}
      </main>
    </Document>,
  )}`;
}

/** The moment of an acceptance as the couple reads it: the day in full and the time where the supplier is. */
export const acceptanceTime = (acceptedAt: Date, timeZone: string, t: Translate) =>
  formatDate(acceptedAt, t.locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
