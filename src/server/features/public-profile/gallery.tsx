import { photoSrcset } from '../../../domain/photos/photo-srcset.ts';
import type { Translate } from '../../i18n/translator.ts';
import { Section, type SectionProps } from './sections.tsx';

/**
 * The gallery: an even grid of thumbnails, each a link to its photo in a lightbox. The lightbox is a `:target`
 * overlay (no script needed: previous, next and close are links); the page's script adds Escape and the arrow keys.
 */

/**
 * One translated text per gallery, numbered per photo (a lookup with interpolation per photo is slow on a large
 * gallery).
 */
const photoNumber = '\u{F0001}';

function numbered(t: Translate, key: string, options: Record<string, unknown>): (index: number) => string {
  const [before, after] = t(key, { ...options, index: photoNumber }).split(photoNumber);
  return (index) => `${before ?? ''}${index + 1}${after ?? ''}`;
}

export const photoAnchor = (index: number) => `photo-${index + 1}`;
const thumbnailAnchor = (index: number) => `thumb-${index + 1}`;

/** The alt text of the listing's photo at `index` ("Photo 1 of 12 from …"). */
export function photoAlt(profile: SectionProps['profile'], t: Translate): (index: number) => string {
  return numbered(t, 'publicProfile:photos.alt', { count: profile.photos.length, name: profile.listing.name });
}

export function PhotosSection({ profile, t }: SectionProps) {
  const { photos } = profile;
  if (photos.length === 0) return null;
  const alt = photoAlt(profile, t);
  const position = numbered(t, 'publicProfile:storefront.photoOf', { count: photos.length });
  const last = photos.length - 1;
  return (
    <Section id="photos" title={t('publicProfile:sections.photos')}>
      <ul className="gallery">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a href={`#${photoAnchor(index)}`} id={thumbnailAnchor(index)} className="thumb">
              <img
                src={photo.thumbnail}
                alt={alt(index)}
                width={photo.width}
                height={photo.height}
                loading={index < 6 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
      {photos.map((photo, index) => (
        <div
          key={photo.id}
          id={photoAnchor(index)}
          className="lightbox"
          role="dialog"
          aria-label={position(index)}
          tabIndex={-1}
        >
          <img
            src={photo.path}
            srcSet={photoSrcset(photo)}
            sizes="100vw"
            alt={alt(index)}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
          />
          <p className="lightbox-count" aria-hidden="true">
            {position(index)}
          </p>
          <a
            className="lightbox-close"
            href={`#${thumbnailAnchor(index)}`}
            aria-label={t('publicProfile:storefront.close')}
          >
            ×
          </a>
          {photos.length > 1 && (
            <>
              <a
                className="lightbox-prev"
                href={`#${photoAnchor(index === 0 ? last : index - 1)}`}
                aria-label={t('publicProfile:storefront.previous')}
              >
                ‹
              </a>
              <a
                className="lightbox-next"
                href={`#${photoAnchor(index === last ? 0 : index + 1)}`}
                aria-label={t('publicProfile:storefront.next')}
              >
                ›
              </a>
            </>
          )}
        </div>
      ))}
    </Section>
  );
}
