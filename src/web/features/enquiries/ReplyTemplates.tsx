import { Alert, Button, Group, Paper, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnquiryDetail } from '../../../domain/enquiries/inbox.ts';
import {
  autoAcknowledgeHourlyLimit,
  fillTemplate,
  replyTemplateNameMaxLength,
  replyTemplateTextMaxLength,
  templateLocaleFor,
  templatePlaceholders,
  templateTextFor,
} from '../../../domain/enquiries/reply-templates.ts';
import { weddingDatePhrase } from '../../../domain/enquiries/wedding-date-phrase.ts';
import type { ReplyTemplate } from '../../../domain/enquiries/reply-templates-api.ts';
import { locales, type Locale } from '../../../domain/locales.ts';
import { ApiError } from '../../app/api.ts';
import { useAutoAcknowledge, useReplyTemplateChanges, useReplyTemplates } from './conversation-calls.ts';
import { coupleNames } from './stage.ts';

/** Picks a reply template and hands its text, filled for this enquiry in the couple's language, to the composer. */
export function TemplatePicker({
  supplier,
  enquiry,
  coupleLocale,
  onPick,
}: {
  supplier: { id: string; name: string };
  enquiry: EnquiryDetail;
  coupleLocale: string;
  onPick: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('enquiries');
  const templates = useReplyTemplates(supplier.id).data?.templates ?? [];
  // the wedding date is written in the template's language, whose texts this reader may not have loaded yet
  const fill = async (texts: ReplyTemplate['texts']) => {
    const locale = templateLocaleFor(texts, coupleLocale);
    if (!i18n.hasResourceBundle(locale, 'enquiries')) await i18n.reloadResources([locale], ['enquiries']);
    const inLocale = i18n.getFixedT(locale, 'enquiries');
    return fillTemplate(templateTextFor(texts, coupleLocale), {
      coupleNames: coupleNames(enquiry) ?? '',
      weddingDate: weddingDatePhrase(enquiry.weddingDateDatePicker, (key, values) => inLocale(key, values), locale),
      supplierName: supplier.name,
    });
  };
  const [managing, setManaging] = useState(false);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <DeferredSelect
        style={{ flex: 1 }}
        label={t('templates.pick')}
        placeholder={templates.length === 0 ? t('templates.none') : t('templates.choose')}
        data={templates.map((template) => ({ value: template.id, label: template.name }))}
        value={null}
        disabled={templates.length === 0}
        onChange={(id) => {
          const template = templates.find((candidate) => candidate.id === id);
          // a failed load of the texts leaves the composer as it was; i18next logs it
          if (template) void fill(template.texts).then(onPick);
        }}
      />
      <Button variant="default" onClick={() => setManaging(true)}>
        {t('templates.manage')}
      </Button>
      <LazyModal opened={managing} onClose={() => setManaging(false)} title={t('templates.title')} size="lg">
        <ManageTemplates supplierId={supplier.id} />
      </LazyModal>
    </Group>
  );
}

const emptyTexts: Record<Locale, string> = { 'en-GB': '', 'de-DE': '', 'fr-FR': '' };

/** The supplier's templates (each to change or delete, and a form to add one) and the automatic acknowledgement. */
function ManageTemplates({ supplierId }: { supplierId: string }) {
  const { t, i18n } = useTranslation('enquiries');
  // the text in the page's language first: the one most suppliers write
  const textLocales = [...locales].sort((a, b) => Number(b === i18n.language) - Number(a === i18n.language));
  const loaded = useReplyTemplates(supplierId).data?.templates;
  const templates = loaded ?? [];
  const { save, remove } = useReplyTemplateChanges(supplierId);
  const [editing, setEditing] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [texts, setTexts] = useState(emptyTexts);
  const [saved, setSaved] = useState(false);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const fieldError = (key: string) => (fields[key] ? t(fields[key]) : undefined);
  const startWith = (template: ReplyTemplate | null) => {
    save.reset();
    setSaved(false);
    setEditing(template?.id ?? null);
    setName(template?.name ?? '');
    setTexts(template?.texts ?? emptyTexts);
  };
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
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {template.name}
                </Text>
                <Group gap={4} wrap="nowrap" ml="auto">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => startWith(template)}
                    aria-label={t('templates.editNamed', { name: template.name })}
                  >
                    {t('templates.edit')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() =>
                      remove.mutate(template.id, { onSuccess: () => editing === template.id && startWith(null) })
                    }
                    aria-label={t('templates.delete', { name: template.name })}
                  >
                    {t('templates.remove')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <form
        aria-label={editing ? t('templates.editTitle') : t('templates.add')}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { id: editing, input: { name, texts } },
            {
              onSuccess: () => {
                startWith(null);
                setSaved(true);
              },
            },
          );
        }}
      >
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('templates.placeholders', { list: templatePlaceholders.map((p) => `{${p}}`).join(', ') })}
          </Text>
          <TextInput
            label={t('templates.name')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setSaved(false);
            }}
            maxLength={replyTemplateNameMaxLength}
            error={fieldError('name')}
          />
          {textLocales.map((locale) => (
            <Textarea
              key={locale}
              label={t(`templates.text.${locale}`)}
              value={texts[locale]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTexts((current) => ({ ...current, [locale]: value }));
                setSaved(false);
              }}
              autosize
              minRows={2}
              maxLength={replyTemplateTextMaxLength}
              error={fieldError(`texts.${locale}`)}
            />
          ))}
          {save.isError && Object.keys(fields).length === 0 && <Alert color="red">{t('failures.failed')}</Alert>}
          <SavedNote shown={saved} text={t('templates.saved')} />
          <Group justify="flex-end">
            {editing && (
              <Button variant="default" onClick={() => startWith(null)}>
                {t('templates.cancel')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {editing ? t('templates.saveChanges') : t('templates.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* shown once the templates are read: the stored choice is judged against them (switching off keeps it) */}
      {loaded && <AutoAcknowledgeSettings supplierId={supplierId} templates={loaded} />}
    </Stack>
  );
}

/** Switches the automatic acknowledgement on with a template, or off; each change is saved at once. */
function AutoAcknowledgeSettings({
  supplierId,
  templates,
}: {
  supplierId: string;
  templates: readonly ReplyTemplate[];
}) {
  const { t } = useTranslation('enquiries');
  const { settings, save } = useAutoAcknowledge(supplierId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  if (!settings.data) return null;
  // a template deleted meanwhile is no choice
  const templateId =
    [chosen, settings.data.templateId].find((id) => id !== null && templates.some((template) => template.id === id)) ??
    null;
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const keep = (enabled: boolean, id: string | null) => {
    setSaved(false);
    save.mutate({ enabled, templateId: id }, { onSuccess: () => setSaved(true) });
  };
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="auto-acknowledge-title">
      <Stack gap="xs">
        <Text fw={600} id="auto-acknowledge-title">
          {t('autoAcknowledge.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('autoAcknowledge.hint', { limit: autoAcknowledgeHourlyLimit })}
        </Text>
        <DeferredSelect
          label={t('autoAcknowledge.template')}
          placeholder={templates.length === 0 ? t('templates.none') : t('templates.choose')}
          data={templates.map((template) => ({ value: template.id, label: template.name }))}
          value={templateId}
          disabled={templates.length === 0}
          onChange={(id) => {
            setChosen(id);
            if (settings.data.enabled && id) keep(true, id);
          }}
          error={fields.templateId ? t(fields.templateId) : undefined}
        />
        <Switch
          label={t('autoAcknowledge.enabled')}
          checked={settings.data.enabled}
          disabled={save.isPending || (!settings.data.enabled && !templateId)}
          description={!settings.data.enabled && !templateId ? t('autoAcknowledge.chooseFirst') : undefined}
          onChange={(event) => keep(event.currentTarget.checked, templateId)}
        />
        {save.isError && Object.keys(fields).length === 0 && <Alert color="red">{t('failures.failed')}</Alert>}
        <SavedNote shown={saved} text={t('autoAcknowledge.saved')} />
      </Stack>
    </Paper>
  );
}

/**
 * A save's confirmation inside the dialog, where it was made: the shell's snackbar sits at the bottom of the
 * screen, over the dialog's last controls (the acknowledgement's switch) until it fades.
 */
function SavedNote({ shown, text }: { shown: boolean; text: string }) {
  return (
    <Text size="sm" c="teal.9" role="status">
      {shown ? text : null}
    </Text>
  );
}
