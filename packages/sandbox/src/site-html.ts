/** HTML helpers of the generated websites: page layouts, obfuscations and charsets. */
import { escapeHtml } from './text.js';

export type Layout = 'classic' | 'bootstrap' | 'builder' | 'legacy' | 'onepage';
export type Charset = 'utf-8' | 'iso-8859-1' | 'windows-1252';

export interface NavLink {
  href: string;
  text: string;
}

export interface PageFrame {
  layout: Layout;
  lang: string;
  charset: Charset;
  /** How the charset is declared in the page: <meta charset> or http-equiv. */
  metaStyle: 'charset' | 'http-equiv';
  title: string;
  siteName: string;
  nav: NavLink[];
  footerLinks: NavLink[];
  head: string;
  top: string;
  main: string;
  bottom: string;
  /** Retina logo (logo@2x.png) in the header. */
  retinaLogo: boolean;
  /** Script blocks at the end of the body (tracking, builders). */
  scripts: string;
}

function metaCharset(frame: PageFrame): string {
  if (frame.metaStyle === 'http-equiv')
    return `<meta http-equiv="Content-Type" content="text/html; charset=${frame.charset}">`;
  return `<meta charset="${frame.charset}">`;
}

function logo(frame: PageFrame): string {
  const name = escapeHtml(frame.siteName);
  if (!frame.retinaLogo) return `<a class="logo" href="/">${name}</a>`;
  return `<a class="logo" href="/"><img src="/img/logo.png" srcset="/img/logo@2x.png 2x, /img/logo@3x.png 3x" alt="${name}" width="180" height="48"></a>`;
}

function links(items: NavLink[], before = '', after = '', attrs = ''): string {
  return items
    .map(
      (l) => `${before}<a href="${escapeHtml(l.href)}"${attrs}>${escapeHtml(l.text)}</a>${after}`,
    )
    .join('\n');
}

export function renderFrame(frame: PageFrame): string {
  switch (frame.layout) {
    case 'bootstrap':
      return `<!DOCTYPE html>
<html lang="${frame.lang}">
<head>
${metaCharset(frame)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(frame.title)}</title>
<link rel="stylesheet" href="/assets/style.css">
${frame.head}
</head>
<body class="home page-template-default">
<div class="topbar"><div class="container">${frame.top}</div></div>
<nav class="navbar navbar-expand-lg navbar-light">
<div class="container">
${logo(frame)}
<button class="navbar-toggler" type="button" aria-label="Menu"><span class="navbar-toggler-icon"></span></button>
<ul class="navbar-nav ms-auto">
${links(frame.nav, '<li class="nav-item">', '</li>', ' class="nav-link"')}
</ul>
</div>
</nav>
<div class="container content">
<div class="row"><div class="col-md-12">
${frame.main}
</div></div>
</div>
<footer class="site-footer">
<div class="container"><div class="row">
<div class="col-md-6 widget">${frame.bottom}</div>
<div class="col-md-6 widget"><ul class="list-unstyled">
${links(frame.footerLinks, '<li>', '</li>')}
</ul></div>
</div></div>
</footer>
${frame.scripts}
</body>
</html>
`;
    case 'builder':
      return `<!DOCTYPE html>
<html lang="${frame.lang}">
<head>
${metaCharset(frame)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Sandbox Site Builder">
<title>${escapeHtml(frame.title)}</title>
${frame.head}
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF">
<header id="SITE_HEADER" class="wixui-header">
<div data-testid="richTextElement" class="font_9">${frame.top}</div>
${logo(frame)}
<nav aria-label="Site"><ul class="menu">
${links(frame.nav, '<li class="menu-item">', '</li>', ' data-testid="linkElement"')}
</ul></nav>
</header>
<main id="PAGES_CONTAINER"><section class="wixui-section"><div data-testid="richTextElement">
${frame.main}
</div></section></main>
<footer id="SITE_FOOTER" class="wixui-footer">
<div data-testid="richTextElement">${frame.bottom}</div>
<p class="font_9">${links(frame.footerLinks, '', ' ')}</p>
</footer>
</div></div>
${frame.scripts}
</body>
</html>
`;
    case 'legacy':
      return `<HTML>
<HEAD>
<TITLE>${escapeHtml(frame.title)}</TITLE>
${metaCharset(frame).replace('<meta', '<META')}
${frame.head}
</HEAD>
<BODY bgcolor=#FFFFFF leftmargin=0 topmargin=0>
<TABLE width=780 border=0 cellpadding=0 cellspacing=0 align=center>
<TR><TD bgcolor=#003366>${frame.retinaLogo ? logo(frame) : ''}<FONT face=Arial color=#FFFFFF size=4><B>${escapeHtml(frame.siteName)}</B></FONT><BR>${frame.top}</TD></TR>
<TR><TD><FONT face=Arial size=2>
${links(frame.nav, '', ' |')}
</FONT></TD></TR>
<TR><TD valign=top><FONT face=Arial size=2>
${frame.main}
</FONT></TD></TR>
<TR><TD align=center><FONT face=Arial size=1>${frame.bottom}<BR>
${links(frame.footerLinks, '', ' ')}
</FONT></TD></TR>
</TABLE>
${frame.scripts}
</BODY>
</HTML>
`;
    case 'onepage':
    case 'classic':
      return `<!DOCTYPE html>
<html lang="${frame.lang}">
<head>
${metaCharset(frame)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(frame.title)}</title>
<meta name="description" content="${escapeHtml(frame.siteName)}">
<link rel="stylesheet" href="/assets/style.css">
${frame.head}
</head>
<body>
<header>
${frame.top ? `<div class="top">${frame.top}</div>\n` : ''}${logo(frame)}
<nav>${links(frame.nav, '', '', '')}</nav>
</header>
<main>
${frame.main}
</main>
<footer>
${frame.bottom}
<p class="legal-links">${links(frame.footerLinks, '', ' ')}</p>
</footer>
${frame.scripts}
</body>
</html>
`;
  }
}

/** Breaks well-formed HTML the way old sites are broken: unclosed tags, missing end. */
export function breakHtml(html: string, salt: number): string {
  let n = salt;
  const out = html.replace(/<\/(p|li|td|tr|div|P|LI|TD|TR|DIV)>/g, (m) => {
    n = (n * 1103515245 + 12345) >>> 0;
    return n % 3 === 0 ? m : '';
  });
  return (
    out
      .replace(/<\/body>\s*<\/html>\s*$/i, '\n')
      .replace(/<main>/, '<main><div class="wrapper"><b>')
      .replace(/<\/main>/, '</main><div class="unclosed">') + '<p>'
  );
}

/** "info@x.test" with HTML character references: only the @, the first letter, or every character. */
export function entityEncode(text: string, mode: 'at' | 'first' | 'all' | 'hex'): string {
  const dec = (c: string) => `&#${c.charCodeAt(0)};`;
  switch (mode) {
    case 'at':
      return text.replace('@', '&#64;');
    case 'first':
      return dec(text[0] ?? '') + text.slice(1);
    case 'all':
      return [...text].map(dec).join('');
    case 'hex':
      return [...text].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
  }
}

/** Cloudflare email protection: the key byte, then every byte of the address XOR the key, in hex. */
export function cfEncode(address: string, key: number): string {
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  let out = hex(key);
  for (const byte of Buffer.from(address, 'utf8')) out += hex(byte ^ key);
  return out;
}

/** Decodes a data-cfemail value (used by the tests to check the sites). */
export function cfDecode(hex: string): string {
  const key = parseInt(hex.slice(0, 2), 16);
  const bytes: number[] = [];
  for (let i = 2; i + 1 < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16) ^ key);
  return Buffer.from(bytes).toString('utf8');
}

/** JSON-LD block; non-ASCII and "<" escaped so it survives any charset. */
export function jsonLd(value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[<>&\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

const CP1252: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

const CP1252_DECODE = new Map(Object.entries(CP1252).map(([code, byte]) => [byte, Number(code)]));

/**
 * The page's bytes in its charset. Characters the charset lacks become numeric character
 * references (&#8364;), as editors that save in Latin-1 do.
 */
export function encodePage(html: string, charset: Charset): Buffer {
  if (charset === 'utf-8') return Buffer.from(html, 'utf8');
  const bytes: number[] = [];
  for (const ch of html) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else if (charset === 'windows-1252' && CP1252[code] !== undefined) bytes.push(CP1252[code]);
    else for (const b of Buffer.from(`&#${code};`, 'latin1')) bytes.push(b);
  }
  return Buffer.from(bytes);
}

/** Decodes a page's bytes (tests). */
export function decodePage(body: Buffer, charset: Charset): string {
  if (charset === 'utf-8') return body.toString('utf8');
  if (charset === 'iso-8859-1') return body.toString('latin1');
  // Node 20's TextDecoder reads windows-1252 as ISO-8859-1; map 0x80–0x9F ourselves.
  let out = '';
  for (const byte of body) out += String.fromCharCode(CP1252_DECODE.get(byte) ?? byte);
  return out;
}
