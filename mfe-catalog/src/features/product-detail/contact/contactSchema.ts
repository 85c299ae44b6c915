import * as yup from 'yup';
import { productDetailCopy } from '../copy';

// The message to a seller: not blank (spec §5). The box takes at most CONTACT_MESSAGE_MAX characters; the database
// checks its own limit. Imported by the dialog's own lazy chunk only.

export const CONTACT_MESSAGE_MAX = 2000;

export const contactSchema = yup.object({
  message: yup.string().trim().required(productDetailCopy.contactMessageRequired),
});
export type ContactValues = yup.InferType<typeof contactSchema>;
