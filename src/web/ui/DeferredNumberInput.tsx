import { TextInput, type NumberInputProps } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useDeferredComponent } from './use-deferred-component.ts';

// NumberInput is generic over number or bigint; the portal's inputs hold numbers
const loadNumberInput = async () => (await import('./number-input.ts')).NumberInput as ComponentType<NumberInputProps>;

/**
 * Mantine's NumberInput, its code (with react-number-format, ~9 kB gzip) fetched once the screen has
 * shown. Until it arrives the field shows as a read-only input of the same look with its value; focus
 * stays on the field when it is swapped.
 */
export function DeferredNumberInput(props: NumberInputProps) {
  const NumberInput = useDeferredComponent(loadNumberInput);
  const [focused, setFocused] = useState(false);
  if (NumberInput) return <NumberInput {...props} autoFocus={focused || props.autoFocus} />;
  const {
    label,
    description,
    placeholder,
    error,
    disabled,
    required,
    withAsterisk,
    leftSection,
    size,
    w,
    style,
    className,
    value,
  } = props;
  return (
    <TextInput
      readOnly
      {...{
        label,
        description,
        placeholder,
        error,
        disabled,
        required,
        withAsterisk,
        leftSection,
        size,
        w,
        style,
        className,
      }}
      value={value ?? ''}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
}
