import { notifications } from '@mantine/notifications';
import { snackbarDurationMs } from '../../../domain/ui-constants.ts';
import i18n from '../../i18n/index.ts';

export type SnackbarMode = 'success' | 'error' | 'info';

const colours: Record<SnackbarMode, string> = { success: 'teal', error: 'red', info: 'blue' };

/**
 * The spec's snackbar is one message: a new one replaces what is shown, so a failed save never stacks
 * "unsaved", "fields missing" and an error on top of each other.
 */
export function showOneSnackbar(...args: Parameters<typeof notifications.show>): string {
  notifications.clean();
  return notifications.show(...args);
}

/** The spec's snackbar: a mode and a text, hidden after 3 seconds. */
export function showSnackbar({ mode, text }: { mode: SnackbarMode; text: string }): void {
  showOneSnackbar({
    message: text,
    color: colours[mode],
    autoClose: snackbarDurationMs,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('close') },
  });
}
