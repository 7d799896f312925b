import { Button, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusMessageMaxLength } from '../../../domain/about-you/card-rules.ts';
import type { StatusMessage } from '../../../domain/about-you/status-message.ts';
import { formatDate } from '../../../domain/format.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useSaveStatusMessage } from './about-you-calls.ts';
import { loadStatusMessageSchema } from './card-schemas.ts';
import { EditorCard } from './EditorCard.tsx';
import { useCardEditor, type CardProps } from './use-card-editor.ts';

const changeText = {
  add: 'status.added',
  edit: 'status.edited',
  remove: 'status.removed',
  none: 'status.none',
} as const;

/** The status message: typed text adds or edits it, an emptied text (or Remove) removes it. */
export function StatusMessageCard(props: CardProps<StatusMessage>) {
  const { t } = useTranslation('aboutYou');
  const locale = useCurrentLocale();
  const save = useSaveStatusMessage(props.supplierId);
  const current = props.saved.statusMessage;
  const editor = useCardEditor({
    card: props,
    toForm: (saved: StatusMessage) => saved.statusMessage?.message ?? '',
    toInput: (message: string) => ({ message }),
    loadSchema: loadStatusMessageSchema,
    save: save.mutateAsync,
    onSaved: (answer) => showSnackbar({ mode: 'success', text: t(changeText[answer.change]) }),
  });

  const removeButton = current && !editor.dirty && (
    <Button variant="subtle" color="red" onClick={() => editor.saveValue('')}>
      {t('status.remove')}
    </Button>
  );
  return (
    <EditorCard
      id="about-you-status"
      title={t('status.heading')}
      help={t('status.help')}
      editor={editor}
      canEdit={props.canEdit}
      extra={removeButton}
    >
      <Textarea
        label={t('status.label')}
        value={editor.value}
        onChange={(event) => editor.change(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={6}
        description={t('status.count', { length: editor.value.trim().length, max: statusMessageMaxLength })}
        error={editor.errors.message ? t(editor.errors.message) : undefined}
      />
      {current && !editor.dirty && (
        <Text size="xs" c="dimmed">
          {t('status.since', { date: formatDate(current.createdAt, locale) })}
        </Text>
      )}
    </EditorCard>
  );
}
