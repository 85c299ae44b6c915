// @vitrina/shared/forms: the yup schemas of every form (yup loads only with a page that has a form).

export * from '../validation/schemas';
