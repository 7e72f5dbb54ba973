/**
 * Contact people and titles on the layouts sites are really built with: page builders' team
 * widgets, hand-written cards, tables with a header, definition lists, name and title in one
 * heading, title above the name; in Spanish, English, Portuguese, French and German.
 */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';

function people(body: string, siteDomain = 'estudiomarin.es', head = '') {
  const html = `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
  return extractPage({ url: `https://${siteDomain}/equipo`, html, siteDomain }).contacts.map(
    (c) => [c.name, c.title, c.role],
  );
}

describe('page builders', () => {
  it('Elementor image boxes and team members, position above or below the name (es, de)', () => {
    expect(
      people(`
      <div class="elementor-column"><div class="elementor-widget-image-box"><div class="elementor-image-box-wrapper">
        <figure class="elementor-image-box-img"><img src="/u/marta.jpg" alt=""></figure>
        <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Marta Vidal Ferrer</h3>
        <p class="elementor-image-box-description">Socia fundadora</p></div></div></div></div>
      <div class="elementor-column"><div class="elementor-widget-image-box"><div class="elementor-image-box-wrapper">
        <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Hugo Berenguer</h3>
        <p class="elementor-image-box-description">Delineante</p></div></div></div></div>`),
    ).toEqual([
      ['Marta Vidal Ferrer', 'Socia fundadora', 'owner'],
      ['Hugo Berenguer', 'Delineante', 'other'],
    ]);
    expect(
      people(
        `<div class="elementor-team-member"><div class="elementor-team-member-content">
          <span class="elementor-team-member-position">Augenoptikermeisterin</span>
          <h4 class="elementor-team-member-name">Birgit Hansen</h4></div></div>
        <div class="elementor-team-member"><div class="elementor-team-member-content">
          <span class="elementor-team-member-position">Kontaktlinsen &amp; Sehtests</span>
          <h4 class="elementor-team-member-name">Jonas Pfeiffer</h4></div></div>`,
        'optik-hansen.de',
      ),
    ).toEqual([
      ['Birgit Hansen', 'Augenoptikermeisterin', 'other'],
      ['Jonas Pfeiffer', 'Kontaktlinsen & Sehtests', 'other'],
    ]);
  });

  it('Elementor containers of heading widgets: each widget wraps one heading, the container is the card (es, pt)', () => {
    const widget = (tag: string, text: string) =>
      `<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><${tag} class="elementor-heading-title">${text}</${tag}></div></div>`;
    const card = (name: string, job: string, bio: string) =>
      `<div class="elementor-element e-con-full e-flex e-con e-child">
        <div class="elementor-element elementor-widget elementor-widget-image"><div class="elementor-widget-container"><img src="/u/p.jpg" alt=""></div></div>
        ${widget('h2', name)}${widget('h6', job)}
        <div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>${bio}</p></div></div>
      </div>`;
    expect(
      people(`<div class="elementor-element e-grid e-con-boxed e-con e-parent"><div class="e-con-inner">
        ${card('Lorena Quintana Sáez', 'Gerente', 'Veinte años en el sector del mueble.')}
        ${card('Álvaro Requena', 'Diseño de cocinas', 'Proyectos a medida y visitas a obra.')}
        ${card('Nuria Canet', 'Administración', 'Pedidos, facturas y garantías.')}
      </div></div>`),
    ).toEqual([
      ['Lorena Quintana Sáez', 'Gerente', 'owner'],
      ['Álvaro Requena', 'Diseño de cocinas', 'other'],
      ['Nuria Canet', 'Administración', 'operations'],
    ]);
    // A widget's heading alone, with no container around name and job, is no card of one line.
    expect(
      people(
        `${widget('h3', 'Rodrigo Meireles Antunes')}${widget('h5', 'Sócio-gerente')}
         <p>Atendimento de segunda a sexta.</p>`,
        'meireles-vidros.pt',
      ),
    ).toEqual([['Rodrigo Meireles Antunes', 'Sócio-gerente', 'owner']]);
  });

  it('Divi team members with bios and social icons (en)', () => {
    expect(
      people(
        `<div class="et_pb_module et_pb_team_member"><div class="et_pb_team_member_image"><img src="k.jpg"></div>
          <div class="et_pb_team_member_description"><h4 class="et_pb_module_header">Keira Donnelly</h4>
          <p class="et_pb_member_position">Practice Manager</p><div><p>Keira has kept our diary in order since 2014.</p></div>
          <ul class="et_pb_member_social_links"><li><a href="https://www.linkedin.com/in/keira-d"><span>LinkedIn</span></a></li></ul></div></div>
        <div class="et_pb_module et_pb_team_member"><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">Owen Pritchard</h4>
          <p class="et_pb_member_position">Hygienist</p></div></div>`,
        'harbourdental.co.uk',
      ),
    ).toEqual([
      ['Keira Donnelly', 'Practice Manager', 'operations'],
      ['Owen Pritchard', 'Hygienist', 'other'],
    ]);
  });

  it('Wix rich-text boxes: name and title in separate boxes, no cards (pt)', () => {
    expect(
      people(
        `<div data-testid="richTextElement"><p class="font_7"><span style="font-weight:700">Renata Figueiredo</span></p></div>
        <div data-testid="richTextElement"><p class="font_9"><span>Proprietária e confeiteira</span></p></div>
        <div data-testid="richTextElement"><p class="font_7"><span>Caio Brandão</span></p></div>
        <div data-testid="richTextElement"><p class="font_9"><span>Gestor de redes sociais</span></p></div>`,
        'docesdarenata.com.br',
      ),
    ).toEqual([
      ['Renata Figueiredo', 'Proprietária e confeiteira', 'owner'],
      ['Caio Brandão', 'Gestor de redes sociais', 'marketing'],
    ]);
  });

  it('Squarespace summary blocks and Webflow collection items (fr)', () => {
    expect(
      people(
        `<div class="summary-item"><div class="summary-content">
          <div class="summary-title"><a class="summary-title-link" href="/equipe/a">Agnès Morvan</a></div>
          <div class="summary-excerpt"><p>Gérante. Quinze ans de pâtisserie à Rennes.</p></div></div></div>
        <div role="listitem" class="w-dyn-item"><div class="carte-personne"><div class="nom">Yanis Belkadi</div>
          <div class="fonction">Tourier et viennoiseries</div></div></div>`,
        'patisserie-morvan.fr',
      ),
    ).toEqual([
      ['Agnès Morvan', 'Gérante', 'owner'],
      ['Yanis Belkadi', 'Tourier et viennoiseries', 'other'],
    ]);
  });

  it('Bootstrap cards with a subtitle, WordPress columns with a strong name', () => {
    expect(
      people(
        `<div class="row"><div class="col-md-4"><div class="card"><img class="card-img-top" src="a.jpg">
          <div class="card-body"><h5 class="card-title">Valeria Quintana</h5><h6 class="card-subtitle text-muted">Directora de Marketing</h6>
          <p class="card-text">Lleva la marca desde 2019.</p></div></div></div></div>
        <div class="wp-block-columns"><div class="wp-block-column"><figure class="wp-block-image"><img src="b.jpg" alt=""></figure>
          <p><strong>Ignacio Ferrán</strong><br>Jefe de producción</p></div></div>`,
      ),
    ).toEqual([
      ['Valeria Quintana', 'Directora de Marketing', 'marketing'],
      ['Ignacio Ferrán', 'Jefe de producción', 'operations'],
    ]);
  });
});

describe('hand-written markup', () => {
  it('name and title in one heading, split by inline elements (de, en)', () => {
    expect(
      people(
        `<div class="col"><h3>Dieter Lorenz <small>Inhaber</small></h3></div>
        <div class="col"><h3>Selma Arslan<span class="sub"> Leitung Buchhaltung</span></h3></div>
        <p><b>Grace Whitlow</b> <i>Operations Director</i></p>`,
        'lorenz-metallbau.de',
      ),
    ).toEqual([
      ['Dieter Lorenz', 'Inhaber', 'owner'],
      ['Selma Arslan', 'Leitung Buchhaltung', 'operations'],
      ['Grace Whitlow', 'Operations Director', 'operations'],
    ]);
  });

  it('title above the name inside a card', () => {
    expect(
      people(
        `<div class="persona"><span class="cargo">Fundadora</span><h4>Noelia Parra</h4><p>Veinte años de oficio.</p></div>
         <div class="persona"><span class="cargo">Contable</span><h4>Andrés Salcedo</h4></div>`,
      ),
    ).toEqual([
      ['Noelia Parra', 'Fundadora', 'owner'],
      ['Andrés Salcedo', 'Contable', 'other'],
    ]);
  });

  it('names with degrees, nicknames and generational suffixes', () => {
    expect(
      people(
        `<ul><li>C.P.N. Rodolfo "Rolo" Acuña — Socio gerente</li>
        <li>Dra. María de los Ángeles Ibarra (“Marian”) — Odontóloga</li>
        <li>Thomas E. Harlan III — Owner</li></ul>`,
      ),
    ).toEqual([
      ['Rodolfo Acuña', 'Socio gerente', 'owner'],
      ['María de los Ángeles Ibarra', 'Odontóloga', 'other'],
      ['Thomas E. Harlan III', 'Owner', 'owner'],
    ]);
  });

  it('a job or kinship word said before the name is no part of it', () => {
    expect(
      people(
        '<dl><dt>Zahnärztin Clara Voss</dt><dd>Kieferorthopädie</dd><dt>Ute Kranz</dt><dd>Praxismanagerin</dd></dl>',
        'praxis-voss.de',
      ),
    ).toEqual([
      ['Clara Voss', 'Kieferorthopädie', 'other'],
      ['Ute Kranz', 'Praxismanagerin', 'operations'],
    ]);
  });
});

describe('tables and definition lists', () => {
  it('a staff table read by its header, whatever the titles say (es, en, pt)', () => {
    expect(
      people(
        `<table><thead><tr><th>Nombre</th><th>Departamento</th><th>Correo</th></tr></thead><tbody>
        <tr><td>Rosario Lledó</td><td>Gerencia</td><td>rlledo@estudiomarin.es</td></tr>
        <tr><td>Tomás Iturbe</td><td>Nóminas y seguros sociales</td><td>nominas@estudiomarin.es</td></tr>
        </tbody></table>`,
      ),
    ).toEqual([
      ['Rosario Lledó', 'Gerencia', 'owner'],
      ['Tomás Iturbe', 'Nóminas y seguros sociales', 'operations'],
    ]);
    expect(
      people(
        `<table><tr><th>Role</th><th>Name</th></tr><tr><td>Head of Kitchen</td><td>Declan Moore</td></tr>
        <tr><td>Front of House</td><td>Priya Natarajan</td></tr></table>
        <table><tr><th>Nome</th><th>Função</th></tr><tr><td>Leonor Vasconcelos</td><td>Sócia-gerente</td></tr></table>`,
        'moorekitchen.ie',
      ),
    ).toEqual([
      ['Declan Moore', 'Head of Kitchen', 'other'],
      ['Priya Natarajan', 'Front of House', 'other'],
      ['Leonor Vasconcelos', 'Sócia-gerente', 'owner'],
    ]);
  });

  it("a table with the people's companies lists other businesses: nobody is a contact", () => {
    expect(
      people(
        `<table><tr><th>Nom</th><th>Fonction</th><th>Entreprise</th></tr>
        <tr><td>Gilles Perrot</td><td>Président</td><td>Perrot Menuiserie</td></tr>
        <tr><td>Sandrine Caillaud</td><td>Trésorière</td><td>Pharmacie du Port</td></tr></table>`,
        'commercants-lorient.fr',
      ),
    ).toEqual([]);
  });

  it('definition lists: a term and its description, titles told by one of them', () => {
    expect(
      people(
        `<dl class="equipo"><dt>Gonzalo Ibáñez</dt><dd>Director · gonzalo@estudiomarin.es</dd>
        <dt>Paula Segarra</dt><dd>Interiorismo y reformas</dd>
        <dt>Rubén Alcaide</dt><dd>Presupuestos y obra</dd></dl>`,
      ),
    ).toEqual([
      ['Gonzalo Ibáñez', 'Director', 'owner'],
      ['Paula Segarra', 'Interiorismo y reformas', 'other'],
      ['Rubén Alcaide', 'Presupuestos y obra', 'other'],
    ]);
    // A long list with no class is one unit too; a term with no description of its own does
    // not take the one before it (that one is its own term's).
    const long = [
      [
        'Carla Nogueira Pinto',
        'Diretora clínica · Ortodontia',
        'carla.pinto (at) sorrisofoz (ponto) pt',
      ],
      ['Duarte Magalhães', 'Implantologia e cirurgia oral', 'duarte (at) sorrisofoz (ponto) pt'],
      ['Inês Barbosa Teles', 'Odontopediatria', 'Consultas às terças e quintas à tarde'],
      ['Tiago Amaral', 'Higiene oral e branqueamento'],
      ['Sofia Rebelo', 'Endodontia', 'Tratamentos de canal com microscópio operatório desde 2015'],
    ]
      .map(
        ([name, job, more]) => `<dt>${name}</dt><dd>${job}</dd>${more ? `<dd>${more}</dd>` : ''}`,
      )
      .join('');
    expect(
      people(`<h2>A nossa equipa</h2><dl>${long}<dt>Rosa Vieira</dt></dl>`, 'sorrisofoz.pt'),
    ).toEqual([
      ['Carla Nogueira Pinto', 'Diretora clínica', 'owner'],
      ['Duarte Magalhães', 'Implantologia e cirurgia oral', 'other'],
      ['Inês Barbosa Teles', 'Odontopediatria', 'other'],
      ['Tiago Amaral', 'Higiene oral e branqueamento', 'other'],
      ['Sofia Rebelo', 'Endodontia', 'other'],
    ]);
    // No description reads as a job: the list says what people teach, not who works here.
    expect(
      people(
        '<h2>Talleres</h2><dl><dt>Irene Sokolova</dt><dd>Violín barroco</dd><dt>Marc Aubert</dt><dd>Clave y continuo</dd></dl>',
      ),
    ).toEqual([]);
  });
});

describe('structured data', () => {
  it('JSON-LD @graph with employees, an OrganizationRole and reviews', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Dentist',
          name: 'Clínica Arnedo',
          employee: [{ '@type': 'Person', name: 'Irene Arnedo', jobTitle: 'Directora médica' }],
          member: {
            '@type': 'OrganizationRole',
            roleName: 'Responsable de comunicación',
            member: { '@type': 'Person', name: 'Saúl Pastor' },
          },
          review: [
            {
              '@type': 'Review',
              author: { '@type': 'Person', name: 'Lorena Gil' },
              reviewBody: '¡Genial!',
            },
          ],
        },
      ],
    };
    expect(
      people(
        '<p>Clínica Arnedo</p>',
        'clinicaarnedo.es',
        `<script type="application/ld+json">${JSON.stringify(graph)}</script>`,
      ),
    ).toEqual([
      ['Irene Arnedo', 'Directora médica', 'owner'],
      ['Saúl Pastor', 'Responsable de comunicación', 'marketing'],
    ]);
  });

  it("microdata people, the reviews' authors left out", () => {
    expect(
      people(
        `<div itemscope itemtype="https://schema.org/LocalBusiness">
          <div itemprop="employee" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Fabrice Lemaire</span>, <span itemprop="jobTitle">Gérant</span></div>
          <div itemprop="review" itemscope itemtype="https://schema.org/Review"><div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Odette Blanc</span></div><p itemprop="reviewBody">Très bon accueil.</p></div>
        </div>`,
        'lemaire-plomberie.fr',
      ),
    ).toEqual([['Fabrice Lemaire', 'Gérant', 'owner']]);
  });
});
