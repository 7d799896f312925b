import { Alert, Fieldset, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export interface BusyFormProps {
  /** True while the form is sent: every field and button is disabled (spec: forms are disabled while working). */
  busy: boolean;
  /** A failure that belongs to no field, already translated; shown above the fields. */
  failure?: string | null;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A form validated by the app rather than the browser, its fields stacked. */
export function BusyForm({ busy, failure, onSubmit, children }: BusyFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Fieldset variant="unstyled" disabled={busy}>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {children}
        </Stack>
      </Fieldset>
    </form>
  );
}
