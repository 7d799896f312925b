import { ActionIcon, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';

/** Move up / move down / edit / delete of one row of an ordered list; delete asks first. */
export function RowActions(props: {
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('pricing');
  const [confirming, setConfirming] = useState(false);
  const { name, busy } = props;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label={t('actions.moveUp', { name })} disabled={props.first || busy} onClick={() => props.onMove(-1)}>
        <span aria-hidden>↑</span>
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={t('actions.moveDown', { name })} disabled={props.last || busy} onClick={() => props.onMove(1)}>
        <span aria-hidden>↓</span>
      </ActionIcon>
      <Button variant="default" size="xs" h={34} onClick={props.onEdit} aria-label={t('actions.editNamed', { name })}>
        {t('actions.edit')}
      </Button>
      <Button variant="subtle" color="red" size="xs" h={34} onClick={() => setConfirming(true)} aria-label={t('actions.deleteNamed', { name })}>
        {t('actions.delete')}
      </Button>
      <ConfirmDelete
        opened={confirming}
        name={name}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onDelete();
        }}
      />
    </Group>
  );
}
