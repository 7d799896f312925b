import { Section, safeHref, type SectionProps } from './sections.tsx';

/**
 * The connected Instagram account's recent posts, each a link to the post on Instagram (kept posts:
 * features/apps/read.ts).
 */
export function InstagramSection({ profile, t }: SectionProps) {
  const { instagram } = profile;
  if (!instagram || instagram.posts.length === 0) return null;
  const account = `https://www.instagram.com/${encodeURIComponent(instagram.username)}/`;
  return (
    <Section id="instagram" title={t('publicProfile:sections.instagram')}>
      <p className="byline">
        <a href={account} rel="noopener noreferrer nofollow">
          {t('publicProfile:instagram.account', { username: instagram.username })}
        </a>
      </p>
      <ul className="gallery">
        {instagram.posts.map((post, index) => (
          <li key={post.id}>
            <a href={safeHref(post.permalink) ?? account} rel="noopener noreferrer nofollow">
              <img
                src={post.imageUrl}
                alt={post.caption || t('publicProfile:instagram.post', { index: index + 1 })}
                width={320}
                height={320}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
