/**
 * Which pages the crawler reads after the home page: contact, team, legal and about pages
 * first (their words in five languages), then the home page's other pages in its own order to
 * fill the budget left (small sites name people on pages called anything), never shops, blog
 * posts, archives, other languages' copies, files or other sites.
 */
import { describe, expect, it } from 'vitest';
import { contactLinkScore, pickContactPages } from '../src/domain/enrich/contact-links.js';
import type { PageLink } from '../src/domain/enrich/types.js';

const home = 'https://www.bodegasnavaz.es/';
const sameSite = (url: URL) => url.hostname.endsWith('bodegasnavaz.es');
const link = (path: string, text = ''): PageLink => ({
  url: `https://www.bodegasnavaz.es${path}`,
  text,
});

describe('contactLinkScore', () => {
  it('people pages in five languages score', () => {
    for (const [path, text] of [
      ['/abogados', 'Abogados'],
      ['/equipa', 'A equipa'],
      ['/wir-ueber-uns', 'Wir über uns'],
      ['/qui-sommes-nous', 'Qui sommes-nous'],
      ['/meet-us', 'Meet us'],
      ['/ansprechpartner', 'Ihre Ansprechpartner'],
    ] as const) {
      expect(contactLinkScore(link(path, text)), path).toBeGreaterThan(1);
    }
  });
});

describe('pickContactPages', () => {
  it('known pages first, then the other pages of the home page in its order', () => {
    const links = [
      link('/'),
      link('/la-bodega', 'La bodega'),
      link('/vinos', 'Nuestros vinos'),
      link('/contacto', 'Contacto'),
      link('/aviso-legal', 'Aviso legal'),
      link('/enoturismo', 'Enoturismo'),
    ];
    expect(pickContactPages(links, home, 5, sameSite)).toEqual([
      'https://www.bodegasnavaz.es/contacto',
      'https://www.bodegasnavaz.es/aviso-legal',
      'https://www.bodegasnavaz.es/la-bodega',
      'https://www.bodegasnavaz.es/vinos',
      'https://www.bodegasnavaz.es/enoturismo',
    ]);
    expect(pickContactPages(links, home, 2, sameSite)).toEqual([
      'https://www.bodegasnavaz.es/contacto',
      'https://www.bodegasnavaz.es/aviso-legal',
    ]);
  });

  it('never shops, blog posts, archives, other languages, files or other sites', () => {
    const links = [
      link('/tienda/', 'Tienda'),
      link('/producto/crianza-2019/', 'Crianza 2019'),
      link('/blog/vendimia-2023/', 'Vendimia 2023'),
      link('/2023/09/vendimia/', 'Vendimia'),
      link('/category/noticias/', 'Noticias'),
      link('/en/', 'English'),
      link('/?lang=fr', 'Français'),
      link('/carta-vinos.pdf', 'Carta'),
      link('/cart', 'Carrito'),
      { url: 'https://www.facebook.com/bodegasnavaz', text: 'Facebook' },
      link('/historia', 'Historia'),
    ];
    expect(pickContactPages(links, home, 5, sameSite)).toEqual([
      'https://www.bodegasnavaz.es/historia',
    ]);
  });
});
