import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleMay } from '../../../domain/roles.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { EndpointCard } from './EndpointCard.tsx';
import { EndpointForm, newEndpointValues } from './EndpointForm.tsx';
import { useWebhookChanges, useWebhookEndpoints, type ShownSecret } from './webhook-calls.ts';

/** /settings/webhooks (issue 15): the supplier's signed webhooks; admins only (others read why). */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const active = useActiveSupplier();
  if (!active) return null;
  const { supplier } = active;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('title')} intro={t('intro')} />
      {roleMay(supplier.role, 'integrations') ? (
        <Webhooks supplierId={supplier.id} />
      ) : (
        <Alert color="blue">{t('adminsOnly', { supplier: supplier.name })}</Alert>
      )}
    </Stack>
  );
}

function Webhooks({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints(supplierId);
  const changes = useWebhookChanges(supplierId);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [formKey, setFormKey] = useState(0);
  const full = endpoints.data ? endpoints.data.endpoints.length >= endpoints.data.limit : false;

  return (
    <>
      {secret && <SecretAlert shown={secret} onClose={() => setSecret(null)} />}
      <SectionCard id="webhook-endpoints" title={t('endpoints.title')}>
        <QueryBody
          query={endpoints}
          loadingLabel={t('endpoints.title')}
          failedHeader={t('endpoints.title')}
          isEmpty={(data) => data.endpoints.length === 0}
          emptyText={t('endpoints.empty')}
        >
          {(data) => (
            <Stack gap="md">
              {data.endpoints.map((endpoint) => (
                <EndpointCard
                  key={endpoint.id}
                  supplierId={supplierId}
                  endpoint={endpoint}
                  changes={changes}
                  onSecret={setSecret}
                />
              ))}
            </Stack>
          )}
        </QueryBody>
      </SectionCard>
      <SectionCard id="webhook-new" title={t('endpoints.add')}>
        {full ? (
          <Text c="dimmed">{t('endpoints.full', { count: endpoints.data?.limit })}</Text>
        ) : (
          <EndpointForm
            key={formKey}
            initial={newEndpointValues}
            submitLabel={t('endpoints.addButton')}
            onSubmit={async (input) => {
              const created = await changes.create.mutateAsync(input);
              setSecret({ endpointUrl: created.endpoint.url, secret: created.secret });
              showSnackbar({ mode: 'success', text: t('endpoints.added') });
              setFormKey((k) => k + 1);
            }}
          />
        )}
      </SectionCard>
    </>
  );
}

function SecretAlert({ shown, onClose }: { shown: ShownSecret; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Alert
      color="blue"
      title={t('secret.title')}
      withCloseButton
      closeButtonLabel={t('common:close')}
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text size="sm">{t('secret.text', { url: shown.endpointUrl })}</Text>
        <Group gap="sm" wrap="nowrap" align="center">
          <Code data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
            {shown.secret}
          </Code>
          <CopyButton value={shown.secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} style={{ flexShrink: 0 }}>
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
