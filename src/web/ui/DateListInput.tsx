import { Button, CloseButton, Group, Input, Stack, TextInput } from '@mantine/core';

/**
 * The error keys of each shown day, from a form's errors on the days it sent (`field.N`): empty inputs are
 * not sent, so the N-th sent day is the N-th filled input.
 */
export function dayErrorKeys(
  days: readonly string[],
  errors: Record<string, unknown>,
  field: string,
): (string | undefined)[] {
  let sent = -1;
  return days.map((day) => {
    if (day === '') return undefined;
    sent += 1;
    const key = errors[`${field}.${sent}`];
    return typeof key === 'string' ? key : undefined;
  });
}

interface DateListInputProps {
  label: string;
  description: string;
  days: string[];
  onChange: (days: string[]) => void;
  max: number;
  error: string | undefined;
  dayErrors: (string | undefined)[];
  disabled: boolean;
  required?: boolean;
  min?: string;
  dayLabel: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
}

/**
 * A list of days (YYYY-MM-DD) entered one input each, at least one input always there: a fair's days, an
 * offer's free dates. `error` is the list's own error; `dayErrors` those of single days, on their inputs;
 * both already translated.
 */
export function DateListInput(props: DateListInputProps) {
  const { days, onChange, disabled } = props;
  return (
    <Input.Wrapper label={props.label} description={props.description} required={props.required} error={props.error}>
      <Stack gap={6} mt={6}>
        {days.map((day, i) => (
          <Group key={i} gap={4} wrap="nowrap">
            <TextInput
              type="date"
              value={day}
              min={props.min}
              disabled={disabled}
              error={props.dayErrors[i]}
              aria-label={props.dayLabel(i + 1)}
              onChange={(event) => onChange(days.map((other, j) => (j === i ? event.currentTarget.value : other)))}
              style={{ flex: 1 }}
            />
            {days.length > 1 && (
              <CloseButton
                disabled={disabled}
                onClick={() => onChange(days.filter((_, j) => j !== i))}
                aria-label={props.removeLabel(i + 1)}
              />
            )}
          </Group>
        ))}
        {days.length < props.max && (
          <Button
            variant="default"
            size="xs"
            h={34}
            style={{ alignSelf: 'flex-start' }}
            disabled={disabled}
            onClick={() => onChange([...days, ''])}
          >
            {props.addLabel}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
