/**
 * Every business's website on one loopback HTTP server, chosen by the Host header. Sites follow
 * their state in the world: up, down (503), redirect (/ → /inicio), slow (15 s) or missing.
 */
import type { Handler, Reply } from './http.js';
import { escapeHtml } from './text.js';
import type { Business, World } from './world.js';

export const SLOW_SITE_MS = 15_000;

interface Words {
  home: string;
  about: string;
  contact: string;
  legal: string;
  legalPath: string;
  aboutPath: string;
  contactPath: string;
  address: string;
  phone: string;
  hours: string;
  team: string;
  write: string;
  notFound: string;
}

const WORDS: Record<'es' | 'en', Words> = {
  es: {
    home: 'Inicio',
    about: 'Sobre nosotros',
    contact: 'Contacto',
    legal: 'Aviso legal',
    legalPath: '/aviso-legal',
    aboutPath: '/sobre-nosotros',
    contactPath: '/contacto',
    address: 'Dirección',
    phone: 'Teléfono',
    hours: 'Horario',
    team: 'Nuestro equipo',
    write: 'Escríbenos',
    notFound: 'Página no encontrada',
  },
  en: {
    home: 'Home',
    about: 'About us',
    contact: 'Contact',
    legal: 'Privacy policy',
    legalPath: '/privacy',
    aboutPath: '/about',
    contactPath: '/contact',
    address: 'Address',
    phone: 'Phone',
    hours: 'Opening hours',
    team: 'Our team',
    write: 'Email us',
    notFound: 'Page not found',
  },
};

function telHref(international: string): string {
  return `tel:${international.replace(/[^+\d]/g, '')}`;
}

function addressLine(b: Business): string {
  if (b.city.countryCode === 'us') {
    return `${b.housenumber} ${b.street}, ${b.city.name}, ${b.city.stateShort ?? ''} ${b.postcode ?? ''}`.trim();
  }
  return `${b.street} ${b.housenumber}${b.postcode ? `, ${b.postcode}` : ','} ${b.city.name}`;
}

function layout(b: Business, title: string, main: string): string {
  const w = WORDS[b.lang];
  const site = b.site;
  const charset = site?.latin1 ? 'iso-8859-1' : 'utf-8';
  const socials = [
    b.facebook ? `<a href="${escapeHtml(b.facebook)}" rel="noopener">Facebook</a>` : '',
    b.instagram ? `<a href="${escapeHtml(b.instagram)}" rel="noopener">Instagram</a>` : '',
  ]
    .filter((s) => s !== '')
    .join(' · ');
  return `<!DOCTYPE html>
<html lang="${b.lang}">
<head>
<meta charset="${charset}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(`${b.name} - ${b.city.name}`)}">
<link rel="stylesheet" href="/assets/style.css">
</head>
<body>
<header>
<a class="logo" href="/">${escapeHtml(b.name)}</a>
<nav><a href="/">${w.home}</a> <a href="${w.aboutPath}">${w.about}</a> <a href="${w.contactPath}">${w.contact}</a></nav>
</header>
<main>
${main}
</main>
<footer>
${socials ? `<p class="social">${socials}</p>\n` : ''}<p>© 2025 ${escapeHtml(site?.legalName ?? b.name)} · <a href="${w.legalPath}">${w.legal}</a></p>
</footer>
</body>
</html>
`;
}

function phoneBlock(b: Business): string {
  const w = WORDS[b.lang];
  return b.phones
    .map(
      (p) =>
        `<p>${w.phone}: <a href="${telHref(p.international)}">${escapeHtml(p.national)}</a></p>`,
    )
    .join('\n');
}

function teamBlock(b: Business, withEmails: boolean): string {
  const people = b.site?.people ?? [];
  if (people.length === 0) return '';
  const items = people
    .map((p) => {
      const email = withEmails && p.email ? ` (<a href="mailto:${p.email}">${p.email}</a>)` : '';
      return `<li>${escapeHtml(p.name)} — ${escapeHtml(p.title)}${email}</li>`;
    })
    .join('\n');
  return `<h2>${WORDS[b.lang].team}</h2>\n<ul class="team">\n${items}\n</ul>`;
}

function homePage(b: Business): string {
  const w = WORDS[b.lang];
  const label = b.lang === 'es' ? `${b.name} | ${b.city.name}` : `${b.name} | ${b.city.name}`;
  const intro =
    b.lang === 'es'
      ? `<p>Bienvenidos a ${escapeHtml(b.name)}, en el barrio de ${escapeHtml(b.neighbourhood)} (${escapeHtml(b.city.name)}). Más de diez años a su servicio.</p>`
      : `<p>Welcome to ${escapeHtml(b.name)} in ${escapeHtml(b.neighbourhood)}, ${escapeHtml(b.city.name)}. Serving our neighbors for over ten years.</p>`;
  return layout(
    b,
    label,
    `<h1>${escapeHtml(b.name)}</h1>
${intro}
<p>${w.address}: ${escapeHtml(addressLine(b))}</p>
${phoneBlock(b)}
${b.openingHours ? `<p>${w.hours}: ${escapeHtml(b.openingHours)}</p>` : ''}
<p><a href="${w.contactPath}">${w.contact}</a> · <a href="${w.aboutPath}">${w.about}</a></p>`,
  );
}

function contactPage(b: Business): string {
  const w = WORDS[b.lang];
  const email = b.site?.contactEmail;
  const mail = email ? `<p>${w.write}: <a href="mailto:${email}">${email}</a></p>` : '';
  const form =
    b.lang === 'es'
      ? '<form method="post" action="/contacto"><label>Nombre <input name="nombre"></label><label>Mensaje <textarea name="mensaje"></textarea></label><button>Enviar</button></form>'
      : '<form method="post" action="/contact"><label>Name <input name="name"></label><label>Message <textarea name="message"></textarea></label><button>Send</button></form>';
  return layout(
    b,
    `${w.contact} | ${b.name}`,
    `<h1>${w.contact}</h1>
<p>${w.address}: ${escapeHtml(addressLine(b))}</p>
${phoneBlock(b)}
${mail}
${teamBlock(b, true)}
${form}`,
  );
}

function aboutPage(b: Business): string {
  const w = WORDS[b.lang];
  const text =
    b.lang === 'es'
      ? `<p>${escapeHtml(b.name)} es un negocio familiar de ${escapeHtml(b.city.name)}. Nuestro equipo trabaja cada día para ofrecer el mejor servicio.</p>`
      : `<p>${escapeHtml(b.name)} is a family-owned business in ${escapeHtml(b.city.name)}. Our team works every day to give you the best service.</p>`;
  return layout(
    b,
    `${w.about} | ${b.name}`,
    `<h1>${w.about}</h1>\n${text}\n${teamBlock(b, false)}`,
  );
}

function legalPage(b: Business): string {
  const w = WORDS[b.lang];
  const site = b.site;
  const email = site?.contactEmail ?? `info@${b.domain ?? ''}`;
  const body =
    b.lang === 'es'
      ? `<p>Titular: ${escapeHtml(site?.legalName ?? b.name)}</p>
<p>NIF/CIF: ${escapeHtml(site?.taxId ?? '')}</p>
<p>Domicilio: ${escapeHtml(addressLine(b))}</p>
<p>Correo electrónico: ${email}</p>`
      : `<p>This website is operated by ${escapeHtml(site?.legalName ?? b.name)}, ${escapeHtml(addressLine(b))}.</p>
<p>Questions about your data: ${email}</p>`;
  return layout(b, `${w.legal} | ${b.name}`, `<h1>${w.legal}</h1>\n${body}`);
}

function notFoundPage(b: Business): string {
  const w = WORDS[b.lang];
  return layout(b, `${w.notFound} | ${b.name}`, `<h1>${w.notFound}</h1>`);
}

function html(b: Business, status: number, page: string): Reply {
  if (b.site?.latin1) {
    const safe = [...page.replace(/—/g, '-')]
      .map((ch) => (ch.charCodeAt(0) > 0xff ? '?' : ch))
      .join('');
    return {
      status,
      headers: { 'content-type': 'text/html; charset=ISO-8859-1' },
      body: Buffer.from(safe, 'latin1'),
    };
  }
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: page };
}

const CSS =
  'body{font-family:sans-serif;max-width:48rem;margin:auto;padding:1rem}nav a{margin-right:1rem}';

export function websitesHandler(world: World): Handler {
  return (request) => {
    const hostHeader = (request.headers.host ?? '').toLowerCase();
    const host = hostHeader.replace(/:\d+$/, '').replace(/\.$/, '');
    const business = host.startsWith('mail.') ? undefined : world.byDomain(host);
    const site = business?.site;
    if (!business || !site || site.state === 'no-dns') {
      return {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: `Unknown host: ${host}`,
      };
    }
    const delayMs = site.state === 'slow' ? SLOW_SITE_MS : 0;
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
    const path = decodeURIComponent(request.url.pathname).replace(/\/+$/, '') || '/';
    const w = WORDS[business.lang];
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
    if (path === '/robots.txt') {
      const rules = site.disallowPrivate ? 'Disallow: /privado\n' : 'Allow: /\n';
      return reply({
        status: 200,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: `User-agent: *\n${rules}`,
      });
    }
    if (path === '/assets/style.css') {
      return reply({
        status: 200,
        headers: { 'content-type': 'text/css; charset=utf-8' },
        body: CSS,
      });
    }
    if (path === '/' || path === '/inicio' || path === '/index.html')
      return reply(html(business, 200, homePage(business)));
    if (path === w.contactPath) return reply(html(business, 200, contactPage(business)));
    if (path === w.aboutPath) return reply(html(business, 200, aboutPage(business)));
    if (path === w.legalPath) return reply(html(business, 200, legalPage(business)));
    return reply(html(business, 404, notFoundPage(business)));
  };
}

export function websitesFailure(status: number): Reply {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!DOCTYPE html><html><head><title>${status}</title></head><body><h1>Error ${status}</h1></body></html>`,
  };
}
