// What every Vitrina build shares under the key 'formik' (see federationShared.cjs): the hook, the component and
// the helpers the forms use, by name. A shared module is built whole, and all of formik (withFormik and connect
// with hoist-non-react-statics, FieldArray with lodash's deep clone, Field, FastField, ErrorMessage) would weigh
// on every page that shows a form. 'formik-full' is an alias of the package's own entry (federationShared.cjs):
// the request 'formik' would be this module again. SharedExportsCheckPlugin fails a build that imports a name
// missing here, so add the name below when an app needs more of the API.
export {
  Formik,
  FormikProvider,
  FormikContext,
  Form,
  useFormik,
  useFormikContext,
  useField,
  getIn,
  setIn,
  validateYupSchema,
  yupToFormErrors,
  prepareDataForValidation,
} from 'formik-full';
