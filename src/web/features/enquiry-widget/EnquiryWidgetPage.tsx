import {
  Alert,
  Anchor,
  Box,
  Button,
  Code,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetConfig } from '../../../domain/enquiries/enquiry-widget-api.ts';
import { widgetFields, widgetHeight, type WidgetSettings } from '../../../domain/enquiries/enquiry-widget.ts';
import { ApiError } from '../../app/api.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { FullPageLoader } from '../shell/FullPageLoader.tsx';
import { LoadError } from '../shell/LoadError.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useDeferredSchema } from '../../ui/use-deferred-schema.ts';
import { useUnsavedChangesGuard } from '../shell/unsaved-changes.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { widgetPreviewUrl } from './preview-url.ts';
import { useSaveWidget, useWidgetConfig } from './widget-calls.ts';

/**
 * /enquiry-widget: the form's seven fields, a live preview and the code for the supplier's website (spec sections 2, 3
 * and 9).
 */
export function EnquiryWidgetPage() {
  const { t } = useTranslation('widget');
  useDocumentTitle(t('settings.title'));
  const active = useActiveSupplier();
  // a supplier switch starts again from that supplier's saved settings
  return active && <WidgetScreen key={active.supplier.id} supplierId={active.supplier.id} canEdit={active.canEdit} />;
}

function WidgetScreen({ supplierId, canEdit }: { supplierId: string; canEdit: boolean }) {
  const { t } = useTranslation('widget');
  const config = useWidgetConfig(supplierId);
  if (config.isPending) return <FullPageLoader />;
  if (config.isError) return <LoadError onRetry={() => void config.refetch()} />;
  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t('settings.title')}</Title>
        <Text c="dimmed">{t('settings.intro')}</Text>
      </Box>
      <WidgetEditor supplierId={supplierId} config={config.data} canEdit={canEdit} />
    </Stack>
  );
}

// the domain's rule (e-mail or phone stays on), fetched once the screen has shown
const loadSettingsSchema = async () =>
  (await import('../../../domain/enquiries/enquiry-widget-schemas.ts')).widgetSettingsSchema;

const sameSettings = (a: WidgetSettings, b: WidgetSettings) => widgetFields.every((field) => a[field] === b[field]);

function WidgetEditor({ supplierId, config, canEdit }: { supplierId: string; config: WidgetConfig; canEdit: boolean }) {
  const { t } = useTranslation('widget');
  const [settings, setSettings] = useState(config.settings);
  const save = useSaveWidget(supplierId);
  const dirty = !sameSettings(settings, config.settings);
  useUnsavedChangesGuard(dirty);

  // the domain's rule before the call (once its schema is here: the saved settings pass it); the server's field error
  // after it
  const schema = useDeferredSchema(loadSettingsSchema);
  const refused = schema.errorsOf(settings).email;
  const fieldError = refused ?? (save.error instanceof ApiError ? save.error.fields.email : undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await schema.ready();
    if (schema.errorsOf(settings).email) return;
    save.mutate(settings, {
      onSuccess: () => showSnackbar({ mode: 'success', text: t('settings.saved') }),
      onError: (error) => {
        if (!(error instanceof ApiError && error.fields.email))
          showSnackbar({ mode: 'error', text: t('common:errors.generic') });
      },
    });
  };
  const toggle = (field: (typeof widgetFields)[number], on: boolean) => {
    save.reset();
    setSettings((current) => ({ ...current, [field]: on }));
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        <SectionCard id="widget-fields" title={t('settings.fieldsHeading')}>
          {/* safe to let go: ready() never rejects and the mutation reports its own errors */}
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('settings.fieldsHelp')}
              </Text>
              {widgetFields.map((field) => (
                <Switch
                  key={field}
                  label={t(`enquiries:widget.fields.${field}`)}
                  checked={settings[field]}
                  onChange={(event) => toggle(field, event.currentTarget.checked)}
                  disabled={!canEdit || save.isPending}
                  error={field === 'email' && fieldError ? t(fieldError) : undefined}
                />
              ))}
              {canEdit && (
                <Group justify="flex-end">
                  <Button type="submit" loading={save.isPending} disabled={!dirty || Boolean(refused)}>
                    {t('settings.save')}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
        </SectionCard>
        <EmbedCard config={config} dirty={dirty} />
      </Stack>
      <PreviewCard url={widgetPreviewUrl(config.url, settings)} height={widgetHeight(settings)} />
    </SimpleGrid>
  );
}

/** The saved settings' code; while changes are unsaved it says that saving updates it. */
function EmbedCard({ config, dirty }: { config: WidgetConfig; dirty: boolean }) {
  const { t } = useTranslation('widget');
  return (
    <SectionCard id="widget-embed" title={t('settings.embedHeading')}>
      <Text size="sm" c="dimmed">
        {t('settings.embedHelp')}
      </Text>
      {dirty && (
        <Alert color="yellow" role="status">
          {t('settings.unsaved')}
        </Alert>
      )}
      <Code block aria-label={t('settings.embedHeading')} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {config.embedCode}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={config.embedCode}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} aria-live="polite">
              {copied ? t('settings.copied') : t('settings.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </SectionCard>
  );
}

/** The widget page itself in a frame of the height the embed code gives it, following the toggles as they change. */
function PreviewCard({ url, height }: { url: string; height: number }) {
  const { t } = useTranslation('widget');
  return (
    <SectionCard id="widget-preview" title={t('settings.preview')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('settings.height', { height })}
        </Text>
        <Anchor href={url} target="_blank" rel="noopener" size="sm">
          {t('settings.openPage')}
        </Anchor>
      </Group>
      <Box
        style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <iframe
          src={url}
          title={t('settings.previewFrame')}
          width="100%"
          height={height}
          style={{ border: 0, display: 'block' }}
        />
      </Box>
    </SectionCard>
  );
}
