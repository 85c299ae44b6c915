import * as yup from 'yup';

/** A staff rejection's reason: not blank, at most `maxLength` characters (the database refuses a blank one too). */
export function reasonSchema(required: string, maxLength: number) {
  return yup.object({ reason: yup.string().trim().required(required).max(maxLength, required) });
}

export interface ReasonValues {
  reason: string;
}
