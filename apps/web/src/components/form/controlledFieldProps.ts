import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';

/** The react-hook-form binding every `*Element` takes: `name` and `control` (plus optional `rules`). */
export type ControlledFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = Pick<
  UseControllerProps<T, N, TOut>,
  'name' | 'control' | 'rules'
>;
