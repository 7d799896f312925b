import { photoSrcset } from '../../../domain/photos/photo-srcset.ts';
import { replyBadgeWording } from '../response-time/badge-wording.ts';
import { photoAlt, photoAnchor } from './gallery.tsx';
import { RatingLine } from './reputation-sections.tsx';
import type { SectionProps } from './sections.tsx';

/**
 * The top of the couple-facing page (issue 34): the hero photo, the name with the reviews' summary and the reply
 * badge, and the "Send an enquiry" action that stays in reach (a side card on wide screens, a bar on phones).
 */

/** The hero's width on the page: the whole screen up to the page's 1200 px. */
const heroSizes = '(min-width: 1200px) 1200px, 100vw';

/** The first approved photo, linked to its place in the lightbox; a quiet band with the initial when there is none. */
export function Hero({ profile, t }: SectionProps) {
  const [photo] = profile.photos;
  if (!photo) {
    return (
      <div className="hero hero-empty">
        <span className="monogram" aria-hidden="true">
          {profile.listing.name.trim().charAt(0).toUpperCase()}
        </span>
        <span>{t('publicProfile:storefront.noPhotos')}</span>
      </div>
    );
  }
  const count = profile.photos.length;
  return (
    <div className="hero">
      <a className="hero-photo" href={`#${photoAnchor(0)}`}>
        <img
          src={photo.thumbnail}
          srcSet={photoSrcset(photo)}
          sizes={heroSizes}
          alt={photoAlt(profile, t)(0)}
          width={photo.width}
          height={photo.height}
          fetchPriority="high"
        />
      </a>
      {count > 1 && (
        <a className="hero-all" href="#photos">
          {t('publicProfile:storefront.seeAllPhotos', { count })}
        </a>
      )}
    </div>
  );
}

/** Stars, average and count linked to the reviews; a plain line while there are none. */
export function ReviewsSummary({ profile, t }: SectionProps) {
  if (profile.rating.count === 0)
    return <span className="rating-summary rating-none">{t('publicProfile:storefront.noReviews')}</span>;
  return (
    <a className="rating-summary" href="#reviews">
      <RatingLine rating={profile.rating} t={t} />
      <span className="sr-only"> · {t('publicProfile:storefront.reviewsLink')}</span>
    </a>
  );
}

export function ReplyBadge({ profile, t }: SectionProps) {
  const wording = replyBadgeWording(t, profile.replyBadgeHours);
  return wording ? <span className="badge">{wording}</span> : null;
}

/**
 * The enquiry action: a link to the enquiry widget's form page (which works without this page's script); the page's
 * script opens the same form in a dialog instead.
 */
export function EnquireCard({ t, enquiryPath }: SectionProps & { enquiryPath: string }) {
  return (
    <aside className="enquire" aria-label={t('publicProfile:storefront.enquire')}>
      <p className="enquire-hint">{t('publicProfile:storefront.enquireHint')}</p>
      <a className="cta" href={enquiryPath} data-enquiry="">
        {t('publicProfile:storefront.enquire')}
      </a>
    </aside>
  );
}

/** The dialog the script opens the widget's form in (its frame loads on the first click only). */
export function EnquiryDialog({ profile, t }: SectionProps) {
  const title = t('publicProfile:storefront.enquiryFrame', { name: profile.listing.name });
  return (
    <dialog id="enquiry-dialog" className="enquiry-dialog" aria-label={title}>
      <button type="button" className="dialog-close" aria-label={t('publicProfile:storefront.closeEnquiry')}>
        ×
      </button>
      <iframe title={title} />
    </dialog>
  );
}
