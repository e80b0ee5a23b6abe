export { FilterBar } from './FilterBar';
export { filterSchema } from './filterSchema';
export type { FilterField, FilterFieldType, FilterValues } from './types';
