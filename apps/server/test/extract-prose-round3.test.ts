/**
 * "About us" prose as small businesses write it, third round: who runs the place ("dirige",
 * "runs", "leitet", "à la tête de"), who introduces themselves ("soy", "my name is", "ich
 * bin"), jobs said before names, couples and relatives; in es, en, pt, fr and de. And what only
 * looks alike: the business as subject, web credits, people met elsewhere, customers speaking.
 */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { foundersInProse } from '../src/domain/enrich/extract/prose-people.js';

const found = (text: string, domain = 'lavanda-sur.es') =>
  foundersInProse(text, domain).map((p) => [p.name, p.title]);

function people(body: string, siteDomain = 'ferreteria-oriol.es') {
  const html = `<!DOCTYPE html><html><body><main>${body}</main></body></html>`;
  return extractPage({ url: `https://${siteDomain}/historia`, html, siteDomain }).contacts.map(
    (c) => [c.name, c.title, c.role],
  );
}

describe('who runs the business, said with a verb', () => {
  it('the subject of a running verb in five languages, the title in the sentence’s language', () => {
    expect(found('Desde 2009 Remedios Alarcón dirige la farmacia con su hijo.')).toEqual([
      ['Remedios Alarcón', 'Propietario'],
    ]);
    expect(found('Gwen Pryce manages the hotel and cooks every breakfast.')).toEqual([
      ['Gwen Pryce', 'Owner'],
    ]);
    // Ordinary work is no ownership.
    expect(found('Emma Clark runs the Saturday pottery class for beginners.')).toEqual([]);
    expect(found('Sarah Jones leads our yoga classes every Tuesday.')).toEqual([]);
    expect(found('Dr Sarah Jones welcomes new patients to the practice.')).toEqual([]);
    expect(found('Hélène Carpentier gère l’hôtel depuis quinze ans.')).toEqual([
      ['Hélène Carpentier', 'Gérant'],
    ]);
    expect(found('Hoje Vasco Tavares dirige a quinta com a mulher.')).toEqual([
      ['Vasco Tavares', 'Proprietário'],
    ]);
    expect(found('Seit 2011 betreibt Henrike Lutz das Café am Markt.')).toEqual([
      ['Henrike Lutz', 'Inhaber'],
    ]);
  });

  it('Spanish object pronouns, verbs with their particle, new participles', () => {
    expect(found('Desde hace diez años la regenta Begoña Urrutia, sobrina del fundador.')).toEqual([
      ['Begoña Urrutia', 'Propietario'],
    ]);
    expect(found('In 2019 Declan Furey took over the pub from his uncle.')).toEqual([
      ['Declan Furey', 'Owner'],
    ]);
    expect(found('Ese año Inés Barrachina tomó las riendas de la bodega.')).toEqual([
      ['Inés Barrachina', 'Propietario'],
    ]);
    expect(found('The surgery is headed by Dr Ananya Bose, a GP since 2004.')).toEqual([
      ['Ananya Bose', 'Owner'],
    ]);
    expect(found('A escola foi aberta em 2012 por Lúcia Mendonça.', 'x.pt')).toEqual([
      ['Lúcia Mendonça', 'Fundador'],
    ]);
    expect(found('Das Atelier wurde 2015 von Mareike Holst eröffnet.', 'x.de')).toEqual([
      ['Mareike Holst', 'Gründer'],
    ]);
  });

  it('the business as the subject, and web credits, are nobody', () => {
    expect(found('La Alacena abrió sus puertas en 2003 en pleno centro.')).toEqual([]);
    expect(found('Le Comptoir a ouvert en 2016 près de la gare.', 'x.fr')).toEqual([]);
    expect(found('Diseño web creado por Rubén Salvatierra.')).toEqual([]);
    expect(found('Theo Marsh started coming to our classes in 2015.', 'x.co.uk')).toEqual([]);
  });
});

describe('people who introduce themselves', () => {
  it('in five languages, with the job they give or the founding they tell', () => {
    expect(found('¡Hola! Me llamo Araceli Poveda y soy la logopeda del gabinete.')).toEqual([
      ['Araceli Poveda', 'logopeda del gabinete'],
    ]);
    expect(found('My name is Cormac Dunne and I opened the studio in 2016.', 'x.ie')).toEqual([
      ['Cormac Dunne', 'Founder'],
    ]);
    expect(found('Moi c’est Anaïs Lebreton, fondatrice de l’atelier.', 'x.fr')).toEqual([
      ['Anaïs Lebreton', 'Fondatrice'],
    ]);
    expect(found('Olá! Chamo-me Inês Sardinha e sou a proprietária da loja.', 'x.pt')).toEqual(
      [['Inês Sardinha', 'Proprietário']].map(([n]) => [n, expect.any(String)]),
    );
    expect(found('Ich heiße Tobias Reuter und bin Schreinermeister.', 'x.de')).toEqual([
      ['Tobias Reuter', 'Schreinermeister'],
    ]);
  });

  it('a contraction is no part of the name, and a customer speaking is no contact', () => {
    expect(found('Hi, I’m Rhiannon Vale – owner and head groomer.', 'x.co.uk')).toEqual([
      ['Rhiannon Vale', 'Owner'],
    ]);
    expect(found('Hola, soy Paula Cervera y soy clienta desde 2015.')).toEqual([]);
  });
});

describe('at the helm, behind the business', () => {
  it('the person named after the phrase, with the job said before the name', () => {
    expect(found('Al frente de la cocina está el chef Gorka Etxeberria.')).toEqual([
      ['Gorka Etxeberria', 'chef'],
    ]);
    expect(found('Behind the counter is Maisie Holt every morning.', 'x.co.uk')).toEqual([
      ['Maisie Holt', 'Owner'],
    ]);
    expect(
      found('Our shop is behind the church, where Father John Murphy says mass.', 'x.ie'),
    ).toEqual([]);
    expect(found('À la tête du domaine, Bastien Rolland vinifie en biodynamie.', 'x.fr')).toEqual([
      ['Bastien Rolland', 'Gérant'],
    ]);
    expect(found('À frente da clínica está a Dra. Helena Quaresma.', 'x.pt')).toEqual([
      ['Helena Quaresma', 'Proprietário'],
    ]);
  });

  it('couples sharing a surname, relatives named after "and"', () => {
    expect(found('Hinter dem Hofladen stehen Jutta und Bernd Kessler.', 'x.de')).toEqual([
      ['Jutta Kessler', 'Inhaber'],
      ['Bernd Kessler', 'Inhaber'],
    ]);
    expect(
      found('Seit 1996 führt Ralf Ostermann mit seiner Frau Sabine den Betrieb.', 'x.de'),
    ).toEqual([['Ralf Ostermann', 'Inhaber']]);
    expect(found('The farm shop is run by Owen Lloyd and his wife Carys.', 'x.co.uk')).toEqual([
      ['Owen Lloyd', 'Owner'],
      ['Carys Lloyd', 'Owner'],
    ]);
    expect(found('Hoy la dirigen Nuria Caballé y su hermano Jordi Caballé.')).toEqual([
      ['Nuria Caballé', 'Propietario'],
      ['Jordi Caballé', 'Propietario'],
    ]);
  });
});

describe('a job said before a name in a sentence', () => {
  it('after "our" or at the sentence’s start', () => {
    expect(found('Nuestro enólogo, Xabier Olano, elabora cada añada a mano.')).toEqual([
      ['Xabier Olano', 'enólogo'],
    ]);
    expect(found('Unsere Bäckermeisterin Svenja Kolb backt jede Nacht.', 'x.de')).toEqual([
      ['Svenja Kolb', 'Bäckermeisterin'],
    ]);
    expect(found('Head chef Ruth Ambler looks after the kitchen garden.', 'x.co.uk')).toEqual([
      ['Ruth Ambler', 'Head chef'],
    ]);
  });

  it('someone met elsewhere, a job of another firm, brands joined by "and" are not', () => {
    expect(found('Trabajó diez años con el arquitecto Rafael Moneo en Madrid.')).toEqual([]);
    expect(found('Gerente de Suministros Roca Hermanos durante una década.')).toEqual([]);
    expect(found('Servicio técnico Baxi y Saunier atendido en 24 horas.')).toEqual([]);
  });

  it('a card’s line with only the job and the name is left to the card', () => {
    expect(
      people(
        '<dl><dt>Fisioterapeuta Lorena Bastida</dt><dd>Suelo pélvico</dd></dl>',
        'fisiobastida.es',
      ),
    ).toEqual([['Lorena Bastida', 'Suelo pélvico', 'other']]);
  });
});

describe('lines that name a person beside their address or department', () => {
  it('a name just before the address that spells it is that address’s person', () => {
    const html = `<!DOCTYPE html><html><body><main>
      <p>Para presupuestos escribe a Leire Mendizábal lmendizabal@carpinteria-aketxe.es o llama.</p>
      <p>Dudas: Gotzon Arana <a href="mailto:info@carpinteria-aketxe.es">info@carpinteria-aketxe.es</a></p>
      </main></body></html>`;
    const found = extractPage({
      url: 'https://carpinteria-aketxe.es/contacto',
      html,
      siteDomain: 'carpinteria-aketxe.es',
    });
    expect(found.contacts.map((c) => [c.name, c.email])).toEqual([
      ['Leire Mendizábal', 'lmendizabal@carpinteria-aketxe.es'],
    ]);
  });

  it('a department as the title, the books read as the office’s work', () => {
    expect(
      people(
        '<p><B>Wiebke Janssen</B> - Buchhaltung<BR><B>Hauke Janssen</B> - Inhaber<BR></p>',
        'janssen-dachdecker.de',
      ),
    ).toEqual([
      ['Wiebke Janssen', 'Buchhaltung', 'operations'],
      ['Hauke Janssen', 'Inhaber', 'owner'],
    ]);
  });
});

describe('third round: builders’ attributes, structured speakers, names that are not', () => {
  it('a photo captioned only in its alt text or link title', () => {
    expect(
      people(
        `<figure><a href="/img/ines.jpg" title="Inés Carbó – Asesora fiscal"><img src="/img/ines.jpg" alt=""></a></figure>
         <figure><img src="/img/luis.jpg" alt="Luis Amorós, administrativo"></figure>
         <img src="/img/local.jpg" alt="Nuestra oficina en la calle Mayor">`,
        'gestoria-carbo.es',
      ),
    ).toEqual([
      ['Inés Carbó', 'Asesora fiscal', 'other'],
      ['Luis Amorós', 'administrativo', 'operations'],
    ]);
  });

  it('microdata people of a speakers’ section or of another organisation are not the business’s', () => {
    const person = (name: string, job: string) =>
      `<div itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">${name}</h3><p itemprop="jobTitle">${job}</p></div>`;
    expect(
      people(
        `<h2>Intervenants</h2>${person('Odile Baptiste', 'Maraîchère')}
         <h2>Organisation</h2>${person('Lionel Faure', 'Chargé de mission, Agence Vercors Rural')}
         ${person('Nadège Rivet', 'Coordinatrice')}`,
        'rencontres-bio-drome.fr',
      ),
    ).toEqual([['Nadège Rivet', 'Coordinatrice', 'other']]);
  });

  it('post-nominals, legal labels in the plural, a table headed by discipline', () => {
    expect(
      people('<h4>Ciarán Moloney MVB MRCVS</h4><p>Veterinary Surgeon</p>', 'moloneyvets.ie'),
    ).toEqual([['Ciarán Moloney', 'Veterinary Surgeon', 'other']]);
    expect(
      people(
        '<h2>Impressum</h2><p>Zeichnungsberechtigte Personen: Urs Gygax, Heidi Tanner</p>',
        'gygax-tanner.ch',
      ).map(([n]) => n),
    ).toEqual(['Urs Gygax', 'Heidi Tanner']);
    expect(
      people(
        '<table><thead><tr><th>Nom</th><th>Discipline</th></tr></thead><tbody><tr><td>Maëva Leclercq</td><td>Violon et alto</td></tr><tr><td>Bruno Dehaene</td><td>Solfège</td></tr></tbody></table>',
        'musique-roubaix.fr',
      ).map(([n, t]) => [n, t]),
    ).toEqual([
      ['Maëva Leclercq', 'Violon et alto'],
      ['Bruno Dehaene', 'Solfège'],
    ]);
  });

  it('hosts who welcome you, the couple sharing a surname', () => {
    expect(found('Margarida e Rui Teixeira recebem os hóspedes desde 2008.', 'x.pt')).toEqual([
      ['Margarida Teixeira', 'Proprietário'],
      ['Rui Teixeira', 'Proprietário'],
    ]);
    expect(found('Solène et Yves Caradec vous accueillent depuis 2014.', 'x.fr')).toEqual([
      ['Solène Caradec', 'Gérant'],
      ['Yves Caradec', 'Gérant'],
    ]);
  });

  it('two given names and "and", relatives’ words, possessives and streets are no one’s name', () => {
    expect(found('Hoy lo llevan Ramiro y Fausto Beltrán.')).toEqual([
      ['Ramiro Beltrán', 'Propietario'],
      ['Fausto Beltrán', 'Propietario'],
    ]);
    expect(people('<p>Tochter Wiebke führt heute den Hofladen.</p>', 'x.de')).toEqual([]);
    expect(
      people('<h3>Gordon Pike Pike’s Tackle</h3><p>Treasurer</p>', 'anglers-kendal.co.uk'),
    ).toEqual([]);
    expect(
      people(
        '<div class="c"><h4>Pousada Solar das Gaivotas</h4><p>Rua Dona Amélia</p></div><div class="c"><h4>Pousada Solar das Gaivotas</h4><p>Rua Dona Amélia</p></div>',
        'solardasgaivotas.com.br',
      ),
    ).toEqual([]);
  });

  it('a card whose job line opens with another business is that business’s person', () => {
    expect(
      people(
        `<div class="m"><h4>Dirceu Klein</h4><p>Farmácia Klein — Proprietário</p></div>
         <div class="m"><h4>Nair Bauer</h4><p>Secretária executiva</p></div>`,
        'acisanta-rosa.org.br',
      ).map(([n]) => n),
    ).toEqual(['Nair Bauer']);
  });

  it('a job after "has been our", "our" after a comma, or "als"/"como"', () => {
    expect(found('Since 2019 Bethan Lloyd has been our Head Chef.', 'x.co.uk')).toEqual([
      ['Bethan Lloyd', 'Head Chef'],
    ]);
    expect(
      found('Marek Nowak, our Head of Sales, looks after the trade accounts.', 'x.co.uk'),
    ).toEqual([['Marek Nowak', 'Head of Sales']]);
    expect(found('Im Laden arbeitet Greta Sommer als Floristin.', 'x.de')).toEqual([
      ['Greta Sommer', 'Floristin'],
    ]);
    expect(found('Desde 2022 trabaja con nosotros Lucas Prado como recepcionista.')).toEqual([
      ['Lucas Prado', 'recepcionista'],
    ]);
  });

  it('a job label over several names, a department over a name, a vet’s post-nominals', () => {
    expect(
      people('<p>Gesellschafter: Frieda Lorch, Anton Lorch</p>', 'obsthof-lorch.de').map(
        ([n, t]) => [n, t],
      ),
    ).toEqual([
      ['Frieda Lorch', 'Gesellschafter'],
      ['Anton Lorch', 'Gesellschafter'],
    ]);
    expect(
      people('<p>Socias: Elvira Mora y Clara Solís</p>', 'moraysolis.es').map(([n]) => n),
    ).toEqual(['Elvira Mora', 'Clara Solís']);
    expect(
      people(
        '<div class="c"><p>Departamento Pessoal</p><h4>Otávio Prates</h4></div>',
        'contabil-prates.com.br',
      ),
    ).toEqual([['Otávio Prates', 'Departamento Pessoal', 'other']]);
    expect(
      people(
        '<div class="m"><h4>Ruairí Walsh MVB MRCVS</h4><p>Practice Principal</p></div><div class="m"><h4>Clodagh Nolan RVN</h4><p>Veterinary Nurse</p></div>',
        'walshvets.ie',
      ),
    ).toEqual([
      ['Ruairí Walsh', 'Practice Principal', 'owner'],
      ['Clodagh Nolan', 'Veterinary Nurse', 'other'],
    ]);
  });

  it('whom to ask for: a full name, or a given name with its job', () => {
    expect(found('Para reservas pregunta por Begoña, nuestra encargada de sala.')).toEqual([
      ['Begoña', 'encargada de sala'],
    ]);
    expect(found('Ring the yard and ask for Callum, our workshop manager.', 'x.co.uk')).toEqual([
      ['Callum', 'workshop manager'],
    ]);
    expect(
      found('Pour un devis, demandez Léa Gosselin, notre assistante commerciale.', 'x.fr'),
    ).toEqual([['Léa Gosselin', 'assistante commerciale']]);
    // Without a job it is anyone's name: an office, a town.
    expect(found('If unsure, speak to Citizens Advice for free help.', 'x.co.uk')).toEqual([]);
    expect(found('Para dúvidas, fale com a Rita.', 'x.pt')).toEqual([]);
  });

  it('couples sharing a surname on a card, in a legal label, introducing themselves', () => {
    expect(
      people('<div class="c"><h3>Ewan &amp; Kirsty Munro</h3><p>Owners</p></div>', 'x.co.uk'),
    ).toEqual([
      ['Ewan Munro', 'Owners', 'owner'],
      ['Kirsty Munro', 'Owners', 'owner'],
    ]);
    expect(people('<p>Inhaber: Jörg und Silke Hamann</p>', 'x.de').map(([n]) => n)).toEqual([
      'Jörg Hamann',
      'Silke Hamann',
    ]);
    expect(
      found('Wir sind Uwe und Gisela Reimers und führen den Hof seit 2001.', 'x.de').map(
        ([n]) => n,
      ),
    ).toEqual(['Uwe Reimers', 'Gisela Reimers']);
  });

  it('"who runs", "qui dirige", two jobs joined by "and", a team listed on', () => {
    expect(found('Es Marisol Cuenca quien dirige la escuela desde 2012.')).toEqual([
      ['Marisol Cuenca', 'Propietario'],
    ]);
    expect(found('Depuis 2016, c’est Gaëlle Thoraval qui gère la librairie.', 'x.fr')).toEqual([
      ['Gaëlle Thoraval', 'Gérant'],
    ]);
    expect(
      found('Le presentamos a Dña. Rocío Vela, fisioterapeuta y directora del centro.'),
    ).toEqual([['Rocío Vela', 'fisioterapeuta y directora del centro']]);
    expect(
      found('Im Betrieb arbeiten außerdem Geselle Malte Jürgens und Azubi Finn Voss.', 'x.de'),
    ).toEqual([
      ['Malte Jürgens', 'Geselle'],
      ['Finn Voss', 'Azubi'],
    ]);
  });

  it('founders of the past: a parent of the teller, the late, the retired, JSON-LD history', () => {
    expect(
      found('La tienda la abrió en 1992 mi padre, Anselmo Prieto; hoy la dirijo yo.').map(
        ([n]) => n,
      ),
    ).toEqual([]);
    expect(
      found(
        'Founded in 1990 by Dr Rhys Morgan, who retired in 2018 and handed over to his son, Dr Owain Morgan.',
        'x.co.uk',
      ).map(([n]) => n),
    ).toEqual(['Owain Morgan']);
    const html = `<!DOCTYPE html><html><head><script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Winery',
      name: 'Domaine Vaudrey',
      foundingDate: '1931',
      founder: { '@type': 'Person', name: 'Émile Vaudrey' },
      employee: [
        { '@type': 'Person', name: 'Justine Vaudrey', jobTitle: 'Gérante' },
        { '@type': 'Person', name: 'Paul Vaudrey', deathDate: '2015' },
      ],
    })}</script></head><body><p>Domaine Vaudrey</p></body></html>`;
    expect(
      extractPage({
        url: 'https://domaine-vaudrey.fr/',
        html,
        siteDomain: 'domaine-vaudrey.fr',
      }).contacts.map((c) => c.name),
    ).toEqual(['Justine Vaudrey']);
  });

  it('absolutely placed boxes read column by column: a row of names, then a row of titles', () => {
    const box = (top: number, left: number, text: string, width = 260) =>
      `<div style="position:absolute;top:${top}px;left:${left}px;width:${width}px"><p class="font_8"><span>${text}</span></p></div>`;
    expect(
      people(
        `<div style="position:relative">${box(40, 60, 'Equipo', 600)}${box(400, 60, 'Edurne Lasa')}${box(400, 360, 'Koldo Arregi')}${box(400, 660, 'Maite Urkiza')}${box(440, 60, 'Gerente')}${box(440, 360, 'Mecánico')}${box(440, 660, 'Recepcionista')}</div>`,
        'taller-lasa.es',
      ),
    ).toEqual([
      ['Edurne Lasa', 'Gerente', 'owner'],
      ['Koldo Arregi', 'Mecánico', 'other'],
      ['Maite Urkiza', 'Recepcionista', 'other'],
    ]);
  });

  it('a job in the description’s later sentence; an organisation’s name after its job is no one', () => {
    expect(
      people(
        '<div class="c"><h4>Nerea Olabarria</h4><p>Reservas y grupos. Guía de montaña titulada; habla euskera.</p></div>',
        'albergue-gorbeia.es',
      ),
    ).toEqual([['Nerea Olabarria', 'Guía de montaña titulada', 'other']]);
    expect(
      found('Professora da Universidade Federal de Pernambuco e sócia do escritório.', 'x.br'),
    ).toEqual([]);
  });

  it('one who introduces themselves without a job speaks for the business: an owner', () => {
    expect(
      people('<p>¡Hola! Soy Irene Castaño y este es mi pequeño estudio de cerámica.</p>', 'x.es'),
    ).toEqual([['Irene Castaño', null, 'owner']]);
    expect(
      people(
        '<p>Nous sommes Hélène Marty et Bruno Castagné, et nous vous accueillons.</p>',
        'x.fr',
      ).map(([n, , r]) => [n, r]),
    ).toEqual([
      ['Hélène Marty', 'owner'],
      ['Bruno Castagné', 'owner'],
    ]);
    expect(people('<p>We are Gas Safe registered and fully insured.</p>', 'x.co.uk')).toEqual([]);
  });

  it('guests, owners of other shops, clauses about someone else, those who ran it until a year', () => {
    expect(
      people(
        '<div class="c"><h4>Yuki Morimoto</h4><p>Chef invitée</p></div><div class="c"><h4>Paul Ogier</h4><p>Chef de cuisine</p></div>',
        'bistrot-ogier.fr',
      ).map(([n]) => n),
    ).toEqual(['Paul Ogier']);
    expect(
      found('Hoje conversámos com Artur Maio, proprietário da pastelaria Doce Ria.', 'x.pt'),
    ).toEqual([]);
    expect(
      found('Trabalhou com o mestre Aníbal Costa, de quem foi assistente durante anos.', 'x.pt'),
    ).toEqual([]);
    expect(
      found('Die Praxis wurde 1990 von Dr. Jörg Ebner gegründet, der sie bis 2018 führte.', 'x.de'),
    ).toEqual([]);
    expect(
      found('Today it is run by Ciara Nolan, who qualified as an embalmer in 2012.', 'x.ie'),
    ).toEqual([['Ciara Nolan', 'Owner']]);
    expect(
      people(
        '<div class="m"><h4>Berta Llull</h4><p>Óptica Migjorn</p></div><div class="m"><h4>Pau Riera</h4><p>Studio Manager</p></div>',
        'associacio-comerciants-manacor.es',
      ).map(([n]) => n),
    ).toEqual(['Pau Riera']);
  });

  it('a job after "who is our", a department after "of"', () => {
    expect(found('Please ring Hollie Dawes, who is our practice manager.', 'x.co.uk')).toEqual([
      ['Hollie Dawes', 'practice manager'],
    ]);
    expect(
      people(
        '<p>Joana Prates, da contabilidade, responde às dúvidas de faturação.</p>',
        'x.pt',
      ).map(([n, t]) => [n, t]),
    ).toEqual([['Joana Prates', 'da contabilidade']]);
  });

  it('a table headed by "Responsável", Mª inside a name, a generational suffix, a chair by passive', () => {
    expect(
      people(
        '<table><tr><th>Setor</th><th>Responsável</th><th>Ramal</th></tr><tr><td>Fiscal</td><td>Odair Menezes</td><td>210</td></tr></table>',
        'contabil-menezes.com.br',
      ),
    ).toEqual([['Odair Menezes', 'Fiscal', 'other']]);
    expect(people('<p>Titular: Ana Mª Lloret Sanz</p>', 'x.es').map(([n]) => n)).toEqual([
      'Ana Mª Lloret Sanz',
    ]);
    expect(people('<p>Inhaber: Anton Brenner jun.</p>', 'x.de').map(([n]) => n)).toEqual([
      'Anton Brenner jun.',
    ]);
    expect(
      found('Le conseil est présidé par M. Yannick Le Bihan depuis 2019.', 'x.fr').map(([n]) => n),
    ).toEqual(['Yannick Le Bihan']);
    expect(
      people(
        '<dl><dt><b>Me Agathe Rossier</b><dd>Associée fondatrice · Avocate au barreau de Lausanne depuis 1998</dl>',
        'rossier-avocats.ch',
      ),
    ).toEqual([['Agathe Rossier', 'Associée fondatrice', 'owner']]);
  });

  it('a board: labels above names with their own businesses in brackets', () => {
    expect(
      people(
        '<h2>Junta directiva</h2><p><strong>Presidente</strong><br>Ramón Iturbe Sáez (Ferretería Iturbe)</p><p><strong>Tesorera</strong><br>Lucía Gorostiza (Farmacia Centro)</p>',
        'comerciantes-durango.es',
      ).map(([n, t]) => [n, t]),
    ).toEqual([
      ['Ramón Iturbe Sáez', 'Presidente'],
      ['Lucía Gorostiza', 'Tesorera'],
    ]);
  });

  it('a job with "&", a registration line between name and job, billing as a title', () => {
    expect(
      people(
        '<p>Nia Hughes, Membership &amp; Events Officer — nia@chamber-powys.org.uk</p>',
        'chamber-powys.org.uk',
      ).map(([n, t]) => [n, t]),
    ).toEqual([['Nia Hughes', 'Membership & Events Officer']]);
    expect(
      people(
        '<div><h4>Dr Imran Qureshi</h4><p>BDS (Manc) · GDC 145566</p><p>Principal Dentist</p></div>',
        'qureshidental.co.uk',
      ),
    ).toEqual([['Imran Qureshi', 'Principal Dentist', 'owner']]);
    expect(
      people('<p>Faturação: Rosa Pires – faturacao@eletro-pires.pt</p>', 'eletro-pires.pt'),
    ).toEqual([['Rosa Pires', 'Faturação', 'operations']]);
  });

  it('a given name with "our" and a job', () => {
    expect(found('Et Yanis, notre commis, prépare les postes avant chaque cours.', 'x.fr')).toEqual(
      [['Yanis', 'commis']],
    );
  });

  it('Elementor image boxes placed on top are cards, not positions', () => {
    const box = (name: string, job: string) =>
      `<div class="elementor-element elementor-position-top elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="/a.jpg" alt=""></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${name}</h3><p class="elementor-image-box-description">${job}</p></div></div></div>`;
    expect(
      people(`${box('Nuno Seabra', 'Sócio-gerente')}${box('Inês Faria', 'Rececionista')}`, 'x.pt'),
    ).toEqual([
      ['Nuno Seabra', 'Sócio-gerente', 'owner'],
      ['Inês Faria', 'Rececionista', 'other'],
    ]);
  });

  it('a job followed by its employer’s name is someone else’s; a room or branch is the business’s', () => {
    expect(
      people(
        '<p>Kerry Vance, Head of Growth, Lumenfold Labs</p><p>Ana Whare, Head Teacher, Kererū Room</p><p>Ciarán Roche, Dentist, Dublin</p>',
        'kowhai-kindy.co.nz',
      ).map(([n]) => n),
    ).toEqual(['Ana Whare', 'Ciarán Roche']);
  });

  it('a table of teachers headed by the job, trades and crafts, an Austrian double doctor', () => {
    expect(
      people(
        '<table><tr><th>Cours</th><th>Professeur</th><th>Lieu</th></tr><tr><td>Piano</td><td>Estelle Verhaegen</td><td>Namur</td></tr><tr><td>Violon</td><td>Bruno Lejeune</td><td>Jambes</td></tr></table>',
        'musique-namur.be',
      ).map(([n, t]) => [n, t]),
    ).toEqual([
      ['Estelle Verhaegen', 'Piano'],
      ['Bruno Lejeune', 'Violon'],
    ]);
    expect(
      people('<div class="t"><h3>Léo Marchal</h3><p>Développeur Webflow</p></div>', 'x.fr'),
    ).toEqual([['Léo Marchal', 'Développeur Webflow', 'other']]);
    expect(
      people(
        '<div class="t"><h3>DDr. Florian Gspan</h3><h5>Zahnarzt · Implantologie</h5></div>',
        'x.at',
      ).map(([n]) => n),
    ).toEqual(['Florian Gspan']);
  });

  it('a nickname in quotes, a job without article after "is", deputies, hosts and foremen', () => {
    expect(found('Ruairí "Rory" Dolan is office manager and keeps the diary.', 'x.ie')).toEqual([
      ['Ruairí Dolan', 'office manager'],
    ]);
    expect(
      people('<p><b>Julie Tremblay</b>, adjointe administrative</p>', 'cc-rimouski.ca').map(
        ([n, t]) => [n, t],
      ),
    ).toEqual([['Julie Tremblay', 'adjointe administrative']]);
    expect(found('En el campo manda Eusebio Marín, nuestro encargado de viña.')).toEqual([
      ['Eusebio Marín', 'encargado de viña'],
    ]);
  });

  it('labels in small headings of their own boxes above the names', () => {
    const widget = (tag: string, text: string) =>
      `<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><${tag} class="elementor-heading-title">${text}</${tag}></div></div>`;
    expect(
      people(
        `<h1>Equipo</h1>${widget('h6', 'DIRECTORA')}${widget('h3', 'Dra. Paula Inostroza')}${widget('h6', 'TÉCNICO VETERINARIO')}${widget('h3', 'Matías Fuenzalida')}<p>Clínica Los Aromos · Av. Libertad 12, Viña del Mar</p>`,
        'clinicalosaromos.cl',
      ),
    ).toEqual([
      ['Paula Inostroza', 'DIRECTORA', 'owner'],
      ['Matías Fuenzalida', 'TÉCNICO VETERINARIO', 'other'],
    ]);
  });

  it('helpers named with their job, couples introducing themselves with "we\'re", informal teachers', () => {
    expect(
      found(
        'The directors are supported by funeral arranger Megan Cole and our bearers.',
        'x.co.uk',
      ),
    ).toEqual([['Megan Cole', 'funeral arranger']]);
    expect(
      found(
        'La direction est assurée par Mme Anne Roba, secondée par M. Luc Petit, sous-directeur.',
        'x.be',
      ).map(([n, t]) => [n, t]),
    ).toContainEqual(['Luc Petit', 'sous-directeur']);
    expect(
      found("We're Callum and Jo Reid, and we opened the deli in 2019.", 'x.co.uk').map(([n]) => n),
    ).toEqual(['Callum Reid', 'Jo Reid']);
    expect(
      people('<div class="p"><h3>Mariela</h3><p>Profe de francés</p></div>', 'idiomas-x.com.ar'),
    ).toEqual([['Mariela', 'Profe de francés', 'other']]);
  });
});
