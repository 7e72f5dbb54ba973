/**
 * Links built from data found on other people's websites: only http(s) addresses become links
 * (never javascript: or data:), and a bare domain gets https:// in front.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What a person reads for a website link: the host without www. */
export function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}
