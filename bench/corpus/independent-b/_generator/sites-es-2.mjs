import { wpHead, wixHead, wixFoot, sqsHead, webflowHead, webflowFoot, bsHead, bsFoot, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b005 Wix restaurant in Mexico
const b005 = (() => {
  const d = 'lachelacocina.com.mx';
  const head = (t) => wixHead({ lang: 'es', title: t, desc: 'Cocina mexicana de temporada en la Roma Norte. Moles, tacos de guisado y mezcales.', domain: d, dsn: '9d4f1e8a2b3c4d5e6f7a8b9c0d1e2f3a@sentry-next.wixpress.com/4' });
  const menu = `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header"><div class="_C0cVf"><div id="comp-kx8f3a1" class="comp-kx8f3a1 wixui-image"><img src="https://static.wixstatic.com/media/3c2a1b_d0e1f2a3b4c54d6e8f9a0b1c2d3e4f5a~mv2.png/v1/fill/w_180,h_90,al_c,q_85/logo-lachela.png" alt="La Chela"></div>
<nav id="comp-kx8f3a2" aria-label="Sitio" class="comp-kx8f3a2 wixui-horizontal-menu"><ul class="ZvUOwT">
<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://www.${d}" class="UiHgGh"><span class="wixui-horizontal-menu__item-label">Inicio</span></a></li>
<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://www.${d}/menu" class="UiHgGh"><span class="wixui-horizontal-menu__item-label">Menú</span></a></li>
<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://www.${d}/nosotros" class="UiHgGh"><span class="wixui-horizontal-menu__item-label">Nosotros</span></a></li>
<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://www.${d}/reservaciones" class="UiHgGh"><span class="wixui-horizontal-menu__item-label">Reservaciones</span></a></li>
</ul></nav></div></header>`;
  const footer = `<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer"><div class="_C0cVf">
<div id="comp-kx8f9z1" class="HcOXKn SxM0TO QxJLC3 comp-kx8f9z1 wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text" style="font-size:14px;"><span style="font-size:14px;" class="wixui-rich-text__text">Colima 124, Roma Norte, Cuauhtémoc, 06700 CDMX</span></p>
<p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Tel. 55 5207 8841</span></p>
<p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">reservaciones.lachela@gmail.com</span></p></div>
<div id="comp-kx8f9z2" class="comp-kx8f9z2 wixui-social-bar"><ul aria-label="Barra de redes sociales"><li><a href="https://www.instagram.com/lachelacocina" target="_blank"><img alt="Instagram" src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png"></a></li><li><a href="https://www.facebook.com/lachelacocina" target="_blank"><img alt="Facebook" src="https://static.wixstatic.com/media/0fdef751204647a3bbd7eaa2827ed4f9.png"></a></li></ul></div>
</div></footer>`;
  const rt = (id, html) => `<div id="${id}" class="HcOXKn c9GqVL QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
  const index = head('La Chela | Cocina mexicana en la Roma') + menu + `<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><div id="c1dmp" class="Ry26q7"><section id="comp-lk2a7b0c" class="comp-lk2a7b0c wixui-section">
${rt('comp-lk2a7b3d', '<h1 class="font_2 wixui-rich-text__text" style="font-size:58px;"><span style="letter-spacing:0.05em;" class="wixui-rich-text__text"><span class="wixui-rich-text__text">Cocina de</span> <span class="wixui-rich-text__text">la abuela,</span></span></h1><h1 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">hecha con calma</span></h1>')}
${rt('comp-lk2a7b5f', '<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Moles molidos en metate, tortillas de maíz criollo nixtamalizado en casa y una carta de mezcales de productores de Oaxaca y Guerrero.</span></p>')}
<div id="comp-lk2a7b6g" class="comp-lk2a7b6g wixui-button"><a data-testid="linkElement" href="https://www.${d}/reservaciones" class="uDW_Qe wixui-button"><span class="M3I7Z2 wixui-button__label">Reserva tu mesa</span></a></div>
</section>
<section id="comp-lk2a8c1d" class="comp-lk2a8c1d wixui-section">
${rt('comp-lk2a8c2e', '<h2 class="font_5 wixui-rich-text__text">Favoritos de la casa</h2><ul class="font_8 wixui-rich-text__text"><li><p class="font_8"><span class="wixui-rich-text__text">Mole de la Abuela Chela con pollo de rancho</span></p></li><li><p class="font_8"><span class="wixui-rich-text__text">Tacos Don Beto de suadero y tuétano</span></p></li><li><p class="font_8"><span class="wixui-rich-text__text">Chiles en nogada (agosto y septiembre)</span></p></li><li><p class="font_8"><span class="wixui-rich-text__text">Enfrijoladas Santa Clara</span></p></li></ul>')}
${rt('comp-lk2a8c3f', '<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Martes a sábado de 13:00 a 23:00 · Domingo de 13:00 a 18:00 · Lunes cerrado</span></p>')}
</section></div></div></main>` + footer + wixFoot();
  const nosotros = head('Nosotros | La Chela') + menu + `<main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div id="wq9ex" class="Ry26q7"><section id="comp-lm3b1a0a" class="comp-lm3b1a0a wixui-section">
${rt('comp-lm3b1a1b', '<h2 class="font_2 wixui-rich-text__text"><span class="wixui-rich-text__text">Nuestra historia</span></h2>')}
<div id="comp-lm3b1a2c" class="comp-lm3b1a2c wixui-image"><img src="https://static.wixstatic.com/media/3c2a1b_8e7d6c5b4a3f4e2d9c8b7a6f5e4d3c2b~mv2.jpg/v1/fill/w_640,h_480,al_c,q_80/cocina.jpg" alt="Andrés y Chela en la cocina"></div>
${rt('comp-lm3b1a3d', '<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">La Chela abrió en 2012 en una casona de la calle Colima. La fundaron </span><span style="font-weight:bold;" class="wixui-rich-text__text">Andrés Quiroga Lara</span><span class="wixui-rich-text__text">, chef y fundador, formado en el Culinary Institute de Puebla, y su mamá, </span><span style="font-weight:bold;" class="wixui-rich-text__text">Graciela Lara</span><span class="wixui-rich-text__text"> —Chela para todo el barrio—, que trajo de Tlaxcala las recetas de su familia.</span></p>')}
${rt('comp-lm3b1a4e', '<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Hoy la cocina la lleva </span><span class="wixui-rich-text__text">Itzel Domínguez</span><span class="wixui-rich-text__text">, nuestra jefa de cocina, y el salón </span><span class="wixui-rich-text__text">Mauricio Pineda</span><span class="wixui-rich-text__text">, gerente del restaurante y responsable de la barra de mezcales.</span></p>')}
</section></div></div></main>` + footer + wixFoot();
  const reservaciones = head('Reservaciones | La Chela') + menu + `<main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div id="k2ls8" class="Ry26q7"><section id="comp-ln4c2b0a" class="comp-ln4c2b0a wixui-section">
${rt('comp-ln4c2b1b', '<h2 class="font_2 wixui-rich-text__text">Reservaciones</h2><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Reservamos para grupos de hasta 12 personas. Para eventos privados escríbenos a reservaciones.lachela@gmail.com con la fecha y el número de invitados.</span></p>')}
<div id="comp-ln4c2b2c" class="comp-ln4c2b2c wixui-form"><form><div class="wixui-text-input"><label for="input_comp-ln4c2b3d">Nombre</label><input id="input_comp-ln4c2b3d" type="text" placeholder="Nombre completo"></div>
<div class="wixui-text-input"><label for="input_comp-ln4c2b4e">Correo</label><input id="input_comp-ln4c2b4e" type="email" placeholder="Correo electrónico"></div>
<div class="wixui-text-input"><label for="input_comp-ln4c2b5f">Personas</label><input id="input_comp-ln4c2b5f" type="number" placeholder="2"></div>
<button class="wixui-button"><span>Enviar</span></button></form></div>
</section></div></div></main>` + footer + wixFoot();
  return {
    id: 'b005-restaurante-la-chela', domain: d, language: 'es',
    robots: '# by wix.com\nUser-agent: *\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: https://www.' + d + '/sitemap.xml\n',
    patterns: ['builder-wix', 'about-prose', 'email-text', 'email-footer', 'junk-platform', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/nosotros': ['nosotros.html', nosotros], '/reservaciones': ['reservaciones.html', reservaciones] },
    truth: {
      emails: ['reservaciones.lachela@gmail.com'],
      emailKinds: { 'reservaciones.lachela@gmail.com': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Andrés Quiroga Lara', title: 'chef y fundador', role: 'owner' },
        { name: 'Graciela Lara', title: null, role: 'owner' },
        { name: 'Itzel Domínguez', title: 'jefa de cocina', role: 'other' },
        { name: 'Mauricio Pineda', title: 'gerente del restaurante', role: 'owner' },
      ],
      junk: ['9d4f1e8a2b3c4d5e6f7a8b9c0d1e2f3a@sentry-next.wixpress.com'],
    },
  };
})();

// ---------------------------------------------------------------- b006 Divi law firm, person cards with own addresses, JSON-LD
const b006 = (() => {
  const d = 'herreradelafuenteabogados.es';
  const head = (t) => wpHead({ lang: 'es-ES', title: t, desc: 'Despacho de abogados en Bilbao: derecho mercantil, civil, familia y laboral.', domain: d, theme: 'Divi', bodyClass: 'et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_pb_gutter et_pb_gutters3 et_divi_theme et-db',
    extra: `<link rel='stylesheet' id='divi-style-css' href='https://${d}/wp-content/themes/Divi/style.min.css?ver=4.23.1' media='all' />
<script type="application/ld+json">{"@context":"https://schema.org","@type":"LegalService","name":"Herrera de la Fuente Abogados","url":"https://${d}/","telephone":"+34 944 23 61 70","email":"despacho@${d}","address":{"@type":"PostalAddress","streetAddress":"Alameda de Recalde, 27, 3º","addressLocality":"Bilbao","postalCode":"48009","addressCountry":"ES"},"founder":{"@type":"Person","name":"María José Herrera Castillo","jobTitle":"Socia directora"}}</script>
` });
  const header = `<div id="page-container"><div id="et-boc" class="et-boc">
<header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container">
<div class="logo_container"><span class="logo_helper"></span><a href="https://${d}/"><img src="https://${d}/wp-content/uploads/2020/09/logo-hdlf.png" width="300" height="80" alt="Herrera de la Fuente Abogados" id="logo" data-height-percentage="54" /></a></div>
<div id="et-top-navigation" data-height="66" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">
<li id="menu-item-30" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home menu-item-30"><a href="https://${d}/">Inicio</a></li>
<li id="menu-item-31" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-31"><a href="https://${d}/areas-de-practica/">Áreas de práctica</a></li>
<li id="menu-item-32" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-32"><a href="https://${d}/equipo/">Equipo</a></li>
<li id="menu-item-33" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-33"><a href="https://${d}/contacto/">Contacto</a></li>
</ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Seleccionar página</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div>
</div></header>
<div id="et-main-area"><div id="main-content"><article id="post-2" class="post-2 page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
`;
  const footer = `</div></div></div></article></div>
<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix">
<div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Herrera de la Fuente Abogados</h4><div class="textwidget"><p>Alameda de Recalde, 27, 3º<br>48009 Bilbao<br>944 23 61 70<br><a href="mailto:despacho@${d}">despacho@${d}</a></p></div></div></div>
<div class="footer-widget"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><div class="menu-legal-container"><ul id="menu-legal" class="menu"><li class="menu-item"><a href="https://${d}/aviso-legal/">Aviso legal</a></li><li class="menu-item"><a href="https://${d}/privacidad/">Privacidad</a></li></ul></div></div></div>
</div></div>
<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2024 Herrera de la Fuente Abogados, S.L.P. Colegiados en el Ilustre Colegio de la Abogacía de Bizkaia.</div></div></div></footer>
</div></div></div>
<script src="https://${d}/wp-content/themes/Divi/js/scripts.min.js?ver=4.23.1" id="divi-custom-script-js"></script>
</body></html>`;
  const tm = (n, cls, img, name, pos, bio, mail, li) => `<div class="et_pb_column et_pb_column_1_4 et_pb_column_${n}  et_pb_css_mix_blend_mode_passthrough">
<div class="et_pb_module et_pb_team_member et_pb_team_member_${n} ${cls} clearfix  et_pb_bg_layout_light">
<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" width="400" height="500" src="https://${d}/wp-content/uploads/2023/02/${img}" alt="${name}" class="wp-image-${300 + n}" /></div>
<div class="et_pb_team_member_description">
<h4 class="et_pb_module_header">${name}</h4>
<p class="et_pb_member_position">${pos}</p>
<div>${bio}</div>
${mail ? `<p class="email-abogado"><a href="mailto:${mail}">${mail}</a></p>` : ''}
<ul class="et_pb_member_social_links">${li ? `<li><a href="${li}" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li>` : ''}</ul>
</div></div></div>`;
  const index = head('Herrera de la Fuente Abogados | Bilbao') + header + `<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_dark"><div class="et_pb_text_inner"><h1>Abogados para empresas y familias en Bilbao</h1><p>Más de veinte años resolviendo conflictos mercantiles, sucesiones y divorcios con cercanía y rigor.</p></div></div>
<div class="et_pb_button_module_wrapper et_pb_button_0_wrapper et_pb_module"><a class="et_pb_button et_pb_button_0 et_pb_bg_layout_light" href="https://${d}/contacto/">Primera consulta</a></div>
</div></div></div>
<div class="et_pb_section et_pb_section_1 et_section_regular"><div class="et_pb_row et_pb_row_1">
<div class="et_pb_column et_pb_column_1_3 et_pb_column_1"><div class="et_pb_module et_pb_blurb et_pb_blurb_0"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Mercantil y societario</span></h4><div class="et_pb_blurb_description"><p>Constitución de sociedades, pactos de socios, compraventa de empresas.</p></div></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3 et_pb_column_2"><div class="et_pb_module et_pb_blurb et_pb_blurb_1"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Familia y sucesiones</span></h4><div class="et_pb_blurb_description"><p>Divorcios, custodia, herencias y testamentos.</p></div></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3 et_pb_column_3"><div class="et_pb_module et_pb_blurb et_pb_blurb_2"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Laboral</span></h4><div class="et_pb_blurb_description"><p>Despidos, negociación colectiva y defensa ante la Inspección.</p></div></div></div></div></div>
</div></div>` + footer;
  const equipo = head('Equipo | Herrera de la Fuente Abogados') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0"><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h2>El equipo</h2></div></div></div></div>
<div class="et_pb_row et_pb_row_1 et_pb_equal_columns">
${tm(0, '', 'mj-herrera.jpg', 'María José Herrera Castillo', 'Socia directora', '<p>Abogada desde 1999. Especialista en derecho de familia y sucesiones. Mediadora civil y mercantil.</p>', 'mj.herrera@herreradelafuenteabogados.es', 'https://www.linkedin.com/in/mjherreracastillo')}
${tm(1, '', 'inigo-de-la-fuente.jpg', 'Íñigo de la Fuente Arrieta', 'Socio', '<p>Derecho mercantil y societario. Profesor asociado en la Universidad de Deusto.</p>', 'idelafuente@herreradelafuenteabogados.es', 'https://www.linkedin.com/in/inigodelafuente')}
${tm(2, '', 'beatriz-olmedo.jpg', 'Beatriz Olmedo Uriarte', 'Abogada asociada', '<p>Derecho laboral y Seguridad Social. Colegiada nº 7.411 del ICABizkaia.</p>', 'b.olmedo@herreradelafuenteabogados.es', '')}
${tm(3, 'et_pb_team_member_no_image', 'placeholder.png', 'Tomás Garrido Nieto', 'Responsable de administración', '<p>Gestión del despacho, facturación y relación con procuradores.</p>', '', '')}
</div></div>` + footer;
  const contacto = head('Contacto | Herrera de la Fuente Abogados') + header + `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0">
<div class="et_pb_column et_pb_column_1_2 et_pb_column_0"><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h2>Contacto</h2><p>Alameda de Recalde, 27, 3º · 48009 Bilbao<br>Teléfono 944 23 61 70<br>Lunes a viernes de 9:00 a 14:00 y de 16:00 a 19:00</p><p>Escríbenos a <a href="mailto:despacho@${d}?subject=Consulta%20web">despacho@${d}</a>.</p></div></div></div>
<div class="et_pb_column et_pb_column_1_2 et_pb_column_1"><div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0"><h1 class="et_pb_contact_main_title">Escríbenos</h1><div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="https://${d}/contacto/">
<p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half" data-id="name" data-type="input"><label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Nombre</label><input type="text" id="et_pb_contact_name_0" class="input" value="" name="et_pb_contact_name_0" data-required_mark="required" data-field_type="input" data-original_id="name" placeholder="Nombre"></p>
<p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last" data-id="email" data-type="email"><label for="et_pb_contact_email_0" class="et_pb_contact_form_label">Dirección de correo electrónico</label><input type="text" id="et_pb_contact_email_0" class="input" value="" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" data-original_id="email" placeholder="Dirección de correo electrónico"></p>
<p class="et_pb_contact_field et_pb_contact_field_2 et_pb_contact_field_last" data-id="message" data-type="text"><label for="et_pb_contact_message_0" class="et_pb_contact_form_label">Mensaje</label><textarea name="et_pb_contact_message_0" id="et_pb_contact_message_0" class="et_pb_contact_message input" data-required_mark="required" data-field_type="text" data-original_id="message" placeholder="Mensaje"></textarea></p>
<div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Enviar</button></div></form></div></div></div>
</div></div>` + footer;
  return {
    id: 'b006-abogados-herrera-de-la-fuente', domain: d, language: 'es',
    patterns: ['builder-divi', 'team-grid', 'email-in-person-card', 'email-mailto', 'email-footer', 'jsonld-person', 'email-jsonld'],
    pages: { '/': ['index.html', index], '/equipo/': ['equipo.html', equipo], '/contacto/': ['contacto.html', contacto] },
    truth: {
      emails: ['despacho@herreradelafuenteabogados.es', 'mj.herrera@herreradelafuenteabogados.es', 'idelafuente@herreradelafuenteabogados.es', 'b.olmedo@herreradelafuenteabogados.es'],
      emailKinds: { 'despacho@herreradelafuenteabogados.es': 'generic', 'mj.herrera@herreradelafuenteabogados.es': 'person', 'idelafuente@herreradelafuenteabogados.es': 'person', 'b.olmedo@herreradelafuenteabogados.es': 'person' },
      emailOwners: { 'mj.herrera@herreradelafuenteabogados.es': 'María José Herrera Castillo', 'idelafuente@herreradelafuenteabogados.es': 'Íñigo de la Fuente Arrieta', 'b.olmedo@herreradelafuenteabogados.es': 'Beatriz Olmedo Uriarte' },
      contacts: [
        { name: 'María José Herrera Castillo', title: 'Socia directora', role: 'owner' },
        { name: 'Íñigo de la Fuente Arrieta', title: 'Socio', role: 'owner' },
        { name: 'Beatriz Olmedo Uriarte', title: 'Abogada asociada', role: 'other' },
        { name: 'Tomás Garrido Nieto', title: 'Responsable de administración', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b007 hand-written garage, ISO-8859-1, broken markup
const b007 = (() => {
  const d = 'tallereslopezhermanos.es';
  const top = (t) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML>
<HEAD>
<TITLE>${t}</TITLE>
<META http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<META name="keywords" content="taller, mecanica, chapa, pintura, Jaen, Linares, ITV, neumaticos">
<META name="GENERATOR" content="Microsoft FrontPage 5.0">
</HEAD>
<BODY bgcolor=#FFFFFF text=#000000 link=#003399 vlink=#663399 topmargin=0 leftmargin=0>
<TABLE width=760 border=0 cellpadding=0 cellspacing=0 align=center>
<TR><TD colspan=2><IMG src="imagenes/cabecera.jpg" width=760 height=120 alt="Talleres Lopez Hermanos"></TD></TR>
<TR><TD width=160 valign=top bgcolor=#DDE6F0>
<FONT face="Verdana, Arial" size=2><BR>
&nbsp;<A href="index.html">Inicio</A><BR>
&nbsp;<A href="quienes.htm">Qui&eacute;nes somos</A><BR>
&nbsp;<A href="servicios.htm">Servicios</A><BR>
&nbsp;<A href="contacto.htm">Contacto</A><BR><BR>
&nbsp;<IMG src="imagenes/bosch-car-service.gif" width=140><BR>
</FONT></TD>
<TD width=600 valign=top><FONT face="Verdana, Arial" size=2>
`;
  const bottom = `</FONT></TD></TR>
<TR><TD colspan=2 bgcolor=#003366 align=center><FONT face=Verdana size=1 color=#FFFFFF>Talleres L&oacute;pez Hermanos - Ctra. de Ba&iacute;los, km 2 - 23700 Linares (Ja&eacute;n) - Tel. 953 69 14 27
</TD></TR>
</TABLE>
<CENTER><IMG src="/cgi-bin/Count.cgi?df=tallereslopez.dat" alt="contador"><BR><FONT size=1>Visitas desde el 1-1-2004</FONT></CENTER>
</BODY>
</HTML>`;
  const index = top('TALLERES LOPEZ HERMANOS - Linares') + `
<H2><FONT color=#003366>Bienvenidos a Talleres L&oacute;pez Hermanos</FONT></H2>
<P>Taller de <B>mec&aacute;nica, electricidad, chapa y pintura</B> en Linares desde 1979. Servicio oficial Bosch Car Service. Preparamos su coche para la ITV, cambiamos neum&aacute;ticos de todas las marcas y tenemos coche de sustituci&oacute;n.
<P>Horario: de lunes a viernes de 8 a 14 y de 16 a 19:30. S&aacute;bados de 9 a 13.
<P><TABLE border=1 cellpadding=4 cellspacing=0 bordercolor=#999999>
<TR bgcolor=#DDE6F0><TD><B>OFERTAS DE MARZO</TD><TD><B>PRECIO</B></TD></TR>
<TR><TD>Cambio de aceite y filtro (hasta 5 l)</TD><TD>59 &euro;</TD>
<TR><TD>Pastillas de freno delanteras</TD><TD>desde 75 &euro;</TD></TR>
<TR><TD>Pre-ITV gratuita</TD><TD>0 &euro;</TD></TR>
</TABLE>
<P>Pida cita por tel&eacute;fono o por correo: <A href=mailto:tallereslopezhnos@gmail.com>tallereslopezhnos@gmail.com</A>
</div>
`;
  const quienes = top('TALLERES LOPEZ HERMANOS - Quienes somos') + `
<H2><FONT color=#003366>Qui&eacute;nes somos</FONT></H2>
<P>El taller lo abri&oacute; nuestro padre en 1979 en la carretera de Ba&iacute;los, con un elevador y mucha paciencia. Hoy lo llevamos los dos hermanos: <B>Manuel L&oacute;pez Prieto</B> (Manolo para los clientes de siempre) y <B>Javier L&oacute;pez Prieto</B>, con un equipo de cinco mec&aacute;nicos y un chapista.
<P><IMG src="imagenes/taller1.jpg" width=300 align=left hspace=8>En 2009 ampliamos la nave a 800 m<sup>2</sup> con cabina de pintura al horno y banco de alineaci&oacute;n.
<BR clear=all>
<P><FONT size=1><I>Nuestras instalaciones en la Ctra. de Ba&iacute;los.</I></FONT>
`;
  const contacto = top('TALLERES LOPEZ HERMANOS - Contacto') + `
<H2><FONT color=#003366>Contacto</H2>
<TABLE border=0 cellpadding=3>
<TR><TD><B>Gerencia:</B></TD><TD>Javier L&oacute;pez Prieto</TD></TR>
<TR><TD><B>Jefe de taller:</B></TD><TD>Manuel L&oacute;pez Prieto</TD></TR>
<TR><TD><B>Direcci&oacute;n:</B></TD><TD>Ctra. de Ba&iacute;los, km 2 (junto a Gasolinera Reyes Cat&oacute;licos)<BR>23700 Linares (Ja&eacute;n)</TD></TR>
<TR><TD><B>Tel&eacute;fono:</B></TD><TD>953 69 14 27 / 679 30 11 58</TD></TR>
<TR><TD><B>Fax:</B></TD><TD>953 69 14 28</TD></TR>
<TR><TD><B>E-mail:</B></TD><TD>tallereslopezhnos@gmail.com</TD></TR>
</TABLE>
<P><A href="http://maps.google.es/maps?q=linares+carretera+bailos">Ver mapa</A>
`;
  return {
    id: 'b007-talleres-lopez-hermanos', domain: d, language: 'es',
    robots: 'User-agent: *\nDisallow: /cgi-bin/\n',
    patterns: ['hand-written', 'broken-markup', 'email-text', 'email-mailto', 'about-prose', 'team-table'],
    pages: { '/': ['index.html', index, 'latin1'], '/quienes.htm': ['quienes.htm', quienes, 'latin1'], '/contacto.htm': ['contacto.htm', contacto, 'latin1'] },
    truth: {
      emails: ['tallereslopezhnos@gmail.com'],
      emailKinds: { 'tallereslopezhnos@gmail.com': 'generic' },
      emailOwners: {},
      contacts: [
        { name: 'Javier López Prieto', title: 'Gerencia', role: 'owner' },
        { name: 'Manuel López Prieto', title: 'Jefe de taller', role: 'operations' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b008 Bootstrap language academy in Colombia, testimonials
const b008 = (() => {
  const d = 'babelidiomas.com.co';
  const nav = `<nav class="navbar navbar-expand-lg navbar-light bg-white shadow-sm sticky-top">
      <div class="container">
        <a class="navbar-brand fw-bold" href="index.html"><img src="img/logo-babel.svg" height="36" alt="Babel Idiomas"> Babel Idiomas</a>
        <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#nav" aria-controls="nav" aria-expanded="false" aria-label="Menú"><span class="navbar-toggler-icon"></span></button>
        <div class="collapse navbar-collapse" id="nav">
          <ul class="navbar-nav ms-auto">
            <li class="nav-item"><a class="nav-link" href="index.html">Inicio</a></li>
            <li class="nav-item"><a class="nav-link" href="cursos.html">Cursos</a></li>
            <li class="nav-item"><a class="nav-link" href="profesores.html">Profesores</a></li>
            <li class="nav-item"><a class="nav-link" href="contacto.html">Contacto</a></li>
          </ul>
        </div>
      </div>
    </nav>
`;
  const foot = `    <footer class="bg-dark text-light py-5 mt-5">
      <div class="container">
        <div class="row">
          <div class="col-md-4"><h5>Babel Idiomas</h5><p class="small">Carrera 43A # 7-50, Oficina 304<br>El Poblado, Medellín<br>+57 604 311 2290</p></div>
          <div class="col-md-4"><h5>Escríbenos</h5><p class="small"><i class="fa-regular fa-envelope"></i> <a class="link-light" href="mailto:info@babelidiomas.com.co">info@babelidiomas.com.co</a><br><i class="fa-solid fa-graduation-cap"></i> Matrículas: <a class="link-light" href="mailto:matriculas@babelidiomas.com.co">matriculas@babelidiomas.com.co</a></p></div>
          <div class="col-md-4"><h5>Boletín</h5><form class="d-flex"><input class="form-control form-control-sm me-2" type="email" placeholder="tucorreo@ejemplo.com"><button class="btn btn-sm btn-warning">Suscribirme</button></form></div>
        </div>
        <p class="small text-secondary mt-4 mb-0">© 2024 Babel Idiomas S.A.S. · NIT 901.234.567-8</p>
      </div>
    </footer>
`;
  const h = (t) => bsHead({ lang: 'es-CO', title: t, desc: 'Cursos de inglés, francés y alemán en Medellín. Preparación de exámenes IELTS, DELF y Goethe.' });
  const index = h('Babel Idiomas | Cursos de inglés y francés en Medellín') + nav + `    <header class="py-5 bg-light"><div class="container"><div class="row align-items-center"><div class="col-lg-6"><h1 class="display-5 fw-bold">Aprende idiomas con profesores nativos</h1><p class="lead">Grupos de máximo 8 estudiantes, horarios flexibles y preparación para exámenes internacionales.</p><a href="contacto.html" class="btn btn-primary btn-lg">Agenda tu prueba de nivel</a></div><div class="col-lg-6"><img class="img-fluid rounded" src="img/aula.jpg" alt="Clase de inglés"></div></div></div></header>
    <section class="container py-5">
      <h2 class="text-center mb-4">Lo que dicen nuestros estudiantes</h2>
      <div class="row g-4">
        <div class="col-md-4"><div class="card h-100 border-0 shadow-sm"><div class="card-body"><p class="card-text">"En seis meses pasé de B1 a C1 y conseguí la beca para mi maestría en Toronto. Los profes son increíbles."</p><p class="card-text"><small class="text-muted">— Valentina Mejía, estudiante de Ingeniería</small></p></div></div></div>
        <div class="col-md-4"><div class="card h-100 border-0 shadow-sm"><div class="card-body"><p class="card-text">"Preparé el DELF B2 con Camille y aprobé con 81 puntos. ¡Merci!"</p><p class="card-text"><small class="text-muted">— Carlos Andrés P.</small></p></div></div></div>
        <div class="col-md-4"><div class="card h-100 border-0 shadow-sm"><div class="card-body"><p class="card-text">"Mi empresa contrató el curso in company para todo el equipo comercial. Muy profesionales."</p><p class="card-text"><small class="text-muted">— Juliana Ospina, gerente de Textiles Andinos</small></p></div></div></div>
      </div>
    </section>
` + foot + bsFoot();
  const card = (img, name, title, text) => `        <div class="col-sm-6 col-lg-3">
          <div class="card h-100 text-center">
            <img src="img/equipo/${img}" class="card-img-top" alt="${name}">
            <div class="card-body">
              <h5 class="card-title mb-0">${name}</h5>
              <p class="card-subtitle text-primary small mb-2">${title}</p>
              <p class="card-text small">${text}</p>
            </div>
          </div>
        </div>
`;
  const profesores = h('Nuestro equipo | Babel Idiomas') + nav + `    <main class="container py-5">
      <h1 class="mb-4">Nuestro equipo</h1>
      <div class="row g-4">
` + card('natalia.jpg', 'Natalia Restrepo Uribe', 'Directora académica', 'Licenciada en Lenguas Modernas (U. de Antioquia), Máster en Lingüística Aplicada. Fundó Babel en 2015.')
    + card('james.jpg', "James O'Connor", 'Profesor de inglés', 'Nacido en Cork, Irlanda. CELTA y 10 años enseñando en Colombia.')
    + card('camille.jpg', 'Camille Dubois', 'Profesora de francés', 'Examinadora oficial DELF-DALF de la Alianza Francesa.')
    + card('sebastian.jpg', 'Sebastián Gómez Arango', 'Coordinador administrativo', 'Matrículas, pagos y certificados. Tu primer contacto en la academia.') + `      </div>
    </main>
` + foot + bsFoot();
  const contacto = h('Contacto | Babel Idiomas') + nav + `    <main class="container py-5">
      <div class="row"><div class="col-md-6"><h1>Contacto</h1><p>Visítanos de lunes a viernes de 7:00 a 20:00 y sábados de 8:00 a 13:00.</p><ul class="list-unstyled"><li><i class="fa-solid fa-location-dot"></i> Carrera 43A # 7-50, Of. 304, Medellín</li><li><i class="fa-brands fa-whatsapp"></i> +57 310 555 0142</li><li><i class="fa-regular fa-envelope"></i> info@babelidiomas.com.co</li></ul></div>
      <div class="col-md-6"><form><div class="mb-3"><label class="form-label" for="n">Nombre</label><input class="form-control" id="n" placeholder="Tu nombre"></div><div class="mb-3"><label class="form-label" for="e">Correo</label><input type="email" class="form-control" id="e" placeholder="tucorreo@ejemplo.com"></div><div class="mb-3"><label class="form-label" for="c">Curso de interés</label><select class="form-select" id="c"><option>Inglés</option><option>Francés</option><option>Alemán</option></select></div><button class="btn btn-primary">Enviar</button></form></div></div>
    </main>
` + foot + bsFoot();
  return {
    id: 'b008-academia-babel-idiomas', domain: d, language: 'es',
    patterns: ['builder-bootstrap', 'team-grid', 'testimonials', 'email-mailto', 'email-footer', 'junk-placeholder', 'junk-version'],
    pages: { '/': ['index.html', index], '/profesores.html': ['profesores.html', profesores], '/contacto.html': ['contacto.html', contacto] },
    truth: {
      emails: ['info@babelidiomas.com.co', 'matriculas@babelidiomas.com.co'],
      emailKinds: { 'info@babelidiomas.com.co': 'generic', 'matriculas@babelidiomas.com.co': 'role' },
      emailOwners: {},
      contacts: [
        { name: 'Natalia Restrepo Uribe', title: 'Directora académica', role: 'owner' },
        { name: "James O'Connor", title: 'Profesor de inglés', role: 'other' },
        { name: 'Camille Dubois', title: 'Profesora de francés', role: 'other' },
        { name: 'Sebastián Gómez Arango', title: 'Coordinador administrativo', role: 'operations' },
      ],
      junk: ['tucorreo@ejemplo.com', 'bootstrap@5.3.2'],
    },
  };
})();

export const sitesEs2 = [b005, b006, b007, b008];
