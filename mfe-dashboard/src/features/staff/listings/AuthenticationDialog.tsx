import { useEffect, useRef } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import {
  AUTHENTICATION_STATUS,
  copy,
  errorText,
  fillCopy,
  FormField,
  Input,
  NativeSelect,
  SELL_CERTIFICATE_NUMBER_MAX,
  SELL_CERTIFIER_MAX,
} from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useUpdateListingAuthentication, type AuthenticationFields, type QueueItem } from './moderationApi';
import { listingAuthenticationSchema } from './listingAuthenticationSchema';
import { ConfirmDialog } from '@vitrina/shared/ui';
import { moderationCopy } from './copy';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

type Values = {
  authentication_status: AuthenticationFields['authentication_status'];
  certifier: string;
  certificate_number: string;
};

const statusLabel = (value: string) =>
  value === 'none'
    ? moderationCopy.authenticationNone
    : AUTHENTICATION_STATUS.find((option) => option.value === value)?.label;

/**
 * Staff correct a pending piece's authentication before publishing it. The database lets only trusted users set
 * verified or rejected on someone else's piece; its refusal shows in a toast and the typed values stay.
 */
export function AuthenticationDialog({ piece, onClose }: { piece: QueueItem; onClose: () => void }) {
  const update = useUpdateListingAuthentication();
  const formik = useFormik<Values>({
    initialValues: {
      authentication_status: piece.authentication_status,
      certifier: piece.certifier ?? '',
      certificate_number: piece.certificate_number ?? '',
    },
    validationSchema: listingAuthenticationSchema,
    validateOnChange: false,
    onSubmit: (values) =>
      update
        .mutateAsync(
          { productId: piece.id, fields: values },
          {
            onSuccess: () => {
              toast({ title: moderationCopy.authenticationSaved, variant: 'success' });
              onClose();
            },
            onError: (error) =>
              toast({
                title: moderationCopy.authenticationFailed,
                description: errorText(error),
                variant: 'destructive',
              }),
          },
        )
        .catch(() => undefined),
  });
  const errorOf = (field: keyof Values) => (formik.submitCount > 0 ? formik.errors[field] : undefined);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const { submitCount, isValidating, errors } = formik;
  // After a refused save, keyboard and screen-reader users land on the first field to fix.
  useEffect(() => {
    if (submitCount > 0 && !isValidating && Object.keys(errors).length) {
      fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [submitCount, isValidating, errors]);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={moderationCopy.authenticationTitle}
      description={fillCopy(moderationCopy.authenticationBody, { title: piece.title })}
      confirmLabel={moderationCopy.authenticationSave}
      pending={update.isPending}
      onConfirm={() => void formik.submitForm()}
    >
      <Fields ref={fieldsRef}>
        <FormField label={moderationCopy.authenticationStatusLabel}>
          <NativeSelect
            name="authentication_status"
            value={formik.values.authentication_status}
            onChange={formik.handleChange}
          >
            {AUTHENTICATION_STATUS.map((option) => (
              <option key={option.value} value={option.value}>
                {statusLabel(option.value)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={copy.sell.fieldCertifier}
          error={errorOf('certifier')}
          required={formik.values.authentication_status === 'verified'}
        >
          <Input
            name="certifier"
            value={formik.values.certifier}
            onChange={formik.handleChange}
            maxLength={SELL_CERTIFIER_MAX}
            autoComplete="off"
          />
        </FormField>
        <FormField
          label={copy.sell.fieldCertificateNumber}
          error={errorOf('certificate_number')}
          required={formik.values.authentication_status === 'verified'}
        >
          <Input
            name="certificate_number"
            value={formik.values.certificate_number}
            onChange={formik.handleChange}
            maxLength={SELL_CERTIFICATE_NUMBER_MAX}
            autoComplete="off"
          />
        </FormField>
      </Fields>
    </ConfirmDialog>
  );
}
