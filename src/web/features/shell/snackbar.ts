import { notifications } from '@mantine/notifications';
import { snackbarDurationMs } from '../../../domain/ui-constants.ts';
import i18n from '../../i18n/index.ts';

export type SnackbarMode = 'success' | 'error' | 'info';

const colours: Record<SnackbarMode, string> = { success: 'teal', error: 'red', info: 'blue' };

/** The spec's snackbar: a mode and a text, hidden after 3 seconds. */
export function showSnackbar({ mode, text }: { mode: SnackbarMode; text: string }): void {
  notifications.show({
    message: text,
    color: colours[mode],
    autoClose: snackbarDurationMs,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('close') },
  });
}
