/** Page sizes of spec part 1 §9 / part 2 §9: no schemas here, so a list screen loads no zod. */
export const PAGE_SIZES = {
  generic: [25, 50, 100],
  small: [5, 10, 25],
} as const;
