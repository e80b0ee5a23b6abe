/** `load` called once: the same promise (a lazily imported module or schema) for every caller. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
