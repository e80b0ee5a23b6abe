export { FilterBar } from './FilterBar';
export { filterSchema } from './filterSchema';
export type { FilterField, FilterFieldType, FilterPickerProps, FilterValues } from './types';
