import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for user-visible HTML (notification messages, post bodies): text
 * formatting, lists, quotes, headings and links. No scripts, styles, event handlers, images or
 * iframes; links only to http(s) and mailto and always with rel="noopener noreferrer nofollow".
 */
export const HTML_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

/** HTML limited to the allow-list. */
export function sanitizeHtmlMessage(html: string): string {
  return sanitizeHtml(html, HTML_ALLOW_LIST).trim();
}

/** Plain text: every tag removed (titles). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
}

/** Escapes text for interpolation into a message template. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}
