import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../app/api.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useDeferredSchema } from '../../ui/use-deferred-schema.ts';

/**
 * unsaved: changed since the last save; invalid: field errors to fix; failed: the server refused otherwise or could not
 * be reached.
 */
type CardState = 'saved' | 'unsaved' | 'invalid' | 'failed';

export interface CardEditor<V> {
  value: V;
  change: (next: V) => void;
  dirty: boolean;
  state: CardState;
  /** Field errors as i18n keys, by path (e.g. featuredIn.0.link, answers.q1, message). */
  errors: Record<string, string>;
  busy: boolean;
  submit: (event?: FormEvent) => void;
  /** Puts `next` in the form and saves it at once (e.g. removing the status message). */
  saveValue: (next: V) => void;
  discard: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the page gives each card: its supplier, the server's copy, the role, and where to report unsaved changes. */
export interface CardProps<S> {
  supplierId: string;
  saved: S;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The editing states of a card (access document section 4 "Supplier profile editing"): a change sets
 * unsaved, a validation or save error sets the error, a save success clears unsaved (snackbar "Saved
 * successfully" unless `onSaved` says otherwise), discard restores the saved copy. The form is checked
 * with the domain's schema before it is sent.
 */
export function useCardEditor<S, V, I, A extends S>(options: {
  card: CardProps<S>;
  /** The form's value for the server's copy. */
  toForm: (saved: S) => V;
  /** What is sent for the form's value. */
  toInput: (value: V) => I;
  /** The domain's schema of the input, fetched after the screen shows (useDeferredSchema). */
  loadSchema: () => Promise<z.ZodType>;
  save: (input: I) => Promise<A>;
  onSaved?: (answer: A) => void;
}): CardEditor<V> {
  const { t } = useTranslation('aboutYou');
  const { onDirtyChange } = options.card;
  const saved = options.toForm(options.card.saved);
  const [value, setValue] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const dirty = !same(value, saved);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const state: CardState = Object.keys(errors).length > 0 ? 'invalid' : failed ? 'failed' : dirty ? 'unsaved' : 'saved';

  const schema = useDeferredSchema(options.loadSchema);

  const send = async (next: V) => {
    await schema.ready();
    const input = options.toInput(next);
    const found = schema.errorsOf(input);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    options
      .save(input)
      .then((answer) => {
        setValue(options.toForm(answer));
        if (options.onSaved) options.onSaved(answer);
        else showSnackbar({ mode: 'success', text: t('state.saved') });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else setFailed(true);
      })
      .finally(() => setBusy(false));
  };

  return {
    value,
    submit: (event) => {
      event?.preventDefault();
      // send shows its own failure in the card (its failed state)
      void send(value);
    },
    saveValue: (next) => {
      setValue(next);
      void send(next);
    },
    change: (next) => {
      setValue(next);
      setFailed(false);
    },
    dirty,
    state,
    errors,
    busy,
    discard: () => {
      setValue(saved);
      setErrors({});
      setFailed(false);
    },
  };
}
