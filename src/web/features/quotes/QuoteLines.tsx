import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DeferredNumberInput } from '../../ui/DeferredNumberInput.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { emptyLine, type QuoteFormValues } from './quote-form.ts';

interface QuoteLinesProps {
  form: UseFormReturnType<QuoteFormValues>;
  currency: string;
  errorOf: (path: string) => string | undefined;
}

/** The quote's lines, one card each (a phone has no room for a table of inputs): add and remove. */
export function QuoteLines({ form, currency, errorOf }: QuoteLinesProps) {
  const { t } = useTranslation('quotes');
  const { items } = form.values;
  return (
    <SectionCard id="quote-lines" title={t('editor.sections.lines')}>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((line, i) => {
          const path = `items.${i}`;
          const discount = line.discount.type;
          return (
            <Paper component="li" key={line.key} withBorder p="sm">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Text fw={600} size="sm">
                    {t('editor.line', { number: i + 1 })}
                  </Text>
                  {items.length > 1 && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-xs"
                      aria-label={t('editor.removeLineLabel', { number: i + 1 })}
                      onClick={() => form.removeListItem('items', i)}
                    >
                      {t('editor.removeLine')}
                    </Button>
                  )}
                </Group>
                <Textarea
                  label={t('editor.description')}
                  required
                  autosize
                  minRows={1}
                  maxRows={4}
                  maxLength={500}
                  {...form.getInputProps(`${path}.description`)}
                  error={errorOf(`${path}.description`) ?? errorOf(`${path}.source`)}
                />
                <SimpleGrid cols={2} spacing="sm">
                  <DeferredNumberInput
                    label={t('editor.quantity')}
                    min={0}
                    decimalScale={2}
                    allowNegative={false}
                    {...form.getInputProps(`${path}.quantity`)}
                    error={errorOf(`${path}.quantity`)}
                  />
                  <DeferredNumberInput
                    label={t('editor.unitPrice', { currency })}
                    min={0}
                    decimalScale={2}
                    allowNegative={false}
                    {...form.getInputProps(`${path}.unitPrice`)}
                    error={errorOf(`${path}.unitPrice`)}
                  />
                  <NativeSelect
                    label={t('editor.discountKind')}
                    data={[
                      { value: 'none', label: t('editor.kinds.none') },
                      { value: 'percent', label: t('editor.kinds.percent') },
                      { value: 'amount', label: t('editor.kinds.amount', { currency }) },
                    ]}
                    {...form.getInputProps(`${path}.discount.type`)}
                    error={errorOf(`${path}.discount`)}
                  />
                  {discount === 'percent' && (
                    <DeferredNumberInput
                      label={t('editor.discountPercent')}
                      min={0}
                      max={100}
                      decimalScale={2}
                      allowNegative={false}
                      {...form.getInputProps(`${path}.discount.percent`)}
                      error={errorOf(`${path}.discount.percent`)}
                    />
                  )}
                  {discount === 'amount' && (
                    <DeferredNumberInput
                      label={t('editor.discountAmount', { currency })}
                      min={0}
                      decimalScale={2}
                      allowNegative={false}
                      {...form.getInputProps(`${path}.discount.amount`)}
                      error={errorOf(`${path}.discount.amount`)}
                    />
                  )}
                </SimpleGrid>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Group>
        <Button variant="default" onClick={() => form.insertListItem('items', emptyLine())}>
          {t('editor.addLine')}
        </Button>
      </Group>
    </SectionCard>
  );
}
