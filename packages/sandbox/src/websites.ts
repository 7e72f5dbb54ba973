/**
 * Every business's website on one loopback HTTP server, chosen by the Host header. Sites follow
 * their state in the world: up, down (503), redirect (/ → /inicio), slow (slowMs, 15 s by
 * default) or missing; their pages come from the site templates (sites.ts), and a few hostile
 * sites loop, hang, or serve huge or binary bodies.
 */
import type { Handler, Reply } from './http.js';
import { hash32, Rng } from './rng.js';
import { encodePage } from './site-html.js';
import type { SitePlan } from './sites.js';
import type { World } from './world.js';

export const SLOW_SITE_MS = 15_000;
/** Size of the huge bodies of hostile sites. */
export const HUGE_BODY_BYTES = 50 * 1024 * 1024;

const CSS =
  'body{font-family:sans-serif;max-width:48rem;margin:auto;padding:1rem}nav a{margin-right:1rem}';

const CHARSET_LABEL = {
  'utf-8': 'utf-8',
  'iso-8859-1': 'ISO-8859-1',
  'windows-1252': 'windows-1252',
};

function htmlReply(plan: SitePlan, status: number, html: string): Reply {
  const label = CHARSET_LABEL[plan.charset];
  return {
    status,
    headers: {
      'content-type': plan.charsetInHeader ? `text/html; charset=${label}` : 'text/html',
    },
    body: encodePage(html, plan.charset),
  };
}

const CLOUDFLARE_PAGE =
  '<!DOCTYPE html><html><head><title>Email Protection | Cloudflare</title></head><body><h1>Please enable cookies.</h1><p>You are unable to access this email address.</p></body></html>';

/** 64 KiB chunks of filler HTML, up to `total` bytes, made on demand. */
function* hugeBody(total: number): Generator<Buffer> {
  const head = Buffer.from('<!DOCTYPE html><html><head><title>Archivo</title></head><body>\n');
  yield head;
  const line = Buffer.from(
    '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.</p>\n',
  );
  const chunk = Buffer.alloc(64 * 1024);
  for (let i = 0; i < chunk.length; i += line.length) line.copy(chunk, i);
  let sent = head.length;
  while (sent < total) {
    const n = Math.min(chunk.length, total - sent);
    yield n === chunk.length ? chunk : chunk.subarray(0, n);
    sent += n;
  }
}

function binaryBody(domain: string): Buffer {
  const rng = new Rng(hash32(domain));
  const body = Buffer.alloc(256 * 1024);
  for (let i = 0; i < body.length; i += 4) body.writeUInt32LE(Math.floor(rng.next() * 2 ** 32), i);
  // A PNG signature and some NUL bytes, as an image served by mistake would have.
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).copy(body, 0);
  return body;
}

export interface WebsitesOptions {
  /** Delay of slow sites (default SLOW_SITE_MS). */
  slowMs?: number;
}

export function websitesHandler(world: World, options: WebsitesOptions = {}): Handler {
  const slowMs = options.slowMs ?? SLOW_SITE_MS;
  return (request) => {
    const hostHeader = (request.headers.host ?? '').toLowerCase();
    const host = hostHeader.replace(/:\d+$/, '').replace(/\.$/, '');
    const business = host.startsWith('mail.') ? undefined : world.byDomain(host);
    const site = business?.site;
    if (!business?.domain || !site || site.state === 'no-dns') {
      return {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: `Unknown host: ${host}`,
      };
    }
    const delayMs = site.state === 'slow' ? slowMs : 0;
    const reply = (r: Reply): Reply => (delayMs > 0 ? { ...r, delayMs } : r);
    if (site.state === 'down') {
      return reply({
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '120' },
        body: '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request.</p></body></html>',
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply({
        status: 405,
        headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' },
        body: 'Method Not Allowed',
      });
    }
    let path: string;
    try {
      path = decodeURIComponent(request.url.pathname).replace(/\/+$/, '') || '/';
    } catch {
      path = request.url.pathname;
    }
    const hostile = world.hostileKind(business.domain);
    if (hostile === 'hang') return { status: 200, body: '', hang: true };

    const plan = world.sitePlan(business.domain)!;
    if (path === '/robots.txt') {
      return reply({
        status: 200,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: plan.robots,
      });
    }
    if (path === '/assets/style.css') {
      return reply({
        status: 200,
        headers: { 'content-type': 'text/css; charset=utf-8' },
        body: CSS,
      });
    }
    if (hostile === 'redirect-loop') {
      // Every page sends the client one step further, for ever.
      const step = /^\/r\/(\d+)$/.exec(path);
      const next = step ? Number(step[1]) + 1 : 1;
      return {
        status: next % 2 === 0 ? 302 : 301,
        headers: { location: `/r/${next}`, 'content-type': 'text/html; charset=utf-8' },
        body: '<html><body>Moved</body></html>',
      };
    }
    if (hostile === 'huge-body' || hostile === 'huge-chunked') {
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
      if (hostile === 'huge-body') headers['content-length'] = String(HUGE_BODY_BYTES);
      return { status: 200, headers, body: '', stream: () => hugeBody(HUGE_BODY_BYTES) };
    }
    if (hostile === 'binary') {
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: binaryBody(business.domain),
      };
    }

    if (path === '/' && site.state === 'redirect') {
      return reply({
        status: 301,
        headers: {
          location: `http://${hostHeader}/inicio`,
          'content-type': 'text/html; charset=utf-8',
        },
        body: '<html><head><title>301 Moved Permanently</title></head><body><h1>Moved Permanently</h1></body></html>',
      });
    }
    const target = plan.redirects.get(path);
    if (target !== undefined) {
      // Some sites redirect with a relative Location, others with their absolute URL.
      const absolute = hash32(path + business.domain) % 2 === 0;
      const location = /^https?:/.test(target)
        ? target
        : absolute
          ? `http://${hostHeader}${target}`
          : target;
      return reply({
        status: 301,
        headers: { location, 'content-type': 'text/html; charset=utf-8' },
        body: '<html><body>Moved Permanently</body></html>',
      });
    }
    const home = plan.truth.home;
    const page =
      plan.pages.get(path) ??
      (path === '/' || path === '/inicio' || path === '/index.html' || path === '/index.php'
        ? plan.pages.get(home)
        : undefined);
    if (page?.type === 'vcard') {
      return reply({
        status: 200,
        headers: { 'content-type': 'text/vcard; charset=utf-8' },
        body: page.body,
      });
    }
    if (page) return reply(htmlReply(plan, 200, page.body));
    if (path.startsWith('/cdn-cgi/l/email-protection')) {
      return reply({
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: CLOUDFLARE_PAGE,
      });
    }
    return reply(htmlReply(plan, 404, plan.notFound));
  };
}

export function websitesFailure(status: number): Reply {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!DOCTYPE html><html><head><title>${status}</title></head><body><h1>Error ${status}</h1></body></html>`,
  };
}
