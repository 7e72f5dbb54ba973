import { T, J, form, jsonld, ent } from './_engine.mjs';

export default [
  // ---------------------------------------------------------------- k001
  {
    id: 'k001-clinica-dental-olmedo',
    domain: 'olmedodental-brisa.es',
    lang: 'es',
    cc: 'ES',
    shell: 'elementor',
    name: 'Clínica Dental Olmedo',
    desc: 'Clínica dental en Chamartín, Madrid. Implantes, ortodoncia invisible y odontología infantil.',
    nav: [
      ['/', 'Inicio'],
      ['/tratamientos/', 'Tratamientos'],
      ['/equipo/', 'Equipo'],
      ['/contacto/', 'Contacto'],
      ['/aviso-legal/', 'Aviso legal', 'foot'],
    ],
    agency: ['Pixelría Estudio', 'hola@pixelriaestudio.com', 'https://pixelriaestudio.com'],
    footerHtml: 'Calle del Príncipe de Vergara 214, 28002 Madrid · 913 456 712 · <a href="mailto:info@olmedodental-brisa.es">info@olmedodental-brisa.es</a>',
    scripts: [J.gtm()],
    pages: (sh) => ({
      '/': [
        sh.sec(sh.h('Tu sonrisa, en las mejores manos', 1) + sh.p('Más de veinte años cuidando de las familias de Chamartín. Primera visita y diagnóstico sin compromiso.')),
        sh.sec(null, [
          sh.h('Implantología', 3) + sh.p('Implantes de carga inmediata con planificación digital 3D.'),
          sh.h('Ortodoncia invisible', 3) + sh.p('Alineadores transparentes Invisalign® y ortodoncia lingual.'),
          sh.h('Odontopediatría', 3) + sh.p('Primeras visitas a partir de los 3 años, sin miedo y con paciencia.'),
        ]),
        sh.sec(sh.h('Horario') + sh.p('Lunes a jueves de 9:30 a 20:30<br>Viernes de 9:30 a 15:00')),
      ],
      '/tratamientos/': [
        sh.sec(
          sh.h('Tratamientos') +
            sh.p('<ul><li>Limpieza y revisión</li><li>Blanqueamiento dental LED</li><li>Endodoncia</li><li>Carillas de porcelana</li><li>Prótesis sobre implantes</li><li>Férulas de descarga</li></ul>'),
        ),
      ],
      '/equipo/': [
        sh.sec(sh.h('Nuestro equipo', 1) + sh.p('Profesionales colegiados en el Colegio de Dentistas de Madrid, en formación continua.')),
        T.elemImageBox(sh, [
          { pre: 'Dra. ', n: 'Beatriz Olmedo Sanz', t: 'Directora médica', e: 'b.olmedo@olmedodental-brisa.es', img: 'dra-olmedo.jpg' },
          { pre: 'Dr. ', n: 'Javier Cuesta Ibarra', t: 'Ortodoncista', img: 'dr-cuesta.jpg' },
          { n: 'Nuria', t: 'Higienista dental', img: 'nuria.jpg' },
          { n: 'Marta Gil', t: 'Recepción y atención al paciente', img: 'marta.jpg' },
        ]),
      ],
      '/contacto/': [
        sh.sec(
          sh.h('Pide tu cita', 1) +
            sh.p('Llámanos al <a href="tel:+34913456712">913 456 712</a> o escríbenos a <a href="mailto:info@olmedodental-brisa.es?subject=Cita">info@olmedodental-brisa.es</a>. Te respondemos en el día.') +
            sh.widget('shortcode', form('es', 'tu@email.com', '/contacto/', 'cf7')),
        ),
      ],
      '/aviso-legal/': [
        sh.sec(
          sh.h('Aviso legal', 1) +
            sh.p(
              `<p>En cumplimiento de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), se informa de los datos del titular de este sitio web:</p>
<p><strong>Titular:</strong> Beatriz Olmedo Sanz<br><strong>NIF:</strong> 50812345-K<br><strong>Domicilio:</strong> Calle del Príncipe de Vergara 214, 28002 Madrid<br><strong>Nº de colegiada:</strong> 28004512 (Ilustre Colegio Oficial de Dentistas de la I Región)<br><strong>Correo electrónico:</strong> info@olmedodental-brisa.es</p>
<p>El acceso a este sitio web es gratuito. El usuario se compromete a hacer un uso adecuado de los contenidos.</p>`,
            ),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-elementor', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer', 'junk-placeholder', 'junk-agency', 'junk-asset'],
    emails: { 'info@olmedodental-brisa.es': 'generic', 'b.olmedo@olmedodental-brisa.es': ['person', 'Beatriz Olmedo Sanz'] },
    contacts: [
      ['Beatriz Olmedo Sanz', 'Directora médica', 'owner'],
      ['Javier Cuesta Ibarra', 'Ortodoncista', 'other'],
      ['Nuria', 'Higienista dental', 'other'],
      ['Marta Gil', 'Recepción y atención al paciente', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k002
  {
    id: 'k002-bufete-carranza-villalobos',
    domain: 'carranzavillalobos-lex.es',
    lang: 'es',
    shell: 'divi',
    name: 'Carranza & Villalobos Abogados',
    nav: [
      ['/', 'Inicio'],
      ['/el-despacho/', 'El despacho'],
      ['/areas-de-practica/', 'Áreas de práctica'],
      ['/contacto/', 'Contacto'],
    ],
    footerHtml: 'Calle Isabel la Católica 12, 2º izq. · 41004 Sevilla · Tel. 954 21 33 80',
    scripts: [J.version('jquery@3.6.0', 'dist/jquery.min.js')],
    pages: (sh) => ({
      '/': [
        sh.sec(sh.p('<h1>Abogados en Sevilla desde 2004</h1><p>Derecho civil, de familia, mercantil y concursal. Primera consulta orientativa.</p>')),
        sh.sec(sh.p('<h3>¿Por qué Carranza &amp; Villalobos?</h3><p>Porque cada asunto lo lleva personalmente un socio, desde el primer día hasta la sentencia.</p>')),
      ],
      '/el-despacho/': [
        sh.sec(
          sh.h('El despacho') +
            sh.p(
              'El despacho fue fundado en 2004 por Francisco Javier Carranza de la Peña e Inmaculada Villalobos Ruiz, tras más de diez años ejerciendo en el Colegio de Abogados de Sevilla. Hoy somos un equipo de seis personas con sede junto a la Plaza de San Francisco.',
            ),
        ),
        T.diviMembers(sh, [
          { n: 'Francisco Javier Carranza de la Peña', t: 'Socio director', bio: 'Derecho mercantil y concursal. Profesor asociado en la Universidad de Sevilla.', li: 'https://www.linkedin.com/in/fjcarranza' },
          { n: 'Inmaculada Villalobos Ruiz', t: 'Socia · Derecho de familia', bio: 'Mediadora inscrita en el Registro de Mediadores del Ministerio de Justicia.' },
          { n: 'Álvaro Méndez Soto', t: 'Abogado asociado', bio: 'Civil y arrendamientos urbanos.' },
          { n: 'Rocío Barrera', t: 'Administración y secretaría', alt: '' },
        ]),
      ],
      '/areas-de-practica/': [
        sh.sec(
          sh.h('Áreas de práctica') +
            sh.p('<ul><li>Divorcios y modificación de medidas</li><li>Herencias y testamentos</li><li>Reclamaciones de cantidad</li><li>Concurso de acreedores y Ley de Segunda Oportunidad</li><li>Contratos mercantiles</li></ul>'),
        ),
      ],
      '/contacto/': [
        sh.sec(
          sh.h('Contacto') +
            sh.p(
              '<p>Calle Isabel la Católica 12, 2º izq.<br>41004 Sevilla</p><p>Teléfono: 954 21 33 80</p><p>Correo: despacho [arroba] carranzavillalobos-lex [punto] es</p><p>Horario de atención: lunes a jueves de 9:00 a 14:00 y de 17:00 a 20:00.</p>',
            ),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-divi', 'about-prose', 'email-obfuscated', 'name-lookalikes', 'junk-version'],
    emails: { 'despacho@carranzavillalobos-lex.es': 'generic' },
    contacts: [
      ['Francisco Javier Carranza de la Peña', 'Socio director', 'owner'],
      ['Inmaculada Villalobos Ruiz', 'Socia · Derecho de familia', 'owner'],
      ['Álvaro Méndez Soto', 'Abogado asociado', 'other'],
      ['Rocío Barrera', 'Administración y secretaría', 'operations'],
    ],
  },
  // ---------------------------------------------------------------- k003
  {
    id: 'k003-panaderia-ferrari-rosario',
    domain: 'panaderiaferrari-horno.com.ar',
    lang: 'es',
    cc: 'AR',
    shell: 'wix',
    name: 'Panadería Ferrari',
    nav: [
      ['/', 'Inicio'],
      ['/nuestra-historia', 'Nuestra historia'],
      ['/pedidos', 'Pedidos'],
    ],
    footerHtml: 'Bv. Oroño 1450, Rosario, Santa Fe · Tel. (0341) 425-7781',
    pages: (sh) => ({
      '/': [
        sh.sec(
          sh.h('Panadería Ferrari · desde 1962') +
            sh.p('Pan de masa madre, facturas, medialunas de manteca y pan dulce todo el año. Abrimos de martes a domingo de 7 a 13 y de 16:30 a 20:30.') +
            sh.p('“¡Las mejores medialunas de Rosario, sin dudas!” — Carolina M.\n\n“Vengo desde chico por el pan de campo.” — Sergio R.'),
        ),
      ],
      '/nuestra-historia': [
        sh.sec(
          sh.h('Nuestra historia') +
            sh.p(
              'En 1962 mi abuelo, Ernesto Ferrari, llegó de Génova y abrió el primer horno en calle Córdoba al 3200. Después lo siguió mi papá, Osvaldo Ferrari, que estuvo al frente hasta 2015.\n\nHoy la panadería la llevamos mi hermana Lucía Ferrari y yo, Martín Ferrari: ella en el obrador y yo con los pedidos y las cuentas. Y en el mostrador, como desde hace veinte años, nos atiende Graciela, que conoce a todos los clientes por su nombre.',
            ),
        ),
      ],
      '/pedidos': [
        sh.sec(
          sh.h('Pedidos para eventos') +
            sh.p('Hacemos mesas dulces, sándwiches de miga y tortas por encargo con 48 hs de anticipación.\n\nEscribinos a panaderiaferrari.rosario@gmail.com o por WhatsApp al +54 9 341 555-0192.'),
        ),
      ],
    }),
    patterns: ['builder-wix', 'about-prose', 'email-text', 'junk-platform', 'testimonials', 'name-lookalikes'],
    emails: { 'panaderiaferrari.rosario@gmail.com': 'generic' },
    contacts: [
      ['Lucía Ferrari', null, 'owner'],
      ['Martín Ferrari', null, 'owner'],
      ['Graciela', null, 'other'],
    ],
  },
  // ---------------------------------------------------------------- k004
  {
    id: 'k004-taller-nopal-arquitectura',
    domain: 'tallernopal-arquitectura.com.mx',
    lang: 'es',
    cc: 'MX',
    tz: 'America/Mexico_City',
    shell: 'squarespace',
    name: 'Taller Nopal Arquitectura',
    nav: [
      ['/', 'Inicio'],
      ['/proyectos', 'Proyectos'],
      ['/equipo', 'Equipo'],
      ['/contacto', 'Contacto'],
    ],
    footerHtml: 'Colima 284, Roma Norte, 06700 Ciudad de México · +52 55 5574 2210',
    scripts: [`<script>document.querySelector('.hero img')?.setAttribute('srcset','/s/hero-roma.jpg 1x, /s/hero-roma@2x.jpg 2x');</script>`],
    pages: (sh) => ({
      '/': [
        sh.sec(sh.h('Arquitectura para habitar la ciudad') + sh.p('Vivienda, interiorismo y reutilización de edificios en la Ciudad de México y Oaxaca.')),
        sh.sec(
          sh.h('Han confiado en nosotros') +
            sh.p('<ul><li>Grupo Hotelero Pacífico</li><li>Fundación Arte Vivo</li><li>Casa Morales Mezcales</li><li>Colegio Montessori del Valle</li><li>Café Avellaneda</li></ul>'),
        ),
      ],
      '/proyectos': [sh.sec(sh.h('Proyectos') + sh.p('Casa Tlalpan (2023) · Edificio Durango 41 (2022) · Hotel Lagunilla, Puerto Escondido (2021) · Oficinas Avellaneda (2020)'))],
      '/equipo': [
        sh.sec(
          sh.h('Equipo') +
            T.sqsSummary(
              sh,
              [
                { n: 'Regina Santillán Ortiz', cat: 'Socios', t: 'Arquitecta y socia fundadora', bio: 'UNAM, máster en rehabilitación por la ETSAM.' },
                { n: 'Emilio de la Garza Treviño', cat: 'Socios', t: 'Socio, director de obra' },
                { n: 'Itzel Ramírez', cat: 'Equipo', t: 'Diseño de interiores' },
                { n: 'Paco', cat: 'Equipo', t: 'Maquetas y render' },
              ],
              'equipo',
            ),
        ),
      ],
      '/contacto': [
        sh.sec(
          sh.h('Contacto') +
            sh.p('<p style="white-space:pre-wrap;">Proyectos nuevos: <a href="mailto:hola@tallernopal-arquitectura.com.mx">hola@tallernopal-arquitectura.com.mx</a></p><p style="white-space:pre-wrap;">Prensa y publicaciones: <a href="mailto:prensa@tallernopal-arquitectura.com.mx">prensa@tallernopal-arquitectura.com.mx</a></p>'),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-squarespace', 'client-list', 'email-mailto', 'junk-asset', 'name-lookalikes'],
    emails: { 'hola@tallernopal-arquitectura.com.mx': 'generic', 'prensa@tallernopal-arquitectura.com.mx': 'role' },
    contacts: [
      ['Regina Santillán Ortiz', 'Arquitecta y socia fundadora', 'owner'],
      ['Emilio de la Garza Treviño', 'Socio, director de obra', 'owner'],
      ['Itzel Ramírez', 'Diseño de interiores', 'other'],
      ['Paco', 'Maquetas y render', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k005
  {
    id: 'k005-verdalia-consultoria',
    domain: 'verdalia-consultoria.es',
    lang: 'es',
    shell: 'webflow',
    name: 'Verdalia Consultoría Sostenible',
    head: jsonld({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: 'Verdalia Consultoría Sostenible',
      url: 'https://verdalia-consultoria.es',
      email: 'facturacion@verdalia-consultoria.es',
      address: { '@type': 'PostalAddress', streetAddress: 'Carrer de Pujades 77', addressLocality: 'Barcelona', postalCode: '08005' },
      founder: { '@type': 'Person', name: 'Laia Puigdomènech i Serra', jobTitle: 'CEO & cofundadora' },
    }),
    nav: [
      ['/', 'Inicio'],
      ['/servicios', 'Servicios'],
      ['/equipo', 'Equipo'],
      ['/contacto', 'Contacto'],
    ],
    scripts: [J.version('gsap@3.12.2', 'dist/gsap.min.js')],
    pages: (sh) => ({
      '/': [
        sh.sec(sh.h('Medimos, reducimos y contamos tu huella') + sh.p('Cálculo de huella de carbono, informes ESG y planes de descarbonización para pymes industriales.')),
        sh.sec(sh.p('<h3>Certificaciones</h3><p>Registro de huella del MITECO · ISO 14064 · B Corp en proceso.</p>')),
      ],
      '/servicios': [sh.sec(sh.h('Servicios') + sh.p('<ul><li>Huella de carbono (alcances 1, 2 y 3)</li><li>Memoria de sostenibilidad</li><li>Ecodiseño de producto</li></ul>'))],
      '/equipo': [
        sh.sec(
          sh.h('Quién está detrás') +
            T.wfDyn(sh, [
              { n: 'Laia Puigdomènech i Serra', t: 'CEO & cofundadora', e: 'laia@verdalia-consultoria.es', li: 'https://www.linkedin.com/in/laiapuigdomenech' },
              { n: 'Jordi Casals Vidal', t: 'Cofundador · Director técnico', e: 'jordi@verdalia-consultoria.es' },
              { n: 'Marina Ortega Lluch', t: 'Responsable de Marketing y Comunicación' },
              { n: 'Pau', t: 'Analista de datos' },
            ]),
        ),
      ],
      '/contacto': [
        sh.sec(
          sh.h('Hablemos') +
            sh.p('Escríbenos a <a href="mailto:hola@verdalia-consultoria.es">hola@verdalia-consultoria.es</a> y te contamos cómo empezar.') +
            `<div class="w-form"><form id="wf-form-Contacto" name="wf-form-Contacto" data-name="Contacto" method="get"><label for="name">Nombre</label><input class="w-input" maxlength="256" name="name" data-name="Name" placeholder="Tu nombre" type="text" id="name"/><label for="email">Email</label><input class="w-input" maxlength="256" name="email" data-name="Email" placeholder="nombre@ejemplo.com" type="email" id="email" required=""/><input type="submit" data-wait="Enviando..." class="w-button" value="Enviar"/></form><div class="w-form-done"><div>¡Gracias! Hemos recibido tu mensaje.</div></div><div class="w-form-fail"><div>Vaya, algo ha fallado.</div></div></div>`,
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-webflow', 'jsonld-person', 'email-jsonld', 'email-mailto', 'email-in-person-card', 'junk-placeholder', 'junk-version'],
    emails: {
      'hola@verdalia-consultoria.es': 'generic',
      'facturacion@verdalia-consultoria.es': 'role',
      'laia@verdalia-consultoria.es': ['person', 'Laia Puigdomènech i Serra'],
      'jordi@verdalia-consultoria.es': ['person', 'Jordi Casals Vidal'],
    },
    contacts: [
      ['Laia Puigdomènech i Serra', 'CEO & cofundadora', 'owner'],
      ['Jordi Casals Vidal', 'Cofundador · Director técnico', 'owner'],
      ['Marina Ortega Lluch', 'Responsable de Marketing y Comunicación', 'marketing'],
      ['Pau', 'Analista de datos', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k006
  {
    id: 'k006-academia-babel-norte',
    domain: 'babelnorte-idiomas.com.co',
    lang: 'es',
    cc: 'CO',
    shell: 'bootstrap',
    name: 'Babel Norte Idiomas',
    nav: [
      ['/', 'Inicio'],
      ['/cursos.html', 'Cursos'],
      ['/nosotros.html', 'Nosotros'],
    ],
    footerHtml: 'Carrera 43A # 7-50, El Poblado, Medellín · (604) 444 1298 · <a href="mailto:info@babelnorte-idiomas.com.co">info@babelnorte-idiomas.com.co</a>',
    pages: (sh) => ({
      '/': [
        sh.sec('<div class="row align-items-center"><div class="col-lg-7"><h1 class="display-5 fw-bold">Aprende idiomas con profes nativos</h1><p class="lead">Inglés, francés, alemán y portugués para niños, jóvenes y empresas.</p><a class="btn btn-primary btn-lg" href="/cursos.html">Ver cursos</a></div></div>'),
        sh.sec(
          sh.h('Lo que dicen nuestros estudiantes') +
            `<div class="row g-4">
<div class="col-md-4"><blockquote class="blockquote"><p>“Pasé de A2 a B2 en un año y conseguí el trabajo en Toronto.”</p><footer class="blockquote-footer">Juan Esteban Ospina, <cite>estudiante de inglés B2</cite></footer></blockquote></div>
<div class="col-md-4"><blockquote class="blockquote"><p>“Los profes son súper pacientes con los niños.”</p><footer class="blockquote-footer">Luisa Fernanda Gómez, <cite>mamá de Tomás</cite></footer></blockquote></div>
<div class="col-md-4"><blockquote class="blockquote"><p>“El curso para empresas se adaptó a nuestros turnos.”</p><footer class="blockquote-footer">Andrés Cárdenas, <cite>gerente de Textiles Aburrá</cite></footer></blockquote></div>
</div>`,
        ),
      ],
      '/cursos.html': [
        sh.sec(
          sh.h('Cursos') +
            '<ul class="list-group"><li class="list-group-item">Inglés general (A1–C1)</li><li class="list-group-item">Preparación IELTS y TOEFL</li><li class="list-group-item">Francés DELF</li><li class="list-group-item">Alemán Goethe A1–B1</li></ul>' +
            `<div class="mt-4"><h3 class="h5">Inscripciones</h3><p>Escríbenos a <a href="mailto:admisiones@babelnorte-idiomas.com.co">admisiones@babelnorte-idiomas.com.co</a> o déjanos tus datos:</p>` +
            form('es', 'tu@email.com', '/gracias.html') +
            '</div>',
        ),
      ],
      '/nosotros.html': [
        sh.sec(
          sh.h('Nuestro equipo') +
            '<p class="mb-4">Babel Norte nació en 2012 en una casa de El Poblado. Hoy tenemos tres sedes y más de 900 estudiantes al año.</p>' +
            T.bsCards(sh, [
              { n: 'Carolina Restrepo Vélez', t: 'Fundadora y directora', bio: 'Licenciada en lenguas modernas por la Universidad de Antioquia.' },
              { n: 'Andrew Miller', t: 'Coordinador académico de inglés', bio: 'CELTA. Llegó de Leeds en 2015.' },
              { n: 'Sophie Laurent', t: 'Profesora de francés' },
              { n: 'Daniela Zapata', t: 'Atención al estudiante' },
            ]),
        ),
      ],
    }),
    patterns: ['team-grid', 'builder-bootstrap', 'testimonials', 'email-footer', 'email-mailto', 'junk-placeholder', 'junk-version', 'junk-asset'],
    emails: { 'info@babelnorte-idiomas.com.co': 'generic', 'admisiones@babelnorte-idiomas.com.co': 'role' },
    contacts: [
      ['Carolina Restrepo Vélez', 'Fundadora y directora', 'owner'],
      ['Andrew Miller', 'Coordinador académico de inglés', 'other'],
      ['Sophie Laurent', 'Profesora de francés', 'other'],
      ['Daniela Zapata', 'Atención al estudiante', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k007
  {
    id: 'k007-taller-roig-valencia',
    domain: 'tallerroig-motor.es',
    lang: 'es',
    shell: 'wordpress',
    name: 'Talleres Hermanos Roig',
    nav: [
      ['/', 'Inicio'],
      ['/quienes-somos/', 'Quiénes somos'],
      ['/cita-previa/', 'Cita previa'],
      ['/aviso-legal/', 'Aviso legal', 'foot'],
    ],
    footerHtml: 'Calle San Vicente Mártir 188 · 46007 València · Tel. 963 84 22 10 · WhatsApp 611 20 44 91',
    pages: (sh) => ({
      '/': [
        sh.h('Taller multimarca en València') +
          sh.p('Mecánica general, electricidad, neumáticos, pre-ITV y aire acondicionado. Trabajamos con recambio original y somos taller Bosch Car Service desde 2016.') +
          sh.h('Horario', 3) +
          sh.p('De lunes a viernes, de 8:00 a 13:30 y de 15:30 a 19:00. Sábados cerrado.'),
      ],
      '/quienes-somos/': [
        sh.h('Tres generaciones entre motores') +
          sh.p('Talleres Hermanos Roig lo abrió Vicente Roig en 1979 en un bajo de la calle Cuenca, arreglando Seat 124 y Renault 12. En 1998 nos mudamos a la nave actual de San Vicente Mártir.') +
          sh.p('Desde 2010 el taller lo llevan sus hijos, Antonio Roig Ferrer y José Roig Ferrer. Antonio se ocupa de la recepción de vehículos y los presupuestos; José dirige el equipo de mecánicos. Y a Vicente todavía se le ve alguna mañana revisando los Citroën de sus clientes de siempre.') +
          `<figure class="wp-block-image size-large"><img decoding="async" src="/wp-content/uploads/2023/02/fachada-taller.jpg" alt="Fachada del taller en San Vicente Mártir" srcset="/wp-content/uploads/2023/02/fachada-taller.jpg 1x, /wp-content/uploads/2023/02/fachada-taller@2x.jpg 2x"/></figure>`,
      ],
      '/cita-previa/': [
        sh.h('Cita previa') + sh.p('Llámanos al 963 84 22 10 o déjanos tus datos y te llamamos nosotros.') + form('es', 'nombre@ejemplo.com', '/cita-previa/', 'cf7'),
      ],
      '/aviso-legal/': [
        sh.h('Datos identificativos') +
          sh.p('Denominación social: Talleres Hermanos Roig, S.L.<br>CIF: B-46123987<br>Domicilio social: Calle San Vicente Mártir 188, 46007 València<br>Inscrita en el Registro Mercantil de Valencia, Tomo 4512, Folio 88, Hoja V-23145<br>Administrador único: Antonio Roig Ferrer<br>Teléfono: 963 84 22 10') +
          sh.h('Propiedad intelectual', 3) +
          sh.p('Los contenidos de este sitio web son propiedad de Talleres Hermanos Roig, S.L. Las marcas Bosch, Citroën y Seat pertenecen a sus respectivos titulares.'),
      ],
    }),
    patterns: ['builder-wordpress', 'about-prose', 'legal-notice', 'name-lookalikes', 'no-email', 'junk-placeholder', 'junk-asset'],
    emails: {},
    contacts: [
      ['Antonio Roig Ferrer', 'Administrador único', 'owner'],
      ['José Roig Ferrer', null, 'owner'],
    ],
  },
  // ---------------------------------------------------------------- k008
  {
    id: 'k008-asesoria-llorente-zaragoza',
    domain: 'asesoriallorente-cierzo.es',
    lang: 'es',
    shell: 'html4',
    charset: 'iso-8859-1',
    name: 'Asesoría Llorente',
    color: '#7A1F1F',
    side: '#F4ECE4',
    nav: [
      ['/', 'Inicio'],
      ['/servicios.html', 'Servicios'],
      ['/personal.html', 'Personal'],
      ['/donde-estamos.html', 'Dónde estamos'],
    ],
    footerHtml: 'Asesoría Llorente S.L. - CIF B50123456 - Paseo de Sagasta 31, 50008 Zaragoza',
    pages: (sh) => ({
      '/': [
        sh.h('Bienvenidos') +
          sh.p('Asesoría fiscal, laboral y contable para autónomos, pymes y comunidades de propietarios en Zaragoza desde 1991.') +
          sh.p('<b>Novedades:</b> ya puede consultar sus nóminas y modelos trimestrales en nuestra zona de clientes.') +
          sh.p('<font color="#7A1F1F">Horario de invierno:</font> lunes a viernes de 9 a 14 h y de 16 a 19 h.'),
      ],
      '/servicios.html': [sh.h('Servicios') + '<ul><li>Declaraciones de la renta y patrimonio</li><li>Contabilidad e impuesto de sociedades</li><li>Nóminas y seguros sociales</li><li>Constitución de sociedades</li></ul>'],
      '/personal.html': [
        sh.h('Nuestro personal') +
          sh.p('Para cualquier consulta puede dirigirse directamente a la persona que lleva su asunto:') +
          T.html4Table(
            sh,
            [
              { n: 'Pilar Llorente Gracia', t: 'Dirección', e: 'pilar@asesoriallorente-cierzo.es' },
              { n: 'Sergio Lasheras Bielsa', t: 'Departamento fiscal', e: 'fiscal@asesoriallorente-cierzo.es' },
              { n: 'Ana Belén Marco Tena', t: 'Departamento laboral', e: 'laboral@asesoriallorente-cierzo.es' },
              { n: 'Jesús Sanz', t: 'Contabilidad', ext: 'ext. 24' },
            ],
            ['Nombre', 'Departamento', 'Correo'],
            '#7A1F1F',
          ),
      ],
      '/donde-estamos.html': [
        sh.h('Dónde estamos') +
          sh.p('Paseo de Sagasta 31, entlo. dcha.<br>50008 Zaragoza<br>Tel. 976 22 41 09 - Fax 976 22 41 10<br>Correo general: asesoria@asesoriallorente-cierzo.es'),
      ],
    }),
    patterns: ['hand-written', 'team-table', 'email-mailto', 'email-text', 'email-in-person-card'],
    emails: {
      'pilar@asesoriallorente-cierzo.es': ['person', 'Pilar Llorente Gracia'],
      'fiscal@asesoriallorente-cierzo.es': 'role',
      'laboral@asesoriallorente-cierzo.es': 'role',
      'asesoria@asesoriallorente-cierzo.es': 'generic',
    },
    contacts: [
      ['Pilar Llorente Gracia', 'Dirección', 'owner'],
      ['Sergio Lasheras Bielsa', 'Departamento fiscal', 'other'],
      ['Ana Belén Marco Tena', 'Departamento laboral', 'other'],
      ['Jesús Sanz', 'Contabilidad', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k009
  {
    id: 'k009-veterinaria-patitas-biobio',
    domain: 'vetpatitas-biobio.cl',
    lang: 'es',
    cc: 'CL',
    shell: 'broken',
    name: 'Clínica Veterinaria Patitas del Sur',
    nav: [
      ['/', 'Inicio'],
      ['/equipo.php', 'Equipo'],
      ['/contacto.php', 'Contacto'],
    ],
    footerHtml: "Av. O'Higgins 1020, Concepción · (41) 224 5567 · Urgencias 24 h",
    pages: (sh) => ({
      '/': [
        sh.sec(
          sh.h('Bienvenidos a Patitas del Sur') +
            sh.p('Medicina general, cirugía, vacunas y peluquería canina. Atendemos perros, gatos y exóticos') +
            '<div class=testimonios><h3>Lo que dicen las familias</h3>\n<p><i>"Salvaron a mi Simón después del atropello, eternamente agradecida."</i> <br>- Andrea P., dueña de Simón\n<p><i>"Muy buena atención, la Dra. siempre explica todo"</i> <br>- Rodrigo V.\n</div>',
        ),
      ],
      '/equipo.php': [
        sh.sec(
          sh.h('Nuestro equipo') +
            T.brokenList(sh, [
              { pre: 'Dra. ', n: 'Camila Fuentes Aravena', t: 'Médico veterinario, directora' },
              { pre: 'Dr. ', n: 'Felipe Soto Riquelme', t: 'Cirugía y traumatología' },
              { n: 'Valentina Muñoz', t: 'Técnico veterinario' },
              { pre: 'Don ', n: 'Hernán', t: 'Peluquería canina' },
            ]) +
            '</div>\n<p>Todos nuestros médicos están inscritos en el Colegio Médico Veterinario de Chile.',
        ),
      ],
      '/contacto.php': [
        sh.sec(sh.h('Contacto') + "<p>Dirección: Av. O'Higgins 1020, Concepción<br>\nTeléfono: (41) 224 5567<br>\nCorreo: contacto(arroba)vetpatitas-biobio.cl\n<p>Horario: lun a sáb 9:00 a 20:00</td>"),
      ],
    }),
    patterns: ['broken-markup', 'team-grid', 'email-obfuscated', 'testimonials'],
    emails: { 'contacto@vetpatitas-biobio.cl': 'generic' },
    contacts: [
      ['Camila Fuentes Aravena', 'Médico veterinario, directora', 'owner'],
      ['Felipe Soto Riquelme', 'Cirugía y traumatología', 'other'],
      ['Valentina Muñoz', 'Técnico veterinario', 'other'],
      ['Hernán', 'Peluquería canina', 'other'],
    ],
  },
  // ---------------------------------------------------------------- k010
  {
    id: 'k010-funeraria-san-rafael',
    domain: 'funerariasanrafael-esquelas.es',
    lang: 'es',
    shell: 'html5',
    name: 'Funeraria San Rafael',
    nav: [
      ['/', 'Inicio'],
      ['/esquelas/', 'Esquelas'],
      ['/nosotros/', 'Nosotros'],
      ['/aviso-legal/', 'Aviso legal', 'foot'],
    ],
    agency: ['Webs Axarquía', 'info@websaxarquia.com', 'https://websaxarquia.com'],
    footerHtml: 'Avenida de Andalucía 45, 29700 Vélez-Málaga · 24 horas: 952 50 11 33 · <a href="mailto:atencion@funerariasanrafael-esquelas.es">atencion@funerariasanrafael-esquelas.es</a>',
    pages: (sh) => ({
      '/': [
        sh.sec(sh.h('Servicio funerario 24 horas en la Axarquía') + sh.p('Tanatorio propio con cuatro salas, traslados nacionales e internacionales y gestión de seguros de decesos.')),
      ],
      '/esquelas/': [
        sh.sec(
          sh.h('Esquelas') +
            `<article class="esquela"><h3>D. Manuel Ortega Ruiz</h3><p>Falleció en Vélez-Málaga el 3 de marzo de 2024, a los 86 años. Su esposa, Carmen Luque Díaz; hijos, Manuel y Rosa; nietos y demás familia ruegan una oración por su alma.</p><p>Sala 2. Misa funeral: 4 de marzo, 17:00, parroquia de San Juan Bautista.</p></article>
<article class="esquela"><h3>Dña. Encarnación Fernández Gil</h3><p>Falleció el 1 de marzo de 2024 a los 92 años. Sus hijos Antonio y María José Ruiz Fernández lo comunican a sus amistades.</p></article>
<article class="esquela"><h3>D. Francisco Javier Moreno Ríos</h3><p>Falleció el 27 de febrero de 2024. Sala 1. Inhumación en el cementerio de Torre del Mar.</p></article>`,
        ),
      ],
      '/nosotros/': [
        sh.sec(
          sh.h('Una empresa familiar') +
            sh.p('Funeraria San Rafael nació en 1958 de la mano de José Moreno Gálvez, carpintero de oficio. Su hijo Rafael Moreno Luque amplió el negocio y construyó el tanatorio en 1994.') +
            sh.p('Hoy la dirige Rafael Moreno Castillo, tercera generación de la familia, junto a un equipo de doce profesionales. Para la organización de servicios y seguros puede preguntar por Lorena Castillo Ruiz, responsable de atención a familias.'),
        ),
      ],
      '/aviso-legal/': [
        sh.sec(
          sh.h('Aviso legal') +
            sh.p('Titular del sitio web: Funeraria San Rafael Moreno, S.L. · CIF B-29654321 · Avenida de Andalucía 45, 29700 Vélez-Málaga (Málaga). Inscrita en el Registro Mercantil de Málaga, tomo 3021, folio 12, hoja MA-55123.') +
            sh.p('Responsable: Rafael Moreno Castillo, gerente. Contacto: atencion@funerariasanrafael-esquelas.es'),
        ),
      ],
    }),
    patterns: ['hand-written', 'obituary', 'about-prose', 'legal-notice', 'email-mailto', 'email-footer', 'junk-agency'],
    emails: { 'atencion@funerariasanrafael-esquelas.es': 'generic' },
    contacts: [
      ['Rafael Moreno Castillo', 'gerente', 'owner'],
      ['Lorena Castillo Ruiz', 'responsable de atención a familias', 'other'],
    ],
  },
];
