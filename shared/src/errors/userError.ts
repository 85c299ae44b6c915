import { REFUSAL_CLASS, type RefusalCode } from './dbErrors';

/** The code an app's own user-facing error carries: Vitrina's refusal class, so `errorText` shows its message. */
export const USER_ERROR_CODE: RefusalCode = `${REFUSAL_CLASS}000`;

/**
 * An error the app throws with words written for the member (copy), shown as they are by `errorText`. It is marked
 * by its `code` rather than by class identity, so the mark survives the separate copies of shared each remote bundles.
 */
export class UserError extends Error {
  readonly code = USER_ERROR_CODE;

  constructor(message: string) {
    super(message);
    this.name = 'UserError';
  }
}
