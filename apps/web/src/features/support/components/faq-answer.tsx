import DOMPurify from 'dompurify';
import {
  FAQ_ALLOWED_TAGS,
  FAQ_LINK_ATTRIBUTES,
  FAQ_LINK_REL,
  FAQ_LINK_TARGET,
  isAllowedFaqHref,
} from '@leadatlas/shared';
import { cn } from '../../../lib/cn';

/*
 * The server already sanitises every answer (on save and on read); the browser does it again
 * with the same allowlist before anything reaches innerHTML, so neither side alone is trusted.
 * An instance of our own: its hook touches no other use of DOMPurify.
 */
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (isAllowedFaqHref(href)) {
    node.setAttribute('target', FAQ_LINK_TARGET);
    node.setAttribute('rel', FAQ_LINK_REL);
  } else {
    for (const name of FAQ_LINK_ATTRIBUTES) node.removeAttribute(name);
  }
});

export function purifyFaqHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...FAQ_ALLOWED_TAGS],
    ALLOWED_ATTR: [...FAQ_LINK_ATTRIBUTES],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}

/** An FAQ answer (HTML) rendered after DOMPurify; also the editor's live preview. */
export function FaqAnswer({
  html,
  className,
  'data-testid': testId,
}: {
  html: string;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div
      className={cn(
        'min-w-0 space-y-2 break-words text-sm leading-relaxed text-muted-foreground',
        '[&_a[href]]:font-medium [&_a[href]]:text-primary [&_a[href]]:underline [&_a[href]]:underline-offset-2',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-foreground',
        '[&_h3]:font-semibold [&_h3]:text-foreground [&_h4]:font-medium [&_h4]:text-foreground',
        '[&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5',
        '[&_strong]:text-foreground [&_b]:text-foreground',
        className,
      )}
      data-testid={testId}
      // Sanitised just above with the FAQ's allowlist.
      dangerouslySetInnerHTML={{ __html: purifyFaqHtml(html) }}
    />
  );
}
