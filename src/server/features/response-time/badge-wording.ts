import { replyBadgeOf } from '../../../domain/statistics/reply-badge.ts';
import type { Translate } from '../../i18n/translator.ts';

/** The public reply badge's words ("Usually replies within 7 days"); null when no badge is shown. */
export function replyBadgeWording(t: Translate, hours: number | null): string | null {
  const badge = replyBadgeOf(hours);
  if (!badge) return null;
  return badge.unit === 'days'
    ? t('publicProfile:replyBadgeDays', { count: badge.count })
    : t('publicProfile:replyBadge', { count: badge.count });
}
