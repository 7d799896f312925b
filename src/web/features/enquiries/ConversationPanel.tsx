import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replyMaxLength } from '../../../domain/enquiries/conversation.ts';
import type { ConversationMessage } from '../../../domain/enquiries/conversation-api.ts';
import type { EnquiryDetail } from '../../../domain/enquiries/inbox.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useConversation, useSendReply } from './conversation-calls.ts';
import { useErrorText } from './error-text.ts';
import { TemplatePicker } from './ReplyTemplates.tsx';
import type { EnquiryGates } from './use-enquiry-gates.ts';
import { useEnquiryFormat } from './use-enquiry-format.ts';

/**
 * The conversation with the couple inside the enquiry (issue 15): the team's replies with who wrote them,
 * the couple's answers as they arrive, and the reply composer. A locked enquiry has none (its couple is
 * hidden until revealed).
 */
export function ConversationPanel({ enquiry, gates }: { enquiry: EnquiryDetail; gates: EnquiryGates }) {
  const { t } = useTranslation('enquiries');
  const query = useConversation(gates.supplier.id, enquiry.id, !enquiry.locked);
  if (enquiry.locked) return null;
  return (
    <SectionCard id="enquiry-conversation" title={t('conversation.title')}>
      <QueryBody
        query={query}
        loadingLabel={t('conversation.loading')}
        failedHeader={t('conversation.loadFailed')}
        isEmpty={(data) => data.messages.length === 0}
        emptyText={t('conversation.empty')}
      >
        {(data) => (
          <Stack
            gap="sm"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('conversation.messages')}
          >
            {data.messages.map((message) => (
              <li key={message.id}>
                <MessageItem message={message} />
              </li>
            ))}
          </Stack>
        )}
      </QueryBody>
      {gates.canEdit && (
        <ReplyComposer enquiry={enquiry} supplier={gates.supplier} coupleLocale={query.data?.coupleLocale ?? 'en-GB'} />
      )}
    </SectionCard>
  );
}

function MessageItem({ message }: { message: ConversationMessage }) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const instant = format.instant(message.createdAt);
  const outgoing = message.direction === 'out';
  const who = outgoing
    ? message.automatic
      ? t('conversation.automatic')
      : (message.author?.name ?? t('detail.formerMember'))
    : t('conversation.couple');
  return (
    <Paper
      withBorder
      p="sm"
      bg={outgoing ? 'blue.0' : 'gray.0'}
      ml={outgoing ? { base: 'md', sm: 'xl' } : 0}
      mr={outgoing ? 0 : { base: 'md', sm: 'xl' }}
    >
      <Text size="xs" c="dimmed">
        {t('conversation.byline', { who, instant })}
      </Text>
      {message.flagged && (
        <Alert color="orange" p="xs" mt={4}>
          {t('conversation.flagged', { address: message.fromAddress })}
        </Alert>
      )}
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Text>
      {message.attachments.length > 0 && (
        <Group gap="sm" mt={4}>
          {message.attachments.map((file) => (
            <Anchor key={file.id} href={file.url} size="sm" download={file.name}>
              {file.name}
            </Anchor>
          ))}
        </Group>
      )}
    </Paper>
  );
}

function ReplyComposer({
  enquiry,
  supplier,
  coupleLocale,
}: {
  enquiry: EnquiryDetail;
  supplier: { id: string; name: string };
  coupleLocale: string;
}) {
  const { t } = useTranslation('enquiries');
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const send = useSendReply(supplier.id, enquiry.id);
  if (!enquiry.email) {
    return (
      <Text size="sm" c="dimmed">
        {t('conversation.noEmail')}
      </Text>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        send.mutate(text.trim(), {
          onSuccess: () => {
            setText('');
            showSnackbar({ mode: 'success', text: t('conversation.sent') });
          },
          onError: (error) => showSnackbar({ mode: 'error', text: errorText(error) }),
        });
      }}
    >
      <Stack gap="xs">
        <TemplatePicker supplier={supplier} enquiry={enquiry} coupleLocale={coupleLocale} onPick={setText} />
        <Textarea
          label={t('conversation.reply')}
          description={t('conversation.replyHint', { email: enquiry.email })}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={replyMaxLength}
        />
        <Group justify="space-between" gap="xs">
          <Anchor href={`mailto:${enquiry.email}`} size="sm">
            {t('conversation.openMailProgram')}
          </Anchor>
          <Button type="submit" loading={send.isPending} disabled={!text.trim()}>
            {t('conversation.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
