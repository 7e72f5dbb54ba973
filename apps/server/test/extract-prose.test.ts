/**
 * People named in sentences: founders and owners in "about us" prose, the responsible person of
 * legal notices (labels, cells, sentences), names with their job beside them; in es, en, pt, fr
 * and de. And the sentences that only look alike: the business as subject, founders of long
 * ago, founders of other companies.
 */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { legalPeopleInProse } from '../src/domain/enrich/extract/legal-notice.js';
import { foundersInProse } from '../src/domain/enrich/extract/prose-people.js';

function people(body: string, siteDomain = 'tallerolmos.es') {
  const html = `<!DOCTYPE html><html><body>${body}</body></html>`;
  return extractPage({ url: `https://${siteDomain}/nosotros`, html, siteDomain }).contacts.map(
    (c) => [c.name, c.title, c.role],
  );
}

const names = (found: Array<{ name: string }>) => found.map((p) => p.name);

describe('founders and owners in prose', () => {
  it('founding sentences in five languages, the agent after the participle', () => {
    expect(
      foundersInProse('El taller fue fundado en 2003 por Julián Olmos en Valladolid.', 'x.es'),
    ).toEqual([{ name: 'Julián Olmos', title: 'Fundador' }]);
    expect(
      foundersInProse(
        'Founded in 2012 by Hannah Oyelaran, the studio now has six designers.',
        'x.com',
      ),
    ).toEqual([{ name: 'Hannah Oyelaran', title: 'Founder' }]);
    expect(
      foundersInProse(
        'Fundada em 1999 por Teresa Amaral, a padaria mantém o forno a lenha.',
        'x.pt',
      ),
    ).toEqual([{ name: 'Teresa Amaral', title: 'Fundador' }]);
    expect(
      foundersInProse(
        'Créée en 2008, l’agence a été fondée par Lucien Fabre et Inès Royer.',
        'x.fr',
      ),
    ).toEqual([
      { name: 'Lucien Fabre', title: 'Fondateur' },
      { name: 'Inès Royer', title: 'Fondateur' },
    ]);
    expect(
      foundersInProse('Die Schreinerei wurde 2004 von Matthias Kern gegründet.', 'x.de'),
    ).toEqual([{ name: 'Matthias Kern', title: 'Gründer' }]);
  });

  it('the subject of an active verb, German word order included', () => {
    expect(names(foundersInProse('Rosa Llinares fundó la academia en 2010.', 'x.es'))).toEqual([
      'Rosa Llinares',
    ]);
    expect(
      names(foundersInProse('Héloïse Marchetti a fondé l’atelier après dix ans à Milan.', 'x.fr')),
    ).toEqual(['Héloïse Marchetti']);
    expect(
      foundersInProse(
        'Seit 2016 führt Tischlermeister Jannik Brandt den Betrieb seines Vaters.',
        'x.de',
      ),
    ).toEqual([{ name: 'Jannik Brandt', title: 'Inhaber' }]);
    expect(
      names(
        foundersInProse('Heute leiten Carla Nowak und Piet Nowak das Hotel gemeinsam.', 'x.de'),
      ),
    ).toEqual(['Carla Nowak', 'Piet Nowak']);
  });

  it('owner nouns beside the name, either side, introductions included', () => {
    expect(foundersInProse('Soy Nerea Aguirre, osteópata y fundadora del centro.', 'x.es')).toEqual(
      [{ name: 'Nerea Aguirre', title: 'Fundadora' }],
    );
    expect(
      foundersInProse('Meet our owner, Callum Reid, who bakes every loaf himself.', 'x.co.uk'),
    ).toEqual([{ name: 'Callum Reid', title: 'Owner' }]);
    expect(
      foundersInProse('Je suis Maëlle Guillou, gérante de la boutique depuis 2019.', 'x.fr'),
    ).toEqual([{ name: 'Maëlle Guillou', title: 'Gérante' }]);
  });

  it('a job beside the name: apposition, a copula, parentheses', () => {
    expect(
      foundersInProse(
        'Im Laden berät Sie Ingrid Hoffmann, gelernte Floristin, und in der Werkstatt ist Nils Berger unser Meister.',
        'x.de',
      ),
    ).toEqual([{ name: 'Ingrid Hoffmann', title: 'gelernte Floristin' }]);
    expect(
      foundersInProse(
        'Para presupuestos, escriba a Óscar Beltrán (Jefe de obra) o llame al taller.',
        'x.es',
      ),
    ).toEqual([{ name: 'Óscar Beltrán', title: 'Jefe de obra' }]);
    expect(
      foundersInProse('Leticia Pons es nuestra responsable de comunicación desde 2021.', 'x.es'),
    ).toEqual([{ name: 'Leticia Pons', title: 'responsable de comunicación' }]);
  });

  it('sentences that only look alike name nobody', () => {
    for (const [text, domain] of [
      ['Panadería Olmos was founded in 1998 as a family business.', 'panaderiaolmos.es'],
      ['Die Bäckerei Kern wurde 2001 in Freiburg gegründet.', 'baeckerei-kern.de'],
      // A founder of long ago is the business's history, not its contact.
      ['Fondée en 1921 par Auguste Perrin, la maison est restée familiale.', 'x.fr'],
      ['1955 gründete Wilhelm Kaiser die Firma in Essen.', 'x.de'],
      // A founder of another company: a client, a case study.
      ['Trabajamos con Lidia Soler, fundadora de Grupo Soler Logística, en su nueva web.', 'x.es'],
      ['Our client Dev Malhotra, founder of Lumen Analytics Ltd, shares his story.', 'x.com'],
    ] as const) {
      expect(foundersInProse(text, domain), text).toEqual([]);
    }
  });
});

describe('legal notices', () => {
  it('sentences naming the responsible person', () => {
    expect(
      legalPeopleInProse(
        'El titular de este sitio web es Dña. Covadonga Prieto Baños, con NIF 12345678Z.',
      ),
    ).toEqual([{ name: 'Covadonga Prieto Baños', title: 'Titular' }]);
    expect(
      legalPeopleInProse('Die GmbH wird vertreten durch den Geschäftsführer Ole Jansen.'),
    ).toEqual([{ name: 'Ole Jansen', title: 'Geschäftsführer' }]);
    expect(
      legalPeopleInProse(
        'La société est représentée par sa gérante, Mme Solène Riou, domiciliée au siège.',
      ),
    ).toEqual([{ name: 'Solène Riou', title: 'Gérant' }]);
    expect(
      legalPeopleInProse(
        'Registered in Scotland SC123456. Registered office: 4 Mill Lane. Company director: Fraser Baird.',
      ),
    ).toEqual([{ name: 'Fraser Baird', title: 'Company director' }]);
    expect(
      legalPeopleInProse(
        'El responsable del tratamiento es Talleres Olmos S.L., con CIF B1234567.',
      ),
    ).toEqual([]);
  });

  it('labels with the value beside them, in the next line or cell, several names', () => {
    expect(
      people(
        `<h1>Aviso legal</h1><p><strong>Titular:</strong><br>Julián Olmos Herrero<br>NIF 12345678Z</p>
        <table><tr><td>Administradora única</td><td>Begoña Olmos Sanz</td></tr></table>`,
      ),
    ).toEqual([
      ['Julián Olmos Herrero', 'Titular', 'owner'],
      ['Begoña Olmos Sanz', 'Administradora única', 'owner'],
    ]);
    expect(
      people(
        '<h1>Impressum</h1><p>Vertretungsberechtigter Vorstand: Karin Weiß (1. Vorsitzende), Bernd Falk (Kassenwart)</p><p>Praxisinhaber: Dr. med. dent. Lars Ebert</p>',
        'tsv-beispielhausen.de',
      ),
    ).toEqual([
      ['Karin Weiß', 'Vertretungsberechtigter Vorstand', 'owner'],
      ['Bernd Falk', 'Vertretungsberechtigter Vorstand', 'owner'],
      ['Lars Ebert', 'Praxisinhaber', 'owner'],
    ]);
    expect(
      people(
        '<footer><p>© 2024 Olmos Lda · NIPC 509876543 · Sócio-gerente: Rui Olmos · Diretora técnica: Inês Sobral</p></footer>',
        'olmos.pt',
      ),
    ).toEqual([
      ['Rui Olmos', 'Sócio-gerente', 'owner'],
      ['Inês Sobral', 'Diretora técnica', 'other'],
    ]);
  });
});
