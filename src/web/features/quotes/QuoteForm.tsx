import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatInstant } from '../../../domain/format.ts';
import { contractPlaceholders } from '../../../domain/quotes/contract-template.ts';
import { localDayIn } from '../../../domain/local-day.ts';
import { locales } from '../../../domain/locales.ts';
import type { QuoteResponse } from '../../../domain/quotes/quote-api.ts';
import { supplierVatRule } from '../../../domain/quotes/vat.ts';
import { ApiError } from '../../app/api.ts';
import { DeferredNumberInput } from '../../ui/DeferredNumberInput.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useContractTemplate, useQuoteChanges } from './quote-calls.ts';
import { quoteBodyOf, quotePreview, type QuoteFormValues } from './quote-form.ts';
import { quotePath } from './quote-path.ts';
import { QuoteLines } from './QuoteLines.tsx';
import { QuotePreviewCard } from './QuotePreviewCard.tsx';
import { SentLink } from './SentLink.tsx';

interface QuoteFormProps {
  supplierId: string;
  country: string;
  currency: string;
  enquiryId: string;
  quote: QuoteResponse | null;
  initial: QuoteFormValues;
  canEdit: boolean;
}

const placeholderList = contractPlaceholders.map((name) => `{{${name}}}`).join(', ');

/** Errors that belong to no one field: shown above the buttons. */
const formErrorPaths = ['_', 'items', 'expected.total', 'expected.deposit'];

/**
 * The quote's fields, its live preview (the domain's totals and schedule, as the server computes them), save and send.
 * A sent quote is read until "Edit" (which withdraws its link at the save); an accepted one is a contract and stays read.
 */
export function QuoteForm({ supplierId, country, currency, enquiryId, quote, initial, canEdit }: QuoteFormProps) {
  const { t } = useTranslation('quotes');
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const form = useForm<QuoteFormValues>({ mode: 'controlled', initialValues: initial });
  const [quoteId, setQuoteId] = useState(quote?.id ?? null);
  const [status, setStatus] = useState(quote?.status ?? 'draft');
  const [editingSent, setEditingSent] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const { save, send } = useQuoteChanges(supplierId, enquiryId);
  const busy = save.isPending || send.isPending;
  const locked = !canEdit || status === 'accepted' || (status === 'sent' && !editingSent);

  // a new quote's terms follow its language while the supplier has not changed them
  const template = useContractTemplate(supplierId, form.values.language, quote === null);
  const templateText = useRef(initial.terms);
  useEffect(() => {
    const text = template.data?.text;
    if (text === undefined || text === templateText.current) return;
    if (form.getValues().terms === templateText.current) form.setFieldValue('terms', text);
    templateText.current = text;
  }, [template.data?.text, form]);

  const vat = quote?.vat ?? supplierVatRule(country);
  const today = localDayIn(country, new Date());
  const body = quoteBodyOf(form.values, currency);
  const preview = quotePreview(body, vat, today);
  const expected = preview?.schedule ? { total: preview.totals.gross, deposit: preview.schedule.deposit } : null;

  const errorOf = (path: string) => {
    const key = form.errors[path];
    return typeof key === 'string' ? t(key) : undefined;
  };
  const failed = (error: unknown) =>
    form.setErrors(
      error instanceof ApiError && Object.keys(error.fields).length > 0 ? error.fields : { _: 'common:errors.generic' },
    );

  /** Saves what is typed (with the preview's figures when sending); the new quote's address once it has one. */
  const saved = async (withExpected: boolean): Promise<QuoteResponse | null> => {
    form.clearErrors();
    try {
      const answer = await save.mutateAsync({
        quoteId,
        body: withExpected && expected ? { ...body, expected } : body,
      });
      setQuoteId(answer.id);
      setStatus(answer.status);
      setEditingSent(false);
      form.resetDirty();
      if (quoteId === null) void navigate(quotePath(enquiryId, answer.id), { replace: true });
      return answer;
    } catch (error) {
      failed(error);
      return null;
    }
  };

  const onSend = async () => {
    if (!expected) {
      form.setErrors({ _: 'quotes:editor.notReady' });
      return;
    }
    const draft = await saved(true);
    if (!draft) return;
    try {
      const answer = await send.mutateAsync({ quoteId: draft.id, expected });
      setStatus(answer.quote.status);
      setLink(new URL(answer.link, window.location.origin).href);
    } catch (error) {
      failed(error);
    }
  };

  const formError = formErrorPaths.map(errorOf).find(Boolean);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void saved(false);
      }}
    >
      <Stack gap="md">
        {link && <SentLink link={link} />}
        {status === 'accepted' && quote?.acceptance && (
          <Alert color="blue" title={t('editor.acceptedTitle')}>
            {t('editor.acceptedText', {
              name: quote.acceptance.typedName,
              instant: formatInstant(quote.acceptance.acceptedAt, locale),
              version: quote.acceptance.version,
            })}
          </Alert>
        )}
        {status === 'sent' && !link && canEdit && (
          <Alert color="blue" title={t('editor.sentTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t(editingSent ? 'editor.editingSent' : 'editor.sentText')}</Text>
              {!editingSent && (
                <Button variant="default" size="compact-sm" onClick={() => setEditingSent(true)}>
                  {t('editor.editSent')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Fieldset variant="unstyled" disabled={locked || busy}>
          <Stack gap="md">
            <SectionCard id="quote-couple" title={t('editor.sections.couple')}>
              <NativeSelect
                label={t('editor.language')}
                data={locales.map((value) => ({ value, label: t(`editor.languages.${value}`) }))}
                {...form.getInputProps('language')}
                error={errorOf('language')}
              />
              <TextInput
                label={t('editor.couple')}
                required
                {...form.getInputProps('couple')}
                error={errorOf('couple')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  type="date"
                  label={t('editor.weddingDate')}
                  required
                  {...form.getInputProps('weddingDate')}
                  error={errorOf('weddingDate')}
                />
                <TextInput
                  type="date"
                  label={t('editor.validUntil')}
                  required
                  {...form.getInputProps('validUntil')}
                  error={errorOf('validUntil')}
                />
              </SimpleGrid>
              <TextInput label={t('editor.venue')} {...form.getInputProps('venue')} error={errorOf('venue')} />
            </SectionCard>
            <QuoteLines form={form} currency={currency} errorOf={errorOf} />
            <SectionCard id="quote-payments" title={t('editor.sections.payments')}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <NativeSelect
                  label={t('editor.depositKind')}
                  data={[
                    { value: 'percent', label: t('editor.kinds.percent') },
                    { value: 'amount', label: t('editor.kinds.amount', { currency }) },
                  ]}
                  {...form.getInputProps('deposit.type')}
                  error={errorOf('deposit')}
                />
                {form.values.deposit.type === 'percent' ? (
                  <DeferredNumberInput
                    label={t('editor.depositPercent')}
                    min={0}
                    max={100}
                    decimalScale={2}
                    allowNegative={false}
                    {...form.getInputProps('deposit.percent')}
                    error={errorOf('deposit.percent')}
                  />
                ) : (
                  <DeferredNumberInput
                    label={t('editor.depositAmount', { currency })}
                    min={0}
                    decimalScale={2}
                    allowNegative={false}
                    {...form.getInputProps('deposit.amount')}
                    error={errorOf('deposit.amount')}
                  />
                )}
              </SimpleGrid>
              <DeferredNumberInput
                label={t('editor.balanceDays')}
                description={t('editor.balanceDaysHint')}
                min={0}
                max={365}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('balanceDaysBefore')}
                error={errorOf('balanceDaysBefore')}
              />
            </SectionCard>
            <SectionCard id="quote-terms" title={t('editor.sections.terms')}>
              <Textarea
                label={t('editor.terms')}
                description={t('editor.termsHint', { placeholders: placeholderList })}
                autosize
                minRows={6}
                maxRows={20}
                {...form.getInputProps('terms')}
                error={errorOf('terms')}
              />
            </SectionCard>
          </Stack>
        </Fieldset>
        <QuotePreviewCard preview={preview} currency={currency} vat={vat} />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        {!locked && (
          <Group justify="flex-end" gap="xs">
            <Button type="submit" variant="default" loading={save.isPending && !send.isPending}>
              {t('editor.save')}
            </Button>
            <Button onClick={() => void onSend()} loading={send.isPending}>
              {t('editor.send')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
