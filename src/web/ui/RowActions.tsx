import { ActionIcon, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, type RemovalWording } from './ConfirmDelete.tsx';

interface RowActionsProps {
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit?: () => void;
  onDelete: () => void;
  /** Remove rather than delete (the default wording). */
  removal?: RemovalWording;
}

/**
 * Move up / move down / edit (when the row can be edited) / delete of one row of an ordered list; delete asks first.
 */
export function RowActions(props: RowActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { name, busy } = props;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('rowActions.moveUp', { name })}
        disabled={props.first || busy}
        onClick={() => props.onMove(-1)}
      >
        <span aria-hidden>↑</span>
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('rowActions.moveDown', { name })}
        disabled={props.last || busy}
        onClick={() => props.onMove(1)}
      >
        <span aria-hidden>↓</span>
      </ActionIcon>
      {props.onEdit && (
        <Button
          variant="default"
          size="xs"
          h={34}
          onClick={props.onEdit}
          aria-label={t('rowActions.editNamed', { name })}
        >
          {t('rowActions.edit')}
        </Button>
      )}
      <Button
        variant="subtle"
        color="red"
        size="xs"
        h={34}
        onClick={() => setConfirming(true)}
        aria-label={props.removal?.labelNamed(name) ?? t('rowActions.deleteNamed', { name })}
      >
        {props.removal?.label ?? t('delete')}
      </Button>
      <ConfirmDelete
        opened={confirming}
        name={name}
        wording={props.removal}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onDelete();
        }}
      />
    </Group>
  );
}
