import { Button, Group } from '@mantine/core';
import { BusyForm, type BusyFormProps } from './BusyForm.tsx';
import { SectionCard } from './SectionCard.tsx';

/** One form of a settings page in a titled card, its submit button at the end. */
export function FormCard({
  id,
  title,
  submitLabel,
  busy,
  children,
  ...form
}: BusyFormProps & { id: string; title: string; submitLabel: string }) {
  return (
    <SectionCard id={id} title={title}>
      <BusyForm busy={busy} {...form}>
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </BusyForm>
    </SectionCard>
  );
}
