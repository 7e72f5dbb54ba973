/**
 * Social profile URLs in one canonical form per network; share buttons, intents, posts and
 * platform pages are not profiles and give null.
 */
import type { SocialNetwork } from '../types.js';
import { safeDecodeURIComponent } from './normalize-text.js';

export interface SocialProfile {
  network: SocialNetwork;
  url: string;
  kind: 'company' | 'person';
}

function toUrl(raw: string): URL | null {
  let text = raw.trim();
  if (text === '') return null;
  if (text.startsWith('//')) text = `https:${text}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) text = `https://${text}`;
  try {
    const u = new URL(text);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u;
  } catch {
    return null;
  }
}

function segments(u: URL): string[] {
  return u.pathname
    .split('/')
    .filter((s) => s !== '')
    .map((s) => safeDecodeURIComponent(s));
}

const FACEBOOK_RESERVED = new Set([
  'sharer.php',
  'sharer',
  'share.php',
  'share',
  'dialog',
  'plugins',
  'tr',
  'login',
  'login.php',
  'groups',
  'events',
  'photo.php',
  'photo',
  'photos',
  'watch',
  'hashtag',
  'help',
  'policies',
  'policy.php',
  'privacy',
  'legal',
  'home.php',
  'permalink.php',
  'story.php',
  'ads',
  'business',
  'gaming',
  'marketplace',
  'l.php',
  'media',
  'settings',
  'search',
  'signup',
  'r.php',
  'reg',
  'recover',
  'video.php',
  'videos',
  'notes',
  'fundraisers',
  'messages',
  'bookmarks',
  'friends',
  'about',
  'terms',
  'terms.php',
  'cookies',
  'careers',
  'directory',
  'places',
  'pages_reaction_units',
  'badges',
  'offsite_event',
  'rsrc.php',
  'ajax',
  'api',
  'connect',
  'v2.0',
  'x',
  'iframe',
  'embed',
  'reel',
  'reels',
  'stories',
  'live',
  'a',
  'n',
  'checkpoint',
  'campaign',
  'ad_campaign',
  'pg',
]);

function facebook(u: URL): SocialProfile | null {
  const segs = segments(u);
  const first = (segs[0] ?? '').toLowerCase();
  if (first === '' || (first.startsWith('v') && /^v\d+\.\d+$/.test(first))) return null;
  if (first === 'profile.php') {
    const id = u.searchParams.get('id');
    if (!id || !/^\d{5,20}$/.test(id)) return null;
    return {
      network: 'facebook',
      url: `https://www.facebook.com/profile.php?id=${id}`,
      kind: 'company',
    };
  }
  if (first === 'pages' || first === 'people') {
    // /pages/Name/123456 and /people/Name/123456 are profile pages in the old form.
    const name = segs[1];
    const id = segs[2];
    if (!name || !id || !/^\d{5,20}$/.test(id)) return null;
    return {
      network: 'facebook',
      url: `https://www.facebook.com/${first}/${encodeURIComponent(name)}/${id}`,
      kind: first === 'people' ? 'person' : 'company',
    };
  }
  if (first === 'pg' && segs[1])
    return facebook(new URL(`https://www.facebook.com/${segs.slice(1).join('/')}`));
  if (FACEBOOK_RESERVED.has(first)) return null;
  if (!/^[\p{L}\p{N}.-]{2,80}$/u.test(first)) return null;
  if (/\.php$/.test(first)) return null;
  return { network: 'facebook', url: `https://www.facebook.com/${first}`, kind: 'company' };
}

const INSTAGRAM_RESERVED = new Set([
  'p',
  'reel',
  'reels',
  'explore',
  'stories',
  'accounts',
  'direct',
  'tv',
  'about',
  'developer',
  'legal',
  'share',
  'sharer',
  'web',
  'emails',
  'privacy',
  'terms',
  'static',
  'oauth',
  'api',
  'graphql',
  'embed.js',
  'challenge',
  'press',
  'session',
  'instagram',
]);

function instagram(u: URL): SocialProfile | null {
  const first = (segments(u)[0] ?? '').toLowerCase().replace(/^@/, '');
  if (INSTAGRAM_RESERVED.has(first)) return null;
  if (!/^[a-z0-9._]{1,30}$/.test(first) || /^\.+$/.test(first)) return null;
  return { network: 'instagram', url: `https://www.instagram.com/${first}`, kind: 'company' };
}

const TWITTER_RESERVED = new Set([
  'intent',
  'share',
  'home',
  'search',
  'hashtag',
  'i',
  'explore',
  'settings',
  'login',
  'signup',
  'tos',
  'privacy',
  'messages',
  'notifications',
  'compose',
  'widgets',
  'widgets.js',
  'oauth',
  'account',
  'logout',
  'about',
  'download',
  'jobs',
  'rules',
  'en',
  'es',
]);

function twitter(u: URL): SocialProfile | null {
  const first = (segments(u)[0] ?? '').toLowerCase().replace(/^@/, '');
  if (TWITTER_RESERVED.has(first)) return null;
  if (!/^[a-z0-9_]{1,15}$/.test(first)) return null;
  return { network: 'twitter', url: `https://x.com/${first}`, kind: 'company' };
}

function linkedin(u: URL): SocialProfile | null {
  const segs = segments(u);
  const first = (segs[0] ?? '').toLowerCase();
  const slug = (segs[1] ?? '').toLowerCase();
  if (slug === '' || !/^[\p{L}\p{N}._%&'-]{1,120}$/u.test(slug)) return null;
  const encoded = encodeURIComponent(slug).replace(/%26/g, '&').replace(/%27/g, "'");
  if (first === 'company' || first === 'school' || first === 'showcase') {
    return {
      network: 'linkedin',
      url: `https://www.linkedin.com/${first}/${encoded}`,
      kind: 'company',
    };
  }
  if (first === 'in') {
    return { network: 'linkedin', url: `https://www.linkedin.com/in/${encoded}`, kind: 'person' };
  }
  return null;
}

const YOUTUBE_RESERVED = new Set([
  'watch',
  'embed',
  'shorts',
  'playlist',
  'results',
  'feed',
  'redirect',
  'iframe_api',
  't',
  'about',
  'premium',
  'account',
  'signin',
  'logout',
  'upload',
  'live',
  'gaming',
  'music',
  'kids',
  'howyoutubeworks',
  'creators',
  'ads',
  'yt',
  'subscription_center',
  'attribution_link',
  'v',
  'e',
  'hashtag',
  'post',
  's',
  'sw.js',
  'api',
  'oembed',
]);

function youtube(u: URL): SocialProfile | null {
  const segs = segments(u);
  const first = segs[0] ?? '';
  const lower = first.toLowerCase();
  const base = 'https://www.youtube.com';
  if (first.startsWith('@') && /^@[\p{L}\p{N}._-]{2,100}$/u.test(first)) {
    return { network: 'youtube', url: `${base}/${first}`, kind: 'company' };
  }
  const second = segs[1] ?? '';
  if (lower === 'channel' && /^UC[\w-]{10,40}$/.test(second)) {
    return { network: 'youtube', url: `${base}/channel/${second}`, kind: 'company' };
  }
  if ((lower === 'c' || lower === 'user') && /^[\p{L}\p{N}._-]{1,100}$/u.test(second)) {
    return { network: 'youtube', url: `${base}/${lower}/${second}`, kind: 'company' };
  }
  if (
    segs.length >= 1 &&
    !YOUTUBE_RESERVED.has(lower) &&
    lower !== 'channel' &&
    lower !== 'c' &&
    lower !== 'user'
  ) {
    if (/^[a-z0-9._-]{3,100}$/i.test(first) && !first.includes('.')) {
      return { network: 'youtube', url: `${base}/${first}`, kind: 'company' };
    }
  }
  return null;
}

function tiktok(u: URL): SocialProfile | null {
  const first = segments(u)[0] ?? '';
  if (!/^@[a-z0-9._]{2,24}$/i.test(first)) return null;
  return {
    network: 'tiktok',
    url: `https://www.tiktok.com/${first.toLowerCase()}`,
    kind: 'company',
  };
}

function networkOf(host: string): SocialNetwork | null {
  const h = host.toLowerCase().replace(/\.$/, '');
  const is = (domain: string) => h === domain || h.endsWith(`.${domain}`);
  if (is('facebook.com') || is('fb.com')) {
    // business., developers., graph. and the like are not profile hosts.
    if (
      /^(?:business|developers|graph|connect|static|l|lm|upload|pixel|code|about|www\.business)\./.test(
        h,
      )
    )
      return null;
    return 'facebook';
  }
  if (is('instagram.com') || h === 'instagr.am')
    return h.startsWith('help.') || h.startsWith('about.') ? null : 'instagram';
  if (is('twitter.com') || is('x.com')) {
    if (
      /^(?:platform|help|developer|developers|business|about|blog|support|api|ads|analytics|publish|t)\./.test(
        h,
      )
    )
      return null;
    return 'twitter';
  }
  if (is('linkedin.com')) return 'linkedin';
  if (is('youtube.com'))
    return /^(?:studio|music|tv|kids|accounts|developers)\./.test(h) ? null : 'youtube';
  if (is('tiktok.com')) return /^(?:www\.|m\.|vm\.)?tiktok\.com$/.test(h) ? 'tiktok' : null;
  return null;
}

/**
 * The canonical profile URL of a social link, or null when it is not a profile (share and
 * intent links, posts, videos, platform pages):
 * facebook https://www.facebook.com/<page> · instagram https://www.instagram.com/<handle> ·
 * twitter https://x.com/<handle> · linkedin https://www.linkedin.com/company/<slug> or /in/<slug>
 * (kind person) · youtube https://www.youtube.com/@handle | /channel/ID | /c/name | /user/name ·
 * tiktok https://www.tiktok.com/@handle
 */
export function canonicalSocialUrl(url: string): SocialProfile | null {
  const u = toUrl(url);
  if (!u) return null;
  const network = networkOf(u.hostname);
  switch (network) {
    case 'facebook':
      return facebook(u);
    case 'instagram':
      return instagram(u);
    case 'twitter':
      return twitter(u);
    case 'linkedin':
      return linkedin(u);
    case 'youtube':
      return youtube(u);
    case 'tiktok':
      return tiktok(u);
    default:
      return null;
  }
}
