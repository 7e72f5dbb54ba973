/**
 * Pages full of people who are not the business's contacts: directories and member lists,
 * testimonials, event speakers, obituaries, blog authors, clients and case studies; and words
 * that look like names (companies, products, dishes, streets, cities). None becomes a contact;
 * the business's own people on the same pages still do.
 */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';

function people(body: string, siteDomain = 'asesoriaquiroga.es', head = '') {
  const html = `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
  return extractPage({ url: `https://${siteDomain}/pagina`, html, siteDomain }).contacts.map(
    (c) => c.name,
  );
}

const FIRST = [
  'Lucía',
  'Mateo',
  'Carmen',
  'Hugo',
  'Elena',
  'Bruno',
  'Alba',
  'Iker',
  'Nora',
  'Raúl',
];
const LAST = ['Quiroga', 'Benítez', 'Lozano', 'Arranz', 'Cuesta', 'Manzano', 'Peña', 'Robles'];

/** A directory of `n` people with titles, companies and addresses, one card each. */
function directory(n: number): string {
  const cards: string[] = [];
  for (let k = 0; k < n; k++) {
    const name = `${FIRST[k % FIRST.length]} ${LAST[k % LAST.length]} ${LAST[(k * 3) % LAST.length]}`;
    cards.push(
      `<div class="member-card"><h3>${name}</h3><p>Gerente</p><p>Fundada en 2004 por ${name}.</p>` +
        `<a href="mailto:socio${k}@correo${k % 50}.es">Escribir</a></div>`,
    );
  }
  return `<h1>Directorio de asociados</h1>${cards.join('\n')}`;
}

describe('crowds', () => {
  it('a directory of 2,000 people names no contact (and is read in one pass)', () => {
    // Time-insensitive: the bound is the outcome; a quadratic reading would time the test out.
    expect(people(directory(2000))).toEqual([]);
  });

  it('a page of a few dozen titled people is a member list, the legal notice aside', () => {
    expect(
      people(`${directory(45)}<footer><p>Titular del sitio: Arturo Quiroga Lozano</p></footer>`),
    ).toEqual(['Arturo Quiroga Lozano']);
  });

  it("a JSON-LD list of people (a directory's) names no contact", () => {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: Array.from({ length: 60 }, (_, k) => ({
        '@type': 'Person',
        name: `${FIRST[k % FIRST.length]} ${LAST[k % LAST.length]}`,
        jobTitle: 'Abogado',
      })),
    };
    expect(
      people(
        '<h1>Colegiados</h1>',
        'icam.es',
        `<script type="application/ld+json">${JSON.stringify(list)}</script>`,
      ),
    ).toEqual([]);
  });
});

describe("other people's sections", () => {
  it('testimonials: quotes, review boxes and a testimonials heading (es, en, pt)', () => {
    expect(
      people(`
      <h2>Nuestro equipo</h2><div class="miembro"><h3>Arturo Quiroga</h3><p>Asesor fiscal y socio director</p></div>
      <h2>Lo que dicen nuestros clientes</h2>
      <div class="col"><p>«Nos llevaron la contabilidad sin un error.»</p><h4>Sonia Medina</h4><p>Gerente, Panadería Medina</p></div>
      <blockquote><p>Great advice on our VAT return.</p><footer>— Daniel Frost, Managing Director at Frost Joinery</footer></blockquote>
      <div class="depoimento"><p>Recomendo!</p><strong>Paulo Rangel</strong><span>Diretor comercial</span></div>`),
    ).toEqual(['Arturo Quiroga']);
  });

  it('event speakers, guests and juries (es, fr, de)', () => {
    expect(
      people(`
      <h2>Ponentes</h2><div class="speaker-card"><h3>Virginia Oller</h3><p>CEO de Oller Consultores</p></div>
      <h2>Intervenants</h2><ul><li>Jérôme Battut — Directeur commercial, Battut SA</li></ul>
      <h2>Referenten</h2><dl><dt>Anke Vollmer</dt><dd>Geschäftsführerin der Vollmer GmbH</dd></dl>`),
    ).toEqual([]);
  });

  it('a title that places the person in another company (case studies, partners)', () => {
    expect(
      people(`
      <h2>Casos de éxito</h2>
      <p>Rebeca Soto — Directora financiera en Grupo Alimentario Soto</p>
      <div class="case"><h3>Marcus Bell</h3><p>Owner at Bell &amp; Sons Roofing Ltd</p></div>`),
    ).toEqual([]);
  });

  it('obituaries and guest blog authors', () => {
    expect(
      people(
        `<h1>Esquelas</h1><div class="card"><h3>Emilio Garrido Pons</h3><p>Falleció el 3 de marzo. Fue fundador de Talleres Garrido.</p></div>
        <article><h2>Cinco consejos para tu declaración</h2><div class="author-box"><h4>Clara Montes</h4><p>Periodista invitada</p></div></article>
        <h2>In memoriam</h2><p>Anselmo Ruiz, gerente durante cuarenta años, nos dejó en 2023.</p>`,
        'funerariasanroque.es',
      ),
    ).toEqual([]);
  });
});

describe('words that look like names', () => {
  it('companies, products, dishes, streets and cities beside titles', () => {
    expect(
      people(`
      <div class="card"><h3>Quiroga Asesores</h3><p>Asesoría fiscal y laboral</p></div>
      <div class="card"><h3>Lomo Saltado</h3><p>Especialidad del chef</p></div>
      <div class="card"><h3>Crema Hidratante</h3><p>Recomendada por nuestra dermatóloga</p></div>
      <p>Gran Vía 41 — Oficina central</p>
      <p>San Sebastián | Delegación norte</p>
      <div class="card"><h3>Walker Morris Accountants</h3><p>Our partner firm</p></div>
      <p>Contabilidad Pyme, Asesor fiscal</p>`),
    ).toEqual([]);
  });

  it("the business's own name is no person, even beside a founder's title", () => {
    expect(
      people(
        '<h1>Asesoría Quiroga</h1><p>Asesoría Quiroga fue fundada en 2009.</p><p>Quiroga Benítez was founded in 2009.</p>',
      ),
    ).toEqual([]);
  });
});
