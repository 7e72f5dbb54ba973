import { wpHead, elementorCss, gtag } from './lib.mjs';

// ---------------------------------------------------------------- b001 Elementor dental clinic
const b001 = (() => {
  const d = 'clinicadentalmarin.es';
  const head = (t) => wpHead({ lang: 'es-ES', title: t, desc: 'Clínica dental en Logroño: implantes, ortodoncia invisible y odontología infantil.', domain: d, theme: 'hello-elementor', bodyClass: 'elementor-default elementor-kit-5', extra: elementorCss(d, 27) + gtag('G-M4R1NDENT1') });
  const header = `<div data-elementor-type="header" data-elementor-id="41" class="elementor elementor-41 elementor-location-header">
<section class="elementor-section elementor-top-section elementor-element elementor-element-3b1c2a1 elementor-section-boxed elementor-section-height-default" data-id="3b1c2a1" data-element_type="section">
<div class="elementor-container elementor-column-gap-default">
<div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-1aa2c3d" data-id="1aa2c3d" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-6f0e2b1 elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="6f0e2b1" data-element_type="widget" data-widget_type="theme-site-logo.default"><div class="elementor-widget-container">
<a href="https://${d}"><img width="260" height="80" src="https://${d}/wp-content/uploads/2022/03/logo-marin.png" class="attachment-full size-full" alt="Clínica Dental Marín" srcset="https://${d}/wp-content/uploads/2022/03/logo-marin.png 1x, https://${d}/wp-content/uploads/2022/03/logo-marin@2x.png 2x"></a>
</div></div></div></div>
<div class="elementor-column elementor-col-66 elementor-top-column elementor-element elementor-element-9c8d7e6" data-id="9c8d7e6" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-2d4e6f8 elementor-nav-menu__align-right elementor-widget elementor-widget-nav-menu" data-id="2d4e6f8" data-element_type="widget"><div class="elementor-widget-container">
<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal"><ul id="menu-1-2d4e6f8" class="elementor-nav-menu">
<li class="menu-item menu-item-home current-menu-item"><a href="https://${d}/" aria-current="page" class="elementor-item elementor-item-active">Inicio</a></li>
<li class="menu-item"><a href="https://${d}/tratamientos/" class="elementor-item">Tratamientos</a></li>
<li class="menu-item"><a href="https://${d}/equipo/" class="elementor-item">Equipo</a></li>
<li class="menu-item"><a href="https://${d}/contacto/" class="elementor-item">Contacto</a></li>
</ul></nav></div></div></div></div></div></section></div>
`;
  const footer = `<div data-elementor-type="footer" data-elementor-id="88" class="elementor elementor-88 elementor-location-footer">
<section class="elementor-section elementor-top-section elementor-element elementor-element-77aa11b elementor-section-boxed" data-id="77aa11b" data-element_type="section" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}">
<div class="elementor-container elementor-column-gap-default">
<div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-a1b2c3d"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h4 class="elementor-heading-title elementor-size-default">Dónde estamos</h4></div></div>
<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Calle Gran Vía Juan Carlos I, 38 – 1º<br>26002 Logroño (La Rioja)</p></div></div>
</div></div>
<div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-b2c3d4e"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-icon-list"><div class="elementor-widget-container"><ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><a href="tel:+34941223344"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-phone-alt"></i></span><span class="elementor-icon-list-text">941 22 33 44</span></a></li>
<li class="elementor-icon-list-item"><a href="mailto:info@clinicadentalmarin.es"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-envelope"></i></span><span class="elementor-icon-list-text">info@clinicadentalmarin.es</span></a></li>
<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="far fa-clock"></i></span><span class="elementor-icon-list-text">L–J 9:00–20:00 · V 9:00–15:00</span></li>
</ul></div></div></div></div>
<div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-c3d4e5f"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p><a href="https://${d}/aviso-legal/">Aviso legal</a> · <a href="https://${d}/politica-de-privacidad/">Privacidad</a> · <a href="https://${d}/politica-de-cookies/">Cookies</a></p>
<p style="font-size:12px">© 2024 Clínica Dental Marín · Diseño web: <a href="https://pixeliaestudio.es" rel="nofollow">Pixelia Estudio</a> (<a href="mailto:hola@pixeliaestudio.es">hola@pixeliaestudio.es</a>)</p></div></div>
</div></div></div></section></div>
<script src="https://${d}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.18.3" id="elementor-frontend-js"></script>
</body>
</html>
`;
  const member = (id, img, name, title, bio) => `<div class="elementor-column elementor-col-25 elementor-inner-column elementor-element elementor-element-${id}" data-id="${id}" data-element_type="column">
<div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-${id}1 elementor-position-top elementor-widget elementor-widget-image-box" data-id="${id}1" data-element_type="widget" data-widget_type="image-box.default">
<div class="elementor-widget-container">
<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img decoding="async" width="400" height="400" src="https://${d}/wp-content/uploads/2023/01/${img}" class="attachment-full size-full" alt=""></figure>
<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${name}</h3><p class="elementor-image-box-description">${title}</p></div></div>
</div></div>
<div class="elementor-element elementor-element-${id}2 elementor-widget elementor-widget-text-editor" data-id="${id}2" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>${bio}</p></div></div>
</div></div>
`;
  const index = head('Clínica Dental Marín | Dentista en Logroño') + header + `<main id="content" class="site-main post-2 page type-page status-publish hentry">
<div data-elementor-type="wp-page" data-elementor-id="2" class="elementor elementor-2">
<section class="elementor-section elementor-top-section elementor-element elementor-element-5e5e5e5 elementor-section-full_width elementor-section-height-min-height" data-id="5e5e5e5" data-element_type="section">
<div class="elementor-background-overlay"></div>
<div class="elementor-container elementor-column-gap-no"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-0f0f0f0"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-xxl">Tu sonrisa, en buenas manos desde 2004</h1></div></div>
<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Implantología, ortodoncia invisible, estética dental y odontopediatría en el centro de Logroño. Primera visita y radiografía panorámica sin coste.</p></div></div>
<div class="elementor-element elementor-widget elementor-widget-button"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-lg" href="mailto:citas@clinicadentalmarin.es?subject=Solicitud%20de%20cita"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Pide tu cita</span></span></a></div></div></div>
</div></div></div></section>
<section class="elementor-section elementor-top-section elementor-element elementor-element-6a6a6a6 elementor-section-boxed" data-id="6a6a6a6" data-element_type="section">
<div class="elementor-container elementor-column-gap-wide">
<div class="elementor-column elementor-col-33 elementor-top-column elementor-element"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>Implantes</span></h3><p class="elementor-icon-box-description">Implantes de titanio con carga inmediata y cirugía guiada por ordenador.</p></div></div></div></div></div></div>
<div class="elementor-column elementor-col-33 elementor-top-column elementor-element"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>Ortodoncia invisible</span></h3><p class="elementor-icon-box-description">Alineadores transparentes con estudio digital 3D y seguimiento mensual.</p></div></div></div></div></div></div>
<div class="elementor-column elementor-col-33 elementor-top-column elementor-element"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>Odontopediatría</span></h3><p class="elementor-icon-box-description">Revisiones y selladores para los más pequeños, sin prisas y sin miedo.</p></div></div></div></div></div></div>
</div></section></div></main>
` + footer;
  const equipo = head('Equipo – Clínica Dental Marín') + header + `<main id="content" class="site-main post-14 page type-page status-publish hentry">
<div data-elementor-type="wp-page" data-elementor-id="14" class="elementor elementor-14">
<section class="elementor-section elementor-top-section elementor-element elementor-element-1d1d1d1 elementor-section-boxed" data-id="1d1d1d1" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Nuestro equipo</h2></div></div>
<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Profesionales colegiados en La Rioja con formación continua en implantología y ortodoncia.</p></div></div>
<section class="elementor-section elementor-inner-section elementor-element elementor-element-4c4c4c4 elementor-section-boxed" data-id="4c4c4c4" data-element_type="section"><div class="elementor-container elementor-column-gap-default">
${member('e01a', 'elena-marin-400x400.jpg', 'Dra. Elena Marín Sanz', 'Directora médica', 'Licenciada en Odontología por la Universidad del País Vasco. Máster en Implantología Oral. Nº de colegiada 26000412.')}
${member('e01b', 'pablo-sanz-400x400.jpg', 'Dr. Pablo Sanz Ibáñez', 'Ortodoncista', 'Especialista en ortodoncia invisible y ortopedia dentofacial infantil.')}
${member('e01c', 'lucia-ferrer-400x400.jpg', 'Lucía Ferrer Gil', 'Higienista dental', 'Se encarga de las limpiezas, los blanqueamientos y de enseñarte a cepillarte bien.')}
${member('e01d', 'marta-ruiz-400x400.jpg', 'Marta Ruiz', 'Coordinadora de pacientes', 'Te atiende al teléfono, organiza tu agenda de citas y te explica los presupuestos y la financiación.')}
</div></section>
</div></div></div></section></div></main>
` + footer;
  const contacto = head('Contacto – Clínica Dental Marín') + header + `<main id="content" class="site-main">
<div data-elementor-type="wp-page" data-elementor-id="16" class="elementor elementor-16">
<section class="elementor-section elementor-top-section elementor-element elementor-element-2e2e2e2 elementor-section-boxed"><div class="elementor-container elementor-column-gap-default">
<div class="elementor-column elementor-col-50 elementor-top-column elementor-element"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h2 class="elementor-heading-title">Contacta con nosotros</h2></div></div>
<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Para pedir cita escríbenos a <a href="mailto:citas@clinicadentalmarin.es">citas@clinicadentalmarin.es</a> o llámanos al 941 22 33 44. Para cualquier otra consulta: <a href="mailto:info@clinicadentalmarin.es">info@clinicadentalmarin.es</a>.</p></div></div>
</div></div>
<div class="elementor-column elementor-col-50 elementor-top-column elementor-element"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-google_maps"><div class="elementor-widget-container"><div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=Gran%20V%C3%ADa%2038%20Logro%C3%B1o&amp;t=m&amp;z=16&amp;output=embed&amp;iwloc=near" title="Gran Vía 38 Logroño" aria-label="Gran Vía 38 Logroño"></iframe></div></div></div>
</div></div></div></section></div></main>
` + footer;
  const aviso = head('Aviso legal – Clínica Dental Marín') + header + `<main id="content" class="site-main"><div class="page-content">
<h1>Aviso legal</h1>
<p>En cumplimiento del artículo 10 de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), se informa de los siguientes datos:</p>
<ul>
<li><strong>Titular:</strong> Clínica Dental Marín Sanz, S.L.P.</li>
<li><strong>CIF:</strong> B26487123</li>
<li><strong>Domicilio social:</strong> Calle Gran Vía Juan Carlos I, 38 – 1º, 26002 Logroño</li>
<li><strong>Inscrita</strong> en el Registro Mercantil de La Rioja, Tomo 712, Folio 45, Hoja LO-11872</li>
<li><strong>Administradora única:</strong> Elena Marín Sanz</li>
<li><strong>Centro sanitario</strong> autorizado por el Gobierno de La Rioja con el nº 26-C22-0188</li>
<li><strong>Correo electrónico:</strong> info@clinicadentalmarin.es</li>
</ul>
<h2>Propiedad intelectual</h2>
<p>Todos los contenidos de este sitio web (textos, fotografías, logotipos) son propiedad de Clínica Dental Marín Sanz, S.L.P. o de terceros que han autorizado su uso.</p>
</div></main>
` + footer;
  return {
    id: 'b001-clinica-dental-marin', domain: d, language: 'es',
    patterns: ['team-grid', 'builder-elementor', 'email-mailto', 'email-footer', 'legal-notice', 'junk-agency', 'junk-asset'],
    pages: { '/': ['index.html', index], '/equipo/': ['equipo.html', equipo], '/contacto/': ['contacto.html', contacto], '/aviso-legal/': ['aviso-legal.html', aviso] },
    truth: {
      emails: ['info@clinicadentalmarin.es', 'citas@clinicadentalmarin.es'],
      emailKinds: { 'info@clinicadentalmarin.es': 'generic', 'citas@clinicadentalmarin.es': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Elena Marín Sanz', title: 'Directora médica', role: 'owner' },
        { name: 'Pablo Sanz Ibáñez', title: 'Ortodoncista', role: 'other' },
        { name: 'Lucía Ferrer Gil', title: 'Higienista dental', role: 'other' },
        { name: 'Marta Ruiz', title: 'Coordinadora de pacientes', role: 'other' },
      ],
      junk: ['hola@pixeliaestudio.es', 'logo-marin@2x.png'],
    },
  };
})();

// ---------------------------------------------------------------- b002 WordPress (GeneratePress) gestoría, prose + aviso legal
const b002 = (() => {
  const d = 'gestoriatorresvidal.es';
  const head = (t) => wpHead({ lang: 'es', title: t, desc: 'Asesoría fiscal, laboral y contable para autónomos y pymes en Valladolid.', domain: d, theme: 'generatepress', bodyClass: 'right-sidebar nav-float-right one-container header-aligned-left dropdown-hover' });
  const header = `<a class="screen-reader-text skip-link" href="#content" title="Saltar al contenido">Saltar al contenido</a>
<header class="site-header grid-container" id="masthead" aria-label="Sitio" itemtype="https://schema.org/WPHeader" itemscope>
<div class="inside-header grid-container">
<div class="site-branding"><p class="main-title" itemprop="headline"><a href="https://${d}/" rel="home">Torres &amp; Vidal Asesores</a></p><p class="site-description" itemprop="description">Gestoría administrativa desde 1998</p></div>
<nav class="main-navigation sub-menu-right" id="site-navigation" aria-label="Principal" itemtype="https://schema.org/SiteNavigationElement" itemscope>
<div class="inside-navigation grid-container"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false"><span class="mobile-menu">Menú</span></button>
<div id="primary-menu" class="main-nav"><ul id="menu-principal" class="menu sf-menu">
<li id="menu-item-21" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home menu-item-21"><a href="https://${d}/">Inicio</a></li>
<li id="menu-item-22" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-22"><a href="https://${d}/quienes-somos/">Quiénes somos</a></li>
<li id="menu-item-23" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-23"><a href="https://${d}/servicios/">Servicios</a></li>
<li id="menu-item-24" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-24"><a href="https://${d}/contacto/">Contacto</a></li>
</ul></div></div></nav></div></header>
<div class="site grid-container container hfeed" id="page"><div class="site-content" id="content">
<div class="content-area" id="primary"><main class="site-main" id="main">
`;
  const footer = `</main></div>
<div class="widget-area sidebar is-right-sidebar" id="right-sidebar"><div class="inside-right-sidebar">
<aside id="text-2" class="widget inner-padding widget_text"><h2 class="widget-title">Horario</h2><div class="textwidget"><p>Lunes a jueves: 9:00 – 14:00 y 16:30 – 19:00<br>Viernes: 9:00 – 14:00<br>Julio y agosto: 8:30 – 15:00</p></div></aside>
<aside id="text-3" class="widget inner-padding widget_text"><h2 class="widget-title">Oficina</h2><div class="textwidget"><p>Calle Isabel la Católica, 12, 2º B<br>47001 Valladolid<br>Tel. 983 35 72 10</p></div></aside>
</div></div></div></div>
<div class="site-footer"><footer class="site-info" aria-label="Sitio" itemtype="https://schema.org/WPFooter" itemscope><div class="inside-site-info grid-container"><div class="copyright-bar">
© 2024 Torres &amp; Vidal Asesores, S.L. · <a href="https://${d}/aviso-legal/">Aviso legal</a> · <a href="https://${d}/politica-de-privacidad/">Política de privacidad</a>
</div></div></footer></div>
<script id="generate-menu-js" src="https://${d}/wp-content/themes/generatepress/assets/js/menu.min.js?ver=3.3.1"></script>
</body></html>
`;
  const index = head('Torres & Vidal Asesores – Gestoría en Valladolid') + header + `<article id="post-2" class="post-2 page type-page status-publish" itemtype="https://schema.org/CreativeWork" itemscope><div class="inside-article">
<div class="entry-content" itemprop="text">
<h1 class="wp-block-heading">Tu gestoría de confianza en el centro de Valladolid</h1>
<p>Llevamos la contabilidad, los impuestos y las nóminas de más de 400 autónomos, comercios y pymes de Castilla y León. Sin letra pequeña y con una persona de referencia para cada cliente.</p>
<div class="wp-block-columns is-layout-flex wp-container-3">
<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Fiscal</h3><p>Declaraciones trimestrales de IVA e IRPF, impuesto de sociedades, renta y patrimonio.</p></div>
<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Laboral</h3><p>Altas y bajas, contratos, nóminas y seguros sociales. Asesoramiento en inspecciones de trabajo.</p></div>
<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Contable</h3><p>Llevanza de libros, cuentas anuales y depósito en el Registro Mercantil.</p></div>
</div>
<p>¿Tienes dudas? <a href="https://${d}/contacto/">Escríbenos</a> y te respondemos en 24 horas laborables.</p>
</div></div></article>
` + footer;
  const quienes = head('Quiénes somos – Torres & Vidal Asesores') + header + `<article id="post-9" class="post-9 page type-page status-publish"><div class="inside-article">
<header class="entry-header"><h1 class="entry-title" itemprop="headline">Quiénes somos</h1></header>
<div class="entry-content" itemprop="text">
<p>Torres &amp; Vidal Asesores nació en 1998, cuando Ana Torres Medina, economista y socia fundadora, abrió un pequeño despacho de dos mesas en la Calle Isabel la Católica. Sus primeros clientes fueron los comercios de la Plaza Mayor y de la calle Santiago, muchos de los cuales siguen con nosotros.</p>
<p>En 2006 se incorporó como socio Jorge Vidal Ortega, abogado laboralista con quince años de experiencia en Madrid, y la gestoría pasó a ofrecer también asesoramiento laboral y representación ante la Inspección de Trabajo.</p>
<figure class="wp-block-image size-large"><img decoding="async" src="https://${d}/wp-content/uploads/2021/05/despacho-isabel-la-catolica-1024x576.jpg" alt="Nuestra oficina en la calle Isabel la Católica"/><figcaption class="wp-element-caption">Nuestra oficina, a dos minutos de la Plaza Mayor.</figcaption></figure>
<p>Si ya eres cliente, puedes escribir directamente a Ana a a.torres@gestoriatorresvidal.es.</p>
<p>Hoy el equipo lo completan Carmen Ríos Alonso, responsable del área fiscal, y Raúl Pastor, responsable de administración y atención al cliente, además de tres técnicos contables.</p>
<p>Somos colaboradores sociales de la Agencia Tributaria y miembros del Colegio Oficial de Gestores Administrativos de Castilla y León.</p>
</div></div></article>
` + footer;
  const contacto = head('Contacto – Torres & Vidal Asesores') + header + `<article class="page type-page status-publish"><div class="inside-article">
<header class="entry-header"><h1 class="entry-title">Contacto</h1></header>
<div class="entry-content">
<p>Puedes escribirnos a <strong>info [arroba] gestoriatorresvidal [punto] es</strong> o llamarnos al 983 35 72 10. Para consultas sobre nóminas y contratos, el departamento laboral atiende en laboral@gestoriatorresvidal.es.</p>
<div class="wpcf7 no-js" id="wpcf7-f58-p11-o1" lang="es-ES" dir="ltr">
<form action="/contacto/#wpcf7-f58-p11-o1" method="post" class="wpcf7-form init" aria-label="Formulario de contacto" novalidate="novalidate" data-status="init">
<p><label> Tu nombre<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" placeholder="Nombre y apellidos" value="" type="text" name="your-name"></span></label></p>
<p><label> Tu correo electrónico<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" placeholder="tu@email.com" value="" type="email" name="your-email"></span></label></p>
<p><label> Mensaje<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p>
<p><span class="wpcf7-list-item"><label><input type="checkbox" name="acepto[]" value="1"><span class="wpcf7-list-item-label">He leído y acepto la política de privacidad</span></label></span></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Enviar"></p>
</form></div>
</div></div></article>
` + footer;
  const aviso = head('Aviso legal – Torres & Vidal Asesores') + header + `<article class="page type-page status-publish"><div class="inside-article">
<header class="entry-header"><h1 class="entry-title">Aviso legal</h1></header>
<div class="entry-content">
<h2>1. Datos identificativos</h2>
<p>En cumplimiento con el deber de información recogido en el artículo 10 de la Ley 34/2002, de 11 de julio, el titular de este sitio web es <strong>Torres &amp; Vidal Asesores, S.L.</strong>, con CIF B47562318, domicilio en Calle Isabel la Católica, 12, 2º B, 47001 Valladolid, inscrita en el Registro Mercantil de Valladolid, Tomo 1.204, Folio 88, Hoja VA-19377.</p>
<p>Administradores solidarios: Ana Torres Medina y Jorge Vidal Ortega.</p>
<p>Correo electrónico de contacto: info&#64;gestoriatorresvidal&#46;es</p>
<h2>2. Usuarios</h2>
<p>El acceso y/o uso de este portal atribuye la condición de USUARIO, que acepta, desde dicho acceso y/o uso, las Condiciones Generales de Uso aquí reflejadas.</p>
</div></div></article>
` + footer;
  return {
    id: 'b002-gestoria-torres-vidal', domain: d, language: 'es',
    robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://' + d + '/wp-sitemap.xml\n',
    patterns: ['about-prose', 'legal-notice', 'builder-wordpress', 'email-obfuscated', 'email-text', 'junk-placeholder', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/quienes-somos/': ['quienes-somos.html', quienes], '/contacto/': ['contacto.html', contacto], '/aviso-legal/': ['aviso-legal.html', aviso] },
    truth: {
      emails: ['a.torres@gestoriatorresvidal.es', 'info@gestoriatorresvidal.es', 'laboral@gestoriatorresvidal.es'],
      emailKinds: { 'a.torres@gestoriatorresvidal.es': 'person', 'info@gestoriatorresvidal.es': 'generic', 'laboral@gestoriatorresvidal.es': 'role' },
      emailOwners: { 'a.torres@gestoriatorresvidal.es': 'Ana Torres Medina' },
      contacts: [
        { name: 'Ana Torres Medina', title: 'socia fundadora', role: 'owner' },
        { name: 'Jorge Vidal Ortega', title: 'socio', role: 'owner' },
        { name: 'Carmen Ríos Alonso', title: 'responsable del área fiscal', role: 'other' },
        { name: 'Raúl Pastor', title: 'responsable de administración y atención al cliente', role: 'operations' },
      ],
      junk: ['tu@email.com'],
    },
  };
})();

// ---------------------------------------------------------------- b003 funeral home with obituaries, nobody of the firm named
const b003 = (() => {
  const d = 'funerariasanroque.es';
  const nav = `<header class="top"><div class="wrap"><a href="/" class="logo"><img src="/img/logo-san-roque.svg" alt="Funeraria San Roque" width="220"></a>
<nav><a href="/">Inicio</a> <a href="/servicios.html">Servicios</a> <a href="/esquelas.html">Esquelas</a> <a href="/tanatorio.html">Tanatorio</a> <a href="/aviso-legal.html">Aviso legal</a></nav>
<p class="urgencias">Atención 24 horas <a href="tel:+34953557788">953 55 77 88</a></p></div></header>`;
  const foot = `<footer><div class="wrap"><p><strong>Funeraria San Roque</strong> · Tanatorio Virgen de la Cabeza · Avda. de Andalucía, 57 · 23740 Andújar (Jaén)</p>
<p>Teléfono 953 55 77 88 (24 h) · Correo: info@funerariasanroque.es</p>
<p><a href="/aviso-legal.html">Aviso legal y privacidad</a></p></div></footer>
</body></html>`;
  const pageHead = (t) => `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t}</title>
<link rel="stylesheet" href="/css/estilos.css?v=7">
<meta name="description" content="Funeraria y tanatorio en Andújar. Servicio permanente 24 horas, traslados nacionales e internacionales, esquelas online.">
</head>
<body>
`;
  const deaths = [
    ['D. Francisco Javier Moreno Cabrera', '87 años', '14 de marzo de 2024', 'Sala 2', 'Parroquia de Santa María la Mayor, 15 de marzo a las 17:00 h'],
    ['Dña. Encarnación Lara Expósito', '92 años', '13 de marzo de 2024', 'Sala 1', 'Iglesia de San Bartolomé, 14 de marzo a las 11:00 h'],
    ['D. Antonio Rubio Serrano', '68 años', '12 de marzo de 2024', 'Sala 3', 'Capilla del tanatorio, 13 de marzo a las 16:30 h'],
    ['Dña. María Dolores Cano Jiménez', '79 años', '11 de marzo de 2024', 'Sala 2', 'Parroquia de San Miguel, 12 de marzo a las 17:00 h'],
    ['D. José Luis Fernández Peña', '74 años', '9 de marzo de 2024', 'Sala 1', 'Santuario Virgen de la Cabeza, 10 de marzo a las 12:00 h'],
    ['Dña. Rosario Gutiérrez Molina', '95 años', '8 de marzo de 2024', 'Sala 4', 'Parroquia de Santiago, 9 de marzo a las 10:30 h'],
    ['D. Manuel Ortega Villar', '83 años', '7 de marzo de 2024', 'Sala 3', 'Iglesia de Santa Marina, 8 de marzo a las 17:00 h'],
    ['Dña. Isabel Castro Luque', '88 años', '5 de marzo de 2024', 'Sala 2', 'Parroquia de Santa María la Mayor, 6 de marzo a las 11:00 h'],
    ['D. Rafael Navarro Jurado', '61 años', '4 de marzo de 2024', 'Sala 1', 'Capilla del tanatorio, 5 de marzo a las 16:00 h'],
    ['Dña. Carmen Higueras Pozo', '90 años', '2 de marzo de 2024', 'Sala 4', 'Parroquia de San Bartolomé, 3 de marzo a las 12:00 h'],
  ];
  const esquelas = pageHead('Esquelas – Funeraria San Roque') + nav + `
<main class="wrap">
<h1>Esquelas y defunciones</h1>
<p>Publicamos, con el consentimiento de las familias, las esquelas de los servicios que atendemos. Puede dejar sus condolencias a la familia mediante el formulario de cada esquela.</p>
<div class="esquelas">
${deaths.map(([n, age, date, sala, misa], i) => `<article class="esquela" id="esquela-${2411 - i}">
  <div class="cruz">✝</div>
  <h2>${n}</h2>
  <p class="edad">Falleció el ${date}, a los ${age}</p>
  <p class="rip">Habiendo recibido los Santos Sacramentos. D.E.P.</p>
  <p class="familia">Su esposa, hijos, nietos y demás familia ruegan una oración por su alma.</p>
  <dl><dt>Velatorio</dt><dd>Tanatorio Virgen de la Cabeza, ${sala}</dd><dt>Funeral</dt><dd>${misa}</dd></dl>
  <a class="btn" href="/esquelas.html#condolencias-${2411 - i}">Enviar condolencias</a>
</article>`).join('\n')}
</div>
<section id="condolencias">
<h2>Libro de condolencias</h2>
<form method="post" action="/condolencias.php">
<input type="text" name="nombre" placeholder="Su nombre">
<input type="email" name="email" placeholder="su.correo@ejemplo.es">
<textarea name="mensaje" placeholder="Mensaje para la familia"></textarea>
<button type="submit">Enviar</button>
</form>
</section>
</main>
` + foot;
  const index = pageHead('Funeraria San Roque – Tanatorio en Andújar') + nav + `
<section class="hero"><div class="wrap"><h1>Acompañamos a las familias de Andújar desde 1962</h1>
<p>Tramitación completa del servicio funerario, tanatorio con cuatro salas, crematorio propio y traslados a cualquier punto de España y del extranjero.</p></div></section>
<main class="wrap">
<section class="servicios"><h2>Servicios</h2>
<ul><li>Servicio funerario completo y tramitación de documentación</li><li>Tanatorio Virgen de la Cabeza con cafetería y aparcamiento</li><li>Incineración y columbarios</li><li>Seguros de decesos: trabajamos con todas las compañías</li><li>Flores y coronas</li></ul></section>
<section class="ultimas"><h2>Últimas esquelas</h2>
<ul>${deaths.slice(0, 3).map(([n, , date]) => `<li><a href="/esquelas.html">${n}</a> <span>${date}</span></li>`).join('')}</ul>
<p><a href="/esquelas.html">Ver todas las esquelas</a></p></section>
</main>
` + foot;
  const aviso = pageHead('Aviso legal – Funeraria San Roque') + nav + `
<main class="wrap legal">
<h1>Aviso legal</h1>
<p>Titular del sitio web: Funeraria San Roque, S.L. · CIF B23104567 · Avda. de Andalucía, 57, 23740 Andújar (Jaén). Inscrita en el Registro Mercantil de Jaén, Tomo 98, Folio 121, Hoja J-2231. Correo electrónico: info@funerariasanroque.es.</p>
<p>Los datos personales que figuran en las esquelas se publican con el consentimiento expreso de los familiares y se retiran a los 60 días. Para solicitar su retirada antes de ese plazo escriba a info@funerariasanroque.es.</p>
</main>
` + foot;
  return {
    id: 'b003-funeraria-san-roque', domain: d, language: 'es',
    patterns: ['obituary', 'email-text', 'email-footer', 'junk-placeholder', 'name-lookalikes', 'hand-written'],
    pages: { '/': ['index.html', index], '/esquelas.html': ['esquelas.html', esquelas], '/aviso-legal.html': ['aviso-legal.html', aviso] },
    truth: {
      emails: ['info@funerariasanroque.es'],
      emailKinds: { 'info@funerariasanroque.es': 'generic' },
      emailOwners: {},
      contacts: [],
      junk: ['su.correo@ejemplo.es'],
    },
  };
})();

// ---------------------------------------------------------------- b004 Argentine shopkeepers' association: member directory
const b004 = (() => {
  const d = 'comerciantesvillacrespo.org.ar';
  const rubros = ['Ferretería', 'Panadería', 'Farmacia', 'Librería', 'Óptica', 'Verdulería', 'Pinturería', 'Zapatería', 'Kiosco', 'Carnicería', 'Tienda de ropa', 'Cerrajería', 'Bazar', 'Heladería', 'Peluquería', 'Veterinaria', 'Dietética', 'Lavadero', 'Mueblería', 'Pizzería'];
  const firstN = ['Carlos', 'Mirta', 'Jorge', 'Susana', 'Rubén', 'Norma', 'Daniel', 'Liliana', 'Eduardo', 'Graciela', 'Alberto', 'Mónica', 'Ricardo', 'Beatriz', 'Claudio', 'Patricia', 'Gustavo', 'Alicia', 'Hugo', 'Silvia', 'Sergio', 'Marta', 'Néstor', 'Estela', 'Walter', 'Adriana', 'Raúl', 'Cristina', 'Osvaldo', 'Laura', 'Marcelo', 'Nélida', 'Fabián', 'Teresa', 'Pablo'];
  const lastN = ['Fernández', 'Rodríguez', 'Gómez', 'Díaz', 'Álvarez', 'Romero', 'Sosa', 'Ruiz', 'Torres', 'Suárez', 'Castro', 'Giménez', 'Vázquez', 'Acosta', 'Medina', 'Herrera', 'Aguirre', 'Pereyra', 'Gutiérrez', 'Molina', 'Benítez', 'Rojas', 'Ledesma', 'Cabrera', 'Ríos', 'Figueroa', 'Iglesias', 'Luna', 'Morales', 'Ortiz', 'Quiroga', 'Ibáñez', 'Villalba', 'Maidana', 'Correa'];
  const streets = ['Av. Corrientes', 'Av. Scalabrini Ortiz', 'Thames', 'Serrano', 'Malabia', 'Gurruchaga', 'Acevedo', 'Padilla', 'Loyola', 'Vera', 'Camargo', 'Av. Warnes', 'Julián Álvarez', 'Castillo', 'Aguirre'];
  const shopNames = ['El Clavo', 'La Espiga', 'Del Parque', 'San Cayetano', 'Lumière', 'El Vergel', 'Color Total', 'Paso a Paso', 'El Tano', 'Los Hermanos', 'La Moda', 'Llave de Oro', 'Casa Rosa', 'Freddo Malabia', 'Estilo', 'Patitas', 'Vida Natural', 'Burbujas', 'Roble', 'La Farola'];
  const members = [];
  const memberMails = [];
  for (let i = 0; i < 70; i++) {
    const r = rubros[i % rubros.length];
    const name = `${firstN[(i * 7) % firstN.length]} ${lastN[(i * 11 + 3) % lastN.length]}`;
    const shop = `${r} ${shopNames[(i * 3) % shopNames.length]}`;
    const addr = `${streets[(i * 5) % streets.length]} ${100 + ((i * 137) % 1900)}`;
    const tel = `11 4${(8550000 + i * 9173) % 10000000}`.replace(/(\d{4})(\d{4})$/, '$1-$2');
    let mail = '';
    if (i % 9 === 4) { const m = `${shop.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z]/g, '')}@gmail.com`; memberMails.push(m); mail = `<td>${m}</td>`; } else mail = '<td></td>';
    members.push(`<tr><td>${shop}</td><td>${r}</td><td>${name}</td><td>${addr}</td><td>${tel}</td>${mail}</tr>`);
  }
  const headH = (t) => `<!DOCTYPE html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<title>${t}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/estilo.css">
</head>
<body>
<div id="cabecera"><img src="/img/escudo-acvc.png" alt="" height="70"> <span class="nombre">Asociación de Comerciantes de Villa Crespo</span><br><span class="lema">Fundada en 1956 · Personería Jurídica Nº 4.512</span></div>
<div id="menu"><a href="/">Inicio</a> | <a href="/socios">Guía de socios</a> | <a href="/comision-directiva">Comisión Directiva</a> | <a href="/beneficios">Beneficios</a> | <a href="/asociate">Asociate</a></div>
<div id="contenido">
`;
  const foot = `</div>
<div id="pie">Asociación de Comerciantes de Villa Crespo · Av. Corrientes 5420, 1er piso (C1414AJP) CABA · Tel. 4855-2210 · <a href="mailto:info@comerciantesvillacrespo.org.ar">info@comerciantesvillacrespo.org.ar</a><br>Atención a socios: martes y jueves de 15 a 19 hs.</div>
</body>
</html>`;
  const index = headH('Asociación de Comerciantes de Villa Crespo') + `
<h1>Bienvenidos</h1>
<p>Desde 1956 la Asociación reúne a los comercios, talleres y profesionales de Villa Crespo. Gestionamos convenios con bancos y tarjetas, organizamos la Feria de la Calle Thames y representamos a los vecinos comerciantes ante el Gobierno de la Ciudad.</p>
<h2>Novedades</h2>
<ul>
<li><b>12/03</b> — Charla gratuita: facturación electrónica para monotributistas (sede, 18 hs).</li>
<li><b>28/02</b> — Se renovó el convenio con el Banco Ciudad: 15% de descuento en terminales de cobro.</li>
<li><b>10/02</b> — Asamblea General Ordinaria: el 28 de marzo a las 19 hs en primera convocatoria.</li>
</ul>
<p>¿Tenés un comercio en el barrio? <a href="/asociate">Asociate</a> o escribinos a <a href="mailto:secretaria@comerciantesvillacrespo.org.ar">secretaria@comerciantesvillacrespo.org.ar</a>.</p>
<p>Consultá la <a href="/socios">guía de socios</a> y conocé a nuestra <a href="/comision-directiva">Comisión Directiva</a>.</p>
` + foot;
  const socios = headH('Guía de socios – Asociación de Comerciantes de Villa Crespo') + `
<h1>Guía de socios</h1>
<p>Listado de comercios asociados al día con la cuota social (actualizado a marzo de 2024). Para aparecer en la guía o corregir sus datos, comuníquese con la secretaría.</p>
<table class="guia" border="1" cellpadding="4" cellspacing="0">
<thead><tr><th>Comercio</th><th>Rubro</th><th>Titular</th><th>Dirección</th><th>Teléfono</th><th>E-mail</th></tr></thead>
<tbody>
${members.join('\n')}
</tbody></table>
` + foot;
  const comision = headH('Comisión Directiva – Asociación de Comerciantes de Villa Crespo') + `
<h1>Comisión Directiva 2023–2025</h1>
<table class="comision" cellpadding="6">
<tr><td class="cargo">Presidente</td><td>Héctor Rubén Galván</td><td>Librería Galván, Av. Corrientes 5390</td></tr>
<tr><td class="cargo">Vicepresidenta</td><td>Silvia Noemí Paz</td><td>Óptica Paz, Thames 812</td></tr>
<tr><td class="cargo">Secretaria</td><td>Graciela Benítez</td><td>Bazar Casa Rosa, Serrano 944</td></tr>
<tr><td class="cargo">Tesorero</td><td>Osvaldo Ferreyra</td><td>Ferretería El Clavo, Malabia 651</td></tr>
<tr><td class="cargo">Vocal titular</td><td>Rubén Iglesias</td><td>Pinturería Color Total, Padilla 1020</td></tr>
<tr><td class="cargo">Vocal titular</td><td>Norma Quiroga</td><td>Dietética Vida Natural, Loyola 377</td></tr>
<tr><td class="cargo">Revisor de cuentas</td><td>Alberto Maidana</td><td>Contador público</td></tr>
</table>
<p>La secretaría administrativa está a cargo de <b>Verónica Salas</b>, que atiende a los socios en la sede y en <a href="mailto:secretaria@comerciantesvillacrespo.org.ar">secretaria@comerciantesvillacrespo.org.ar</a>.</p>
` + foot;
  return {
    id: 'b004-comerciantes-villa-crespo', domain: d, language: 'es',
    patterns: ['directory', 'team-table', 'email-mailto', 'email-footer', 'hand-written', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/socios': ['socios.html', socios], '/comision-directiva': ['comision-directiva.html', comision] },
    truth: {
      emails: ['info@comerciantesvillacrespo.org.ar', 'secretaria@comerciantesvillacrespo.org.ar'],
      emailKinds: { 'info@comerciantesvillacrespo.org.ar': 'generic', 'secretaria@comerciantesvillacrespo.org.ar': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Héctor Rubén Galván', title: 'Presidente', role: 'owner' },
        { name: 'Silvia Noemí Paz', title: 'Vicepresidenta', role: 'other' },
        { name: 'Graciela Benítez', title: 'Secretaria', role: 'other' },
        { name: 'Osvaldo Ferreyra', title: 'Tesorero', role: 'other' },
        { name: 'Rubén Iglesias', title: 'Vocal titular', role: 'other' },
        { name: 'Norma Quiroga', title: 'Vocal titular', role: 'other' },
        { name: 'Alberto Maidana', title: 'Revisor de cuentas', role: 'other' },
        { name: 'Verónica Salas', title: 'secretaría administrativa', role: 'operations' },
      ],
      junk: memberMails,
    },
  };
})();

export const sitesEs1 = [b001, b002, b003, b004];
