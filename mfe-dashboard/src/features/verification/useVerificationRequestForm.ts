import { useFormik } from 'formik';
import type { VerificationRequestType } from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import {
  useMyVerificationRequests,
  useSubmitVerificationRequest,
  useVerificationRealtime,
  VerificationSubmitError,
} from './verificationApi';
import { verificationRequestSchema } from './verificationRequestSchema';
import { verificationRequestCopy } from './copy';

export interface VerificationFormValues {
  type: '' | VerificationRequestType;
  notes: string;
  documents: File[];
}

const EMPTY: VerificationFormValues = { type: '', notes: '', documents: [] };

/**
 * The request form's state: the member's requests (live), the types already pending, and a submit that uploads the
 * documents, inserts the request and says how it went in a toast.
 */
export function useVerificationRequestForm() {
  const user = useUser();
  const requests = useMyVerificationRequests();
  const submit = useSubmitVerificationRequest();
  useVerificationRealtime();
  const pendingTypes = new Set((requests.data ?? []).filter((r) => r.status === 'pending').map((r) => r.type));

  const formik = useFormik<VerificationFormValues>({
    initialValues: EMPTY,
    validationSchema: verificationRequestSchema,
    validateOnBlur: true,
    onSubmit: async (values, helpers) => {
      if (!user) {
        toast({ title: verificationRequestCopy.loginRequired, variant: 'destructive' });
        return;
      }
      try {
        await submit.mutateAsync({
          type: values.type as VerificationRequestType,
          notes: values.notes,
          files: values.documents,
        });
        toast({
          title: verificationRequestCopy.successTitle,
          description: verificationRequestCopy.successDescription,
          variant: 'success',
        });
        helpers.resetForm({ values: EMPTY });
      } catch (error) {
        const message = error instanceof VerificationSubmitError ? error.message : verificationRequestCopy.failure;
        toast({ title: message, variant: 'destructive' });
      }
    },
  });

  const touchedError = (field: keyof VerificationFormValues) =>
    (formik.touched[field] || formik.submitCount > 0) && typeof formik.errors[field] === 'string'
      ? (formik.errors[field] as string)
      : null;
  const typeError =
    touchedError('type') ??
    (formik.values.type && pendingTypes.has(formik.values.type) ? verificationRequestCopy.duplicatePending : null);
  const sending = formik.isSubmitting;

  return { user, requests, pendingTypes, formik, touchedError, typeError, sending };
}
