import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

export interface ContractFormOptions<TIn extends FieldValues, TOut> extends UseFormProps<TIn, unknown, TOut> {
  /** The contract's schema: its Polish messages on the fields, its output to the submit (none: the form's own checks). */
  schema?: z.ZodType<TOut, TIn>;
}

/**
 * A back-office form on react-hook-form with the zod resolver over the contract's schema: errors after the first
 * submit, then as you type; a failed submit focuses the first field in error and keeps what was typed. `usePageForm`
 * builds on it, and so do the dialogs and inline forms; the portal, sign-in and filter row use `useDeferredForm`,
 * the same engine loaded after the first paint (docs/decisions.md, "One way to write a form").
 */
export function useContractForm<TIn extends FieldValues, TOut = TIn>({ schema, ...props }: ContractFormOptions<TIn, TOut>) {
  return useForm<TIn, unknown, TOut>({ ...props, resolver: schema ? zodResolver(schema) : props.resolver });
}
