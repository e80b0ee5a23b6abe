export { FilterBar } from './FilterBar';
export type { FilterField, FilterFieldType, FilterPickerProps, FilterValues } from './types';
