import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

interface AwaitingConfirmationProps {
  /** The polling gave up: say so instead of spinning on. */
  gaveUp: boolean;
  confirming: string;
  slow: string;
  back: { to: string; label: string };
}

/**
 * Where a payment returns before the provider's event has applied it: a spinner, then, if it takes too long, a way
 * back.
 */
export function AwaitingConfirmation({ gaveUp, confirming, slow, back }: AwaitingConfirmationProps) {
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" role="status" maw={480}>
        {gaveUp ? (
          <>
            <Text ta="center">{slow}</Text>
            <Button component={Link} to={back.to} variant="default">
              {back.label}
            </Button>
          </>
        ) : (
          <>
            <Loader />
            <Text>{confirming}</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
