import { Anchor, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isFeatureOffered } from '../../../domain/feature-access.ts';
import { footerFor } from '../../../domain/footer.ts';
import { helpContactSchema } from '../../../domain/help/help-api.ts';
import { helpContactLimits } from '../../../domain/help/help-widget.ts';
import { api, ApiError } from '../../app/api.ts';
import { FormPopup } from '../../ui/FormPopup.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { bookCallPath } from '../call-requests/book-call-path.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';

/**
 * The portal's own help panel: the support centre of the supplier's country (none for PL, RU, US) and the
 * contact form to the support team, in the user's language; the message is sent about the active supplier. A supplier
 * offered "book a call" (non-venues) finds it here too: the dashboard's popup.
 */
export function HelpPanel({
  country,
  supplierId,
  onClose,
}: {
  country: string;
  supplierId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const supportCentre = footerFor(country).supportCentre;
  const active = useActiveSupplier();
  const offersCall = active !== null && isFeatureOffered('bookACall', active.features);
  const schemaForm = useSchemaForm({
    initialValues: { subject: '', message: '' },
    loadSchema: async () => helpContactSchema,
    submit: async (values) => {
      try {
        await api.post<void>('/api/help/contact', { ...values, supplierId });
      } catch (error) {
        // the hourly limit is no field's error: told in the snackbar, the form kept
        if (!(error instanceof ApiError) || !error.fields._) throw error;
        showSnackbar({ mode: 'error', text: t(error.fields._) });
        return;
      }
      showSnackbar({ mode: 'success', text: t('help.sent') });
      onClose();
    },
  });
  const { inputProps, busy } = schemaForm;
  return (
    <FormPopup
      title={t('help.title')}
      saveLabel={t('help.send')}
      busy={busy}
      failure={schemaForm.failure}
      onSubmit={schemaForm.onSubmit}
      onClose={onClose}
    >
      <Stack gap="sm">
        {supportCentre && (
          <Text>
            {t('help.supportCentreIntro')}{' '}
            <Anchor href={supportCentre} target="_blank" rel="noopener noreferrer">
              {t('help.supportCentre')}
            </Anchor>
          </Text>
        )}
        {offersCall && (
          <Text>
            {t('help.bookCallIntro')}{' '}
            <Anchor component={Link} to={bookCallPath} onClick={onClose}>
              {t('help.bookCall')}
            </Anchor>
          </Text>
        )}
        <Title order={2} size="h4">
          {t('help.contactTitle')}
        </Title>
        <Text size="sm">{t('help.contactIntro')}</Text>
        <TextInput
          label={t('help.subject')}
          required
          maxLength={helpContactLimits.subject}
          disabled={busy}
          {...inputProps('subject')}
        />
        <Textarea
          label={t('help.message')}
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={helpContactLimits.message}
          disabled={busy}
          {...inputProps('message')}
        />
      </Stack>
    </FormPopup>
  );
}
