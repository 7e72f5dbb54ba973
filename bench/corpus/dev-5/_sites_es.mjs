import { E, D, S, W, X, hex, b36 } from './_lib.mjs';

const sites = [];

// ---------------------------------------------------------------- h001 squarespace bakery, prose + captions
sites.push({
  id: 'h001-horno-lasheras-calatorao', domain: 'calatoraopan.es', language: 'es', shell: 'squarespace', brand: 'Horno Lasheras · Calatorao', slug: 'horno-lasheras',
  patterns: ['about-prose', 'email-footer', 'testimonials', 'name-lookalikes'],
  nav: [['/', 'Inicio'], ['/nuestra-historia', 'Nuestra historia'], ['/contacto', 'Encargos y contacto']],
  placeholder: ['nombre@ejemplo.com'],
  footer: S.sec(S.col(6, S.html(`<p><strong>Horno Lasheras</strong><br>Calle Mayor, 41 · 50280 Calatorao (Zaragoza)<br>Tel. 976 60 71 18</p>`)), S.col(6, S.html(`<p>Escríbenos: <a href="mailto:hola@calatoraopan.es">hola@calatoraopan.es</a></p><p>De martes a domingo, de 7:30 a 14:00. Lunes cerrado.</p><p><a href="https://www.instagram.com/hornolasheras">Instagram</a></p>`))),
  pages: [
    { path: '/', file: 'index.html', title: 'Horno Lasheras · Pan de leña en Calatorao desde 1962',
      body: [
        S.sec(S.col(12, S.html(`<h1 style="text-align:center;white-space:pre-wrap;">Pan de leña, masa madre y paciencia</h1><p class="sqsrte-large" style="text-align:center;">Tres generaciones amasando en la calle Mayor de Calatorao.</p>`))),
        S.list([
          { title: 'Pan de cinta', desc: '<p>Nuestro pan de siempre, de miga prieta, cocido en el horno de leña de encina.</p>', img: 'pan-cinta.jpg', alt: 'Pan de cinta' },
          { title: 'Trenza de Almudévar', desc: '<p>Solo los fines de semana, con frutas confitadas y nueces.</p>', img: 'trenza.jpg', alt: 'Trenza' },
          { title: 'Tortas de aceite de Ricla', desc: '<p>Finas y crujientes, con aceite de la cooperativa de Ricla.</p>', img: 'tortas.jpg', alt: 'Tortas de aceite' },
        ], 'Lo que sale del horno'),
        S.sec(S.col(8, S.quote({ text: 'Probablemente el mejor pan de cinta de todo el valle del Jalón, y con diferencia el más honrado.', source: 'Marta Lobera, <em>Heraldo de Aragón</em>' })), S.col(4, S.html(`<p>«Vengo desde La Almunia todos los sábados por la trenza.» <br>— Chelo A., clienta</p>`))),
      ].join('\n') },
    { path: '/nuestra-historia', file: 'nuestra-historia.html', title: 'Nuestra historia — Horno Lasheras',
      body: [
        S.sec(S.col(7, S.html(`<h2>Nuestra historia</h2>
<p style="white-space:pre-wrap;">El horno lo abrió mi abuelo, Joaquín Lasheras Royo, en 1962, en los bajos de la casa familiar de la calle Mayor. Él amasaba de noche y mi abuela Felisa vendía por la mañana; los dos ya nos faltan, pero la pala de madera con sus iniciales sigue colgada en el obrador.</p>
<p style="white-space:pre-wrap;">Soy Pilar Lasheras Gil, la tercera generación. Me formé en Barcelona con el maestro Eduard Riera, de quien aprendí a respetar los tiempos de la masa madre, y en 2011 volví a Calatorao para hacerme cargo del horno cuando mi padre, Mariano, decidió jubilarse (todavía baja algunas mañanas a "supervisar", que es su manera de decir que echa de menos el obrador).</p>
<p style="white-space:pre-wrap;">Hoy somos cinco. Mi marido, Óscar Ventura, se ocupa del reparto por los pueblos de la comarca y de la administración: si hacéis un encargo grande, es él quien os llamará. En el obrador encontraréis a Rubén Casado, nuestro oficial de pala desde hace nueve años, y a Lucía Marín, la aprendiz más constante que hemos tenido. Detrás del mostrador, por las mañanas, os atenderá Maite Royo, prima de mi padre y la memoria viva de esta casa. Preguntadle a Maite por las tortas de San Blas.</p>
<p style="white-space:pre-wrap;">La harina nos la muele la familia Casaus en su molino de Épila y el aceite viene de la cooperativa de Ricla. Nada de mejorantes: agua, harina, sal, tiempo y leña.</p>`)), S.col(5,
          S.img({ src: 'pilar-obrador.jpg', alt: 'Pilar en el obrador', caption: '<p class="">Pilar Lasheras, maestra panadera</p>' }),
          S.img({ src: 'ruben-pala.jpg', alt: '', caption: '<p class="">Rubén, oficial de pala, sacando la primera hornada</p>' }),
          S.img({ src: 'abuelo-1968.jpg', alt: 'Joaquín Lasheras en 1968', caption: '<p class="">El abuelo Joaquín en la puerta del horno, 1968</p>' }))),
      ].join('\n') },
    { path: '/contacto', file: 'contacto.html', title: 'Encargos y contacto — Horno Lasheras',
      body: S.sec(S.col(6, S.html(`<h2>Encargos</h2><p>Para roscones, tortas de cumpleaños o pan para bodas y comuniones, escribid a <a href="mailto:pedidos@calatoraopan.es?subject=Encargo">pedidos@calatoraopan.es</a> con al menos tres días de antelación. Óscar os confirmará el encargo por teléfono.</p><p>Reparto: Calatorao, Ricla, La Almunia, Lumpiaque y Épila.</p>`)), S.col(6, S.form([{ type: 'name', label: 'Nombre', req: true }, { type: 'email', label: 'Correo electrónico', ph: 'nombre@ejemplo.com', req: true }, { type: 'textarea', label: 'Tu encargo' }], 'Enviar'))) },
  ],
  truth: {
    emails: ['hola@calatoraopan.es', 'pedidos@calatoraopan.es'],
    emailKinds: { 'hola@calatoraopan.es': 'generic', 'pedidos@calatoraopan.es': 'role' },
    contacts: [
      { name: 'Pilar Lasheras Gil', title: 'maestra panadera', role: 'owner' },
      { name: 'Óscar Ventura', title: null, role: 'operations' },
      { name: 'Rubén Casado', title: 'oficial de pala', role: 'other' },
      { name: 'Lucía Marín', title: 'aprendiz', role: 'other' },
      { name: 'Maite Royo', title: null, role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h002 webflow architecture studio
const teamTA = [
  ['Socia fundadora · Arquitecta', 'Nuria Sancho Pardos', 'nuria@talleralbarracin.es', 'nuria-sancho.jpg'],
  ['Socio fundador · Arquitecto', 'Gonzalo Ibarra', 'gonzalo@talleralbarracin.es', 'gonzalo-ibarra.jpg'],
  ['Arquitecta técnica', 'Irene Lahoz', '', 'irene-lahoz.jpg'],
  ['Interiorismo', 'Pau Ferrando i Mas', '', 'pau-ferrando.jpg'],
  ['Administración', 'Carmen Gimeno', '', 'carmen-gimeno.jpg'],
];
sites.push({
  id: 'h002-taller-albarracin-arquitectos', domain: 'talleralbarracin.es', language: 'es', shell: 'webflow', brand: 'Taller Albarracín', slug: 'taller-albarracin',
  patterns: ['team-grid', 'about-prose', 'client-list', 'testimonials', 'email-in-person-card', 'name-lookalikes'],
  nav: [['/', 'Proyectos'], ['/estudio', 'Estudio'], ['/contacto', 'Contacto']],
  placeholder: ['nombre@ejemplo.com'],
  footer: `<div class="footer-grid"><div class="footer-col"><div class="footer-brand">Taller Albarracín Arquitectos S.L.P.</div><p class="footer-text">Calle Portal de Molina, 6 · 44100 Albarracín (Teruel)</p></div><div class="footer-col"><a href="mailto:estudio@talleralbarracin.es" class="footer-link">estudio@talleralbarracin.es</a><a href="tel:+34978700412" class="footer-link">+34 978 700 412</a></div><div class="footer-col"><a href="/aviso-legal" class="footer-link small">Aviso legal</a></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Taller Albarracín — Arquitectura en territorio rural',
      body: `<section class="hero"><div class="container"><h1 class="hero-heading">Arquitectura para pueblos que quieren seguir vivos</h1><p class="hero-paragraph">Rehabilitación, vivienda y equipamientos en la Sierra de Albarracín y el Jiloca.</p></div></section>
<section class="section-projects"><div class="container">
${W.dyn('project-list', [
  `<a href="/proyectos/bodega-los-navazos" class="project-link w-inline-block"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_navazos.jpg" loading="lazy" alt="" class="project-image"><div class="project-meta"><div class="project-year">2022</div><h3 class="project-title">Bodega Los Navazos</h3><div class="project-place">Calamocha</div></div></a>`,
  `<a href="/proyectos/casa-del-tinte" class="project-link w-inline-block"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_tinte.jpg" loading="lazy" alt="" class="project-image"><div class="project-meta"><div class="project-year">2021</div><h3 class="project-title">Casa del Tinte</h3><div class="project-place">Albarracín</div></div></a>`,
  `<a href="/proyectos/escuela-orihuela" class="project-link w-inline-block"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_escuela.jpg" loading="lazy" alt="" class="project-image"><div class="project-meta"><div class="project-year">2019</div><h3 class="project-title">Escuela rural de Orihuela del Tremedal</h3><div class="project-place">Orihuela del Tremedal</div></div></a>`,
])}
</div></section>
<section class="section-quote"><div class="container"><div class="quote-wrapper"><p class="quote-text">“Entendieron desde el primer día que una bodega en Calamocha no puede parecer una bodega de revista. Cumplieron plazos y presupuesto, algo que no nos había pasado nunca.”</p><div class="quote-author"><div class="quote-name">Luis Gascón</div><div class="quote-role">Gerente, Bodega Los Navazos</div></div></div>
<div class="quote-wrapper"><p class="quote-text">“La escuela tiene ahora luz natural en todas las aulas y los niños lo notan.”</p><div class="quote-author"><div class="quote-name">Rosa Aznar Pérez</div><div class="quote-role">Alcaldesa de Orihuela del Tremedal</div></div></div></div></section>
<section class="section-clients"><div class="container"><h2 class="heading-small">Han confiado en nosotros</h2><div class="clients-grid"><div class="client">Ayuntamiento de Albarracín</div><div class="client">Comarca del Jiloca</div><div class="client">Bodega Los Navazos</div><div class="client">Fundación Santa María de Albarracín</div><div class="client">Hotel Casa de Santiago</div><div class="client">Gobierno de Aragón</div></div></div></section>` },
    { path: '/estudio', file: 'estudio.html', title: 'Estudio — Taller Albarracín',
      body: `<section class="section-about"><div class="container narrow">
<h1 class="page-heading">El estudio</h1>
<div class="rich-text w-richtext">
<p>Nuria Sancho y Gonzalo Ibarra fundaron el taller en 2009, después de casi una década trabajando en Madrid. Nuria venía del estudio de Rafael Moneo —donde coincidió con medio mundo— y Gonzalo de una constructora de Valencia; los dos compartían la obsesión por la piedra de rodeno y por la idea de que la arquitectura rural no es arquitectura menor.</p>
<p>Los primeros años trabajaron en el desván de la casa de los padres de Gonzalo, en la calle Azagra. En 2014 se incorporó Irene Lahoz como arquitecta técnica y, poco después, Pau Ferrando, que llegó desde Castellón para un verano y se quedó a cargo del interiorismo. Carmen Gimeno lleva la administración del estudio y es, en la práctica, quien consigue que todo lo demás funcione.</p>
<p>Colaboramos con el ingeniero Tomás Bielsa en estructuras y con la paisajista Ana Villarroya en los proyectos con jardín.</p>
<blockquote>“Construir en un pueblo es construir con los vecinos mirando. Eso te obliga a hacerlo bien.” — Gonzalo</blockquote>
</div>
</div></section>
<section class="section-team"><div class="container">
<h2 class="section-heading">Equipo</h2>
${W.dyn('team-grid', teamTA.map(([role, name, mail, img]) => `<img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_${img}" loading="lazy" alt="" class="team-photo">
<div class="team-role">${role}</div>
<div class="team-name">${name}</div>
${mail ? `<a href="mailto:${mail}" class="team-mail">${mail}</a>` : '<a href="#" class="team-mail w-dyn-bind-empty"></a>'}`))}
</div></section>` },
    { path: '/contacto', file: 'contacto.html', title: 'Contacto — Taller Albarracín',
      body: `<section class="section-contact"><div class="container"><div class="contact-grid"><div><h1 class="page-heading">Hablemos</h1><p class="paragraph">Para encargos nuevos escribe a <a href="mailto:estudio@talleralbarracin.es">estudio@talleralbarracin.es</a>. Para prensa y publicaciones, directamente a Nuria.</p></div>
${W.form('Contacto', [{ id: 'nombre', label: 'Nombre', ph: 'Tu nombre' }, { id: 'email', label: 'Email', ph: 'nombre@ejemplo.com', type: 'email', req: true }, { id: 'mensaje', label: 'Proyecto', type: 'textarea', ph: 'Cuéntanos tu proyecto' }], 'Enviar', '¡Gracias! Te responderemos en unos días.', 'Vaya, algo ha fallado al enviar el formulario.')}</div></div></section>` },
    { path: '/aviso-legal', file: 'aviso-legal.html', title: 'Aviso legal — Taller Albarracín',
      body: `<section class="section-legal"><div class="container narrow"><h1 class="page-heading">Aviso legal</h1><div class="rich-text w-richtext"><p>Titular: Taller Albarracín Arquitectos S.L.P., CIF B44218830, inscrita en el Registro Mercantil de Teruel, tomo 312, folio 88, hoja TE-6120. Domicilio: Calle Portal de Molina, 6, 44100 Albarracín. Correo: estudio@talleralbarracin.es.</p><p>Sociedad profesional inscrita en el Colegio Oficial de Arquitectos de Aragón.</p></div></div></section>` },
  ],
  truth: {
    emails: ['estudio@talleralbarracin.es', 'nuria@talleralbarracin.es', 'gonzalo@talleralbarracin.es'],
    emailKinds: { 'estudio@talleralbarracin.es': 'generic', 'nuria@talleralbarracin.es': 'person', 'gonzalo@talleralbarracin.es': 'person' },
    emailOwners: { 'nuria@talleralbarracin.es': 'Nuria Sancho Pardos', 'gonzalo@talleralbarracin.es': 'Gonzalo Ibarra' },
    contacts: [
      { name: 'Nuria Sancho Pardos', title: 'Socia fundadora · Arquitecta', role: 'owner' },
      { name: 'Gonzalo Ibarra', title: 'Socio fundador · Arquitecto', role: 'owner' },
      { name: 'Irene Lahoz', title: 'Arquitecta técnica', role: 'other' },
      { name: 'Pau Ferrando i Mas', title: 'Interiorismo', role: 'other' },
      { name: 'Carmen Gimeno', title: 'Administración', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h003 elementor vet, Mexico
sites.push({
  id: 'h003-veterinaria-tepoztlan', domain: 'vettepoztlan.com.mx', language: 'es', shell: 'elementor', brand: 'Clínica Veterinaria Tepoztlán', slug: 'vettepoz', htmlLang: 'es-MX', skip: 'Ir al contenido',
  patterns: ['team-grid', 'about-prose', 'testimonials', 'email-footer', 'email-text'],
  nav: [['/', 'Inicio'], ['/nosotros/', 'Nosotros'], ['/servicios/', 'Servicios'], ['/contacto/', 'Contacto']],
  agency: ['hola@colibridigital.mx'],
  footer: E.sec(E.col(50, E.txt(`<p><strong>Clínica Veterinaria Tepoztlán</strong><br>Av. del Tepozteco 112, Barrio de San Miguel, 62520 Tepoztlán, Mor.</p><p>Urgencias 24 h: 739 395 0188</p>`)), E.col(50, E.txt(`<p>Citas: citas@vettepoztlan.com.mx<br>Dudas generales: contacto@vettepoztlan.com.mx</p><p style="font-size:12px">Sitio web por <a href="https://colibridigital.mx">Colibrí Digital</a> · hola@colibridigital.mx</p>`))),
  pages: [
    { path: '/', file: 'index.html', title: 'Clínica Veterinaria Tepoztlán | Perros, gatos y fauna de granja',
      body: [
        E.sec(E.col(100, E.h('Cuidamos a quien te cuida', 'h1'), E.txt('<p>Consulta, cirugía, vacunación y urgencias 24 horas en el corazón de Tepoztlán.</p>'))),
        E.sec(E.col(33, E.testimonial({ text: 'La doctora Itzel operó a Canela de la cadera y a las dos semanas ya corría por el jardín. Trato de diez.', name: 'Lupita Ferrer', job: 'dueña de Canela' })), E.col(33, E.testimonial({ text: 'Atendieron a mi burro a las tres de la mañana. No conozco otra clínica que haga eso en Morelos.', name: 'Don Aurelio Méndez', job: 'Rancho El Ocotal' })), E.col(33, E.testimonial({ text: 'Muy profesionales y cariñosos con los gatos miedosos.', name: 'Sofía Landa', job: 'Cuernavaca' }))),
      ].join('\n') },
    { path: '/nosotros/', file: 'nosotros.html', title: 'Nosotros | Clínica Veterinaria Tepoztlán',
      body: [
        E.sec(E.col(100, E.h('Nuestra historia', 'h1'), E.txt(`<p>Soy la doctora Itzel Cárdenas Ruiz y abrí esta clínica en 2008 con mi esposo, el doctor Emilio Solórzano, en un local de dos cuartos junto al mercado. Los dos estudiamos en la FMVZ de la UNAM y tuvimos la suerte de hacer las prácticas con el doctor Rafael Ugalde, que nos enseñó que a un animal se le escucha antes de tocarlo.</p>
<p>Emilio se encarga de la cirugía y de los animales de granja —cualquier vecino con caballos o borregos lo conoce como "el doctor Milo"—, y yo llevo la consulta de pequeñas especies y la dirección de la clínica. Desde 2016 nos acompaña la doctora Renata Ocampo, especialista en felinos, y en recepción está Jazmín Tapia, que lleva la agenda y conoce por su nombre a todos los pacientes de cuatro patas.</p>
<p>Cada año recibimos a dos pasantes de servicio social de la Universidad Autónoma del Estado de Morelos.</p>`))),
        E.sec(E.col(25, E.eael({ name: 'Dra. Itzel Cárdenas Ruiz', title: 'Directora médica', bio: 'Medicina interna de perros y gatos.', img: 'https://vettepoztlan.com.mx/wp-content/uploads/2022/02/itzel.jpg', social: '<li><a href="https://www.facebook.com/vettepoztlan"><i class="fab fa-facebook-f"></i></a></li>' })),
          E.col(25, E.eael({ name: 'Dr. Emilio Solórzano', title: 'Cirujano · Grandes especies', bio: 'Cirugía de tejidos blandos y ortopedia; ganado y équidos.', img: 'https://vettepoztlan.com.mx/wp-content/uploads/2022/02/emilio.jpg' })),
          E.col(25, E.eael({ name: 'Dra. Renata Ocampo', title: 'Medicina felina', bio: 'Certificada como Cat Friendly Clinic.', img: 'https://vettepoztlan.com.mx/wp-content/uploads/2022/02/renata.jpg' })),
          E.col(25, E.eael({ name: 'Jazmín Tapia', title: 'Recepción y agenda', bio: '', img: 'https://vettepoztlan.com.mx/wp-content/uploads/2022/02/jazmin.jpg' }))),
      ].join('\n') },
    { path: '/servicios/', file: 'servicios.html', title: 'Servicios | Clínica Veterinaria Tepoztlán',
      body: E.sec(E.col(50, E.h('Pequeñas especies'), E.icons(['Consulta general', 'Vacunación y desparasitación', 'Cirugía y ortopedia', 'Hospitalización'])), E.col(50, E.h('Granja y équidos'), E.icons(['Visitas a rancho', 'Herrado y odontología equina', 'Reproducción en borregos y cabras']))) },
    { path: '/contacto/', file: 'contacto.html', title: 'Contacto | Clínica Veterinaria Tepoztlán',
      body: E.sec(E.col(50, E.h('Agenda tu cita', 'h1'), E.txt('<p>Escríbenos a citas@vettepoztlan.com.mx o llama al 739 395 0188. Lunes a sábado de 9:00 a 19:00; urgencias las 24 horas.</p>')), E.col(50, E.w('form', `<form class="elementor-form" method="post" name="Contacto"><div class="elementor-form-fields-wrapper elementor-labels-"><div class="elementor-field-type-text elementor-field-group elementor-column elementor-col-100"><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="Tu nombre"></div><div class="elementor-field-type-email elementor-field-group elementor-column elementor-col-100 elementor-field-required"><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="Correo electrónico" required="required"></div><div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">Enviar</span></button></div></div></form>`))) },
  ],
  truth: {
    emails: ['citas@vettepoztlan.com.mx', 'contacto@vettepoztlan.com.mx'],
    emailKinds: { 'citas@vettepoztlan.com.mx': 'role', 'contacto@vettepoztlan.com.mx': 'generic' },
    contacts: [
      { name: 'Itzel Cárdenas Ruiz', title: 'Directora médica', role: 'owner' },
      { name: 'Emilio Solórzano', title: 'Cirujano · Grandes especies', role: 'owner' },
      { name: 'Renata Ocampo', title: 'Medicina felina', role: 'other' },
      { name: 'Jazmín Tapia', title: 'Recepción y agenda', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h004 divi law firm, Cáceres
sites.push({
  id: 'h004-ortiz-valcarcel-abogados', domain: 'ortizvalcarcel-abogados.es', language: 'es', shell: 'divi', brand: 'Ortiz & Valcárcel Abogados', slug: 'ortizvalcarcel', selectPage: 'Seleccionar página',
  patterns: ['team-grid', 'about-prose', 'legal-notice', 'event-speakers', 'email-obfuscated', 'email-in-person-card', 'name-lookalikes'],
  nav: [['/', 'Inicio'], ['/el-despacho/', 'El despacho'], ['/jornadas/', 'Jornadas'], ['/aviso-legal/', 'Aviso legal']],
  footer: `<div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Contacto</h4><div class="textwidget"><p>Avda. de España, 18, 2.º B<br>10002 Cáceres<br>Tel. 927 21 44 90<br>despacho [arroba] ortizvalcarcel-abogados [punto] es</p></div></div></div>`,
  footerBottom: `<div id="footer-info">© 2024 Ortiz &amp; Valcárcel Abogados, S.L.P.</div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Ortiz & Valcárcel Abogados | Despacho en Cáceres',
      body: [
        D.sec(D.row(D.col('4_4', D.text('<h1>Derecho civil, agrario y de familia en Extremadura</h1><p>Más de treinta años acompañando a familias, explotaciones agrarias y pymes de la provincia de Cáceres.</p>')))),
        D.sec(D.row(D.col('1_3', D.blurb({ title: 'Derecho agrario', html: '<p>Arrendamientos rústicos, PAC, herencias de fincas y dehesas.</p>' })), D.col('1_3', D.blurb({ title: 'Familia y sucesiones', html: '<p>Divorcios, custodias, testamentos y particiones.</p>' })), D.col('1_3', D.blurb({ title: 'Empresa', html: '<p>Contratos, impagos y reestructuraciones de pymes.</p>' })))),
        D.sec(D.row(D.col('4_4', D.text('<p><em>«Uno de los despachos que mejor conoce el derecho agrario extremeño»</em>, escribía Elena Robles en <strong>El Periódico Extremadura</strong> con motivo de nuestro 30.º aniversario.</p>')))),
      ].join('\n') },
    { path: '/el-despacho/', file: 'el-despacho.html', title: 'El despacho | Ortiz & Valcárcel Abogados',
      body: [
        D.sec(D.row(D.col('4_4', D.text(`<h1>El despacho</h1>
<p>El despacho lo fundaron en 1991 Manuel Ortiz Cordero y Julián Valcárcel, compañeros de promoción en la Universidad de Extremadura, en un pequeño piso de la calle Pintores. Don Julián falleció en 2015 y Manuel se jubiló tres años después, pero los dos siguen presentes en la forma de trabajar de la casa: leer el expediente entero y coger siempre el teléfono.</p>
<p>Hoy dirigen el despacho Marta Ortiz Sánchez-Arjona, hija de Manuel, y Alberto Valcárcel Durán, sobrino de don Julián. Marta lleva el área de familia y sucesiones; Alberto, el derecho agrario y mercantil. Con ellos trabajan la letrada Sara Rubio, y Fernando, nuestro oficial administrativo, que es quien os atenderá al llamar. Los escritos en el juzgado los presenta la procuradora Inmaculada Pizarro, de Pizarro Mateos Procuradores, con quien colaboramos desde hace veinte años.</p>`)))),
        D.sec(D.row(
          D.col('1_3', D.team({ name: 'Marta Ortiz Sánchez-Arjona', title: 'Socia directora', bio: '<div><p>Abogada de familia. Mediadora inscrita en el Ministerio de Justicia.</p><p>m.ortiz [arroba] ortizvalcarcel-abogados [punto] es</p></div>', img: '/wp-content/uploads/2023/01/marta-ortiz.jpg', social: '<li><a href="https://www.linkedin.com/in/martaortizsa" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li>' })),
          D.col('1_3', D.team({ name: 'Alberto Valcárcel Durán', title: 'Socio', bio: '<div><p>Derecho agrario, arrendamientos rústicos y sociedades.</p><p>a.valcarcel [arroba] ortizvalcarcel-abogados [punto] es</p></div>', img: '/wp-content/uploads/2023/01/alberto-valcarcel.jpg' })),
          D.col('1_3', D.team({ name: 'Sara Rubio Gallardo', title: 'Abogada asociada', bio: '<div><p>Derecho procesal civil y reclamaciones bancarias.</p></div>', img: '/wp-content/uploads/2023/01/sara-rubio.jpg' })))),
      ].join('\n') },
    { path: '/jornadas/', file: 'jornadas.html', title: 'Jornadas | Ortiz & Valcárcel Abogados',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>III Jornadas de Derecho Agrario de Cáceres</h1><p>Organizadas por el despacho junto al Colegio de Abogados de Cáceres. Auditorio de San Francisco, 14 de noviembre.</p>
<h3>Ponentes</h3>
<ul>
<li><strong>Prof. Dr. Ignacio Sánchez-Mora</strong>, catedrático de Derecho Civil, Universidad de Extremadura — «La nueva ley de arrendamientos rústicos»</li>
<li><strong>Dña. Teresa Cuadrado Lozano</strong>, registradora de la propiedad de Trujillo — «Inmatriculación de fincas rústicas»</li>
<li><strong>D. Jesús Merino</strong>, técnico de la Consejería de Agricultura — «La PAC 2023-2027»</li>
<li><strong>Alberto Valcárcel Durán</strong>, socio de Ortiz &amp; Valcárcel — «Herencias de dehesas: casos prácticos»</li>
</ul>
<p>Modera: Elena Robles, periodista de El Periódico Extremadura.</p>
<p>Inscripciones: jornadas [arroba] ortizvalcarcel-abogados [punto] es</p>`)))) },
    { path: '/aviso-legal/', file: 'aviso-legal.html', title: 'Aviso legal | Ortiz & Valcárcel Abogados',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>Aviso legal</h1><p>En cumplimiento de la Ley 34/2002, de servicios de la sociedad de la información, se informa:</p><p><strong>Titular:</strong> Ortiz &amp; Valcárcel Abogados, S.L.P.<br><strong>CIF:</strong> B10347712<br><strong>Domicilio:</strong> Avda. de España, 18, 2.º B, 10002 Cáceres<br><strong>Responsable:</strong> Marta Ortiz Sánchez-Arjona, colegiada n.º 1.842 del Ilustre Colegio de Abogados de Cáceres<br><strong>Correo:</strong> despacho [arroba] ortizvalcarcel-abogados [punto] es</p>`)))) },
  ],
  truth: {
    emails: ['despacho@ortizvalcarcel-abogados.es', 'm.ortiz@ortizvalcarcel-abogados.es', 'a.valcarcel@ortizvalcarcel-abogados.es', 'jornadas@ortizvalcarcel-abogados.es'],
    emailKinds: { 'despacho@ortizvalcarcel-abogados.es': 'generic', 'm.ortiz@ortizvalcarcel-abogados.es': 'person', 'a.valcarcel@ortizvalcarcel-abogados.es': 'person', 'jornadas@ortizvalcarcel-abogados.es': 'role' },
    emailOwners: { 'm.ortiz@ortizvalcarcel-abogados.es': 'Marta Ortiz Sánchez-Arjona', 'a.valcarcel@ortizvalcarcel-abogados.es': 'Alberto Valcárcel Durán' },
    contacts: [
      { name: 'Marta Ortiz Sánchez-Arjona', title: 'Socia directora', role: 'owner' },
      { name: 'Alberto Valcárcel Durán', title: 'Socio', role: 'owner' },
      { name: 'Sara Rubio Gallardo', title: 'Abogada asociada', role: 'other' },
      { name: 'Fernando', title: 'oficial administrativo', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h005 WordPress Gutenberg winery, Cafayate
sites.push({
  id: 'h005-bodega-zapata-quiroga-cafayate', domain: 'bodegazq.com.ar', language: 'es', shell: 'wp', brand: 'Bodega Zapata Quiroga', slug: 'bodegazq', htmlLang: 'es-AR', skip: 'Saltar al contenido', year: 2020,
  patterns: ['about-prose', 'jsonld-person', 'definition-list', 'testimonials', 'email-text', 'name-lookalikes'],
  nav: [['/', 'Inicio'], ['/nuestra-familia/', 'Nuestra familia'], ['/visitas/', 'Visitas y degustaciones'], ['/contacto/', 'Contacto']],
  headExtra: `<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://bodegazq.com.ar/#organization","name":"Bodega Zapata Quiroga","url":"https://bodegazq.com.ar/","foundingDate":"1971","founder":{"@type":"Person","name":"Eusebio Zapata"},"employee":[{"@type":"Person","name":"Martina Zapata Quiroga","jobTitle":"Directora y enóloga"},{"@type":"Person","name":"Facundo Zapata Quiroga","jobTitle":"Comercial y exportación"}],"address":{"@type":"PostalAddress","streetAddress":"Ruta Nacional 40, km 4338","addressLocality":"Cafayate","addressRegion":"Salta","postalCode":"A4427","addressCountry":"AR"},"logo":{"@type":"ImageObject","url":"https://bodegazq.com.ar/wp-content/uploads/2020/04/logo-bodegazq.png"}},{"@type":"WebSite","@id":"https://bodegazq.com.ar/#website","url":"https://bodegazq.com.ar/","name":"Bodega Zapata Quiroga","publisher":{"@id":"https://bodegazq.com.ar/#organization"},"inLanguage":"es-AR"}]}</script>`,
  footer: `<div class="site-footer-primary-section-1 site-footer-section"><aside class="footer-widget-area widget-area site-footer-focus-item"><section id="block-7" class="widget widget_block"><p><strong>Bodega Zapata Quiroga</strong><br>Ruta 40, km 4338 – Cafayate, Salta</p><p>WhatsApp: +54 9 3868 42-1190<br>bodegazapataquiroga@gmail.com</p></section></aside></div>
<div class="site-footer-primary-section-2 site-footer-section"><div class="ast-footer-copyright"><p>Copyright © 2024 Bodega Zapata Quiroga | Beber con moderación. Prohibida su venta a menores de 18 años.</p></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Bodega Zapata Quiroga – Torrontés de altura en Cafayate', h1: '',
      body: `<div class="wp-block-cover alignfull" style="min-height:560px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-40 has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="https://bodegazq.com.ar/wp-content/uploads/2020/04/vinedo-cafayate.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><h1 class="has-text-align-center wp-block-heading">Torrontés y malbec a 1.750 metros</h1><p class="has-text-align-center">Una bodega chica, de familia, en los Valles Calchaquíes.</p></div></div>
<div class="wp-block-columns"><div class="wp-block-column"><h3 class="wp-block-heading">Don Eusebio Torrontés</h3><p>Nuestro torrontés de viñas viejas, con el nombre del abuelo.</p></div><div class="wp-block-column"><h3 class="wp-block-heading">Quebrada de las Flechas Malbec</h3><p>Doce meses en roble francés de segundo uso.</p></div><div class="wp-block-column"><h3 class="wp-block-heading">Tannat Yacochuya</h3><p>De la finca de arriba, la más fría.</p></div></div>
<figure class="wp-block-pullquote"><blockquote><p>Un torrontés que sorprende por su tensión; de lo mejor que probamos este año en el norte.</p><cite>Jorge Sarmiento, revista Vinos &amp; Sabores</cite></blockquote></figure>
<div class="wp-block-group"><h2 class="wp-block-heading">Lo que dicen quienes nos visitaron</h2>
<blockquote class="wp-block-quote"><p>La degustación con Sergio fue lo mejor del viaje. Nos explicó cada hilera como si fueran sus hijos.</p><cite>Paula y Nicolás, de Rosario (Tripadvisor)</cite></blockquote>
<blockquote class="wp-block-quote"><p>Bodega auténtica, nada de marketing. Volveremos.</p><cite>Gustavo Ibáñez</cite></blockquote></div>` },
    { path: '/nuestra-familia/', file: 'nuestra-familia.html', title: 'Nuestra familia – Bodega Zapata Quiroga', h1: 'Nuestra familia',
      body: `<div class="wp-block-media-text alignwide is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img decoding="async" width="1024" height="683" src="https://bodegazq.com.ar/wp-content/uploads/2020/05/abuelo-eusebio-1975-1024x683.jpg" alt="Don Eusebio Zapata en la finca, 1975" class="wp-image-211 size-full" srcset="https://bodegazq.com.ar/wp-content/uploads/2020/05/abuelo-eusebio-1975-1024x683.jpg 1024w, https://bodegazq.com.ar/wp-content/uploads/2020/05/abuelo-eusebio-1975-300x200.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px" /></figure><div class="wp-block-media-text__content">
<p>Mi abuelo, don Eusebio Zapata, llegó a Cafayate desde Tucumán en 1958 para trabajar de peón en las fincas de los Etchart. En 1971 compró sus primeras cuatro hectáreas al lado del río Chuscha y plantó torrontés, que entonces nadie quería. Le decían loco. Murió en 2009, con la bodega ya embotellando con su nombre.</p>
</div></div>
<p>Mi viejo, Ramón Zapata, y mi madre, Elsa Quiroga, construyeron la bodega de adobe que todavía usamos y le pusieron los dos apellidos, porque la mitad de las viñas venían de la familia de ella. Ramón sigue viniendo todas las mañanas a la viña, aunque hace rato que dejó las decisiones en nuestras manos.</p>
<p>Yo soy Martina Zapata Quiroga, enóloga recibida en la Universidad Nacional de Cuyo, y desde 2016 dirijo la bodega. Hice vendimias en Burdeos con Michel Arnaud y en el Douro, pero siempre supe que iba a volver. Mi hermano Facundo Zapata Quiroga se ocupa de lo comercial y de la exportación —si alguna vez tomaste nuestro malbec en Córdoba o en São Paulo, fue por él—.</p>
<p>En la viña manda Sergio "el Negro" Quiroga, primo de mi madre, que conoce cada planta de memoria. Y las visitas las coordina Valentina Ruiz Díaz, que se sumó en 2019 y habla inglés, portugués y un poco de francés.</p>
<figure class="wp-block-image size-large"><img src="https://bodegazq.com.ar/wp-content/uploads/2021/03/martina-facundo.jpg" alt=""/><figcaption class="wp-element-caption">Martina y Facundo en la vendimia 2021</figcaption></figure>` },
    { path: '/visitas/', file: 'visitas.html', title: 'Visitas y degustaciones – Bodega Zapata Quiroga', h1: 'Visitas y degustaciones',
      body: `<p>Recibimos visitas de martes a domingo a las 10:00, 12:00 y 16:00. La recorrida por la viña la guía Sergio Quiroga, encargado de viña, y la degustación la hace Valentina Ruiz Díaz, coordinadora de enoturismo.</p>
<figure class="wp-block-table"><table><thead><tr><th>Experiencia</th><th>Duración</th><th>Precio</th></tr></thead><tbody><tr><td>Degustación clásica (3 vinos)</td><td>45 min</td><td>$ 9.500</td></tr><tr><td>Viña + bodega + 5 vinos</td><td>1 h 30</td><td>$ 18.000</td></tr><tr><td>Almuerzo en la galería</td><td>2 h 30</td><td>$ 42.000</td></tr></tbody></table></figure>
<p>Reservas: turismo@bodegazq.com.ar</p>` },
    { path: '/contacto/', file: 'contacto.html', title: 'Contacto – Bodega Zapata Quiroga', h1: 'Contacto',
      body: `<h3 class="wp-block-heading">¿Con quién hablo?</h3>
<dl class="contactos-bodega">
<dt>Dirección y enología</dt><dd>Martina Zapata Quiroga</dd>
<dt>Ventas mayoristas y exportación</dt><dd>Facundo Zapata Quiroga</dd>
<dt>Visitas y degustaciones</dt><dd>Valentina Ruiz Díaz</dd>
</dl>
<p>Para visitas: turismo@bodegazq.com.ar<br>Para distribución y ventas mayoristas, escribile a Facundo: facundo@bodegazq.com.ar<br>Todo lo demás: bodegazapataquiroga@gmail.com</p>
<p>Estamos sobre la Ruta 40, a 4 km del centro de Cafayate, antes del puente del río Chuscha.</p>` },
  ],
  truth: {
    emails: ['bodegazapataquiroga@gmail.com', 'turismo@bodegazq.com.ar', 'facundo@bodegazq.com.ar'],
    emailKinds: { 'bodegazapataquiroga@gmail.com': 'generic', 'turismo@bodegazq.com.ar': 'role', 'facundo@bodegazq.com.ar': 'person' },
    emailOwners: { 'facundo@bodegazq.com.ar': 'Facundo Zapata Quiroga' },
    contacts: [
      { name: 'Martina Zapata Quiroga', title: 'Directora y enóloga', role: 'owner' },
      { name: 'Facundo Zapata Quiroga', title: 'Comercial y exportación', role: 'other' },
      { name: 'Sergio Quiroga', title: 'encargado de viña', role: 'operations' },
      { name: 'Valentina Ruiz Díaz', title: 'coordinadora de enoturismo', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h006 Wix surf school
sites.push({
  id: 'h006-escuela-surf-oyambre', domain: 'surfoyambre-comillas.es', language: 'es', shell: 'wix', brand: 'Oyambre Surf Eskola', slug: 'oyambre', country: 'ES',
  patterns: ['about-prose', 'team-grid', 'testimonials', 'email-text', 'email-mailto'],
  nav: [['/', 'Inicio'], ['/quienes-somos', 'Quiénes somos'], ['/cursos', 'Cursos'], ['/contacto', 'Contacto']],
  placeholder: ['tucorreo@ejemplo.com'],
  footer: X.text(['Oyambre Surf Eskola · Playa de Oyambre s/n · 39527 Valdáliga (Cantabria)', 'info@surfoyambre-comillas.es · 650 31 22 07'], { top: 20, left: 40, w: 600, font: 'font_9' }),
  pages: [
    { path: '/', file: 'index.html', title: 'Escuela de surf en Oyambre | Oyambre Surf Eskola',
      body: X.box([
        X.text([{ tag: 'h1', font: 'font_0', html: '<span class="wixui-rich-text__text">Aprende a surfear</span>' }, { tag: 'h1', font: 'font_0', html: '<span class="wixui-rich-text__text">en la playa más bonita de Cantabria</span>' }], { top: 80, left: 40, w: 700 }),
        X.img('oyambre-olas.jpg', { top: 0, left: 0, w: 980, h: 520 }),
        X.button('Reserva tu clase', '/contacto'),
      ].join('\n'), { h: 540 }) + X.box([
        X.text(['«Mis hijos salieron del agua pidiendo otra semana. Nerea tiene una paciencia infinita.»', '<span style="font-weight:bold">Begoña Arrieta</span>, madre de dos alumnos'], { top: 30, left: 40, w: 420 }),
        X.text(['«Fui con 52 años y cero experiencia. Ahora tengo tabla propia.»', '<span style="font-weight:bold">Jon Ander Zubiri</span>, Bilbao'], { top: 30, left: 520, w: 420 }),
      ].join('\n'), { h: 220 }) },
    { path: '/quienes-somos', file: 'quienes-somos.html', title: 'Quiénes somos | Oyambre Surf Eskola',
      body: X.box([
        X.text([{ tag: 'h2', font: 'font_2', html: '<span class="wixui-rich-text__text">Quiénes somos</span>' },
          'Somos Iker Gutiérrez Sañudo y Nerea Bustamante, y llevamos surfeando Oyambre desde que teníamos diez años. Iker fue campeón de Cantabria junior en 1999 y Nerea estuvo seis temporadas dando clases en Fuerteventura; en 2013 volvimos a casa, juntamos nuestros ahorros y alquilamos la caseta de la playa que antes fue del viejo Chema, el socorrista que nos enseñó a coger las primeras olas.',
          'Iker dirige la escuela y se encarga de los grupos de adultos. Nerea coordina los campamentos infantiles y es la responsable de seguridad. En verano se nos suman los monitores titulados por la Federación Española de Surf.',
          'Las tablas nos las fabrica a medida Koldo Lasa, de Lasa Surfboards en Zarautz, y los neoprenos son de una pequeña marca de Santander, Picos Wetsuits.'], { top: 20, left: 40, w: 560 }),
        X.img('iker-nerea.jpg', { top: 20, left: 640, w: 300, h: 380, alt: 'Iker y Nerea con sus tablas' }),
      ].join('\n'), { h: 520 }) + X.box([
        X.text([{ tag: 'h3', font: 'font_4', html: '<span class="wixui-rich-text__text">El equipo</span>' }], { top: 0, left: 40, w: 400 }),
        X.img('iker.jpg', { top: 50, left: 40, w: 200, h: 200, alt: 'Iker' }),
        X.text(['<span style="font-weight:bold">Iker Gutiérrez Sañudo</span>', 'Director · Entrenador nivel 2', '<a href="mailto:iker@surfoyambre-comillas.es">iker@surfoyambre-comillas.es</a>'], { top: 260, left: 40, w: 220 }),
        X.img('nerea.jpg', { top: 50, left: 280, w: 200, h: 200, alt: 'Nerea' }),
        X.text(['<span style="font-weight:bold">Nerea Bustamante</span>', 'Campamentos y seguridad'], { top: 260, left: 280, w: 220 }),
        X.img('maialen.jpg', { top: 50, left: 520, w: 200, h: 200, alt: '' }),
        X.text(['<span style="font-weight:bold">Maialen Otxoa</span>', 'Monitora (julio y agosto)'], { top: 260, left: 520, w: 220 }),
        X.img('tomas.jpg', { top: 50, left: 760, w: 200, h: 200, alt: '' }),
        X.text(['<span style="font-weight:bold">Tomás Ceballos</span>', 'Monitor y fotógrafo'], { top: 260, left: 760, w: 220 }),
      ].join('\n'), { h: 380 }) },
    { path: '/cursos', file: 'cursos.html', title: 'Cursos | Oyambre Surf Eskola',
      body: X.box(X.text(['Clase suelta (2 h): 35 €', 'Cursillo de 5 días: 140 €', 'Campamento infantil semanal (7-14 años): 260 €', 'Alquiler de tabla y neopreno: 20 €/día'], { top: 20, left: 40, w: 600 }), { h: 260 }) },
    { path: '/contacto', file: 'contacto.html', title: 'Contacto | Oyambre Surf Eskola',
      body: X.box([
        X.text(['Escríbenos a <a href="mailto:info@surfoyambre-comillas.es" class="wixui-rich-text__text">info@surfoyambre-comillas.es</a> o por WhatsApp al 650 31 22 07.', 'Estamos en la caseta azul del aparcamiento de Oyambre, junto al camping.'], { top: 20, left: 40, w: 480 }),
        `<form id="comp-${b36(8)}" class="JVi7i2 comp-${b36(8)} wixui-form"><div class="F1f0yz"><input type="text" class="KvoMHf has-custom-focus wixui-text-input__input" placeholder="Nombre"></div><div class="F1f0yz"><input type="email" class="KvoMHf has-custom-focus wixui-text-input__input" placeholder="tucorreo@ejemplo.com" required></div><textarea class="wixui-text-box__input" placeholder="¿Qué curso te interesa?"></textarea><button class="wixui-button">Enviar</button></form>`,
      ].join('\n'), { h: 420 }) },
  ],
  truth: {
    emails: ['info@surfoyambre-comillas.es', 'iker@surfoyambre-comillas.es'],
    emailKinds: { 'info@surfoyambre-comillas.es': 'generic', 'iker@surfoyambre-comillas.es': 'person' },
    emailOwners: { 'iker@surfoyambre-comillas.es': 'Iker Gutiérrez Sañudo' },
    contacts: [
      { name: 'Iker Gutiérrez Sañudo', title: 'Director · Entrenador nivel 2', role: 'owner' },
      { name: 'Nerea Bustamante', title: 'Campamentos y seguridad', role: 'owner' },
      { name: 'Maialen Otxoa', title: 'Monitora (julio y agosto)', role: 'other' },
      { name: 'Tomás Ceballos', title: 'Monitor y fotógrafo', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h007 Bootstrap consultancy, Colombia
const gaTeam = [
  ['Camila Restrepo Uribe', 'Cofundadora y directora general', 'camila@analitica-guatape.com.co', 'camila.jpg'],
  ['Julián Arango Botero', 'Cofundador · Director de ciencia de datos', 'julian@analitica-guatape.com.co', 'julian.jpg'],
  ['Manuela Gaviria', 'Gerente de proyectos', '', 'manuela.jpg'],
  ['Santiago "Santi" Londoño', 'Ingeniero de datos', '', 'santi.jpg'],
];
sites.push({
  id: 'h007-guatape-analitica-medellin', domain: 'analitica-guatape.com.co', language: 'es', shell: 'bootstrap', brand: 'Guatapé Analítica', slug: 'guatape', htmlLang: 'es-CO',
  patterns: ['team-grid', 'about-prose', 'jsonld-person', 'client-list', 'testimonials', 'email-in-person-card', 'email-footer', 'email-jsonld', 'name-lookalikes'],
  nav: [['/', 'Inicio'], ['/nosotros', 'Nosotros'], ['/casos', 'Casos de éxito'], ['/contacto', 'Contacto']],
  agency: ['proyectos@monteverdeweb.co'],
  placeholder: ['nombre@empresa.com'],
  headExtra: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"ProfessionalService","name":"Guatapé Analítica S.A.S.","url":"https://analitica-guatape.com.co","email":"hola@analitica-guatape.com.co","telephone":"+57 604 444 1290","founder":[{"@type":"Person","name":"Camila Restrepo Uribe","jobTitle":"Directora general"},{"@type":"Person","name":"Julián Arango Botero"}],"address":{"@type":"PostalAddress","streetAddress":"Cra. 43A #7-50, Of. 1103","addressLocality":"Medellín","addressCountry":"CO"}}</script>`,
  footer: `<div class="row"><div class="col-md-6"><p class="mb-1 fw-semibold">Guatapé Analítica S.A.S.</p><p class="small mb-0">Cra. 43A #7-50, Of. 1103, El Poblado, Medellín<br>NIT 901.244.318-2</p></div><div class="col-md-6 text-md-end small"><p class="mb-1"><i class="bi bi-envelope"></i> <a href="mailto:hola@analitica-guatape.com.co">hola@analitica-guatape.com.co</a></p><p class="mb-0 text-muted">Hecho con ♥ por Monteverde Web — proyectos@monteverdeweb.co</p></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Guatapé Analítica | Datos para empresas que producen',
      body: `<header class="py-5 bg-light"><div class="container"><div class="row align-items-center"><div class="col-lg-7"><h1 class="display-5 fw-bold">Analítica de datos para cooperativas, agro e industria</h1><p class="lead">Tableros, pronósticos de demanda y control de pérdidas, hechos en Medellín.</p><a href="/contacto" class="btn btn-primary btn-lg">Agenda una llamada</a></div></div></div></header>
<section class="py-5"><div class="container"><h2 class="h4 text-uppercase text-muted mb-4">Clientes</h2><div class="row row-cols-2 row-cols-md-5 g-3 text-center"><div class="col"><img src="/assets/img/clientes/coolechera-santarosa.svg" alt="Cooperativa Lechera de Santa Rosa" class="img-fluid"></div><div class="col"><img src="/assets/img/clientes/flores-rionegro.svg" alt="Flores del Oriente Rionegro" class="img-fluid"></div><div class="col"><img src="/assets/img/clientes/textiles-itagui.svg" alt="Textiles Itagüí" class="img-fluid"></div><div class="col"><img src="/assets/img/clientes/cafe-jardin.svg" alt="Café de Jardín S.A." class="img-fluid"></div><div class="col"><img src="/assets/img/clientes/transportes-abejorral.svg" alt="Transportes Abejorral" class="img-fluid"></div></div></div></section>
<section class="py-5 bg-light"><div class="container"><div class="row g-4">
<div class="col-md-6"><figure class="p-4 bg-white rounded shadow-sm h-100"><blockquote class="blockquote"><p>Pasamos de pronosticar la leche con una hoja de Excel a tener un modelo que se equivoca menos del 4 %.</p></blockquote><figcaption class="blockquote-footer">Hernán Posada, gerente de operaciones, <cite title="Cooperativa Lechera de Santa Rosa">Cooperativa Lechera de Santa Rosa</cite></figcaption></figure></div>
<div class="col-md-6"><figure class="p-4 bg-white rounded shadow-sm h-100"><blockquote class="blockquote"><p>El tablero de calidad lo usa hasta el personal de planta. Eso no pasa nunca.</p></blockquote><figcaption class="blockquote-footer">Adriana Mejía Toro, directora de calidad, <cite>Textiles Itagüí</cite></figcaption></figure></div>
</div></div></section>` },
    { path: '/nosotros', file: 'nosotros.html', title: 'Nosotros | Guatapé Analítica',
      body: `<section class="py-5"><div class="container"><div class="row"><div class="col-lg-8">
<h1 class="mb-4">Nosotros</h1>
<p>Camila Restrepo y Julián Arango se conocieron en 2012 en la maestría de analítica de EAFIT. Ella venía de ocho años en la planeación de una cooperativa lechera del norte de Antioquia; él, de la universidad, con un doctorado en estadística y muchas ganas de salir del salón de clase. En 2017 alquilaron una oficina en El Poblado —la misma en la que seguimos— y le pusieron a la empresa el nombre del pueblo donde Camila pasaba las vacaciones de niña.</p>
<p>Camila dirige la empresa y habla con cada cliente antes de firmar; Julián lidera el equipo técnico. Manuela Gaviria, gerente de proyectos, es la que organiza los cronogramas y la que va a estar en sus comités. Y a Santi, nuestro ingeniero de datos, lo van a ver conectando las bases de datos que nadie más quiere tocar.</p>
<p>Nuestro asesor académico es el profesor Luis Fernando Correa, de la Universidad Nacional, con quien Julián hizo el doctorado.</p>
</div></div></div></section>
<section class="pb-5"><div class="container"><div class="row row-cols-1 row-cols-md-4 g-4">
${gaTeam.map(([n, t, m, img]) => `<div class="col"><div class="card h-100 border-0 shadow-sm"><img src="/assets/img/equipo/${img}" class="card-img-top" alt="${n.replace(/"/g, '&quot;')}"><div class="card-body"><h5 class="card-title mb-1">${n}</h5><p class="card-text text-muted small">${t}</p>${m ? `<a href="mailto:${m}" class="card-link small">${m}</a>` : ''}</div></div></div>`).join('\n')}
</div></div></section>` },
    { path: '/casos', file: 'casos.html', title: 'Casos de éxito | Guatapé Analítica',
      body: `<section class="py-5"><div class="container"><h1 class="mb-4">Casos de éxito</h1>
<div class="card mb-4"><div class="card-body"><h2 class="card-title h4">Pronóstico de acopio — Cooperativa Lechera de Santa Rosa</h2><p class="card-text">La cooperativa recibe leche de 1.400 productores. Con Hernán Posada, su gerente de operaciones, y la jefa de logística, Diana Cárdenas, construimos un modelo de acopio diario que redujo 18 % las pérdidas por sobrecapacidad.</p><p class="card-text"><small class="text-muted">Proyecto liderado por Manuela Gaviria, con Santiago Londoño en la ingeniería de datos.</small></p></div></div>
<div class="card mb-4"><div class="card-body"><h2 class="card-title h4">Calidad en línea — Textiles Itagüí</h2><p class="card-text">Sensores en tres líneas de tejido y un tablero en Power BI. La directora de calidad, Adriana Mejía Toro, presentó el resultado en Colombiatex 2023.</p></div></div>
</div></section>` },
    { path: '/contacto', file: 'contacto.html', title: 'Contacto | Guatapé Analítica',
      body: `<section class="py-5"><div class="container"><div class="row g-5"><div class="col-md-5"><h1>Contacto</h1><p>Escríbanos a <a href="mailto:hola@analitica-guatape.com.co">hola@analitica-guatape.com.co</a> o llámenos al +57 604 444 1290.</p></div><div class="col-md-7"><form><div class="mb-3"><label for="nombre" class="form-label">Nombre</label><input type="text" class="form-control" id="nombre"></div><div class="mb-3"><label for="correo" class="form-label">Correo</label><input type="email" class="form-control" id="correo" placeholder="nombre@empresa.com"></div><div class="mb-3"><label for="msg" class="form-label">Mensaje</label><textarea class="form-control" id="msg" rows="4"></textarea></div><button type="submit" class="btn btn-primary">Enviar</button></form></div></div></div></section>` },
  ],
  otherJunk: [],
  truth: {
    emails: ['hola@analitica-guatape.com.co', 'camila@analitica-guatape.com.co', 'julian@analitica-guatape.com.co'],
    emailKinds: { 'hola@analitica-guatape.com.co': 'generic', 'camila@analitica-guatape.com.co': 'person', 'julian@analitica-guatape.com.co': 'person' },
    emailOwners: { 'camila@analitica-guatape.com.co': 'Camila Restrepo Uribe', 'julian@analitica-guatape.com.co': 'Julián Arango Botero' },
    contacts: [
      { name: 'Camila Restrepo Uribe', title: 'Cofundadora y directora general', role: 'owner' },
      { name: 'Julián Arango Botero', title: 'Cofundador · Director de ciencia de datos', role: 'owner' },
      { name: 'Manuela Gaviria', title: 'Gerente de proyectos', role: 'operations' },
      { name: 'Santiago Londoño', title: 'Ingeniero de datos', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h008 hand-written funeral home with obituaries
sites.push({
  id: 'h008-funeraria-penalver-caravaca', domain: 'funerariapenalver-caravaca.es', language: 'es', shell: 'hand', brand: 'Funeraria Hermanos Peñalver', slug: 'penalver', color: '#2b2b2b',
  patterns: ['obituary', 'team-table', 'broken-markup', 'email-obfuscated', 'about-prose', 'name-lookalikes'],
  nav: [['/', 'Inicio'], ['/esquelas.html', 'Esquelas'], ['/empresa.html', 'La empresa'], ['/contacto.html', 'Contacto']],
  footer: `<FONT FACE="Verdana" SIZE=1 COLOR="#666666">Funeraria Hermanos Peñalver S.L. - Gran Vía, 27 - 30400 Caravaca de la Cruz (Murcia) - Tel. 968 70 12 44 (24 horas)<BR>funeraria(arroba)funerariapenalver-caravaca.es</FONT>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Funeraria Hermanos Peñalver - Caravaca de la Cruz',
      body: `<TABLE WIDTH="100%" CELLPADDING=12><TR><TD>
<FONT FACE="Georgia, Times New Roman" SIZE=5 COLOR="#2b2b2b">Funeraria Hermanos Peñalver</FONT><BR>
<FONT FACE="Verdana" SIZE=2>Servicio permanente las 24 horas. Tanatorio San Juan de la Cruz, con cuatro salas velatorio.<P>
Atendemos en Caravaca, Cehegín, Moratalla, Bullas y Calasparra. Trabajamos con todas las compañías de decesos.<P>
<B>Últimas esquelas:</B> <A HREF="/esquelas.html">ver todas</A>
</FONT>
</TD></TR></TABLE>` },
    { path: '/esquelas.html', file: 'esquelas.html', title: 'Esquelas - Funeraria Hermanos Peñalver',
      body: `<TABLE WIDTH="100%" CELLPADDING=8 CELLSPACING=0 BORDER=0>
<TR><TD><FONT FACE="Verdana" SIZE=3><B>Esquelas</B></FONT></TD></TR>
<TR><TD BGCOLOR="#F4F4F4"><FONT FACE="Georgia" SIZE=3><B>D. Ginés Sánchez Marín</B></FONT><BR><FONT FACE="Verdana" SIZE=2>Falleció en Caravaca de la Cruz el día 3 de marzo, a los 87 años. Su esposa, Josefa Martínez; hijos, Ginés y Mari Carmen; nietos y demás familia ruegan una oración por su alma. Sala 2 del Tanatorio San Juan de la Cruz. Misa funeral: Parroquia de El Salvador, 17:00 h.<BR>Servicio atendido por Antonio Peñalver.</FONT></TD></TR>
<TR><TD><FONT FACE="Georgia" SIZE=3><B>Dña. Encarnación López Fernández "Encarnita"</B></FONT><BR><FONT FACE="Verdana" SIZE=2>Falleció en Cehegín el día 1 de marzo, a los 92 años. Sus sobrinos, Pedro y Antonia Gea López, comunican su fallecimiento. Capilla ardiente en su domicilio, calle Mayor de Cehegín.</FONT></TD></TR>
<TR><TD BGCOLOR="#F4F4F4"><FONT FACE="Georgia" SIZE=3><B>D. Francisco Javier Ruiz Espinosa</B></FONT><BR><FONT FACE="Verdana" SIZE=2>Falleció el 28 de febrero, a los 64 años. Su esposa, María Dolores García; hijas, Lucía y Elena. Sala 1. Entierro en el cementerio de Moratalla a las 11:00.
</TD></TR>
<TR><TD><FONT FACE="Georgia" SIZE=3><B>D. Pascual Navarro Gil</B></FONT><BR><FONT FACE="Verdana" SIZE=2>Falleció en Bullas el 26 de febrero, a los 79 años. D.E.P.</FONT></TD></TR>
</TABLE>
<P><FONT FACE="Verdana" SIZE=1>Para publicar una esquela: esquelas(arroba)funerariapenalver-caravaca.es</FONT>` },
    { path: '/empresa.html', file: 'empresa.html', title: 'La empresa - Funeraria Hermanos Peñalver',
      body: `<TABLE WIDTH="100%" CELLPADDING=12><TR><TD>
<FONT FACE="Verdana" SIZE=2>
<P><B>Nuestra historia</B><P>
La funeraria la fundó nuestro padre, Antonio Peñalver Sánchez, en 1968, con un coche fúnebre de segunda mano comprado en Lorca. Él nos enseñó que en este oficio lo primero es la discreción. Falleció en 2004 y desde entonces la llevamos los dos hermanos: Antonio, el mayor, como gerente, y José, que se encarga del tanatorio y de los traslados.
<P>En 2019 inauguramos el Tanatorio San Juan de la Cruz, proyectado por el arquitecto murciano Fulgencio Ros. Con nosotros trabajan Ana Belén Torrecillas en administración y Paco "el Rubio" Marín, conductor desde hace treinta años.
<P><B>Personal</B>
<TABLE BORDER=1 CELLPADDING=4 CELLSPACING=0 WIDTH=420>
<TR BGCOLOR="#DDDDDD"><TD><B>Nombre</B><TD><B>Cargo</B><TD><B>Móvil</B></TR>
<TR><TD>Antonio Peñalver Gea<TD>Gerente<TD>609 44 10 21</TR>
<TR><TD>José Peñalver Gea<TD>Tanatorio y traslados<TD>609 44 10 22</TR>
<TR><TD>Ana Belén Torrecillas<TD>Administración<TD>968 70 12 44</TR>
<TR><TD>Francisco Marín Ruiz<TD>Conductor<TD>-</TR>
</TABLE>
</FONT>
</TD></TR></TABLE>` },
    { path: '/contacto.html', file: 'contacto.html', title: 'Contacto - Funeraria Hermanos Peñalver',
      body: `<TABLE WIDTH="100%" CELLPADDING=12><TR><TD><FONT FACE="Verdana" SIZE=2>
<B>Contacto</B><P>
Teléfono 24 horas: <B>968 70 12 44</B><BR>
Oficina: Gran Vía, 27, Caravaca de la Cruz<BR>
Correo: funeraria(arroba)funerariapenalver-caravaca.es<BR>
Administración (facturas y seguros): administracion(arroba)funerariapenalver-caravaca.es
<P>Tanatorio San Juan de la Cruz: Ctra. de Granada, km 1
</FONT></TD></TR></TABLE>` },
  ],
  truth: {
    emails: ['funeraria@funerariapenalver-caravaca.es', 'esquelas@funerariapenalver-caravaca.es', 'administracion@funerariapenalver-caravaca.es'],
    emailKinds: { 'funeraria@funerariapenalver-caravaca.es': 'generic', 'esquelas@funerariapenalver-caravaca.es': 'role', 'administracion@funerariapenalver-caravaca.es': 'role' },
    contacts: [
      { name: 'Antonio Peñalver Gea', title: 'Gerente', role: 'owner' },
      { name: 'José Peñalver Gea', title: 'Tanatorio y traslados', role: 'operations' },
      { name: 'Ana Belén Torrecillas', title: 'Administración', role: 'operations' },
      { name: 'Francisco Marín Ruiz', title: 'Conductor', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h009 Squarespace posada, Uruguay (list section + summary guest authors + press)
sites.push({
  id: 'h009-posada-azoteas-colonia', domain: 'lasazoteascolonia.com.uy', language: 'es', shell: 'squarespace', brand: 'Posada Las Azoteas', slug: 'las-azoteas', htmlLang: 'es-UY',
  patterns: ['about-prose', 'team-grid', 'testimonials', 'email-mailto', 'email-footer'],
  nav: [['/', 'Inicio'], ['/la-posada', 'La posada'], ['/diario', 'Diario'], ['/reservas', 'Reservas']],
  placeholder: ['tu@email.com'],
  footer: S.sec(S.col(12, S.html(`<p style="text-align:center;">Calle de los Suspiros 88 · Barrio Histórico · Colonia del Sacramento · Uruguay<br><a href="mailto:hola@lasazoteascolonia.com.uy">hola@lasazoteascolonia.com.uy</a> · +598 4522 9031</p>`))),
  pages: [
    { path: '/', file: 'index.html', title: 'Posada Las Azoteas · Colonia del Sacramento',
      body: [
        S.sec(S.col(12, S.html(`<h1 style="text-align:center;">Seis habitaciones, una azotea y el río enfrente</h1><p style="text-align:center;">Una casa portuguesa de 1790 en el Barrio Histórico de Colonia, restaurada a mano.</p>`))),
        S.sec(S.col(4, S.html('<h3>Como aparecimos en</h3>')), S.col(8,
          S.quote({ text: 'La azotea más linda de Colonia, y un desayuno que justifica el viaje en ferry.', source: 'Laura Pérez Marcos, Condé Nast Traveler' }),
          S.quote({ text: 'Florencia y Martín reciben como si uno fuera un amigo de la infancia.', source: 'Diego Ferrante, La Nación (Buenos Aires)' }))),
      ].join('\n') },
    { path: '/la-posada', file: 'la-posada.html', title: 'La posada · Posada Las Azoteas',
      body: [
        S.sec(S.col(12, S.html(`<h2>La casa y nosotros</h2>
<p>Compramos la casa en 2011, cuando era un depósito de chatarra con el techo caído. Yo, Florencia Bentancur, venía de quince años en hoteles de Punta del Este; Martín Olivera —Tincho para todo el barrio— era carpintero en Montevideo y fue quien rehízo cada ventana. Abrimos en diciembre de 2012 con tres habitaciones y un perro.</p>
<p>La restauración la dirigió la arquitecta Silvia Cabrera, especialista en patrimonio, que descubrió bajo el revoque el muro de piedra original que hoy se ve en el comedor. Las baldosas calcáreas son de la Fábrica Olivera, el taller del abuelo de Martín.</p>
<p>Hoy somos un equipo chico: Rosana Pereira prepara los desayunos (pedile la torta de naranja), y Joaquín Silveira está en recepción por las tardes y organiza las salidas en kayak.</p>`))),
        S.list([
          { title: 'Florencia Bentancur', desc: '<p>Dueña y anfitriona</p>', img: 'florencia.jpg' },
          { title: 'Martín Olivera', desc: '<p>Socio · mantenimiento y todo lo que se rompe</p>', img: 'tincho.jpg' },
          { title: 'Rosana Pereira', desc: '<p>Cocina y desayunos</p>', img: 'rosana.jpg' },
          { title: 'Joaquín Silveira', desc: '<p>Recepción y excursiones</p>', img: 'joaquin.jpg' },
        ], 'Quiénes te reciben'),
      ].join('\n') },
    { path: '/diario', file: 'diario.html', title: 'Diario · Posada Las Azoteas',
      body: S.sec(S.col(12, S.summary([
        { title: 'Un día en Colonia sin auto', excerpt: 'De la Puerta de la Ciudadela al faro, caminando.', meta: '<span class="summary-metadata-item summary-metadata-item--date">12/3/24</span>', metaBelow: '<span class="summary-metadata-item summary-metadata-item--author"><a href="/diario?author=1">Florencia Bentancur</a></span>', img: 'colonia-calle.jpg', href: '/diario/colonia-sin-auto' },
        { title: 'Los vinos tannat de Carmelo', excerpt: 'Una escapada a las bodegas del departamento.', meta: '<span class="summary-metadata-item summary-metadata-item--date">2/2/24</span>', metaBelow: '<span class="summary-metadata-item summary-metadata-item--author">Por Carolina Sosa, sommelier invitada</span>', img: 'tannat.jpg', href: '/diario/tannat-carmelo' },
        { title: 'Fotografiar el atardecer en el río', excerpt: 'Consejos de un fotógrafo que volvió once veces.', meta: '<span class="summary-metadata-item summary-metadata-item--date">20/1/24</span>', metaBelow: '<span class="summary-metadata-item summary-metadata-item--author">Autor invitado: Matías Rodó</span>', img: 'atardecer.jpg', href: '/diario/atardecer' },
      ], 'Del diario de la posada'))) },
    { path: '/reservas', file: 'reservas.html', title: 'Reservas · Posada Las Azoteas',
      body: S.sec(S.col(6, S.html(`<h2>Reservas</h2><p>Escribinos a <a href="mailto:reservas@lasazoteascolonia.com.uy">reservas@lasazoteascolonia.com.uy</a> indicando fechas y cantidad de personas. Respondemos en el día.</p><p>Check-in desde las 14 h · check-out hasta las 11 h.</p>`)), S.col(6, S.form([{ type: 'name', label: 'Nombre', req: true }, { type: 'email', label: 'Email', ph: 'tu@email.com', req: true }, { type: 'textarea', label: 'Fechas y consultas' }], 'Consultar'))) },
  ],
  truth: {
    emails: ['hola@lasazoteascolonia.com.uy', 'reservas@lasazoteascolonia.com.uy'],
    emailKinds: { 'hola@lasazoteascolonia.com.uy': 'generic', 'reservas@lasazoteascolonia.com.uy': 'role' },
    contacts: [
      { name: 'Florencia Bentancur', title: 'Dueña y anfitriona', role: 'owner' },
      { name: 'Martín Olivera', title: 'Socio · mantenimiento y todo lo que se rompe', role: 'owner' },
      { name: 'Rosana Pereira', title: 'Cocina y desayunos', role: 'other' },
      { name: 'Joaquín Silveira', title: 'Recepción y excursiones', role: 'other' },
    ],
  },
});

// ---------------------------------------------------------------- h010 Webflow gastronomy congress: speakers collection + small organising team
const expositoresAlm = [
  ['Conservas La Encomienda', 'Almagro', 'Julián Ruiz de Lara', 'Berenjena de Almagro IGP'],
  ['Quesería Villaseñor', 'Manzanares', 'Ramón Villaseñor', 'Queso manchego DOP'],
  ['Azafranes Mota del Cuervo', 'Mota del Cuervo', 'Rosario Contreras', 'Azafrán de La Mancha'],
  ['Bodegas Vega Calatrava', 'Valdepeñas', 'Ignacio Sevilla Peinado', 'Vinos DO Valdepeñas'],
  ['Aceites Campo de Calatrava', 'Granátula de Calatrava', 'Marisa Huertas', 'AOVE cornicabra'],
  ['Miel de la Alcudia', 'Brazatortas', 'Felipe Muñoz', 'Miel de romero y brezo'],
  ['Panadería Hermanos Lozano', 'Bolaños de Calatrava', 'Teodoro Lozano', 'Pan candeal y tortas'],
  ['Embutidos Montes de Toledo', 'Los Yébenes', 'Carmen Gómez-Escalonilla', 'Embutido de caza'],
  ['Dulces de Santa Clara', 'Almagro', 'Sor María de los Ángeles', 'Repostería conventual'],
  ['Cervezas La Mancha Brava', 'Ciudad Real', 'Álvaro Nieto', 'Cerveza artesana'],
  ['Ajos de Las Pedroñeras', 'Las Pedroñeras', 'Juan Antonio Moya', 'Ajo morado IGP'],
  ['Setas Sierra de Alcaraz', 'Riópar', 'Nuria Blázquez', 'Setas silvestres'],
  ['Pisto La Abuela Paca', 'Tomelloso', 'Francisca Cano', 'Pisto manchego en conserva'],
  ['Licores Cristo de la Veracruz', 'Puertollano', 'Emilio Serrano', 'Licor de bellota'],
];
const speakersAlm = [
  ['Jesús Fernández-Cano', 'Restaurante El Corral de la Encomienda, Almagro', 'Berenjena de Almagro: de conserva a alta cocina'],
  ['Maite Arrieta Goñi', 'Chef, Casa Urtzi (Tolosa)', 'Fermentos y verduras de temporada'],
  ['Ramón Villaseñor', 'Quesería Villaseñor, Manzanares', 'El queso manchego de pastor'],
  ['Dra. Pilar Saiz Montoya', 'Universidad de Castilla-La Mancha', 'Azafrán: química de un oro rojo'],
  ['Nacho Gallardo', 'Sumiller, Vinoteca La Mancha Viva', 'Airén: la uva que nadie quería'],
  ['Chloé Bernard', 'Pâtissière, Lyon', 'Pastelería con miel de romero'],
  ['Antonio "Toni" Luján', 'Cazador y cocinero, Horcajo de los Montes', 'Caza menor en la cocina de casa'],
  ['Elvira Ortega Criado', 'Periodista gastronómica, Lanza Digital', 'Moderadora de la mesa redonda'],
];
sites.push({
  id: 'h010-jornadas-gastronomicas-almagro', domain: 'jornadasalmagro.es', language: 'es', shell: 'webflow', brand: 'Jornadas Gastronómicas de Almagro', slug: 'jornadas-almagro', bodyClass: 'body-jornadas',
  patterns: ['event-speakers', 'directory', 'team-grid', 'about-prose', 'email-mailto', 'email-in-person-card', 'name-lookalikes'],
  nav: [['/', 'Edición 2024'], ['/ponentes', 'Ponentes'], ['/expositores', 'Expositores'], ['/organizacion', 'Organización'], ['/prensa', 'Prensa']],
  placeholder: ['nombre@ejemplo.com'],
  footer: `<div class="footer-wrap"><div class="footer-logos"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_jccm.svg" alt="Junta de Comunidades de Castilla-La Mancha" class="sponsor"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_diputacion-cr.svg" alt="Diputación de Ciudad Real" class="sponsor"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_ayto-almagro.svg" alt="Ayuntamiento de Almagro" class="sponsor"></div><div class="footer-text">Organiza: Almagro Gastro Eventos S.L. · Plaza Mayor 12, 13270 Almagro · <a href="mailto:info@jornadasalmagro.es">info@jornadasalmagro.es</a></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Jornadas Gastronómicas de Almagro 2024 · 18-20 de octubre',
      body: `<section class="hero-jornadas"><div class="container"><div class="eyebrow">VII edición · 18, 19 y 20 de octubre</div><h1 class="hero-title">La Mancha en el plato</h1><p class="hero-sub">Tres días de ponencias, showcookings y catas en el Corral de Comedias y el Palacio de los Fúcares.</p><a href="/ponentes" class="button w-button">Ver ponentes</a></div></section>
<section class="section"><div class="container"><div class="grid-3"><div class="stat"><div class="stat-num">24</div><div class="stat-label">ponentes</div></div><div class="stat"><div class="stat-num">1.800</div><div class="stat-label">asistentes en 2023</div></div><div class="stat"><div class="stat-num">12</div><div class="stat-label">productores invitados</div></div></div></div></section>
<section class="section"><div class="container"><h2 class="h2">Ponentes destacados</h2>
${W.dyn('speaker-grid', speakersAlm.slice(0, 4).map(([n, aff]) => `<a href="/ponentes" class="speaker-card w-inline-block"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_speaker.jpg" loading="lazy" alt="" class="speaker-img"><div class="speaker-name">${n}</div><div class="speaker-aff">${aff}</div></a>`))}
</div></section>` },
    { path: '/ponentes', file: 'ponentes.html', title: 'Ponentes · Jornadas Gastronómicas de Almagro',
      body: `<section class="section"><div class="container"><h1 class="h1">Ponentes 2024</h1>
${W.dyn('speaker-list', speakersAlm.map(([n, aff, talk]) => `<div class="speaker-row"><img src="https://assets-global.website-files.com/${hex(24)}/${hex(24)}_sp.jpg" loading="lazy" alt="${n.replace(/"/g, '&quot;')}" class="speaker-thumb"><div><div class="talk-title">${talk}</div><div class="speaker-name">${n}</div><div class="speaker-aff">${aff}</div></div></div>`))}
</div></section>` },
    { path: '/expositores', file: 'expositores.html', title: 'Expositores · Jornadas Gastronómicas de Almagro',
      body: `<section class="section"><div class="container"><h1 class="h1">Directorio de expositores</h1><p class="paragraph">Productores y empresas presentes en el mercado del Patio de Fúcares.</p>
${W.dyn('expositor-list', expositoresAlm.map(([e, pueblo, p, prod]) => `<div class="expositor-nombre">${e}</div><div class="expositor-pueblo">${pueblo}</div><div class="expositor-contacto">Contacto: ${p}</div><div class="expositor-producto">${prod}</div>`))}
</div></section>` },
    { path: '/organizacion', file: 'organizacion.html', title: 'Organización · Jornadas Gastronómicas de Almagro',
      body: `<section class="section"><div class="container narrow"><h1 class="h1">Quién está detrás</h1>
<div class="rich-text w-richtext"><p>Las jornadas nacieron en 2017 en la cocina de Beatriz Fisac Ureña, que entonces tenía una casa rural en Almagro y estaba harta de que los visitantes solo conocieran la berenjena en bote. Las primeras se celebraron en el patio de su casa, con seis cocineros amigos y la ayuda de su hermano Enrique Fisac, que montó la iluminación del patio con lo que encontró en el garaje.</p>
<p>En 2020 Beatriz fundó Almagro Gastro Eventos junto a Quique Maroto, productor de festivales de teatro, que hoy se encarga de toda la producción. Laura Céspedes lleva la comunicación y las acreditaciones de prensa desde la cuarta edición.</p></div>
${W.dyn('org-grid', [
  `<div class="org-name">Beatriz Fisac Ureña</div><div class="org-role">Directora</div><a href="mailto:beatriz@jornadasalmagro.es" class="org-mail">beatriz@jornadasalmagro.es</a>`,
  `<div class="org-name">Quique Maroto</div><div class="org-role">Producción</div><a href="mailto:produccion@jornadasalmagro.es" class="org-mail">produccion@jornadasalmagro.es</a>`,
  `<div class="org-name">Laura Céspedes</div><div class="org-role">Comunicación y prensa</div><a href="mailto:prensa@jornadasalmagro.es" class="org-mail">prensa@jornadasalmagro.es</a>`,
])}
</div></section>` },
    { path: '/prensa', file: 'prensa.html', title: 'Prensa · Jornadas Gastronómicas de Almagro',
      body: `<section class="section"><div class="container narrow"><h1 class="h1">Acreditaciones de prensa</h1><p class="paragraph">Los medios interesados pueden solicitar acreditación hasta el 10 de octubre. Contacto: Laura Céspedes, <a href="mailto:prensa@jornadasalmagro.es?subject=Acreditaci%C3%B3n%202024">prensa@jornadasalmagro.es</a>.</p>
${W.form('Acreditacion', [{ id: 'medio', label: 'Medio', ph: 'Nombre del medio' }, { id: 'email', label: 'Email', type: 'email', ph: 'nombre@ejemplo.com', req: true }], 'Solicitar', 'Recibido. Te escribiremos antes del 12 de octubre.', 'No se ha podido enviar.')}
</div></section>` },
  ],
  truth: {
    emails: ['info@jornadasalmagro.es', 'beatriz@jornadasalmagro.es', 'produccion@jornadasalmagro.es', 'prensa@jornadasalmagro.es'],
    emailKinds: { 'info@jornadasalmagro.es': 'generic', 'beatriz@jornadasalmagro.es': 'person', 'produccion@jornadasalmagro.es': 'role', 'prensa@jornadasalmagro.es': 'role' },
    emailOwners: { 'beatriz@jornadasalmagro.es': 'Beatriz Fisac Ureña' },
    contacts: [
      { name: 'Beatriz Fisac Ureña', title: 'Directora', role: 'owner' },
      { name: 'Quique Maroto', title: 'Producción', role: 'operations' },
      { name: 'Laura Céspedes', title: 'Comunicación y prensa', role: 'marketing' },
    ],
  },
});

// ---------------------------------------------------------------- h011 Elementor garage, Chile (Premium Addons person: title above name)
sites.push({
  id: 'h011-taller-hermanos-catalan-curico', domain: 'tallercatalan-curico.cl', language: 'es', shell: 'elementor', brand: 'Taller Hermanos Catalán', slug: 'tallercatalan', htmlLang: 'es-CL', skip: 'Ir al contenido',
  patterns: ['about-prose', 'team-grid', 'testimonials', 'email-mailto', 'name-lookalikes'],
  nav: [['/', 'Inicio'], ['/historia/', 'Historia'], ['/contacto/', 'Contacto']],
  agency: ['contacto@maulecreativo.cl'],
  footer: E.sec(E.col(33, E.txt('<p>Taller Hermanos Catalán<br>Av. Camilo Henríquez 1450, Curicó</p>')), E.col(33, E.txt('<p>Lun a vie 8:30–18:30 · Sáb 9:00–13:00</p><p><a href="mailto:tallercatalan.curico@gmail.com">tallercatalan.curico@gmail.com</a></p>')), E.col(33, E.txt('<p style="font-size:11px">Diseño: Maule Creativo — <a href="mailto:contacto@maulecreativo.cl">contacto@maulecreativo.cl</a></p>'))),
  pages: [
    { path: '/', file: 'index.html', title: 'Taller Hermanos Catalán | Mecánica y electricidad automotriz en Curicó',
      body: [
        E.sec(E.col(100, E.h('Mecánica honesta desde 1984', 'h1'), E.txt('<p>Mantención, frenos, embrague, scanner y electricidad. Taller asociado Bosch Car Service.</p>'))),
        E.sec(E.col(50, E.icons(['Mantención por kilometraje', 'Frenos y suspensión', 'Diagnóstico con scanner', 'Revisión técnica: te llevamos el auto a la planta'])), E.col(50, E.img('https://tallercatalan-curico.cl/wp-content/uploads/2023/05/taller-frontis.jpg', 'Frontis del taller'))),
        E.sec(E.col(50, E.testimonial({ text: 'Me dijeron que el auto no necesitaba lo que me habían cotizado en la concesionaria. Ahorré 300 lucas.', name: 'Claudio Fuenzalida', job: 'Cliente, Molina' })), E.col(50, E.testimonial({ text: 'Don Luchito es un mago con los Toyota antiguos.', name: 'Patricia Reyes Vergara', job: 'Profesora, Curicó' }))),
      ].join('\n') },
    { path: '/historia/', file: 'historia.html', title: 'Historia | Taller Hermanos Catalán',
      body: [
        E.sec(E.col(100, E.h('Nuestra historia', 'h1'), E.txt(`<p>El taller lo partió mi papá, don Hernán Catalán Muñoz, en 1984, en el patio de la casa de la calle Prat. Había aprendido el oficio en la Maestranza de San Bernardo y llegó a Curicó con una caja de herramientas y un Fiat 600 que nunca terminó de arreglar. Mi papá ya está jubilado, pero todavía se aparece los sábados a mirar motores.</p>
<p>Yo soy Rodrigo Catalán, el menor, y desde 2010 administro el taller junto a mi hermano Cristián Catalán, que es el jefe técnico y el que de verdad sabe de inyección electrónica. Mi señora, Carolina Poblete, lleva la oficina y los presupuestos.</p>
<p>En el taller también está el maestro Luis Arancibia —don Luchito para todo Curicó—, que trabajó con mi papá desde el primer día y es el encargado de taller.</p>`))),
        E.sec(E.col(25, E.pa({ name: 'Rodrigo Catalán', title: 'Administrador', bio: 'Atención a clientes y empresas.', img: 'https://tallercatalan-curico.cl/wp-content/uploads/2023/05/rodrigo.jpg' })),
          E.col(25, E.pa({ name: 'Cristián Catalán', title: 'Jefe técnico', bio: 'Inyección electrónica y diagnóstico.', img: 'https://tallercatalan-curico.cl/wp-content/uploads/2023/05/cristian.jpg' })),
          E.col(25, E.pa({ name: 'Luis Arancibia', title: 'Encargado de taller', bio: '40 años de oficio.', img: 'https://tallercatalan-curico.cl/wp-content/uploads/2023/05/luchito.jpg' })),
          E.col(25, E.pa({ name: 'Carolina Poblete', title: 'Oficina y presupuestos', bio: '', img: 'https://tallercatalan-curico.cl/wp-content/uploads/2023/05/carolina.jpg' }))),
      ].join('\n') },
    { path: '/contacto/', file: 'contacto.html', title: 'Contacto | Taller Hermanos Catalán',
      body: E.sec(E.col(100, E.h('Contacto', 'h1'), E.txt('<p>Agenda tu hora al +56 75 231 4470 o escríbenos a <a href="mailto:tallercatalan.curico@gmail.com?subject=Presupuesto">tallercatalan.curico@gmail.com</a>. Para flotas de empresa, pregunta por Rodrigo.</p>'))) },
  ],
  truth: {
    emails: ['tallercatalan.curico@gmail.com'],
    emailKinds: { 'tallercatalan.curico@gmail.com': 'generic' },
    contacts: [
      { name: 'Rodrigo Catalán', title: 'Administrador', role: 'owner' },
      { name: 'Cristián Catalán', title: 'Jefe técnico', role: 'owner' },
      { name: 'Luis Arancibia', title: 'Encargado de taller', role: 'operations' },
      { name: 'Carolina Poblete', title: 'Oficina y presupuestos', role: 'operations' },
    ],
  },
});

// ---------------------------------------------------------------- h012 Divi language academy, Salamanca (testimonials with companies, guest blog, microdata)
sites.push({
  id: 'h012-academia-tormes-idiomas', domain: 'academiatormes.es', language: 'es', shell: 'divi', brand: 'Academia Tormes Idiomas', slug: 'tormes', selectPage: 'Seleccionar página',
  patterns: ['about-prose', 'team-grid', 'testimonials', 'microdata-person', 'email-text', 'email-footer'],
  nav: [['/', 'Inicio'], ['/quienes-somos/', 'Quiénes somos'], ['/blog/', 'Blog'], ['/contacto/', 'Contacto']],
  placeholder: ['tu@email.com'],
  footer: `<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><h4 class="title">Academia Tormes</h4><div class="textwidget"><p>Calle Zamora, 54, 1.º · 37002 Salamanca<br>923 21 80 66 · info@academiatormes.es</p></div></div></div>
<div class="footer-widget"><div class="fwidget et_pb_widget widget_mc4wp_form_widget"><h4 class="title">Newsletter</h4><form class="mc4wp-form"><input type="email" name="EMAIL" placeholder="tu@email.com" required /><input type="submit" value="Suscribirme" /></form></div></div>`,
  pages: [
    { path: '/', file: 'index.html', title: 'Academia Tormes Idiomas | Inglés, francés y alemán en Salamanca',
      body: [
        D.sec(D.row(D.col('4_4', D.text('<h1>Idiomas en el centro de Salamanca desde 1994</h1><p>Grupos reducidos, preparación de exámenes Cambridge, DELF y Goethe, y cursos para empresas.</p>')))),
        D.sec(D.row(
          D.col('1_3', D.testimonial({ text: '<p>Aprobé el C1 a la primera. Las clases de Claire son exigentes pero divertidas.</p>', author: 'Lucía Hernández', position: 'Ingeniera', company: 'Indra Salamanca' })),
          D.col('1_3', D.testimonial({ text: '<p>Formaron a todo nuestro equipo comercial en inglés de negocios.</p>', author: 'Javier Mateos', position: 'Director comercial', company: 'Embutidos Guijuelo Selección', url: 'https://example.org' })),
          D.col('1_3', D.testimonial({ text: '<p>Mi hijo ha pasado de odiar el inglés a pedir más horas.</p>', author: 'Mercedes Blázquez', position: 'madre de alumno' })))),
      ].join('\n') },
    { path: '/quienes-somos/', file: 'quienes-somos.html', title: 'Quiénes somos | Academia Tormes Idiomas',
      body: [
        D.sec(D.row(D.col('4_4', D.text(`<h1>Quiénes somos</h1>
<p>La academia la abrió Margaret O'Connell en 1994. Había llegado de Cork a Salamanca para un curso de verano en la universidad, conoció a Ángel Sendín en un concierto en la Plaza Mayor y ya no volvió. Empezaron dando clases en el salón de casa; Ángel, que era contable, se ocupaba de los números. Margaret se jubiló en 2018 y Ángel murió en 2021; la foto de los dos sigue en la recepción.</p>
<p>Desde 2018 dirige la academia su hija, Claire Sendín O'Connell, bilingüe de cuna y examinadora oral de Cambridge. El departamento de francés lo lleva Sébastien Moreau, de Tours, y el de alemán Katharina Vogt. Y en secretaría os atenderá Rocío, Rocío Pascual, que es la que sabe en qué aula está cada grupo.</p>`)))),
        D.sec(D.row(
          D.col('1_4', D.team({ name: "Claire Sendín O'Connell", title: 'Directora · Inglés', bio: '<p>Examinadora oral Cambridge English.</p>', img: '/wp-content/uploads/2022/09/claire.jpg' })),
          D.col('1_4', D.team({ name: 'Sébastien Moreau', title: 'Jefe de estudios · Francés', bio: '<p>Examinador DELF/DALF.</p>', img: '/wp-content/uploads/2022/09/sebastien.jpg' })),
          D.col('1_4', D.team({ name: 'Katharina Vogt', title: 'Profesora de alemán', bio: '', img: '/wp-content/uploads/2022/09/katharina.jpg' })),
          D.col('1_4', D.team({ name: 'Rocío Pascual', title: 'Secretaría', bio: '<p>secretaria@academiatormes.es</p>', img: '/wp-content/uploads/2022/09/rocio.jpg' })))),
        D.sec(D.row(D.col('4_4', D.text(`<div itemscope itemtype="https://schema.org/Person"><p>Responsable del centro: <span itemprop="name">Claire Sendín O'Connell</span>, <span itemprop="jobTitle">directora</span>. Centro examinador autorizado <span itemprop="affiliation">Cambridge English ES417</span>.</p></div>`)))),
      ].join('\n') },
    { path: '/blog/', file: 'blog.html', title: 'Blog | Academia Tormes Idiomas',
      body: D.sec(D.row(D.col('4_4', D.text(`<h1>Blog</h1>
<article class="et_pb_post"><h2 class="entry-title"><a href="/blog/phrasal-verbs-cocina/">Phrasal verbs en la cocina</a></h2><p class="post-meta">por <span class="author vcard"><a href="/author/claire/">Claire Sendín O'Connell</a></span> | mar 5, 2024</p></article>
<article class="et_pb_post"><h2 class="entry-title"><a href="/blog/erasmus-dresde/">Mi Erasmus en Dresde</a></h2><p class="post-meta">por <span class="author vcard"><a href="/author/invitado/">Pablo Iglesias Santos (antiguo alumno, autor invitado)</a></span> | feb 18, 2024</p></article>
<article class="et_pb_post"><h2 class="entry-title"><a href="/blog/delf-b2/">Cinco errores en el DELF B2</a></h2><p class="post-meta">por <span class="author vcard"><a href="/author/sebastien/">Sébastien Moreau</a></span> | ene 30, 2024</p></article>`)))) },
    { path: '/contacto/', file: 'contacto.html', title: 'Contacto | Academia Tormes Idiomas',
      body: D.sec(D.row(D.col('1_2', D.text('<h1>Contacto</h1><p>Información de cursos: info@academiatormes.es<br>Matrículas y certificados: secretaria@academiatormes.es<br>Formación para empresas: Claire Sendín, direccion@academiatormes.es</p>')), D.col('1_2', D.text('<p>Horario de secretaría: lunes a jueves de 10:00 a 13:30 y de 16:30 a 21:00; viernes de 10:00 a 14:00.</p>')))) },
  ],
  truth: {
    emails: ['info@academiatormes.es', 'secretaria@academiatormes.es', 'direccion@academiatormes.es'],
    emailKinds: { 'info@academiatormes.es': 'generic', 'secretaria@academiatormes.es': 'role', 'direccion@academiatormes.es': 'role' },
    contacts: [
      { name: "Claire Sendín O'Connell", title: 'Directora · Inglés', role: 'owner' },
      { name: 'Sébastien Moreau', title: 'Jefe de estudios · Francés', role: 'other' },
      { name: 'Katharina Vogt', title: 'Profesora de alemán', role: 'other' },
      { name: 'Rocío Pascual', title: 'Secretaría', role: 'operations' },
    ],
  },
});

export default sites;
