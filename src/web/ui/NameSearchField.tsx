import { Loader, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

export interface NameSearchTexts {
  label: string;
  hint: string;
  /** names the spinner while a search runs */
  busy: string;
  /** what a search that found nothing says */
  none: (q: string) => string;
}

interface NameSearchFieldProps {
  texts: NameSearchTexts;
  value: string;
  onChange: (value: string) => void;
  q: string;
  minLength: number;
  query: UseQueryResult<unknown>;
  found: number;
}

/**
 * A search-as-you-type field of supplier names (`q`: the debounced text, searched from `minLength`): a
 * spinner named for screen readers while a search runs, and a search that found nothing (`found` 0) said
 * under it, aloud too, as the results change under the field.
 */
export function NameSearchField({ texts, value, onChange, q, minLength, query, found }: NameSearchFieldProps) {
  const searching = q.length >= minLength;
  return (
    <>
      <TextInput
        label={texts.label}
        description={texts.hint}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        rightSection={searching && query.isFetching ? <Loader size="xs" role="status" aria-label={texts.busy} /> : null}
        maxLength={100}
      />
      <Text c="dimmed" aria-live="polite">
        {searching && query.isSuccess && !query.isPlaceholderData && found === 0 ? texts.none(q) : ''}
      </Text>
    </>
  );
}
