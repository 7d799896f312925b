import { ApiError } from '../app/api.ts';
import i18n from '../i18n/index.ts';
import { showSnackbar } from './snackbar.ts';

interface PopupSave {
  /** The call; it rejects with the server's error. */
  save: () => Promise<unknown>;
  /** The form's own fields: the server's errors on them go back to the form (useSchemaForm shows them there). */
  fields: readonly string[];
  /** The snackbar's text after a success (an i18n key with its namespace). */
  savedKey: string;
  /** Values the server's message keys name ({{max}} of a limit). */
  messageValues?: Record<string, unknown>;
  onClose: () => void;
}

/**
 * The save of a form popup (testimonials, wedding fairs, real weddings; spec section 8: their save errors are
 * notification text). A failure is the snackbar's text, the server's message key (`_`) or the generic one, and the
 * popup stays open with what was typed, also when the item was deleted meanwhile (404): its words can still be copied
 * before cancelling. Errors of the form's fields are rethrown for the form; a success says so and closes the popup.
 */
export async function savePopupForm({ save, fields, savedKey, messageValues, onClose }: PopupSave): Promise<void> {
  try {
    await save();
  } catch (error) {
    // "dates.0" is an error of the dates field
    if (error instanceof ApiError && Object.keys(error.fields).some((field) => fields.includes(field.split('.')[0]!)))
      throw error;
    const key = error instanceof ApiError ? (error.fields._ ?? 'common:errors.generic') : 'common:errors.generic';
    showSnackbar({ mode: 'error', text: i18n.t(key, messageValues) });
    return;
  }
  showSnackbar({ mode: 'success', text: i18n.t(savedKey) });
  onClose();
}
