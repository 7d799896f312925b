import { Center, Image, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * A video's thumbnail (decorative: the title says what it is); the service's name on a plain tile when there is none or
 * it does not load.
 */
export function VideoThumbnail({ src, source }: { src: string | null; source: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <Center bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }} aria-hidden="true">
        <Text size="sm" c="gray.7" fw={600}>
          {source}
        </Text>
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      radius="sm"
      fit="cover"
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  );
}
