import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attributes; anything that is not a string becomes ''. */
export const escapeHtml = (value: unknown) => (typeof value === 'string' ? value.replace(/[&<>"']/g, (c) => ENTITIES[c]) : '');

/**
 * The inline markup the block editor produces (bold, italic, links, line breaks…) and nothing else:
 * no scripts, no event handlers, no styles; links only to http(s), mailto and tel.
 */
export const inlineHtml = (value: unknown) =>
  typeof value === 'string'
    ? sanitizeHtml(value, {
        allowedTags: ['b', 'strong', 'i', 'em', 'u', 's', 'mark', 'code', 'a', 'br', 'sub', 'sup'],
        allowedAttributes: { a: ['href', 'title', 'rel'] },
        allowedSchemes: ['http', 'https', 'mailto', 'tel'],
        allowProtocolRelative: false,
        disallowedTagsMode: 'discard',
        transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
      })
    : '';

/** Plain text of inline markup for a double-quoted attribute (sanitize-html already escapes `&`, `<` and `>`). */
export const plainText = (value: unknown) =>
  typeof value === 'string' ? sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} }).replace(/"/g, '&quot;') : '';

/** An image source this site may show: its own files or an http(s) address; anything else is dropped. */
export const safeImageSrc = (value: unknown) =>
  typeof value === 'string' && /^(\/files\/[a-z0-9/.-]+|https?:\/\/[^\s"'<>]+)$/i.test(value) ? escapeHtml(value) : null;
