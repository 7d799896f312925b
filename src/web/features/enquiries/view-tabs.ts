import { statusViews, type StatusView } from '../../../domain/enquiries/progress.ts';

/**
 * The views a supplier works in every day, shown as tabs in this order; the spec's other views stay one click away
 * in "More" (docs/decisions/enquiries.md, "Inbox tabs").
 */
export const tabViews: readonly StatusView[] = ['unread', 'inprogress', 'booked', 'total'];

export const moreViews: readonly StatusView[] = statusViews.filter((view) => !tabViews.includes(view));
