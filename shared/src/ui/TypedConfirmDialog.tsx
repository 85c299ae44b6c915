import { useFormik } from 'formik';
import { copy, FormField, Input } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { deleteConfirmSchema } from '@vitrina/shared/forms';
import { ConfirmDialog } from './ConfirmDialog';

/** What the dialog says: each page passes its own words. */
export interface TypedConfirmWords {
  title: string;
  description: string;
  /** the field's label, which tells the member what to type ('Escribe ELIMINAR para confirmar') */
  label: string;
  /** the action's button */
  confirm: string;
  /** the action's button while it runs (default copy.common.loading) */
  pending?: string;
}

export interface TypedConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  words: TypedConfirmWords;
  /**
   * The action, run once the word is typed exactly. When it resolves, the dialog closes with its field emptied;
   * when it throws, `failure` shows as a toast and the dialog stays with the word typed, for another try.
   */
  onConfirm: () => Promise<void>;
  /** the toast of a failed action (default: the spec's 'Error' / 'No pudimos eliminar tu pieza…') */
  failure?: { title: string; description: string };
}

/**
 * A destructive action confirmed by typing ELIMINAR (spec §5): the button is enabled only while the field holds the
 * word exactly (deleteConfirmSchema, read through formik's isValid); the dialog cannot be closed while the action
 * runs, and closing it empties the field.
 */
export function TypedConfirmDialog({
  open,
  onOpenChange,
  words,
  onConfirm,
  failure = { title: copy.marketplace.deleteErrorTitle, description: copy.marketplace.deleteErrorDescription },
}: TypedConfirmDialogProps) {
  const formik = useFormik({
    initialValues: { confirm: '' },
    // the empty field is wrong from the first paint, so the button never shows enabled before validation runs
    initialErrors: { confirm: copy.marketplace.deleteConfirmMismatch },
    validationSchema: deleteConfirmSchema,
    validateOnMount: true,
    onSubmit: async (_values, helpers) => {
      try {
        await onConfirm();
      } catch {
        // the same words for any failure; the typed word stays for another try
        toast({ ...failure, variant: 'destructive' });
        return;
      }
      helpers.resetForm();
      onOpenChange(false);
    },
  });
  const pending = formik.isSubmitting;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) formik.resetForm();
        onOpenChange(next);
      }}
      title={words.title}
      description={words.description}
      confirmLabel={words.confirm}
      pendingLabel={words.pending}
      destructive
      pending={pending}
      confirmDisabled={!formik.isValid}
      onConfirm={() => void formik.submitForm()}
    >
      <FormField label={words.label} error={formik.touched.confirm ? formik.errors.confirm : undefined}>
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...formik.getFieldProps('confirm')}
          disabled={pending}
        />
      </FormField>
    </ConfirmDialog>
  );
}
