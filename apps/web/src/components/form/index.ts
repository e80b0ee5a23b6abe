export { TextFieldElement } from './TextFieldElement';
export { NumberFieldElement } from './NumberFieldElement';
export { SwitchElement } from './SwitchElement';
export { SelectElement, type SelectOption } from './SelectElement';
export { DateFieldElement, API_DATE_FORMAT } from './DateFieldElement';
export { applyApiFieldErrors } from './applyApiFieldErrors';
export type { ControlledFieldProps } from './controlledFieldProps';
