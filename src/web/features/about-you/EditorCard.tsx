import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../ui/SectionCard.tsx';
import type { CardEditor } from './use-card-editor.ts';

type EditorState = Pick<CardEditor<unknown>, 'state' | 'dirty' | 'busy' | 'discard' | 'submit'>;

interface EditorCardProps {
  id: string;
  title: string;
  help: string;
  editor: EditorState;
  canEdit: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A titled card holding one form: a help text, the fields (disabled while saving and for viewers),
 * then the form's state and buttons (editors only).
 */
export function EditorCard(props: EditorCardProps) {
  const { editor, canEdit } = props;
  return (
    <SectionCard id={props.id} title={props.title}>
      <form onSubmit={editor.submit} noValidate>
        <Fieldset variant="unstyled" disabled={!canEdit || editor.busy}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {props.help}
            </Text>
            {props.children}
            {canEdit && <CardActions editor={editor} extra={props.extra} />}
          </Stack>
        </Fieldset>
      </form>
    </SectionCard>
  );
}

/** The card's state (unsaved, fields to fix, save failed) and discard / save. */
function CardActions({ editor, extra }: { editor: EditorState; extra?: ReactNode }) {
  const { t } = useTranslation('aboutYou');
  const { state, dirty, busy } = editor;
  const error = state === 'invalid' || state === 'failed';
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {t(state === 'invalid' ? 'state.invalid' : 'state.failed')}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {dirty && !error && (
          <Text size="sm" fw={500} role="status" mr="auto">
            {t('state.unsaved')}
          </Text>
        )}
        {extra}
        {dirty && (
          <Button variant="default" onClick={editor.discard} disabled={busy}>
            {t('actions.discard')}
          </Button>
        )}
        <Button type="submit" loading={busy} disabled={!dirty && !error}>
          {t(error ? 'actions.retry' : 'actions.save')}
        </Button>
      </Group>
    </>
  );
}
