/**
 * Fourth round of extraction on layouts and sentences nobody tuned for: lists of "name – label"
 * lines whose labels no word list knows, a comma that closes a title in a sentence.
 */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { cleanGivenName } from '../src/domain/enrich/extract/person-name.js';
import { foundersInProse } from '../src/domain/enrich/extract/prose-people.js';

const found = (text: string, domain = 'lavanda-sur.es') =>
  foundersInProse(text, domain).map((p) => [p.name, p.title]);

function people(body: string, siteDomain = 'taller-noguera.es') {
  const html = `<!DOCTYPE html><html><body><main>${body}</main></body></html>`;
  return extractPage({ url: `https://${siteDomain}/contacto`, html, siteDomain }).contacts.map(
    (c) => [c.name, c.title, c.role],
  );
}

describe('lists of "name – label" lines', () => {
  it('a label of any trade counts among lines of the same shape read as name and title (en, pt)', () => {
    expect(
      people(
        `<p><b>Who to ask for</b><br><b>Trevor Ashworth</b> - Proprietor<br><b>Denise Ashworth</b> - Office Manager<br>
         <b>Lewis Barraclough</b> - Tyre Fitting &amp; Tracking<br><b>Ryan Kershaw</b> - Apprentice</p>`,
        'ashworth-autos.co.uk',
      ),
    ).toEqual([
      ['Trevor Ashworth', 'Proprietor', 'owner'],
      ['Denise Ashworth', 'Office Manager', 'operations'],
      ['Lewis Barraclough', 'Tyre Fitting & Tracking', 'other'],
      ['Ryan Kershaw', 'Apprentice', 'other'],
    ]);
    expect(
      people(
        `<ul><li>Dr. Gustavo Albuquerque Lins – Sócio-diretor</li><li>Dra. Renata Falcão – Advogada</li>
         <li>Dr. Otávio Brennand – Direito Tributário</li></ul>`,
        'lins-falcao.adv.br',
      ),
    ).toEqual([
      ['Gustavo Albuquerque Lins', 'Sócio-diretor', 'owner'],
      ['Renata Falcão', 'Advogada', 'other'],
      ['Otávio Brennand', 'Direito Tributário', 'other'],
    ]);
  });

  it('one titled line is no list; labels of other shapes, streets and numbers are no titles', () => {
    // Only one line reads as name and title: the others' labels stay unknown.
    expect(
      people(
        '<p>Carmen Noguera - Gerente<br>Sergio Vilalta - Llantas y frenos<br>Ignasi Puig - Chapa</p>',
      ),
    ).toEqual([['Carmen Noguera', 'Gerente', 'owner']]);
    // Same shape, but the label is an address or a phone: no title.
    expect(
      people(
        `<ul><li>Marta Soler - Gerente</li><li>Pau Ribas - Encargado de taller</li>
         <li>Laia Camps - Calle Mayor</li><li>Jordi Pons - 972 11 22 33</li></ul>`,
      ),
    ).toEqual([
      ['Marta Soler', 'Gerente', 'owner'],
      ['Pau Ribas', 'Encargado de taller', 'other'],
    ]);
  });
});

describe('a title closed by a comma in a sentence', () => {
  it('what follows the comma is another clause, not the title’s employer', () => {
    expect(
      found(
        "Most nights you'll meet Priya Raman, our bar manager, and on Fridays Tom's brother pours too.",
        'thecrownandanchor.co.uk',
      ),
    ).toEqual([['Priya Raman', 'bar manager']]);
    // Without the comma, the employer right after the title still tells someone else's job.
    expect(
      found('Hablamos con Lucía Ferrer, abogada de Ferrer & Asociados S.L. en Madrid.'),
    ).toEqual([]);
  });
});

describe('words of trades, departments and German compounds', () => {
  it('departments as titles, compounds of a job, trades in five languages', () => {
    expect(
      people(
        `<div class="team"><div class="member"><h4>Annegret Vollmer</h4><p>Vertrieb</p></div>
         <div class="member"><h4>Dietmar Scholz</h4><p>Projektingenieur</p></div>
         <div class="member"><h4>Yvonne Kappel</h4><p>Praxisinhaberin</p></div>
         <div class="member"><h4>Henrik Baumann</h4><p>Zahnarzthelfer</p></div></div>`,
        'vollmer-technik.de',
      ),
    ).toEqual([
      ['Annegret Vollmer', 'Vertrieb', 'other'],
      ['Dietmar Scholz', 'Projektingenieur', 'other'],
      ['Yvonne Kappel', 'Praxisinhaberin', 'owner'],
      ['Henrik Baumann', 'Zahnarzthelfer', 'other'],
    ]);
    expect(
      found('Na oficina trabalha o Sérgio Tavares, mestre marceneiro, há trinta anos.'),
    ).toEqual([['Sérgio Tavares', 'mestre marceneiro']]);
    // Surnames that end like a compound are still names.
    expect(people('<p>Hans Neubauer</p><p>Erika Fachmann</p>', 'vollmer-technik.de')).toEqual([]);
  });

  it('a founder of long ago stays history whatever job the sentence gives them', () => {
    expect(
      found(
        'A casa foi fundada em 1948 por Albino Seixas, marceneiro, e hoje é gerida pela neta, Clara Seixas Mota.',
        'casaseixas.pt',
      ),
    ).toEqual([['Clara Seixas Mota', 'Proprietário']]);
    // "Accueil · Ventes": a page's words, no person.
    expect(people('<p>Accueil · Ventes · Locations</p>', 'agence-nive.fr')).toEqual([]);
  });
});

describe('cards told by their classes and their grid', () => {
  it('a card header above the name: the card is the box around both, not its parts (pt)', () => {
    const card = (label: string, name: string) =>
      `<div class="col"><div class="card"><div class="card-header small">${label}</div>
        <div class="card-body"><img src="/f.jpg" alt=""><p class="card-title h5">${name}</p></div></div></div>`;
    expect(
      people(
        `<h2>Equipa</h2><div class="row">${card('Direção técnica', 'Joaquim Serôdio')}
         ${card('Contrabaixo e jazz', 'Bruno Queirós')}${card('Percussão', 'Vera Limpo')}</div>`,
        'academia-som-tejo.pt',
      ),
    ).toEqual([
      ['Joaquim Serôdio', 'Direção técnica', 'other'],
      ['Bruno Queirós', 'Contrabaixo e jazz', 'other'],
      ['Vera Limpo', 'Percussão', 'other'],
    ]);
  });

  it('collection items with the title above the name: each title stays with its own name (de)', () => {
    const item = (job: string, name: string, email = '') =>
      `<div role="listitem" class="team-item w-dyn-item"><a href="/team/x" class="team-link-block w-inline-block">
        <img src="/p.webp" alt="" class="team-photo"><div class="team-info"><div class="team-role">${job}</div>
        <div class="team-name">${name}</div></div></a>${email ? `<a href="mailto:${email}" class="team-email"><div>${email}</div></a>` : ''}</div>`;
    expect(
      people(
        `<div class="team-grid w-dyn-items">${item('Geschäftsführerin', 'Tanja Reuß', 'tanja@reuss-software.de')}${item('Entwickler', 'Moritz Abel')}${item('Buchhaltung', 'Gül')}</div>`,
        'reuss-software.de',
      ),
    ).toEqual([
      ['Tanja Reuß', 'Geschäftsführerin', 'owner'],
      ['Moritz Abel', 'Entwickler', 'other'],
      ['Gül', 'Buchhaltung', 'operations'],
    ]);
  });

  it('many names under labels are a directory; a sentence or a heading is no label (es)', () => {
    const shop = (label: string, name: string) =>
      `<li class="socio"><span class="tienda">${label}</span><strong>${name}</strong></li>`;
    const shops = [
      ['Presidenta', 'Amparo Ledesma'],
      ['Ferretería Casanova', 'Julián Casanova'],
      ['Panadería La Espiga', 'Rocío Benítez'],
      ['Óptica Miraflores', 'Teodoro Salas'],
      ['Librería Alcuza', 'Encarna Villena'],
      ['Mercería Pili', 'Pilar Gutiérrez'],
      ['Floristería Azahar', 'Marisa Cortés'],
    ];
    expect(
      people(`<ul class="socios">${shops.map(([l, n]) => shop(l ?? '', n ?? '')).join('')}</ul>`),
    ).toEqual([['Amparo Ledesma', 'Presidenta', 'owner']]);
    expect(
      people(
        `<div class="obra"><h3>Rehabilitación del molino</h3><div>Villarluengo Alto</div></div>
         <div class="obra"><h3>Centro de día</h3><div>Cantavieja</div></div>
         <div class="persona"><div>Inés Galve</div><div>Arquitecta</div></div>
         <div class="persona"><div>Tomás Ejarque</div><div>No se encontraron elementos.</div></div>`,
      ),
    ).toEqual([['Inés Galve', 'Arquitecta', 'other']]);
  });

  it('a lead-in paragraph announcing guests makes the names after it foreign (pt, en)', () => {
    expect(
      people(
        `<p>Convidados desta edição:</p><p>Rita Baltazar</p><p>Designer gráfica, Estúdio Norte</p>
         <p>Hélder Pinho</p><p>Ilustrador</p><h2>Equipa</h2><p>Marta Gaio</p><p>Diretora</p>`,
        'festival-tipo.pt',
      ),
    ).toEqual([['Marta Gaio', 'Diretora', 'owner']]);
  });
});

describe('names only in a photo’s alt, Portuguese honorifics', () => {
  it('a card that prints the job under a photo named only in its alt (de, es)', () => {
    const card = (name: string, job: string, mail = '') =>
      `<div class="ma"><img src="/ma/${name.length}.jpg" alt="${name}"><div class="ma-text"><p class="ma-job">${job}</p>${mail}</div></div>`;
    expect(
      people(
        `<h2>Wir sind für Sie da</h2><div class="mitarbeitende">${card('Holger Wendt', 'Dachdeckermeister, Inhaber')}
         ${card('Katja Rübsam', 'Büro und Abrechnung', '<p><a href="mailto:buero@wendt-dach.de">buero@wendt-dach.de</a></p>')}
         ${card('Levin Ott', 'Auszubildender')}</div>`,
        'wendt-dach.de',
      ),
    ).toEqual([
      ['Holger Wendt', 'Dachdeckermeister, Inhaber', 'owner'],
      ['Katja Rübsam', 'Büro und Abrechnung', 'operations'],
      ['Levin Ott', 'Auszubildender', 'other'],
    ]);
    // A review with the author's photo, a card whose text writes the name, a lone photo of a dish.
    for (const body of [
      '<div class="testimonials"><div class="t"><img src="/t.jpg" alt="Rocío Almansa"><p>Gerente</p></div><div class="t"><img src="/u.jpg" alt="Ismael Rubio"><p>Director comercial</p></div></div>',
      '<div class="card"><img src="/c.jpg" alt="Rocío Almansa"><p>Rocío Almansa</p></div>',
      '<div class="plato"><img src="/p.jpg" alt="Arroz Negro"><p>Cocinero del mes</p></div>',
    ])
      expect(people(body)).toEqual([]);
  });

  it('"Dr.ª", "Eng.º", "D.ª" before a name are no part of it; "Mª" is', () => {
    expect(
      people(
        `<ul><li>Dr.ª Filipa Campos — Diretora clínica</li><li>Eng.º Tiago Lobo — Gestor de obra</li>
         <li>Mª Luz Andrade — Receção</li></ul>`,
        'clinica-campos.pt',
      ).map(([name]) => name),
    ).toEqual(['Filipa Campos', 'Tiago Lobo', 'Mª Luz Andrade']);
  });
});

describe('businesses and German nouns beside names', () => {
  it('shops named after their owners are no people; a job noun before a name is no part of it', () => {
    expect(
      people(
        `<h2>Unsere Partner</h2><ul><li>Optik Brandl – Sehtest und Kontaktlinsen</li>
         <li>Versicherungsbüro Lechner – Beratung</li><li>Blumen Rieger – Floristik</li></ul>`,
        'gewerbe-auerbach.de',
      ),
    ).toEqual([]);
    expect(
      found(
        'Seit 2015 unterstützt uns Texterin Annika Wohlfahrt, und mit ihrem Mann Jürgen Rapp, Schreinermeister, führt Eva Rapp die Werkstatt.',
        'rapp-moebel.de',
      ).map(([name]) => name),
    ).toEqual(expect.arrayContaining(['Jürgen Rapp']));
    expect(
      found(
        'Vor 20 Jahren Markus Brenner, heute Inhaber, übernahm den Betrieb.',
        'brenner.de',
      ).flat(),
    ).not.toContain('Jahren Markus Brenner');
  });

  it('"L’Équipe" is no given name: French elision before a word of the page', () => {
    expect([
      cleanGivenName('L’Équipe'),
      cleanGivenName("L'Équipe"),
      cleanGivenName('Margaux'),
    ]).toEqual([null, null, 'Margaux']);
  });

  it('"Dre" before a name in Québec French is an honorific', () => {
    expect(
      people(
        '<p><strong>Dre Mélanie Gagnon</strong> — Dentiste généraliste</p>',
        'cliniquegagnon.ca',
      ),
    ).toEqual([['Mélanie Gagnon', 'Dentiste généraliste', 'other']]);
  });
});

describe('what a review found the new readers must not take', () => {
  const grid = (cards: Array<[string, string]>) =>
    `<div class="row">${cards.map(([n, j]) => `<div class="col"><div><img src="/x.jpg" alt="${n}"></div><p>${j}</p></div>`).join('')}</div>`;

  it('photo cards under a speakers heading, a crowd of them, a given name inside a word', () => {
    expect(
      people(
        `<h2>Our speakers</h2>${grid([
          ['Laura Gomez', 'Marketing Director'],
          ['Peter Hall', 'Sales Manager'],
        ])}`,
      ),
    ).toEqual([]);
    const crowd = Array.from({ length: 60 }, (_, i): [string, string] => [
      `Anna ${['Berg', 'Holm', 'Lind', 'Dahl', 'Ek', 'Sjö'][i % 6]}${'abcdefghij'[i % 10]}son`,
      'Sales Manager',
    ]);
    expect(people(grid(crowd)).length).toBeLessThanOrEqual(40);
    expect(
      people(
        grid([
          ['Ian Moore', 'Veterinary Technician'],
          ['Ana Silva', 'Practice Manager'],
        ]),
        'vets-moore.co.uk',
      ),
    ).toEqual([
      ['Ian Moore', 'Veterinary Technician', 'other'],
      ['Ana Silva', 'Practice Manager', 'operations'],
    ]);
  });

  it('other businesses in "name – label" lists, and one titled card across sections', () => {
    expect(
      people(
        '<p>Daniel Morgan – Chair<br>Rachel Stone – Treasurer<br>Peter Hall – Bright Smiles Dental<br>Laura Gomez – Northside Bakery</p>',
        'harbour-traders.org.uk',
      ).map(([n, t]) => `${n}: ${t}`),
    ).toEqual(['Daniel Morgan: Chair', 'Rachel Stone: Treasurer']);
    expect(
      people(
        `<h2>Equipo</h2><div class="c"><h3>Ana Ruiz Soto</h3><p>Odontóloga</p></div>
         <h2>Historias de pacientes</h2><div class="c"><h3>Laura Gomez Vidal</h3><p>Valencia</p></div>
         <div class="c"><h3>Pedro Marin Soler</h3><p>Implantes</p></div>`,
      ),
    ).toEqual([['Ana Ruiz Soto', 'Odontóloga', 'other']]);
  });

  it('lead-ins: a department label is no guests’ section, and the next lead-in closes one', () => {
    expect(
      people(
        '<p>Gästebetreuung:</p><p>Tobias Wendt – Concierge</p><p>Geschäftsführung:</p><p>Martin Hofer – Geschäftsführer</p>',
        'hotel-hofer.at',
      ).map(([n]) => n),
    ).toEqual(['Tobias Wendt', 'Martin Hofer']);
    expect(
      people(
        '<p>Our guests:</p><p>Jo Banks – Chef</p><p>Reservations:</p><p>Amy Shaw – Reservations Manager</p>',
        'the-old-mill.co.uk',
      ).map(([n]) => n),
    ).toEqual(['Amy Shaw']);
  });

  it('a project’s credits name its client; a comma before "at" still names an employer', () => {
    expect(
      people(
        '<div class="project"><h3>Summer campaign</h3><p>Client: Nordic Shoes</p><p>Direction: Laura Gomez</p><p>Styling: Peter Hall</p></div>',
        'studio-lumen.co.uk',
      ),
    ).toEqual([]);
    expect(
      found(
        'We were joined by Laura Pérez, marketing director, at Acme Foods Ltd. for the launch.',
        'lumen.co.uk',
      ),
    ).toEqual([]);
  });

  it('a founder of long ago and today’s namesake are two people', () => {
    expect(
      found(
        'Founded in 1952 by John Miller, the firm is today run by his grandson, John Miller, managing director.',
        'millerandsons.co.uk',
      ),
    ).toEqual([['John Miller', 'Owner']]);
  });

  it('surnames and given names the word lists must keep', () => {
    for (const name of [
      'Pierre Vacher',
      'Jean Fromager',
      'Thomas Nothelfer',
      'Peter Schwerk',
      'Maria da Quinta',
      'Roger-Pol Droit',
      'Mann Singh',
      'Eng Hock Tan',
    ])
      expect(
        people(`<div class="member"><h3>${name}</h3><p>Gérant</p></div>`, 'exemple-sarl.fr'),
      ).toEqual([[name, 'Gérant', 'owner']]);
    for (const [written, name] of [
      ['Drª. Ana Costa', 'Ana Costa'],
      ['Engª Maria Silva', 'Maria Silva'],
      ['Engº João Pinto', 'João Pinto'],
    ])
      expect(
        people(`<div class="member"><h3>${written}</h3><p>Gerente</p></div>`, 'exemplo.pt'),
      ).toEqual([[name, 'Gerente', 'owner']]);
  });
});
