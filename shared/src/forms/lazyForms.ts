import type { FormikErrors, FormikValues, validateYupSchema } from 'formik';

type Forms = typeof import('@vitrina/shared/forms');
type Schema = Parameters<typeof validateYupSchema>[1];

let forms: Promise<Forms> | undefined;

/**
 * The shared yup schemas (@vitrina/shared/forms, with yup: 13 KB gzip), loaded when a form is first focused or
 * validated. Forms on a visitor's first page (newsletter, waitlist) need no validation to paint.
 */
export function loadForms(): Promise<Forms> {
  forms ??= import('@vitrina/shared/forms').catch((error: unknown) => {
    // A failed chunk (offline): the next validation tries again.
    forms = undefined;
    throw error;
  });
  return forms;
}

/**
 * A Formik `validate` that runs one of the shared schemas exactly as `validationSchema` would (same
 * validateYupSchema, same error mapping), once the schemas have loaded. Formik is imported here on demand: this
 * file is in @vitrina/shared/core, which every first paint loads, and the form calling it has loaded formik already.
 */
export function lazySchemaValidate<Values extends FormikValues>(pick: (loaded: Forms) => Schema) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const [loaded, formik] = await Promise.all([loadForms(), import('formik')]);
    try {
      await formik.validateYupSchema(values, pick(loaded));
      return {};
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'ValidationError') return formik.yupToFormErrors(error);
      throw error;
    }
  };
}
