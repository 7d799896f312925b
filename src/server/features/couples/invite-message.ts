import type { InviteMessageView } from '../../../domain/enquiries/couples-api.ts';
import { translatorFor } from '../../i18n/translator.ts';

/** Who the default invite text names, and in which language the couple reads it. */
export interface InviteAddress {
  couple: string;
  supplier: string;
  /** The couple's language. */
  locale: string;
}

/**
 * The invite message of a wedding (spec "Booking": one per wedding): the supplier's own text, or the
 * default of the couple's language with the couple's and the supplier's names filled in.
 */
export function inviteMessageView(
  booking: { inviteMessage: string | null; inviteSentAt: Date | null },
  address: InviteAddress,
): InviteMessageView {
  const t = translatorFor(address.locale);
  return {
    inviteMessage:
      booking.inviteMessage ??
      t('couples:invite.defaultMessage', { couple: address.couple, supplier: address.supplier }),
    inviteMessageCustom: booking.inviteMessage !== null,
    inviteSentAt: booking.inviteSentAt?.toISOString() ?? null,
  };
}
