import sanitizeHtml from 'sanitize-html';

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

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Plain text of inline markup (for an `alt`): the tags dropped, the entities sanitize-html wrote read back. */
export const plainText = (value: unknown) =>
  typeof value === 'string'
    ? sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot);/g, (e) => ESCAPED[e])
    : '';

/** An image source this site may show: its own files or an http(s) address; anything else is dropped. */
export const safeImageSrc = (value: unknown) =>
  typeof value === 'string' && /^(\/files\/[a-z0-9/.-]+|https?:\/\/[^\s"'<>]+)$/i.test(value) ? value : null;
