/** Page sizes of docs/spec/part-1.md §9 and docs/spec/part-2.md §9: no schemas here, so a list screen loads no zod. */
export const PAGE_SIZES = {
  generic: [25, 50, 100],
  small: [5, 10, 25],
} as const;
