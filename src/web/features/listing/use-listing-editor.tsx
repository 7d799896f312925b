import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCategoryValue } from '../../../domain/categories.ts';
import type { ListingAnswer } from '../../../domain/listing/listing-api.ts';
import { editableListing } from '../../../domain/listing/listing-form.ts';
import type { Listing } from '../../../domain/listing/template.ts';
import { snackbarDurationMs } from '../../../domain/ui-constants.ts';
import { ApiError } from '../../app/api.ts';
import { useDeferredSchema } from '../../ui/use-deferred-schema.ts';
import { showOneSnackbar, showSnackbar } from '../../ui/snackbar.ts';
import { useUnsavedChangesGuard } from '../shell/unsaved-changes.tsx';
import { useSaveListing } from './listing-calls.ts';
import { useListingForm } from './listing-form-context.ts';

/** The spec's editing states (access document section 4 "Supplier profile editing"). */
export type EditingState = 'clean' | 'unsaved' | 'error';

function useFieldsMissingSnackbar() {
  const { t } = useTranslation('listing');
  return (retry: () => void) => {
    const id = showOneSnackbar({
      color: 'red',
      autoClose: snackbarDurationMs,
      withBorder: true,
      message: (
        <Group gap="sm" justify="space-between">
          <Text size="sm">{t('snackbar.fieldsMissing')}</Text>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => {
              notifications.hide(id);
              retry();
            }}
          >
            {t('snackbar.tryAgain')}
          </Button>
        </Group>
      ),
    });
  };
}

/** Brings the first field with an error into view once the errors are drawn. */
function focusFirstInvalid(): void {
  setTimeout(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus(), 0);
}

/**
 * The profile editor's form: checked with the category's save schema, then PUT. Any change sets
 * unsaved (with its snackbar), a save success clears it (snackbar saved), a refused or failed save
 * sets error (snackbar "fields missing" with 'Try to save again'), discard restores the unmodified copy.
 */
export function useListingEditor(supplierId: string, answer: ListingAnswer) {
  const { t } = useTranslation('listing');
  const listing = answer.listing as Listing;
  const category = isCategoryValue(listing.category) ? listing.category : 'venue';
  // the save schema of the supplier's category and country, fetched once the editor has shown
  const loadSchema = useMemo(
    () => async () =>
      (await import('../../../domain/listing/listing-form-schema.ts')).listingFormSchema(category, answer.countryCode),
    [category, answer.countryCode],
  );
  const schema = useDeferredSchema(loadSchema);
  const save = useSaveListing(supplierId);
  const [failed, setFailed] = useState(false);
  const fieldsMissing = useFieldsMissingSnackbar();

  const form = useListingForm({
    mode: 'controlled',
    initialValues: editableListing(listing),
    validate: schema.errorsOf,
    onValuesChange: () => setFailed(false),
  });
  const dirty = form.isDirty();
  useUnsavedChangesGuard(dirty);

  // the notification turns to unsaved on the first change after a save or discard
  const wasDirty = useRef(false);
  useEffect(() => {
    if (dirty && !wasDirty.current) showSnackbar({ mode: 'info', text: t('snackbar.unsaved') });
    wasDirty.current = dirty;
  }, [dirty, t]);

  const send = form.onSubmit(
    (values) => {
      save.mutate(values, {
        onSuccess: (next) => {
          const values = editableListing(next.listing as Listing);
          form.setInitialValues(values);
          form.setValues(values);
          form.resetDirty(values);
          wasDirty.current = false;
          showSnackbar({ mode: 'success', text: t('snackbar.saved') });
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
            form.setErrors(error.fields);
            focusFirstInvalid();
          }
          setFailed(true);
          fieldsMissing(() => submit());
        },
      });
    },
    () => {
      setFailed(true);
      focusFirstInvalid();
      fieldsMissing(() => submit());
    },
  );

  const submit = (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    // ready() never rejects (a failed load resolves: the server checks anyway); the save reports its own errors
    void schema.ready().then(() => send());
  };

  const discard = () => {
    form.reset();
    setFailed(false);
  };

  const hasErrors = Object.keys(form.errors).length > 0;
  const state: EditingState = failed || hasErrors ? 'error' : dirty ? 'unsaved' : 'clean';
  return { form, state, busy: save.isPending, submit, discard, category };
}
