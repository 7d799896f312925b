import { notifications } from '@mantine/notifications';
import { snackbarDurationMs } from '../../domain/ui-constants.ts';
import i18n from '../i18n/index.ts';

export type SnackbarMode = 'success' | 'error' | 'info';

const colours: Record<SnackbarMode, string> = { success: 'teal', error: 'red', info: 'blue' };

/**
 * The spec's snackbar is one message: a new one replaces what is shown, so a failed save never stacks
 * "unsaved", "fields missing" and an error on top of each other.
 */
export function showOneSnackbar(data: Parameters<typeof notifications.show>[0]): string {
  notifications.clean();
  // every snackbar's close button is named (an unnamed button is a critical accessibility fault)
  return notifications.show({ ...data, closeButtonProps: { 'aria-label': i18n.t('close'), ...data.closeButtonProps } });
}

/** The spec's snackbar: a mode and a text (under a title when the spec names the error too), hidden after 3 seconds. */
export function showSnackbar({ mode, text, title }: { mode: SnackbarMode; text: string; title?: string }): void {
  showOneSnackbar({
    title,
    message: text,
    color: colours[mode],
    autoClose: snackbarDurationMs,
    withBorder: true,
  });
}
