import type { FormikProps } from 'formik';
import { Badge, FieldError, VERIFICATION_REQUEST_TYPES, type VerificationRequestType } from '@vitrina/shared/core';
import { verificationRequestCopy } from './copy';
import type { VerificationFormValues } from './useVerificationRequestForm';
import { RequiredMark, TypeGrid, TypeOption, Types } from './VerificationRequestPage.styles';

interface VerificationTypeFieldProps {
  formik: FormikProps<VerificationFormValues>;
  /** types with a request still waiting: not offered again */
  pendingTypes: ReadonlySet<VerificationRequestType>;
  typeError: string | null;
  sending: boolean;
}

/** The three request types as cards with a radio each; a type already pending is shown but disabled. */
export function VerificationTypeField({ formik, pendingTypes, typeError, sending }: VerificationTypeFieldProps) {
  return (
    <Types aria-describedby={typeError ? 'verification-type-error' : undefined}>
      <legend>
        {verificationRequestCopy.typeLabel}
        <RequiredMark aria-hidden="true">*</RequiredMark>
      </legend>
      <TypeGrid>
        {VERIFICATION_REQUEST_TYPES.map((option) => {
          const pending = pendingTypes.has(option.value);
          return (
            <TypeOption key={option.value} $checked={formik.values.type === option.value} $disabled={pending}>
              <input
                type="radio"
                name="type"
                value={option.value}
                checked={formik.values.type === option.value}
                disabled={pending || sending}
                onChange={() => void formik.setFieldValue('type', option.value)}
                onBlur={() => void formik.setFieldTouched('type', true)}
              />
              <strong>{option.label}</strong>
              <small>{verificationRequestCopy.typeHints[option.value]}</small>
              {pending ? <Badge variant="warning">{verificationRequestCopy.typePending}</Badge> : null}
            </TypeOption>
          );
        })}
      </TypeGrid>
      {typeError ? (
        <FieldError id="verification-type-error" role="alert">
          {typeError}
        </FieldError>
      ) : null}
    </Types>
  );
}
