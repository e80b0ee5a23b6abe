export { TextFieldElement } from './TextFieldElement';
export { NumberFieldElement } from './NumberFieldElement';
export { SwitchElement } from './SwitchElement';
export { SelectElement } from './SelectElement';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { DateFieldElement, API_DATE_FORMAT } from './DateFieldElement';
export { applyApiFieldErrors } from './applyApiFieldErrors';
export type { ControlledFieldProps } from './controlledFieldProps';
export { MoneyFieldElement } from './MoneyFieldElement';
export { TimeFieldElement, FORM_TIME_FORMAT } from './TimeFieldElement';
export { DateTimeFieldElement } from './DateTimeFieldElement';
export { parseMoney, formatMoneyInput, type MoneyParse } from './money';
export { UnsavedChangesGuard, UnsavedChangesProvider, useUnsavedChangesGuard } from './UnsavedChangesGuard';
export {
  usePageForm,
  useSaveHandler,
  type FormSubmit,
  type PageForm,
  type PageFormOptions,
  type SubmitOutcome,
} from './usePageForm';
export { useSubmitOnce } from './useSubmitOnce';
export {
  useDeferredForm,
  type DeferredFormOptions,
  type FormCheckboxProps,
  type FormFieldProps,
  type FormValues,
} from './useDeferredForm';
export { useContractForm, type ContractFormOptions } from './useContractForm';
