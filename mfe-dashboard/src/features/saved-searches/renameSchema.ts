import * as yup from 'yup';
import { savedSearchesCopy } from './copy';

// A saved search's new name: not blank, at most 60 characters (saved_searches_name_check).

export const SAVED_SEARCH_NAME_MAX = 60;

export const renameSchema = yup.object({
  name: yup.string().trim().required(savedSearchesCopy.nameRequired).max(SAVED_SEARCH_NAME_MAX),
});
export type RenameValues = yup.InferType<typeof renameSchema>;
