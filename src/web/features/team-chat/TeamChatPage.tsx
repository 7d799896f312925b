import {
  Alert,
  Anchor,
  Badge,
  Box,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lockedBelow } from '../../../domain/feature-access.ts';
import type { ChatHistory, ChatMessage, ChatOverview, ChatServerFrame } from '../../../domain/team-chat-api.ts';
import { directConversation, teamConversation } from '../../../domain/team-chat.ts';
import { ApiError } from '../../app/api.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useChatOverview, useSupportInvite } from './chat-calls.ts';
import { chatKeys } from './chat-unread.ts';
import { ChatConversation, type SendResult } from './ChatConversation.tsx';
import { useChatSocket, type ChatStatus } from './use-chat-socket.ts';

/** /team-chat: the team's channel and direct messages, live (issue 13; tier lite). */
export function TeamChatPage() {
  const { t } = useTranslation('teamChat');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  if (!active) return null;
  const locked = lockedBelow('teamChat', active.features);
  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Box>
      {locked ? (
        <FeatureLock title={t('locked', { tier: t(`tiers:names.${locked}`) })} tier={locked} feature="teamChat" />
      ) : (
        <TeamChatScreen key={active.supplier.id} supplierId={active.supplier.id} />
      )}
    </Stack>
  );
}

function TeamChatScreen({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('teamChat');
  const overview = useChatOverview(supplierId);
  if (overview.error instanceof ApiError && overview.error.code === 'support-not-invited')
    return <Alert color="blue">{t('support.notInvited')}</Alert>;
  return (
    <QueryBody
      query={overview}
      loadingLabel={t('loading')}
      failedHeader={t('loadFailed')}
      isEmpty={() => false}
      emptyText={null}
    >
      {(data) => <LiveChat supplierId={supplierId} overview={data} />}
    </QueryBody>
  );
}

/** The conversations and the one open, fed by the socket: live messages are kept beside each conversation's history. */
function LiveChat({ supplierId, overview }: { supplierId: string; overview: ChatOverview }) {
  const { t } = useTranslation('teamChat');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  // an alert's link opens its conversation (`?conversation=dm:<userId>`); one not of this chat falls back to the channel
  const asked = params.get('conversation');
  const isConversation = (name: string | null): name is string =>
    name === teamConversation ||
    overview.members.some((member) => member.userId !== overview.me && directConversation(member.userId) === name);
  const [selected, setSelected] = useState(isConversation(asked) ? asked : teamConversation);
  const askedKnown = isConversation(asked) ? asked : null;
  useEffect(() => {
    if (asked === null) return;
    if (askedKnown) setSelected(askedKnown);
    setParams(
      (current) => {
        current.delete('conversation');
        return current;
      },
      { replace: true },
    );
  }, [asked, askedKnown, setParams]);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const liveNewest = useRef(0);
  /** What the current connection asked to catch up after. */
  const askedAfter = useRef(0);
  // the newest message the screen has, live or in a loaded page of history: a reconnection catches up after it
  const newestKnown = () => {
    let newest = liveNewest.current;
    for (const [, data] of queryClient.getQueriesData<InfiniteData<ChatHistory>>({
      queryKey: chatKeys.histories(supplierId),
    }))
      for (const page of data?.pages ?? []) for (const message of page.messages) newest = Math.max(newest, message.id);
    return newest;
  };
  const pending = useRef(new Map<string, (result: SendResult) => void>());

  const onFrame = (frame: ChatServerFrame) => {
    if (frame.type === 'message') {
      const { message } = frame;
      liveNewest.current = Math.max(liveNewest.current, message.id);
      setLive((messages) => (messages.some((m) => m.id === message.id) ? messages : [...messages, message]));
      if (message.conversation !== selected && message.senderId !== overview.me) {
        queryClient.setQueryData<ChatOverview>(chatKeys.overview(supplierId), (old) =>
          old
            ? { ...old, unread: { ...old.unread, [message.conversation]: (old.unread[message.conversation] ?? 0) + 1 } }
            : old,
        );
        // a refetch's failure stays in its query: invalidateQueries never rejects
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread(supplierId) });
      }
    } else if (frame.type === 'ready' && !frame.caughtUp) {
      // away too long to catch up message by message: read everything again
      setLive([]);
      // a refetch's failure stays in its query: invalidateQueries never rejects
      void queryClient.invalidateQueries({ queryKey: chatKeys.all(supplierId) });
    } else if (frame.type === 'ready' && askedAfter.current === 0) {
      // connected with nothing to catch up after: what the history read before now, it reads again
      void queryClient.invalidateQueries({ queryKey: chatKeys.histories(supplierId) });
    } else if (frame.type === 'sent' || frame.type === 'error') {
      const settle = frame.ref === null ? undefined : pending.current.get(frame.ref);
      if (frame.ref !== null) pending.current.delete(frame.ref);
      settle?.(frame.type === 'sent' ? { ok: true } : { ok: false, message: frame.message });
    }
  };
  const { status, send } = useChatSocket(supplierId, { onFrame, lastId: () => (askedAfter.current = newestKnown()) });

  const sendMessage = (text: string) =>
    new Promise<SendResult>((resolve) => {
      const ref = crypto.randomUUID();
      pending.current.set(ref, resolve);
      if (!send(selected, text, ref)) {
        pending.current.delete(ref);
        resolve({ ok: false, message: 'teamChat:errors.offline' });
      }
    });

  const others = overview.members.filter((member) => member.userId !== overview.me);
  const conversations = [
    { key: teamConversation, name: t('channel') },
    ...others.map((member) => ({ key: directConversation(member.userId), name: member.name })),
  ];
  const current = conversations.find((c) => c.key === selected) ?? conversations[0]!;

  return (
    <Stack gap="md">
      <StatusLine status={status} />
      <SupportLine supplierId={supplierId} support={overview.support} />
      {others.length === 0 && (
        // alone in the team, the chat has no one to talk to yet: the way to invite them
        <Text size="sm">
          {t('alone')}{' '}
          <Anchor component={Link} to="/settings/team">
            {t('inviteTeam')}
          </Anchor>
        </Text>
      )}
      <Group align="flex-start" gap="md" wrap="wrap">
        <Paper
          withBorder
          p="xs"
          radius="md"
          component="nav"
          aria-label={t('conversations')}
          w={{ base: '100%', sm: 240 }}
        >
          <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {conversations.map((conversation) => {
              const unread = overview.unread[conversation.key] ?? 0;
              const isCurrent = conversation.key === current.key;
              return (
                <li key={conversation.key}>
                  <UnstyledButton
                    onClick={() => setSelected(conversation.key)}
                    aria-current={isCurrent ? 'page' : undefined}
                    w="100%"
                    p="xs"
                    bg={isCurrent ? 'blue.0' : undefined}
                    style={{ borderRadius: 6, minHeight: 40 }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={isCurrent || unread > 0 ? 700 : 400} truncate>
                        {conversation.name}
                      </Text>
                      {unread > 0 && (
                        <>
                          <Badge size="sm" color="blue.8" circle={unread < 10} aria-hidden>
                            {unread}
                          </Badge>
                          <VisuallyHidden>{t('unread', { count: unread })}</VisuallyHidden>
                        </>
                      )}
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        </Paper>
        <Box style={{ flex: '1 1 320px', minWidth: 0 }}>
          <ChatConversation
            key={current.key}
            supplierId={supplierId}
            conversation={current.key}
            name={current.name}
            me={overview.me}
            live={live}
            canSend={overview.canSend}
            connected={status === 'open'}
            onSend={sendMessage}
          />
        </Box>
      </Group>
    </Stack>
  );
}

/** Platform support in the channel: a team admin's switch, a line for everyone else. */
function SupportLine({ supplierId, support }: { supplierId: string; support: ChatOverview['support'] }) {
  const { t } = useTranslation('teamChat');
  const change = useSupportInvite(supplierId);
  if (support.isSupport) return <Text size="sm">{t('support.youAreSupport')}</Text>;
  if (!support.canChange) return support.invited ? <Text size="sm">{t('support.invited')}</Text> : null;
  return (
    <Switch
      label={t('support.switch')}
      description={t('support.switchHint')}
      checked={support.invited}
      disabled={change.isPending}
      onChange={(event) =>
        change.mutate(event.currentTarget.checked, {
          onError: () => showSnackbar({ mode: 'error', text: t('common:errors.generic') }),
        })
      }
    />
  );
}

function StatusLine({ status }: { status: ChatStatus }) {
  const { t } = useTranslation('teamChat');
  if (status === 'closed') return <Alert color="blue">{t('status.closed')}</Alert>;
  return (
    <Text size="sm" c={status === 'open' ? 'teal.9' : 'dark.6'} role="status">
      {t(`status.${status}`)}
    </Text>
  );
}
