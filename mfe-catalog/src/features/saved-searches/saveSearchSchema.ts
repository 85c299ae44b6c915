import * as yup from 'yup';
import { saveSearchCopy } from './copy';

// The save-search dialog's rule: a name of at most 60 characters, as the database's check on saved_searches.name.
// Imported by the dialog's own lazy chunk only.

export const SAVED_SEARCH_NAME_MAX = 60;

export const saveSearchSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(saveSearchCopy.nameRequired)
    .max(SAVED_SEARCH_NAME_MAX, saveSearchCopy.nameTooLong),
  notifyEmail: yup.boolean().required(),
});
export type SaveSearchValues = yup.InferType<typeof saveSearchSchema>;
