import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';

type Forms = typeof import('@vitrina/shared/forms');
type Schema = Parameters<typeof validateYupSchema>[1];

let forms: Promise<Forms> | undefined;

/**
 * The shared yup schemas (@vitrina/shared/forms, with yup: 13 KB gzip), loaded when a form is first focused or
 * validated. The newsletter and waitlist forms are on the visitor's first page and need no validation to paint.
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
 * validateYupSchema, same error mapping), once the schemas have loaded.
 */
export function lazySchemaValidate<Values extends FormikValues>(pick: (loaded: Forms) => Schema) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = pick(await loadForms());
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'ValidationError') return yupToFormErrors(error);
      throw error;
    }
  };
}
