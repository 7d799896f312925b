import '@mantine/dropzone/styles.css';
import { Button, Stack, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import { useRef } from 'react';

export interface FileDropzoneProps extends Pick<
  DropzoneProps,
  'onDrop' | 'onDropAny' | 'onReject' | 'accept' | 'maxSize' | 'maxFiles' | 'multiple' | 'loading'
> {
  /** The large line inside the zone ("Drag photos here ..."). */
  dropText: string;
  /** The limits under it (types, size, count). */
  hint: string;
  /** The button that opens the file dialog: the keyboard's and screen reader's way in. */
  chooseLabel: string;
  /** The name of the zone's file input. */
  inputLabel: string;
}

/**
 * A drop zone with its limits and a "choose files" button below it (the zone itself does not open the dialog on click).
 */
export function FileDropzone({ dropText, hint, chooseLabel, inputLabel, loading, ...dropzone }: FileDropzoneProps) {
  const openRef = useRef<() => void>(null);
  return (
    <>
      <Dropzone
        openRef={openRef}
        loading={loading}
        activateOnClick={false}
        inputProps={{ 'aria-label': inputLabel }}
        {...dropzone}
      >
        <Stack align="center" gap="xs" py="lg" style={{ pointerEvents: 'none' }}>
          <Text fw={500} ta="center">
            {dropText}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {hint}
          </Text>
        </Stack>
      </Dropzone>
      <Button
        variant="default"
        onClick={() => openRef.current?.()}
        disabled={loading}
        style={{ alignSelf: 'flex-start' }}
      >
        {chooseLabel}
      </Button>
    </>
  );
}
