/**
 * Second round of extraction on any layout: name shapes, honorifics and officers' titles seen
 * on sites nobody tuned for, each with markup of our own in several languages.
 */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { classifyTitle, looksLikeTitle } from '../src/domain/enrich/extract/job-title.js';
import { cleanPersonName } from '../src/domain/enrich/extract/person-name.js';

function people(body: string, siteDomain = 'tallerbosque.es', path = '/equipo') {
  const html = `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
  return extractPage({ url: `https://${siteDomain}${path}`, html, siteDomain }).contacts.map(
    (c) => [c.name, c.title, c.role],
  );
}

describe('name shapes', () => {
  it('surnames with a capital inside', () => {
    expect(cleanPersonName('Corinne DeVries')).toBe('Corinne DeVries');
    expect(cleanPersonName('Paul LaFontaine')).toBe('Paul LaFontaine');
    expect(cleanPersonName('Gina DiMarco-Holt')).toBe('Gina DiMarco-Holt');
    expect(cleanPersonName('Ewan MacLeod')).toBe('Ewan MacLeod');
    // Words with capitals anywhere are still not names.
    expect(cleanPersonName('Team WordPress')).toBeNull();
    expect(cleanPersonName('Ana DeLIVERY')).toBeNull();
  });

  it('given names abbreviated with a superscript', () => {
    expect(cleanPersonName('Mª Pilar Gómez Ruiz')).toBe('Mª Pilar Gómez Ruiz');
    expect(cleanPersonName('Fco. Javier Soto')).toBe('Fco. Javier Soto');
    // Alone before a surname, the abbreviation is not enough for a name.
    expect(cleanPersonName('Mª Gómez')).toBeNull();
  });

  it('honorifics of teachers and religious orders', () => {
    expect(cleanPersonName('Mtro. Andrés Villalobos')).toBe('Andrés Villalobos');
    expect(cleanPersonName('Mtra. Sofía Lugo Paz')).toBe('Sofía Lugo Paz');
    expect(cleanPersonName('Hno. Tomás Rivas')).toBe('Tomás Rivas');
    expect(cleanPersonName('Sor Inés Aranda')).toBe('Inés Aranda');
    expect(cleanPersonName('Rev. Alan Pryce')).toBe('Alan Pryce');
  });
});

describe("associations' officers and trades", () => {
  it('treasurers, vice-presidents and board members are titles', () => {
    for (const t of [
      'Tesorero',
      'Vicepresidenta',
      'Vocal',
      'Tesoureira',
      'Vice-presidente',
      'Trésorière',
      'Schatzmeisterin',
      'Mécanicienne',
      'Mecânico',
      'Secrétariat',
    ])
      expect(looksLikeTitle(t), t).toBe(true);
  });

  it('"Gerencia" is the management: an owner', () => {
    expect(classifyTitle('Gerencia')).toBe('owner');
    expect(classifyTitle('Vicepresidente')).toBe('other');
  });

  it('a board in a table without a header row, title cell first', () => {
    const out = people(
      `<h2>Junta directiva</h2><table>
        <tr><td>Presidente</td><td>Mª Carmen Lozano Gil</td></tr>
        <tr><td>Tesorero</td><td>Raúl Ortega Vidal</td></tr></table>`,
    );
    expect(out).toContainEqual(['Mª Carmen Lozano Gil', 'Presidente', 'owner']);
    expect(out).toContainEqual(['Raúl Ortega Vidal', 'Tesorero', 'other']);
  });

  it('a label and a name in a footer line', () => {
    const out = people(
      '<footer><p>Gerencia: Julián Mora Pastor</p><p>Tel. 912 000 111</p></footer>',
    );
    expect(out).toContainEqual(['Julián Mora Pastor', 'Gerencia', 'owner']);
  });
});

describe('legal notices: plural and partnership labels, German degrees', () => {
  it('co-managers and partners named after a plural label', () => {
    const fr = people(
      '<h1>Mentions légales</h1><p>SARL Le Pétrin · Co-gérantes : Agnès Roux et Lina Haddad</p>',
      'lepetrin.fr',
      '/mentions-legales',
    );
    expect(fr.map((p) => p[0])).toEqual(expect.arrayContaining(['Agnès Roux', 'Lina Haddad']));
    const de = people(
      '<h1>Impressum</h1><p>Vertretungsberechtigte Partnerin: StB Dipl.-Kffr. Anja Roth</p>',
      'roth-partner.de',
      '/impressum',
    );
    expect(de).toContainEqual(['Anja Roth', 'Vertretungsberechtigte Partnerin', 'owner']);
    expect(cleanPersonName('Dipl.-Kfm. Holger Lindner')).toBe('Holger Lindner');
  });
});

describe('trades of the health and associations in fr and de', () => {
  it('a caption "Name, trade" in a carousel', () => {
    const out = people(
      `<div class="carousel"><figure><img src="/a.jpg" alt=""><figcaption>Dr Hugo Perrot, orthodontiste</figcaption></figure>
       <figure><img src="/b.jpg" alt=""><figcaption>Lise Carré, prothésiste dentaire</figcaption></figure></div>`,
      'cabinet-perrot.fr',
    );
    expect(out).toContainEqual(['Hugo Perrot', 'orthodontiste', 'other']);
    expect(out).toContainEqual(['Lise Carré', 'prothésiste dentaire', 'other']);
  });

  it('German functions by their heads: -betreuung, Kassier, Rezeption', () => {
    for (const t of ['Kundenbetreuung', 'Seniorenbetreuerin', 'Kassier', 'Kassenwart', 'Rezeption'])
      expect(looksLikeTitle(t), t).toBe(true);
  });
});

describe('label lists: a run of "Label: Name" where one label is a job', () => {
  it("an association's board, one label a line (de, es)", () => {
    const de = people(
      `<p><b>Vorstand</b><br>Vorsitzende: Ingrid Hollmann<br>Schriftwart: Bernd Kühl<br>
       Geschäftsstelle: Tanja Reuter</p>`,
      'heimatverein-lohr.de',
      '/verein',
    );
    expect(de.map((p) => p[0])).toEqual(
      expect.arrayContaining(['Ingrid Hollmann', 'Bernd Kühl', 'Tanja Reuter']),
    );
    expect(de).toContainEqual(['Tanja Reuter', 'Geschäftsstelle', 'operations']);
    const es = people(
      `<div><p><strong>Presidencia:</strong> Olga Márquez</p><p><strong>Comunicación:</strong>
       Iván Soler — prensa@feriadelqueso.es</p></div>`,
      'feriadelqueso.es',
    );
    expect(es).toContainEqual(['Iván Soler', 'Comunicación', 'marketing']);
  });

  it('sentences of labels in one paragraph (en, pt)', () => {
    const en = people(
      '<p>Office manager: Priya Nair. Intake and billing: Connor Walsh.</p>',
      'nairwalsh.law',
      '/people',
    );
    expect(en.map((p) => p[0])).toEqual(expect.arrayContaining(['Priya Nair', 'Connor Walsh']));
    const pt = people(
      '<p>Coordenação geral: Marina Teles<br>Inscrições: Caio Braga, inscricoes@forumagro.com.br</p>',
      'forumagro.com.br',
      '/organizacao',
    );
    expect(pt.map((p) => p[0])).toEqual(expect.arrayContaining(['Marina Teles', 'Caio Braga']));
  });

  it('labels that are no job name nobody, nor chambers and societies', () => {
    const out = people(
      `<p>Fotos: Lara Benet<br>Texto: Quim Sala</p>
       <p>Kammer: Steuerberaterkammer Hamburg<br>Verband: Handwerksverband Nord</p>`,
      'casabenet.es',
    );
    expect(out).toEqual([]);
    expect(cleanPersonName('Rechtsanwaltskammer Köln')).toBeNull();
  });
});

describe('definition lists labelled by their terms', () => {
  it('terms of departments label the names, when one term is a job (de, es, fr)', () => {
    const de = people(
      `<h2>Ansprechpartner</h2><dl><dt>Inhaberin</dt><dd>Heike Lorenz</dd>
       <dt>Hausverwaltung</dt><dd>Sven Albers · verwaltung@lorenz-immo.de</dd></dl>`,
      'lorenz-immo.de',
    );
    expect(de).toContainEqual(['Sven Albers', 'Hausverwaltung', 'other']);
    const es = people(
      `<dl><dt>Dirección técnica</dt><dd>Nuria Cortés</dd><dt>Subvenciones y ayudas</dt>
       <dd>Álvaro Prieto Sanz</dd></dl>`,
      'ingenieriacortes.es',
    );
    expect(es.map((p) => p[0])).toEqual(
      expect.arrayContaining(['Nuria Cortés', 'Álvaro Prieto Sanz']),
    );
    // Several names under one term.
    const fr = people(
      `<dl><dt>Gérante</dt><dd>Odile Fabre</dd><dt>Accueil et devis</dt><dd>Marc Giraud, Léa Pons</dd></dl>`,
      'fabre-menuiserie.fr',
    );
    expect(fr).toContainEqual(['Léa Pons', 'Accueil et devis', 'other']);
    expect(fr).toContainEqual(['Marc Giraud', 'Accueil et devis', 'other']);
  });

  it('a list of subjects whose terms are no jobs names nobody', () => {
    expect(
      people(
        `<dl><dt>Acuarela</dt><dd>Pilar Campos</dd><dt>Grabado</dt><dd>Jaime Ordóñez</dd></dl>`,
        'talleresdearte.es',
        '/talleres',
      ).filter((p) => p[1] !== null),
    ).toEqual([]);
  });
});

describe('two people joined by "and"', () => {
  it('founders named together in prose, each a person (pt, es)', () => {
    const pt = people(
      '<p>A quinta foi fundada em 1994 por Helena Moura e Jorge Paiva, dois enólogos do Douro.</p>',
      'quintapaiva.pt',
      '/sobre',
    );
    expect(pt.map((p) => p[0])).toEqual(['Helena Moura', 'Jorge Paiva']);
    expect(cleanPersonName('Laura Vidal y Pau Serra')).toBeNull();
    // A surname joined by "y" stays one name.
    expect(cleanPersonName('José Ortega y Gasset')).toBe('José Ortega y Gasset');
  });

  it('a card heading with two names and one title', () => {
    const out = people(
      '<div class="card"><h3>Carla Mendes e Rui Prata</h3><p>Sócios-gerentes</p></div>',
      'mendesprata.pt',
    );
    expect(out.map((p) => p[0])).toEqual(['Carla Mendes', 'Rui Prata']);
    const en = people(
      '<div class="member"><h4>Tom Hale &amp; Amy Birch</h4><p>Co-owners</p></div>',
      'halebirch.co.uk',
    );
    expect(en).toEqual([
      ['Tom Hale', 'Co-owners', 'owner'],
      ['Amy Birch', 'Co-owners', 'owner'],
    ]);
  });

  it("owners' words read in the plural, trades and surnames not", () => {
    expect(classifyTitle('Socios fundadores')).toBe('owner');
    expect(classifyTitle('Gérants associés')).toBe('owner');
    expect(looksLikeTitle('Chartered Accountants')).toBe(false);
    expect(cleanPersonName('Henning Brandes')).toBe('Henning Brandes');
    expect(cleanPersonName('Walker Accountants')).toBeNull();
    expect(classifyTitle('Diretor de Contas')).toBe('other');
  });
});

describe("members' directories and businesses' names", () => {
  function page(body: string, siteDomain: string) {
    const html = `<!DOCTYPE html><html><body>${body}</body></html>`;
    return extractPage({ url: `https://${siteDomain}/socios`, html, siteDomain });
  }

  it('one legal label under each member, with their own addresses: nobody of the site (pt, es, de)', () => {
    const members = (label: string, domains: string[]) =>
      domains
        .map(
          (d, k) =>
            `<div><b>Loja ${k}</b><br>${label}: ${['Irene Queiroz', 'Otávio Lins', 'Bruna Teixeira', 'Hugo Valente'][k]}<br>contato@${d}</div>`,
        )
        .join('');
    for (const label of ['Responsável', 'Titular', 'Inhaber']) {
      const out = page(
        `<h1>Associados</h1>${members(label, ['lojaum.com.br', 'lojadois.com.br', 'lojatres.com.br', 'gmail.com'])}`,
        'acivale.org.br',
      );
      expect(out.contacts, label).toEqual([]);
      expect(
        out.emails.map((e) => e.address),
        label,
      ).toEqual([]);
    }
  });

  it("a business's own departments, each with a person in charge, stay", () => {
    const out = page(
      `<h2>Cocina</h2><p>Responsable: Ainhoa Lasa</p><h2>Sala</h2><p>Responsable: Gorka Etxeberria</p>
       <h2>Bodega</h2><p>Responsable: Maite Irazu</p><p>reservas@asadorlasa.eus</p>`,
      'asadorlasa.eus',
    );
    expect(out.contacts.map((c) => c.name)).toEqual([
      'Ainhoa Lasa',
      'Gorka Etxeberria',
      'Maite Irazu',
    ]);
  });

  it('businesses named in the plural and the plans they sell are no people', () => {
    for (const n of [
      'Talleres Ortuño',
      'Clínicas Vallejo',
      'Studios Mercier',
      'Plano Família',
      'Forfait Sérénité',
      'Lefort Expertise',
    ])
      expect(cleanPersonName(n), n).toBeNull();
    // Surnames that look like a plural of a short business word stay names.
    expect(cleanPersonName('Luis Bares')).toBe('Luis Bares');
  });
});

describe('signatures of the business own text', () => {
  it('a closing formula, then given names: the owners (es, en, fr, de, pt)', () => {
    const cases: Array<[string, string[]]> = [
      [
        '<p>Gracias por confiar en nosotras.</p><p>Un abrazo,</p><p>Nuria y Carmen</p>',
        ['Nuria', 'Carmen'],
      ],
      ['<p>We roast every Tuesday.</p><p>Cheers, Tom &amp; Ellie</p>', ['Tom', 'Ellie']],
      ['<p>Au plaisir de vous accueillir.</p><p>À bientôt,<br>Anne-Sophie</p>', ['Anne-Sophie']],
      ['<p>Wir freuen uns auf Sie.</p><p>Herzliche Grüße<br>Jutta und Rolf Sievers</p>', ['Jutta']],
      ['<p>Venha nos visitar.</p><p>Abraços,</p><p>Rita Morais</p>', ['Rita Morais']],
    ];
    for (const [body, names] of cases) {
      const out = people(body, 'casadonuria.es', '/nosotros');
      for (const n of names) expect(out, body).toContainEqual([n, null, 'owner']);
    }
  });

  it('no closing formula, a testimonial or a menu: nobody', () => {
    expect(people('<p>Pablo y Marta</p>', 'obrador.es', '/nosotros')).toEqual([]);
    expect(
      people(
        '<blockquote><p>Una tarta perfecta.</p><p>Un saludo, Lucía</p></blockquote>',
        'obrador.es',
      ),
    ).toEqual([]);
    expect(people('<p>Saludos,</p><p>El equipo de Obrador</p>', 'obrador.es')).toEqual([]);
    expect(people('<p>Thanks for visiting our Bakery</p>', 'obrador.es')).toEqual([]);
  });
});

describe('cards that name people by their given name', () => {
  it('a heading with a given name and a job beside it (en, es, pt, de)', () => {
    expect(
      people('<div class="box"><h3>Aoife</h3><p>Head coach</p></div>', 'corkrowing.ie', '/coaches'),
    ).toEqual([['Aoife', 'Head coach', 'other']]);
    expect(
      people(
        '<div><img src="/i.jpg" alt=""><h4>Inés</h4><p>Fundadora y profesora de cerámica</p></div>',
        'barroines.es',
      ),
    ).toEqual([['Inés', 'Fundadora y profesora de cerámica', 'owner']]);
    expect(
      people(
        '<div class="team-member"><div class="member-name">Joaquim</div><div class="member-role">Barbeiro</div></div>',
        'barbeariaquim.pt',
      ),
    ).toEqual([['Joaquim', 'Barbeiro', 'other']]);
    expect(
      people(
        '<ul><li><strong>Lotte</strong>, Inhaberin</li><li><b>Kemal</b> – Verkäufer</li></ul>',
        'lottes-laden.de',
      ),
    ).toEqual([
      ['Lotte', 'Inhaberin', 'owner'],
      ['Kemal', 'Verkäufer', 'other'],
    ]);
  });

  it('service headings, German nouns and words the page writes in lower case are no people', () => {
    expect(
      people(
        '<h3>Fiscal</h3><p>Asesor fiscal para autónomos</p><p>Llevamos la contabilidad fiscal y laboral.</p>',
        'asesoriagil.es',
      ),
    ).toEqual([]);
    expect(
      people('<h3>Lohnbuchhaltung</h3><p>Steuerberater für Ihr Team</p>', 'stb-gil.de'),
    ).toEqual([]);
    // A given name alone in running text is no card.
    expect(people('<p>Aoife</p><p>Head coach</p>', 'corkrowing.ie')).toEqual([]);
  });
});

describe('headings that pair a name with what the person does', () => {
  it('the title from the paragraph below, else the heading’s second half (es, en, fr)', () => {
    const es = people(
      `<h2>Dra. Lucía Ferrer – Odontopediatra</h2><p>Directora médica. Licenciada por la Universidad de Valencia.</p>
       <h2>Dr. Marcos Ibáñez — Implantología</h2><p>Más de veinte años de experiencia en implantes.</p>`,
      'clinicaferrer.es',
    );
    expect(es).toEqual([
      ['Lucía Ferrer', 'Directora médica', 'owner'],
      ['Marcos Ibáñez', 'Implantología', 'other'],
    ]);
    const en = people(
      '<h3>Nadia Okoro - Dental Therapist</h3><p>Joined us in 2019.</p>',
      'brightdental.co.uk',
    );
    expect(en).toEqual([['Nadia Okoro', 'Dental Therapist', 'other']]);
  });

  it('a heading of a place, a date or two names is no title', () => {
    expect(
      people('<h2>Ana Ribeiro – 12 de maio</h2><p>Concerto no jardim.</p>', 'quinta.pt'),
    ).toEqual([]);
    expect(people('<h2>Lyon – Villeurbanne</h2>', 'garage-lyon.fr')).toEqual([]);
  });

  it('hygienists’ and assistants’ letters after the name', () => {
    expect(cleanPersonName('Brianna Holt, RDH')).toBe('Brianna Holt');
    expect(cleanPersonName('Luis Ortega CDA')).toBe('Luis Ortega');
  });
});

describe('tables headed by a job', () => {
  it('a column headed by a job names people, the other says what they do (fr, de, en)', () => {
    const fr = people(
      `<table><tr><td><b>Discipline</b></td><td><b>Professeur</b></td></tr>
       <tr><td>Danse classique</td><td>Sylvie Marchal (directrice)</td></tr>
       <tr><td>Hip-hop</td><td>Karim Touati</td></tr></table>`,
      'ecole-danse-marchal.fr',
      '/professeurs',
    );
    expect(fr).toEqual([
      ['Sylvie Marchal', 'directrice', 'owner'],
      ['Karim Touati', 'Hip-hop', 'other'],
    ]);
    const de = people(
      `<table><tr><th>Lehrerin</th><th>Fach</th><th>E-Mail</th></tr>
       <tr><td>Anke Vogt</td><td>Geige</td><td>vogt@musikschule-ried.de</td></tr></table>`,
      'musikschule-ried.de',
    );
    expect(de).toEqual([['Anke Vogt', 'Geige', 'other']]);
  });

  it('no header row, or a column of businesses: not read so', () => {
    const out = people(
      `<table><tr><td>Instructor</td><td>Hana Sato</td></tr><tr><td>Yoga</td><td>Ben Lowe</td></tr></table>`,
      'studio-sato.com',
    );
    expect(out.map((p) => p[0])).not.toContain('Ben Lowe');
    expect(
      people(
        `<table><tr><th>Company</th><th>Consultant</th></tr><tr><td>Acme Ltd</td><td>Ruth Gale</td></tr></table>`,
        'galeconsulting.co.uk',
      ),
    ).toEqual([]);
  });
});

describe('jobs said beside a name in prose', () => {
  it('a manager after a comma, a "dirigeant" in parentheses (en, fr)', () => {
    expect(
      people(
        '<p>Questions about tickets? Talk to Megan Doyle, events manager — megan@corkfair.ie.</p>',
        'corkfair.ie',
        '/about',
      ).map((p) => p.slice(0, 2)),
    ).toEqual([['Megan Doyle', 'events manager']]);
    expect(
      people(
        '<p>Nos conseillers Hervé Costa (dirigeant) et Julie Perrin vous reçoivent sur rendez-vous.</p>',
        'pf-costa.fr',
        '/contact',
      ),
    ).toContainEqual(['Hervé Costa', 'dirigeant', 'owner']);
  });
});

describe("a grid's cards whose titles are no jobs by their words", () => {
  const card = (name: string, title: string) =>
    `<div class="col"><img src="/x.jpg" alt=""><h4>${name}</h4><p>${title}</p></div>`;

  it('a card shaped like two cards with jobs takes its short line as the title (de, fr)', () => {
    const de = people(
      card('Greta Wolff', 'Zahnärztin') +
        card('Timo Brandt', 'Zahnarzt') +
        card('Elif Kaya', 'ZFA (Abrechnung)'),
      'praxis-wolff.de',
      '/team',
    );
    expect(de).toContainEqual(['Elif Kaya', 'ZFA (Abrechnung)', 'other']);
    const fr = people(
      card('Chloé Martin', 'Agent immobilier') +
        card('Hugo Lemaire', 'Négociateur') +
        card('Inès Haddad', 'Gestion locative'),
      'agence-martin.be',
    );
    expect(fr).toContainEqual(['Inès Haddad', 'Gestion locative', 'other']);
  });

  it('one card with a job is no grid; a date or an address is no title', () => {
    const one = people(
      card('Greta Wolff', 'Zahnärztin') + card('Elif Kaya', 'Abrechnung'),
      'praxis-wolff.de',
    );
    expect(one.map((p) => p[0])).toEqual(['Greta Wolff']);
    const dated = people(
      card('Greta Wolff', 'Zahnärztin') +
        card('Timo Brandt', 'Zahnarzt') +
        card('Elif Kaya', 'seit 2019'),
      'praxis-wolff.de',
    );
    expect(dated.map((p) => p[0])).toEqual(['Greta Wolff', 'Timo Brandt']);
  });
});
