import { T, P, mailto, ent, entMailto, obf, fa, svgIcon, jsonld, elementor, divi, wp, wix, sqs, webflow, bootstrap } from './_lib.mjs';

const sites = [];

// d001 — physiotherapy clinic in Seville, WordPress + Elementor + Essential Addons team widget
sites.push((() => {
  const site = { id: 'd001-fisioterapia-alameda', domain: 'fisioalameda.es', lang: 'es', htmlLang: 'es-ES', name: 'Fisioterapia Alameda',
    nav: [['/', 'Inicio'], ['/tratamientos/', 'Tratamientos'], ['/equipo/', 'Equipo'], ['/contacto/', 'Contacto']] };
  const rocio = P('Rocío Benjumea Ortiz', 'Directora y fisioterapeuta', 'owner');
  const javier = P('Javier de la Fuente Marín', 'Fisioterapeuta deportivo', 'other');
  const lucia = P('Lucía Pérez-Navarro', 'Osteópata', 'other');
  const ines = P('Inés Carmona Vela', 'Coordinadora de administración', 'operations');
  const footer = (E) => E.section([
    E.col(33, E.heading('Fisioterapia Alameda', 'h4'), E.text('<p>C/ Juan Ramón Jiménez, 14 – local 2<br>41011 Sevilla</p><p>Tel. 954 27 61 90</p>')),
    E.col(33, E.heading('Horario', 'h4'), E.text('<p>Lunes a viernes: 8:30 – 14:00 y 16:00 – 21:00<br>Sábados: 9:00 – 13:00</p>')),
    E.col(33, E.heading('Escríbenos', 'h4'), E.iconList([['envelope', 'info@fisioalameda.es', 'mailto:info@fisioalameda.es'], ['phone-alt', '954 27 61 90', 'tel:+34954276190'], ['map-marker-alt', 'Cómo llegar', 'https://goo.gl/maps/x8Jr2']])),
  ]) + E.section(E.col(100, E.text('<p style="text-align:center">© 2024 Fisioterapia Alameda S.L. · <a href="https://fisioalameda.es/aviso-legal/">Aviso legal</a> · <a href="https://fisioalameda.es/aviso-legal/#privacidad">Privacidad</a> · Diseño web: <a href="https://kromatica.es" rel="nofollow">Kromática Estudio</a> – hola@kromatica.es</p>')));
  const { E, render: R } = elementor(site, { logo2x: true, skip: 'Ir al contenido', footer });
  const home = R('Fisioterapia Alameda – Fisioterapia y osteopatía en Sevilla', [
    E.section([E.col(50, E.heading('Recupera tu movilidad sin prisas', 'h1'), E.text('<p>Somos un centro de fisioterapia en el barrio de la Alameda con más de doce años tratando lesiones deportivas, dolor de espalda y rehabilitación postquirúrgica.</p>'), E.button('https://fisioalameda.es/contacto/', 'Pide cita')),
      E.col(50, E.image('https://fisioalameda.es/wp-content/uploads/2023/04/sala-tratamiento.jpg', 'Sala de tratamiento', 'https://fisioalameda.es/wp-content/uploads/2023/04/sala-tratamiento.jpg 1x, https://fisioalameda.es/wp-content/uploads/2023/04/sala-tratamiento@2x.jpg 2x'))]),
    E.section([E.col(33, E.imageBox({ title: 'Fisioterapia deportiva', desc: 'Esguinces, roturas fibrilares, tendinopatías. Readaptación al gesto deportivo.' })),
      E.col(33, E.imageBox({ title: 'Suelo pélvico', desc: 'Valoración y tratamiento en embarazo, postparto y menopausia.' })),
      E.col(33, E.imageBox({ title: 'Osteopatía', desc: 'Tratamiento manual de cefaleas, bruxismo y dolor cervical.' }))]),
    E.section(E.col(100, E.heading('Lo que dicen nuestros pacientes', 'h2'), E.testimonial({ text: 'Llegué con una lumbalgia que no me dejaba ni sentarme y en tres sesiones estaba trabajando otra vez. Trato de diez.', name: 'Manuel R.', job: 'Paciente' }), E.testimonial({ text: 'Javi me preparó para la Maratón de Sevilla después de la rotura. Muy profesionales.', name: 'Carmen Salas', job: 'Corredora popular' }))),
  ].join('\n'), { path: '/' });
  const trat = R('Tratamientos – Fisioterapia Alameda', E.section(E.col(100, E.heading('Tratamientos', 'h1'), E.text('<ul><li>Terapia manual y masoterapia</li><li>Punción seca</li><li>Electrólisis percutánea (EPI®)</li><li>Ejercicio terapéutico</li><li>Drenaje linfático</li><li>Pilates terapéutico en grupos reducidos (máx. 4 personas)</li></ul><p>Primera valoración: 45 €. Sesión de 50 minutos: 40 €. Bonos de 5 sesiones: 180 €.</p>'))), { path: '/tratamientos/' });
  const team = R('Equipo – Fisioterapia Alameda', [
    E.section(E.col(100, E.heading('Nuestro equipo', 'h1'), E.text('<p>Fisioterapeutas colegiados en el Ilustre Colegio Profesional de Fisioterapeutas de Andalucía.</p>'))),
    E.section([
      E.col(25, E.eaelTeam({ img: 'https://fisioalameda.es/wp-content/uploads/2023/04/rocio.jpg', name: rocio.name, pos: rocio.title, desc: 'Col. nº 4.512. Especialista en fisioterapia neurológica. <a href="mailto:rocio.benjumea@fisioalameda.es">rocio.benjumea@fisioalameda.es</a>', social: [['linkedin-in', 'https://www.linkedin.com/in/rociobenjumea']] })),
      E.col(25, E.eaelTeam({ img: 'https://fisioalameda.es/wp-content/uploads/2023/04/javier.jpg', name: javier.name, pos: javier.title, desc: 'Col. nº 6.087. Ex fisioterapeuta del C.D. Alcalá. <a href="mailto:j.delafuente@fisioalameda.es">j.delafuente@fisioalameda.es</a>' })),
      E.col(25, E.eaelTeam({ img: 'https://fisioalameda.es/wp-content/uploads/2023/04/lucia.jpg', name: lucia.name, pos: lucia.title, desc: 'Formada en la Escuela de Osteopatía de Madrid. Atiende martes y jueves.' })),
      E.col(25, E.eaelTeam({ img: 'https://fisioalameda.es/wp-content/uploads/2023/04/ines.jpg', name: ines.name, pos: ines.title, desc: 'Citas, facturación y mutuas. <a href="mailto:administracion@fisioalameda.es">administracion@fisioalameda.es</a>' })),
    ]),
  ].join('\n'), { path: '/equipo/' });
  const contact = R('Contacto – Fisioterapia Alameda', E.section([
    E.col(50, E.heading('Pide tu cita', 'h1'), E.form([['name', 'text', 'Nombre y apellidos'], ['email', 'email', 'tu@email.com'], ['phone', 'tel', 'Teléfono'], ['message', 'textarea', 'Cuéntanos qué te pasa']], 'Enviar')),
    E.col(50, E.text('<p>También puedes llamarnos al <strong>954 27 61 90</strong> o escribir a <a href="mailto:info@fisioalameda.es?subject=Cita">info@fisioalameda.es</a>.</p><p>Estamos en la calle Juan Ramón Jiménez, a dos minutos de la parada de metro Los Remedios.</p>')),
  ]), { path: '/contacto/' });
  const legal = R('Aviso legal – Fisioterapia Alameda', E.section(E.col(100, E.heading('Aviso legal', 'h1'), E.text(`<p>En cumplimiento de la Ley 34/2002, de Servicios de la Sociedad de la Información y Comercio Electrónico (LSSI-CE), se informa:</p>
<p><strong>Titular:</strong> Fisioterapia Alameda S.L.<br><strong>CIF:</strong> B90412673<br><strong>Domicilio:</strong> C/ Juan Ramón Jiménez, 14 – local 2, 41011 Sevilla<br><strong>Administradora única:</strong> Rocío Benjumea Ortiz<br><strong>Inscrita</strong> en el Registro Mercantil de Sevilla, Tomo 6.321, Folio 88, Hoja SE-110245<br><strong>Correo electrónico:</strong> info@fisioalameda.es</p>
<h2 id="privacidad">Protección de datos</h2><p>Responsable del tratamiento: Fisioterapia Alameda S.L. Puede ejercer sus derechos escribiendo a info@fisioalameda.es adjuntando copia de su DNI.</p>`))), { path: '/aviso-legal/' });
  return { ...site, patterns: ['builder-elementor', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-footer', 'legal-notice', 'testimonials', 'junk-placeholder', 'junk-agency', 'junk-asset', 'email-text'],
    pages: { '/': ['index.html', home], '/tratamientos/': ['tratamientos.html', trat], '/equipo/': ['equipo.html', team], '/contacto/': ['contacto.html', contact], '/aviso-legal/': ['aviso-legal.html', legal] },
    truth: T({ generic: ['info@fisioalameda.es'], role: ['administracion@fisioalameda.es'], person: { 'rocio.benjumea@fisioalameda.es': rocio.name, 'j.delafuente@fisioalameda.es': javier.name }, contacts: [rocio, javier, lucia, ines],
      junk: ['tu@email.com', 'hola@kromatica.es', 'logo@2x.png', 'sala-tratamiento@2x.jpg'] }) };
})());

// d002 — bakery in Rosario (AR) on Wix, gmail address, prose about the founders
sites.push((() => {
  const site = { id: 'd002-panaderia-la-espiga', domain: 'laespigadeoro.com.ar', lang: 'es', htmlLang: 'es-AR', name: 'La Espiga de Oro',
    nav: [['/', 'Inicio'], ['/nuestra-historia', 'Nuestra historia'], ['/pedidos', 'Pedidos']] };
  const footer = (X) => X.rich([['p', 'font_9', 'Bv. Oroño 1840 · Rosario, Santa Fe'], ['p', 'font_9', 'Lunes a sábado de 7 a 21 h · Domingos de 7 a 13 h'], ['p', 'font_9', '© 2024 por La Espiga de Oro. Creado con Wix.com']]);
  const { X, render } = wix(site, { footer });
  const ernesto = P('Ernesto Galli', null, 'owner');
  const marta = P('Marta Ríos', null, 'owner');
  const carolina = P('Carolina Galli', 'Maestra panadera y dueña', 'owner');
  const home = render('Panadería La Espiga de Oro | Rosario', X.strip([
    X.rich([['h1', 'font_0', X.span('La Espiga de Oro')], ['p', 'font_7', X.span('Panadería y confitería de barrio desde 1987')]]),
    X.img('vidriera.jpg', 'Vidriera con medialunas'),
    X.rich([['h2', 'font_2', X.span('Lo que horneamos')], ['p', 'font_8', 'Medialunas de manteca y de grasa · Pan francés y flautitas · Facturas · Pan dulce Milanés (en diciembre) · Tortas por encargo · Chipá y prepizzas'],
      ['p', 'font_8', 'La famosa <strong>torta Don Ernesto</strong> (dulce de leche, merengue y nuez) se hace solo los fines de semana.']]),
    X.rich([['h2', 'font_2', X.span('Dicen nuestros clientes')], ['p', 'font_8', '"Las mejores medialunas de Rosario, no exagero." — Graciela M., vecina de Fisherton'], ['p', 'font_8', '"Encargué la torta para el cumple de mi hija y fue un éxito." — Pablo Andrés Ocampo']]),
    X.button('https://laespigadeoro.com.ar/nuestra-historia', 'Conocenos'), X.button('https://laespigadeoro.com.ar/pedidos', 'Hacé tu pedido'),
  ]), { path: '/', desc: 'Panadería artesanal en Rosario' });
  const hist = render('Nuestra historia | La Espiga de Oro', X.strip([
    X.rich([['h1', 'font_0', X.span('Nuestra historia')]]),
    X.rich([['p', 'font_8', `La Espiga de Oro abrió sus puertas en 1987, cuando ${ernesto.name} y ${marta.name} alquilaron un pequeño local sobre Bv. Oroño con un horno a leña que todavía hoy usamos para el pan de campo.`],
      ['p', 'font_8', 'Ernesto venía de una familia de panaderos de Cañada de Gómez y Marta se ocupaba del mostrador y de las tortas. Durante treinta años no faltaron un solo día.'],
      ['p', 'font_8', 'Hoy el obrador lo lleva su hija, que se formó en el Instituto Argentino de Gastronomía y sumó la línea de masa madre.']]),
    X.img('carolina.jpg', 'Carolina en el obrador'),
    X.rich([['p', 'font_9', `<em>${carolina.name}</em>\n${carolina.title}`]]),
  ]), { path: '/nuestra-historia' });
  const ped = render('Pedidos | La Espiga de Oro', X.strip([
    X.rich([['h1', 'font_0', X.span('Pedidos y encargos')], ['p', 'font_8', 'Tomamos pedidos de tortas, mesas dulces y catering para eventos con 48 h de anticipación.'],
      ['p', 'font_8', 'WhatsApp: 341 15 522-9087'], ['p', 'font_8', 'Mail: laespigadeoro.rosario@gmail.com']]),
    X.form([['Nombre', 'text', 'Tu nombre'], ['Email', 'email', 'tuemail@ejemplo.com'], ['Pedido', 'text', 'Contanos qué necesitás']], 'Enviar'),
  ]), { path: '/pedidos' });
  return { ...site, patterns: ['builder-wix', 'about-prose', 'email-text', 'testimonials', 'name-lookalikes', 'junk-platform', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/nuestra-historia': ['nuestra-historia.html', hist], '/pedidos': ['pedidos.html', ped] },
    truth: T({ generic: ['laespigadeoro.rosario@gmail.com'], contacts: [ernesto, marta, carolina], junk: [X.dsn, 'tuemail@ejemplo.com'] }) };
})());

// d003 — law firm in Valencia, hand-written HTML 4 in ISO-8859-1, staff table with (arroba) addresses
sites.push((() => {
  const site = { id: 'd003-albarracin-soler-abogados', domain: 'albarracinsoler.es', lang: 'es' };
  const dom = site.domain;
  const o = (u) => `${u}(arroba)${dom}`;
  const head = (t) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta name="keywords" content="abogados valencia, despacho abogados, derecho civil, derecho mercantil, herencias, divorcios">
<meta name="description" content="Albarracín &amp; Soler Abogados. Despacho en Valencia desde 1979.">
<title>${t}</title>
<link rel="stylesheet" type="text/css" href="estilos.css">
<script language="JavaScript" type="text/javascript" src="menu.js"></script>
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<table width="780" border="0" cellspacing="0" cellpadding="0" align="center">
  <tr>
    <td colspan="2" height="90" background="img/cabecera.jpg"><img src="img/logo_as.gif" width="300" height="70" alt="Albarracín &amp; Soler Abogados" hspace="15"></td>
  </tr>
  <tr>
    <td width="170" valign="top" bgcolor="#E8E4D8">
      <table width="100%" border="0" cellpadding="6">
        <tr><td class="menu"><a href="index.html">Inicio</a></td></tr>
        <tr><td class="menu"><a href="despacho.html">El despacho</a></td></tr>
        <tr><td class="menu"><a href="areas.html">Áreas de práctica</a></td></tr>
        <tr><td class="menu"><a href="abogados.html">Abogados</a></td></tr>
        <tr><td class="menu"><a href="aviso_legal.html">Aviso legal</a></td></tr>
      </table>
      <p align="center"><font face="Verdana, Arial" size="1" color="#666666">C/ Isabel la Católica, 8 - 3º<br>46004 Valencia<br>Tel. 96 351 22 40<br>Fax 96 351 22 41</font></p>
    </td>
    <td width="610" valign="top" class="contenido">`;
  const foot = `    </td>
  </tr>
  <tr><td colspan="2" align="center" bgcolor="#4A3F2C"><font face="Verdana" size="1" color="#FFFFFF">Albarracín &amp; Soler Abogados - C/ Isabel la Católica, 8 - 46004 Valencia - despacho(arroba)albarracinsoler.es</font></td></tr>
</table>
</body>
</html>
`;
  const vicente = P('Vicente Albarracín Llorens', 'Socio fundador', 'owner');
  const amparo = P('Amparo Soler Ferrer', 'Socia directora', 'owner');
  const jorge = P('Jorge Miralles Bosch', 'Abogado asociado', 'other');
  const nuria = P('Núria Castelló i Puig', 'Abogada', 'other');
  const maite = P('Maite Roig', 'Secretaría', 'other');
  const index = head('Albarracín & Soler Abogados - Valencia') + `
      <h1><font face="Georgia" color="#4A3F2C">Bienvenidos</font></h1>
      <p><font face="Verdana, Arial" size="2">Albarracín &amp; Soler es un despacho multidisciplinar fundado en 1979 en Valencia. Asesoramos a particulares y empresas en derecho civil, mercantil, de familia y sucesiones.</font></p>
      <p><font face="Verdana, Arial" size="2">Primera consulta sin compromiso. Atendemos en castellano, valenciano e inglés.</font></p>
      <table border="0" cellpadding="4"><tr>
        <td><img src="img/balanza.gif" width="60" height="60"></td>
        <td><font face="Verdana" size="2"><b>Horario:</b> de lunes a jueves de 9 a 14 y de 16.30 a 19.30 h, viernes de 9 a 14 h.</font></td>
      </tr></table>
      <p><font face="Verdana" size="2">Para concertar una cita escriba a <b>despacho(arroba)albarracinsoler.es</b> o llame al 96 351 22 40.</font></p>
` + foot;
  const desp = head('El despacho - Albarracín & Soler') + `
      <h1><font face="Georgia" color="#4A3F2C">El despacho</font></h1>
      <p><font face="Verdana" size="2">D. Vicente Albarracín abrió el despacho en 1979 en la calle Colón. En 1994 se incorporó como socia Dña. Amparo Soler, que dirige hoy el área de familia y sucesiones, y en 2003 nos trasladamos a la sede actual de la calle Isabel la Católica.</font></p>
      <p><font face="Verdana" size="2">Somos miembros del Ilustre Colegio de Abogados de Valencia (ICAV) y colaboramos con la Notaría Puchades y con el bufete Gómez-Acebo en asuntos internacionales.</font></p>
` + foot;
  const areas = head('Áreas de práctica - Albarracín & Soler') + `
      <h1><font face="Georgia" color="#4A3F2C">Áreas de práctica</font></h1>
      <ul>
      <li><font face="Verdana" size="2">Herencias, testamentos y particiones</font>
      <li><font face="Verdana" size="2">Separaciones y divorcios, medidas paternofiliales</font>
      <li><font face="Verdana" size="2">Contratos mercantiles y sociedades</font>
      <li><font face="Verdana" size="2">Arrendamientos urbanos y propiedad horizontal</font>
      <li><font face="Verdana" size="2">Reclamaciones de cantidad y cláusulas abusivas</font>
      </ul>
` + foot;
  const row = (p, mail, bg) => `        <tr bgcolor="${bg}">
          <td><font face="Verdana" size="2"><b>${p.name}</b></font></td>
          <td><font face="Verdana" size="2">${p.title}</font></td>
          <td><font face="Verdana" size="1">${mail ? o(mail) : '&nbsp;'}</font></td>
        </tr>`;
  const abog = head('Abogados - Albarracín & Soler') + `
      <h1><font face="Georgia" color="#4A3F2C">Nuestros abogados</font></h1>
      <table width="100%" border="1" cellspacing="0" cellpadding="5" bordercolor="#CCCCCC">
        <tr bgcolor="#4A3F2C">
          <td><font face="Verdana" size="2" color="#FFFFFF"><b>Nombre</b></font></td>
          <td><font face="Verdana" size="2" color="#FFFFFF"><b>Cargo</b></font></td>
          <td><font face="Verdana" size="2" color="#FFFFFF"><b>Correo electrónico</b></font></td>
        </tr>
${row(vicente, 'valbarracin', '#FFFFFF')}
${row(amparo, 'asoler', '#F4F1EA')}
${row(jorge, 'jmiralles', '#FFFFFF')}
${row(nuria, 'ncastello', '#F4F1EA')}
${row(maite, null, '#FFFFFF')}
      </table>
      <p><font face="Verdana" size="1">Por motivos de seguridad las direcciones aparecen con "(arroba)" en lugar de @.</font></p>
` + foot;
  const aviso = head('Aviso legal - Albarracín & Soler') + `
      <h1><font face="Georgia" color="#4A3F2C">Aviso legal</font></h1>
      <p><font face="Verdana" size="1">Titular del sitio web: ALBARRACÍN &amp; SOLER ABOGADOS, S.L.P., con CIF B-46.882.105 y domicilio en C/ Isabel la Católica, 8 - 3º, 46004 Valencia. Inscrita en el Registro Mercantil de Valencia, tomo 5.120, libro 2.431, folio 12, hoja V-39.812.<br>
      Administradores solidarios: D. Vicente Albarracín Llorens y Dña. Amparo Soler Ferrer.<br>
      Correo electrónico: despacho(arroba)albarracinsoler.es</font></p>
      <p><font face="Verdana" size="1">Los contenidos de esta web tienen carácter meramente informativo y no constituyen asesoramiento jurídico.</font></p>
` + foot;
  return { ...site, patterns: ['hand-written', 'team-table', 'email-obfuscated', 'email-in-person-card', 'email-footer', 'legal-notice', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/despacho.html': ['despacho.html', desp], '/areas.html': ['areas.html', areas], '/abogados.html': ['abogados.html', abog], '/aviso_legal.html': ['aviso_legal.html', aviso] },
    truth: T({ generic: [`despacho@${dom}`], person: { [`valbarracin@${dom}`]: vicente.name, [`asoler@${dom}`]: amparo.name, [`jmiralles@${dom}`]: jorge.name, [`ncastello@${dom}`]: nuria.name }, contacts: [vicente, amparo, jorge, nuria, maite], junk: [] }) };
})());

// d004 — body shop in Guadalajara (MX), Bootstrap 4 template, no people, fleets served listed
sites.push((() => {
  const site = { id: 'd004-taller-hermanos-vazquez', domain: 'hnosvazquez.com.mx', lang: 'es', htmlLang: 'es-MX', name: 'Hojalatería y Pintura Hnos. Vázquez',
    nav: [['/', 'Inicio'], ['/servicios.html', 'Servicios'], ['/contacto.html', 'Contacto']] };
  const footer = `    <footer class="bg-dark text-white-50 py-4">
      <div class="container">
        <div class="row">
          <div class="col-md-6"><p class="mb-1">Av. Lázaro Cárdenas 3120, Col. Chapalita, Guadalajara, Jal.</p><p class="mb-0">Tel. 33 3122 4578 · WhatsApp 33 1890 2231</p></div>
          <div class="col-md-6 text-md-right"><p class="mb-0">&copy; 2023 Hojalatería y Pintura Hnos. Vázquez</p></div>
        </div>
      </div>
    </footer>`;
  const { render } = bootstrap(site, { v: 4, dark: true, footer, head: `    <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.css">\n`, scripts: `    <script src="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.js"></script>\n    <script>new Swiper('.swiper', { loop: true, autoplay: { delay: 5000 } });</script>` });
  const home = render('Hojalatería y Pintura Hnos. Vázquez | Guadalajara', `
    <header class="masthead text-white text-center" style="background:url(img/taller.jpg) center/cover">
      <div class="container py-5">
        <h1 class="display-4">Hojalatería y pintura automotriz</h1>
        <p class="lead">Más de 25 años dejando tu auto como nuevo. Trabajamos con todas las aseguradoras.</p>
        <a class="btn btn-warning btn-lg" href="/contacto.html">Cotiza sin costo</a>
      </div>
    </header>
    <section class="py-5">
      <div class="container">
        <div class="row">
          <div class="col-md-4"><img class="img-fluid mb-3" src="img/pintura.jpg" srcset="img/pintura.jpg 1x, img/pintura@2x.jpg 2x" alt="Cabina de pintura"><h3>Cabina de pintura</h3><p>Pintura al horno con igualación computarizada de color.</p></div>
          <div class="col-md-4"><img class="img-fluid mb-3" src="img/enderezado.jpg" srcset="img/enderezado.jpg 1x, img/enderezado@2x.jpg 2x" alt="Enderezado"><h3>Enderezado</h3><p>Banco de enderezado y medición para daños estructurales.</p></div>
          <div class="col-md-4"><img class="img-fluid mb-3" src="img/pulido.jpg" alt="Pulido"><h3>Pulido y detallado</h3><p>Pulido, encerado y eliminación de rayones.</p></div>
        </div>
      </div>
    </section>
    <section class="bg-light py-5">
      <div class="container">
        <h2 class="text-center mb-4">Flotillas que nos confían su mantenimiento</h2>
        <ul class="list-inline text-center clients">
          <li class="list-inline-item"><img src="img/clientes/transportes-ochoa.png" alt="Transportes Ochoa"></li>
          <li class="list-inline-item"><img src="img/clientes/mudanzas-del-valle.png" alt="Mudanzas Del Valle"></li>
          <li class="list-inline-item"><img src="img/clientes/farmacias-guadalajara.png" alt="Farmacias Guadalajara"></li>
          <li class="list-inline-item"><img src="img/clientes/grupo-ramirez-lozano.png" alt="Grupo Ramírez Lozano"></li>
          <li class="list-inline-item"><img src="img/clientes/taxis-ejecutivos-martinez.png" alt="Taxis Ejecutivos Martínez"></li>
        </ul>
      </div>
    </section>
    <section class="py-5">
      <div class="container">
        <h2 class="text-center mb-4">Opiniones</h2>
        <div class="swiper"><div class="swiper-wrapper">
          <div class="swiper-slide"><blockquote class="blockquote text-center"><p class="mb-0">Me entregaron la camioneta antes de lo prometido y el color quedó idéntico.</p><footer class="blockquote-footer">Rodrigo Treviño, <cite title="Google">reseña en Google</cite></footer></blockquote></div>
          <div class="swiper-slide"><blockquote class="blockquote text-center"><p class="mb-0">Muy honestos con el presupuesto, no me cobraron lo que no hacía falta.</p><footer class="blockquote-footer">Ana Lucía Gómez</footer></blockquote></div>
        </div></div>
      </div>
    </section>`, { path: '/' });
  const serv = render('Servicios | Hnos. Vázquez', `
    <div class="container py-5">
      <h1>Servicios</h1>
      <table class="table">
        <thead><tr><th>Servicio</th><th>Desde</th></tr></thead>
        <tbody>
          <tr><td>Pintura de pieza (defensa, puerta, cofre)</td><td>$2,800 MXN</td></tr>
          <tr><td>Pintura general</td><td>$18,500 MXN</td></tr>
          <tr><td>Reparación de golpe menor</td><td>$1,200 MXN</td></tr>
          <tr><td>Pulido y encerado</td><td>$950 MXN</td></tr>
        </tbody>
      </table>
      <p>Atendemos siniestros de GNP, Qualitas, AXA, HDI y Chubb.</p>
    </div>`, { path: '/servicios.html' });
  const contact = render('Contacto | Hnos. Vázquez', `
    <div class="container py-5">
      <div class="row">
        <div class="col-lg-6">
          <h1>Contacto</h1>
          <p>Horario: lunes a viernes de 8:30 a 18:30, sábado de 9:00 a 14:00.</p>
          <p>Correo: contacto@hnosvazquez.com.mx</p>
          <p>Para cotizaciones de flotillas: flotillas@hnosvazquez.com.mx</p>
        </div>
        <div class="col-lg-6">
          <form action="enviar.php" method="post">
            <div class="form-group"><label for="nombre">Nombre</label><input type="text" class="form-control" id="nombre" name="nombre" placeholder="Juan Pérez"></div>
            <div class="form-group"><label for="correo">Correo</label><input type="email" class="form-control" id="correo" name="correo" placeholder="correo@ejemplo.com"></div>
            <div class="form-group"><label for="msg">Mensaje</label><textarea class="form-control" id="msg" name="msg" rows="4"></textarea></div>
            <button type="submit" class="btn btn-warning">Enviar</button>
          </form>
        </div>
      </div>
    </div>`, { path: '/contacto.html' });
  return { ...site, patterns: ['builder-bootstrap', 'email-text', 'client-list', 'testimonials', 'name-lookalikes', 'junk-version', 'junk-asset', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/servicios.html': ['servicios.html', serv], '/contacto.html': ['contacto.html', contact] },
    truth: T({ generic: ['contacto@hnosvazquez.com.mx'], role: ['flotillas@hnosvazquez.com.mx'], contacts: [], junk: ['swiper@8.4.7', 'pintura@2x.jpg', 'enderezado@2x.jpg', 'correo@ejemplo.com'] }) };
})());

// d005 — funeral home in Zamora, WordPress (Astra) with obituaries
sites.push((() => {
  const site = { id: 'd005-funeraria-san-lazaro', domain: 'funerariasanlazaro.es', lang: 'es', htmlLang: 'es-ES', name: 'Funeraria San Lázaro',
    nav: [['/', 'Inicio'], ['/esquelas/', 'Esquelas'], ['/servicios/', 'Servicios'], ['/aviso-legal/', 'Aviso legal']] };
  const teodoro = P('Teodoro Alonso Prieto', 'Administrador único', 'owner');
  const { W, render } = wp(site, { theme: 'astra', skip: 'Saltar al contenido', tagline: 'Tanatorio Virgen de la Concha · Zamora',
    topbar: '<div class="ast-header-html-1"><p>Atención permanente 24 horas: <a href="tel:+34980512233">980 51 22 33</a></p></div>',
    footerWidgets: ['<p><strong>Funeraria San Lázaro</strong><br>Avda. de Requejo, 41<br>49012 Zamora</p>', `<p>Teléfono 24 h: 980 51 22 33<br>Correo: ${mailto('info@funerariasanlazaro.es')}</p>`, '<p><a href="/aviso-legal/">Aviso legal</a> · <a href="/aviso-legal/#cookies">Cookies</a></p>'] });
  const esq = (name, age, date, details) => `<article class="esquela">${W.h(name, 3)}${W.p(`Falleció el ${date} a los ${age} años, habiendo recibido los Santos Sacramentos.`)}${W.p(details)}</article>`;
  const home = render('Funeraria San Lázaro – Tanatorio en Zamora', [
    W.group(W.h('Les acompañamos en los momentos difíciles', 2) + W.p('Desde 1962 la familia Alonso presta servicios funerarios en Zamora y su provincia. Disponemos de tanatorio propio con seis salas de velatorio, capilla y aparcamiento.') + W.buttons([['/esquelas/', 'Ver esquelas'], ['/servicios/', 'Nuestros servicios']])),
    W.columns([W.h('Últimas esquelas', 3) + W.list(['<a href="/esquelas/">D. Argimiro Fernández Calvo</a> – sala 2', '<a href="/esquelas/">Dña. Purificación Gallego Martín</a> – sala 4']),
      W.h('Tanatorio Virgen de la Concha', 3) + W.p('Avda. de Requejo, 41. Abierto de 8:00 a 23:00 h.')]),
  ].join('\n'), { path: '/', noTitle: true });
  const esquelas = render('Esquelas – Funeraria San Lázaro', [
    W.p('Relación de defunciones publicadas con el consentimiento de las familias.'),
    esq('D. Argimiro Fernández Calvo', 87, '14 de marzo de 2024', 'Su esposa, Dña. Consuelo Ramos; hijos, Manuel y Pilar; hijos políticos, nietos y demás familia ruegan una oración por su alma. Velatorio: sala 2 del Tanatorio Virgen de la Concha. Funeral: sábado a las 12:00 h en la Iglesia de San Ildefonso.'),
    esq('Dña. Purificación Gallego Martín', 92, '13 de marzo de 2024', 'Viuda de D. Ángel Hernández. Sus sobrinos, Luis y Begoña, y demás familia. Funeral: viernes a las 17:00 h en la Iglesia de San Juan de Puerta Nueva.'),
    esq('D. Eusebio Calvo Pedrero', 79, '11 de marzo de 2024', 'Su esposa, Dña. Rosario Domínguez; hijos, Javier, Ana y Tomás. La conducción del cadáver tendrá lugar al cementerio de San Atilano.'),
    W.sep(), W.p('Para publicar una esquela contacte con nosotros en el 980 51 22 33 o en esquelas@funerariasanlazaro.es.'),
  ].join('\n'), { path: '/esquelas/' });
  const serv = render('Servicios – Funeraria San Lázaro', [
    W.list(['Traslados nacionales e internacionales', 'Incineración en horno crematorio propio', 'Gestión de trámites: certificado de defunción, pensiones de viudedad', 'Arreglos florales y recordatorios', 'Tramitación con compañías aseguradoras (Santalucía, Ocaso, Mapfre)']),
    W.p('Trabajamos con todas las compañías de decesos.'),
  ].join('\n'), { path: '/servicios/' });
  const legal = render('Aviso legal – Funeraria San Lázaro', [
    W.h('Datos identificativos', 2),
    W.p('En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, se informa de que el titular de este sitio web es <strong>Servicios Funerarios San Lázaro, S.L.</strong>, con CIF B49012377 y domicilio social en Avda. de Requejo, 41, 49012 Zamora.'),
    W.p(`Administrador único: D. ${teodoro.name}.`),
    W.p('Correo electrónico de contacto: info@funerariasanlazaro.es'),
    W.h('Política de cookies', 2, 'cookies'), W.p('Este sitio utiliza únicamente cookies técnicas.'),
  ].join('\n'), { path: '/aviso-legal/' });
  return { ...site, patterns: ['builder-wordpress', 'obituary', 'legal-notice', 'email-mailto', 'email-footer', 'email-text', 'name-lookalikes'],
    pages: { '/': ['index.html', home], '/esquelas/': ['esquelas.html', esquelas], '/servicios/': ['servicios.html', serv], '/aviso-legal/': ['aviso-legal.html', legal] },
    truth: T({ generic: ['info@funerariasanlazaro.es'], role: ['esquelas@funerariasanlazaro.es'], contacts: [teodoro], junk: [] }) };
})());

// d006 — merchants' association in Manizales (CO), Divi, board as team modules, member directory
sites.push((() => {
  const site = { id: 'd006-comerciantes-manizales', domain: 'comerciantesmanizales.org.co', lang: 'es', htmlLang: 'es-CO', name: 'Asociación de Comerciantes del Centro de Manizales',
    nav: [['/', 'Inicio'], ['/junta-directiva/', 'Junta directiva'], ['/directorio/', 'Directorio de afiliados'], ['/afiliese/', 'Afíliese']] };
  const hernan = P('Hernán Darío Ospina', 'Presidente', 'owner');
  const luz = P('Luz Marina Cardona', 'Vicepresidenta', 'other');
  const paula = P('Paula Andrea Giraldo Henao', 'Directora ejecutiva', 'owner');
  const camilo = P('Camilo Restrepo Arango', 'Coordinador de comunicaciones', 'marketing');
  const { D, render } = divi(site, { selectPage: 'Seleccionar página', footerInfo: 'Carrera 22 # 24-15, oficina 301 · Manizales, Caldas · (606) 884 2190 · <a href="mailto:info@comerciantesmanizales.org.co">info@comerciantesmanizales.org.co</a>' });
  const home = render('Asociación de Comerciantes del Centro de Manizales', [
    D.section(D.row(D.col('4_4', D.text('<h1>Unidos por el centro de Manizales</h1><p>Más de 180 establecimientos afiliados trabajando por un centro seguro, limpio y con vida comercial.</p>'), D.button('/afiliese/', 'Afíliese')))),
    D.section(D.row([D.col('1_3', D.blurb({ title: 'Seguridad', body: '<p>Frente de seguridad empresarial con la Policía Metropolitana.</p>' })), D.col('1_3', D.blurb({ title: 'Eventos', body: '<p>Noche de Ofertas, Feria de Manizales y Navidad en el Centro.</p>' })), D.col('1_3', D.blurb({ title: 'Capacitación', body: '<p>Talleres de vitrinismo, ventas digitales y servicio al cliente.</p>' }))])),
  ].join('\n'), { path: '/' });
  const junta = render('Junta directiva – Asociación de Comerciantes', [
    D.section(D.row(D.col('4_4', D.text('<h1>Junta directiva 2023 – 2025</h1>')))),
    D.section(D.row([
      D.col('1_4', D.team({ img: '/wp-content/uploads/2023/02/hernan.jpg', name: hernan.name, pos: hernan.title, bio: '<p>Gerente de Almacenes La Cigarra.</p>' })),
      D.col('1_4', D.team({ img: '/wp-content/uploads/2023/02/luzmarina.jpg', name: luz.name, pos: luz.title, bio: '<p>Propietaria de Droguería Santa Inés.</p>' })),
      D.col('1_4', D.team({ img: '/wp-content/uploads/2023/02/paula.jpg', name: paula.name, pos: paula.title, bio: '<p><a href="mailto:pgiraldo@comerciantesmanizales.org.co">pgiraldo@comerciantesmanizales.org.co</a></p>', social: [['linkedin', 'https://www.linkedin.com/in/paulagiraldoh']] })),
      D.col('1_4', D.team({ img: '/wp-content/uploads/2023/02/camilo.jpg', name: camilo.name, pos: camilo.title, bio: '<p>Prensa y redes: <a href="mailto:comunicaciones@comerciantesmanizales.org.co">comunicaciones@comerciantesmanizales.org.co</a></p>' })),
    ])),
  ].join('\n'), { path: '/junta-directiva/' });
  const members = [
    ['Almacenes La Cigarra', 'Calzado', 'Hernán Darío Ospina', 'ventas@lacigarra.com.co'], ['Droguería Santa Inés', 'Droguería', 'Luz Marina Cardona', 'drogueriasantaines@hotmail.com'],
    ['Café Bolívar', 'Cafetería', 'Jairo Alzate', 'cafebolivar.mzl@gmail.com'], ['Óptica Visión Caldas', 'Óptica', 'Sandra Milena Ríos', 'opticavisioncaldas@gmail.com'],
    ['Papelería El Cable', 'Papelería', 'Óscar Iván Marín', 'papeleriaelcable@yahoo.com'], ['Joyería Fernández', 'Joyería', 'Beatriz Fernández', 'joyeriafernandez@une.net.co'],
    ['Ferretería Chipre', 'Ferretería', 'Gustavo Adolfo Salazar', 'ferrechipre@gmail.com'], ['Panadería La 23', 'Panadería', 'Martha Lucía Valencia', 'panaderiala23@gmail.com'],
    ['Confecciones Mary', 'Ropa', 'María del Pilar Quintero', 'confeccionesmary@hotmail.com'], ['Librería Palabras', 'Librería', 'Andrés Felipe Zuluaga', 'contacto@libreriapalabras.co'],
    ['Hotel Escorial', 'Hotelería', 'Jorge Enrique Botero', 'reservas@hotelescorial.com.co'], ['Relojería Suiza', 'Relojería', 'Fabio Nelson Castaño', 'relojeriasuiza.mzl@gmail.com'],
    ['Almacén Todo Hogar', 'Hogar', 'Diana Carolina López', 'todohogar@gmail.com'], ['Restaurante Don Juanchito', 'Restaurante', 'Juan Carlos Gómez', 'donjuanchito@hotmail.com'],
    ['Tienda Naturista Vida Sana', 'Naturista', 'Gloria Inés Cardona', 'vidasana.manizales@gmail.com'], ['Fotoestudio Lumière', 'Fotografía', 'Ricardo Arias', 'fotolumiere@gmail.com'],
  ];
  const dir = render('Directorio de afiliados – Asociación de Comerciantes', [
    D.section(D.row(D.col('4_4', D.text('<h1>Directorio de afiliados</h1><p>Establecimientos afiliados al día con su cuota (actualizado a febrero de 2024).</p>')))),
    D.section(D.row(D.col('4_4', D.text(`<table class="directorio"><thead><tr><th>Establecimiento</th><th>Actividad</th><th>Representante</th><th>Correo</th></tr></thead><tbody>
${members.map(([n, a, r, e]) => `<tr><td>${n}</td><td>${a}</td><td>${r}</td><td><a href="mailto:${e}">${e}</a></td></tr>`).join('\n')}
</tbody></table>`)))),
  ].join('\n'), { path: '/directorio/' });
  const afil = render('Afíliese – Asociación de Comerciantes', D.section(D.row([D.col('1_2', D.text('<h1>Afíliese</h1><p>Cuota de afiliación: $85.000 mensuales. Incluye publicidad en el directorio, capacitaciones y participación en eventos.</p><p>Informes: (606) 884 2190 o afiliaciones@comerciantesmanizales.org.co</p>')), D.col('1_2', D.form([['nombre', 'input', 'Nombre del establecimiento'], ['email', 'email', 'correo@suempresa.com'], ['mensaje', 'text_area', 'Mensaje']], 'Enviar solicitud'))])), { path: '/afiliese/' });
  return { ...site, patterns: ['builder-divi', 'team-grid', 'directory', 'email-mailto', 'email-in-person-card', 'email-footer', 'email-text', 'name-lookalikes', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/junta-directiva/': ['junta-directiva.html', junta], '/directorio/': ['directorio.html', dir], '/afiliese/': ['afiliese.html', afil] },
    truth: T({ generic: ['info@comerciantesmanizales.org.co'], role: ['comunicaciones@comerciantesmanizales.org.co', 'afiliaciones@comerciantesmanizales.org.co'], person: { 'pgiraldo@comerciantesmanizales.org.co': paula.name },
      contacts: [hernan, luz, paula, camilo], junk: [...members.map((m) => m[3]), 'correo@suempresa.com'] }) };
})());

// d007 — architecture studio in Valparaíso (CL), Webflow CMS collection
sites.push((() => {
  const site = { id: 'd007-estudio-cerro-alegre', domain: 'cerroalegre-arq.cl', lang: 'es', htmlLang: 'es-CL', name: 'Cerro Alegre Arquitectos',
    nav: [['/', 'Inicio'], ['/proyectos', 'Proyectos'], ['/estudio', 'Estudio'], ['/contacto', 'Contacto']] };
  const tomas = P('Tomás Echeverría Vial', 'Arquitecto, socio fundador', 'owner');
  const jose = P('Josefina Larraín Cox', 'Arquitecta, socia fundadora', 'owner');
  const bruno = P('Bruno Saavedra', 'Jefe de proyectos', 'operations');
  const fran = P('Francisca Undurraga', 'Arquitecta', 'other');
  const { F, render } = webflow(site, { done: '¡Gracias! Recibimos tu mensaje.', fail: 'Ups, algo salió mal. Intenta de nuevo.', wait: 'Enviando...',
    footer: '<div class="footer-wrap w-container"><div class="footer-col"><div class="footer-text">Almirante Montt 452, Cerro Alegre, Valparaíso</div><a href="mailto:hola@cerroalegre-arq.cl" class="footer-link">hola@cerroalegre-arq.cl</a></div><div class="footer-text small">© 2024 Cerro Alegre Arquitectos</div></div>' });
  const home = render('Cerro Alegre Arquitectos', `<div class="hero-section"><div class="hero-container w-container"><h1 class="hero-heading">Arquitectura para laderas, patrimonio y vivienda</h1><p class="hero-paragraph">Oficina de arquitectura en Valparaíso dedicada a la rehabilitación de inmuebles patrimoniales y a vivienda unifamiliar en pendiente.</p><a href="/proyectos" class="button w-button">Ver proyectos</a></div></div><div class="section"><div class="w-container"><div class="w-layout-grid grid-3"><div><h3>Rehabilitación</h3><p>Casonas del siglo XIX en los cerros Alegre y Concepción.</p></div><div><h3>Vivienda</h3><p>Casas en ladera con estructura de madera y acero.</p></div><div><h3>Interiorismo</h3><p>Hostales, cafés y espacios de trabajo.</p></div></div></div></div>`, { path: '/' });
  const projects = [['Casa Errázuriz', 'Viña del Mar, 2022', 'casa-errazuriz.jpg'], ['Hostal Templeman', 'Cerro Concepción, 2021', 'templeman.jpg'], ['Edificio Prat 870', 'Valparaíso, 2019', 'prat.jpg'], ['Café Subida Almirante Montt', 'Cerro Alegre, 2018', 'cafe.jpg']];
  const proy = render('Proyectos — Cerro Alegre Arquitectos', `<div class="section"><div class="w-container"><h1>Proyectos</h1>${F.dynList(projects, ([n, w, img]) => `<a href="#" class="project-link w-inline-block"><img src="${F.asset(img)}" loading="lazy" alt="" class="project-image"/><h3 class="project-title">${n}</h3><div class="project-meta">${w}</div></a>`, 'project')}</div></div>`, { path: '/proyectos' });
  const team = [[tomas, 'tomas@cerroalegre-arq.cl', 'tomas.jpg'], [jose, 'josefina@cerroalegre-arq.cl', 'josefina.jpg'], [bruno, 'bruno@cerroalegre-arq.cl', 'bruno.jpg'], [fran, null, 'francisca.jpg']];
  const estudio = render('Estudio — Cerro Alegre Arquitectos', `<div class="section"><div class="w-container"><h1>Estudio</h1><div class="rich-text w-richtext"><p>Fundamos la oficina en 2009, después de trabajar juntos en la reconstrucción tras el incendio de Valparaíso. Tomás Echeverría y Josefina Larraín se conocieron en la Escuela de Arquitectura de la PUCV y desde entonces han desarrollado más de sesenta proyectos en la región.</p><p>Colaboramos con la oficina de ingeniería de Rodrigo Mujica y con el paisajista Matías Prieto.</p></div><h2 class="section-heading">Equipo</h2>${F.dynList(team, ([p, mail, img]) => `<img src="${F.asset(img)}" loading="lazy" alt="" class="team-photo"/><div class="team-name">${p.name}</div><div class="team-role">${p.title}</div>${mail ? `<a href="mailto:${mail}" class="team-email">${mail}</a>` : '<a href="#" class="team-email w-dyn-bind-empty"></a>'}`)}</div></div>`, { path: '/estudio' });
  const contacto = render('Contacto — Cerro Alegre Arquitectos', `<div class="section"><div class="w-container"><h1>Contacto</h1><p>Escríbenos a <a href="mailto:hola@cerroalegre-arq.cl?subject=Consulta%20proyecto">hola@cerroalegre-arq.cl</a> o visítanos con cita previa.</p>${F.form('Contacto', [['Nombre', 'text', 'Tu nombre'], ['Email', 'email', 'nombre@ejemplo.com'], ['Mensaje', 'textarea', 'Cuéntanos de tu proyecto']], 'Enviar')}</div></div>`, { path: '/contacto' });
  return { ...site, patterns: ['builder-webflow', 'team-grid', 'about-prose', 'email-mailto', 'email-in-person-card', 'email-footer', 'name-lookalikes', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/proyectos': ['proyectos.html', proy], '/estudio': ['estudio.html', estudio], '/contacto': ['contacto.html', contacto] },
    truth: T({ generic: ['hola@cerroalegre-arq.cl'], person: { 'tomas@cerroalegre-arq.cl': tomas.name, 'josefina@cerroalegre-arq.cl': jose.name, 'bruno@cerroalegre-arq.cl': bruno.name }, contacts: [tomas, jose, bruno, fran], junk: ['nombre@ejemplo.com'] }) };
})());

// d008 — rural guesthouse in Asturias, Squarespace, nobody named
sites.push((() => {
  const site = { id: 'd008-casona-de-pria', domain: 'casonadepria.es', lang: 'es', htmlLang: 'es-ES', name: 'La Casona de Pría',
    nav: [['/', 'Inicio'], ['/habitaciones', 'Habitaciones'], ['/reservas', 'Reservas']] };
  const { S, render } = sqs(site, { footer: '<section class="page-section"><div class="content"><div class="sqs-html-content"><p>La Casona de Pría · Pría, 33593 Llanes, Asturias · Registro de turismo AR-1287-AS</p><p>Tel. 985 40 12 77</p></div></div></section>' });
  const home = render('La Casona de Pría — Casa de aldea en Llanes', [
    S.section([S.image('casona-fachada.jpg', 'Fachada de la casona'), S.html('<h1 style="white-space:pre-wrap;">Casa de aldea entre el mar y los Picos de Europa</h1><p class="" style="white-space:pre-wrap;">Seis habitaciones en una casona indiana de 1890 rehabilitada, a diez minutos andando de los bufones de Pría y de la playa de Guadamía.</p>'), S.button('/reservas', 'Reservar')]),
    S.section([S.quote('Nos sentimos como en casa. El desayuno con productos de la zona, espectacular.', 'Familia Ortega, Madrid'), S.quote('Un sitio precioso y muy tranquilo, volveremos en otoño.', 'Laura y Dani'), S.quote('La habitación de la torre tiene las mejores vistas de la costa.', 'Jean-Marc P., Lyon')]),
  ].join('\n'), { path: '/' });
  const hab = render('Habitaciones — La Casona de Pría', S.section([S.html('<h1>Habitaciones</h1><ul><li><p><strong>La Torre</strong> — doble con vistas al mar, 95 €/noche</p></li><li><p><strong>El Hórreo</strong> — doble con terraza, 85 €/noche</p></li><li><p><strong>Sueve</strong> — familiar para cuatro, 120 €/noche</p></li></ul><p>Desayuno incluido. Mínimo dos noches en julio y agosto.</p>')]), { path: '/habitaciones' });
  const res = render('Reservas — La Casona de Pría', S.section([S.html('<h2>Reservas</h2><p class="" style="white-space:pre-wrap;">Puedes reservar llamando al 985 40 12 77, por WhatsApp al 689 12 44 05 o escribiendo a reservas [arroba] casonadepria [punto] es</p><p class="" style="white-space:pre-wrap;">Entrada a partir de las 15:00, salida hasta las 12:00.</p>'), S.form([['Nombre', 'name', ''], ['Correo electrónico', 'email', 'tucorreo@ejemplo.com'], ['Fechas y mensaje', 'textarea', '']], 'Enviar')]), { path: '/reservas' });
  return { ...site, patterns: ['builder-squarespace', 'email-obfuscated', 'testimonials', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/habitaciones': ['habitaciones.html', hab], '/reservas': ['reservas.html', res] },
    truth: T({ role: ['reservas@casonadepria.es'], contacts: [], junk: ['tucorreo@ejemplo.com'] }) };
})());

// d009 — HR consultancy in Bilbao, hand-coded modern site, emails only in JSON-LD, webinar speakers
sites.push((() => {
  const site = { id: 'd009-talento-norte', domain: 'talentonorte.es', lang: 'es' };
  const marta = P('Marta Villalobos Anguita', 'Socia fundadora y CEO', 'owner');
  const alvaro = P('Álvaro Quiroga Etxeberria', 'Director de operaciones', 'operations');
  const sheila = P('Sheila Montero', 'Responsable de marketing y comunicación', 'marketing');
  const ld = jsonld({ '@context': 'https://schema.org', '@type': 'ProfessionalService', name: 'Talento Norte Consultores', url: 'https://talentonorte.es', email: 'contacto@talentonorte.es', telephone: '+34 944 23 81 60',
    address: { '@type': 'PostalAddress', streetAddress: 'Alameda de Urquijo, 28, 4º', postalCode: '48010', addressLocality: 'Bilbao', addressCountry: 'ES' },
    founder: { '@type': 'Person', name: marta.name, jobTitle: marta.title, email: 'mailto:marta.villalobos@talentonorte.es' },
    employee: [{ '@type': 'Person', name: alvaro.name, jobTitle: alvaro.title, email: 'aquiroga@talentonorte.es' }, { '@type': 'Person', name: sheila.name, jobTitle: sheila.title }] });
  const nav = `<header class="top"><a class="brand" href="/"><img src="/img/talento-norte.svg" alt="Talento Norte" width="160"></a><nav><a href="/">Inicio</a><a href="/servicios">Servicios</a><a href="/nosotras">Nosotras</a><a href="/webinar">Webinar</a></nav></header>`;
  const page = (t, body) => `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t}</title>
<link rel="stylesheet" href="/css/main.css?v=12">
<link rel="preconnect" href="https://fonts.gstatic.com">
<link href="https://fonts.googleapis.com/css2?family=Inter:wght@400;600&display=swap" rel="stylesheet">
${ld}
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QX2L0P4RZ"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-7QX2L0P4RZ');</script>
</head>
<body>
${nav}
<main>
${body}
</main>
<footer class="site-footer"><p>Talento Norte Consultores S.L. · Alameda de Urquijo, 28 · 48010 Bilbao · 944 23 81 60</p><p><a href="/aviso-legal">Aviso legal</a></p></footer>
</body>
</html>
`;
  const home = page('Talento Norte · Consultoría de selección y desarrollo de personas', `<section class="hero"><h1>Encontramos a las personas que harán crecer tu empresa</h1><p>Selección de perfiles técnicos y directivos, evaluación del desempeño y planes de desarrollo para pymes industriales de Euskadi.</p><a class="btn" href="/nosotras">Conócenos</a></section>
<section class="contact-cta"><h2>¿Hablamos?</h2><form action="/api/contacto" method="post"><input name="nombre" placeholder="Nombre"><input name="email" type="email" placeholder="nombre@empresa.com"><textarea name="mensaje" placeholder="¿En qué podemos ayudarte?"></textarea><button>Enviar</button></form></section>`);
  const serv = page('Servicios · Talento Norte', `<h1>Servicios</h1><div class="cards"><div class="card"><h3>Headhunting</h3><p>Búsqueda directa de mandos intermedios y directivos.</p></div><div class="card"><h3>Assessment center</h3><p>Evaluación de competencias para promociones internas.</p></div><div class="card"><h3>Clima laboral</h3><p>Encuestas y planes de acción.</p></div></div>`);
  const nos = page('Nosotras · Talento Norte', `<h1>Quiénes somos</h1>
<p>Talento Norte nació en 2011 cuando <strong>Marta Villalobos Anguita</strong>, después de quince años en la dirección de personas de una ingeniería vizcaína, decidió montar una consultora pequeña y cercana. Hoy es la socia fundadora y CEO de un equipo de nueve personas.</p>
<p>Las operaciones y los procesos de selección los coordina Álvaro Quiroga Etxeberria, nuestro director de operaciones, y la marca, la web y los eventos son cosa de Sheila Montero, responsable de marketing y comunicación.</p>
<p>Trabajamos desde nuestra oficina de la Alameda de Urquijo, junto a la plaza Moyúa.</p>`);
  const web = page('Webinar · Talento Norte', `<h1>Webinar: Retener talento en la industria 4.0</h1><p>Jueves 18 de abril, de 10:00 a 11:30 (online, gratuito).</p>
<h2>Ponentes</h2>
<ul class="speakers">
<li><strong>Itziar Goikoetxea</strong> — Directora de RRHH, Fundiciones Arrasate</li>
<li><strong>Ramón Lekuona</strong> — Profesor de Organización, Universidad de Deusto</li>
<li><strong>Elena Sáez de Ibarra</strong> — CEO, Tornillería Vasca</li>
<li><strong>Marta Villalobos Anguita</strong> — Talento Norte (moderadora)</li>
</ul>
<p>Inscripción desde el formulario de la página de inicio.</p>`);
  const legal = page('Aviso legal · Talento Norte', `<h1>Aviso legal</h1><p>Titular: Talento Norte Consultores S.L., CIF B95714203, Alameda de Urquijo, 28, 4º, 48010 Bilbao. Inscrita en el Registro Mercantil de Bizkaia, tomo 5.402, folio 190, hoja BI-61204.</p>`);
  return { ...site, patterns: ['jsonld-person', 'email-jsonld', 'about-prose', 'event-speakers', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/servicios': ['servicios.html', serv], '/nosotras': ['nosotras.html', nos], '/webinar': ['webinar.html', web], '/aviso-legal': ['aviso-legal.html', legal] },
    truth: T({ generic: ['contacto@talentonorte.es'], person: { 'marta.villalobos@talentonorte.es': marta.name, 'aquiroga@talentonorte.es': alvaro.name }, contacts: [marta, alvaro, sheila], junk: ['nombre@empresa.com'] }) };
})());

// d010 — language school in Puebla (MX), Bootstrap 5 cards with schema.org microdata
sites.push((() => {
  const site = { id: 'd010-instituto-lenguas-angelopolis', domain: 'lenguasangelopolis.edu.mx', lang: 'es', htmlLang: 'es-MX', name: 'Instituto de Lenguas Angelópolis',
    nav: [['/', 'Inicio'], ['/cursos.html', 'Cursos'], ['/profesores.html', 'Profesores'], ['/contacto.html', 'Contacto']] };
  const { render } = bootstrap(site, { v: 5, fa: true, footer: `<footer class="py-4 bg-primary text-white"><div class="container d-flex justify-content-between"><span>Instituto de Lenguas Angelópolis · Blvd. Atlixco 2901, Puebla</span><span><i class="fa-solid fa-envelope"></i> <a class="text-white" href="mailto:informes@lenguasangelopolis.edu.mx">informes@lenguasangelopolis.edu.mx</a></span></div></footer>` });
  const people = [
    [P('Mtra. Guadalupe Sánchez Orozco'.replace('Mtra. ', ''), 'Directora académica', 'owner'), 'gsanchez@lenguasangelopolis.edu.mx', 'Mtra. '],
    [P('Kevin O’Donnell', 'Coordinador de inglés', 'other'), 'kodonnell@lenguasangelopolis.edu.mx', ''],
    [P('Claire Dubois-Martínez', 'Profesora de francés', 'other'), null, ''],
    [P('Rebeca Toledo', 'Coordinadora de promoción y redes sociales', 'marketing'), 'promocion@lenguasangelopolis.edu.mx', 'Lic. '],
  ];
  const cards = people.map(([p, mail, pre]) => `        <div class="col" itemprop="employee" itemscope itemtype="https://schema.org/Person">
          <div class="card h-100 shadow-sm">
            <img src="/img/equipo/${p.name.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.jpg" class="card-img-top" alt="" itemprop="image">
            <div class="card-body">
              <h5 class="card-title">${pre}<span itemprop="name">${p.name}</span></h5>
              <h6 class="card-subtitle mb-2 text-muted" itemprop="jobTitle">${p.title}</h6>
              ${mail ? `<p class="card-text"><i class="fa-regular fa-envelope"></i> <a href="mailto:${mail}" itemprop="email">${mail}</a></p>` : '<p class="card-text">Certificación DALF C2.</p>'}
            </div>
          </div>
        </div>`).join('\n');
  const home = render('Instituto de Lenguas Angelópolis – Inglés, francés y alemán en Puebla', `
    <div class="p-5 mb-4 bg-light rounded-3"><div class="container py-5"><h1 class="display-5 fw-bold">Aprende idiomas con certificación internacional</h1><p class="col-md-8 fs-4">Cursos de inglés, francés, alemán e italiano para niños, jóvenes y adultos. Centro aplicador TOEFL ITP y DELF.</p><a class="btn btn-primary btn-lg" href="/cursos.html">Ver cursos</a></div></div>
    <div class="container"><div class="row"><div class="col-md-4"><h2>Grupos reducidos</h2><p>Máximo 10 alumnos por grupo.</p></div><div class="col-md-4"><h2>Horarios flexibles</h2><p>Matutino, vespertino y sabatino.</p></div><div class="col-md-4"><h2>Empresas</h2><p>Cursos in company para Volkswagen de México y proveedores.</p></div></div></div>`, { path: '/' });
  const cursos = render('Cursos – Instituto de Lenguas Angelópolis', `<div class="container py-5"><h1>Cursos</h1><div class="list-group"><a href="#" class="list-group-item list-group-item-action">Inglés general (A1–C1)</a><a href="#" class="list-group-item list-group-item-action">Francés (A1–B2)</a><a href="#" class="list-group-item list-group-item-action">Alemán para ingenieros</a><a href="#" class="list-group-item list-group-item-action">Preparación TOEFL / Cambridge</a></div></div>`, { path: '/cursos.html' });
  const prof = render('Profesores – Instituto de Lenguas Angelópolis', `
    <div class="container py-5" itemscope itemtype="https://schema.org/LanguageSchool">
      <meta itemprop="name" content="Instituto de Lenguas Angelópolis">
      <h1 class="mb-4">Nuestro equipo</h1>
      <div class="row row-cols-1 row-cols-md-2 row-cols-lg-4 g-4">
${cards}
      </div>
    </div>`, { path: '/profesores.html' });
  const contacto = render('Contacto – Instituto de Lenguas Angelópolis', `<div class="container py-5"><h1>Contacto</h1><p>Blvd. Atlixco 2901, Col. Belisario Domínguez, Puebla, Pue. · Tel. 222 248 6610</p><form><div class="mb-3"><label class="form-label" for="em">Correo electrónico</label><input type="email" class="form-control" id="em" placeholder="nombre@ejemplo.com"><div class="form-text">Nunca compartiremos tu correo.</div></div><button class="btn btn-primary">Enviar</button></form></div>`, { path: '/contacto.html' });
  return { ...site, patterns: ['builder-bootstrap', 'microdata-person', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-footer', 'junk-version', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/cursos.html': ['cursos.html', cursos], '/profesores.html': ['profesores.html', prof], '/contacto.html': ['contacto.html', contacto] },
    truth: T({ generic: ['informes@lenguasangelopolis.edu.mx'], role: ['promocion@lenguasangelopolis.edu.mx'], person: { 'gsanchez@lenguasangelopolis.edu.mx': people[0][0].name, 'kodonnell@lenguasangelopolis.edu.mx': people[1][0].name },
      contacts: people.map((x) => x[0]), junk: ['bootstrap@5.3.2', 'nombre@ejemplo.com'] }) };
})());

// d011 — vet clinic in Córdoba (AR), old hand-made page with broken markup and a definition list
sites.push((() => {
  const site = { id: 'd011-veterinaria-patitas', domain: 'veterinariapatitas.com.ar', lang: 'es' };
  const sofia = P('Sofía Bustos', 'Directora médica', 'owner');
  const nico = P('Nicolás Ferreyra', 'Cirugía y traumatología', 'other');
  const agus = P('Agustina Peralta', 'Peluquería canina', 'other');
  const ramiro = P('Ramiro Quiroga', 'Administración', 'operations');
  const head = (t) => `<html>
<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<title>${t}</title>
<link href=estilo.css rel=stylesheet type=text/css>
</head>
<body>
<div id=contenedor>
<div id=cabecera><img src=images/logo-patitas.png width=220><br>
<a href=index.html>Inicio</a> | <a href=staff.html>Nuestro staff</a> | <a href=guardia.html>Guardia 24hs</a>
</div>
<div id=cuerpo>`;
  const foot = `</div>
<div id=pie>Veterinaria Patitas - Av. Colón 3550, B° Alto Alberdi, Córdoba - Tel (0351) 488-2210<br>
Escribinos: patitas.vet@gmail.com
</div></div></div>
</body>
</html>
`;
  const index = head('Veterinaria Patitas - Córdoba') + `
<h1>Bienvenidos a Veterinaria Patitas!!</h1>
<p>Atendemos perros, gatos y animales exóticos desde 2004.
<p><b>Servicios:</b>
<ul>
<li>Consultas clínicas
<li>Vacunación y desparasitación
<li>Cirugías (castraciones, traumatología)
<li>Ecografías y rayos X
<li>Peluquería y baños
</ul>
<p><font color=red><b>GUARDIA 24 HORAS</b></font> llamar al 351 15 622-4411
<div class=aviso><p>Ahora también vendemos alimento balanceado Royal Canin, Eukanuba y Pro Plan. Consultá precios!!</div>
</div>
` + foot;
  const staff = head('Nuestro staff - Veterinaria Patitas') + `
<h2>Nuestro staff</h2>
<dl class=staff>
<dt><b>M.V. ${sofia.name}</b>
<dd>${sofia.title} - M.P. 2231<br>sbustos@veterinariapatitas.com.ar
<dt><b>M.V. Nicolás "Nico" Ferreyra</b>
<dd>${nico.title} - M.P. 3012<br>nferreyra@veterinariapatitas.com.ar</dd>
<dt><b>${agus.name}</b></dt>
<dd>${agus.title} (turnos martes a sábado)
<dt><b>${ramiro.name}</b>
<dd>${ramiro.title}<br>administracion@veterinariapatitas.com.ar
</dl>
<p>Trabajamos en convenio con el Hospital Escuela de la UNC para estudios de alta complejidad.</p>
</div></div>
<table width=100%><tr><td><img src=images/perro1.jpg><td><img src=images/gato1.jpg></tr></table>
` + foot;
  const guardia = head('Guardia 24hs - Veterinaria Patitas') + `
<h2>Guardia 24 hs</h2>
<p>Para urgencias fuera de horario llamá al <b>351 15 622-4411</b>. La consulta de guardia tiene un recargo del 50%.
<p>Las cirugías programadas las realiza el M.V. Nicolás Ferreyra, previa consulta prequirúrgica.
<p>Horario normal: lunes a viernes de 9 a 13 y 16 a 21 hs, sábados de 9 a 13 hs.
</p></p>
` + foot;
  return { ...site, patterns: ['hand-written', 'broken-markup', 'definition-list', 'email-text', 'email-in-person-card', 'email-footer'],
    pages: { '/': ['index.html', index], '/staff.html': ['staff.html', staff], '/guardia.html': ['guardia.html', guardia] },
    truth: T({ generic: ['patitas.vet@gmail.com'], role: ['administracion@veterinariapatitas.com.ar'], person: { 'sbustos@veterinariapatitas.com.ar': sofia.name, 'nferreyra@veterinariapatitas.com.ar': nico.name }, contacts: [sofia, nico, agus, ramiro], junk: [] }) };
})());

// d012 — real estate agency in Mérida (MX), Divi team modules, no personal addresses
sites.push((() => {
  const site = { id: 'd012-inmobiliaria-montejo', domain: 'casasblancas-merida.mx', lang: 'es', htmlLang: 'es-MX', name: 'Casas Blancas Bienes Raíces',
    nav: [['/', 'Inicio'], ['/propiedades/', 'Propiedades'], ['/nosotros/', 'Nosotros'], ['/contacto/', 'Contacto']] };
  const gaby = P('Gabriela Cámara Peón', 'Directora general', 'owner');
  const luis = P('Luis Fernando Canto', 'Asesor inmobiliario', 'other');
  const mariana = P('Mariana Pasos Rivero', 'Asesora inmobiliaria', 'other');
  const jimena = P('Jimena Solís', 'Marketing digital', 'marketing');
  const { D, render } = divi(site, { selectPage: 'Seleccionar página', topHeader: '<span id="et-info-phone">999 920 1144</span><a href="mailto:ventas@casasblancas-merida.mx"><span id="et-info-email">ventas@casasblancas-merida.mx</span></a>',
    footerInfo: '© 2024 Casas Blancas Bienes Raíces · Rentas: <a href="mailto:rentas@casasblancas-merida.mx">rentas@casasblancas-merida.mx</a> · Sitio desarrollado por <a href="https://nodocreativo.mx">Nodo Creativo</a> (contacto@nodocreativo.mx)' });
  const home = render('Casas Blancas Bienes Raíces | Mérida, Yucatán', [
    D.section(D.row(D.col('4_4', D.text('<h1>Tu casa en Mérida</h1><p>Venta y renta de casas coloniales, departamentos y terrenos en el norte de Mérida y la costa yucateca.</p>'), D.button('/propiedades/', 'Ver propiedades')))),
    D.section(D.row([D.col('1_3', D.blurb({ title: 'Residencial Montejo', body: '<p>Casas de 3 recámaras desde $3.9 MDP, a dos cuadras del Paseo de Montejo.</p>', img: '/wp-content/uploads/2024/01/montejo.jpg' })), D.col('1_3', D.blurb({ title: 'Privada Don Diego', body: '<p>Lotes residenciales en Temozón Norte.</p>', img: '/wp-content/uploads/2024/01/dondiego.jpg' })), D.col('1_3', D.blurb({ title: 'Casa Santa Ana', body: '<p>Casona restaurada en el barrio de Santa Ana, $7.2 MDP.</p>', img: '/wp-content/uploads/2024/01/santaana.jpg' }))])),
  ].join('\n'), { path: '/' });
  const props = render('Propiedades | Casas Blancas', D.section(D.row(D.col('4_4', D.text('<h1>Propiedades</h1><p>Consulte nuestro inventario actualizado. Todas las operaciones incluyen asesoría notarial y de crédito Infonavit / bancario.</p><ul><li>Departamento en Altabrisa – renta $18,000/mes</li><li>Casa en Chuburná de Hidalgo – venta $2.85 MDP</li><li>Terreno en Chicxulub Puerto – venta $1.1 MDP</li></ul>')))), { path: '/propiedades/' });
  const nos = render('Nosotros | Casas Blancas', [
    D.section(D.row(D.col('4_4', D.text('<h1>Nuestro equipo</h1><p>Asesores certificados por la AMPI Mérida.</p>')))),
    D.section(D.row([
      D.col('1_4', D.team({ img: '/wp-content/uploads/2023/08/gabriela.jpg', name: gaby.name, pos: gaby.title, bio: '<p>Más de 20 años en el mercado inmobiliario yucateco.</p><p>gcamara@casasblancas-merida.mx</p>', social: [['facebook', 'https://facebook.com/gabycamarabr'], ['linkedin', 'https://linkedin.com/in/gabrielacamara']] })),
      D.col('1_4', D.team({ img: '/wp-content/uploads/2023/08/luis.jpg', name: luis.name, pos: luis.title, bio: '<p>Especialista en terrenos y desarrollos.</p>' })),
      D.col('1_4', D.team({ img: '/wp-content/uploads/2023/08/mariana.jpg', name: mariana.name, pos: mariana.title, bio: '<p>Rentas vacacionales y extranjeros. <a href="mailto:mpasos@casasblancas-merida.mx">mpasos@casasblancas-merida.mx</a></p>' })),
      D.col('1_4', D.team({ img: '/wp-content/uploads/2023/08/jimena.jpg', name: jimena.name, pos: jimena.title, bio: '' })),
    ])),
  ].join('\n'), { path: '/nosotros/' });
  const contacto = render('Contacto | Casas Blancas', D.section(D.row([D.col('1_2', D.text('<h1>Contacto</h1><p>Calle 60 No. 321 x 29 y 31, Col. Alcalá Martín, Mérida, Yuc.</p><p>Ventas: ventas@casasblancas-merida.mx<br>Rentas: rentas@casasblancas-merida.mx</p>')), D.col('1_2', D.form([['nombre', 'input', 'Nombre'], ['email', 'email', 'Correo electrónico'], ['mensaje', 'text_area', 'Mensaje']], 'Enviar'))])), { path: '/contacto/' });
  return { ...site, patterns: ['builder-divi', 'team-grid', 'email-mailto', 'email-footer', 'email-text', 'email-in-person-card', 'junk-agency', 'name-lookalikes'],
    pages: { '/': ['index.html', home], '/propiedades/': ['propiedades.html', props], '/nosotros/': ['nosotros.html', nos], '/contacto/': ['contacto.html', contacto] },
    truth: T({ role: ['ventas@casasblancas-merida.mx', 'rentas@casasblancas-merida.mx'], person: { 'gcamara@casasblancas-merida.mx': gaby.name, 'mpasos@casasblancas-merida.mx': mariana.name }, contacts: [gaby, luis, mariana, jimena], junk: ['contacto@nodocreativo.mx'] }) };
})());

// d013 — emergency plumber in Zaragoza, hand-coded landing page, no email and nobody named
sites.push((() => {
  const site = { id: 'd013-fontaneria-ebro', domain: 'fontaneriaebro24h.es', lang: 'es' };
  const page = (t, body) => `<!DOCTYPE html>
<html lang="es">
<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <title>${t}</title>
  <meta name="description" content="Fontaneros en Zaragoza 24 horas. Desatascos, fugas de agua, calentadores. Presupuesto sin compromiso.">
  <link rel="stylesheet" href="css/styles.css">
  <link rel="stylesheet" href="https://unpkg.com/aos@2.3.1/dist/aos.css">
</head>
<body>
  <div class="topbar">Urgencias 24 h · <a href="tel:+34976300411">976 30 04 11</a></div>
  <header class="header">
    <a href="/" class="logo"><img src="img/logo.svg" alt="Fontanería Ebro 24h"></a>
    <nav class="menu"><a href="/">Inicio</a><a href="/servicios.html">Servicios</a><a href="/presupuesto.html">Presupuesto</a></nav>
  </header>
${body}
  <footer class="footer"><p>Fontanería Ebro 24h · Zaragoza y alrededores (Utebo, Cuarte, La Muela)</p><p>Tel. 976 30 04 11 · WhatsApp 644 28 19 03</p></footer>
  <script src="https://unpkg.com/aos@2.3.1/dist/aos.js"></script>
  <script>AOS.init();</script>
</body>
</html>
`;
  const home = page('Fontanero urgente en Zaragoza 24h | Fontanería Ebro', `  <section class="hero" data-aos="fade-up"><h1>Fontaneros en Zaragoza en menos de 1 hora</h1><p>Desatascos, reparación de fugas, sustitución de termos y calentadores. Sin recargo por desplazamiento dentro de Zaragoza capital.</p><a class="btn" href="tel:+34976300411">Llamar ahora</a></section>
  <section class="features"><div class="f"><h3>Rápidos</h3><p>Llegamos en menos de 60 minutos.</p></div><div class="f"><h3>Garantía</h3><p>6 meses de garantía en todas las reparaciones.</p></div><div class="f"><h3>Precio cerrado</h3><p>Te decimos el precio antes de empezar.</p></div></section>`);
  const serv = page('Servicios | Fontanería Ebro', `  <section class="content"><h1>Servicios</h1><ul><li>Desatascos de fregaderos, inodoros y bajantes</li><li>Detección de fugas sin obras</li><li>Instalación de termos eléctricos y calentadores de gas</li><li>Cambio de bañera por plato de ducha</li><li>Grifería y sanitarios</li></ul></section>`);
  const pres = page('Presupuesto | Fontanería Ebro', `  <section class="content"><h1>Pide presupuesto</h1><p>Rellena el formulario y te llamamos en menos de 15 minutos.</p>
  <form action="enviar.php" method="post" class="form"><input type="text" name="nombre" placeholder="Tu nombre" required><input type="tel" name="telefono" placeholder="Teléfono" required><input type="email" name="email" placeholder="tu@email.com"><textarea name="averia" placeholder="Describe la avería"></textarea><label><input type="checkbox" required> Acepto la política de privacidad</label><button type="submit">Enviar</button></form></section>`);
  return { ...site, patterns: ['hand-written', 'no-email', 'junk-placeholder', 'junk-version'],
    pages: { '/': ['index.html', home], '/servicios.html': ['servicios.html', serv], '/presupuesto.html': ['presupuesto.html', pres] },
    truth: T({ contacts: [], junk: ['aos@2.3.1', 'tu@email.com'] }) };
})());

// d014 — travel agency in Montevideo (UY), WordPress (Kadence) with a definition list of staff
sites.push((() => {
  const site = { id: 'd014-viajes-rambla', domain: 'viajesrambla.com.uy', lang: 'es', htmlLang: 'es-UY', name: 'Viajes Rambla',
    nav: [['/', 'Inicio'], ['/destinos/', 'Destinos'], ['/quienes-somos/', 'Quiénes somos']] };
  const flor = P('Florencia Araújo', 'Directora', 'owner');
  const seba = P('Sebastián Pereyra', 'Grupos y viajes corporativos', 'other');
  const vale = P('Valentina Techera', 'Marketing y redes', 'marketing');
  const pili = P('María del Pilar Suárez', 'Atención al cliente', 'other');
  const { W, render } = wp(site, { theme: 'kadence', skip: 'Saltar al contenido',
    footerWidgets: ['<p><strong>Viajes Rambla</strong><br>Rambla República de México 5515<br>Montevideo, Uruguay</p>', `<p>Tel. 2600 4411<br><a href="mailto:reservas@viajesrambla.com.uy">reservas@viajesrambla.com.uy</a></p>`, '<p>Agencia habilitada por el Ministerio de Turismo, registro N° 1.402</p>'] });
  const home = render('Viajes Rambla – Agencia de viajes en Montevideo', [
    W.group(W.h('Viajá tranquilo, nosotros nos ocupamos', 2) + W.p('Paquetes a Brasil, Caribe y Europa, viajes de egresados y turismo corporativo desde 1998.') + W.buttons([['/destinos/', 'Ver destinos']])),
    W.h('Empresas que confían en nosotros', 3),
    `<figure class="wp-block-gallery has-nested-images columns-5 is-cropped wp-block-gallery-is-layout-flex">${['Frigorífico Tacuarembó', 'Cooperativa Conaprole del Este', 'Estudio Contable Ferrés & Asociados', 'Laboratorios Celsius', 'Colegio Seminario'].map((c) => `<figure class="wp-block-image size-thumbnail"><img decoding="async" src="/wp-content/uploads/2023/06/logo-${c.toLowerCase().normalize('NFD').replace(/[^a-z]+/g, '-')}.png" alt="${c}"/></figure>`).join('')}</figure>`,
  ].join('\n'), { path: '/', noTitle: true });
  const dest = render('Destinos – Viajes Rambla', [W.columns([W.h('Brasil', 3) + W.p('Florianópolis, Búzios, Porto de Galinhas.'), W.h('Caribe', 3) + W.p('Punta Cana, Cancún, Aruba.'), W.h('Europa', 3) + W.p('Circuitos de 15 a 25 días con guía en español.')]), W.p('Consultá financiación en hasta 12 cuotas sin recargo con tarjetas OCA y BROU.')].join('\n'), { path: '/destinos/' });
  const qs = render('Quiénes somos – Viajes Rambla', [
    W.p('Somos una agencia familiar ubicada frente a la rambla de Punta Gorda. Nuestro equipo:'),
    `<dl class="equipo">
<dt>${flor.name}</dt><dd>${flor.title} · <a href="mailto:flor@viajesrambla.com.uy">flor@viajesrambla.com.uy</a></dd>
<dt>${seba.name}</dt><dd>${seba.title} · <a href="mailto:grupos@viajesrambla.com.uy">grupos@viajesrambla.com.uy</a></dd>
<dt>${vale.name}</dt><dd>${vale.title} · <a href="mailto:vtechera@viajesrambla.com.uy">vtechera@viajesrambla.com.uy</a></dd>
<dt>${pili.name} (“Pili”)</dt><dd>${pili.title}</dd>
</dl>`,
    W.p('Horario: lunes a viernes de 10 a 19 h, sábados de 10 a 13 h.'),
  ].join('\n'), { path: '/quienes-somos/' });
  return { ...site, patterns: ['builder-wordpress', 'definition-list', 'client-list', 'email-mailto', 'email-in-person-card', 'email-footer'],
    pages: { '/': ['index.html', home], '/destinos/': ['destinos.html', dest], '/quienes-somos/': ['quienes-somos.html', qs] },
    truth: T({ role: ['reservas@viajesrambla.com.uy', 'grupos@viajesrambla.com.uy'], person: { 'flor@viajesrambla.com.uy': flor.name, 'vtechera@viajesrambla.com.uy': vale.name }, contacts: [flor, seba, vale, pili], junk: [] }) };
})());

// d015 — administrative agency (gestoría) in Murcia, Bootstrap 3, staff table with extensions
sites.push((() => {
  const site = { id: 'd015-gestoria-hernandez-ruiz', domain: 'gestoriahernandezruiz.es', lang: 'es', htmlLang: 'es-ES', name: 'Gestoría Hernández Ruiz',
    nav: [['/', 'Inicio'], ['/equipo.php', 'Equipo'], ['/aviso-legal.php', 'Aviso legal']] };
  const jose = P('José Antonio Hernández Ruiz', 'Gestor administrativo colegiado – Gerente', 'owner');
  const enc = P('Encarna López Sánchez', 'Departamento laboral', 'other');
  const pedro = P('Pedro J. Martínez Abellán', 'Fiscal y contable', 'other');
  const ana = P('Ana Belén Gil', 'Tráfico y vehículos', 'other');
  const nav = (p) => `<nav class="navbar navbar-default navbar-static-top"><div class="container"><div class="navbar-header"><button type="button" class="navbar-toggle collapsed" data-toggle="collapse" data-target="#nav"><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></button><a class="navbar-brand" href="/"><img src="img/logo.png" alt="Gestoría Hernández Ruiz" height="40"></a></div><div class="collapse navbar-collapse" id="nav"><ul class="nav navbar-nav navbar-right">${site.nav.map(([h, l]) => `<li${h === p.path ? ' class="active"' : ''}><a href="${h}">${l}</a></li>`).join('')}</ul></div></div></nav>`;
  const { render } = bootstrap(site, { v: 3, nav, cssPath: 'css/estilo.css',
    footer: '<footer class="footer"><div class="container"><p class="text-muted">Gestoría Hernández Ruiz · Gran Vía Escultor Salzillo, 22, 1ºB · 30004 Murcia · 968 21 44 02 · <a href="mailto:gestoria@gestoriahernandezruiz.es">gestoria@gestoriahernandezruiz.es</a></p></div></footer>',
    scripts: '<script src="https://cdn.jsdelivr.net/npm/vanilla-cookieconsent@3.0.1/dist/cookieconsent.umd.js"></script>\n<script src="js/cookies.js"></script>' });
  const row = (p, ext, mail) => `<tr><td>${p.name}</td><td>${p.title}</td><td>${ext}</td><td><a href="mailto:${mail}">${mail}</a></td></tr>`;
  const home = render('Gestoría Hernández Ruiz · Gestoría administrativa en Murcia', `<div class="jumbotron"><div class="container"><h1>Gestoría en Murcia desde 1985</h1><p>Laboral, fiscal, tráfico y herencias. Colegiados en el Colegio Oficial de Gestores Administrativos de Murcia.</p><p><a class="btn btn-primary btn-lg" href="/equipo.php" role="button">Conozca al equipo</a></p></div></div>
<div class="container"><div class="row"><div class="col-md-4"><h2>Autónomos</h2><p>Altas, declaraciones trimestrales y renta.</p></div><div class="col-md-4"><h2>Empresas</h2><p>Nóminas, seguros sociales y contabilidad.</p></div><div class="col-md-4"><h2>Tráfico</h2><p>Transferencias, bajas y duplicados.</p></div></div></div>`, { path: '/' });
  const equipo = render('Equipo · Gestoría Hernández Ruiz', `<div class="container"><h1>Equipo</h1><div class="table-responsive"><table class="table table-striped table-hover"><thead><tr><th>Nombre</th><th>Área</th><th>Ext.</th><th>Correo</th></tr></thead><tbody>
${row(jose, 101, 'jahernandez@gestoriahernandezruiz.es')}
${row(enc, 104, 'laboral@gestoriahernandezruiz.es')}
${row(pedro, 106, 'pmartinez@gestoriahernandezruiz.es')}
${row(ana, 108, 'trafico@gestoriahernandezruiz.es')}
</tbody></table></div><p>Centralita: 968 21 44 02 (marque la extensión).</p></div>`, { path: '/equipo.php' });
  const legal = render('Aviso legal · Gestoría Hernández Ruiz', `<div class="container"><h1>Aviso legal y política de privacidad</h1><p><strong>Responsable:</strong> José Antonio Hernández Ruiz, NIF 27451209K, gestor administrativo colegiado nº 512, con domicilio profesional en Gran Vía Escultor Salzillo, 22, 1ºB, 30004 Murcia.</p><p><strong>Finalidad:</strong> atender sus consultas y prestar los servicios contratados.</p><p><strong>Derechos:</strong> puede ejercerlos en gestoria@gestoriahernandezruiz.es.</p></div>`, { path: '/aviso-legal.php' });
  return { ...site, patterns: ['builder-bootstrap', 'team-table', 'legal-notice', 'email-mailto', 'email-in-person-card', 'email-footer', 'junk-version', 'email-text'],
    pages: { '/': ['index.html', home], '/equipo.php': ['equipo.html', equipo], '/aviso-legal.php': ['aviso-legal.html', legal] },
    truth: T({ generic: ['gestoria@gestoriahernandezruiz.es'], role: ['laboral@gestoriahernandezruiz.es', 'trafico@gestoriahernandezruiz.es'], person: { 'jahernandez@gestoriahernandezruiz.es': jose.name, 'pmartinez@gestoriahernandezruiz.es': pedro.name }, contacts: [jose, enc, pedro, ana], junk: ['vanilla-cookieconsent@3.0.1'] }) };
})());

// d016 — dance school in Lima (PE), Wix, teachers and a festival with guest jury
sites.push((() => {
  const site = { id: 'd016-escuela-danza-barranco', domain: 'danzabarranco.pe', lang: 'es', htmlLang: 'es-PE', name: 'Escuela de Danza Barranco',
    nav: [['/', 'Inicio'], ['/profesores', 'Profesores'], ['/festival-2024', 'Festival 2024'], ['/contacto', 'Contacto']] };
  const { X, render } = wix(site, { footer: (X) => X.rich([['p', 'font_9', 'Jr. Colina 108, Barranco, Lima · 01 247 3390'], ['p', 'font_9', '© 2024 Escuela de Danza Barranco']]) });
  const xime = P('Ximena Valdivia Soto', 'Directora y fundadora', 'owner');
  const renzo = P('Renzo Huamán', 'Profesor de marinera y danzas afroperuanas', 'other');
  const kiara = P('Kiara Montalvo', 'Profesora de ballet', 'other');
  const diego = P('Diego Alarcón', 'Coordinador académico', 'operations');
  const home = render('Escuela de Danza Barranco', X.strip([
    X.rich([['h1', 'font_0', X.span('Escuela de Danza Barranco')], ['p', 'font_7', 'Ballet, contemporáneo, marinera y danzas afroperuanas para niños, jóvenes y adultos.']]),
    X.img('clase-ballet.jpg', 'Clase de ballet'), X.button('https://danzabarranco.pe/festival-2024', 'Festival 2024'),
    X.rich([['h2', 'font_2', 'Matrículas abiertas'], ['p', 'font_8', 'Ciclo de verano: enero a marzo. Clase de prueba gratuita.']]),
  ]), { path: '/' });
  const prof = render('Profesores | Escuela de Danza Barranco', X.strip([
    X.rich([['h1', 'font_0', 'Nuestro equipo']]),
    ...[xime, renzo, kiara, diego].map((p) => X.box([X.img(p.name.split(' ')[0].toLowerCase() + '.jpg', p.name), X.rich([['h4', 'font_4', X.span(p.name)], ['p', 'font_8', p.title]])])),
  ]), { path: '/profesores' });
  const fest = render('Festival 2024 | Escuela de Danza Barranco', X.strip([
    X.rich([['h1', 'font_0', 'Festival de Fin de Año 2024'], ['p', 'font_8', 'Sábado 14 de diciembre, Teatro Municipal de Barranco, 7 p.m.']]),
    X.rich([['h3', 'font_3', 'Jurado invitado y maestros de los talleres'], ['p', 'font_8', 'Lucía Arce — primera bailarina del Ballet Nacional del Perú\nÓscar Ruiz de Somocurcio — coreógrafo\nSusana Baca Jr. — maestra de festejo y landó\nAndrés Zegarra — campeón nacional de marinera 2019']]),
    X.rich([['p', 'font_8', 'Entradas a la venta en secretaría.']]),
  ]), { path: '/festival-2024' });
  const contacto = render('Contacto | Escuela de Danza Barranco', X.strip([
    X.rich([['h1', 'font_0', 'Contáctanos'], ['p', 'font_8', 'Jr. Colina 108, Barranco'], ['p', 'font_8', `Informes y matrículas: <a href="mailto:informes@danzabarranco.pe" class="wixui-rich-text__text">informes@danzabarranco.pe</a>`], ['p', 'font_8', 'Teléfono: 01 247 3390 · WhatsApp 987 554 201'], ['p', 'font_8', 'Coordinación académica (horarios y profesores): <a href="mailto:diego.alarcon@danzabarranco.pe" class="wixui-rich-text__text">diego.alarcon@danzabarranco.pe</a>']]),
    X.form([['Nombre', 'text', 'Nombre'], ['Correo', 'email', 'ejemplo@correo.com'], ['Mensaje', 'text', 'Escribe tu mensaje']], 'Enviar'),
  ]), { path: '/contacto' });
  return { ...site, patterns: ['builder-wix', 'team-grid', 'event-speakers', 'email-mailto', 'junk-platform', 'junk-placeholder'],
    pages: { '/': ['index.html', home], '/profesores': ['profesores.html', prof], '/festival-2024': ['festival-2024.html', fest], '/contacto': ['contacto.html', contacto] },
    truth: T({ generic: ['informes@danzabarranco.pe'], person: { 'diego.alarcon@danzabarranco.pe': diego.name }, contacts: [xime, renzo, kiara, diego], junk: [X.dsn, 'ejemplo@correo.com'] }) };
})());

export default sites;
