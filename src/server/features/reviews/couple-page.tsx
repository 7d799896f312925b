import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatFileSize } from '../../../domain/format.ts';
import { photoMaxBytes } from '../../../domain/photos/photo-files.ts';
import { maxReviewPhotos, maxStars, reviewLimits } from '../../../domain/reviews/reviews.ts';
import type { Translate } from '../../i18n/translator.ts';
import { Document } from '../public-profile/page.tsx';

/**
 * The couple-facing review page (`/{publicId}/reviews/{id}`): a plain HTML form that works without
 * JavaScript (posted as multipart, answered with the form again and its errors, or a redirect to the
 * thanks). Every control has a label; errors are listed at the top and tied to their fields.
 */

export const reviewHoneypotField = 'website';

export interface ReviewFormValues {
  stars: string;
  title: string;
  body: string;
  authorName: string;
  email: string;
  weddingDate: string;
}

export const emptyReviewForm: ReviewFormValues = {
  stars: '',
  title: '',
  body: '',
  authorName: '',
  email: '',
  weddingDate: '',
};

export interface ReviewPageSupplier {
  name: string;
  /** Category and place, as the profile's header shows them. */
  meta: string;
  profilePath: string;
}

interface FormPage {
  kind: 'form';
  values: ReviewFormValues;
  /** Field → i18n key; `_` is about the whole form. */
  errors: Record<string, string>;
  askEmail: boolean;
  token: string;
  action: string;
  latestDate: string;
}

export type ReviewPageState =
  | FormPage
  | { kind: 'thanks' }
  | { kind: 'checkMail' }
  | { kind: 'used' }
  /** The mailed confirmation link: a button that posts to `action` (a mail scanner's GET publishes nothing). */
  | { kind: 'confirm'; action: string };

const fieldOrder = ['stars', 'title', 'body', 'authorName', 'email', 'weddingDate', 'photos'] as const;

/** An error's text; photo errors name the limits in the reader's units (15 MB, 15 Mo). */
const errorText = (t: Translate, key: string) =>
  t(key, { max: maxReviewPhotos, size: formatFileSize(photoMaxBytes, t.locale) });

function FieldError({ id, errorKey, t }: { id: string; errorKey: string | undefined; t: Translate }) {
  if (!errorKey) return null;
  return (
    <p className="error" id={`e-${id}`}>
      {errorText(t, errorKey)}
    </p>
  );
}

function TextField(props: {
  name: keyof ReviewFormValues;
  label: string;
  value: string;
  error?: string;
  t: Translate;
  type?: string;
  maxLength?: number;
  autoComplete?: string;
  hint?: string;
  max?: string;
  focus: boolean;
}) {
  const { name, label, value, error, t, type = 'text', maxLength, autoComplete, hint, max, focus } = props;
  const describedBy = [hint ? `h-${name}` : '', error ? `e-${name}` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={`f-${name}`}>{label}</label>
      {hint && (
        <p className="hint" id={`h-${name}`}>
          {hint}
        </p>
      )}
      {name === 'body' ? (
        <textarea
          id={`f-${name}`}
          name={name}
          defaultValue={value}
          maxLength={maxLength}
          required
          autoFocus={focus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      ) : (
        <input
          id={`f-${name}`}
          name={name}
          type={type}
          defaultValue={value}
          maxLength={maxLength}
          max={max}
          autoComplete={autoComplete}
          required={type !== 'date'}
          autoFocus={focus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      <FieldError id={name} errorKey={error} t={t} />
    </div>
  );
}

function ReviewForm({ page, t }: { page: FormPage; t: Translate }) {
  const { values, errors } = page;
  const listed = fieldOrder.filter((field) => errors[field]);
  // the page comes back with its errors: the first field to fix has the focus (no script needed)
  const focus = (field: (typeof fieldOrder)[number]) => listed[0] === field;
  // in reading order, 1 to 5, as they are seen and as arrow keys move (the stylesheet fills up to the one chosen)
  const stars = Array.from({ length: maxStars }, (_, i) => i + 1);
  return (
    <form method="post" action={page.action} encType="multipart/form-data" noValidate>
      {/* first, so they arrive before the photos */}
      <input type="hidden" name="token" value={page.token} />
      <div className="hp" aria-hidden="true">
        <label htmlFor="f-hp">{t('reviewPage:form.honeypot')}</label>
        <input id="f-hp" name={reviewHoneypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {(listed.length > 0 || errors._) && (
        <div className="alert" role="alert" id="form-errors">
          <strong>{errors._ ? t(errors._) : t('reviewPage:form.errorsHeading')}</strong>
          {listed.length > 0 && (
            <ul>
              {listed.map((field) => (
                <li key={field}>
                  <a href={field === 'stars' ? '#f-stars-1' : `#f-${field}`}>
                    {t('reviewPage:form.errorItem', {
                      field: t(`reviewPage:form.fields.${field}`),
                      error: errorText(t, errors[field]!),
                    })}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <fieldset className="field" aria-describedby={errors.stars ? 'e-stars' : undefined}>
        <legend>{t('reviewPage:form.fields.stars')}</legend>
        <div className="star-choice">
          {stars.map((n) => (
            <Fragment key={n}>
              <input
                type="radio"
                id={`f-stars-${n}`}
                name="stars"
                value={n}
                defaultChecked={values.stars === String(n)}
                required
                autoFocus={n === 1 && focus('stars')}
                aria-invalid={errors.stars ? true : undefined}
              />
              <label htmlFor={`f-stars-${n}`} title={t('reviewPage:form.starLabel', { count: n })}>
                <span aria-hidden="true">★</span>
                <span className="sr-only">{t('reviewPage:form.starLabel', { count: n })}</span>
              </label>
            </Fragment>
          ))}
        </div>
        <FieldError id="stars" errorKey={errors.stars} t={t} />
      </fieldset>
      <TextField
        name="title"
        label={t('reviewPage:form.fields.title')}
        value={values.title}
        error={errors.title}
        t={t}
        focus={focus('title')}
        maxLength={reviewLimits.title}
      />
      <TextField
        name="body"
        label={t('reviewPage:form.fields.body')}
        value={values.body}
        error={errors.body}
        t={t}
        focus={focus('body')}
        maxLength={reviewLimits.body}
        hint={t('reviewPage:form.bodyHint')}
      />
      <TextField
        name="authorName"
        label={t('reviewPage:form.fields.authorName')}
        value={values.authorName}
        error={errors.authorName}
        t={t}
        focus={focus('authorName')}
        maxLength={reviewLimits.authorName}
        autoComplete="name"
        hint={t('reviewPage:form.authorNameHint')}
      />
      {page.askEmail && (
        <TextField
          name="email"
          type="email"
          label={t('reviewPage:form.fields.email')}
          value={values.email}
          error={errors.email}
          t={t}
          focus={focus('email')}
          maxLength={254}
          autoComplete="email"
          hint={t('reviewPage:form.emailHint')}
        />
      )}
      <TextField
        name="weddingDate"
        type="date"
        label={t('reviewPage:form.fields.weddingDate')}
        value={values.weddingDate}
        error={errors.weddingDate}
        t={t}
        focus={focus('weddingDate')}
        max={page.latestDate}
      />
      <div className="field">
        <label htmlFor="f-photos">{t('reviewPage:form.fields.photos')}</label>
        <p className="hint" id="h-photos">
          {errorText(t, 'reviewPage:form.photosHint')}
        </p>
        <input
          id="f-photos"
          name="photos"
          type="file"
          autoFocus={focus('photos')}
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={errors.photos ? 'h-photos e-photos' : 'h-photos'}
        />
        <FieldError id="photos" errorKey={errors.photos} t={t} />
      </div>
      <button type="submit">{t('reviewPage:form.submit')}</button>
    </form>
  );
}

/**
 * The page for one state: the form (with its errors), the thanks after sending, or a link already used; without a
 * supplier, "no such link".
 */
export function renderReviewPage(
  supplier: ReviewPageSupplier | null,
  state: ReviewPageState | null,
  t: Translate,
): string {
  const heading = supplier ? t('reviewPage:title', { name: supplier.name }) : t('reviewPage:missing.heading');
  // a form sent back with errors says so first, in the tab and to screen readers on load
  const refused = state?.kind === 'form' && Object.keys(state.errors).length > 0;
  const title = refused ? t('reviewPage:errorTitle', { title: heading }) : heading;
  return `<!doctype html>${renderToStaticMarkup(
    <Document t={t} title={title} head={<meta name="robots" content="noindex" />}>
      <header>
        <div className="inner">
          <h1>{heading}</h1>
          {supplier?.meta && <p className="meta">{supplier.meta}</p>}
        </div>
      </header>
      <main>
        <section aria-labelledby="review-heading">
          {(!supplier || !state) && (
            <>
              <h2 id="review-heading">{t('reviewPage:missing.subheading')}</h2>
              <p>{t('reviewPage:missing.text')}</p>
            </>
          )}
          {supplier && state?.kind === 'form' && (
            <>
              <h2 id="review-heading">{t('reviewPage:form.heading')}</h2>
              <p>{t('reviewPage:form.intro', { name: supplier.name })}</p>
              <ReviewForm page={state} t={t} />
            </>
          )}
          {supplier && state && state.kind !== 'form' && (
            <>
              <h2 id="review-heading">{t(`reviewPage:${state.kind}.heading`)}</h2>
              <p>{t(`reviewPage:${state.kind}.text`, { name: supplier.name })}</p>
              {state.kind === 'confirm' && (
                <form method="post" action={state.action}>
                  <button type="submit">{t('reviewPage:confirm.submit')}</button>
                </form>
              )}
              <p>
                <a href={supplier.profilePath}>{t('reviewPage:profileLink', { name: supplier.name })}</a>
              </p>
            </>
          )}
        </section>
      </main>
    </Document>,
  )}`;
}
