import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FieldValues, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { msg } from '@sportdesk/contract';
import { useNotify } from '../useNotify';
import { isApiError } from '../../lib/api';
import { applyApiFieldErrors } from './applyApiFieldErrors';
import { useUnsavedChangesGuard } from './UnsavedChangesGuard';
import { useContractForm, type ContractFormOptions } from './useContractForm';

/**
 * What a save reports: `false` when it failed (the form keeps its changes), `leaveTo` to leave the form
 * after it, `resetTo` for the record as the API returned it (the form's new clean state, e.g. an entry
 * marked for removal is gone); without it the submitted values become the clean state.
 */
export type SubmitOutcome<TIn extends FieldValues = never> = { leaveTo?: string; resetTo?: TIn } | false;
export type FormSubmit<TIn extends FieldValues, TOut> = (
  values: TOut,
  setError: UseFormSetError<TIn>,
) => Promise<SubmitOutcome<TIn>> | SubmitOutcome<TIn>;

export interface PageFormOptions<TIn extends FieldValues, TOut> extends ContractFormOptions<TIn, TOut> {
  onSubmit: FormSubmit<TIn, TOut>;
  /** Changes held outside react-hook-form (pickers, photo marks) that also count as unsaved. */
  dirty?: boolean;
  /** Ask before unsaved changes are lost (default); off for a form inside a dialog of another form. */
  guardChanges?: boolean;
}

export type PageForm<TIn extends FieldValues, TOut> = UseFormReturn<TIn, unknown, TOut> & {
  /** The `<form>`'s onSubmit: validates, then saves once — further submits wait until the request settles. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** Saves already validated values (after a confirmation step), with the same one-at-a-time lock. */
  submitValues: (values: TOut) => void;
  /** A request is in flight (or the form is leaving after a save): the submit button is disabled. */
  saving: boolean;
};

/**
 * A create or edit form of the back office. One submit at a time (a double click saves once); after
 * a save it leaves for `leaveTo` or, staying, takes the saved values as its new clean state; leaving
 * with unsaved changes (menu, back button, closing the tab) asks first.
 */
export function usePageForm<TIn extends FieldValues, TOut = TIn>({
  onSubmit,
  dirty = false,
  guardChanges = true,
  ...formProps
}: PageFormOptions<TIn, TOut>): PageForm<TIn, TOut> {
  const form = useContractForm<TIn, TOut>(formProps);
  const navigate = useNavigate();
  const locked = useRef(false);
  const leaving = useRef(false);
  const [saving, setSaving] = useState(false);
  useUnsavedChangesGuard(guardChanges && (form.formState.isDirty || dirty), leaving);

  const save = async (values: TOut) => {
    const outcome = await Promise.resolve(onSubmit(values, form.setError)).catch(() => false as const);
    if (outcome === false) return;
    if (outcome.leaveTo !== undefined) {
      leaving.current = true;
      void navigate(outcome.leaveTo, { replace: true });
    } else {
      form.reset(outcome.resetTo ?? form.getValues());
    }
  };

  const once = (task: () => Promise<void>) => {
    if (locked.current) return;
    locked.current = true;
    setSaving(true);
    void task().finally(() => {
      if (leaving.current) return;
      locked.current = false;
      setSaving(false);
    });
  };

  return {
    ...form,
    onSubmit: (event) => {
      event?.preventDefault();
      once(() => form.handleSubmit(save)(event));
    },
    submitValues: (values) => once(() => save(values)),
    saving,
  };
}

interface SaveOptions<TVars, R> {
  /** The success toast ('Zapisano', 'Dodano', …). */
  success: string;
  /** The failure toast; the API's field messages go onto the fields. */
  failure?: string;
  /** A refusal by a business rule (a player's group limit) shows the API's own message instead of `failure`. */
  ruleMessages?: boolean;
  /** Leave the form after the save: the new record, or the list filtered to it. */
  leaveTo?: (result: R, values: TVars) => string;
  /** Runs after a successful save (before leaving). */
  onSaved?: (result: R, values: TVars) => void;
}

/** A page's save for `usePageForm`: the request, its toast, the API's field errors, and where to go after it. */
export function useSaveHandler<TVars, R>(request: (values: TVars) => Promise<R>, options: SaveOptions<TVars, R>) {
  const notify = useNotify();
  const { success, failure = msg.saveFailed, ruleMessages = false, leaveTo, onSaved } = options;
  return async <TIn extends FieldValues>(values: TVars, setError: UseFormSetError<TIn>): Promise<SubmitOutcome> => {
    try {
      const result = await request(values);
      notify.success(success);
      onSaved?.(result, values);
      return leaveTo ? { leaveTo: leaveTo(result, values) } : {};
    } catch (error) {
      applyApiFieldErrors(error, setError);
      notify.error(ruleMessages && isApiError(error, 'BUSINESS_RULE') ? error.message : failure);
      return false;
    }
  };
}
