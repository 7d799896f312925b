import { ComboboxChevron, TextInput, type SelectProps } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useDeferredComponent } from './use-deferred-component.ts';

// Select is generic over its values' type; the portal's selects hold strings
const loadSelect = async () => (await import('./select.ts')).Select as ComponentType<SelectProps>;

/** The label of the chosen option, for the stand-in (flat data of strings or items, as the portal's selects use). */
function chosenLabel({ data, value }: SelectProps): string {
  for (const option of data ?? []) {
    if (typeof option === 'string' && option === value) return option;
    if (typeof option === 'object' && 'value' in option && option.value === value) return option.label;
  }
  return '';
}

/**
 * Mantine's Select, its code (combobox, popover, floating-ui: ~35 kB gzip) fetched once the screen has
 * shown. Until it arrives the field shows as a read-only input of the same look with the chosen option;
 * a click on it is kept and opens the options when the code arrives, and focus stays on the field.
 */
export function DeferredSelect(props: SelectProps) {
  const Select = useDeferredComponent(loadSelect);
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);

  if (Select) return <Select {...props} defaultDropdownOpened={clicked} autoFocus={focused || props.autoFocus} />;
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
      value={chosenLabel(props)}
      rightSection={<ComboboxChevron size={size} error={error} />}
      rightSectionPointerEvents="none"
      onClick={() => setClicked(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
}
