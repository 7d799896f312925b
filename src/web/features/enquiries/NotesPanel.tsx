import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnquiryDetail, EnquiryNote } from '../../../domain/enquiries/inbox.ts';
import { enquiryNoteMaxLength } from '../../../domain/enquiries/notes.ts';
import { DeferredPopup } from '../../ui/DeferredPopup.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { TierLock } from './TierLock.tsx';
import type { EnquiryGates } from './use-enquiry-gates.ts';
import { useNoteChanges } from './use-enquiry-changes.ts';
import { useEnquiryFormat } from './use-enquiry-format.ts';

const loadDeleteConfirm = async () => (await import('./DeleteNoteConfirm.tsx')).DeleteNoteConfirm;

/** The team's notes on the enquiry, oldest first, with author and time; add and delete (tier lite). */
export function NotesPanel({ enquiry, gates }: { enquiry: EnquiryDetail; gates: EnquiryGates }) {
  const { t } = useTranslation('enquiries');
  const [text, setText] = useState('');
  const { add, remove } = useNoteChanges(gates.supplier.id, enquiry.id);
  // the server lets the author or an admin of the supplier delete a note
  const mayDelete = (note: EnquiryNote) =>
    gates.canEdit && (note.author?.id === gates.actor.id || gates.supplier.role === 'admin');

  if (!gates.notes.open) {
    return (
      <SectionCard id="enquiry-notes" title={t('detail.notes')}>
        <TierLock gate={gates.notes} feature="notes" />
      </SectionCard>
    );
  }
  return (
    <SectionCard id="enquiry-notes" title={t('detail.notesWithCount', { count: enquiry.notesCount })}>
      {enquiry.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noNotes')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {enquiry.notes.map((note) => (
            <li key={note.id}>
              <NoteItem
                note={note}
                onDelete={
                  mayDelete(note)
                    ? () =>
                        remove.mutate(note.id, {
                          onSuccess: () => showSnackbar({ mode: 'success', text: t('detail.noteDeleted') }),
                        })
                    : null
                }
              />
            </li>
          ))}
        </Stack>
      )}
      {gates.canEdit && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) add.mutate(text.trim(), { onSuccess: () => setText('') });
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t('detail.newNote')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={enquiryNoteMaxLength}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} disabled={!text.trim()}>
                {t('detail.addNote')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}

function NoteItem({ note, onDelete }: { note: EnquiryNote; onDelete: (() => void) | null }) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
        <Text size="xs" c="dimmed" style={{ flex: 1 }}>
          {t('detail.noteBy', {
            author: note.author?.name ?? t('detail.formerMember'),
            instant: format.instant(note.createdAt),
          })}
        </Text>
        {onDelete && (
          <DeferredPopup
            kind="dialog"
            load={loadDeleteConfirm}
            popupProps={{ onDelete }}
            target={
              <Button variant="subtle" color="red" size="compact-xs" style={{ flexShrink: 0 }}>
                {t('detail.deleteNote')}
              </Button>
            }
          />
        )}
      </Group>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
        {note.text}
      </Text>
    </Paper>
  );
}
