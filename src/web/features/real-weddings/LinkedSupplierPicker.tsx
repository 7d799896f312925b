import { Box, Button, Group, Input, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkedRole } from '../../../domain/real-weddings/real-weddings.ts';
import { searchMinLength } from '../../../domain/recommendations.ts';
import { useLinkableSuppliers } from './real-wedding-calls.ts';

interface LinkedSupplierPickerProps {
  supplierId: string;
  role: LinkedRole;
  required: boolean;
  selectedName: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (id: string, name: string) => void;
}

/** The supplier a real wedding credits: the one chosen, or a search by name among those of the linked role. */
export function LinkedSupplierPicker(props: LinkedSupplierPickerProps) {
  const { supplierId, role, required, selectedName, error, disabled, onChange } = props;
  const { t } = useTranslation('realWeddings');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const results = useLinkableSuppliers(supplierId, q);
  const searching = q.length >= searchMinLength;
  const found = searching ? (results.data?.suppliers ?? []) : [];
  const label = t('form.linked', { role: t(`roles.${role}`) });

  if (selectedName) {
    return (
      <Input.Wrapper labelElement="div" label={label} required={required} error={error}>
        <Group gap="sm" mt={4}>
          <Text fw={600}>{selectedName}</Text>
          <Button
            size="xs"
            h={30}
            variant="subtle"
            disabled={disabled}
            onClick={() => onChange('', '')}
            aria-label={t('form.changeLinked', { name: selectedName })}
          >
            {t('form.change')}
          </Button>
        </Group>
      </Input.Wrapper>
    );
  }
  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={t('form.linkedHint', { role: t(`roles.${role}`) })}
        required={required}
        error={error}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={
          searching && results.isFetching ? <Loader size="xs" role="status" aria-label={t('form.searching')} /> : null
        }
        maxLength={100}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {searching && results.isSuccess && !results.isPlaceholderData && found.length === 0
          ? t('form.noneFound', { q })
          : ''}
      </Text>
      {found.length > 0 && (
        <Stack
          component="ul"
          gap={6}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('form.results')}
        >
          {found.map((other) => (
            <Paper key={other.id} component="li" withBorder p="xs" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Box style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {other.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {other.town}
                  </Text>
                </Box>
                <Button
                  size="xs"
                  h={30}
                  onClick={() => onChange(other.id, other.name)}
                  aria-label={t('form.chooseNamed', { name: other.name })}
                >
                  {t('form.choose')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
