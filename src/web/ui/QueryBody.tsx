import { Box, Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../app/api.ts';
import { PersistentMessage } from './PersistentMessage.tsx';

interface QueryBodyProps<T> {
  query: UseQueryResult<T>;
  /** Names the spinner for screen readers, e.g. "Loading your couples". */
  loadingLabel: string;
  /** The header of the load failure, which offers "Try again". */
  failedHeader: string;
  isEmpty: (data: T) => boolean;
  emptyText: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The body of a list screen: a spinner while the first page loads, the failure with "Try again" (a 404 instead leads
 * to the portal's start: not there, or another business's), the empty text, or the data — dimmed and marked busy while
 * the next page replaces it.
 */
export function QueryBody<T>({ query, loadingLabel, failedHeader, isEmpty, emptyText, children }: QueryBodyProps<T>) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-label={loadingLabel}>
        <Loader />
      </Center>
    );
  }
  // a failed refetch keeps what is shown (a form being filled in stays); only a first load that failed says so
  const { data } = query;
  // not there, or another business's: trying again cannot help, the way on is the portal's start
  if (data === undefined && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <PersistentMessage
        theme="error"
        header={failedHeader}
        text={t('notFound.loadText')}
        buttons={[{ label: t('notFound.home'), onClick: () => void navigate('/') }]}
      />
    );
  }
  if (data === undefined) {
    return (
      <PersistentMessage
        theme="error"
        header={failedHeader}
        text={t('loadFailedText')}
        buttons={[{ label: t('retry'), onClick: () => void query.refetch() }]}
      />
    );
  }
  if (isEmpty(data)) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {emptyText}
      </Text>
    );
  }
  return (
    <Box
      style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={query.isPlaceholderData}
    >
      {children(data)}
    </Box>
  );
}
