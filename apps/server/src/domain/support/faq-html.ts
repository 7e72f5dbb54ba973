/**
 * FAQ answers are HTML written by staff and read by every customer: one allowlist (shared with
 * the browser's DOMPurify) applied when an answer is saved and again whenever one is read, so a
 * row written by hand, by an older rule or by a migration cannot carry anything else.
 */
import sanitizeHtml from 'sanitize-html';
import {
  FAQ_ALLOWED_TAGS,
  FAQ_LINK_ATTRIBUTES,
  FAQ_LINK_REL,
  FAQ_LINK_TARGET,
  isAllowedFaqHref,
} from '@leadatlas/shared';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...FAQ_ALLOWED_TAGS],
  allowedAttributes: { a: [...FAQ_LINK_ATTRIBUTES] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // script, style, textarea…: their content goes too, not only the tags.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens apart and tells the other site nothing; a link to anywhere else
    // (relative, javascript:, data:) keeps its text and loses its address.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      const kept: sanitizeHtml.Attributes = isAllowedFaqHref(href)
        ? { href: href.trim(), target: FAQ_LINK_TARGET, rel: FAQ_LINK_REL }
        : {};
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizeFaqHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the HTML shows no text at all (only tags, or nothing left after sanitising). */
export function isBlankHtml(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '') === '';
}
