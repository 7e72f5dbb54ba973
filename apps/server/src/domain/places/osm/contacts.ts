/**
 * Contact details from OpenStreetMap tags: phones, website, emails and social profiles, as
 * mappers write them (several values joined with ";", bare handles, missing schemes).
 */

const PHONE_KEYS = ['phone', 'contact:phone', 'contact:mobile', 'mobile', 'phone:mobile'];
const WEBSITE_KEYS = ['website', 'contact:website', 'url'];
const EMAIL_KEYS = ['email', 'contact:email'];

const SOCIAL_NETWORKS: Record<string, { keys: string[]; base: string; domains: string[] }> = {
  facebook: {
    keys: ['contact:facebook', 'facebook'],
    base: 'https://www.facebook.com/',
    domains: ['facebook.com', 'fb.com', 'fb.me'],
  },
  instagram: {
    keys: ['contact:instagram', 'instagram'],
    base: 'https://www.instagram.com/',
    domains: ['instagram.com', 'instagr.am'],
  },
  twitter: {
    keys: ['contact:twitter', 'twitter', 'contact:x'],
    base: 'https://x.com/',
    domains: ['twitter.com', 'x.com'],
  },
  youtube: {
    keys: ['contact:youtube', 'youtube'],
    base: 'https://www.youtube.com/@',
    domains: ['youtube.com', 'youtu.be'],
  },
  tiktok: {
    keys: ['contact:tiktok', 'tiktok'],
    base: 'https://www.tiktok.com/@',
    domains: ['tiktok.com'],
  },
  linkedin: {
    keys: ['contact:linkedin', 'linkedin'],
    base: 'https://www.linkedin.com/company/',
    domains: ['linkedin.com'],
  },
};

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Splits one tag value into phone numbers. ";" always separates values (the OSM convention);
 * "," and "/" only when every part is a whole number on its own (at least 6 digits), so
 * "+34 91 123 45 67, +34 600 111 222" is two numbers and "91 123,45" stays one.
 */
export function splitPhones(value: string): string[] {
  const out: string[] = [];
  for (const part of value.split(';')) {
    let pieces = [part];
    for (const separator of [',', '/']) {
      pieces = pieces.flatMap((piece) => {
        const split = piece.split(separator);
        return split.length > 1 && split.every((s) => digits(s).length >= 6) ? split : [piece];
      });
    }
    for (const piece of pieces) {
      const trimmed = piece.trim();
      if (digits(trimmed).length >= 3) out.push(trimmed);
    }
  }
  return out;
}

/** Every phone of an element, as written, deduplicated by their digits. */
export function phonesFromTags(tags: Record<string, string>): string[] {
  const seen = new Set<string>();
  const phones: string[] = [];
  for (const key of PHONE_KEYS) {
    const value = tags[key];
    if (!value) continue;
    for (const phone of splitPhones(value)) {
      const id = digits(phone);
      if (seen.has(id)) continue;
      seen.add(id);
      phones.push(phone);
    }
  }
  return phones;
}

/** An address as a URL: a scheme added to "www.example.com". Null when it is not one. */
export function normaliseUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#].*)?$/u.test(trimmed))
    return `http://${trimmed}`;
  return null;
}

export function websiteFromTags(tags: Record<string, string>): string | null {
  for (const key of WEBSITE_KEYS) {
    const value = tags[key];
    if (!value) continue;
    for (const part of value.split(';')) {
      const url = normaliseUrl(part);
      if (url) return url;
    }
  }
  return null;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function emailsFromTags(tags: Record<string, string>): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const key of EMAIL_KEYS) {
    const value = tags[key];
    if (!value) continue;
    for (const part of value.split(/[;,\s]+/)) {
      const email = part.trim().replace(/^mailto:/i, '');
      if (!EMAIL.test(email) || seen.has(email.toLowerCase())) continue;
      seen.add(email.toLowerCase());
      emails.push(email);
    }
  }
  return emails;
}

/** A profile as a URL: kept when it is one, else a handle ("@clinica", "clinica") turned into one. */
export function socialUrl(network: string, value: string): string | null {
  const spec = SOCIAL_NETWORKS[network];
  const first = value.split(';')[0]?.trim() ?? '';
  if (!spec || !first) return null;
  if (/^https?:\/\//i.test(first)) return first;
  const lower = first.toLowerCase();
  if (lower.startsWith('www.') || spec.domains.some((domain) => lower.startsWith(domain))) {
    return `https://${first}`;
  }
  const handle = first.replace(/^@/, '').replace(/\/+$/, '');
  if (!/^[\p{L}\p{N}._-]+$/u.test(handle)) return null;
  return `${spec.base}${handle}`;
}

export function socialsFromTags(tags: Record<string, string>): Record<string, string> {
  const socials: Record<string, string> = {};
  for (const [network, spec] of Object.entries(SOCIAL_NETWORKS)) {
    for (const key of spec.keys) {
      const value = tags[key];
      const url = value ? socialUrl(network, value) : null;
      if (url) {
        socials[network] = url;
        break;
      }
    }
  }
  return socials;
}
