import type { Locale } from '../locales.ts';

/**
 * The template a supplier starts from in each language, to be made its own (docs/decisions/quotes.md, "Contract
 * templates"). Kept here rather than in the i18n files: it is the supplier's text once saved, not the portal's, and
 * i18next would fill its placeholders itself.
 */
export const defaultContractTemplates: Record<Locale, string> = {
  'en-GB': `Booking agreement

Between {{supplier}} (“we”) and {{couple}} (“you”) for your wedding on {{weddingDate}}, at {{venue}}.

1. The price of the services in this quote is {{total}}, including VAT where it is charged.
2. A deposit of {{deposit}} is due when you accept this quote. Your date is reserved once the deposit is paid.
3. The balance of {{balance}} is due by {{balanceDueDate}}.
4. This quote is valid until {{validUntil}}.
5. If you cancel, we keep the deposit, as the date was reserved for you; any further payment is refunded.`,
  'de-DE': `Buchungsvereinbarung

Zwischen {{supplier}} („wir“) und {{couple}} („Sie“) für Ihre Hochzeit am {{weddingDate}}, Ort: {{venue}}.

1. Der Preis der Leistungen dieses Angebots beträgt {{total}}, einschließlich Umsatzsteuer, soweit sie berechnet wird.
2. Mit der Annahme dieses Angebots ist eine Anzahlung von {{deposit}} fällig. Ihr Termin ist reserviert, sobald die Anzahlung eingegangen ist.
3. Der Restbetrag von {{balance}} ist bis zum {{balanceDueDate}} zu zahlen.
4. Dieses Angebot gilt bis zum {{validUntil}}.
5. Wenn Sie stornieren, behalten wir die Anzahlung ein, da der Termin für Sie reserviert war; weitere Zahlungen erstatten wir.`,
  'fr-FR': `Contrat de réservation

Entre {{supplier}} (\u00ab\u202fnous\u202f\u00bb) et {{couple}} (\u00ab\u202fvous\u202f\u00bb) pour votre mariage du {{weddingDate}}, lieu\u202f: {{venue}}.

1. Le prix des prestations de ce devis est de {{total}}, TVA comprise lorsqu’elle est due.
2. Un acompte de {{deposit}} est dû à l’acceptation de ce devis. Votre date est réservée dès réception de l’acompte.
3. Le solde de {{balance}} est à régler au plus tard le {{balanceDueDate}}.
4. Ce devis est valable jusqu’au {{validUntil}}.
5. En cas d’annulation de votre part, l’acompte reste acquis, la date vous ayant été réservée\u202f; tout autre montant versé vous est remboursé.`,
};
