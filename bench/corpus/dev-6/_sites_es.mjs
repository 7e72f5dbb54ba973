import { wp, wix, sqs, webflow, bs } from "./_lib.mjs";

export const sites = [];

// ---------------------------------------------------------------------------------------------
// i001 — egg farm in Villarrubia de los Ojos, WordPress + Gutenberg, prose, legal notice
{
  const nav = [["/", "Inicio"], ["/nuestra-historia/", "Nuestra historia"], ["/aviso-legal/", "Aviso legal"]];
  const footer = `<div class="site-footer-primary-section"><div class="ast-builder-grid-row">
  <div class="footer-widget-area"><section class="widget widget_block"><p><strong>Granja Los Almendros</strong><br>Camino de San Isidro, km 2<br>13670 Villarrubia de los Ojos (Ciudad Real)</p>
  <p>Tel. 926 89 71 40 · info@huevosvillarrubia.es</p></section></div>
  <div class="footer-widget-area"><section class="widget widget_nav_menu"><ul><li><a href="/aviso-legal/">Aviso legal</a></li><li><a href="/nuestra-historia/">Nuestra historia</a></li></ul></section></div>
</div><div class="ast-small-footer">© 2024 Granja Los Almendros S.L.</div></div>`;
  const extraHead = `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@8/swiper-bundle.min.css" />
<script src="https://cdn.jsdelivr.net/npm/swiper@8/swiper-bundle.min.js"></script>`;
  const common = { lang: "es", site: "Granja Los Almendros", nav, footer, extraHead };
  const index = wp({
    ...common,
    title: "Huevos camperos de Villarrubia – Granja Los Almendros",
    desc: "Huevos camperos y ecológicos de gallinas criadas en libertad en Villarrubia de los Ojos.",
    bodyClass: "home page-template-default page page-id-2",
    body: `<main id="main" class="site-main"><article class="page type-page status-publish">
<div class="entry-content">
<div class="wp-block-cover alignfull" style="min-height:480px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="/wp-content/uploads/2023/05/gallinas-campo.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container">
<h1 class="has-text-align-center wp-block-heading">Huevos camperos de La Mancha</h1>
<p class="has-text-align-center">Gallinas en libertad sobre 14 hectáreas de almendros y olivos</p>
</div></div>
<div class="wp-block-columns is-layout-flex">
<div class="wp-block-column"><h2 class="wp-block-heading">Huevos Doña Rosario</h2><p>Nuestra línea campera (código 1) en estuches de 6 y 12. Recogidos a mano cada mañana.</p></div>
<div class="wp-block-column"><h2 class="wp-block-heading">Ecológicos</h2><p>Certificados por el Comité de Agricultura Ecológica de Castilla-La Mancha (código 0).</p></div>
<div class="wp-block-column"><h2 class="wp-block-heading">Venta a tiendas</h2><p>Servimos a fruterías, restaurantes y cooperativas de la comarca dos veces por semana. Para pedidos escribid a pedidos@huevosvillarrubia.es o llamad al 926 89 71 40.</p></div>
</div>
<div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide"><img src="/wp-content/uploads/2023/05/huevera.jpg" alt="Huevera"></div><div class="swiper-slide"><img src="/wp-content/uploads/2023/05/gallinero.jpg" alt="Gallinero móvil"></div></div></div>
<p>Visitas escolares de marzo a junio. <a href="/nuestra-historia/">Conoce nuestra historia</a>.</p>
</div></article></main>`,
  });
  const historia = wp({
    ...common,
    title: "Nuestra historia – Granja Los Almendros",
    desc: "Tres generaciones criando gallinas en Villarrubia de los Ojos.",
    body: `<main id="main" class="site-main"><article class="page type-page status-publish">
<header class="entry-header"><h1 class="entry-title">Nuestra historia</h1></header>
<div class="entry-content">
<p>La granja la fundaron en 1987 Tomás Peinado Laguna y su mujer, Rosario Gil, con 300 gallinas y un remolque. La línea <em>Doña Rosario</em> lleva su nombre en homenaje a ella. Tomás se jubiló en 2015 y desde entonces la granja la lleva su hija, <strong>Carmen Peinado Gil</strong>, ingeniera agrónoma y gerente de la explotación.</p>
<figure class="wp-block-image size-large"><img decoding="async" src="/wp-content/uploads/2023/05/carmen-gallinero.jpg" alt="Carmen en el gallinero móvil"/><figcaption class="wp-element-caption">Carmen en el gallinero móvil, primavera de 2022</figcaption></figure>
<p>Con ella trabajan seis personas. Julián Moya, responsable comercial, visita cada semana las tiendas de Daimiel, Manzanares y Ciudad Real; y Lucía Peinado, la pequeña de la familia, se encarga de la tienda online y de las redes sociales como responsable de marketing digital.</p>
<p>En 2019 pasamos a producción ecológica y plantamos 200 almendros nuevos en la finca de la Calle Isabel la Católica, junto al pueblo.</p>
</div></article></main>`,
  });
  const legal = wp({
    ...common,
    title: "Aviso legal – Granja Los Almendros",
    desc: "Aviso legal y política de privacidad.",
    body: `<main id="main" class="site-main"><article class="page"><header class="entry-header"><h1 class="entry-title">Aviso legal</h1></header>
<div class="entry-content">
<h2 class="wp-block-heading">1. Datos identificativos</h2>
<p>En cumplimiento del artículo 10 de la Ley 34/2002, de Servicios de la Sociedad de la Información y Comercio Electrónico (LSSI-CE), se informa:</p>
<ul><li>Titular: Granja Los Almendros S.L.</li><li>CIF: B13298745</li><li>Domicilio: Camino de San Isidro, km 2, 13670 Villarrubia de los Ojos (Ciudad Real)</li><li>Administradora única: Carmen Peinado Gil</li><li>Correo electrónico: info@huevosvillarrubia.es</li><li>Registro Mercantil de Ciudad Real, Tomo 412, Folio 88, Hoja CR-10342</li><li>Registro General Sanitario: 40.012345/CR</li></ul>
<h2 class="wp-block-heading">2. Protección de datos</h2>
<p>Responsable del tratamiento: Granja Los Almendros S.L. Los datos facilitados se usarán únicamente para atender su consulta o pedido y no se cederán a terceros salvo obligación legal.</p>
</div></article></main>`,
  });
  sites.push({
    id: "i001-granja-almendros-villarrubia",
    domain: "huevosvillarrubia.es",
    language: "es",
    patterns: ["builder-wordpress", "about-prose", "legal-notice", "email-text", "email-footer", "junk-version", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/nuestra-historia/": ["nuestra-historia.html", historia], "/aviso-legal/": ["aviso-legal.html", legal] },
    truth: {
      emails: ["info@huevosvillarrubia.es", "pedidos@huevosvillarrubia.es"],
      emailKinds: { "info@huevosvillarrubia.es": "generic", "pedidos@huevosvillarrubia.es": "role" },
      emailOwners: {},
      contacts: [
        { name: "Carmen Peinado Gil", title: "gerente de la explotación", role: "owner" },
        { name: "Julián Moya", title: "responsable comercial", role: "other" },
        { name: "Lucía Peinado", title: "responsable de marketing digital", role: "marketing" },
      ],
      junk: ["swiper@8"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i002 — driving school in Chinchilla de Montearagón, Elementor team cards
{
  const nav = [["/", "Inicio"], ["/equipo/", "Equipo"], ["/contacto/", "Contacto"]];
  const footer = `<div class="elementor elementor-location-footer"><div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">
<p>Autoescuela Chinchilla · C/ Mayor 31, 02520 Chinchilla de Montearagón (Albacete) · 967 26 04 18</p>
<p class="creditos">Diseño web: <a href="https://manchawebestudio.es" rel="nofollow">Manchaweb Estudio</a> – hola@manchawebestudio.es</p>
</div></div></div>`;
  const common = { lang: "es", site: "Autoescuela Chinchilla", nav, footer, builder: "elementor", theme: "hello-elementor" };
  const card = (img, name, title, mail, id) => `<div class="elementor-column elementor-col-25 elementor-inner-column elementor-element elementor-element-${id}" data-element_type="column">
      <div class="elementor-widget-wrap elementor-element-populated">
        <div class="elementor-element elementor-element-${id}a elementor-widget elementor-widget-image" data-widget_type="image.default"><div class="elementor-widget-container">
          <img width="400" height="400" src="/wp-content/uploads/2023/09/${img}.jpg" class="attachment-large size-large" alt="" loading="lazy" />
        </div></div>
        <div class="elementor-element elementor-element-${id}b elementor-widget elementor-widget-heading" data-widget_type="heading.default"><div class="elementor-widget-container">
          <h3 class="elementor-heading-title elementor-size-default">${name}</h3>
        </div></div>
        <div class="elementor-element elementor-element-${id}c elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><div class="elementor-widget-container">
          <p>${title}</p>${mail ? `\n          <p><a href="mailto:${mail}">${mail}</a></p>` : ""}
        </div></div>
      </div>
    </div>`;
  const index = wp({
    ...common,
    title: "Autoescuela Chinchilla | Carnet de coche, moto y camión",
    desc: "Autoescuela en Chinchilla de Montearagón y Albacete. Permisos B, A2, C y D. Cursos CAP.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="7" class="elementor elementor-7">
<section class="elementor-section elementor-top-section elementor-element elementor-element-3f2a1b7 elementor-section-boxed" data-element_type="section"><div class="elementor-container elementor-column-gap-default">
<div class="elementor-column elementor-col-100 elementor-top-column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-xl">Sácate el carnet con nosotros</h1></div></div>
<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>Más de 25 años enseñando a conducir en Chinchilla y Albacete. Teórico online, clases prácticas de lunes a sábado y coche automático disponible.</p></div></div>
<div class="elementor-element elementor-widget elementor-widget-button"><div class="elementor-widget-container"><a class="elementor-button elementor-size-md" href="/contacto/"><span class="elementor-button-text">Pide información</span></a></div></div>
</div></div></div></section>
<section class="elementor-section elementor-top-section elementor-element elementor-element-9b1c4d0"><div class="elementor-container elementor-column-gap-default">
<div class="elementor-column elementor-col-33"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><div class="elementor-icon-box-wrapper"><h3 class="elementor-icon-box-title"><span>Permiso B</span></h3><p class="elementor-icon-box-description">Coche. Matrícula 190 €, práctica 32 €.</p></div></div></div></div></div>
<div class="elementor-column elementor-col-33"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><div class="elementor-icon-box-wrapper"><h3 class="elementor-icon-box-title"><span>Moto A2</span></h3><p class="elementor-icon-box-description">Circuito propio en el polígono.</p></div></div></div></div></div>
<div class="elementor-column elementor-col-33"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-icon-box"><div class="elementor-widget-container"><div class="elementor-icon-box-wrapper"><h3 class="elementor-icon-box-title"><span>Camión y CAP</span></h3><p class="elementor-icon-box-description">C, C+E, D y formación continua CAP.</p></div></div></div></div></div>
</div></section>
<section class="elementor-section elementor-top-section elementor-element elementor-element-aa71e20"><div class="elementor-container">
<div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap">
<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h2 class="elementor-heading-title">Lo que dicen nuestros alumnos</h2></div></div>
<div class="elementor-element elementor-widget elementor-widget-testimonial"><div class="elementor-widget-container"><div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">Aprobé el práctico a la primera. Noelia tiene una paciencia infinita.</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Lorena Martínez Picazo</div><div class="elementor-testimonial-job">Alumna permiso B, 2023</div></div></div></div></div></div>
<div class="elementor-element elementor-widget elementor-widget-testimonial"><div class="elementor-widget-container"><div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">Saqué el C y el CAP en tres meses y ya estoy trabajando en una empresa de transportes de Albacete.</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Adrián Cebrián</div><div class="elementor-testimonial-job">Conductor profesional</div></div></div></div></div></div>
</div></div></div></section>
</div>`,
  });
  const equipo = wp({
    ...common,
    title: "Equipo – Autoescuela Chinchilla",
    desc: "Profesores de formación vial de Autoescuela Chinchilla.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="19" class="elementor elementor-19">
<section class="elementor-section elementor-top-section elementor-element elementor-element-5d0e3a2"><div class="elementor-container">
<div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Nuestro equipo</h1></div></div></div></div>
</div></section>
<section class="elementor-section elementor-inner-section elementor-element elementor-element-77c0b19"><div class="elementor-container elementor-column-gap-wide">
    ${card("raul-fajardo", "Raúl Fajardo Sevilla", "Director y profesor de formación vial", "raul@autoescuelachinchilla.es", "1a0f")}
    ${card("noelia", "Noelia Cuenca", "Profesora · permisos B y A2", "n.cuenca@autoescuelachinchilla.es", "2b1e")}
    ${card("gines", "Ginés Ortega", "Profesor de camión y autobús (C, D, CAP)", "gortega@autoescuelachinchilla.es", "3c2d")}
    ${card("marisa", "Marisa Lozano", "Administración y matrículas", "", "4d3c")}
</div></section>
</div>`,
  });
  const contacto = wp({
    ...common,
    title: "Contacto – Autoescuela Chinchilla",
    desc: "Horario y contacto.",
    body: `<div data-elementor-type="wp-page" data-elementor-id="23" class="elementor elementor-23">
<section class="elementor-section elementor-top-section elementor-element elementor-element-c1d2e3f"><div class="elementor-container">
<div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap">
<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Contacto</h1></div></div>
<div class="elementor-widget elementor-widget-icon-list"><div class="elementor-widget-container"><ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-map-marker-alt"></i></span><span class="elementor-icon-list-text">C/ Mayor 31, Chinchilla de Montearagón</span></li>
<li class="elementor-icon-list-item"><a href="tel:+34967260418"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-phone"></i></span><span class="elementor-icon-list-text">967 26 04 18</span></a></li>
<li class="elementor-icon-list-item"><a href="mailto:info@autoescuelachinchilla.es"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-envelope"></i></span><span class="elementor-icon-list-text">info@autoescuelachinchilla.es</span></a></li>
</ul></div></div>
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p><strong>Horario de oficina:</strong> lunes a viernes 10:00–13:30 y 17:00–21:00.</p></div></div>
</div></div>
<div class="elementor-column elementor-col-50"><div class="elementor-widget-wrap">
<div class="elementor-widget elementor-widget-form"><div class="elementor-widget-container">
<form class="elementor-form" method="post" name="Formulario contacto">
<div class="elementor-form-fields-wrapper elementor-labels-">
<div class="elementor-field-type-text elementor-field-group"><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm" placeholder="Nombre"></div>
<div class="elementor-field-type-email elementor-field-group"><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm" placeholder="tu@email.com" required="required"></div>
<div class="elementor-field-type-select elementor-field-group"><select name="form_fields[permiso]" class="elementor-field-textual"><option>Permiso B</option><option>A2</option><option>C / D / CAP</option></select></div>
<div class="elementor-field-type-textarea elementor-field-group"><textarea class="elementor-field-textual" name="form_fields[message]" rows="4" placeholder="Mensaje"></textarea></div>
<div class="elementor-field-group elementor-column elementor-field-type-submit"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">Enviar</span></button></div>
</div></form>
</div></div>
</div></div>
</div></section>
</div>`,
  });
  sites.push({
    id: "i002-autoescuela-chinchilla",
    domain: "autoescuelachinchilla.es",
    language: "es",
    patterns: ["builder-elementor", "team-grid", "email-in-person-card", "email-mailto", "junk-placeholder", "junk-agency", "testimonials"],
    pages: { "/": ["index.html", index], "/equipo/": ["equipo.html", equipo], "/contacto/": ["contacto.html", contacto] },
    truth: {
      emails: ["info@autoescuelachinchilla.es", "raul@autoescuelachinchilla.es", "n.cuenca@autoescuelachinchilla.es", "gortega@autoescuelachinchilla.es"],
      emailKinds: {
        "info@autoescuelachinchilla.es": "generic",
        "raul@autoescuelachinchilla.es": "person",
        "n.cuenca@autoescuelachinchilla.es": "person",
        "gortega@autoescuelachinchilla.es": "person",
      },
      emailOwners: {
        "raul@autoescuelachinchilla.es": "Raúl Fajardo Sevilla",
        "n.cuenca@autoescuelachinchilla.es": "Noelia Cuenca",
        "gortega@autoescuelachinchilla.es": "Ginés Ortega",
      },
      contacts: [
        { name: "Raúl Fajardo Sevilla", title: "Director y profesor de formación vial", role: "owner" },
        { name: "Noelia Cuenca", title: "Profesora · permisos B y A2", role: "other" },
        { name: "Ginés Ortega", title: "Profesor de camión y autobús (C, D, CAP)", role: "other" },
        { name: "Marisa Lozano", title: "Administración y matrículas", role: "operations" },
      ],
      junk: ["tu@email.com", "hola@manchawebestudio.es"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i003 — accounting firm in Tlacolula de Matamoros (Oaxaca), Wix, obfuscated email
{
  const nav = [["/", "Inicio"], ["/nosotros", "Nosotros"], ["/contacto", "Contacto"]];
  const rt = (id, top, left, w, html) =>
    `<div id="comp-${id}" class="KcpHeO tz5f0K comp-${id} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${top}px;left:${left}px;width:${w}px">${html}</div>`;
  const img = (id, top, left, file) =>
    `<div id="comp-${id}" class="MazNVa comp-${id} wixui-image" style="position:absolute;top:${top}px;left:${left}px;width:180px;height:180px"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_comp-${id}" class="HlRz5e BI8PVQ" data-image-info='{"containerId":"comp-${id}","displayMode":"fill"}'><img src="https://static.wixstatic.com/media/3c9e1a_${file}~mv2.jpg/v1/fill/w_180,h_180,al_c,q_80/${file}.jpg" srcset="https://static.wixstatic.com/media/3c9e1a_${file}~mv2.jpg/v1/fill/w_180,h_180/${file}.jpg 1x, https://static.wixstatic.com/media/3c9e1a_${file}~mv2.jpg/v1/fill/w_360,h_360/${file}@2x.jpg 2x" alt="" style="width:180px;height:180px;object-fit:cover"/></wow-image></div></div>`;
  const index = wix({
    lang: "es",
    title: "Contadores Tlacolula | Despacho contable en Oaxaca",
    desc: "Contabilidad, declaraciones ante el SAT, nómina e IMSS para pequeños negocios del Valle de Tlacolula.",
    nav,
    sentry: true,
    body: `${rt("lq3a1", 40, 20, 900, `<h1 class="font_0 wixui-rich-text__text" style="font-size:48px;"><span style="color:#1B3A5C;" class="wixui-rich-text__text">Tu contabilidad en orden</span></h1>`)}
${rt("lq3a2", 140, 20, 600, `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Declaraciones mensuales y anuales, RESICO, facturación electrónica CFDI 4.0, nómina y altas ante el IMSS. Atendemos a comercios, mezcalerías y talleres del Valle de Tlacolula desde 2006.</span></p>`)}
${rt("lq3a3", 300, 20, 300, `<h2 class="font_5 wixui-rich-text__text"><span class="wixui-rich-text__text">Contabilidad</span></h2><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Personas físicas y morales.</span></p>`)}
${rt("lq3a4", 300, 340, 300, `<h2 class="font_5 wixui-rich-text__text"><span class="wixui-rich-text__text">Nómina e IMSS</span></h2><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Cálculo quincenal, SUA e IDSE.</span></p>`)}
${rt("lq3a5", 300, 660, 300, `<h2 class="font_5 wixui-rich-text__text"><span class="wixui-rich-text__text">Trámites SAT</span></h2><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">e.firma, opinión de cumplimiento, devoluciones.</span></p>`)}
${rt("lq3a6", 460, 20, 900, `<p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Av. Benito Juárez 48, Centro, 70400 Tlacolula de Matamoros, Oax. · Tel. 951 562 0147</span></p>`)}`,
  });
  const nosotros = wix({
    lang: "es",
    title: "Nosotros | Contadores Tlacolula",
    desc: "Conoce al equipo del despacho.",
    nav,
    sentry: true,
    body: `${rt("lq4b0", 30, 20, 900, `<h1 class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">Nuestro equipo</span></h1>`)}
${img("lq4b1", 120, 20, "abigail")}
${img("lq4b2", 120, 340, "isidro")}
${img("lq4b3", 120, 660, "yazmin")}
${rt("lq4b4", 320, 20, 280, `<p class="font_7 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">C.P. </span><span style="font-weight:bold;" class="wixui-rich-text__text">Abigail Mendoza Ruiz</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Socia directora</span></p>`)}
${rt("lq4b5", 320, 340, 280, `<p class="font_7 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">C.P. Isidro Santiago </span><span style="font-weight:bold;" class="wixui-rich-text__text">Hernández</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Socio · área fiscal</span></p>`)}
${rt("lq4b6", 320, 660, 280, `<p class="font_7 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Lic. Yazmín Cruz</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Nóminas y seguro social</span></p>`)}
${rt("lq4b7", 440, 20, 900, `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Somos un despacho familiar: Abigail e Isidro se conocieron en la Facultad de Contaduría de la UABJO y abrieron la oficina frente al mercado de Tlacolula en 2006.</span></p>`)}`,
  });
  const contacto = wix({
    lang: "es",
    title: "Contacto | Contadores Tlacolula",
    desc: "Escríbenos o visítanos.",
    nav,
    sentry: true,
    body: `${rt("lq5c1", 30, 20, 900, `<h1 class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">Contacto</span></h1>`)}
${rt("lq5c2", 120, 20, 500, `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Horario: lunes a viernes de 9:00 a 17:00, sábados de 9:00 a 13:00.</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">WhatsApp: 951 118 2290</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Correo: contacto</span><span class="wixui-rich-text__text">(arroba)</span><span class="wixui-rich-text__text">contadorestlacolula.com.mx</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Para envío de XML y estados de cuenta: documentos (arroba) contadorestlacolula (punto) com (punto) mx</span></p>`)}
${rt("lq5c3", 120, 560, 400, `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Av. Benito Juárez 48, Centro</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Tlacolula de Matamoros, Oaxaca</span></p>`)}`,
  });
  sites.push({
    id: "i003-contadores-tlacolula",
    domain: "contadorestlacolula.com.mx",
    language: "es",
    patterns: ["builder-wix", "team-grid", "email-obfuscated", "junk-platform", "junk-asset", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/nosotros": ["nosotros.html", nosotros], "/contacto": ["contacto.html", contacto] },
    truth: {
      emails: ["contacto@contadorestlacolula.com.mx", "documentos@contadorestlacolula.com.mx"],
      emailKinds: { "contacto@contadorestlacolula.com.mx": "generic", "documentos@contadorestlacolula.com.mx": "role" },
      emailOwners: {},
      contacts: [
        { name: "Abigail Mendoza Ruiz", title: "Socia directora", role: "owner" },
        { name: "Isidro Santiago Hernández", title: "Socio · área fiscal", role: "owner" },
        { name: "Yazmín Cruz", title: "Nóminas y seguro social", role: "other" },
      ],
      junk: ["8a7c1f4e02d94b1c9d2e6f5a3b0c7d11@sentry-next.wixpress.com", "abigail@2x.jpg", "isidro@2x.jpg", "yazmin@2x.jpg"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i004 — winery in Yacochuya, Cafayate (Salta), hand-written HTML 4 tables
{
  const head = (t) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>${t}</title>
<meta name="keywords" content="bodega, cafayate, torrontes, malbec, yacochuya, salta, vinos de altura">
<link rel="stylesheet" type="text/css" href="estilo.css">
</head>
<body bgcolor="#F5EFE0" text="#3B1F0E" link="#7A1E1E" vlink="#7A1E1E" topmargin="0" leftmargin="0">
<table width="780" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td><img src="img/cabecera.jpg" width="780" height="160" alt="Bodega Yacochuya Alta - Cafayate - Salta"></td></tr>
<tr><td bgcolor="#7A1E1E" height="26" align="center"><font face="Verdana" size="2" color="#FFFFFF">
<a href="index.html"><font color="#FFFFFF">Inicio</font></a> &nbsp;|&nbsp; <a href="nosotros.html"><font color="#FFFFFF">La bodega</font></a> &nbsp;|&nbsp; <a href="vinos.html"><font color="#FFFFFF">Vinos y distribuidores</font></a>
</font></td></tr>
<tr><td>`;
  const foot = `</td></tr>
<tr><td bgcolor="#3B1F0E" align="center" height="40"><font face="Verdana" size="1" color="#E8DCC0">Bodega Yacochuya Alta - Ruta Prov. 2 km 6 - (4427) Cafayate - Salta - Argentina - Tel. (03868) 42-1977<br>
Ventas: <a href="mailto:ventas@bodegayacochuya.com.ar"><font color="#E8DCC0">ventas@bodegayacochuya.com.ar</font></a></font></td></tr>
</table>
</body>
</html>
`;
  const index = `${head("Bodega Yacochuya Alta - Vinos de altura de Cafayate")}
<table width="100%" cellpadding="15"><tr><td valign="top" width="60%">
<font face="Georgia" size="5" color="#7A1E1E"><b>Vinos de altura</b></font><br><br>
<font face="Verdana" size="2">A 2.035 metros sobre el nivel del mar, en las laderas de Yacochuya, elaboramos Torront&eacute;s, Malbec y Tannat en peque&ntilde;a escala desde 1994.<br><br>
La bodega recibe visitas de martes a domingo de 10 a 17 hs. Degustaci&oacute;n guiada: $ 9.000 por persona. Reservas: <a href="mailto:turismo@bodegayacochuya.com.ar?subject=Reserva%20visita">turismo@bodegayacochuya.com.ar</a></font>
</td><td valign="top" bgcolor="#EADFC8">
<font face="Verdana" size="2"><b>Novedades</b><br><br>
&raquo; Cosecha 2024: gran a&ntilde;o para el Torront&eacute;s.<br><br>
&raquo; Nuevo Malbec "Don Ces&aacute;reo" reserva 2021, homenaje al abuelo.<br><br>
&raquo; Estaremos en la Feria de Vinos de Altura de Salta en octubre.</font>
</td></tr></table>
${foot}`;
  const nosotros = `${head("La bodega - Bodega Yacochuya Alta")}
<table width="100%" cellpadding="15"><tr><td>
<font face="Georgia" size="5" color="#7A1E1E"><b>La bodega</b></font><br><br>
<font face="Verdana" size="2">Ces&aacute;reo Ar&aacute;oz plant&oacute; las primeras parras en 1961. Su nieto, H&eacute;ctor Ar&aacute;oz Valdez, construy&oacute; la bodega en 1994 y hoy la dirige junto a un equipo peque&ntilde;o:</font><br><br>
<table width="90%" border="1" cellspacing="0" cellpadding="6" bordercolor="#C9B48A" align="center">
<tr bgcolor="#7A1E1E"><td><font face="Verdana" size="2" color="#FFFFFF"><b>Nombre</b></font></td><td><font face="Verdana" size="2" color="#FFFFFF"><b>Cargo</b></font></td><td><font face="Verdana" size="2" color="#FFFFFF"><b>Contacto</b></font></td></tr>
<tr><td><font face="Verdana" size="2">H&eacute;ctor Ar&aacute;oz Valdez</font></td><td><font face="Verdana" size="2">Propietario</font></td><td><font face="Verdana" size="2"><a href="mailto:haraoz@bodegayacochuya.com.ar">haraoz@bodegayacochuya.com.ar</a></font></td></tr>
<tr><td><font face="Verdana" size="2">Marcelo Ibarra</font></td><td><font face="Verdana" size="2">En&oacute;logo</font></td><td><font face="Verdana" size="2">-</font></td></tr>
<tr><td><font face="Verdana" size="2">Silvina Cruz</font></td><td><font face="Verdana" size="2">Administraci&oacute;n</font></td><td><font face="Verdana" size="2"><a href="mailto:administracion@bodegayacochuya.com.ar">administracion@bodegayacochuya.com.ar</a></font></td></tr>
<tr><td><font face="Verdana" size="2">Pablo Guanuco (el &quot;Tata&quot;)</font></td><td><font face="Verdana" size="2">Encargado de vi&ntilde;edo</font></td><td><font face="Verdana" size="2">-</font></td></tr>
</table><br>
<font face="Verdana" size="2">La cosecha se hace a mano con cuadrillas de Tolombón y San Carlos.</font>
</td></tr></table>
${foot}`;
  const vinos = `${head("Vinos y distribuidores - Bodega Yacochuya Alta")}
<table width="100%" cellpadding="15"><tr><td>
<font face="Georgia" size="5" color="#7A1E1E"><b>Nuestros vinos</b></font><br><br>
<ul><li><font face="Verdana" size="2">Yacochuya Alta Torront&eacute;s 2024</font></li><li><font face="Verdana" size="2">Don Ces&aacute;reo Malbec Reserva 2021</font></li><li><font face="Verdana" size="2">Cuesta del Obispo Tannat 2020</font></li></ul>
<font face="Georgia" size="4" color="#7A1E1E"><b>D&oacute;nde comprar</b></font><br><br>
<table width="95%" border="0" cellspacing="2" cellpadding="4">
<tr bgcolor="#EADFC8"><td><font face="Verdana" size="2"><b>Distribuidor</b></font></td><td><font face="Verdana" size="2"><b>Ciudad</b></font></td><td><font face="Verdana" size="2"><b>Responsable</b></font></td></tr>
<tr><td><font face="Verdana" size="2">Vinoteca Don Ram&oacute;n</font></td><td><font face="Verdana" size="2">C&oacute;rdoba</font></td><td><font face="Verdana" size="2">Ram&oacute;n Ferreyra</font></td></tr>
<tr><td><font face="Verdana" size="2">Almac&eacute;n de Vinos del Norte</font></td><td><font face="Verdana" size="2">San Miguel de Tucum&aacute;n</font></td><td><font face="Verdana" size="2">Gabriela Paz Posse</font></td></tr>
<tr><td><font face="Verdana" size="2">La Cava de Palermo</font></td><td><font face="Verdana" size="2">CABA</font></td><td><font face="Verdana" size="2">Nicol&aacute;s Iturralde</font></td></tr>
<tr><td><font face="Verdana" size="2">Distribuidora Cuyo Sur</font></td><td><font face="Verdana" size="2">Neuqu&eacute;n</font></td><td><font face="Verdana" size="2">Mariela Sosa</font></td></tr>
<tr><td><font face="Verdana" size="2">Restaurante El Patio de Felipe</font></td><td><font face="Verdana" size="2">Salta</font></td><td><font face="Verdana" size="2">Felipe Cornejo</font></td></tr>
</table>
</td></tr></table>
${foot}`;
  sites.push({
    id: "i004-bodega-yacochuya-cafayate",
    domain: "bodegayacochuya.com.ar",
    language: "es",
    patterns: ["hand-written", "team-table", "email-mailto", "email-footer", "client-list", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/nosotros.html": ["nosotros.html", nosotros], "/vinos.html": ["vinos.html", vinos] },
    truth: {
      emails: ["ventas@bodegayacochuya.com.ar", "turismo@bodegayacochuya.com.ar", "haraoz@bodegayacochuya.com.ar", "administracion@bodegayacochuya.com.ar"],
      emailKinds: {
        "ventas@bodegayacochuya.com.ar": "role",
        "turismo@bodegayacochuya.com.ar": "role",
        "haraoz@bodegayacochuya.com.ar": "person",
        "administracion@bodegayacochuya.com.ar": "role",
      },
      emailOwners: { "haraoz@bodegayacochuya.com.ar": "Héctor Aráoz Valdez" },
      contacts: [
        { name: "Héctor Aráoz Valdez", title: "Propietario", role: "owner" },
        { name: "Marcelo Ibarra", title: "Enólogo", role: "other" },
        { name: "Silvina Cruz", title: "Administración", role: "operations" },
        { name: "Pablo Guanuco", title: "Encargado de viñedo", role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i005 — language school in Teruel, Bootstrap cards, JSON-LD, speakers of a teaching day
{
  const nav = [["/", "Inicio"], ["/profesorado.html", "Profesorado"], ["/jornadas-2024.html", "Jornadas 2024"]];
  const ld = `<script type="application/ld+json">
{"@context":"https://schema.org","@type":"LanguageSchool","name":"Academia Mudéjar Idiomas","url":"https://mudejaridiomas.es/","telephone":"+34 978 61 22 35","email":"secretaria@mudejaridiomas.es",
"address":{"@type":"PostalAddress","streetAddress":"Calle Joaquín Costa 14, 2º","addressLocality":"Teruel","postalCode":"44001","addressCountry":"ES"},
"founder":{"@type":"Person","name":"Elena Sanz Gargallo","jobTitle":"Directora"},
"employee":[{"@type":"Person","name":"Mark Whitfield","jobTitle":"Cambridge exams coordinator"},{"@type":"Person","name":"Sophie Laurent","jobTitle":"Profesora de francés"},{"@type":"Person","name":"Inés Lahoz Catalán","jobTitle":"Jefa de administración"}]}
</script>`;
  const footer = `<div class="row"><div class="col-md-6"><p class="mb-1">Academia Mudéjar Idiomas · Calle Joaquín Costa 14, 2º · 44001 Teruel</p><p class="mb-0">978 61 22 35 · <a class="text-white-50" href="mailto:info@mudejaridiomas.es">info@mudejaridiomas.es</a></p></div><div class="col-md-6 text-md-end small">Centro examinador autorizado Cambridge English · ES213</div></div>`;
  const common = { lang: "es", site: "Mudéjar Idiomas", nav, footer };
  const index = bs({
    ...common,
    title: "Academia Mudéjar Idiomas · Inglés, francés y alemán en Teruel",
    desc: "Cursos de inglés, francés y alemán para niños y adultos en Teruel. Preparación de exámenes Cambridge y DELF.",
    extraHead: ld,
    body: `    <header class="masthead bg-primary text-white text-center py-5 mt-5"><div class="container"><h1 class="display-5 fw-bold">Aprende idiomas en el centro de Teruel</h1><p class="lead">Grupos reducidos de máximo 8 alumnos · Matrícula abierta todo el año</p><a class="btn btn-light btn-lg" href="/profesorado.html">Conoce al profesorado</a></div></header>
    <section class="py-5"><div class="container"><div class="row g-4">
      <div class="col-md-4"><div class="card h-100"><div class="card-body"><h5 class="card-title">Inglés</h5><p class="card-text">Desde 4 años hasta C2. Preparación de B1, B2 First y C1 Advanced.</p></div></div></div>
      <div class="col-md-4"><div class="card h-100"><div class="card-body"><h5 class="card-title">Francés</h5><p class="card-text">DELF A2, B1 y B2. Intercambio con el Lycée de Montauban.</p></div></div></div>
      <div class="col-md-4"><div class="card h-100"><div class="card-body"><h5 class="card-title">Alemán</h5><p class="card-text">Grupos de adultos por la tarde, niveles A1–B1.</p></div></div></div>
    </div></div></section>`,
  });
  const prof = bs({
    ...common,
    title: "Profesorado · Academia Mudéjar Idiomas",
    desc: "El equipo docente de la academia.",
    extraHead: ld,
    body: `    <section class="py-5 mt-5"><div class="container">
      <h1 class="mb-4">Nuestro profesorado</h1>
      <div class="row row-cols-1 row-cols-md-2 g-4">
        <div class="col"><div class="card mb-3"><div class="row g-0"><div class="col-4"><img src="/img/equipo/elena.jpg" class="img-fluid rounded-start" alt="Elena Sanz"></div><div class="col-8"><div class="card-body"><h5 class="card-title">Elena Sanz Gargallo</h5><p class="card-text"><small class="text-muted">Directora · Filología Inglesa (Universidad de Zaragoza)</small></p><p class="card-text">Fundó la academia en 2003 después de diez años dando clase en Dublín.</p></div></div></div></div></div>
        <div class="col"><div class="card mb-3"><div class="row g-0"><div class="col-4"><img src="/img/equipo/mark.jpg" class="img-fluid rounded-start" alt="Mark"></div><div class="col-8"><div class="card-body"><h5 class="card-title">Mark Whitfield</h5><p class="card-text"><small class="text-muted">Cambridge exams coordinator</small></p><p class="card-text">CELTA y DELTA. Nacido en Leeds, en Teruel desde 2011.</p></div></div></div></div></div>
        <div class="col"><div class="card mb-3"><div class="row g-0"><div class="col-4"><img src="/img/equipo/sophie.jpg" class="img-fluid rounded-start" alt="Sophie"></div><div class="col-8"><div class="card-body"><h5 class="card-title">Sophie Laurent</h5><p class="card-text"><small class="text-muted">Profesora de francés</small></p><p class="card-text">Examinadora acreditada DELF-DALF.</p></div></div></div></div></div>
        <div class="col"><div class="card mb-3"><div class="row g-0"><div class="col-4"><img src="/img/equipo/ines.jpg" class="img-fluid rounded-start" alt="Inés"></div><div class="col-8"><div class="card-body"><h5 class="card-title">Inés Lahoz Catalán</h5><p class="card-text"><small class="text-muted">Jefa de administración</small></p><p class="card-text">Matrículas, becas y certificados.</p></div></div></div></div></div>
      </div>
    </div></section>`,
  });
  const jornadas = bs({
    ...common,
    title: "Jornadas de metodología 2024 · Mudéjar Idiomas",
    desc: "III Jornadas de enseñanza de lenguas extranjeras en Teruel.",
    body: `    <section class="py-5 mt-5"><div class="container">
      <h1>III Jornadas de enseñanza de lenguas · 15 y 16 de noviembre</h1>
      <p class="lead">Dirigidas a profesorado de primaria, secundaria y escuelas de idiomas de Aragón. Inscripción gratuita con plazas limitadas.</p>
      <h2 class="h4 mt-4">Ponentes</h2>
      <ul class="list-group list-group-flush">
        <li class="list-group-item"><strong>Dra. Pilar Gimeno Aznar</strong> — Universidad de Zaragoza, «Evaluación de la expresión oral en B1»</li>
        <li class="list-group-item"><strong>James O'Callaghan</strong> — Cambridge University Press &amp; Assessment, «Exam preparation without teaching to the test»</li>
        <li class="list-group-item"><strong>Francisco Javier Lucea</strong> — CPEPA Isabel de Segura, «Idiomas en la educación de adultos»</li>
        <li class="list-group-item"><strong>Nathalie Bourdin</strong> — Institut français de Madrid, «Le DELF scolaire»</li>
        <li class="list-group-item"><strong>Rocío Martín Mateo</strong> — EOI de Alcañiz, «Gamificación en el aula»</li>
      </ul>
      <p class="mt-4">Coordina: Mark Whitfield. Lugar: salón de actos de la Fundación Amantes, Plaza de la Catedral.</p>
    </div></section>`,
  });
  sites.push({
    id: "i005-mudejar-idiomas-teruel",
    domain: "mudejaridiomas.es",
    language: "es",
    patterns: ["builder-bootstrap", "team-grid", "jsonld-person", "email-jsonld", "email-mailto", "email-footer", "event-speakers"],
    pages: { "/": ["index.html", index], "/profesorado.html": ["profesorado.html", prof], "/jornadas-2024.html": ["jornadas-2024.html", jornadas] },
    truth: {
      emails: ["info@mudejaridiomas.es", "secretaria@mudejaridiomas.es"],
      emailKinds: { "info@mudejaridiomas.es": "generic", "secretaria@mudejaridiomas.es": "role" },
      emailOwners: {},
      contacts: [
        { name: "Elena Sanz Gargallo", title: "Directora", role: "owner" },
        { name: "Mark Whitfield", title: "Cambridge exams coordinator", role: "other" },
        { name: "Sophie Laurent", title: "Profesora de francés", role: "other" },
        { name: "Inés Lahoz Catalán", title: "Jefa de administración", role: "operations" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i006 — funeral home in Toro (Zamora), Divi, esquelas, legal notice, obfuscated email
{
  const nav = [["/", "Inicio"], ["/esquelas/", "Esquelas"], ["/aviso-legal/", "Aviso legal"]];
  const footer = `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Tanatorio Virgen de la Vega · Ctra. de Tordesillas s/n · 49800 Toro (Zamora) · Atención 24 h: 980 69 03 33 · info(arroba)tanatoriotoro.es</div></div></div>`;
  const common = { lang: "es", site: "Tanatorio Virgen de la Vega", nav, footer, builder: "divi", theme: "Divi" };
  const member = (img, name, pos, txt) => `<div class="et_pb_module et_pb_team_member et_pb_team_member_0 clearfix et_pb_bg_layout_light">
  <div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="/wp-content/uploads/2022/03/${img}.jpg" alt="${name}" /></div>
  <div class="et_pb_team_member_description">
    <h4 class="et_pb_module_header">${name}</h4>
    <p class="et_pb_member_position">${pos}</p>
    <div><p>${txt}</p></div>
  </div>
</div>`;
  const index = wp({
    ...common,
    title: "Tanatorio Virgen de la Vega | Servicios funerarios en Toro",
    desc: "Tanatorio y servicios funerarios en Toro y comarca. Atención 24 horas.",
    body: `<div id="et-main-area"><div id="main-content"><article id="post-12" class="post-12 page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0">
<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_center"><div class="et_pb_text_inner"><h1>Acompañamos a las familias de Toro desde 1979</h1><p>Servicio permanente las 24 horas, los 365 días del año.</p></div></div>
</div></div></div>
<div class="et_pb_section et_pb_section_1 et_section_regular"><div class="et_pb_row et_pb_row_1">
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Tanatorio</span></h4><div class="et_pb_blurb_description">Tres salas velatorio con aseo y zona de descanso.</div></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Traslados</span></h4><div class="et_pb_blurb_description">Nacionales e internacionales, con gestión de documentación.</div></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Trámites</span></h4><div class="et_pb_blurb_description">Registro civil, seguros de decesos y pensiones de viudedad.</div></div></div></div></div>
</div></div>
<div class="et_pb_section et_pb_section_2 et_section_regular"><div class="et_pb_row et_pb_row_2"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text et_pb_text_1"><div class="et_pb_text_inner"><h2>Quiénes somos</h2></div></div>
</div></div><div class="et_pb_row et_pb_row_3">
<div class="et_pb_column et_pb_column_1_2">${member("eusebio", "Eusebio Rodríguez Matilla", "Gerente", "Tercera generación de la familia al frente de la funeraria.")}</div>
<div class="et_pb_column et_pb_column_1_2">${member("beatriz", "Beatriz Alonso Pérez", "Atención a familias y trámites", "Le ayudará con toda la documentación.")}</div>
</div></div>
</div></div></div></article></div></div>`,
  });
  const obit = (name, age, date, place, misa) => `<div class="et_pb_module et_pb_text et_pb_bg_layout_light esquela"><div class="et_pb_text_inner">
<p class="cruz">✝</p><h3>D. ${name}</h3><p>Falleció en Toro el ${date}, a los ${age} años de edad.</p><p>Capilla ardiente: ${place}. ${misa}</p><p><em>D.E.P.</em></p></div></div>`;
  const esquelas = wp({
    ...common,
    title: "Esquelas | Tanatorio Virgen de la Vega",
    desc: "Esquelas y servicios del día.",
    body: `<div id="et-main-area"><div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content">
<div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Esquelas</h1><p>Publicamos las esquelas con el consentimiento de las familias.</p></div></div>
${obit("Ángel Bermejo Calvo", 88, "3 de marzo de 2024", "Sala 1", "Funeral el día 4 a las 12:00 en la Colegiata de Santa María la Mayor.")}
${obit("Felisa Carbajo Fernández", 93, "2 de marzo de 2024", "Sala 2", "Funeral el día 3 a las 17:00 en la iglesia del Santo Sepulcro.")}
${obit("José Luis Vara Martín", 71, "28 de febrero de 2024", "Sala 3", "Funeral en la parroquia de San Julián de los Caballeros.")}
${obit("Remedios Pérez de la Fuente", 85, "25 de febrero de 2024", "Sala 1", "Funeral en la iglesia de San Lorenzo el Real.")}
</div></div></div></div></div></div></div>`,
  });
  const legal = wp({
    ...common,
    title: "Aviso legal | Tanatorio Virgen de la Vega",
    desc: "Aviso legal.",
    body: `<div id="et-main-area"><div id="main-content"><div class="container"><div id="content-area" class="clearfix"><article class="page">
<h1 class="entry-title main_title">Aviso legal</h1>
<div class="entry-content">
<p>El presente sitio web es titularidad de <strong>Servicios Funerarios Toresanos, S.L.</strong>, con CIF B49087321 y domicilio en Ctra. de Tordesillas s/n, 49800 Toro (Zamora), inscrita en el Registro Mercantil de Zamora, tomo 201, folio 34, hoja ZA-3310.</p>
<p>Administrador único: D. Eusebio Rodríguez Matilla.</p>
<p>Contacto: 980 69 03 33 · info(arroba)tanatoriotoro.es</p>
<p>Los contenidos de esta web (textos, fotografías y esquelas) no pueden reproducirse sin autorización expresa.</p>
</div></article></div></div></div></div>`,
  });
  sites.push({
    id: "i006-tanatorio-virgen-vega-toro",
    domain: "tanatoriotoro.es",
    language: "es",
    patterns: ["builder-divi", "team-grid", "legal-notice", "email-obfuscated", "email-footer", "obituary", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/esquelas/": ["esquelas.html", esquelas], "/aviso-legal/": ["aviso-legal.html", legal] },
    truth: {
      emails: ["info@tanatoriotoro.es"],
      emailKinds: { "info@tanatoriotoro.es": "generic" },
      emailOwners: {},
      contacts: [
        { name: "Eusebio Rodríguez Matilla", title: "Gerente", role: "owner" },
        { name: "Beatriz Alonso Pérez", title: "Atención a familias y trámites", role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i007 — traders' association of Briviesca (Burgos), Squarespace, member directory
{
  const nav = [["/", "Inicio"], ["/asociados", "Asociados"], ["/la-asociacion", "La asociación"]];
  const footer = `<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
<p class="sqsrte-small" style="white-space:pre-wrap;">Asociación de Comercio y Servicios de Briviesca · Plaza Mayor 1, 2ª planta · 09240 Briviesca (Burgos)</p>
<p class="sqsrte-small" style="white-space:pre-wrap;">Tel. 947 59 14 02 · <a href="mailto:info@comerciobriviesca.es">info@comerciobriviesca.es</a></p>
</div></div></div>`;
  const common = { lang: "es", site: "Comercio Briviesca", nav, footer };
  const index = sqs({
    ...common,
    title: "Comercio Briviesca — Asociación de Comercio y Servicios",
    desc: "Más de 60 comercios y servicios de Briviesca y La Bureba.",
    body: `<section class="page-section full-bleed-section layout-engine-section" data-section-theme="dark"><div class="content-wrapper"><div class="content"><div class="fluid-engine fe-64a1f2"><div class="fe-block fe-block-yui_3_17_2_1_1700000000001"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">
<h1 style="white-space:pre-wrap;">Compra en Briviesca</h1>
<p class="sqsrte-large" style="white-space:pre-wrap;">Campaña de Navidad: 20.000 € en bonos descuento en los comercios asociados del 1 al 31 de diciembre.</p>
</div></div></div></div></div></div></div></section>
<section class="page-section" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row">
<div class="col sqs-col-4 span-4"><div class="sqs-block html-block"><div class="sqs-block-content"><h3>Bonos comercio</h3><p>Recoge tus bonos en la oficina de la Plaza Mayor.</p></div></div></div>
<div class="col sqs-col-4 span-4"><div class="sqs-block html-block"><div class="sqs-block-content"><h3>Feria de Stocks</h3><p>Segundo fin de semana de septiembre en el Paseo del Espolón.</p></div></div></div>
<div class="col sqs-col-4 span-4"><div class="sqs-block html-block"><div class="sqs-block-content"><h3>Hazte socio</h3><p>Cuota de 15 € al mes. Escribe a gerencia@comerciobriviesca.es.</p></div></div></div>
</div></div></div></div></section>`,
  });
  const members = [
    ["Calzados Arnaiz", "Maite Arnaiz Ruiz", "C/ Santa María Encimera 5", "calzadosarnaiz@gmail.com"],
    ["Ferretería Hermanos Ortiz", "Jesús Ortiz", "C/ Medina 22", ""],
    ["Panadería La Bureba", "Rosa María Díez", "Plaza Mayor 9", ""],
    ["Óptica Briviesca", "Daniel Gallo Santamaría", "C/ Duque de Frías 3", "opticabriviesca@hotmail.com"],
    ["Carnicería Hnos. Barriuso", "Pedro Barriuso", "C/ Medina 4", ""],
    ["Floristería Santa Casilda", "Nuria Hidalgo", "C/ Justo Cantón Salazar 11", ""],
    ["Librería Papelería Bureba", "Óscar Ruiz de la Peña", "C/ Santa María Encimera 19", ""],
    ["Peluquería Estilo", "Vanesa Cuesta", "Av. Reyes Católicos 7", ""],
    ["Farmacia Alonso Quintanilla", "María Jesús Alonso Quintanilla", "Plaza Mayor 14", ""],
    ["Electrodomésticos Santamaría", "Luis Santamaría", "C/ Medina 30", "electrosantamaria@gmail.com"],
    ["Bar Restaurante El Espolón", "Javier Moral", "Paseo del Espolón 2", ""],
    ["Asesoría Bureba", "Cristina Peña Varona", "C/ Duque de Frías 10", ""],
    ["Mercería Conchi", "Concepción Saiz", "C/ Santa María Encimera 2", ""],
    ["Talleres Oca", "Iván Oca Miguel", "Polígono La Vega, nave 4", ""],
    ["Frutas Loli", "Dolores Arce", "Mercado de abastos, puesto 6", ""],
    ["Inmobiliaria Briviesca", "Roberto Santos", "Av. Reyes Católicos 21", ""],
    ["Joyería Pérez Barrio", "Ana Pérez Barrio", "Plaza Mayor 4", ""],
    ["Deportes Bureba", "Sergio Quintana", "C/ Medina 15", ""],
    ["Clínica Dental Briviesca", "Dra. Laura Abad", "C/ Duque de Frías 18", ""],
    ["Gestoría Arroyo", "Fernando Arroyo Lázaro", "C/ Justo Cantón Salazar 2", ""],
    ["Confitería Santa Casilda", "Alfonso García Tobar", "Plaza Mayor 11", ""],
    ["Autoservicio El Puente", "Miguel Ángel Revilla", "C/ Puente 1", ""],
  ];
  const asociados = sqs({
    ...common,
    title: "Asociados — Comercio Briviesca",
    desc: "Directorio de comercios asociados.",
    body: `<section class="page-section" data-section-theme="white"><div class="content-wrapper"><div class="content">
<div class="sqs-block html-block"><div class="sqs-block-content"><h1>Directorio de asociados</h1><p>Estos son los comercios y servicios que forman parte de la asociación.</p></div></div>
<div class="sqs-block summary-v2-block" data-block-type="55"><div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list">
${members
  .map(
    ([shop, owner, addr, mail]) => `<div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide"><div class="summary-content sqs-gallery-meta-container"><div class="summary-title"><a href="#" class="summary-title-link">${shop}</a></div><div class="summary-excerpt"><p>${owner} · ${addr}${mail ? ` · ${mail}` : ""}</p></div></div></div>`,
  )
  .join("\n")}
</div></div></div>
</div></div></section>`,
  });
  const asoc = sqs({
    ...common,
    title: "La asociación — Comercio Briviesca",
    desc: "Junta directiva y oficina técnica.",
    body: `<section class="page-section" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12">
<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block"><div class="sqs-block-content"><div class="sqs-html-content">
<h1>La asociación</h1>
<p>Fundada en 1991, la Asociación de Comercio y Servicios de Briviesca representa al pequeño comercio de la capital de La Bureba ante el Ayuntamiento y la Cámara de Comercio de Burgos.</p>
<h3>Junta directiva</h3>
<p>Presidenta: Maite Arnaiz Ruiz (Calzados Arnaiz)<br>Vicepresidente: Daniel Gallo Santamaría (Óptica Briviesca)<br>Tesorera: Cristina Peña Varona (Asesoría Bureba)</p>
<h3>Oficina técnica</h3>
<p>Gerente: Alberto Saiz Peña — gerencia@comerciobriviesca.es<br>Técnica de dinamización comercial: Raquel Barrio Ortega — dinamizacion@comerciobriviesca.es</p>
<p>Horario de oficina: lunes a viernes, 9:30 a 14:00.</p>
</div></div></div></div></div>
</div></div></div></section>`,
  });
  sites.push({
    id: "i007-comercio-briviesca",
    domain: "comerciobriviesca.es",
    language: "es",
    patterns: ["builder-squarespace", "directory", "about-prose", "email-text", "email-footer", "email-mailto"],
    pages: { "/": ["index.html", index], "/asociados": ["asociados.html", asociados], "/la-asociacion": ["la-asociacion.html", asoc] },
    truth: {
      emails: ["info@comerciobriviesca.es", "gerencia@comerciobriviesca.es", "dinamizacion@comerciobriviesca.es"],
      emailKinds: { "info@comerciobriviesca.es": "generic", "gerencia@comerciobriviesca.es": "role", "dinamizacion@comerciobriviesca.es": "role" },
      emailOwners: {},
      contacts: [
        { name: "Maite Arnaiz Ruiz", title: "Presidenta", role: "owner" },
        { name: "Daniel Gallo Santamaría", title: "Vicepresidente", role: "other" },
        { name: "Cristina Peña Varona", title: "Tesorera", role: "other" },
        { name: "Alberto Saiz Peña", title: "Gerente", role: "owner" },
        { name: "Raquel Barrio Ortega", title: "Técnica de dinamización comercial", role: "marketing" },
      ],
      junk: ["calzadosarnaiz@gmail.com", "opticabriviesca@hotmail.com", "electrosantamaria@gmail.com"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i008 — tour transport in Villa de Leyva (Boyacá), Webflow CMS collection
{
  const nav = [["/", "Inicio"], ["/tours", "Tours"], ["/equipo", "Equipo"]];
  const footer = `<div class="footer-grid"><div><div class="footer-brand">Iguaque Tours</div><p class="footer-text">Carrera 9 # 13-20, Villa de Leyva, Boyacá · +57 310 458 2271<br><a href="mailto:reservas@iguaquetours.com.co" class="footer-link">reservas@iguaquetours.com.co</a></p></div>
<div class="footer-credit">Sitio creado por <a href="https://cactusdigital.co" class="footer-link">Cactus Digital Tunja</a> · proyectos@cactusdigital.co</div></div>`;
  const common = { lang: "es", site: "Iguaque Tours", nav, footer };
  const index = webflow({
    ...common,
    title: "Iguaque Tours | Transporte turístico en Villa de Leyva",
    desc: "Traslados Bogotá–Villa de Leyva y tours por Boyacá en camioneta con conductor bilingüe.",
    body: `<div class="hero-section"><div class="hero-container w-container"><h1 class="hero-heading">Boyacá, sin afanes</h1><p class="hero-paragraph">Traslados desde Bogotá y el aeropuerto El Dorado, y tours de día por Ráquira, el Santuario de Iguaque y los Pozos Azules.</p><a href="/tours" class="button w-button">Ver tours</a></div></div>
<div class="section"><div class="w-container"><div class="w-layout-grid grid-3">
<div class="feature-card"><h3 class="h3">Ruta Antonio Nariño</h3><p>Villa de Leyva – Sáchica – Sutamarchán: casas coloniales, viñedos y la longaniza de Sutamarchán.</p></div>
<div class="feature-card"><h3 class="h3">Casa Terracota y Pozos Azules</h3><p>Medio día, salida 8:00 desde la Plaza Mayor.</p></div>
<div class="feature-card"><h3 class="h3">Convento Santo Ecce Homo</h3><p>Con parada en el Fósil y el Parque Arqueológico El Infiernito.</p></div>
</div></div></div>`,
  });
  const tours = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9d2",
    title: "Tours | Iguaque Tours",
    desc: "Nuestros tours y tarifas.",
    body: `<div class="section"><div class="w-container"><h1>Tours y tarifas 2024</h1>
<div class="w-dyn-list"><div role="list" class="tour-list w-dyn-items">
<div role="listitem" class="tour-item w-dyn-item"><h3 class="tour-name">Ruta Antonio Nariño</h3><div class="tour-price">$180.000 COP por persona</div></div>
<div role="listitem" class="tour-item w-dyn-item"><h3 class="tour-name">Ráquira y Desierto de la Candelaria</h3><div class="tour-price">$210.000 COP por persona</div></div>
<div role="listitem" class="tour-item w-dyn-item"><h3 class="tour-name">Traslado Bogotá – Villa de Leyva</h3><div class="tour-price">$520.000 COP por vehículo (hasta 6 pasajeros)</div></div>
</div></div></div></div>`,
  });
  const person = (slug, name, title, mail) => `<div role="listitem" class="team-item w-dyn-item"><img src="https://assets-global.website-files.com/64f0a1b2c3d4e5f6a7b8c9a1/6501c2d3e4f5a6b7c8d9e0${slug}_equipo.jpg" loading="lazy" alt="" class="team-photo"/><div class="team-info"><div class="team-name">${name}</div><div class="team-role">${title}</div>${mail ? `<a href="mailto:${mail}" class="team-mail">${mail}</a>` : `<div class="team-mail w-dyn-bind-empty"></div>`}</div></div>`;
  const equipo = webflow({
    ...common,
    page: "64f0a1b2c3d4e5f6a7b8c9d3",
    title: "Equipo | Iguaque Tours",
    desc: "Quiénes manejan y organizan tus viajes.",
    body: `<div class="section"><div class="w-container"><h1 class="h1">Nuestro equipo</h1><p class="lead">Somos boyacenses y conocemos cada trocha de la provincia de Ricaurte.</p>
<div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">
${person("a1", "Wilson Forero Camargo", "Gerente general", "w.forero@iguaquetours.com.co")}
${person("a2", "Diana Patricia Suárez", "Coordinadora de reservas", "reservas@iguaquetours.com.co")}
${person("a3", "Ángela Rubio", "Marketing y redes sociales", "angela@iguaquetours.com.co")}
${person("a4", "Jhon Fredy Sierra", "Conductor – guía bilingüe", "")}
</div></div></div></div>`,
  });
  sites.push({
    id: "i008-iguaque-tours-villa-de-leyva",
    domain: "iguaquetours.com.co",
    language: "es",
    patterns: ["builder-webflow", "team-grid", "email-in-person-card", "email-mailto", "email-footer", "junk-agency", "name-lookalikes"],
    pages: { "/": ["index.html", index], "/tours": ["tours.html", tours], "/equipo": ["equipo.html", equipo] },
    truth: {
      emails: ["reservas@iguaquetours.com.co", "w.forero@iguaquetours.com.co", "angela@iguaquetours.com.co"],
      emailKinds: { "reservas@iguaquetours.com.co": "role", "w.forero@iguaquetours.com.co": "person", "angela@iguaquetours.com.co": "person" },
      emailOwners: { "w.forero@iguaquetours.com.co": "Wilson Forero Camargo", "angela@iguaquetours.com.co": "Ángela Rubio" },
      contacts: [
        { name: "Wilson Forero Camargo", title: "Gerente general", role: "owner" },
        { name: "Diana Patricia Suárez", title: "Coordinadora de reservas", role: "other" },
        { name: "Ángela Rubio", title: "Marketing y redes sociales", role: "marketing" },
        { name: "Jhon Fredy Sierra", title: "Conductor – guía bilingüe", role: "other" },
      ],
      junk: ["proyectos@cactusdigital.co"],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i009 — garage in Tomelloso, hand-written broken HTML, definition list, no email
{
  const index = `<html>
<head>
<title>Talleres Hermanos Cepeda - Tomelloso</title>
<meta name=description content="Taller mecanico en Tomelloso. Mecanica, electricidad, neumaticos, ITV">
<link rel=stylesheet href=estilos.css>
</head>
<body>
<div id=cabecera><img src=img/logo.gif width=300 height=80 alt="Talleres Hermanos Cepeda">
<div id=menu><a href=index.html>INICIO</a> | <a href=quienes-somos.html>QUIENES SOMOS</a> | <a href=servicios.html>SERVICIOS</a></div>
</div>
<div id=contenido>
<h2>Bienvenidos a Talleres Hermanos Cepeda</h2>
<p>Taller mecánico multimarca en Tomelloso desde 1982.
<p>Mecánica general, electricidad del automóvil, aire acondicionado, neumáticos y pre-ITV.
<p><b>NUEVO:</b> diagnosis para coches híbridos</b>
<br><br>
<table border=0 width=500>
<tr><td><b>Horario</b><td>Lunes a viernes 8:00 a 13:30 y 15:30 a 19:30<br>Sábados cerrado
<tr><td><b>Dirección</b><td>Calle Don Víctor Peñasco 74, 13700 Tomelloso (Ciudad Real)
<tr><td><b>Teléfono</b><td>926 51 37 90 - Móvil y WhatsApp 659 210 884
</table>
</div></div>
<div id=pie>Talleres Hermanos Cepeda C.B. - CIF E13054412 - Tomelloso<br>
<!-- contador de visitas --><img src="http://contador.ejemplo-contadores.net/c.php?id=11873" width=1 height=1>
</body>
</html>
`;
  const quienes = `<html>
<head>
<title>Quienes somos - Talleres Hermanos Cepeda</title>
<link rel=stylesheet href=estilos.css>
</head>
<body>
<div id=cabecera><img src=img/logo.gif width=300 height=80 alt="Talleres Hermanos Cepeda">
<div id=menu><a href=index.html>INICIO</a> | <a href=quienes-somos.html>QUIENES SOMOS</a> | <a href=servicios.html>SERVICIOS</a></div>
</div>
<div id=contenido>
<h2>Quienes somos</h2>
<p>El taller lo abrió nuestro padre, Valentín Cepeda, en un local de la calle Socuéllamos. Hoy lo llevamos los dos hermanos con un equipo de cinco personas.
<dl>
<dt><b>Ramón Cepeda Lara</b>
<dd>Jefe de taller. Mecánica y diagnosis
<dt><b>Francisco Cepeda Lara</b>
<dd>Gerente. Presupuestos, seguros y recambios
<dt><b>Alicia Torres</b>
<dd>Electricidad del automóvil
<dt><b>Juan Pedro Sánchez-Migallón</b></dt>
<dd>Oficial de 1ª</dd>
</dl>
<p><img src=img/foto-taller.jpg width=450 alt="El equipo en la puerta del taller"><br><i>El equipo en la puerta del taller (2019)</i>
</div>
</div>
<div id=pie>Talleres Hermanos Cepeda C.B. - CIF E13054412 - Tomelloso</div>
</body>
`;
  const servicios = `<html><head><title>Servicios - Talleres Hermanos Cepeda</title><link rel=stylesheet href=estilos.css></head>
<body>
<div id=cabecera><img src=img/logo.gif width=300 height=80>
<div id=menu><a href=index.html>INICIO</a> | <a href=quienes-somos.html>QUIENES SOMOS</a> | <a href=servicios.html>SERVICIOS</a></div></div>
<div id=contenido>
<h2>Servicios</h2>
<ul>
<li>Cambio de aceite y filtros
<li>Frenos, embrague y distribución
<li>Carga de aire acondicionado
<li>Neumáticos Michelin, Bridgestone y Firestone
<li>Pre-ITV y recogida del vehículo para pasar la ITV
<li>Mantenimiento de vehículos agrícolas ligeros
</ul>
<p>Pida presupuesto sin compromiso llamando al 926 51 37 90.</p>
</div>
<div id=pie>Talleres Hermanos Cepeda C.B. - Tomelloso</div>
</body></html>
`;
  sites.push({
    id: "i009-talleres-cepeda-tomelloso",
    domain: "tallerescepedatomelloso.es",
    language: "es",
    patterns: ["hand-written", "broken-markup", "definition-list", "no-email"],
    pages: { "/": ["index.html", index], "/quienes-somos.html": ["quienes-somos.html", quienes], "/servicios.html": ["servicios.html", servicios] },
    truth: {
      emails: [],
      emailKinds: {},
      emailOwners: {},
      contacts: [
        { name: "Ramón Cepeda Lara", title: "Jefe de taller. Mecánica y diagnosis", role: "operations" },
        { name: "Francisco Cepeda Lara", title: "Gerente. Presupuestos, seguros y recambios", role: "owner" },
        { name: "Alicia Torres", title: "Electricidad del automóvil", role: "other" },
        { name: "Juan Pedro Sánchez-Migallón", title: "Oficial de 1ª", role: "other" },
      ],
      junk: [],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// i010 — vet clinic in Ponferrada, WordPress classic theme, microdata staff, reviews
{
  const nav = [["/", "Inicio"], ["/equipo-veterinario/", "Equipo"], ["/contacto/", "Contacto"]];
  const footer = `<div class="footer-widgets"><div class="widget"><h3 class="widget-title">Urgencias</h3><p>Fuera de horario: 639 002 771</p></div>
<div class="widget"><h3 class="widget-title">Dirección</h3><p>Av. del Castillo 118, 24401 Ponferrada (León)</p></div></div>
<div class="site-info">© Clínica Veterinaria Los Templarios · <a href="/contacto/">Contacto</a></div>`;
  const common = { lang: "es", site: "Clínica Veterinaria Los Templarios", nav, footer, theme: "generatepress" };
  const vet = (name, job, desc, img) => `<div class="vet" itemprop="employee" itemscope itemtype="https://schema.org/Person">
  <img itemprop="image" src="/wp-content/uploads/2021/11/${img}.jpg" alt="" width="220" height="220">
  <h3 itemprop="name">${name}</h3>
  <span class="cargo" itemprop="jobTitle">${job}</span>
  <p itemprop="description">${desc}</p>
</div>`;
  const index = wp({
    ...common,
    title: "Clínica Veterinaria Los Templarios – Veterinarios en Ponferrada",
    desc: "Clínica veterinaria en Ponferrada: medicina interna, cirugía, ecografía y urgencias para perros, gatos y exóticos.",
    bodyClass: "home page-template-default page",
    body: `<div class="site-content"><div class="content-area"><main class="site-main"><article class="page"><div class="entry-content">
<h1>Cuidamos de tu mascota en el Bierzo</h1>
<p>Consultas, vacunación, cirugía, radiología digital y hospitalización. Pide cita por teléfono en el 987 41 26 50.</p>
<div class="wp-block-group reviews"><h2>Opiniones de nuestros clientes</h2>
<blockquote class="wp-block-quote"><p>Operaron a mi perra de una rotura de ligamento y ahora corre como nunca. Trato excelente.</p><cite>Marta F. — vía Google</cite></blockquote>
<blockquote class="wp-block-quote"><p>Atendieron a mi gato un domingo por la noche. Mil gracias a Iván.</p><cite>Rubén Álvarez Fernández</cite></blockquote>
<blockquote class="wp-block-quote"><p>Muy profesionales y cariñosos con los animales.</p><cite>Begoña, dueña de Kira</cite></blockquote>
</div>
</div></article></main></div></div>`,
  });
  const equipo = wp({
    ...common,
    title: "Equipo – Clínica Veterinaria Los Templarios",
    desc: "Nuestro equipo veterinario.",
    body: `<div class="site-content"><div class="content-area"><main class="site-main"><article class="page"><header class="entry-header"><h1 class="entry-title">Equipo</h1></header>
<div class="entry-content" itemscope itemtype="https://schema.org/VeterinaryCare">
<meta itemprop="name" content="Clínica Veterinaria Los Templarios">
${vet("Dra. Sonia Blanco Merayo", "Directora clínica", "Licenciada por la Universidad de León. Medicina interna y ecografía.", "sonia")}
${vet("Dr. Iván Prada", "Cirugía y traumatología", "Máster en cirugía de pequeños animales (UCM).", "ivan")}
${vet("Laura Voces", "Auxiliar técnico veterinario", "Hospitalización, peluquería y recepción.", "laura")}
</div></article></main></div></div>`,
  });
  const contacto = wp({
    ...common,
    title: "Contacto – Clínica Veterinaria Los Templarios",
    desc: "Pide cita.",
    body: `<div class="site-content"><div class="content-area"><main class="site-main"><article class="page"><header class="entry-header"><h1 class="entry-title">Contacto</h1></header>
<div class="entry-content">
<p>Horario: lunes a viernes de 10:00 a 14:00 y de 16:30 a 20:30; sábados de 10:00 a 14:00.</p>
<p>Teléfono: 987 41 26 50 · Correo: <a href="mailto:citas@veterinarialostemplarios.es?subject=Solicitud%20de%20cita">citas@veterinarialostemplarios.es</a></p>
<p>Para enviar informes o analíticas a la directora clínica: <a href="mailto:sonia.blanco@veterinarialostemplarios.es?subject=Informe">sonia.blanco@veterinarialostemplarios.es</a></p>
<div class="wpcf7 js" id="wpcf7-f52-p9-o1" lang="es-ES" dir="ltr"><form action="/contacto/#wpcf7-f52-p9-o1" method="post" class="wpcf7-form init" novalidate="novalidate">
<p><label> Tu nombre<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="your-name" placeholder="Nombre y apellidos"></span></label></p>
<p><label> Tu correo electrónico<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-email" type="email" name="your-email" placeholder="nombre@ejemplo.com"></span></label></p>
<p><label> Nombre de tu mascota<br><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="mascota"></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Enviar"></p>
</form></div>
</div></article></main></div></div>`,
  });
  sites.push({
    id: "i010-veterinaria-templarios-ponferrada",
    domain: "veterinarialostemplarios.es",
    language: "es",
    patterns: ["builder-wordpress", "microdata-person", "email-mailto", "junk-placeholder", "testimonials"],
    pages: { "/": ["index.html", index], "/equipo-veterinario/": ["equipo-veterinario.html", equipo], "/contacto/": ["contacto.html", contacto] },
    truth: {
      emails: ["citas@veterinarialostemplarios.es", "sonia.blanco@veterinarialostemplarios.es"],
      emailKinds: { "citas@veterinarialostemplarios.es": "role", "sonia.blanco@veterinarialostemplarios.es": "person" },
      emailOwners: { "sonia.blanco@veterinarialostemplarios.es": "Sonia Blanco Merayo" },
      contacts: [
        { name: "Sonia Blanco Merayo", title: "Directora clínica", role: "owner" },
        { name: "Iván Prada", title: "Cirugía y traumatología", role: "other" },
        { name: "Laura Voces", title: "Auxiliar técnico veterinario", role: "other" },
      ],
      junk: ["nombre@ejemplo.com"],
    },
  });
}
