import type { FormikErrors, FormikValues, validateYupSchema } from 'formik';

type Schema = Parameters<typeof validateYupSchema>[1];

/**
 * A loader that imports a module once, on the first call, and then returns the same promise: a form's schema module
 * (with yup), imported when the form is first focused or validated, so forms on a visitor's first page
 * (newsletter, waitlist) paint without yup. Each app keeps its schemas beside its forms and passes
 * `() => import('./xSchema')`.
 */
export function lazyModule<Module>(importModule: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    loading ??= importModule().catch((error: unknown) => {
      // A failed chunk (offline): the next call tries again.
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * A Formik `validate` that runs a schema loaded on demand exactly as `validationSchema` would (same
 * validateYupSchema, same error mapping). Formik is imported here on demand: this file is in @vitrina/shared/core,
 * which every first paint loads, and the form calling it has loaded formik already.
 */
export function lazySchemaValidate<Values extends FormikValues>(loadSchema: () => Promise<Schema>) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const [schema, formik] = await Promise.all([loadSchema(), import('formik')]);
    try {
      await formik.validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'ValidationError') return formik.yupToFormErrors(error);
      throw error;
    }
  };
}
