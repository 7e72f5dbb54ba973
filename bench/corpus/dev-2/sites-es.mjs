import { el, dv, wx, sq, ent, hexent } from './lib.mjs';

const placeholderFormEs = (action = '/contacto') => `<form class="wpcf7-form init" action="${action}#wpcf7-f88-o1" method="post" novalidate="novalidate">
<p><label>Nombre<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text" placeholder="Nombre y apellidos" name="your-name" type="text"></span></label></p>
<p><label>Email<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-email" placeholder="tu@email.com" name="your-email" type="email"></span></label></p>
<p><label>Mensaje<br><textarea cols="40" rows="6" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Enviar"></p>
</form>`;

export default [
// ------------------------------------------------------------------ e001
{
  id: 'e001-clinica-dental-ferrer', domain: 'clinicadentalferrer.es', lang: 'es', shell: 'elementor', name: 'Clínica Dental Ferrer',
  nav: [['/', 'Inicio'], ['/equipo/', 'Equipo'], ['/tratamientos/', 'Tratamientos'], ['/contacto/', 'Contacto']],
  head: `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.css">`,
  footer: `<p><strong>Clínica Dental Ferrer</strong><br>Calle Colón 18, 1º – 46004 Valencia<br>Tel. 963 512 448 · <a href="mailto:citas@clinicadentalferrer.es">citas@clinicadentalferrer.es</a></p>
<p>Lunes a jueves 9:30–14:00 y 16:00–20:30 · Viernes 9:30–15:00</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Dentista en Valencia', body:
      el.sec(el.col(el.h('Tu sonrisa, en buenas manos', 'h1') + el.text('<p>Más de 20 años cuidando de la salud bucodental de familias en el centro de Valencia. Odontopediatría, ortodoncia invisible, implantes y estética dental.</p>') + el.w('button', '<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="/contacto/"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Pide tu cita</span></span></a></div>'), 50)
        + el.col(el.w('image', '<img width="800" height="533" src="/wp-content/uploads/2023/03/clinica-recepcion.jpg" srcset="/wp-content/uploads/2023/03/clinica-recepcion.jpg 1x, /wp-content/uploads/2023/03/clinica-recepcion@2x.jpg 2x" alt="Recepción de la clínica">'), 50))
      + el.sec(el.col(el.w('icon-box', '<div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>Ortodoncia Invisalign</span></h3><p class="elementor-icon-box-description">Alineadores transparentes con estudio 3D gratuito.</p></div></div>'), 33)
        + el.col(el.w('icon-box', '<div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>Implantes</span></h3><p class="elementor-icon-box-description">Carga inmediata y cirugía guiada.</p></div></div>'), 33)
        + el.col(el.w('icon-box', '<div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>Odontopediatría</span></h3><p class="elementor-icon-box-description">Primera visita gratuita para menores de 6 años.</p></div></div>'), 33)) },
    '/equipo/': { file: 'equipo.html', title: 'Equipo', body:
      el.sec(el.col(el.h('Nuestro equipo') + el.text('<p>Profesionales colegiados con formación continua.</p>')))
      + el.sec(el.col(el.w('image', '<img src="/wp-content/uploads/2023/03/lucia.jpg" alt="">') + el.h('Dra. Lucía Ferrer Sanchis – Directora médica', 'h3') + el.text('<p>Col. nº 46003812. Licenciada en Odontología por la Universitat de València, máster en Odontopediatría.</p><p><a href="mailto:lucia.ferrer@clinicadentalferrer.es"><i aria-hidden="true" class="fas fa-envelope"></i> lucia.ferrer@clinicadentalferrer.es</a></p>'), 33)
        + el.col(el.w('image', '<img src="/wp-content/uploads/2023/03/andres.jpg" alt="">') + el.h('Dr. Andrés Peiró – Ortodoncista', 'h3') + el.text('<p>Especialista en ortodoncia invisible certificado Invisalign Diamond.</p>'), 33)
        + el.col(el.w('image', '<img src="/wp-content/uploads/2023/03/nuria.jpg" alt="">') + el.h('Nuria Camps · Higienista dental', 'h3') + el.text('<p>Higiene, blanqueamiento y educación bucodental.</p>'), 33))
      + el.sec(el.col(el.h('Recepción y administración', 'h4') + el.text('<p>Te atiende <strong>Sonia Ribes</strong> (coordinadora de pacientes): <a href="mailto:citas@clinicadentalferrer.es">citas@clinicadentalferrer.es</a></p>'))) },
    '/tratamientos/': { file: 'tratamientos.html', title: 'Tratamientos', body:
      el.sec(el.col(el.w('accordion', `<div class="elementor-accordion" role="tablist">
<div class="elementor-accordion-item"><div class="elementor-tab-title" role="tab"><a class="elementor-accordion-title" href="">Ortodoncia</a></div><div class="elementor-tab-content elementor-clearfix" role="region"><p>Brackets metálicos, estéticos y alineadores invisibles.</p></div></div>
<div class="elementor-accordion-item"><div class="elementor-tab-title" role="tab"><a class="elementor-accordion-title" href="">Implantología</a></div><div class="elementor-tab-content elementor-clearfix" role="region"><p>Implantes de titanio con garantía de por vida.</p></div></div>
<div class="elementor-accordion-item"><div class="elementor-tab-title" role="tab"><a class="elementor-accordion-title" href="">Estética dental</a></div><div class="elementor-tab-content elementor-clearfix" role="region"><p>Carillas de composite y porcelana, blanqueamiento LED.</p></div></div>
</div>`))) },
    '/contacto/': { file: 'contacto.html', title: 'Contacto', body:
      el.sec(el.col(el.h('Pide cita') + el.text('<p>Llámanos al 963 512 448 o escríbenos y te respondemos en el día.</p>') + el.w('shortcode', placeholderFormEs('/contacto/')), 50)
        + el.col(el.w('google_maps', '<div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=Calle%20Col%C3%B3n%2018%20Valencia&amp;t=m&amp;z=16&amp;output=embed&amp;iwloc=near" title="Calle Colón 18 Valencia"></iframe></div>'), 50)) },
  },
  patterns: ['team-grid', 'email-mailto', 'email-in-person-card', 'email-footer', 'junk-placeholder', 'name-lookalikes'],
  truth: {
    emails: ['citas@clinicadentalferrer.es', 'lucia.ferrer@clinicadentalferrer.es'],
    kinds: { 'citas@clinicadentalferrer.es': 'role' },
    owners: { 'lucia.ferrer@clinicadentalferrer.es': 'Lucía Ferrer Sanchis' },
    contacts: [['Lucía Ferrer Sanchis', 'Directora médica', 'owner'], ['Andrés Peiró', 'Ortodoncista', 'other'], ['Nuria Camps', 'Higienista dental', 'other'], ['Sonia Ribes', 'coordinadora de pacientes', 'other']],
  },
},
// ------------------------------------------------------------------ e002
{
  id: 'e002-asesoria-molina', domain: 'molinaasesores.es', lang: 'es', shell: 'wpclassic', name: 'Molina Asesores',
  nav: [['/', 'Inicio'], ['/quienes-somos/', 'Quiénes somos'], ['/servicios/', 'Servicios'], ['/aviso-legal/', 'Aviso legal']],
  footer: `<div class="footer-widget-area widget-area site-footer-focus-item"><section id="text-3" class="widget widget_text"><h2 class="widget-title">Contacto</h2><div class="textwidget"><p>Calle Isabel la Católica 7, 3º B<br>18009 Granada</p><p>958 22 41 90<br>info (arroba) molinaasesores.es</p></div></section></div>`,
  pages: {
    '/': { file: 'index.html', title: 'Asesoría fiscal, laboral y contable en Granada', body: `<div class="wp-block-cover is-light"><div class="wp-block-cover__inner-container"><p class="has-text-align-center has-large-font-size">Tu asesoría de confianza en Granada desde 1994</p></div></div>
<div class="wp-block-columns"><div class="wp-block-column"><h3>Fiscal</h3><p>Declaraciones trimestrales, IRPF, Impuesto de Sociedades.</p></div><div class="wp-block-column"><h3>Laboral</h3><p>Nóminas, contratos, seguros sociales.</p></div><div class="wp-block-column"><h3>Contable</h3><p>Contabilidad, cuentas anuales y libros oficiales.</p></div></div>
<p>Trabajamos con autónomos y pymes de toda la provincia: de Granada capital a Motril y Guadix.</p>` },
    '/quienes-somos/': { file: 'quienes-somos.html', title: 'Quiénes somos', body: `<p>Molina Asesores nació en 1994 en un pequeño despacho de la calle Isabel la Católica. Hoy somos un equipo de nueve personas que atiende a más de 400 clientes.</p>
<p><strong>Javier Molina Ruiz</strong>, socio director. Economista y asesor fiscal colegiado, fundó el despacho después de diez años en la Agencia Tributaria.</p>
<p><strong>Inmaculada Castro Jiménez</strong> — socia, responsable del área laboral. Graduada social con más de veinte años de experiencia en relaciones laborales.</p>
<p><strong>Rafael Molina Castro</strong>, asesor contable y fiscal de pymes.</p>
<p>Si quieres trabajar con nosotros, envía tu currículum a <a href="mailto:empleo@molinaasesores.es">empleo@molinaasesores.es</a>.</p>` },
    '/servicios/': { file: 'servicios.html', title: 'Servicios', body: `<h2>Servicios para autónomos</h2><ul><li>Alta en Hacienda y Seguridad Social</li><li>Modelos 130, 303 y 390</li><li>Declaración de la renta</li></ul><h2>Servicios para empresas</h2><ul><li>Constitución de sociedades</li><li>Contabilidad y cuentas anuales</li><li>Gestión laboral integral</li></ul><p>Plan Kit Digital: somos agentes digitalizadores.</p>` },
    '/aviso-legal/': { file: 'aviso-legal.html', title: 'Aviso legal', body: `<h2>1. Datos identificativos</h2>
<p>En cumplimiento del artículo 10 de la Ley 34/2002, de Servicios de la Sociedad de la Información y Comercio Electrónico (LSSI-CE), se informa de que el titular de este sitio web es <strong>MOLINA ASESORES GRANADA, S.L.</strong>, con CIF B18456732, domicilio en Calle Isabel la Católica 7, 3º B, 18009 Granada, inscrita en el Registro Mercantil de Granada, Tomo 1123, Folio 45, Hoja GR-22871.</p>
<p>Administrador único: Javier Molina Ruiz.</p>
<p>Correo electrónico: info (arroba) molinaasesores.es</p>
<h2>2. Propiedad intelectual</h2><p>Todos los contenidos del sitio son propiedad del titular o de terceros que han autorizado su uso.</p>
<h2>3. Protección de datos</h2><p>Puede ejercer sus derechos escribiendo a protecciondatos@molinaasesores.es.</p>` },
  },
  patterns: ['about-prose', 'legal-notice', 'email-obfuscated', 'email-mailto', 'email-text', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['info@molinaasesores.es', 'empleo@molinaasesores.es', 'protecciondatos@molinaasesores.es'],
    kinds: { 'empleo@molinaasesores.es': 'role', 'protecciondatos@molinaasesores.es': 'role' },
    contacts: [['Javier Molina Ruiz', 'socio director', 'owner'], ['Inmaculada Castro Jiménez', 'socia, responsable del área laboral', 'owner'], ['Rafael Molina Castro', 'asesor contable y fiscal de pymes', 'other']],
  },
},
// ------------------------------------------------------------------ e003
{
  id: 'e003-obrador-espiga', domain: 'obradorespiga.es', lang: 'es', shell: 'wix', name: 'Obrador Espiga',
  nav: [['/', 'Inicio'], ['/nosotros', 'Nosotros'], ['/pedidos', 'Pedidos']],
  footer: wx.text(wx.p('Obrador Espiga · C/ San Vicente 31 · 37007 Salamanca') + wx.p('obradorespiga@gmail.com · 623 41 88 20')),
  pages: {
    '/': { file: 'index.html', title: 'Pan de masa madre en Salamanca', body:
      wx.text(wx.h('Pan de verdad, hecho despacio', 'h1', 'font_0')) + wx.text(wx.p('Masa madre, harinas ecológicas de Castilla y 24 horas de fermentación.')) + wx.img('hogazas.jpg', 'Hogazas de centeno') + wx.text(wx.h('Horario', 'h3', 'font_4') + wx.p('Martes a sábado: 8:00 – 14:30') + wx.p('Domingo: 9:00 – 13:30')) },
    '/nosotros': { file: 'nosotros.html', title: 'Nosotros', body:
      wx.img('pablo-marta.jpg', 'Pablo y Marta en el obrador') + wx.text(wx.h('Nuestra historia', 'h2') + wx.p('Abrimos Espiga en 2016 después de años trabajando en panaderías de Barcelona y Lyon. Queríamos volver a Salamanca y hacer el pan que nos gusta comer: de fermentación lenta, con harinas de molino de piedra y sin prisas.') + wx.p('Hoy horneamos cada mañana hogazas de trigo y centeno, chapatas, pan de espelta y, los fines de semana, nuestro famoso bollo maimón.') + wx.p('Gracias por venir a vernos cada día.') + wx.p('Un saludo,') + wx.p('Pablo y Marta')) },
    '/pedidos': { file: 'pedidos.html', title: 'Pedidos', body:
      wx.text(wx.h('Encargos para empresas y restaurantes', 'h2') + wx.p('Servimos a restaurantes y hoteles de Salamanca. Escríbenos a obradorespiga@gmail.com con tu pedido antes de las 18:00 del día anterior.'))
      + `<form id="comp-${'lx8f3k'}" class="wixui-form"><input type="text" placeholder="Nombre" aria-label="Nombre"><input type="email" placeholder="tucorreo@ejemplo.com" aria-label="Correo electrónico"><textarea placeholder="Tu pedido"></textarea><button>Enviar</button></form>` },
  },
  patterns: ['about-prose', 'email-text', 'email-footer', 'junk-placeholder'],
  truth: {
    emails: ['obradorespiga@gmail.com'],
    contacts: [['Pablo', null, 'owner'], ['Marta', null, 'owner']],
  },
},
// ------------------------------------------------------------------ e004
{
  id: 'e004-tanatorio-san-roque', domain: 'funerariasanroque.es', lang: 'es', shell: 'bootstrap', name: 'Funeraria San Roque',
  nav: [['/', 'Inicio'], ['/esquelas', 'Esquelas'], ['/servicios', 'Servicios'], ['/contacto', 'Contacto']],
  footer: `<div class="row"><div class="col-md-4"><h5>Funeraria San Roque</h5><p class="small">Tanatorio y servicios funerarios 24 h</p></div>
<div class="col-md-4"><p class="small mb-1">Dirección: Av. de Andalucía 42, 14014 Córdoba</p><p class="small mb-1">Gerencia: Antonio Vidal Cano</p><p class="small">Teléfono 24 h: 957 43 21 00</p></div>
<div class="col-md-4"><p class="small"><i class="bi bi-envelope"></i> <a class="link-light" href="mailto:tanatorio@funerariasanroque.es">tanatorio@funerariasanroque.es</a></p></div></div>`,
  pages: {
    '/': { file: 'index.html', title: 'Tanatorio en Córdoba', body: `<div class="container py-5"><div class="row align-items-center"><div class="col-lg-7"><h1 class="display-5">Acompañamos a las familias de Córdoba desde 1971</h1><p class="lead">Atención permanente las 24 horas, los 365 días del año.</p><a href="tel:957432100" class="btn btn-primary btn-lg">Llamar ahora</a></div><div class="col-lg-5"><img src="/img/tanatorio.jpg" class="img-fluid rounded" alt="Tanatorio San Roque"></div></div></div>
<div class="container"><h2 class="h4">Últimas esquelas</h2><ul class="list-group"><li class="list-group-item">D. Manuel Córdoba Luque — 12/02/2024</li><li class="list-group-item">Dña. Rosario Pérez Alcalá — 11/02/2024</li><li class="list-group-item">D. Francisco Javier Montilla Ruz — 10/02/2024</li></ul><a href="/esquelas">Ver todas</a></div>` },
    '/esquelas': { file: 'esquelas.html', title: 'Esquelas', body: `<div class="container py-4"><h1 class="h3 mb-4">Esquelas y defunciones</h1><div class="row row-cols-1 row-cols-md-2 g-4">
${[['D. Manuel Córdoba Luque', '84', 'Sala 3', 'Sus hijos, Manuel y Carmen Córdoba Ríos; nietos y demás familia'], ['Dña. Rosario Pérez Alcalá', '91', 'Sala 1', 'Su esposo, José Ramírez Gil; hijas, Rosario y Ana'], ['D. Francisco Javier Montilla Ruz', '67', 'Sala 2', 'Su esposa, Isabel Zafra Moreno; hijos, Javier y Lucía'], ['Dña. Encarnación Lucena Toledano', '88', 'Sala 4', 'Sus sobrinos y demás familia'], ['D. Rafael Alcántara Serrano', '73', 'Sala 1', 'Su esposa, María Dolores Cabello; hijo, Rafael']].map(([n, age, sala, fam]) => `<div class="col"><div class="card h-100 text-center border-dark"><div class="card-body"><p class="small text-muted">Rogad a Dios en caridad por el alma de</p><h5 class="card-title">${n}</h5><p class="card-text">Falleció en Córdoba a los ${age} años de edad.<br>${fam} ruegan una oración por su alma.</p><p class="card-text"><small>Capilla ardiente: Tanatorio San Roque, ${sala}</small></p></div></div></div>`).join('\n')}
</div></div>` },
    '/servicios': { file: 'servicios.html', title: 'Servicios', body: `<div class="container py-4"><h1 class="h3">Servicios</h1><div class="row"><div class="col-md-4"><div class="card"><div class="card-body"><h5 class="card-title">Inhumación</h5><p class="card-text">Gestión completa en cementerios de la provincia.</p></div></div></div><div class="col-md-4"><div class="card"><div class="card-body"><h5 class="card-title">Incineración</h5><p class="card-text">Crematorio propio y urnas biodegradables.</p></div></div></div><div class="col-md-4"><div class="card"><div class="card-body"><h5 class="card-title">Traslados</h5><p class="card-text">Nacionales e internacionales.</p></div></div></div></div></div>` },
    '/contacto': { file: 'contacto.html', title: 'Contacto', body: `<div class="container py-4"><h1 class="h3">Contacto</h1><p>Estamos en la Avenida de Andalucía 42, junto al cementerio de San Rafael.</p><p>Atención 24 horas: <strong>957 43 21 00</strong></p><p>Administración: <a href="mailto:administracion@funerariasanroque.es">administracion@funerariasanroque.es</a></p></div>` },
  },
  patterns: ['obituary', 'email-mailto', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['tanatorio@funerariasanroque.es', 'administracion@funerariasanroque.es'],
    kinds: { 'administracion@funerariasanroque.es': 'role' },
    contacts: [['Antonio Vidal Cano', 'Gerencia', 'owner']],
  },
},
// ------------------------------------------------------------------ e005
{
  id: 'e005-bufete-arriaga-mx', domain: 'arriagaabogados.com.mx', lang: 'es', htmlLang: 'es-MX', shell: 'divi', name: 'Arriaga & Salcedo Abogados',
  nav: [['/', 'Inicio'], ['/nosotros/', 'Nosotros'], ['/areas-de-practica/', 'Áreas de práctica'], ['/contacto/', 'Contacto']],
  footer: `<p>Av. Paseo de la Reforma 296, piso 12, Col. Juárez, 06600 Ciudad de México</p><p>Tel. +52 55 5208 4410</p><p><a href="mailto:contacto@arriagaabogados.com.mx">contacto@arriagaabogados.com.mx</a></p>`,
  credit: 'Diseño web: <a href="https://www.nodocreativo.mx">Nodo Creativo</a> · <a href="mailto:hola@nodocreativo.mx">hola@nodocreativo.mx</a>',
  pages: {
    '/': { file: 'index.html', title: 'Abogados corporativos en CDMX', body: dv.sec(dv.col(dv.text('<h1>Asesoría legal corporativa y litigio</h1><p>Más de 25 años representando a empresas nacionales y extranjeras en México.</p>'))) + dv.sec(dv.col(dv.text('<h3>Corporativo</h3><p>Constitución de sociedades, gobierno corporativo, fusiones.</p>'), '1_3') + dv.col(dv.text('<h3>Litigio</h3><p>Mercantil, civil y amparo.</p>'), '1_3') + dv.col(dv.text('<h3>Laboral</h3><p>Defensa patronal y auditorías laborales.</p>'), '1_3', true)) },
    '/nosotros/': { file: 'nosotros.html', title: 'Nosotros', body: dv.sec(dv.col(dv.text('<h2>Nuestros socios</h2><p>Un despacho boutique con la experiencia de un gran bufete.</p>'))) + dv.sec(
      dv.col(dv.member({ name: 'Lic. Eduardo Arriaga Villaseñor', pos: 'Socio fundador', img: '/wp-content/uploads/2021/06/eduardo-arriaga.jpg', desc: '<div><p>Abogado por la Escuela Libre de Derecho, LL.M. por la Universidad de Texas.</p></div>', social: '<li><a href="https://www.linkedin.com/in/earriaga" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li>' }), '1_3')
      + dv.col(dv.member({ name: 'Mtra. Gabriela Salcedo Ibarra', pos: 'Socia directora de litigio', img: '/wp-content/uploads/2021/06/gabriela-salcedo.jpg', desc: '<div><p>Especialista en amparo y litigio mercantil. Profesora en la UNAM.</p></div>' }), '1_3')
      + dv.col(dv.member({ name: 'Lic. Héctor Ruvalcaba', pos: 'Abogado asociado', img: '/wp-content/uploads/2022/01/hector.jpg', desc: '<div><p>Derecho laboral y seguridad social.</p></div>' }), '1_3', true)) },
    '/areas-de-practica/': { file: 'areas.html', title: 'Áreas de práctica', body: dv.sec(dv.col(dv.text('<h2>Áreas de práctica</h2><ul><li>Derecho corporativo</li><li>Fusiones y adquisiciones</li><li>Litigio mercantil</li><li>Juicio de amparo</li><li>Derecho laboral</li><li>Propiedad intelectual</li></ul>'))) },
    '/contacto/': { file: 'contacto.html', title: 'Contacto', body: dv.sec(dv.col(dv.text('<h2>Agende una consulta</h2><p>Escríbanos a <a href="mailto:contacto@arriagaabogados.com.mx?subject=Consulta">contacto@arriagaabogados.com.mx</a> o llame al +52 55 5208 4410.</p>')) ) },
  },
  patterns: ['team-grid', 'email-mailto', 'email-footer', 'junk-agency'],
  truth: {
    emails: ['contacto@arriagaabogados.com.mx'],
    contacts: [['Eduardo Arriaga Villaseñor', 'Socio fundador', 'owner'], ['Gabriela Salcedo Ibarra', 'Socia directora de litigio', 'owner'], ['Héctor Ruvalcaba', 'Abogado asociado', 'other']],
  },
},
];
