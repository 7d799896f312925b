import { Anchor, Button, CopyButton, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';

/**
 * The supplier's shared review link: copy it, open it, or replace it when it went too far (the old one stops working).
 */
export function ShareLinkCard({ supplierId, shareLink }: { supplierId: string; shareLink: string }) {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const replace = useMutation({
    mutationFn: () =>
      api.post<{ shareLink: string }>(`/api/supplier/${encodeURIComponent(supplierId)}/reviews/share-link`),
    onSuccess: () => showSnackbar({ mode: 'success', text: t('share.replaced') }),
    onError: () => showSnackbar({ mode: 'error', text: t('common:errors.generic') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews', supplierId] }),
  });
  return (
    <SectionCard id="review-link" title={t('share.heading')}>
      <Text size="sm">{t('share.text')}</Text>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {shareLink}
      </Text>
      <Group gap="xs">
        <CopyButton value={shareLink}>
          {({ copied, copy }) => (
            <Button size="xs" h={34} variant={copied ? 'light' : 'filled'} onClick={copy} aria-live="polite">
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" h={34} variant="default" loading={replace.isPending} onClick={() => setConfirming(true)}>
          {t('share.replace')}
        </Button>
        <Anchor href={shareLink} target="_blank" rel="noopener" size="sm">
          {t('share.open')}
        </Anchor>
      </Group>
      <ConfirmDelete
        opened={confirming}
        name={shareLink}
        wording={{
          label: t('share.replace'),
          labelNamed: () => t('share.replace'),
          confirmTitle: t('share.replaceTitle'),
          confirmText: () => t('share.replaceText'),
        }}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          replace.mutate();
        }}
      />
    </SectionCard>
  );
}
