import { Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../domain/format.ts';
import type { ChatMessage } from '../../../domain/team-chat-api.ts';
import { chatTextError, maxChatMessageLength } from '../../../domain/team-chat.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useChatHistory, useMarkChatRead } from './chat-calls.ts';

export type SendResult = { ok: true } | { ok: false; message: string };

interface Props {
  supplierId: string;
  conversation: string;
  name: string;
  me: string;
  /** Every message the socket brought since the screen opened (all conversations). */
  live: ChatMessage[];
  canSend: boolean;
  connected: boolean;
  onSend: (text: string) => Promise<SendResult>;
}

/** One conversation: its history (older pages on request), the live messages after it, and the composer. */
export function ChatConversation({ supplierId, conversation, name, me, live, canSend, connected, onSend }: Props) {
  const { t } = useTranslation('teamChat');
  const locale = useCurrentLocale();
  const history = useChatHistory(supplierId, conversation);
  const markRead = useMarkChatRead(supplierId);
  const list = useRef<HTMLOListElement>(null);

  // pages come newest first, each oldest first; live messages may repeat the history's last ones
  const byId = new Map<number, ChatMessage>();
  for (const page of [...(history.data?.pages ?? [])].reverse())
    for (const message of page.messages) byId.set(message.id, message);
  for (const message of live) if (message.conversation === conversation) byId.set(message.id, message);
  const messages = [...byId.values()].sort((a, b) => a.id - b.id);
  const newest = messages.at(-1);

  useEffect(() => {
    if (!newest) return;
    list.current?.scrollTo({ top: list.current.scrollHeight });
    // what is on the open screen is read
    if (newest.senderId !== me && document.visibilityState === 'visible')
      // best effort: a failure here changes nothing the user sees
      void markRead(conversation, newest.id).catch(() => undefined);
    // only a new newest message matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newest?.id]);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        {history.hasNextPage && (
          <Button
            variant="default"
            size="xs"
            h={34}
            style={{ alignSelf: 'center' }}
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('loadOlder')}
          </Button>
        )}
        {history.isError && <Text c="red.8">{t('historyFailed')}</Text>}
        {history.isSuccess && messages.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
        <Box
          component="ol"
          ref={list}
          aria-label={t('messagesIn', { name })}
          tabIndex={0}
          style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: '55vh', overflowY: 'auto' }}
        >
          {messages.map((message) => {
            const mine = message.senderId === me;
            return (
              <Box
                component="li"
                key={message.id}
                py={6}
                px="sm"
                my={4}
                bg={mine ? 'blue.0' : 'gray.0'}
                style={{ borderRadius: 8 }}
              >
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={700}>
                    {mine ? t('you') : message.senderName}
                  </Text>
                  <Text size="xs" c="dark.6" component="time" dateTime={message.createdAt}>
                    {formatInstant(message.createdAt, locale)}
                  </Text>
                </Group>
                {/* plain text: React escapes it, whatever it holds */}
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.text}
                </Text>
              </Box>
            );
          })}
        </Box>
        {canSend ? <Composer connected={connected} onSend={onSend} /> : <Text size="sm">{t('readOnly')}</Text>}
      </Stack>
    </Paper>
  );
}

/** The message box: Enter sends, Shift+Enter starts a new line; the text stays until the server has it. */
function Composer({ connected, onSend }: { connected: boolean; onSend: Props['onSend'] }) {
  const { t } = useTranslation('teamChat');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = chatTextError(text);
    if (problem) return setError(problem);
    setBusy(true);
    const result = await onSend(text);
    setBusy(false);
    if (result.ok) {
      setText('');
      setError(null);
    } else setError(result.message);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // submit shows its errors under the message box
      void submit();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={6}>
        <Textarea
          label={t('composer.label')}
          description={t('composer.hint', { count: text.trim().length, max: maxChatMessageLength })}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error ? t(error, { max: maxChatMessageLength }) : undefined}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Button type="submit" style={{ alignSelf: 'flex-end' }} loading={busy} disabled={!connected}>
          {t('composer.send')}
        </Button>
      </Stack>
    </form>
  );
}
