const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Text PostgreSQL can store as sent: no NUL character and no lone UTF-16 surrogate. Without zod, for ./auth-forms. */
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);
