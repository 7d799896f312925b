import { Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { enquiryManagerPath, parseListParams } from '../enquiries/list-params.ts';
import { useEnquiry } from '../enquiries/enquiry-calls.ts';
import { coupleNames } from '../enquiries/stage.ts';
import { TierLock } from '../enquiries/TierLock.tsx';
import { useEnquiryGates, type EnquiryGates } from '../enquiries/use-enquiry-gates.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useContractTemplate, useQuote } from './quote-calls.ts';
import { formValuesOf, newQuoteValues, type QuoteFormValues } from './quote-form.ts';
import { newQuoteId } from './quote-path.ts';
import { QuoteForm } from './QuoteForm.tsx';

const defaultList = parseListParams(new URLSearchParams());

/** A calendar day (YYYY-MM-DD) of the enquiry's wedding, whose epoch is midnight UTC of that day; '' when unknown. */
const dayOf = (epoch: number | null) => (epoch === null ? '' : new Date(epoch).toISOString().slice(0, 10));

/**
 * /enquiry-manager/{id}/quotes/{quoteId}: the quote editor (issue 38), its own lazy route so the enquiry stays light.
 * `new` starts a quote from the enquiry's couple and day and the contract template of the chosen language.
 */
export function QuoteEditorPage() {
  const { t } = useTranslation('quotes');
  useDocumentTitle(t('editor.title'));
  const gates = useEnquiryGates();
  const { id = '', quoteId = newQuoteId } = useParams();
  if (!gates) return null;
  const back = `${enquiryManagerPath}/${encodeURIComponent(id)}`;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm">
        {t('editor.back')}
      </Anchor>
      <Title order={1}>{t('editor.title')}</Title>
      {gates.quotes.open ? (
        <EditorBody gates={gates} enquiryId={id} quoteId={quoteId === newQuoteId ? null : quoteId} />
      ) : (
        <TierLock gate={gates.quotes} feature="quotes" />
      )}
    </Stack>
  );
}

function EditorBody({ gates, enquiryId, quoteId }: { gates: EnquiryGates; enquiryId: string; quoteId: string | null }) {
  const { t } = useTranslation('quotes');
  const locale = useCurrentLocale();
  const supplierId = gates.supplier.id;
  const enquiry = useEnquiry(supplierId, enquiryId, defaultList.view, defaultList.owner);
  const quote = useQuote(supplierId, quoteId);
  const template = useContractTemplate(supplierId, locale, quoteId === null);
  const pending = quoteId === null ? enquiry.isPending || template.isPending : quote.isPending;
  const failed = quoteId === null ? enquiry.isError || template.isError : quote.isError;
  if (pending) {
    return (
      <Center py="xl" role="status" aria-label={t('editor.loading')}>
        <Loader />
      </Center>
    );
  }
  if (failed) {
    return (
      <PersistentMessage
        theme="error"
        header={t('editor.loadFailed')}
        text={t('editor.loadFailedText')}
        buttons={[
          {
            label: t('editor.retry'),
            onClick: () => void Promise.all([enquiry.refetch(), quote.refetch(), template.refetch()]),
          },
        ]}
      />
    );
  }
  const currency = quote.data?.currency ?? gates.supplier.l10n.currency;
  let initial: QuoteFormValues;
  if (quote.data) initial = formValuesOf(quote.data.draft, currency);
  else {
    const detail = enquiry.data!.supplierWedding;
    initial = {
      ...newQuoteValues({
        language: locale,
        couple: coupleNames(detail) ?? '',
        weddingDate: dayOf(detail.weddingDate),
      }),
      terms: template.data!.text,
    };
  }
  return (
    <QuoteForm
      supplierId={supplierId}
      country={gates.supplier.l10n.country}
      currency={currency}
      enquiryId={enquiryId}
      quote={quote.data ?? null}
      initial={initial}
      canEdit={gates.canEdit}
    />
  );
}
