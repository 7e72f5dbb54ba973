import { wpHead, elementorCss, sqsHead, webflowHead, webflowFoot, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b009 Gutenberg events company: speakers are not staff
const b009 = (() => {
  const d = 'sevilladigitaleventos.es';
  const head = (t) => wpHead({ lang: 'es-ES', title: t, desc: 'Jornadas de Marketing Digital Sevilla 2024 · 23 y 24 de mayo · Fibes', domain: d, theme: 'twentytwentythree', bodyClass: 'wp-embed-responsive' }).replace('<body', gtag('G-SDE2024XYZ') + '<body');
  const header = `<div class="wp-site-blocks"><header class="wp-block-template-part">
<div class="wp-block-group alignwide is-content-justification-space-between is-layout-flex wp-container-core-group-layout-1">
<p class="wp-block-site-title"><a href="https://${d}" target="_self" rel="home">Sevilla Digital Eventos</a></p>
<nav class="is-responsive items-justified-right wp-block-navigation is-layout-flex" aria-label="Menú"><ul class="wp-block-navigation__container">
<li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="https://${d}/"><span class="wp-block-navigation-item__label">Jornadas 2024</span></a></li>
<li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="https://${d}/ponentes/"><span class="wp-block-navigation-item__label">Ponentes</span></a></li>
<li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="https://${d}/programa/"><span class="wp-block-navigation-item__label">Programa</span></a></li>
<li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="https://${d}/organizacion/"><span class="wp-block-navigation-item__label">Organización</span></a></li>
</ul></nav></div></header>
<main class="wp-block-group is-layout-flow wp-block-group-is-layout-flow">
`;
  const footer = `</main>
<footer class="wp-block-template-part"><div class="wp-block-group has-global-padding is-layout-constrained"><div class="wp-block-group alignwide is-content-justification-space-between is-layout-flex">
<p>Sevilla Digital Eventos S.L. · Avda. de la Buhaira, 15, 41018 Sevilla · <a href="mailto:hola@${d}">hola@${d}</a></p>
<p class="has-small-font-size"><a href="https://${d}/aviso-legal/">Aviso legal</a> · <a href="https://${d}/privacidad/">Privacidad</a></p>
</div></div></footer></div>
<script src="https://${d}/wp-includes/blocks/navigation/view.min.js?ver=e3d6f3216904b5b42831" id="wp-block-navigation-view-js"></script>
</body></html>`;
  const speakers = [
    ['laura-benitez', 'Laura Benítez', 'Head of Growth', 'Cabify', 'Cómo escalamos la adquisición sin quemar presupuesto'],
    ['ignacio-roldan', 'Ignacio Roldán', 'Director de Marketing', 'Cervezas Alhambra', 'Marca local, audiencia global'],
    ['sofia-marquez', 'Sofía Márquez Díaz', 'SEO Lead', 'Idealista', 'SEO programático en portales inmobiliarios'],
    ['david-carrasco', 'David Carrasco', 'Fundador', 'Agencia Trébol', 'Creatividad con presupuesto de pyme'],
    ['paula-ortiz', 'Paula Ortiz', 'Data & Analytics Manager', 'El Corte Inglés', 'Atribución después de las cookies'],
    ['javier-nogales', 'Javier Nogales', 'CMO', 'Freepik', 'Producto como canal de marketing'],
    ['marina-luque', 'Marina Luque Serrano', 'Consultora de e-commerce', 'independiente', 'Shopify para tiendas de barrio'],
    ['alvaro-pizarro', 'Álvaro Pizarro', 'Director General', 'Guía Repsol', 'Contenidos que se buscan durante décadas'],
  ];
  const index = head('Jornadas de Marketing Digital Sevilla 2024') + header + `<div class="wp-block-cover alignfull is-light" style="min-height:520px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-60 has-background-dim"></span><img class="wp-block-cover__image-background wp-image-88" alt="" src="https://${d}/wp-content/uploads/2024/01/fibes-auditorio.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container is-layout-flow">
<h1 class="has-text-align-center wp-block-heading has-xx-large-font-size">Jornadas de Marketing Digital Sevilla 2024</h1>
<p class="has-text-align-center has-large-font-size">23 y 24 de mayo · Palacio de Exposiciones y Congresos (Fibes)</p>
<div class="wp-block-buttons is-content-justification-center is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://${d}/entradas/">Compra tu entrada</a></div></div>
</div></div>
<div class="wp-block-group has-global-padding is-layout-constrained">
<h2 class="wp-block-heading">Dos días, 24 ponencias, 900 profesionales</h2>
<p>Vuelven las jornadas de referencia del marketing digital en Andalucía, con ponentes de <strong>Cabify, Freepik, Idealista o El Corte Inglés</strong>. Consulta el <a href="https://${d}/ponentes/">cartel completo de ponentes</a>.</p>
<h3 class="wp-block-heading">Inscripción de grupos</h3>
<p>Si vienes con cinco o más personas de tu empresa, escríbenos a grupos@${d} y te aplicamos un 20% de descuento.</p>
<form class="wp-block-jetpack-contact-form"><label>Recibe novedades del evento</label><input type="email" name="newsletter" placeholder="nombre@empresa.com"><button class="wp-block-button__link">Apuntarme</button></form>
</div>` + footer;
  const ponentes = head('Ponentes – Jornadas de Marketing Digital Sevilla 2024') + header + `<div class="wp-block-group has-global-padding is-layout-constrained">
<h1 class="wp-block-heading">Ponentes 2024</h1>
${speakers.map(([slug, n, role, co, talk]) => `<div class="wp-block-media-text alignwide is-stacked-on-mobile" style="grid-template-columns:25% auto"><figure class="wp-block-media-text__media"><img decoding="async" width="300" height="300" src="https://${d}/wp-content/uploads/2024/02/${slug}.jpg" alt="" class="wp-image-${slug.length * 13} size-full"/></figure><div class="wp-block-media-text__content">
<h3 class="wp-block-heading">${n}</h3>
<p><strong>${role}</strong>, ${co}</p>
<p><em>${talk}</em></p>
</div></div>`).join('\n')}
<p>¿Quieres participar como ponente en 2025? Envía tu propuesta a ponentes@${d}.</p>
</div>` + footer;
  const org = head('Organización – Sevilla Digital Eventos') + header + `<div class="wp-block-group has-global-padding is-layout-constrained">
<h1 class="wp-block-heading">Organización</h1>
<p>Las Jornadas las organiza Sevilla Digital Eventos, una pequeña productora de congresos profesionales fundada en 2016.</p>
<div class="wp-block-columns is-layout-flex"><div class="wp-block-column is-layout-flow">
<h4 class="wp-block-heading">Rocío Aguilar Montes</h4><p class="has-small-font-size">Directora y fundadora</p><p class="has-small-font-size"><a href="mailto:rocio.aguilar@sevilladigitaleventos.es">rocio.aguilar@sevilladigitaleventos.es</a></p>
</div><div class="wp-block-column is-layout-flow">
<h4 class="wp-block-heading">Daniel Cuesta</h4><p class="has-small-font-size">Jefe de producción</p>
</div><div class="wp-block-column is-layout-flow">
<h4 class="wp-block-heading">Elena Vargas</h4><p class="has-small-font-size">Comunicación y prensa</p>
</div></div>
<p>Prensa y acreditaciones: <a href="mailto:prensa@${d}">prensa@${d}</a></p>
</div>` + footer;
  return {
    id: 'b009-jornadas-marketing-sevilla', domain: d, language: 'es',
    patterns: ['event-speakers', 'builder-wordpress', 'email-text', 'email-mailto', 'email-footer', 'junk-placeholder', 'name-lookalikes', 'email-in-person-card', 'team-grid'],
    pages: { '/': ['index.html', index], '/ponentes/': ['ponentes.html', ponentes], '/organizacion/': ['organizacion.html', org] },
    truth: {
      emails: ['rocio.aguilar@sevilladigitaleventos.es', 'hola@sevilladigitaleventos.es', 'grupos@sevilladigitaleventos.es', 'ponentes@sevilladigitaleventos.es', 'prensa@sevilladigitaleventos.es'],
      emailKinds: { 'rocio.aguilar@sevilladigitaleventos.es': 'person', 'hola@sevilladigitaleventos.es': 'generic', 'grupos@sevilladigitaleventos.es': 'role', 'ponentes@sevilladigitaleventos.es': 'role', 'prensa@sevilladigitaleventos.es': 'role' },
      emailOwners: { 'rocio.aguilar@sevilladigitaleventos.es': 'Rocío Aguilar Montes' },
      contacts: [
        { name: 'Rocío Aguilar Montes', title: 'Directora y fundadora', role: 'owner' },
        { name: 'Daniel Cuesta', title: 'Jefe de producción', role: 'operations' },
        { name: 'Elena Vargas', title: 'Comunicación y prensa', role: 'marketing' },
      ],
      junk: ['nombre@empresa.com'],
    },
  };
})();

// ---------------------------------------------------------------- b010 Squarespace architecture studio, entity-encoded email
const b010 = (() => {
  const d = 'olmoarquitectos.es';
  const h = (t) => sqsHead({ lang: 'es-ES', title: t, desc: 'Estudio de arquitectura en Pamplona. Vivienda, rehabilitación y equipamientos públicos.', domain: d });
  const header = `<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{&quot;layout&quot;:&quot;navRight&quot;}">
<div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">
<div class="header-display-desktop" data-content-field="site-title"><div class="header-title-nav-wrapper">
<div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a href="/" data-animation-role="header-element">OLMO ARQUITECTOS</a></div></div>
<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
<div class="header-nav-item header-nav-item--collection"><a href="/proyectos" data-animation-role="header-element">Proyectos</a></div>
<div class="header-nav-item header-nav-item--collection"><a href="/estudio" data-animation-role="header-element">Estudio</a></div>
<div class="header-nav-item header-nav-item--collection"><a href="/contacto" data-animation-role="header-element">Contacto</a></div>
</nav></div></div></div></div></div></div></header>
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="63b2a1f0e4c5a12b3c4d5e99">
`;
  const footer = `</article></main>
<footer class="sections" id="footer-sections" data-footer-sections><section data-test="page-section" data-section-theme="black" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black">
<div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-footer"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1673789812211_4521"><div class="sqs-block-content"><div class="sqs-html-content">
<p class="sqsrte-small">Calle Mayor, 41 · 31001 Pamplona · 948 22 19 07 · <a href="mailto:&#101;&#115;&#116;&#117;&#100;&#105;&#111;&#64;&#111;&#108;&#109;&#111;&#97;&#114;&#113;&#117;&#105;&#116;&#101;&#99;&#116;&#111;&#115;&#46;&#101;&#115;">&#101;&#115;&#116;&#117;&#100;&#105;&#111;&#64;&#111;&#108;&#109;&#111;&#97;&#114;&#113;&#117;&#105;&#116;&#101;&#99;&#116;&#111;&#115;&#46;&#101;&#115;</a></p>
</div></div></div></div></div></div></div></div></section></footer>
</div>
<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.3a2b1c0d.js" type="text/javascript"></script>
</body></html>`;
  const sec = (id, inner) => `<section data-test="page-section" data-section-theme="white" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle white" data-section-id="${id}"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${id}"><div class="row sqs-row">${inner}</div></div></div></div></section>
`;
  const block = (id, html, span = 12) => `<div class="col sqs-col-${span} span-${span}"><div class="sqs-block html-block sqs-block-html" data-block-type="2" data-border-radii="{}" id="block-${id}"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div>`;
  const img = (id, src, alt, span) => `<div class="col sqs-col-${span} span-${span}"><div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-${id}"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline"><figure class="sqs-block-image-figure intrinsic"><div class="image-block-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/63b2a1f0e4c5a12b3c4d5e6f/${src}" data-image-dimensions="1500x1000" alt="${alt}" src="https://images.squarespace-cdn.com/content/v1/63b2a1f0e4c5a12b3c4d5e6f/${src}?format=750w" loading="lazy"></div></figure></div></div></div></div>`;
  const index = h('Olmo Arquitectos — Pamplona') + header
    + sec('s1', block('yui_3_17_2_1_1673789812211_101', '<h1 style="white-space:pre-wrap;">Arquitectura serena, construida para durar.</h1><p class="sqsrte-large">Vivienda colectiva, rehabilitación energética y edificios públicos en Navarra y Gipuzkoa.</p>'))
    + sec('s2', img('yui_3_17_2_1_1673789812211_202', 'casa-urdaniz.jpg', 'Casa Urdániz', 6) + block('yui_3_17_2_1_1673789812211_203', '<h3>Casa Urdániz</h3><p>Vivienda unifamiliar pasiva en el valle de Esteríbar. Premio COAVN 2022.</p><h3>Residencia Beatriz de Silva</h3><p>Rehabilitación de un antiguo convento como residencia de mayores en Tudela, 64 plazas.</p><p><a href="/proyectos">Ver todos los proyectos →</a></p>', 6))
    + footer;
  const estudio = h('Estudio — Olmo Arquitectos') + header
    + sec('s1', block('yui_3_17_2_1_1673790012001_301', `<h2>El estudio</h2>
<p>Olmo Arquitectos es el estudio que Irene Olmo Salcedo y Martín Echeverría Goñi fundaron en Pamplona en 2009, después de una década trabajando en Barcelona y en Róterdam. Desde entonces hemos construido más de sesenta proyectos, casi todos a menos de cien kilómetros del estudio.</p>
<p>Nos interesan la madera local, la rehabilitación frente a la obra nueva y los edificios que sus usuarios pueden mantener sin nosotros.</p>`))
    + sec('s2', img('yui_3_17_2_1_1673790012001_401', 'irene.jpg', 'Irene Olmo', 3) + block('yui_3_17_2_1_1673790012001_402', '<h4>Irene Olmo Salcedo</h4><p class="sqsrte-small">Arquitecta, socia fundadora</p><p class="sqsrte-small">irene@olmoarquitectos.es</p>', 3)
      + img('yui_3_17_2_1_1673790012001_403', 'martin.jpg', 'Martín Echeverría', 3) + block('yui_3_17_2_1_1673790012001_404', '<h4>Martín Echeverría Goñi</h4><p class="sqsrte-small">Arquitecto, socio fundador</p>', 3))
    + sec('s3', block('yui_3_17_2_1_1673790012001_501', '<h4>Equipo</h4><p>Ane Zubiri Etxeberria — arquitecta técnica y dirección de ejecución<br>Leire Mendoza — administración</p><p>Colaboradores habituales: Ingeniería Arrasate (estructuras), Paisajes Ultzama (paisajismo).</p>'))
    + footer;
  const contacto = h('Contacto — Olmo Arquitectos') + header
    + sec('s1', block('yui_3_17_2_1_1673790312001_601', '<h2>Contacto</h2><p>Calle Mayor, 41, 1º izda.<br>31001 Pamplona / Iruña</p><p>948 22 19 07</p><p>Escríbenos: <a href="mailto:&#101;&#115;&#116;&#117;&#100;&#105;&#111;&#64;&#111;&#108;&#109;&#111;&#97;&#114;&#113;&#117;&#105;&#116;&#101;&#99;&#116;&#111;&#115;&#46;&#101;&#115;">&#101;&#115;&#116;&#117;&#100;&#105;&#111;&#64;&#111;&#108;&#109;&#111;&#97;&#114;&#113;&#117;&#105;&#116;&#101;&#99;&#116;&#111;&#115;&#46;&#101;&#115;</a></p><p>Prácticas y empleo: no tenemos procesos abiertos ahora mismo.</p>', 6)
      + `<div class="col sqs-col-6 span-6"><div class="sqs-block form-block sqs-block-form" data-block-type="9" id="block-yui_3_17_2_1_1673790312001_602"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper"><form data-form-id="63c3f1a2b4c5d6e7f8091a2b" autocomplete="on" method="POST" action="https://www.${d}" onsubmit="return (function (form) { Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) { (new Y.Squarespace.FormSubmit(form)).submit({ formId: '63c3f1a2b4c5d6e7f8091a2b', collectionId: '63b2a1f0e4c5a12b3c4d5e72', objectName: 'page-section-s1' }); }); return false; })(this);"><div class="field-list clear"><fieldset id="name-yui_3_17_2_1_1673790312001_603" class="form-item fields name required"><legend class="title">Nombre <span class="required" aria-hidden="true">*</span></legend><div class="field first-name"><label class="caption"><input class="field-element field-control" name="fname" x-autocompletetype="given-name" type="text" spellcheck="false" maxlength="30" data-title="First" aria-required="true"><span class="caption-text">Nombre</span></label></div></fieldset><div id="email-yui_3_17_2_1_1673790312001_604" class="form-item field email required"><label class="title" for="email-yui_3_17_2_1_1673790312001_604-field">Correo electrónico <span class="required" aria-hidden="true">*</span></label><input class="field-element" id="email-yui_3_17_2_1_1673790312001_604-field" name="email" type="email" autocomplete="email" spellcheck="false" aria-required="true"></div></div><div class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="Enviar"></div></form></div></div></div></div></div>`)
    + footer;
  return {
    id: 'b010-olmo-arquitectos', domain: d, language: 'es',
    patterns: ['builder-squarespace', 'about-prose', 'team-grid', 'email-obfuscated', 'email-mailto', 'email-footer', 'name-lookalikes', 'email-in-person-card'],
    pages: { '/': ['index.html', index], '/estudio': ['estudio.html', estudio], '/contacto': ['contacto.html', contacto] },
    truth: {
      emails: ['irene@olmoarquitectos.es', 'estudio@olmoarquitectos.es'],
      emailKinds: { 'irene@olmoarquitectos.es': 'person', 'estudio@olmoarquitectos.es': 'generic' },
      emailOwners: { 'irene@olmoarquitectos.es': 'Irene Olmo Salcedo' },
      contacts: [
        { name: 'Irene Olmo Salcedo', title: 'Arquitecta, socia fundadora', role: 'owner' },
        { name: 'Martín Echeverría Goñi', title: 'Arquitecto, socio fundador', role: 'owner' },
        { name: 'Ane Zubiri Etxeberria', title: 'arquitecta técnica y dirección de ejecución', role: 'other' },
        { name: 'Leire Mendoza', title: 'administración', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b011 Webflow agency in Mexico, client list and client quotes
const b011 = (() => {
  const d = 'kolmena.com.mx';
  const h = (t) => webflowHead({ lang: 'es-MX', title: t, desc: 'Kolmena es una agencia de marketing digital en Guadalajara: marca, performance y contenido.', domain: d, site: '6512ab34cd56ef7890a1b2c3' });
  const nav = `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://assets-global.website-files.com/6512ab34cd56ef7890a1b2c3/6512ab34cd56ef7890a1b2d0_kolmena-logo.svg" loading="lazy" alt="Kolmena" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/servicios" class="nav-link w-nav-link">Servicios</a><a href="/clientes" class="nav-link w-nav-link">Clientes</a><a href="/nosotros" class="nav-link w-nav-link">Nosotros</a><a href="/contacto" class="nav-link w-nav-link">Contacto</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`;
  const foot = `<footer class="footer"><div class="w-layout-blockcontainer container w-container"><div class="footer-grid w-layout-grid"><div class="footer-col"><div class="footer-heading">Kolmena Agencia Digital</div><div class="footer-text">Av. Chapultepec Sur 480, Piso 6<br/>Col. Americana, 44160 Guadalajara, Jal.</div></div><div class="footer-col"><a href="mailto:hola@kolmena.com.mx" class="footer-link">hola@kolmena.com.mx</a><a href="tel:+523336150988" class="footer-link">33 3615 0988</a></div><div class="footer-col"><a href="/aviso-de-privacidad" class="footer-link">Aviso de privacidad</a></div></div></div></footer>`;
  const clients = ['Cervecería Tres Volcanes', 'Café Altura', 'Hospital San Javier', 'Tequila Casa Orendáin', 'Muebles Lozano', 'Universidad del Valle de Atemajac', 'Grupo Ferretero Villalobos', 'Dulces De la Rosa', 'Inmobiliaria Puerta de Hierro', 'Clínica Dental Sonríe', 'Farmacias Guadalajara Express', 'Hotel Demetria', 'Taller Mecánico Hermanos Rentería', 'Joyería Martha Ibarra', 'Despacho Contable Salazar y Asociados', 'Panadería La Perla Tapatía'];
  const index = h('Kolmena | Agencia de marketing digital en Guadalajara') + nav + `<div class="hero-section"><div class="w-layout-blockcontainer container w-container"><h1 class="hero-heading">Hacemos crecer marcas que la gente recuerda.</h1><p class="hero-paragraph">Estrategia, diseño y campañas de performance para empresas del Bajío y Occidente.</p><a href="/contacto" class="button w-button">Platiquemos</a></div></div>
<div class="section"><div class="w-layout-blockcontainer container w-container"><h2 class="section-heading">Han confiado en nosotros</h2><div class="logo-grid w-layout-grid">${clients.slice(0, 8).map((c, i) => `<img src="https://assets-global.website-files.com/6512ab34cd56ef7890a1b2c3/6512ab34cd56ef7890a1b3${(10 + i).toString(16)}_cliente-${i + 1}.png" loading="lazy" alt="${c}" class="client-logo"/>`).join('')}</div><a href="/clientes" class="text-link">Ver todos los clientes</a></div></div>` + foot + webflowFoot('6512ab34cd56ef7890a1b2c3');
  const clientes = h('Clientes | Kolmena') + nav + `<div class="section"><div class="w-layout-blockcontainer container w-container"><h1>Clientes</h1><p>Más de 90 marcas han trabajado con Kolmena desde 2017. Estas son algunas:</p>
<div class="w-dyn-list"><div role="list" class="client-list w-dyn-items">${clients.map((c) => `<div role="listitem" class="client-item w-dyn-item"><div class="client-name">${c}</div></div>`).join('')}</div></div>
<h2 class="section-heading">Lo que dicen</h2>
<div class="testimonial-slider w-slider" data-autoplay="false" data-animation="slide"><div class="w-slider-mask">
<div class="w-slide"><div class="testimonial-card"><p class="quote">“Duplicamos las ventas en línea en un año y por fin entendemos de dónde vienen nuestros clientes.”</p><div class="testimonial-author">Rodrigo Salas</div><div class="testimonial-role">Director de Marketing, Café Altura</div></div></div>
<div class="w-slide"><div class="testimonial-card"><p class="quote">“El rebranding quedó espectacular; los pacientes nos lo comentan cada semana.”</p><div class="testimonial-author">Dra. Mariana Cuevas</div><div class="testimonial-role">Directora, Clínica Dental Sonríe</div></div></div>
<div class="w-slide"><div class="testimonial-card"><p class="quote">“Un equipo que contesta el WhatsApp un sábado. Así de simple.”</p><div class="testimonial-author">Luis Villalobos</div><div class="testimonial-role">Gerente General, Grupo Ferretero Villalobos</div></div></div>
</div></div></div></div>` + foot + webflowFoot('6512ab34cd56ef7890a1b2c3');
  const team = [
    ['Fernanda Ibarra', 'CEO &amp; Cofundadora'], ['Diego Montalvo', 'Director de Estrategia Digital'], ['Paola Núñez', 'Social Media Manager'], ['Héctor Vázquez', 'Director de Operaciones'], ['Ximena Ochoa', 'Diseñadora Senior'],
  ];
  const nosotros = h('Nosotros | Kolmena') + nav + `<div class="section"><div class="w-layout-blockcontainer container w-container"><h1>Somos Kolmena</h1><p class="lead">Un equipo de 14 personas entre Guadalajara y CDMX. Trabajamos como colmena: cada quien en lo suyo, todos por el mismo objetivo.</p>
<div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${team.map(([n, t], i) => `<div role="listitem" class="team-item w-dyn-item"><img src="https://assets-global.website-files.com/6512ab34cd56ef7890a1b2c4/65a0${i}c1d2e3f4a5b6c7d8e9f0_team-${i + 1}.jpg" loading="lazy" alt="" class="team-photo"/><div class="team-name">${n}</div><div class="team-role">${t}</div>${i === 0 ? '<a href="mailto:fernanda@kolmena.com.mx" class="team-mail">fernanda@kolmena.com.mx</a>' : '<a href="#" class="team-mail w-condition-invisible"></a>'}</div>`).join('')}</div></div>
<p>¿Quieres trabajar con nosotros? Escríbenos a <a href="mailto:talento@kolmena.com.mx">talento@kolmena.com.mx</a>. ¿Tienes un proyecto? <a href="mailto:nuevosnegocios@kolmena.com.mx?subject=Nuevo%20proyecto">nuevosnegocios@kolmena.com.mx</a></p></div></div>` + foot + webflowFoot('6512ab34cd56ef7890a1b2c3');
  return {
    id: 'b011-agencia-kolmena', domain: d, language: 'es',
    patterns: ['builder-webflow', 'client-list', 'testimonials', 'team-grid', 'email-mailto', 'email-footer', 'name-lookalikes', 'email-in-person-card'],
    pages: { '/': ['index.html', index], '/clientes': ['clientes.html', clientes], '/nosotros': ['nosotros.html', nosotros] },
    truth: {
      emails: ['fernanda@kolmena.com.mx', 'hola@kolmena.com.mx', 'talento@kolmena.com.mx', 'nuevosnegocios@kolmena.com.mx'],
      emailKinds: { 'fernanda@kolmena.com.mx': 'person', 'hola@kolmena.com.mx': 'generic', 'talento@kolmena.com.mx': 'role', 'nuevosnegocios@kolmena.com.mx': 'role' },
      emailOwners: { 'fernanda@kolmena.com.mx': 'Fernanda Ibarra' },
      contacts: [
        { name: 'Fernanda Ibarra', title: 'CEO & Cofundadora', role: 'owner' },
        { name: 'Diego Montalvo', title: 'Director de Estrategia Digital', role: 'marketing' },
        { name: 'Paola Núñez', title: 'Social Media Manager', role: 'marketing' },
        { name: 'Héctor Vázquez', title: 'Director de Operaciones', role: 'operations' },
        { name: 'Ximena Ochoa', title: 'Diseñadora Senior', role: 'other' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b012 Chilean vet, WordPress + Gutenberg, nobody named
const b012 = (() => {
  const d = 'veterinarialosaromos.cl';
  const head = (t) => wpHead({ lang: 'es-CL', title: t, desc: 'Clínica veterinaria en Ñuñoa. Urgencias, cirugía, vacunas y peluquería canina.', domain: d, theme: 'kadence', bodyClass: 'wp-custom-logo footer-on-bottom hide-focus-outline link-style-standard content-title-style-normal content-width-normal' });
  const header = `<div id="wrapper" class="site wp-site-blocks"><header id="masthead" class="site-header" role="banner"><div id="main-header" class="site-header-wrap"><div class="site-header-inner-wrap"><div class="site-header-upper-wrap"><div class="site-header-upper-inner-wrap"><div class="site-main-header-wrap site-header-row-container site-header-focus-item site-header-row-layout-standard" data-section="kadence_customizer_header_main"><div class="site-header-row-container-inner"><div class="site-container"><div class="site-main-header-inner-wrap site-header-row site-header-row-has-sides site-header-row-no-center">
<div class="site-header-main-section-left site-header-section site-header-section-left"><div class="site-header-item site-header-focus-item" data-section="title_tagline"><div class="site-branding branding-layout-standard site-brand-logo-only"><a class="brand has-logo-image" href="https://${d}/" rel="home"><img width="300" height="90" src="https://${d}/wp-content/uploads/2023/04/logo-aromos.png" class="custom-logo" alt="Veterinaria Los Aromos" srcset="https://${d}/wp-content/uploads/2023/04/logo-aromos.png 300w, https://${d}/wp-content/uploads/2023/04/logo-aromos@2x.png 600w" sizes="(max-width: 300px) 100vw, 300px" /></a></div></div></div>
<div class="site-header-main-section-right site-header-section site-header-section-right"><div class="site-header-item site-header-focus-item site-header-item-main-navigation header-navigation-layout-stretch-false header-navigation-layout-fill-stretch-false" data-section="kadence_customizer_primary_navigation"><nav id="site-navigation" class="main-navigation header-navigation nav--toggle-sub header-navigation-style-standard header-navigation-dropdown-animation-none" role="navigation" aria-label="Navegación principal"><div class="primary-menu-container header-menu-container"><ul id="primary-menu" class="menu">
<li class="menu-item menu-item-home"><a href="https://${d}/">Inicio</a></li><li class="menu-item"><a href="https://${d}/servicios/">Servicios</a></li><li class="menu-item"><a href="https://${d}/contacto/">Contacto</a></li></ul></div></nav></div></div>
</div></div></div></div></div></div></div></div></header>
<div id="inner-wrap" class="wrap hfeed kt-clear"><div id="primary" class="content-area"><div class="content-container site-container"><main id="main" class="site-main" role="main"><div class="entry-content single-content">
`;
  const footer = `</div></main></div></div></div>
<footer id="colophon" class="site-footer" role="contentinfo"><div class="site-footer-wrap"><div class="site-middle-footer-wrap site-footer-row-container site-footer-focus-item site-footer-row-layout-standard site-footer-row-tablet-layout-default site-footer-row-mobile-layout-default" data-section="kadence_customizer_footer_middle"><div class="site-footer-row-container-inner"><div class="site-container"><div class="site-middle-footer-inner-wrap site-footer-row site-footer-row-columns-3 site-footer-row-column-layout-equal site-tablet-footer-row-column-layout-default site-mobile-footer-row-column-layout-row ft-ro-dir-row ft-ro-collapse-normal ft-ro-t-dir-default ft-ro-m-dir-default ft-ro-lstyle-plain">
<div class="site-footer-middle-section-1 site-footer-section footer-section-inner-items-1"><div class="footer-widget-area widget-area site-footer-focus-item footer-widget1 content-align-default content-tablet-align-default content-mobile-align-default content-valign-default content-tablet-valign-default content-mobile-valign-default" data-section="sidebar-widgets-footer1"><div class="footer-widget-area-inner site-info-inner"><section id="block-7" class="widget widget_block"><p><strong>Veterinaria Los Aromos</strong><br>Av. Irarrázaval 3021, Ñuñoa, Santiago<br>+56 2 2274 5810 · Urgencias +56 9 8765 4321</p></section></div></div></div>
<div class="site-footer-middle-section-2 site-footer-section footer-section-inner-items-1"><div class="footer-widget-area widget-area site-footer-focus-item footer-widget2" data-section="sidebar-widgets-footer2"><div class="footer-widget-area-inner site-info-inner"><section id="block-8" class="widget widget_block"><p>Horario: lunes a viernes 9:00–20:00, sábados 10:00–14:00.<br>Correo: <a href="mailto:contacto@veterinarialosaromos.cl">contacto@veterinarialosaromos.cl</a></p></section></div></div></div>
</div></div></div></div></div></footer></div>
<script src="https://${d}/wp-content/themes/kadence/assets/js/navigation.min.js?ver=1.1.51" id="kadence-navigation-js" async></script>
</body></html>`;
  const index = head('Veterinaria Los Aromos – Ñuñoa') + header + `<div class="wp-block-kadence-rowlayout alignfull"><div class="kt-row-column-wrap kt-has-2-columns kt-row-layout-equal kt-tab-layout-inherit kt-mobile-layout-row kt-row-valign-middle">
<div class="wp-block-kadence-column inner-column-1"><div class="kt-inside-inner-col"><h1 class="wp-block-heading">Cuidamos a tu familia de cuatro patas</h1><p>Más de 15 años atendiendo perros, gatos y exóticos en Ñuñoa. Consultas, vacunas, cirugía, imagenología y peluquería.</p><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://${d}/contacto/">Agenda tu hora</a></div></div></div></div>
<div class="wp-block-kadence-column inner-column-2"><div class="kt-inside-inner-col"><figure class="wp-block-image size-large"><img decoding="async" src="https://${d}/wp-content/uploads/2023/04/perro-gato.webp" srcset="https://${d}/wp-content/uploads/2023/04/perro-gato.webp 1x, https://${d}/wp-content/uploads/2023/04/perro-gato@3x.webp 3x" alt="Perro y gato"/></figure></div></div></div></div>
<h2 class="wp-block-heading has-text-align-center">Lo que dicen nuestros clientes</h2>
<div class="wp-block-columns is-layout-flex">
<div class="wp-block-column"><blockquote class="wp-block-quote"><p>Atendieron a mi gato Simón a las once de la noche y le salvaron la vida. Eternamente agradecida.</p><cite>Francisca R., Ñuñoa</cite></blockquote></div>
<div class="wp-block-column"><blockquote class="wp-block-quote"><p>Muy buena atención y precios justos. La peluquería dejó a la Luna regia.</p><cite>Matías González</cite></blockquote></div>
<div class="wp-block-column"><blockquote class="wp-block-quote"><p>Llevamos a nuestros tres perros desde 2016. Siempre con paciencia y explicando todo.</p><cite>Familia Contreras Soto</cite></blockquote></div>
</div>` + footer;
  const servicios = head('Servicios – Veterinaria Los Aromos') + header + `<h1 class="wp-block-heading">Servicios</h1>
<ul class="wp-block-list"><li>Consulta general y medicina preventiva</li><li>Vacunas y desparasitación (plan anual desde $39.900)</li><li>Cirugía de tejidos blandos y esterilizaciones</li><li>Ecografía y radiología digital</li><li>Laboratorio clínico propio</li><li>Peluquería canina y felina</li><li>Atención de exóticos: conejos, hurones y aves</li></ul>
<p>Convenios con Pet Seguro y Mascota Protegida.</p>` + footer;
  const contacto = head('Contacto – Veterinaria Los Aromos') + header + `<h1 class="wp-block-heading">Contacto</h1>
<p>Reserva tu hora llamando al +56 2 2274 5810, por WhatsApp al +56 9 8765 4321 o con el formulario.</p>
<div class="wpforms-container wpforms-container-full" id="wpforms-211"><form id="wpforms-form-211" class="wpforms-validate wpforms-form" data-formid="211" method="post" enctype="multipart/form-data" action="/contacto/">
<div class="wpforms-field-container"><div id="wpforms-211-field_0-container" class="wpforms-field wpforms-field-name"><label class="wpforms-field-label" for="wpforms-211-field_0">Nombre <span class="wpforms-required-label">*</span></label><input type="text" id="wpforms-211-field_0" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][0]" placeholder="Tu nombre" required></div>
<div id="wpforms-211-field_1-container" class="wpforms-field wpforms-field-email"><label class="wpforms-field-label" for="wpforms-211-field_1">Email <span class="wpforms-required-label">*</span></label><input type="email" id="wpforms-211-field_1" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][1]" placeholder="ejemplo@correo.com" spellcheck="false" required></div>
<div id="wpforms-211-field_2-container" class="wpforms-field wpforms-field-text"><label class="wpforms-field-label" for="wpforms-211-field_2">Nombre de tu mascota</label><input type="text" id="wpforms-211-field_2" class="wpforms-field-medium" name="wpforms[fields][2]" placeholder="Ej.: Toby"></div>
<div id="wpforms-211-field_3-container" class="wpforms-field wpforms-field-textarea"><label class="wpforms-field-label" for="wpforms-211-field_3">Mensaje</label><textarea id="wpforms-211-field_3" class="wpforms-field-medium" name="wpforms[fields][3]"></textarea></div></div>
<div class="wpforms-submit-container"><button type="submit" name="wpforms[submit]" id="wpforms-submit-211" class="wpforms-submit">Enviar</button></div></form></div>` + footer;
  return {
    id: 'b012-veterinaria-los-aromos', domain: d, language: 'es',
    patterns: ['builder-wordpress', 'testimonials', 'email-footer', 'email-mailto', 'junk-placeholder', 'junk-asset'],
    pages: { '/': ['index.html', index], '/servicios/': ['servicios.html', servicios], '/contacto/': ['contacto.html', contacto] },
    truth: {
      emails: ['contacto@veterinarialosaromos.cl'],
      emailKinds: { 'contacto@veterinarialosaromos.cl': 'generic' },
      emailOwners: {},
      contacts: [],
      junk: ['ejemplo@correo.com', 'logo-aromos@2x.png', 'perro-gato@3x.webp'],
    },
  };
})();

export const sitesEs3 = [b009, b010, b011, b012];
