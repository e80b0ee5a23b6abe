import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver loaded on first use (or earlier with `preload`): the sign-in page validates with
 * the contract's zod schemas without putting zod in the page's first download. Validation is asynchronous in
 * react-hook-form anyway, so the form behaves the same.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () => (loading ??= load());
  const resolver: Resolver<T> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
