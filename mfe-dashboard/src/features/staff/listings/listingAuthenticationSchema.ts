import * as yup from 'yup';
import { SELL_CERTIFICATE_NUMBER_MAX, SELL_CERTIFIER_MAX, copy } from '@vitrina/shared/core';
import { moderationCopy } from './copy';

/** An optional text field: '' is stored as null, as the sell form stores it. */
function optionalText(max: number, message: string) {
  return yup
    .string()
    .trim()
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable()
    .default(null)
    .max(max, message);
}

// Staff edit a pending piece's authentication before publishing it (Panel Admin). A piece marked
// verified shows its certificate on the public page, so both fields are required for that status.
export const listingAuthenticationSchema = yup.object({
  authentication_status: yup.string().oneOf(['none', 'pending', 'verified', 'rejected']).required(),
  certifier: optionalText(SELL_CERTIFIER_MAX, copy.sell.certifierTooLong).when('authentication_status', {
    is: 'verified',
    then: (schema) => schema.required(moderationCopy.verifiedNeedsCertificate),
  }),
  certificate_number: optionalText(SELL_CERTIFICATE_NUMBER_MAX, copy.sell.certificateNumberTooLong).when(
    'authentication_status',
    { is: 'verified', then: (schema) => schema.required(moderationCopy.verifiedNeedsCertificate) },
  ),
});
