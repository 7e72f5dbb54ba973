// dev-9 site data: Spanish (m001-m010) and English (m011-m020)
import { esc, ent, obf } from './_lib.mjs';

const P = (n, t, r, e, more = {}) => ({ n, t, r, e, ...more });

export const SITES_ES = [
  // m001 — WordPress staff table with extension column; firm named after its partners
  {
    id: 'm001-gestoria-arrieta-ebro', dom: 'gestoriaarrietaebro.es', lang: 'es', tpl: 'wpTable',
    biz: { name: 'Arrieta Gil Asesores', kind: 'Gestoría y asesoría laboral, fiscal y contable', city: 'Zaragoza', street: 'Paseo de Sagasta 31, 2.º izda.', zip: '50008', tel: '976 23 41 87', hours: 'Lunes a jueves 8:30–14:00 y 16:00–18:30 · Viernes 8:30–14:30', tagline: 'Tu gestoría de confianza en Zaragoza desde 1991', about: 'Llevamos más de treinta años ocupándonos de las nóminas, los impuestos y la contabilidad de autónomos y pymes aragonesas, con trato directo y sin letra pequeña.', services: [['Asesoría laboral', 'Contratos, nóminas, seguros sociales y despidos.'], ['Asesoría fiscal', 'IVA, IRPF, Impuesto de Sociedades y planificación.'], ['Contabilidad', 'Libros oficiales, cuentas anuales y depósito en el Registro Mercantil.']] },
    generic: 'info@gestoriaarrietaebro.es', roles: [['nominas@gestoriaarrietaebro.es', 'Departamento de nóminas']],
    agency: ['Pixelia Estudio Web', 'hola@pixeliaestudioweb.es'],
    people: [
      P('Iñaki Arrieta Gil', 'Socio director', 'owner', 'iarrieta@gestoriaarrietaebro.es', { ext: '201' }),
      P('Begoña Sanz Lacasa', 'Asesora laboral', 'other', 'bsanz@gestoriaarrietaebro.es', { ext: '204' }),
      P('Pablo Mainar Romeo', 'Asesor fiscal', 'other', 'pmainar@gestoriaarrietaebro.es', { ext: '205' }),
      P('Nuria Gracia Pardos', 'Responsable de administración', 'operations', null, { ext: '200' }),
      P('Sergio Lanuza', null, 'other', 'slanuza@gestoriaarrietaebro.es', { ext: '208' }),
    ],
    x: {
      cols: ['name', 'title', 'ext', 'email'], teamTitle: 'Nuestro equipo', subject: 'Consulta desde la web',
      teamIntro: 'Llámanos al 976 23 41 87 y marca la extensión de la persona con la que quieras hablar.',
      caption: 'Centralita: 976 23 41 87',
      legal: (c) => `<h2>Datos identificativos</h2><p>En cumplimiento de la Ley 34/2002 (LSSI-CE), se informa de que el titular de este sitio web es <strong>Arrieta Gil Asesores, S.L.P.</strong>, con CIF B50987123 y domicilio en Paseo de Sagasta 31, 50008 Zaragoza, inscrita en el Registro Mercantil de Zaragoza, Tomo 3456, Folio 12, Hoja Z-45678.</p><p>Administrador único: ${c.who({ n: 'Iñaki Arrieta Gil', r: 'owner' }, 'Administrador único')}.</p><h2>Propiedad intelectual</h2><p>Todos los contenidos de esta web son propiedad de Arrieta Gil Asesores, S.L.P.</p>`,
    },
  },
  // m002 — hand-written HTML 4, iso-8859-1, title-first definition list, "(arroba)"
  {
    id: 'm002-talleres-calvo-mancha', dom: 'talleresmanchacalvo.es', lang: 'es', tpl: 'handDl', year: 2007,
    paths: { about: '/historia.htm', team: '/equipo.htm', contact: '/contacto.htm' },
    biz: { name: 'Talleres Hermanos Calvo', kind: 'Taller mecánico, electricidad del automóvil', city: 'Albacete', street: 'Calle Doctor Fleming 22', zip: '02004', tel: '967 21 98 40', hours: 'Lunes a viernes de 8 a 13:30 y de 15:30 a 19:30. Sábados cerrado.', tagline: 'Taller multimarca en Albacete', about: 'Reparación de turismos, furgonetas y vehículos agrícolas. Pre-ITV, neumáticos, aire acondicionado y diagnosis electrónica.', services: [['Mecánica general', 'frenos, embrague, distribución'], ['Electricidad', 'baterías, alternadores, diagnosis'], ['Neumáticos', 'todas las marcas, alineado de dirección']] },
    generic: 'taller@talleresmanchacalvo.es', roles: [['administracion@talleresmanchacalvo.es', 'Facturas y administración']],
    people: [
      P('Julián Calvo Ortega', 'Gerencia', 'owner', 'julian@talleresmanchacalvo.es'),
      P('Remedios Calvo Ortega', 'Administración', 'operations', null),
      P('Fermín Ruiz Tébar', 'Jefe de taller', 'other', null, { tel: '609 44 12 87' }),
      P('Óscar Jiménez Calvo', 'Electricidad y diagnosis', 'other', null),
    ],
    x: {
      obf: 'arroba', dl: 'title-first', counter: true, teamTitle: 'Quiénes atendemos el taller',
      teamIntro: 'Si tiene cualquier duda sobre su reparación, pregunte por nosotros:',
      obfNote: 'Para evitar el correo basura, sustituya (arroba) por @ al escribirnos.',
      aboutHtml: () => `<p>El taller lo abri&oacute; en 1978 nuestro padre, Pedro Calvo Navarro (q.e.p.d.), en un peque&ntilde;o local de la Calle Doctor Fleming, enfrente del antiguo Cine Capitol.
<p>Desde 2003 lo llevan sus hijos, que siguen con la misma forma de trabajar: presupuesto por escrito y sin sorpresas. Somos taller concertado de Seguros Santa Luc&iacute;a y de Mutua Madrile&ntilde;a.
<p>Distribuidores oficiales de bater&iacute;as Tudor y neum&aacute;ticos Firestone.`,
    },
  },
  // m003 — JSON-LD @graph with Person nodes; reviews authored by customers
  {
    id: 'm003-veterinaria-almendros-segura', dom: 'veterinarialosalmendrossegura.es', lang: 'es', tpl: 'jsonld',
    biz: { name: 'Clínica Veterinaria Los Almendros', kind: 'Clínica veterinaria', city: 'Murcia', street: 'Avenida Juan Carlos I 58', zip: '30009', tel: '968 27 30 51', hours: 'L–V 10:00–14:00 y 17:00–20:30 · S 10:00–13:30 · Urgencias 24 h', tagline: 'Cuidamos de tu familia de cuatro patas', about: 'Medicina general, cirugía, traumatología y diagnóstico por imagen para perros, gatos y animales exóticos en el barrio de Santiago y Zaraiche.', services: [['Vacunación y chip', 'Planes de salud con recordatorio por WhatsApp.'], ['Cirugía', 'Quirófano propio y anestesia inhalatoria.'], ['Peluquería canina', 'Con cita previa, de martes a sábado.']] },
    generic: 'hola@veterinarialosalmendrossegura.es',
    people: [
      P('Elena Marín Soto', 'Veterinaria y directora clínica', 'owner', 'elena.marin@veterinarialosalmendrossegura.es', { founder: true }),
      P('Javier Pujante Cano', 'Veterinario — cirugía y traumatología', 'other', null),
      P('Lucía Abellán', 'Auxiliar técnico veterinario', 'other', null),
    ],
    x: {
      type: 'VeterinaryCare', graph: true, footMail: true,
      reviews: [['Antonio R.', 'Trataron a mi perro Toby con muchísimo cariño tras la operación de cadera.'], ['Marisa Gómez Hurtado', 'Las mejores veterinarias de Murcia, siempre disponibles para urgencias.']], reviewsHtml: true,
      aboutHtml: () => `<p class="mt-6">La clínica la fundó en 2009 la veterinaria Elena Marín Soto, después de diez años en el Hospital Clínico Veterinario de la Universidad de Murcia. Hoy somos un equipo de cinco personas.</p>
<p class="mt-4">Javier Pujante Cano se ocupa de la cirugía y la traumatología, y Lucía Abellán te recibirá en la sala de espera con una chuche para tu perro.</p>
<p class="mt-4">Trabajamos con piensos Royal Canin y Hill's y colaboramos con la protectora El Refugio.</p>`,
      legal: () => `<p>Titular: Elena Marín Soto, NIF 48512345-K, colegiada n.º 30-1187 del Colegio Oficial de Veterinarios de la Región de Murcia. Domicilio: Avenida Juan Carlos I 58, 30009 Murcia.</p>`,
    },
  },
  // m004 — Squarespace contact page naming who to write to, English titles on a Spanish site
  {
    id: 'm004-vinas-cabriel-requena', dom: 'vinasdelcabriel.es', lang: 'es', tpl: 'sqsDepts',
    biz: { name: 'Viñas del Cabriel', kind: 'Bodega familiar, D.O. Utiel-Requena', city: 'Requena (Valencia)', street: 'Camino de la Portera s/n', zip: '46340', tel: '962 30 11 74', hours: 'Visitas: viernes a domingo, 11:00 y 17:00', tagline: 'Bobal de viñas viejas a orillas del Cabriel', about: 'Elaboramos vinos de bobal, tardana y macabeo de nuestras 40 hectáreas en agricultura ecológica.', services: [['Tienda online', 'Envíos a toda la península en 48 h.'], ['Enoturismo', 'Visitas guiadas con cata de cuatro vinos.'], ['Export', 'Distributors in 12 countries.']] },
    generic: 'info@vinasdelcabriel.es',
    people: [],
    x: {
      style: 'colon', navHome: 'Home', navContact: 'Contact us', navAbout: 'About', contactTitle: 'Contact us',
      contactIntro: 'Escríbenos directamente a la persona que lleva cada área; te contestaremos en menos de 24 horas laborables.',
      depts: [
        { label: 'Sales Spain', p: P('Laura Gómez Ibáñez', 'Directora comercial', 'other', 'laura.gomez@vinasdelcabriel.es', { tel: '+34 646 20 17 33' }), title: 'Directora comercial' },
        { label: 'Export', p: P('Marc Delaunay', 'Export Manager', 'other', 'marc.delaunay@vinasdelcabriel.es'), title: 'Export Manager' },
        { label: 'Wine tourism', p: P('Alba Sáez Monzó', 'Responsable de enoturismo', 'other', 'alba.saez@vinasdelcabriel.es'), title: 'Responsable de enoturismo' },
        { label: 'Press & marketing', p: P('Rocío Martí', 'Marketing y comunicación', 'marketing', 'rocio.marti@vinasdelcabriel.es'), title: 'Marketing y comunicación' },
      ],
      about: (c) => `<h1>About</h1><p>Viñas del Cabriel es el proyecto de la familia Sáez. ${c.who({ n: 'Vicente Sáez Monzó', r: 'owner' }, 'enólogo y fundador')}, enólogo y fundador, recuperó en 2004 las viñas que su abuelo plantó en la aldea de Los Pedrones.</p><p>Nuestros vinos: Cabriel Tinto Joven, Pedrones Bobal Crianza y La Portera Blanco.</p>`,
      footer: () => 'Designed by Kreativa Studio',
    },
  },
  // m005 — owner's letter signed at the end; customers' comments; bakery on gmail
  {
    id: 'm005-panaderia-espiga-tormes', dom: 'panaderialaespigatormes.es', lang: 'es', tpl: 'wpLetter',
    paths: { blog: '/noticias/' },
    biz: { name: 'Panadería La Espiga de Oro', kind: 'Panadería y obrador artesano', city: 'Salamanca', street: 'Calle Zamora 71', zip: '37002', tel: '923 21 55 60', hours: 'Lunes a sábado 7:30–14:30 y 17:30–20:30 · Domingos 8:00–14:00', tagline: 'Pan de masa madre horneado cada mañana', about: 'Obrador artesano en el centro de Salamanca: hogazas, bollería, perrunillas y el hornazo de Lunes de Aguas por encargo.', services: [['Pan de masa madre', 'Hogaza de centeno, espelta y candeal.'], ['Bollería', 'Perrunillas, mantecados y bizcochos.'], ['Encargos', 'Hornazos y tartas para celebraciones.']] },
    generic: 'panaderiaespigadeoro@gmail.com', roles: [['encargos.espigadeoro@gmail.com', 'Encargos']],
    people: [],
    x: {
      postPath: '/noticias/50-anos-de-la-espiga/', postTitle: 'Cincuenta años de La Espiga: gracias', date: '2024-03-02', dateText: '2 marzo, 2024', wpUser: 'laespiga',
      excerpt: 'Este mes cumplimos cincuenta años abiertos en la Calle Zamora…',
      letter: [
        'Queridos clientes y vecinos:',
        'Este mes cumplimos cincuenta años abiertos en la Calle Zamora. Mi padre, Tomás, que ya disfruta de su jubilación, encendió el horno por primera vez en marzo de 1974, y desde entonces no hemos dejado de amasar ni un solo día.',
        'Quiero dar las gracias a todo el equipo, y en especial a nuestra maestra panadera, Sagrario Benito, que lleva veintidós años con nosotros y es la responsable de que la hogaza salga como sale.',
        'Para celebrarlo, el sábado 16 regalaremos una perrunilla con cada compra. ¡Os esperamos!',
      ],
      sig: (c) => {
        c.who({ n: 'Sagrario Benito', r: 'other' }, 'maestra panadera');
        c.who({ n: 'Marta Ríos Castell', r: 'owner' }, 'Gerente');
        return `<p>Un abrazo,</p>\n<p><strong>Marta Ríos Castell</strong><br><em>Gerente</em></p>`;
      },
      commentsWord: 'comentarios',
      comments: [['Pilar Hernández', '¡Enhorabuena! Llevo comprando vuestro pan desde niña.'], ['José Ángel Martín', 'Felicidades a Marta y a todo el equipo, el mejor hornazo de Salamanca.']],
      legal: (c) => `<p>Titular de la web: Marta Ríos Castell, NIF 07965432-L, Calle Zamora 71, 37002 Salamanca. Correo: panaderiaespigadeoro@gmail.com</p>`,
    },
  },
  // m006 — Wix, owner named in the footer, freemail
  {
    id: 'm006-peluqueria-carmen-villalba', dom: 'peluqueriacarmenvillalba.es', lang: 'es', tpl: 'wixFooter',
    paths: { about: '/sobre-mi', contact: '/cita-previa' },
    biz: { name: 'Peluquería Carmen Villalba', kind: 'Peluquería', city: 'Córdoba', street: 'Calle Cruz Conde 9', zip: '14001', tel: '957 47 20 18', hours: 'Martes a viernes 9:30–20:00 · Sábados 9:00–14:00', tagline: 'Peluquería y barbería en el centro de Córdoba', about: 'Cortes, color, mechas balayage, alisados y barbería clásica. Trabajamos con productos Davines y L’Oréal Professionnel.', services: [['Color', 'Balayage, babylights y coloración vegetal.'], ['Corte', 'Señora, caballero e infantil.'], ['Novias', 'Recogidos y prueba de peinado.']] },
    generic: 'peluqueriacarmenvillalba@hotmail.com',
    people: [],
    x: {
      aboutNav: 'Sobre mí',
      footerOwner: (c, txt, sp) => { c.who({ n: 'Carmen Villalba', r: 'owner' }, 'Propietaria'); return txt(sp('Carmen Villalba') + sp(' · Propietaria', 'color:#8C8C8C;'), 100, 40, 400); },
      aboutBody: (c, txt, sp) => {
        c.who({ n: 'Rocío Lucena', r: 'other' }, 'colorista');
        c.who({ n: 'Daniel Priego', r: 'other' }, 'barbero');
        return txt(sp('Soy Carmen Villalba y llevo más de veinte años detrás del sillón. Abrí el salón en 2012 en la Calle Cruz Conde.'), 140, 40, 600) + '\n' +
          txt(sp('Me acompañan ') + sp('Rocío Lucena', 'font-weight:bold;') + sp(', colorista, y ') + sp('Daniel Priego', 'font-weight:bold;') + sp(', barbero.'), 260, 40, 600);
      },
      contactExtra: (c, txt, sp) => txt(sp('Pide tu cita por WhatsApp al 657 31 22 09 o escríbenos a ') + sp(`<a href="mailto:peluqueriacarmenvillalba@hotmail.com" class="wixui-rich-text__text">peluqueriacarmenvillalba@hotmail.com</a>`), 260, 40, 380),
      poweredBy: 'Creado con Wix.com',
    },
  },
  // m007 — Elementor: icon list of who does what, image boxes, testimonial carousel
  {
    id: 'm007-reformas-albaicin-darro', dom: 'reformasalbaicindarro.es', lang: 'es', tpl: 'elementor',
    biz: { name: 'Reformas Albaicín', kind: 'Reformas integrales y rehabilitación', city: 'Granada', street: 'Calle San Juan de Dios 40, bajo', zip: '18001', tel: '958 20 66 13', hours: 'Lunes a viernes 8:00–15:00', tagline: 'Reformas integrales en Granada con presupuesto cerrado', about: 'Cocinas, baños, rehabilitación de cármenes y viviendas en el casco histórico, con licencia de obra incluida.', services: [['Cocinas y baños', 'Diseño, demolición y montaje en 3 semanas.'], ['Rehabilitación', 'Fachadas, cubiertas y estructuras de madera.'], ['Licencias', 'Tramitamos el permiso con el Ayuntamiento.']] },
    generic: 'info@reformasalbaicindarro.es',
    agency: ['Granaweb', 'soporte@granaweb.net'],
    people: [P('José Manuel Olmedo Ruiz', 'Gerente', 'owner', null, { box: true }), P('Inmaculada Vílchez', 'Arquitecta técnica', 'other', null, { box: true })],
    x: {
      testiTitle: 'Lo que dicen nuestros clientes',
      testimonials: [['Encarna M.', 'Nos reformaron la cocina en el Zaidín en tres semanas justas. Muy limpios.', 'Reforma de cocina'], ['Rafael Cuesta', 'Rehabilitaron la fachada del carmen sin un solo problema con la licencia.', 'Carmen en el Albaicín']],
      aboutHtml: () => '<p>Somos una empresa granadina fundada en 2005. Trabajamos con cuadrillas propias, sin subcontratas, y damos cinco años de garantía en todas nuestras obras.</p>',
      deptTitle: '¿Con quién hablo?',
      depts: [
        { label: 'Presupuestos', p: P('Antonio Olmedo Ruiz', 'Presupuestos', 'other', 'antonio.olmedo@reformasalbaicindarro.es') },
        { label: 'Administración', p: P('Rosa Pereira', 'Administración', 'operations', 'rosa@reformasalbaicindarro.es') },
        { label: 'Jefe de obra', p: P('Francisco «Paco» Heredia', 'Jefe de obra', 'other', null) },
      ],
      legal: () => '<p>Reformas Albaicín, S.L. · CIF B18765432 · Calle San Juan de Dios 40, 18001 Granada. Inscrita en el Registro Mercantil de Granada. Administrador único: José Manuel Olmedo Ruiz.</p>',
    },
  },
  // m008 — Webflow business-park association: member directory + own staff
  {
    id: 'm008-poligono-cabezo-beaza', dom: 'aecabezobeaza.es', lang: 'es', tpl: 'webflowDir',
    paths: { about: '/la-asociacion', legal: '/aviso-legal' },
    biz: { name: 'Asociación de Empresarios del Polígono Cabezo Beaza', kind: 'Asociación empresarial', city: 'Cartagena', street: 'Calle Berlín 4, Centro de Negocios', zip: '30353', tel: '968 08 71 20', hours: 'L–V 9:00–14:00', tagline: 'Más de 180 empresas trabajando juntas en Cabezo Beaza', about: 'Representamos a las empresas del polígono ante el Ayuntamiento de Cartagena: seguridad, limpieza, fibra óptica y formación.', services: [['Vigilancia', 'Servicio de seguridad nocturno compartido.'], ['Formación', 'Cursos bonificados para trabajadores.'], ['Directorio', 'Encuentra proveedores en el polígono.']] },
    generic: 'info@aecabezobeaza.es', roles: [['formacion@aecabezobeaza.es', 'Formación']],
    people: [
      P('Juan Antonio Mendoza Pérez', 'Presidente', 'owner', null),
      P('Mercedes Conesa Sáez', 'Gerente', 'owner', 'mconesa@aecabezobeaza.es'),
      P('Álvaro Saura', 'Técnico de proyectos', 'other', 'asaura@aecabezobeaza.es'),
    ],
    x: {
      dirPath: '/directorio', dirNav: 'Directorio de empresas', dirTitle: 'Directorio de empresas asociadas', dirIntro: 'Busca por sector o nombre. Los datos los facilita cada empresa.',
      nMembers: 44, suffixes: ['e Hijos', 'S.L.'], mailWords: ['info', 'contacto'], tld: 'es', contactWord: 'Persona de contacto',
      sectors: ['Metal', 'Transporte', 'Alimentación', 'Construcción', 'Servicios', 'Química', 'Talleres'], telFmt: (r) => `968 ${10 + Math.floor(r() * 89)} ${10 + Math.floor(r() * 89)} ${10 + Math.floor(r() * 89)}`,
      aboutNav: 'La asociación', staffTitle: 'Junta directiva y gerencia',
      aboutHtml: () => '<p>La asociación nació en 1996 para defender los intereses de las empresas instaladas en el polígono. Su junta directiva se elige cada cuatro años en asamblea.</p>',
      legal: () => '<p>Titular: Asociación de Empresarios del Polígono Cabezo Beaza, CIF G30456789, inscrita en el Registro de Asociaciones de la Región de Murcia con el n.º 4.512.</p>',
    },
  },
  // m009 — funeral home: obituaries, founder long dead, prose naming the current managers
  {
    id: 'm009-funeraria-san-lazaro-minho', dom: 'funerariasanlazarominho.es', lang: 'es', tpl: 'funeral',
    paths: { about: '/quienes-somos', contact: '/contacto', legal: '/aviso-legal' },
    biz: { name: 'Funeraria San Lázaro', kind: 'Tanatorio y servicios funerarios', city: 'Lugo', street: 'Rúa de San Roque 112', zip: '27002', tel: '982 22 14 50', hours: 'Atención 24 horas, 365 días', tagline: 'Acompañando a las familias de Lugo desde 1962', about: 'Tanatorio con cinco salas velatorio, capilla de San Roque y crematorio propio. Gestionamos todos los trámites con seguros y organismos.', services: [['Tanatorio', 'Cinco salas con acceso independiente.'], ['Incineración', 'Crematorio propio y columbario.'], ['Trámites', 'Certificados, seguros y pensiones.']] },
    generic: 'info@funerariasanlazarominho.es',
    people: [],
    x: {
      obf: 'at-dot', allDay: 'Teléfono 24 h:', obPath: '/esquelas', obNav: 'Esquelas', obTitle: 'Esquelas y defunciones', obIntro: 'Publicamos las esquelas con el consentimiento de las familias.', nObits: 12,
      homeNote: 'Si ha fallecido un ser querido, llámenos a cualquier hora: nos desplazamos a domicilio, hospital o residencia.',
      obit: ({ fn, ln, ln2, age, day, sp }) => ({ h: `D./D.ª ${esc(fn)} ${esc(ln)} ${esc(ln2)}`, p: `Falleció en Lugo el día ${day} de enero de 2024, a los ${age} años. Su esposo/a ${esc(sp)}, hijos, nietos y demás familia ruegan una oración por su alma. Misa funeral en la iglesia de San Froilán a las 17:00 h. Sala ${1 + (day % 5)}.` }),
      aboutHtml: (c) => { c.who({ n: 'Elena Salcedo Márquez', r: 'owner' }, 'directora'); c.who({ n: 'Andrés Fraga Vilariño', r: 'operations' }, 'responsable de servicios'); return '<p>Funeraria San Lázaro fue fundada en 1962 por Antonio Salcedo Vila (1931–2008) en la antigua Rúa de San Roque. Su hijo Manuel la amplió con el tanatorio en 1991.</p><p>Hoy la dirige su nieta, Elena Salcedo Márquez, directora, junto a Andrés Fraga Vilariño, responsable de servicios, y un equipo de doce profesionales.</p>'; },
      legal: () => '<p>Titular: Funeraria San Lázaro, S.L., CIF B27012345, Rúa de San Roque 112, 27002 Lugo. Administradora: Elena Salcedo Márquez.</p>',
    },
  },
  // m010 — restaurant, hand-written microdata, dishes with people's names
  {
    id: 'm010-casa-benigna-chamberi', dom: 'casabenignachamberi.es', lang: 'es', tpl: 'microHand',
    paths: { about: '/nosotros.html', contact: '/reservas.html' },
    biz: { name: 'Casa Benigna', kind: 'Restaurante de cocina tradicional', city: 'Madrid', street: 'Calle de Narváez 17', zip: '28009', tel: '914 31 72 85', hours: 'Martes a sábado 13:30–16:00 y 20:30–23:30 · Domingo mediodía', tagline: 'Cocina de siempre en el barrio de Salamanca', about: 'Guisos de cuchara, arroces y la tortilla de la casa desde 1987.', services: [] },
    generic: 'info@casabenignachamberi.es', agencyLine: 'Web: hecho a mano por Lucas Marín · lucas.webs@gmail.com', agencyMail: 'lucas.webs@gmail.com',
    people: [],
    x: {
      cuisine: 'Española', hoursMd: 'Tu-Sa 13:30-16:00', menuPath: '/carta.html', menuNav: 'Carta', bookNav: 'Reservas', aboutNav: 'Nosotros', paxWord: 'Comensales',
      featured: [['Croquetas de la abuela Benigna', 'croquetas.jpg'], ['Bacalao a la Vizcaína', 'bacalao.jpg'], ['Tarta de queso de Marisa', 'tarta.jpg']],
      menu: [['Entrantes', [['Croquetas de la abuela Benigna', '12 €'], ['Huevos rotos a lo Lucio', '14 €'], ['Ensalada Ketty de tomate y ventresca', '13 €']]], ['Principales', [['Bacalao a la Vizcaína', '22 €'], ['Pollo a la Villeroy', '17 €'], ['Solomillo Wellington', '28 €']]], ['Postres', [['Tarta de queso de Marisa', '7 €'], ['Torrijas de Santa Teresa', '6 €']]]],
      aboutHtml: (c) => { c.who({ n: 'Luis Ángel Benito Sanz', r: 'owner' }, 'Chef y propietario'); c.who({ n: 'Yolanda Carrasco', r: 'other' }, 'Jefa de sala'); c.who({ n: 'Hugo Ferreiro', r: 'other' }, 'Sumiller'); return `<p>Casa Benigna lleva el nombre de la abuela que nos enseñó a hacer croquetas. Abrió en 1987 en la Calle de Narváez.</p>
<div itemprop="founder" itemscope itemtype="http://schema.org/Person" class="persona"><img src="img/luisangel.jpg" alt=""><h3 itemprop="name">Luis Ángel Benito Sanz</h3><p itemprop="jobTitle">Chef y propietario</p></div>
<div itemprop="employee" itemscope itemtype="http://schema.org/Person" class="persona"><h3 itemprop="name">Yolanda Carrasco</h3><p itemprop="jobTitle">Jefa de sala</p></div>
<div itemprop="employee" itemscope itemtype="http://schema.org/Person" class="persona"><h3 itemprop="name">Hugo Ferreiro</h3><p itemprop="jobTitle">Sumiller</p></div>`; },
      bookHtml: (c) => `<p>Reservas por teléfono al ${'914 31 72 85'} o por correo a <a href="mailto:${c.mail('reservas@casabenignachamberi.es', 'role')}?subject=Reserva">reservas@casabenignachamberi.es</a>. Grupos de más de 8 personas: menú cerrado.</p>`,
      footMail: (c, g) => `Escríbenos: ${g}`,
    },
  },
];

export const SITES_EN = [
  // m011 — UK surveyors, staff table with direct dial; firm named after its directors
  {
    id: 'm011-hartley-finch-surveyors', dom: 'hartleyfinchsurveyors.co.uk', lang: 'en', tpl: 'wpTable',
    biz: { name: 'Hartley & Finch', kind: 'Chartered Building Surveyors', city: 'Leeds', street: '14 Park Square East', zip: 'LS1 2NE', tel: '0113 245 8810', hours: 'Mon–Fri 8.30am–5.30pm', tagline: 'RICS Chartered Surveyors in Leeds and West Yorkshire', about: 'Building surveys, party wall matters, dilapidations and project monitoring for homeowners, landlords and housing associations since 2004.', services: [['Building Surveys', 'Level 2 and Level 3 surveys for residential buyers.'], ['Party Wall', 'Notices and awards under the 1996 Act.'], ['Dilapidations', 'Schedules and negotiations for landlords and tenants.']] },
    generic: 'enquiries@hartleyfinchsurveyors.co.uk', roles: [['accounts@hartleyfinchsurveyors.co.uk', 'Accounts']],
    agency: ['Northern Pixel', 'studio@northernpixel.co.uk'],
    people: [
      P('Richard Hartley', 'Managing Director', 'owner', 'r.hartley@hartleyfinchsurveyors.co.uk', { tel: '0113 245 8811' }),
      P('Anna Finch', 'Director, Building Surveying', 'owner', 'a.finch@hartleyfinchsurveyors.co.uk', { tel: '0113 245 8812' }),
      P('Tom Okafor', 'Senior Building Surveyor', 'other', 't.okafor@hartleyfinchsurveyors.co.uk', { tel: '0113 245 8815' }),
      P('Megan Price', 'Office Manager', 'operations', 'm.price@hartleyfinchsurveyors.co.uk', { tel: '0113 245 8810' }),
      P('Liam Doyle', 'Graduate Surveyor', 'other', null, { tel: '0113 245 8817' }),
    ],
    paths: { team: '/meet-the-team/', legal: '/terms' },
    x: {
      cols: ['name', 'title', 'tel', 'email'], teamTitle: 'Meet the team', subject: 'Website enquiry',
      teamIntro: 'Call any of us directly on the numbers below, or email the office and we will pass your enquiry on.', caption: '',
      legal: () => '<p>Hartley &amp; Finch Ltd is a company registered in England and Wales, company number 08412345. Registered office: 14 Park Square East, Leeds LS1 2NE. Directors: Richard Hartley, Anna Finch. Regulated by RICS.</p>',
    },
  },
  // m012 — US dentist, JSON-LD (nested) with founder/employee; staff emails only in JSON-LD
  {
    id: 'm012-brightsmile-family-dental', dom: 'brightsmilewillamette.com', lang: 'en', lk: 'en', tpl: 'jsonld',
    paths: { about: '/meet-the-doctors', legal: '/privacy', contact: '/contact-us' },
    biz: { name: 'Bright Smile Family Dentistry', kind: 'Family dentist', city: 'Portland, OR', street: '2231 SE Division St', zip: '97202', tel: '(503) 555-0147', hours: 'Mon–Thu 7am–6pm · Fri 7am–2pm', tagline: 'Gentle dental care for the whole family', about: 'Cleanings, fillings, Invisalign and same-day crowns in Southeast Portland. Most PPO plans accepted.', services: [['Preventive care', 'Exams, cleanings and sealants.'], ['Invisalign', 'Clear aligners for teens and adults.'], ['Same-day crowns', 'CEREC crowns in a single visit.']] },
    generic: 'frontdesk@brightsmilewillamette.com',
    people: [
      P('Karen Liu', 'Founder & Lead Dentist', 'owner', 'dr.liu@brightsmilewillamette.com', { founder: true, eFmt: 'mailto' }),
      P('Marcus Bell', 'Associate Dentist', 'other', null),
      P('Tanya Alvarez', 'Office Manager', 'operations', 'tanya@brightsmilewillamette.com'),
    ],
    x: {
      type: 'Dentist', contactMail: true, legalPat: false,
      reviews: [['Jennifer W.', 'Dr. Liu is the first dentist my kids are not scared of!'], ['Mike Donovan', 'Quick, friendly, and they billed my insurance directly.']],
      aboutHtml: () => `<div class="mt-8 grid gap-8"><article><h2 class="text-xl font-semibold">Dr. Karen Liu, DDS</h2><p class="text-emerald-700">Founder &amp; Lead Dentist</p><p>Dr. Liu opened Bright Smile in 2012 after graduating from OHSU School of Dentistry.</p></article>
<article><h2 class="text-xl font-semibold">Dr. Marcus Bell, DMD</h2><p class="text-emerald-700">Associate Dentist</p><p>Marcus joined in 2019 and loves Invisalign cases.</p></article>
<article><h2 class="text-xl font-semibold">Tanya Alvarez</h2><p class="text-emerald-700">Office Manager</p><p>Tanya handles scheduling and insurance questions.</p></article></div>`,
      legal: () => '<p>We respect your privacy. Protected health information is handled according to HIPAA. This website uses analytics that do not collect personal data.</p>',
    },
  },
  // m013 — Bootstrap cards with microdata Person; UK physio
  {
    id: 'm013-greenway-physio-bristol', dom: 'greenwayphysioclifton.co.uk', lang: 'en', tpl: 'microCards',
    paths: { team: '/our-physios', contact: '/book' },
    biz: { name: 'Greenway Physiotherapy', kind: 'Physiotherapy clinic', city: 'Bristol', street: '48 Whiteladies Road', zip: 'BS8 2NH', tel: '0117 973 6620', hours: 'Mon–Fri 7.30am–8pm · Sat 8am–1pm', tagline: 'Get moving again', about: 'Sports injuries, back and neck pain, post-operative rehab and clinical Pilates in Clifton.', services: [['Sports injuries', 'Assessment and rehab plans.'], ['Clinical Pilates', 'Small classes, max. 5 people.'], ['Sports massage', '30 and 60 minute sessions.']] },
    generic: 'hello@greenwayphysioclifton.co.uk', roles: [['bookings@greenwayphysioclifton.co.uk', 'Bookings & cancellations']],
    people: [
      P('Owen Pritchard', 'Clinical Director', 'owner', 'owen@greenwayphysioclifton.co.uk'),
      P('Hannah Ng', 'Senior Physiotherapist', 'other', 'hannah@greenwayphysioclifton.co.uk'),
      P('Callum Reid', 'Sports Massage Therapist', 'other', null),
      P('Priya Desai', 'Practice Manager', 'operations', 'priya@greenwayphysioclifton.co.uk', { tel: '0117 973 6621', img: false }),
    ],
    x: { type: 'MedicalClinic', titleAbove: true, colsN: 4, teamTitle: 'Our physios', teamIntro: 'All our physiotherapists are HCPC registered and members of the CSP.', formNote: 'We will never share your email.' },
  },
  // m014 — Squarespace, department contacts with headings; owners in the about page
  {
    id: 'm014-hollis-creek-outfitters', dom: 'holliscreekoutfitters.com', lang: 'en', tpl: 'sqsDepts',
    paths: { about: '/our-story' },
    biz: { name: 'Hollis Creek Outfitters', kind: 'Fly shop & guide service', city: 'Bozeman, MT', street: '118 E Main St', zip: '59715', tel: '(406) 555-0182', hours: 'Daily 7am–7pm (May–Sept) · 9am–5pm (Oct–Apr)', tagline: 'Fly fishing the Gallatin, Madison and Yellowstone since 2011', about: 'Full-service fly shop with guided float and wade trips on southwest Montana’s best water.', services: [['Guided trips', 'Half and full day, all skill levels.'], ['Fly shop', 'Rods, reels, flies tied in-house.'], ['Casting lessons', 'Private and group lessons on the Gallatin.']] },
    generic: 'shop@holliscreekoutfitters.com',
    people: [],
    x: {
      style: 'heading', contactIntro: 'Not sure who to ask? Here is who handles what.', navAbout: 'Our Story',
      depts: [
        { label: 'Retail & online orders', p: P('Jenna Morales', 'Store Manager', 'other', 'jenna@holliscreekoutfitters.com'), title: 'Store Manager' },
        { label: 'Guided trips', p: P('Colt Hargrove', 'Head Guide', 'other', 'trips.colt@holliscreekoutfitters.com', { tel: '(406) 555-0190' }), title: 'Head Guide' },
        { label: 'Wholesale', p: P('Dana Whitfield', 'Wholesale Accounts', 'other', 'dana@holliscreekoutfitters.com'), title: 'Wholesale Accounts' },
        { label: 'Media & sponsorships', p: P('Sam Ortiz', 'Marketing Coordinator', 'marketing', 'sam@holliscreekoutfitters.com'), title: 'Marketing Coordinator' },
      ],
      about: (c) => { c.who({ n: 'Ben Hollis', r: 'owner' }, 'Co-owner'); c.who({ n: 'Ruth Hollis', r: 'owner' }, 'Co-owner'); return '<h1>Our Story</h1><p>No, the shop isn’t named after us — Hollis Creek is the little spring creek behind Ben’s grandfather’s ranch where we both learned to cast. We opened the shop on Main Street in 2011 with two drift boats and a lot of flies.</p><p>See you on the water,</p><p><strong>Ben Hollis</strong>, Co-owner<br><strong>Ruth Hollis</strong>, Co-owner</p><p>Try our house patterns: the Gallatin Hopper and the Madison Ghost.</p>'; },
      footer: () => 'Montana Outfitter License #8812',
    },
  },
  // m015 — TYPO3 engineering firm, "Your contact" boxes; Ireland
  {
    id: 'm015-brennan-engineering-lee', dom: 'brennanengineeringlee.ie', lang: 'en', tpl: 'typo3Box',
    biz: { name: 'Brennan Engineering Services', kind: 'Consulting engineers', city: 'Cork', street: 'Unit 5, Lee Point, South Terrace', zip: 'T12 X2E8', tel: '+353 21 432 1188', hours: 'Mon–Fri 9:00–17:30', tagline: 'Structural and fire engineering for Munster', about: 'A practice of 18 engineers delivering structural design, fire safety certificates and BIM coordination across Ireland.', services: [] },
    generic: 'info@brennanengineeringlee.ie',
    agencyLine: 'Site by Wavelength Digital — hello@wavelengthdigital.ie', agencyMail: 'hello@wavelengthdigital.ie',
    people: [],
    x: {
      boxTitle: 'Your contact', mailWord: 'Send an email',
      svc: [
        { path: '/structural-design', title: 'Structural Design', teaser: 'Steel, concrete and timber structures.', text: ['From one-off houses to four-storey apartment blocks, we design safe and economical structures.', 'We provide Eurocode calculations, drawings and site inspections.'], ps: [P('Declan Brennan', 'Managing Director', 'owner', 'd.brennan@brennanengineeringlee.ie', { pre: 'Eng.' })] },
        { path: '/fire-safety', title: 'Fire Safety', teaser: 'Fire Safety and Disability Access Certificates.', text: ['We prepare Fire Safety Certificate and DAC applications for commercial and residential projects.'], ps: [P('Aoife Kennelly', 'Fire Safety Lead', 'other', 'a.kennelly@brennanengineeringlee.ie')] },
        { path: '/bim', title: 'BIM Coordination', teaser: 'Revit models and clash detection.', text: ['Level 2 BIM delivery, model federation and clash detection with Navisworks.'], ps: [P('Siobhán Ó Ceallaigh', 'BIM Manager', 'other', 's.oceallaigh@brennanengineeringlee.ie', { tel: '+353 21 432 1195' })] },
      ],
      legal: (c) => { c.who({ n: 'Mary Brennan', r: 'owner' }, 'Company Director'); return '<p>Brennan Engineering Services Ltd. Registered in Ireland, company no. 512345. Registered office: Unit 5, Lee Point, South Terrace, Cork.</p><p>Managing Director: Declan Brennan. Company Director: Mary Brennan.</p>'; },
    },
  },
  // m016 — Wix bakery with gmail, owner in the footer, wholesale contact in contact page
  {
    id: 'm016-sweet-crumbs-kemptown', dom: 'sweetcrumbskemptown.co.uk', lang: 'en', tpl: 'wixFooter',
    paths: { about: '/about', contact: '/contact' },
    biz: { name: 'Sweet Crumbs Bakery', kind: 'Bakery & cake studio', city: 'Brighton', street: '27 St George’s Road, Kemptown', zip: 'BN2 1ED', tel: '01273 555 019', hours: 'Wed–Sat 8am–4pm · Sun 9am–2pm', tagline: 'Sourdough, cinnamon buns & celebration cakes', about: 'A tiny neighbourhood bakery in Kemptown baking everything from scratch every morning.', services: [['Celebration cakes', 'Order at least 7 days ahead.'], ['Wedding cakes', 'Tastings by appointment.'], ['Wholesale', 'Bread for cafés in Brighton & Hove.']] },
    generic: 'sweetcrumbsbakery@gmail.com',
    people: [],
    x: {
      aboutNav: 'About',
      footerOwner: (c, txt, sp) => { c.who({ n: 'Lucy Harrington', r: 'owner' }, 'Owner'); return txt(sp('Owner: ') + sp('Lucy Harrington'), 100, 40, 400); },
      aboutBody: (c, txt, sp) => { c.who({ n: 'Maisie Clarke', r: 'other' }, 'cake decorator'); return txt(sp('Hi, I’m Lucy Harrington! I started Sweet Crumbs from my kitchen in 2017 and opened the shop two years later.'), 140, 40, 600) + '\n' + txt(sp('Our cake decorator ') + sp('Maisie Clarke', 'font-weight:bold;') + sp(' makes all the celebration cakes — Maisie’s Victoria sponge is legendary.'), 260, 40, 600); },
      contactExtra: (c, txt, sp) => { c.who({ n: 'Ben Tranter', r: 'other' }, 'Wholesale Manager'); return txt(sp('Cafés & wholesale: ') + sp('Ben Tranter, Wholesale Manager') + '<br>' + sp(`<a href="mailto:${c.mail('ben.sweetcrumbs@gmail.com', 'person', 'Ben Tranter')}" class="wixui-rich-text__text">ben.sweetcrumbs@gmail.com</a>`), 300, 40, 380); },
      poweredBy: 'Proudly created with Wix.com',
    },
  },
  // m017 — Webflow business network: member directory + own staff
  {
    id: 'm017-kestrel-valley-network', dom: 'kestrelvalleynetwork.co.uk', lang: 'en', tpl: 'webflowDir',
    paths: { about: '/about', legal: '/legal' },
    biz: { name: 'Kestrel Valley Business Network', kind: 'Local business network', city: 'Stroud', street: 'The Exchange, Brick Row', zip: 'GL5 1DF', tel: '01453 555 210', hours: 'Office: Tue–Thu 9am–3pm', tagline: 'Connecting 250 businesses across the Five Valleys', about: 'Monthly breakfasts, mentoring and a members’ directory for independent businesses in and around Stroud.', services: [['Breakfast meetings', 'First Friday of every month.'], ['Mentoring', 'Pairing new businesses with experienced owners.'], ['Members’ directory', 'Find local suppliers.']] },
    generic: 'hello@kestrelvalleynetwork.co.uk',
    people: [
      P('Gillian Moss', 'Chair', 'owner', null),
      P('Joanne Fairweather', 'Network Manager', 'owner', 'joanne@kestrelvalleynetwork.co.uk'),
      P('Ravi Sandhu', 'Events Coordinator', 'other', 'events.ravi@kestrelvalleynetwork.co.uk'),
    ],
    x: {
      dirPath: '/members', dirNav: 'Members', dirTitle: 'Members’ directory', dirIntro: 'All listings are provided by members. Being listed is not an endorsement.',
      nMembers: 48, suffixes: ['& Co', 'Group'], mailWords: ['info', 'office', 'contact'], tld: 'co.uk', contactWord: 'Contact',
      sectors: ['Retail', 'Trades', 'Professional services', 'Hospitality', 'Creative', 'Health'], telFmt: (r) => `01453 ${100 + Math.floor(r() * 899)} ${100 + Math.floor(r() * 899)}`,
      staffTitle: 'Who runs the network',
      aboutHtml: () => '<p>Kestrel Valley Business Network is a not-for-profit company limited by guarantee, run by a volunteer board and two part-time staff.</p>',
      legal: () => '<p>Kestrel Valley Business Network CIC, company number 11234567. Registered office: The Exchange, Brick Row, Stroud GL5 1DF.</p>',
    },
  },
  // m018 — training academy: summit speakers vs. own staff table
  {
    id: 'm018-northgate-training-summit', dom: 'northgatetrainingacademy.co.uk', lang: 'en', tpl: 'speakers',
    paths: { team: '/our-team/', legal: '/contact' },
    biz: { name: 'Northgate Training Academy', kind: 'Leadership & management training', city: 'Manchester', street: '3rd Floor, 55 King Street', zip: 'M2 4LQ', tel: '0161 555 0193', hours: 'Mon–Fri 9am–5pm', tagline: 'Practical leadership training for growing teams', about: 'ILM-accredited courses for first-time managers, team leaders and directors, delivered in Manchester or at your premises.', services: [['ILM Level 3', 'Leadership & Management certificate.'], ['Team leader bootcamp', 'Two intensive days.'], ['In-house programmes', 'Designed around your organisation.']] },
    generic: 'info@northgatetrainingacademy.co.uk', roles: [['events@northgatetrainingacademy.co.uk', 'Summit bookings']],
    people: [
      P('Helen Ashworth', 'Director', 'owner', 'helen.ashworth@northgatetrainingacademy.co.uk', { tel: '0161 555 0194' }),
      P('Kofi Mensah', 'Programme Manager', 'other', 'kofi.mensah@northgatetrainingacademy.co.uk', { tel: '0161 555 0195' }),
      P('Chloe Barnes', 'Events & Marketing Lead', 'marketing', 'chloe.barnes@northgatetrainingacademy.co.uk', { tel: '0161 555 0196' }),
      P('Gary Lomas', 'Finance & Office Manager', 'operations', null, { tel: '0161 555 0193' }),
    ],
    x: {
      evPath: '/summit-2024', evNav: 'Summit 2024', evTitle: 'Northgate Leadership Summit 2024', evIntro: 'Thursday 10 October 2024 · Manchester Central · 300 delegates',
      spTitle: 'Speakers', progTitle: 'Programme', teamTitle: 'Our team', teamIntro: 'Call us directly or drop us a line.', extraCol: ['Direct line', 'tel'],
      speakers: [['Dame Patricia Okoye', 'CEO, Harbour Housing Group', 'Leading through change', 'patricia-okoye'], ['Martin Greaves', 'Founder, Greaves Logistics', 'Scaling from 10 to 500 people', ''], ['Dr. Aisha Rahman', 'Organisational psychologist, University of Salford', 'Psychological safety in practice', 'aisha-rahman-phd'], ['Tom Whitcombe', 'Managing Director, Whitcombe Foods', 'The first 90 days as MD', '']],
      programme: [['09:00', 'Registration & coffee'], ['09:30', 'Opening keynote'], ['12:30', 'Lunch'], ['16:30', 'Drinks']],
      evContact: (c) => `Questions about the summit? Contact Chloe Barnes at <a href="mailto:events@northgatetrainingacademy.co.uk">events@northgatetrainingacademy.co.uk</a>.`,
      legal: () => '<p>Northgate Training Academy Ltd, registered in England &amp; Wales no. 09876543. Registered office: 55 King Street, Manchester M2 4LQ.</p>',
    },
  },
  // m019 — consultancy: client list, testimonials, team as definition list, former staff
  {
    id: 'm019-fernhill-strategy-partners', dom: 'fernhillstrategy.co.uk', lang: 'en', tpl: 'clientsDl',
    paths: { team: '/people/', legal: '/legal' },
    biz: { name: 'Fernhill Strategy Partners', kind: 'Strategy consultancy for owner-managed businesses', city: 'London', street: '2 Sutton Lane', zip: 'EC1M 5PU', tel: '020 7555 0134', hours: '', tagline: 'Strategy for owner-managed businesses', about: 'We help founders and family businesses with growth plans, succession and pricing.', services: [['Growth strategy', 'Three-year plans that get used.'], ['Succession', 'Handing over the business, well.'], ['Pricing', 'Reviews and customer research.']] },
    generic: 'hello@fernhillstrategy.co.uk',
    people: [
      P('Eleanor Voss', 'Founding Partner', 'owner', 'e.voss@fernhillstrategy.co.uk', { bio: '20 years at Bain and in private equity' }),
      P('Rajiv Mehta', 'Partner', 'owner', 'r.mehta@fernhillstrategy.co.uk'),
      P('Sophie Trent', 'Senior Consultant', 'other', null),
      P("Daniel O'Connor", 'Marketing & Communications Manager', 'marketing', 'd.oconnor@fernhillstrategy.co.uk'),
    ],
    x: {
      clientsPath: '/clients', clientsNav: 'Clients', clientsTitle: 'Who we work with', clientsIntro: 'A selection of the businesses we have worked with since 2015.',
      clients: ['Morrison & Kaye Solicitors', 'Blackwood Timber', 'Harper Lane Dental', "St Aidan's Trust", 'Pembroke Foods', 'Whitlock & Sons Printers'],
      cases: [['Blackwood Timber', 'Succession plan for the second generation, 2021.']],
      testiTitle: 'What clients say',
      testimonials: [['James Whitaker, CEO, Blackwood Timber', 'Eleanor and Rajiv helped us hand over the business without losing a single key customer.'], ['Maria Santos, Owner, Harper Lane Dental', 'Clear, practical and honest advice.']],
      teamIntro: 'A small team, senior people on every project.', alumni: ['Alumni', 'Former consultants Peter Haines (now at Deloitte) and Laura Bick (now CFO at Pembroke Foods) remain good friends of the firm.'],
      legal: () => '<p>Fernhill Strategy Partners LLP, registered in England and Wales, OC401234. Registered office: 2 Sutton Lane, London EC1M 5PU. Designated members: Eleanor Voss, Rajiv Mehta.</p>',
    },
  },
  // m020 — joinery with a table legal notice; product/street names and a memorial note
  {
    id: 'm020-ashdown-joinery-sussex', dom: 'ashdownjoineryforestrow.co.uk', lang: 'en', tpl: 'legalTable',
    paths: { about: '/about', legal: '/company-info' },
    biz: { name: 'Ashdown Joinery', kind: 'Bespoke windows, doors & staircases', city: 'Forest Row, East Sussex', street: 'Unit 4, Cromwell Road Industrial Estate', zip: 'RH18 5EX', tel: '01342 555 771', hours: '', tagline: 'Hand-made timber windows and doors from the edge of Ashdown Forest', about: '', services: [['The Wellington Sash Window', 'Traditional box sash with slim double glazing.'], ['The Cromwell Door', 'Solid oak front door, six panels.'], ['Victoria Bay', 'Made-to-measure bay windows for period homes.']] },
    generic: 'workshop@ashdownjoineryforestrow.co.uk',
    agencyLine: 'Website by Oakleaf Media · support@oakleafmedia.co.uk', agencyMail: 'support@oakleafmedia.co.uk',
    people: [],
    x: {
      homeExtra: (c) => { c.pat('obituary'); return '<div class="notification is-light mt-5"><p><strong>In loving memory of Ronald Ashdown (1941–2023).</strong> Ron set up his first bench in 1968 and worked in the shop until last summer. He will be greatly missed by his family, customers and everyone at the workshop.</p></div>'; },
      aboutHtml: (c) => { c.who({ n: 'Neil Ashdown', r: 'owner' }, null); c.who({ n: 'Jack Ashdown', r: 'operations' }, 'workshop manager'); return '<p>Neil Ashdown took over his father’s workshop in 1999 and moved it to the Cromwell Road estate in 2006. Today he runs the business with his son, Jack Ashdown, our workshop manager, and a team of seven joiners.</p><p>All our timber comes from FSC-certified merchants; our Accoya range is guaranteed for 50 years.</p>'; },
      contactMail: (c, g) => `Email the workshop: <a href="mailto:${g}">${g}</a>`,
      ph: 'you@example.com',
      legalRows: (c, g) => { c.who({ n: 'Neil Ashdown', r: 'owner' }, 'Director'); return [['Company name', 'Ashdown Joinery Ltd'], ['Registered office', 'Unit 4, Cromwell Road Industrial Estate, Forest Row RH18 5EX'], ['Company number', '04123987 (England &amp; Wales)'], ['Director', 'Neil Ashdown'], ['VAT number', 'GB 765 4321 09'], ['Email', `<a href="mailto:${g}">${g}</a>`]]; },
    },
  },
];
