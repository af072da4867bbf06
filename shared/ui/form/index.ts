// The form kit of every widget form (react-final-form): one copy of the field error rule, the text field,
// the form-level alert, the focus on the first invalid field and the generic-error handling of a submit.
export { fieldError } from './field-error';
export { FormAlert } from './form-alert';
export { FormSubmit } from './form-submit';
export { fieldErrorsOrGeneric, showGenericError } from './generic-error';
export { TextField } from './text-field';
export { ValidatedForm } from './validated-form';
export { validateWith } from './validate-with';
