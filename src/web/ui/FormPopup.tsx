import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from './use-is-phone.ts';
import { LazyModal } from './LazyModal.tsx';

interface FormPopupProps {
  title: string;
  saveLabel: string;
  busy: boolean;
  /** The whole form's failure, an i18n key with its namespace (the "_" error). */
  failure: ReactNode;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** A form in a popup (full screen on phones): its failure above the sections, cancel and save below. */
export function FormPopup(props: FormPopupProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <LazyModal
      opened
      onClose={props.onClose}
      title={props.title}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="md">
          {typeof props.failure === 'string' && (
            <Alert color="red" role="alert">
              {t(props.failure)}
            </Alert>
          )}
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={props.busy}>
              {props.saveLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
