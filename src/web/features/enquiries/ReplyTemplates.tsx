import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnquiryDetail } from '../../../domain/enquiries/inbox.ts';
import { fillTemplate, replyTemplateNameMaxLength, replyTemplateTextMaxLength, templatePlaceholders, templateTextFor } from '../../../domain/enquiries/reply-templates.ts';
import { locales, type Locale } from '../../../domain/locales.ts';
import { ApiError } from '../../app/api.ts';
import { showSnackbar } from '../shell/snackbar.ts';
import { useReplyTemplateChanges, useReplyTemplates } from './conversation-calls.ts';
import { coupleNames } from './stage.ts';
import { useEnquiryFormat } from './use-enquiry-format.ts';

/** Picks a reply template and hands its text, filled for this enquiry in the couple's language, to the composer. */
export function TemplatePicker({ supplier, enquiry, coupleLocale, onPick }: { supplier: { id: string; name: string }; enquiry: EnquiryDetail; coupleLocale: string; onPick: (text: string) => void }) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const templates = useReplyTemplates(supplier.id).data?.templates ?? [];
  const [managing, setManaging] = useState(false);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        style={{ flex: 1 }}
        label={t('templates.pick')}
        placeholder={templates.length === 0 ? t('templates.none') : t('templates.choose')}
        data={templates.map((template) => ({ value: template.id, label: template.name }))}
        value={null}
        disabled={templates.length === 0}
        onChange={(id) => {
          const template = templates.find((candidate) => candidate.id === id);
          if (!template) return;
          const values = { coupleNames: coupleNames(enquiry) ?? '', weddingDate: format.weddingDate(enquiry), supplierName: supplier.name };
          onPick(fillTemplate(templateTextFor(template.texts, coupleLocale), values));
        }}
      />
      <Button variant="default" onClick={() => setManaging(true)}>
        {t('templates.manage')}
      </Button>
      <Modal opened={managing} onClose={() => setManaging(false)} title={t('templates.title')} size="lg">
        <ManageTemplates supplierId={supplier.id} />
      </Modal>
    </Group>
  );
}

const emptyTexts: Record<Locale, string> = { 'en-GB': '', 'de-DE': '', 'fr-FR': '' };

/** The supplier's templates: each with delete, and a form to add one (a text per language, placeholders in braces). */
function ManageTemplates({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('enquiries');
  const templates = useReplyTemplates(supplierId).data?.templates ?? [];
  const { add, remove } = useReplyTemplateChanges(supplierId);
  const [name, setName] = useState('');
  const [texts, setTexts] = useState(emptyTexts);
  const fields = add.error instanceof ApiError ? add.error.fields : {};
  const fieldError = (key: string) => (fields[key] ? t(fields[key]) : undefined);
  return (
    <Stack gap="md">
      {templates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('templates.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {templates.map((template) => (
            <Paper component="li" key={template.id} withBorder p="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {template.name}
                </Text>
                <Button variant="subtle" color="red" size="compact-sm" onClick={() => remove.mutate(template.id)}>
                  {t('templates.delete', { name: template.name })}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(
            { name, texts },
            {
              onSuccess: () => {
                setName('');
                setTexts(emptyTexts);
                showSnackbar({ mode: 'success', text: t('templates.saved') });
              },
            },
          );
        }}
      >
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('templates.placeholders', { list: templatePlaceholders.map((p) => `{${p}}`).join(', ') })}
          </Text>
          <TextInput label={t('templates.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={replyTemplateNameMaxLength} error={fieldError('name')} />
          {locales.map((locale) => (
            <Textarea
              key={locale}
              label={t(`templates.text.${locale}`)}
              value={texts[locale]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTexts((current) => ({ ...current, [locale]: value }));
              }}
              autosize
              minRows={2}
              maxLength={replyTemplateTextMaxLength}
              error={fieldError(`texts.${locale}`)}
            />
          ))}
          {add.isError && Object.keys(fields).length === 0 && <Alert color="red">{t('failures.failed')}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('templates.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
