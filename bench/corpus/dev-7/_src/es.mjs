import { T } from "./lib.mjs";

export const sites = [];

// j001 — old hand-made winery site in Aniñón (Zaragoza): HTML 4, tables, <font>, prose
sites.push({
  id: "j001-bodegas-garces-aninon",
  domain: "bodegasgarces-aninon.es",
  patterns: ["hand-written", "about-prose", "name-lookalikes", "email-text", "email-obfuscated", "junk-agency"],
  pages: {
    "/": ["index.html", `
<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Bodegas Garcés - Aniñón - Vinos de Calatayud</title>
<meta name="keywords" content="vino, garnacha, calatayud, aniñón, bodega familiar">
<link rel="stylesheet" href="estilo.css" type="text/css">
</head>
<body bgcolor="#F4EFE6" leftmargin="0" topmargin="0">
<table width="780" border="0" cellpadding="0" cellspacing="0" align="center">
<tr><td colspan="3"><img src="img/cabecera.jpg" width="780" height="140" alt="Bodegas Garcés"></td></tr>
<tr bgcolor="#6B1E2E">
<td width="190" valign="top">
 <font face="Verdana" size="2" color="#FFFFFF">
 <br>&nbsp;&raquo; <a href="index.html"><font color="#FFFFFF">Inicio</font></a><br>
 &nbsp;&raquo; <a href="/historia.html"><font color="#FFFFFF">La bodega</font></a><br>
 &nbsp;&raquo; <a href="/vinos.html"><font color="#FFFFFF">Nuestros vinos</font></a><br>
 &nbsp;&raquo; <a href="/contacto.html"><font color="#FFFFFF">Contacto</font></a><br><br>
 </font>
</td>
<td width="20" bgcolor="#F4EFE6">&nbsp;</td>
<td width="570" valign="top" bgcolor="#F4EFE6">
 <font face="Georgia" size="4" color="#6B1E2E"><b>Bienvenidos a Bodegas Garcés</b></font><br><br>
 <font face="Verdana" size="2">
 Garnachas de viñas viejas en las laderas de Aniñón, a 800 metros de altitud, dentro de la
 D.O.P. Calatayud. Elaboramos unas 60.000 botellas al año, todas con uva de nuestras propias
 parcelas.<br><br>
 <b>Visitas a la bodega:</b> sábados a las 11:00 h, previa reserva (8 &euro; con cata de tres vinos).<br>
 Estamos en la <i>Calle Ramón y Cajal, 14</i>, a la salida del pueblo hacia Cervera de la Cañada.<br><br>
 <img src="img/botellas.jpg" width="250" height="180" align="right" alt="Don Tomás Garnacha y Viña Matilde">
 <b>Novedad:</b> ya está a la venta la añada 2021 de <b>Don Tomás Garnacha</b>, y el
 <b>Viña Matilde Reserva</b> ha recibido la Medalla de Oro en el concurso Garnachas del Mundo.<br><br>
 Pedidos y reservas: <b>bodega@bodegasgarces-aninon.es</b> &middot; Tel. 976 89 40 12
 </font>
</td></tr>
<tr><td colspan="3" align="center"><font face="Verdana" size="1" color="#777777">
 Bodegas Garcés S.C. &middot; Aniñón (Zaragoza) &middot; Diseño web: Infoaragón Webs (infoaragonwebs@terra.es)
</font></td></tr>
</table>
</body>
</html>
`],
    "/historia.html": ["historia.html", `
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>La bodega - Bodegas Garcés</title>
<link rel="stylesheet" href="estilo.css" type="text/css">
</head>
<body bgcolor="#F4EFE6">
<table width="780" align="center" cellpadding="8">
<tr><td>
<a href="index.html">&laquo; Volver al inicio</a>
<p><font face="Georgia" size="4" color="#6B1E2E"><b>Cuatro generaciones de viticultores</b></font></p>
<font face="Verdana" size="2">
<p>Todo empezó en 1921, cuando el bisabuelo Tomás Garcés plantó las primeras cepas de garnacha
en el paraje de La Solana. Por él lleva su nombre nuestro vino más conocido, el Don Tomás, y por su
mujer, Matilde, el reserva de la casa.</p>
<p>Hoy la bodega la llevan los hermanos Garcés Monreal. <b>Pilar Garcés Monreal</b>, gerente y
enóloga, estudió en la Escuela de Enología de Requena y volvió al pueblo en 2004 para hacerse
cargo de la elaboración. Si quieres hablar con ella sobre visitas de grupos o catas, puedes
escribirle a pilar.garces (arroba) bodegasgarces-aninon.es.</p>
<p>Su hermano, <b>Joaquín Garcés Monreal</b>, es el responsable comercial y de exportación: es quien recorre
ferias en Düsseldorf y Nueva York y quien atiende a importadores y distribuidores
(export@bodegasgarces-aninon.es).</p>
<p>En el campo manda Ramiro Lasheras, nuestro capataz de viña desde hace más de veinte años, que
conoce cada cepa de las 42 hectáreas como si fueran de su familia.</p>
</font>
<p><img src="img/vendimia-2019.jpg" width="400" height="260" alt="Vendimia 2019 en La Solana"><br>
<font size="1">Vendimia 2019 en La Solana, Aniñón.</font></p>
</td></tr>
</table>
</body>
</html>
`],
    "/contacto.html": ["contacto.html", `
<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Contacto - Bodegas Garcés</title></head>
<body bgcolor="#F4EFE6">
<center>
<table width="600" border="1" cellpadding="6" cellspacing="0" bordercolor="#6B1E2E">
<tr><td colspan="2" bgcolor="#6B1E2E"><font color="#FFFFFF" face="Verdana"><b>CONTACTO</b></font></td></tr>
<tr><td><font face="Verdana" size="2">Dirección</font></td><td><font face="Verdana" size="2">C/ Ramón y Cajal, 14<br>50309 Aniñón (Zaragoza)</font></td></tr>
<tr><td><font face="Verdana" size="2">Teléfono</font></td><td><font face="Verdana" size="2">976 89 40 12 / 659 31 77 08</font></td></tr>
<tr><td><font face="Verdana" size="2">Correo</font></td><td><font face="Verdana" size="2">bodega@bodegasgarces-aninon.es</font></td></tr>
<tr><td><font face="Verdana" size="2">Exportación</font></td><td><font face="Verdana" size="2">export@bodegasgarces-aninon.es</font></td></tr>
<tr><td><font face="Verdana" size="2">Horario tienda</font></td><td><font face="Verdana" size="2">L-V 9:00-14:00 y 16:00-19:00<br>Sábados 10:00-14:00</font></td></tr>
</table>
<p><a href="index.html">Inicio</a> | <a href="historia.html">La bodega</a></p>
</center>
</body>
</html>
`],
  },
  truth: T(
    {
      "bodega@bodegasgarces-aninon.es": "generic",
      "pilar.garces@bodegasgarces-aninon.es": ["person", "Pilar Garcés Monreal"],
      "export@bodegasgarces-aninon.es": "role",
    },
    [
      ["Pilar Garcés Monreal", "gerente y enóloga", "owner"],
      ["Joaquín Garcés Monreal", "responsable comercial y de exportación", "other"],
      ["Ramiro Lasheras", "capataz de viña", "other"],
    ],
    ["infoaragonwebs@terra.es"],
  ),
});

// j002 — vet clinic in Ronda, Elementor, team cards with own addresses, testimonials, agency credit
{
  const dom = "veterinariaserrania-ronda.es";
  const head = (t) => `<!DOCTYPE html>
<html lang="es-ES">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t} &#8211; Clínica Veterinaria Serranía</title>
<link rel='stylesheet' id='elementor-frontend-css' href='https://${dom}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.18.3' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='https://${dom}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.0' media='all' />
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@8/swiper-bundle.min.css">
<script src="https://${dom}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
</head>
<body class="page-template-default page elementor-default elementor-kit-6">
<header class="elementor elementor-location-header" data-elementor-type="header">
 <div class="elementor-element elementor-element-3b1f0c2 e-flex e-con-boxed e-con e-parent">
  <div class="e-con-inner">
   <div class="elementor-element elementor-element-7d2e4a1 elementor-widget elementor-widget-image" data-widget_type="image.default">
    <div class="elementor-widget-container">
     <a href="/"><img width="220" height="64" src="https://${dom}/wp-content/uploads/2023/02/logo-serrania.png" srcset="https://${dom}/wp-content/uploads/2023/02/logo-serrania.png 1x, https://${dom}/wp-content/uploads/2023/02/logo-serrania@2x.png 2x" alt="Clínica Veterinaria Serranía"></a>
    </div>
   </div>
   <nav class="elementor-nav-menu--main elementor-nav-menu__container">
    <ul id="menu-1-5a1c" class="elementor-nav-menu">
     <li class="menu-item"><a href="/" class="elementor-item">Inicio</a></li>
     <li class="menu-item"><a href="/servicios/" class="elementor-item">Servicios</a></li>
     <li class="menu-item"><a href="/equipo/" class="elementor-item">Equipo</a></li>
     <li class="menu-item"><a href="/contacto/" class="elementor-item">Contacto</a></li>
    </ul>
   </nav>
  </div>
 </div>
</header>`;
  const foot = `<footer class="elementor elementor-location-footer" data-elementor-type="footer">
 <div class="elementor-element elementor-element-91ac3d0 e-con-full e-flex e-con e-parent">
  <div class="elementor-element elementor-element-c02b71e elementor-widget elementor-widget-text-editor">
   <div class="elementor-widget-container">
    <p>Calle Virgen de la Paz, 27 · 29400 Ronda (Málaga) · Tel. 952 87 63 10 · Urgencias 24 h: 661 20 48 93</p>
    <p><a href="mailto:clinica@${dom}">clinica@${dom}</a></p>
    <p>© 2024 Clínica Veterinaria Serranía · <a href="/aviso-legal/">Aviso legal</a> · Web creada por <a href="https://tajodigital.es">Tajo Digital</a> · hola@tajodigital.es</p>
   </div>
  </div>
 </div>
</footer>
<script src="https://cdn.jsdelivr.net/npm/swiper@8/swiper-bundle.min.js"></script>
<script src='https://${dom}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.18.3' id='elementor-frontend-js'></script>
</body>
</html>`;
  const member = (id, img, name, job, mail, bio) => `
     <div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-image-box" data-widget_type="image-box.default">
      <div class="elementor-widget-container">
       <div class="elementor-image-box-wrapper">
        <figure class="elementor-image-box-img"><img decoding="async" width="400" height="400" src="https://${dom}/wp-content/uploads/2023/03/${img}" alt=""></figure>
        <div class="elementor-image-box-content">
         <h3 class="elementor-image-box-title">${name}</h3>
         <p class="elementor-image-box-description">${job}</p>
        </div>
       </div>
      </div>
     </div>
     <div class="elementor-element elementor-element-${id}b elementor-widget elementor-widget-text-editor">
      <div class="elementor-widget-container"><p>${bio}</p>${mail ? `<p><i aria-hidden="true" class="far fa-envelope"></i> <a href="mailto:${mail}">${mail}</a></p>` : ""}</div>
     </div>`;
  sites.push({
    id: "j002-veterinaria-serrania-ronda",
    domain: dom,
    patterns: ["builder-elementor", "team-grid", "email-mailto", "email-in-person-card", "email-footer", "testimonials", "junk-placeholder", "junk-agency", "junk-asset", "junk-version"],
    pages: {
      "/": ["index.html", `${head("Inicio")}
<main class="elementor elementor-12" data-elementor-type="wp-page">
 <div class="elementor-element elementor-element-1f3a9b0 e-flex e-con-boxed e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title elementor-size-default">Cuidamos de quien te cuida</h1></div>
  <div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">
   <p>Medicina interna, cirugía, vacunación y peluquería canina en el centro de Ronda. Atendemos perros, gatos, conejos y hurones.</p>
   <p>Horario: lunes a viernes de 9:30 a 14:00 y de 17:00 a 20:30. Sábados de 10:00 a 13:30.</p>
  </div></div>
 </div>
 <div class="elementor-element elementor-element-55e8c1d e-flex e-con-boxed e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Lo que dicen nuestros clientes</h2></div>
  <div class="elementor-widget elementor-widget-testimonial-carousel">
   <div class="swiper-wrapper">
    <div class="swiper-slide"><div class="elementor-testimonial">
     <div class="elementor-testimonial__content"><div class="elementor-testimonial__text">Operaron a Lola de la cadera y a los diez días ya corría por el campo. Trato de diez.</div></div>
     <div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Carmen Lozano</span><span class="elementor-testimonial__title">dueña de Lola</span></cite></div>
    </div></div>
    <div class="swiper-slide"><div class="elementor-testimonial">
     <div class="elementor-testimonial__content"><div class="elementor-testimonial__text">Llamamos a urgencias un domingo por la noche y nos atendieron enseguida. Gracias a todo el equipo.</div></div>
     <div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Paco y Reme</span><span class="elementor-testimonial__title">con Tobías, Arriate</span></cite></div>
    </div></div>
   </div>
  </div>
 </div>
</main>
${foot}`],
      "/equipo/": ["equipo.html", `${head("Equipo")}
<main class="elementor elementor-18" data-elementor-type="wp-page">
 <div class="elementor-element elementor-element-6a0b1c2 e-flex e-con-boxed e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Nuestro equipo</h1></div>
  <div class="e-con-inner">
   <div class="elementor-element elementor-element-a1 e-con-full e-flex e-con e-child">${member("b71e0f3", "inmaculada-rios.jpg", "Dra. Inmaculada Ríos Benítez", "Fundadora y directora clínica", `i.rios@${dom}`, "Licenciada por la Universidad de Córdoba. Abrió la clínica en 2009 tras diez años en un hospital veterinario de Málaga.")}
   </div>
   <div class="elementor-element elementor-element-a2 e-con-full e-flex e-con e-child">${member("c42d9a8", "alvaro-delacruz.jpg", "Álvaro de la Cruz Moya", "Veterinario · Cirugía y traumatología", `a.delacruz@${dom}`, "Máster en Cirugía de Pequeños Animales. Se encarga del quirófano y de las consultas de traumatología.")}
   </div>
   <div class="elementor-element elementor-element-a3 e-con-full e-flex e-con e-child">${member("d9f0e11", "rocio-gil.jpg", "Rocío Gil Ordóñez", "Auxiliar técnico veterinario", "", "Hospitalización, análisis y, sobre todo, mimos.")}
   </div>
   <div class="elementor-element elementor-element-a4 e-con-full e-flex e-con e-child">${member("e0a7b55", "manuel-pacheco.jpg", "Manuel Jesús Pacheco", "Responsable de administración", "", "Citas, facturas y seguros de mascotas.")}
   </div>
  </div>
 </div>
</main>
${foot}`],
      "/contacto/": ["contacto.html", `${head("Contacto")}
<main class="elementor elementor-22" data-elementor-type="wp-page">
 <div class="elementor-element elementor-element-0c1d2e3 e-flex e-con-boxed e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Pide cita</h1></div>
  <div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">
   <p>Escríbenos a <a href="mailto:clinica@${dom}?subject=Cita">clinica@${dom}</a> o llama al 952 87 63 10.</p>
   <p>Para urgencias fuera de horario: <a href="mailto:urgencias@${dom}">urgencias@${dom}</a> y 661 20 48 93.</p>
  </div></div>
  <div class="elementor-widget elementor-widget-form"><div class="elementor-widget-container">
   <form class="elementor-form" method="post" name="Cita">
    <div class="elementor-field-group"><label for="form-field-name">Nombre</label><input type="text" name="form_fields[name]" id="form-field-name" placeholder="Tu nombre"></div>
    <div class="elementor-field-group"><label for="form-field-email">Email</label><input type="email" name="form_fields[email]" id="form-field-email" placeholder="tu@email.com" required></div>
    <div class="elementor-field-group"><label for="form-field-mascota">Nombre de tu mascota</label><input type="text" name="form_fields[mascota]" id="form-field-mascota" placeholder="Ej.: Toby"></div>
    <div class="elementor-field-group"><textarea name="form_fields[message]" placeholder="¿En qué podemos ayudarte?"></textarea></div>
    <button type="submit" class="elementor-button">Enviar</button>
   </form>
  </div></div>
 </div>
</main>
${foot}`],
    },
    truth: T(
      {
        [`clinica@${dom}`]: "generic",
        [`urgencias@${dom}`]: "role",
        [`i.rios@${dom}`]: ["person", "Inmaculada Ríos Benítez"],
        [`a.delacruz@${dom}`]: ["person", "Álvaro de la Cruz Moya"],
      },
      [
        ["Inmaculada Ríos Benítez", "Fundadora y directora clínica", "owner"],
        ["Álvaro de la Cruz Moya", "Veterinario · Cirugía y traumatología", "other"],
        ["Rocío Gil Ordóñez", "Auxiliar técnico veterinario", "other"],
        ["Manuel Jesús Pacheco", "Responsable de administración", "operations"],
      ],
      ["tu@email.com", "hola@tajodigital.es", "logo-serrania@2x.png", "swiper@8"],
    ),
  });
}

// j003 — law firm in Tandil, Divi team members + JSON-LD employees, retired founders in prose
{
  const dom = "ferrarianchorena-tandil.com.ar";
  const nav = `<header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container">
<div class="logo_container"><a href="/"><img src="/wp-content/uploads/2022/05/logo-fa.png" alt="Estudio Ferrari &amp; Anchorena" id="logo"></a></div>
<div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav">
<li class="menu-item"><a href="/">Inicio</a></li><li class="menu-item"><a href="/nosotros/">Nosotros</a></li><li class="menu-item"><a href="/areas-de-practica/">Áreas de práctica</a></li><li class="menu-item"><a href="/contacto/">Contacto</a></li>
</ul></nav></div></div></header>`;
  const tm = (n, name, pos, img, body) => `
<div class="et_pb_module et_pb_team_member et_pb_team_member_${n} clearfix et_pb_bg_layout_light">
 <div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="/wp-content/uploads/2022/05/${img}" alt="${name}"></div>
 <div class="et_pb_team_member_description">
  <h4 class="et_pb_module_header">${name}</h4>
  <p class="et_pb_member_position">${pos}</p>
  <div>${body}</div>
  <ul class="et_pb_member_social_links"><li><a href="https://www.linkedin.com/in/${img.replace(".jpg", "")}" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li></ul>
 </div>
</div>`;
  const foot = `<footer id="main-footer"><div id="footer-bottom"><div class="container clearfix">
<div id="footer-info">Estudio Ferrari &amp; Anchorena · General Rodríguez 640, B7000 Tandil, Buenos Aires · (0249) 442-6718</div>
</div></div></footer>
<script type='text/javascript' src='/wp-content/themes/Divi/js/scripts.min.js?ver=4.23.1' id='divi-custom-script-js'></script>
</body></html>`;
  const ld = {
    "@context": "https://schema.org",
    "@type": "LegalService",
    name: "Estudio Ferrari & Anchorena",
    url: `https://${dom}/`,
    email: `estudio@${dom}`,
    telephone: "+54 249 442-6718",
    address: { "@type": "PostalAddress", streetAddress: "General Rodríguez 640", addressLocality: "Tandil", addressRegion: "Buenos Aires", postalCode: "B7000", addressCountry: "AR" },
    employee: [
      { "@type": "Person", name: "María Eugenia Ferrari", jobTitle: "Socia" },
      { "@type": "Person", name: "Santiago Anchorena", jobTitle: "Socio" },
      { "@type": "Person", name: "Lucía Belén Etcheverry", jobTitle: "Abogada asociada" },
    ],
  };
  sites.push({
    id: "j003-estudio-ferrari-anchorena-tandil",
    domain: dom,
    patterns: ["builder-divi", "team-grid", "jsonld-person", "about-prose", "name-lookalikes", "email-mailto", "email-jsonld", "email-in-person-card"],
    pages: {
      "/": ["index.html", `<!DOCTYPE html>
<html lang="es-AR">
<head>
<meta charset="UTF-8">
<title>Estudio Ferrari &amp; Anchorena | Abogados en Tandil</title>
<meta name="description" content="Estudio jurídico en Tandil desde 1979. Familia, sucesiones, laboral y derecho agrario.">
<link rel='stylesheet' id='divi-style-css' href='/wp-content/themes/Divi/style.min.css?ver=4.23.1' type='text/css' media='all' />
<script type="application/ld+json">${JSON.stringify(ld)}</script>
</head>
<body class="home page et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade">
<div id="page-container">
${nav}
<div id="et-main-area"><div id="main-content"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular">
 <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0">
  <div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_center"><div class="et_pb_text_inner"><h1>Más de cuarenta años acompañando a las familias y empresas de Tandil</h1></div></div>
  <div class="et_pb_button_module_wrapper"><a class="et_pb_button et_pb_button_0" href="/contacto/">Solicitar una consulta</a></div>
 </div></div>
</div>
<div class="et_pb_section et_pb_section_1 et_section_regular">
 <div class="et_pb_row et_pb_row_1">
  <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">Familia y sucesiones</h4><div class="et_pb_blurb_description">Divorcios, alimentos, declaratorias de herederos.</div></div></div></div>
  <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">Derecho laboral</h4><div class="et_pb_blurb_description">Despidos, accidentes de trabajo, ART.</div></div></div></div>
  <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">Derecho agrario</h4><div class="et_pb_blurb_description">Arrendamientos rurales, contratos de siembra, sucesiones de campos.</div></div></div></div>
 </div>
</div>
</div></div></div></div></div>
${foot}
</div>`],
      "/nosotros/": ["nosotros.html", `<!DOCTYPE html>
<html lang="es-AR">
<head><meta charset="UTF-8"><title>Nosotros | Estudio Ferrari &amp; Anchorena</title>
<link rel='stylesheet' id='divi-style-css' href='/wp-content/themes/Divi/style.min.css?ver=4.23.1' type='text/css' media='all' /></head>
<body class="page et_pb_button_helper_class">
<div id="page-container">
${nav}
<div id="et-main-area"><div class="et-l et-l--post"><div class="et_builder_inner_content">
<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
 <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">
  <h2>Nuestra historia</h2>
  <p>El estudio fue fundado en 1979 por los doctores Osvaldo Ferrari y Julio César Anchorena, compañeros de promoción en la Universidad Nacional de La Plata, en una oficina de la calle Pinto. Ambos se retiraron de la profesión hace ya algunos años, pero su forma de trabajar —cercana, sin apuro y con la puerta siempre abierta— sigue siendo la nuestra.</p>
  <p>Hoy el estudio lo conducen sus hijos, la Dra. María Eugenia Ferrari y el Dr. Santiago Anchorena, junto a un equipo de profesionales formados en Tandil y en Buenos Aires.</p>
 </div></div>
</div></div></div>
<div class="et_pb_section et_pb_section_1 et_section_regular"><div class="et_pb_row et_pb_row_1">
 <div class="et_pb_column et_pb_column_1_4">${tm(0, "Dra. María Eugenia Ferrari", "Socia", "maria-eugenia-ferrari.jpg", `<p>Familia y sucesiones. Mediadora prejudicial.</p><p><a href="mailto:meferrari@${dom}">meferrari@${dom}</a></p>`)}</div>
 <div class="et_pb_column et_pb_column_1_4">${tm(1, "Dr. Santiago Anchorena", "Socio", "santiago-anchorena.jpg", `<p>Derecho laboral y de la seguridad social.</p><p><a href="mailto:sanchorena@${dom}">sanchorena@${dom}</a></p>`)}</div>
 <div class="et_pb_column et_pb_column_1_4">${tm(2, "Dra. Lucía Belén Etcheverry", "Abogada asociada", "lucia-etcheverry.jpg", "<p>Derecho agrario y contratos rurales.</p>")}</div>
 <div class="et_pb_column et_pb_column_1_4 et-last-child">${tm(3, "Florencia Sosa", "Secretaria", "florencia-sosa.jpg", "<p>Turnos y atención al cliente.</p>")}</div>
</div></div>
</div></div></div>
${foot}
</div>`],
      "/contacto/": ["contacto.html", `<!DOCTYPE html>
<html lang="es-AR">
<head><meta charset="UTF-8"><title>Contacto | Estudio Ferrari &amp; Anchorena</title>
<link rel='stylesheet' id='divi-style-css' href='/wp-content/themes/Divi/style.min.css?ver=4.23.1' type='text/css' media='all' /></head>
<body class="page">
<div id="page-container">
${nav}
<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_1_2">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
<h3>Dónde estamos</h3>
<p>General Rodríguez 640 (esquina Avenida Santamarina)<br>B7000 Tandil, Provincia de Buenos Aires</p>
<p>Lunes a viernes de 8 a 13 y de 16 a 19 h.</p>
<p>Tel. (0249) 442-6718 · WhatsApp +54 9 249 455-0193</p>
<p>Correo: <a href="mailto:estudio@${dom}">estudio@${dom}</a></p>
</div></div>
</div></div></div>
${foot}
</div>`],
    },
    truth: T(
      {
        [`estudio@${dom}`]: "generic",
        [`meferrari@${dom}`]: ["person", "María Eugenia Ferrari"],
        [`sanchorena@${dom}`]: ["person", "Santiago Anchorena"],
      },
      [
        ["María Eugenia Ferrari", "Socia", "owner"],
        ["Santiago Anchorena", "Socio", "owner"],
        ["Lucía Belén Etcheverry", "Abogada asociada", "other"],
        ["Florencia Sosa", "Secretaria", "other"],
      ],
      [],
    ),
  });
}

// j004 — fonda in Oaxaca on Wix: gmail, dishes named after family, Wix sentry in viewer model, testimonials
{
  const dom = "fondadonachonita-oaxaca.com.mx";
  const wixHead = (t) => `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport">
<meta name="generator" content="Wix.com Website Builder"/>
<title>${t} | Fonda Doña Chonita</title>
<link rel="preconnect" href="https://static.parastorage.com" crossorigin>
<script>
window.viewerModel = {"site":{"metaSiteId":"7c1e52a4-90d3-4f1a-b0de-3e5c1f0a9b77","userId":"a54f1e0d-2c33-4e6a-9d0e-1bb84c2e6f15","siteId":"f0a7e3c1-6b2d-4c8e-8a41-2d9e7c0b5a31"},"requestUrl":"https://${dom}/","sentryPreload":{"dsn":"https://605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com/68","release":"1.12093.0"},"fleetConfig":{"fleetName":"thunderbolt-renderer","type":"Rollout","code":1}};
</script>
<script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js"></script>
<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.8b2c2b43.min.css">
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header">
 <div id="comp-lm1x8j2a" class="comp-lm1x8j2a wixui-horizontal-menu">
  <nav aria-label="Sitio"><ul class="itemsContainer">
   <li><a data-testid="linkElement" href="https://${dom}" class="UiHgGh"><p class="wixui-horizontal-menu__item-label">Inicio</p></a></li>
   <li><a data-testid="linkElement" href="https://${dom}/menu" class="UiHgGh"><p class="wixui-horizontal-menu__item-label">Menú</p></a></li>
   <li><a data-testid="linkElement" href="https://${dom}/nosotros" class="UiHgGh"><p class="wixui-horizontal-menu__item-label">Nuestra familia</p></a></li>
  </ul></nav>
 </div>
</header>
<main id="PAGES_CONTAINER"><div id="SITE_PAGES">`;
  const rt = (id, inner, top) => `
<div id="comp-${id}" class="comp-${id} wixui-rich-text" data-testid="richTextElement" style="position:absolute;top:${top}px;left:0px;width:980px">${inner}</div>`;
  const wixFoot = `</div></main>
<footer id="SITE_FOOTER" class="wixui-footer">
<div id="comp-lm1y0c7f" class="comp-lm1y0c7f wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text" style="text-align:center"><span class="wixui-rich-text__text">Calle de García Vigil 418, Centro, Oaxaca de Juárez · Tel. 951 516 2290</span></p>
<p class="font_9 wixui-rich-text__text" style="text-align:center"><span class="wixui-rich-text__text">fondadonachonita@gmail.com</span></p></div>
</footer>
</div></div>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/thunderbolt-commons.1b2c3d4e.bundle.min.js"></script>
</body></html>`;
  sites.push({
    id: "j004-fonda-dona-chonita-oaxaca",
    domain: dom,
    patterns: ["builder-wix", "about-prose", "name-lookalikes", "email-text", "email-footer", "junk-platform", "junk-version", "testimonials"],
    pages: {
      "/": ["index.html", `${wixHead("Inicio")}
${rt("lm1xa3k9", `<h1 class="font_0 wixui-rich-text__text"><span style="color:#7A1F0E" class="wixui-rich-text__text">Cocina oaxaqueña de toda la vida</span></h1>`, 120)}
${rt("lm1xb71d", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Moles, tlayudas y chocolate de metate a dos cuadras de Santo Domingo. Abrimos de martes a domingo de 8:30 a 18:00.</span></p>`, 210)}
${rt("lm1xc0p4", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">“El mejor mole negro que probamos en todo el viaje.”</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">— Rebecca T., Austin, TX</span></p>`, 330)}
${rt("lm1xc9w2", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">“Como en casa de la abuela. La tlayuda Don Efra es enorme.”</span></p><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">— Arturo Méndez Salinas, CDMX</span></p>`, 420)}
${rt("lm1xd4r8", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Grupos y eventos: escríbenos a fondadonachonita@gmail.com</span></p>`, 520)}
${wixFoot}`],
      "/menu": ["menu.html", `${wixHead("Menú")}
${rt("lm2a01bb", `<h2 class="font_2 wixui-rich-text__text">Desayunos</h2>
<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Enfrijoladas de la abuela Chonita ............ $120</span></p>
<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Chilaquiles Juana Catalina (verdes o rojos) ... $115</span></p>
<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Huevos a la Benita ........................... $95</span></p>`, 100)}
${rt("lm2a02cc", `<h2 class="font_2 wixui-rich-text__text">Comidas</h2>
<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Mole negro con pollo de rancho ............... $210</span></p>
<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Tlayuda Don Efra (tasajo, cecina y chorizo) .... $190</span></p>
<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Estofado de Doña Asunción ..................... $205</span></p>`, 380)}
${wixFoot}`],
      "/nosotros": ["nosotros.html", `${wixHead("Nuestra familia")}
${rt("lm3b11aa", `<h2 class="font_2 wixui-rich-text__text">Tres generaciones en el mismo fogón</h2>`, 90)}
${rt("lm3b12bb", `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">La fonda la abrió en 1974 doña Asunción Matus, a quien todo el barrio conocía como </span><span style="font-style:italic" class="wixui-rich-text__text">Chonita</span><span class="wixui-rich-text__text">. Ella nos dejó en 2015, pero sus recetas siguen aquí.</span></p>
<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Hoy la cocina está a cargo de su nieta, </span><span style="font-weight:bold" class="wixui-rich-text__text">Yazmín Cruz Matus</span><span class="wixui-rich-text__text">, cocinera y propietaria, que aprendió a tostar los chiles para el mole a los ocho años.</span></p>
<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Su esposo, Efraín López Santiago, encargado de administración y compras, es quien va cada madrugada a la Central de Abasto — y sí, la tlayuda más grande del menú lleva su nombre.</span></p>`, 170)}
${wixFoot}`],
    },
    truth: T(
      { "fondadonachonita@gmail.com": "generic" },
      [
        ["Yazmín Cruz Matus", "cocinera y propietaria", "owner"],
        ["Efraín López Santiago", "encargado de administración y compras", "operations"],
      ],
      ["605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com", "react@18.2.0"],
    ),
  });
}

// j005 — gestoría in Teruel: WordPress/Gutenberg, team as <dl>, aviso legal with administrador único
{
  const dom = "asesoriamudejar-teruel.es";
  const head = (t) => `<!doctype html>
<html lang="es">
<head>
<meta charset="UTF-8">
<title>${t} – Asesoría Mudéjar</title>
<link rel="stylesheet" id="wp-block-library-css" href="https://${dom}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.2" media="all">
<link rel="stylesheet" id="twentytwentyfour-style-css" href="https://${dom}/wp-content/themes/twentytwentyfour/style.css?ver=1.0" media="all">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap-icons@1.11.1/font/bootstrap-icons.css">
</head>
<body class="wp-site-blocks">
<header class="wp-block-template-part"><div class="wp-block-group alignwide is-layout-flex">
<p class="wp-block-site-title"><a href="/">Asesoría Mudéjar</a></p>
<nav class="wp-block-navigation"><ul class="wp-block-navigation__container">
<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="/">Inicio</a></li>
<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="/equipo/">Equipo</a></li>
<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="/aviso-legal/">Aviso legal</a></li>
</ul></nav></div></header>`;
  const foot = `<footer class="wp-block-template-part"><div class="wp-block-group has-base-2-background-color">
<div class="wp-block-columns"><div class="wp-block-column">
<p><strong>Asesoría Mudéjar S.L.</strong><br>Plaza del Torico, 9, 2.º<br>44001 Teruel</p></div>
<div class="wp-block-column"><p><i class="bi bi-telephone"></i> 978 61 22 40<br><i class="bi bi-envelope"></i> <a href="mailto:info@${dom}">info@${dom}</a></p></div>
<div class="wp-block-column"><p>Boletín mensual de novedades fiscales</p>
<form class="wp-block-jetpack-subscriptions"><input type="email" name="email" placeholder="nombre@ejemplo.com"><button>Suscribirme</button></form></div>
</div></div></footer>
</body></html>`;
  sites.push({
    id: "j005-asesoria-mudejar-teruel",
    domain: dom,
    patterns: ["builder-wordpress", "definition-list", "legal-notice", "email-footer", "email-mailto", "junk-placeholder", "junk-version", "name-lookalikes"],
    pages: {
      "/": ["index.html", `${head("Inicio")}
<main class="wp-block-group">
<div class="wp-block-cover"><div class="wp-block-cover__inner-container">
<h1 class="wp-block-heading has-text-align-center">Fiscal, laboral y contable para autónomos y pymes de Teruel</h1>
</div></div>
<div class="wp-block-columns is-layout-flex">
<div class="wp-block-column"><h3 class="wp-block-heading">Fiscal</h3><p>Declaraciones trimestrales, IRPF, sociedades, Renta.</p></div>
<div class="wp-block-column"><h3 class="wp-block-heading">Laboral</h3><p>Nóminas, contratos, altas y bajas, ERTE. Consultas: <a href="mailto:laboral@${dom}">laboral@${dom}</a></p></div>
<div class="wp-block-column"><h3 class="wp-block-heading">Contable</h3><p>Llevanza de libros, cuentas anuales, Registro Mercantil.</p></div>
</div>
<p>Atendemos también en Alcañiz y Calamocha con cita previa, en nuestras oficinas de la Avenida Joaquín Costa.</p>
</main>
${foot}`],
      "/equipo/": ["equipo.html", `${head("Equipo")}
<main class="wp-block-group">
<h1 class="wp-block-heading">Quiénes somos</h1>
<p>Un despacho pequeño, con nombre y apellidos: cuando llamas, sabes con quién hablas.</p>
<dl class="equipo">
 <dt>Fernando Aznar Villalba</dt>
 <dd>Director y asesor fiscal. Economista colegiado n.º 1.237 del Colegio de Economistas de Aragón.</dd>
 <dt>Nuria Pascual Gimeno</dt>
 <dd>Área laboral y nóminas</dd>
 <dt>Beatriz Lahoz Sancho</dt>
 <dd>Contabilidad y cuentas anuales</dd>
 <dt>Sergio Lafuente Catalán</dt>
 <dd>Atención al cliente y trámites con Tráfico</dd>
</dl>
</main>
${foot}`],
      "/aviso-legal/": ["aviso-legal.html", `${head("Aviso legal")}
<main class="wp-block-group">
<h1 class="wp-block-heading">Aviso legal</h1>
<p>En cumplimiento del artículo 10 de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), se informa:</p>
<ul>
<li>Titular: Asesoría Mudéjar S.L.</li>
<li>CIF: B44187302</li>
<li>Domicilio social: Plaza del Torico, 9, 2.º, 44001 Teruel</li>
<li>Inscrita en el Registro Mercantil de Teruel, Tomo 312, Folio 88, Hoja TE-5521</li>
<li>Administrador único: Fernando Aznar Villalba</li>
<li>Correo electrónico: info@${dom}</li>
</ul>
<h2 class="wp-block-heading">Propiedad intelectual</h2>
<p>Los contenidos de este sitio web son propiedad de Asesoría Mudéjar S.L. Queda prohibida su reproducción sin autorización.</p>
</main>
${foot}`],
    },
    truth: T(
      { [`info@${dom}`]: "generic", [`laboral@${dom}`]: "role" },
      [
        ["Fernando Aznar Villalba", "Director y asesor fiscal", "owner"],
        ["Nuria Pascual Gimeno", "Área laboral y nóminas", "other"],
        ["Beatriz Lahoz Sancho", "Contabilidad y cuentas anuales", "other"],
        ["Sergio Lafuente Catalán", "Atención al cliente y trámites con Tráfico", "other"],
      ],
      ["nombre@ejemplo.com", "bootstrap-icons@1.11.1"],
    ),
  });
}

// j006 — shopkeepers' association of Puebla de Sanabria: hand-written, broken markup, long member directory
{
  const dom = "acosanabria-comercio.es";
  const members = [
    ["Ferretería Hnos. Alonso", "Julián Alonso Ferrero", "Calle Mayor, 12", "ferreteriaalonso@gmail.com"],
    ["Carnicería Manolo", "Manuel Rodríguez Lobato", "Plaza Mayor, 3", ""],
    ["Panadería La Tahona de Ribadelago", "Luisa Fernández Prieto", "Ctra. del Lago, 4", "tahonaribadelago@hotmail.com"],
    ["Farmacia Ldo. Barrio", "Enrique Barrio Cid", "Calle Rúa, 28", ""],
    ["Bar Restaurante El Castillo", "Ana Belén Cadenas", "Plaza del Castillo, 1", "elcastillosanabria@gmail.com"],
    ["Mercería Pili", "Pilar Martínez Otero", "Calle San Bernardo, 7", ""],
    ["Autoservicio Cubero", "Tomás Cubero Rivas", "Avda. de Galicia, 15", "autoserviciocubero@yahoo.es"],
    ["Casa Rural Don Julián", "Esther Ballesteros", "Barrio de Arriba, 2 (Vigo de Sanabria)", "casaruraldonjulian@gmail.com"],
    ["Talleres Sanabria Motor", "Raúl Gallego Domínguez", "Polígono Los Llanos, nave 6", ""],
    ["Peluquería Mari Carmen", "Mª Carmen Vega", "Calle del Peso, 9", ""],
    ["Óptica Ribera", "Daniel Ribera Losada", "Calle Mayor, 30", "opticaribera@gmail.com"],
    ["Embutidos Tío Lucas", "Lucas Ferrero Blanco", "Calle de la Fuente, 5", "embutidostiolucas@gmail.com"],
    ["Floristería Azucena", "Azucena Pérez Rubio", "Calle Rúa, 2", ""],
    ["Librería Papelería Sanabria", "Jorge Mielgo", "Plaza Mayor, 8", "libreriasanabria@telefonica.net"],
    ["Gestoría Castro Fidalgo", "Lorena Castro", "Avda. de Galicia, 3", ""],
    ["Miel Peña Trevinca", "Santiago Peña", "Barrio de la Ermita, s/n (Trefacio)", "mielpenatrevinca@gmail.com"],
    ["Hotel Carlos I", "Isidro Martín Vaquero", "Ctra. de Ribadelago, km 2", "reservas@hotelcarlosprimero-sanabria.es"],
    ["Joyería Relojería Vidal", "Andrés Vidal", "Calle Mayor, 5", ""],
    ["Deportes Lago", "Cristina Esteban", "Ctra. del Lago, 22", ""],
    ["Clínica Dental Sanabria", "Dra. Marina Ortega", "Calle San Bernardo, 11", ""],
  ];
  const rows = members.map(([b, o, a, e], i) => `<tr bgcolor="${i % 2 ? "#ffffff" : "#eef3e6"}"><td><b>${b}</b><td>${o}<td>${a}<td>${e || "&nbsp;"}</tr>`).join("\n");
  sites.push({
    id: "j006-asociacion-comerciantes-sanabria",
    domain: dom,
    patterns: ["directory", "hand-written", "broken-markup", "email-text", "name-lookalikes"],
    pages: {
      "/": ["index.html", `<html>
<head>
<title>ACOSA - Asociación de Comerciantes y Empresarios de Sanabria</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>body{font-family:Arial;font-size:13px} td{font-size:12px}</style>
</head>
<body>
<center><img src="imagenes/logo_acosa.gif" width=400 height=90 alt="ACOSA"></center>
<p align=center><a href="index.html">Inicio</a> | <a href="socios.html">Guía de socios</a> | <a href="junta.html">Junta directiva y oficina</a> | <a href=contacto.html>Contacto</a>
<hr>
<table width=90% align=center><tr><td valign=top width=65%>
<h2>Bienvenidos</h2>
<p>La Asociación de Comerciantes y Empresarios de Sanabria (ACOSA) agrupa a más de 90 comercios, bares,
alojamientos y empresas de servicios de Puebla de Sanabria y su comarca.
<p>Organizamos la <b>Feria de San Bernardo</b>, la campaña de Navidad "Compra en Sanabria" y el
concurso de escaparates.
<p><font color=red><b>NOVEDAD:</b></font> Abierto el plazo para los bonos comercio 2024. Pásate por la oficina (Calle Rúa, 14, bajo) de lunes a viernes de 10 a 13 h.
</td>
<td valign=top bgcolor=#eef3e6>
<b>Oficina de ACOSA</b><br>
Calle Rúa, 14, bajo<br>
49300 Puebla de Sanabria (Zamora)<br>
Tel. 980 62 04 57<br>
acosanabria@hotmail.com
</td></tr></table>
</div>
<p align=center><font size=1>ACOSA &copy; 2011-2024 — Con la colaboración de la Diputación de Zamora</font>
</body>
</html>`],
      "/socios.html": ["socios.html", `<html>
<head>
<title>Guía de socios - ACOSA</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
</head>
<body>
<p><a href="index.html">&lt;&lt; Volver</a>
<h2>Guía de comercios asociados</h2>
<p>Relación de socios que han autorizado la publicación de sus datos (actualizado marzo 2024).
<table border=1 cellpadding=4 cellspacing=0 width=100%>
<tr bgcolor=#6a8f3a><th><font color=white>Comercio</font><th><font color=white>Titular</font><th><font color=white>Dirección</font><th><font color=white>Correo</font></tr>
${rows}
</table>
<p>¿Falta tu comercio? Escribe a la oficina.
</body>
</html>`],
      "/junta.html": ["junta.html", `<html><head><title>Junta directiva - ACOSA</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body>
<p><a href="index.html">&lt;&lt; Volver</a>
<h2>Junta directiva</h2>
<p>La junta se renovó en la asamblea de enero de 2023. El presidente de la asociación es <b>Ángel Rivas Cadenas</b>
(Hostal Rivas), con Mercedes Blanco Ríos como vicepresidenta y Joaquín Lobato como tesorero.
<h2>Oficina técnica</h2>
<p>La oficina la atiende <b>Marta Fidalgo Prieto</b>, gerente de la asociación, que os ayuda con
subvenciones, formación y la tarjeta de fidelización. Correo: acosanabria@hotmail.com
<br><br>
<img src=imagenes/asamblea2023.jpg width=420 alt="Asamblea 2023">
</td></tr>
</body></html>`],
    },
    truth: T(
      { "acosanabria@hotmail.com": "generic" },
      [
        ["Ángel Rivas Cadenas", "presidente de la asociación", "owner"],
        ["Mercedes Blanco Ríos", "vicepresidenta", "other"],
        ["Joaquín Lobato", "tesorero", "other"],
        ["Marta Fidalgo Prieto", "gerente de la asociación", "owner"],
      ],
      members.map((m) => m[3]).filter(Boolean),
    ),
  });
}

// j007 — funeral home in San Gil (Colombia): WordPress classic theme, obituaries, founder deceased, room named after him
{
  const dom = "funerariamonteluz-sangil.com.co";
  const head = (t, cls) => `<!DOCTYPE html>
<html lang="es-CO">
<head>
<meta charset="UTF-8" />
<title>${t} | Funeraria Monteluz San Gil</title>
<link rel="stylesheet" href="https://${dom}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" />
<link rel="pingback" href="https://${dom}/xmlrpc.php" />
<meta name="generator" content="WordPress 6.4.3" />
</head>
<body class="${cls} ast-desktop ast-separate-container ast-right-sidebar astra-4.6.4">
<div id="page" class="hfeed site">
<header class="site-header ast-primary-submenu-animation-fade header-main-layout-1" id="masthead">
 <div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-container">
  <div class="site-branding"><span class="site-title"><a href="https://${dom}/" rel="home">Funeraria Monteluz</a></span><p class="site-description">Acompañamos con respeto desde 1986</p></div>
  <nav class="main-header-bar-navigation"><ul id="primary-menu" class="main-header-menu ast-nav-menu">
   <li class="menu-item"><a href="https://${dom}/" class="menu-link">Inicio</a></li>
   <li class="menu-item"><a href="https://${dom}/quienes-somos/" class="menu-link">Quiénes somos</a></li>
   <li class="menu-item"><a href="https://${dom}/obituarios/" class="menu-link">Obituarios</a></li>
   <li class="menu-item"><a href="https://${dom}/planes-exequiales/" class="menu-link">Planes exequiales</a></li>
  </ul></nav>
 </div></div>
</header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main">`;
  const foot = `</main></div>
<div class="widget-area secondary" id="secondary"><div class="sidebar-main">
<aside id="text-3" class="widget widget_text"><h2 class="widget-title">Atención 24 horas</h2><div class="textwidget">
<p>Carrera 10 # 14-52, San Gil, Santander<br>PBX (607) 724 3190<br>Celular 315 642 0087</p>
<p><a href="mailto:atencion@${dom}">atencion@${dom}</a></p></div></aside>
</div></div>
</div></div>
<footer class="site-footer" id="colophon"><div class="ast-small-footer"><div class="ast-container">© 2024 Funeraria Monteluz S.A.S. — NIT 804.012.337-5</div></div></footer>
</div>
</body></html>`;
  const obit = (name, age, date, body) => `
<article class="post type-post status-publish format-standard category-obituarios ast-article-post">
 <div class="ast-post-format- ast-no-thumb blog-layout-1">
  <h2 class="entry-title"><a href="#">${name}</a></h2>
  <div class="entry-meta"><span class="posted-on">${date}</span> / <span class="cat-links">Obituarios</span></div>
  <div class="entry-content"><p>${age}</p><p>${body}</p></div>
 </div>
</article>`;
  sites.push({
    id: "j007-funeraria-monteluz-sangil",
    domain: dom,
    patterns: ["builder-wordpress", "obituary", "about-prose", "name-lookalikes", "email-mailto", "email-text"],
    pages: {
      "/": ["index.html", `${head("Inicio", "home page-template-default page")}
<article class="page type-page"><div class="entry-content">
<h1>Estamos con usted en los momentos más difíciles</h1>
<p>Servicios funerarios completos, traslados nacionales, cremación y salas de velación en San Gil, Barichara, Pinchote y Curití.</p>
<h3>Nuestras salas</h3>
<ul>
<li><strong>Sala Hernando Plata</strong> — capacidad para 120 personas, con cafetería.</li>
<li><strong>Sala San José</strong> — 60 personas.</li>
<li><strong>Capilla Nuestra Señora de las Nieves</strong> — para ceremonias religiosas.</li>
</ul>
<p>Consulte los <a href="https://${dom}/obituarios/">obituarios</a> de los últimos días.</p>
</div></article>
${foot}`],
      "/quienes-somos/": ["quienes-somos.html", `${head("Quiénes somos", "page-template-default page")}
<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Quiénes somos</h1></header>
<div class="entry-content">
<p>Funeraria Monteluz nació en 1986, cuando don Hernando Plata Ardila (q.e.p.d.) decidió que en San Gil hacía falta un servicio funerario serio y humano. La sala principal lleva hoy su nombre.</p>
<p>Desde 2012 la empresa está dirigida por su hija, <strong>Claudia Patricia Plata Rueda</strong>, gerente general, quien ha ampliado los servicios a toda la provincia de Guanentá. La acompaña <strong>Jairo Alberto Méndez Ortiz</strong>, coordinador de servicios, a cargo de los traslados y de la logística de cada velación.</p>
<p>Si desea hablar directamente con la gerencia puede escribir a gerencia@${dom}.</p>
<p>Somos miembros de Fenalco Santander y contamos con la certificación de la Superintendencia de Industria y Comercio para la venta de planes exequiales.</p>
</div></article>
${foot}`],
      "/obituarios/": ["obituarios.html", `${head("Obituarios", "blog archive category-obituarios")}
<h1 class="page-title">Obituarios</h1>
${obit("Rosa Elvira Gómez de Ardila", "Falleció a los 87 años.", "12 de marzo de 2024", "Sus hijos Luis Fernando, Martha Cecilia y Jorge Enrique Ardila Gómez invitan a las exequias que se celebrarán en la Capilla Nuestra Señora de las Nieves a las 3:00 p. m. Velación en la Sala Hernando Plata.")}
${obit("Pedro Antonio Quintero Rangel", "Falleció a los 64 años.", "10 de marzo de 2024", "Su esposa Carmen Rosa Díaz y sus hijos agradecen las muestras de solidaridad. Exequias en la Catedral de la Santa Cruz, 10:00 a. m.")}
${obit("Ana Isabel Serrano Vargas", "Falleció a los 92 años.", "8 de marzo de 2024", "Velación en la Sala San José. Cremación en el Parque Cementerio Jardines de Guanentá.")}
${obit("Gustavo Adolfo Pinzón", "Falleció a los 71 años.", "5 de marzo de 2024", "Sus compañeros de la Cooperativa Coomultrasan lamentan su partida.")}
<nav class="ast-pagination"><a class="next page-numbers" href="#">Siguiente »</a></nav>
${foot}`],
    },
    truth: T(
      { [`atencion@${dom}`]: "generic", [`gerencia@${dom}`]: "role" },
      [
        ["Claudia Patricia Plata Rueda", "gerente general", "owner"],
        ["Jairo Alberto Méndez Ortiz", "coordinador de servicios", "operations"],
      ],
      [],
    ),
  });
}

// j008 — architecture studio in Cáceres: Bootstrap cards, and a page of conference speakers
{
  const dom = "alcantara-arquitectos-caceres.es";
  const head = (t) => `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t} · Alcántara Arquitectos</title>
<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">
<link href="/css/estudio.css" rel="stylesheet">
</head>
<body>
<nav class="navbar navbar-expand-lg bg-body-tertiary border-bottom">
 <div class="container">
  <a class="navbar-brand fw-bold" href="/">ALCÁNTARA <span class="fw-light">arquitectos</span></a>
  <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#nav"><span class="navbar-toggler-icon"></span></button>
  <div class="collapse navbar-collapse" id="nav"><ul class="navbar-nav ms-auto">
   <li class="nav-item"><a class="nav-link" href="/">Proyectos</a></li>
   <li class="nav-item"><a class="nav-link" href="/estudio.html">Estudio</a></li>
   <li class="nav-item"><a class="nav-link" href="/jornadas-2024.html">Jornadas 2024</a></li>
  </ul></div>
 </div>
</nav>`;
  const foot = `<footer class="bg-dark text-light py-4 mt-5"><div class="container small">
 <div class="row"><div class="col-md-6">Alcántara Arquitectos S.L.P. · Calle Pizarro, 8 · 10003 Cáceres · 927 21 55 90</div>
 <div class="col-md-6 text-md-end"><a class="link-light" href="mailto:estudio@${dom}">estudio@${dom}</a></div></div>
</div></footer>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script>
</body></html>`;
  const card = (img, name, role, txt, mail) => `
  <div class="col">
   <div class="card h-100 border-0 shadow-sm">
    <img src="/img/equipo/${img}" class="card-img-top" alt="${name}">
    <div class="card-body">
     <h5 class="card-title mb-0">${name}</h5>
     <p class="card-text text-body-secondary small">${role}</p>
     <p class="card-text">${txt}</p>
    </div>
    ${mail ? `<div class="card-footer bg-transparent border-0"><a href="mailto:${mail}" class="card-link">${mail}</a></div>` : ""}
   </div>
  </div>`;
  sites.push({
    id: "j008-alcantara-arquitectos-caceres",
    domain: dom,
    patterns: ["builder-bootstrap", "team-grid", "event-speakers", "email-in-person-card", "email-mailto", "email-footer", "junk-version", "name-lookalikes"],
    pages: {
      "/": ["index.html", `${head("Proyectos")}
<main class="container py-5">
 <h1 class="display-6 mb-4">Arquitectura en piedra, cal y luz</h1>
 <div class="row row-cols-1 row-cols-md-3 g-4">
  <div class="col"><div class="card"><img src="/img/p/casa-miron.jpg" class="card-img-top" alt=""><div class="card-body"><h5 class="card-title">Casa Mirón</h5><p class="card-text">Vivienda unifamiliar en Malpartida de Cáceres, 2022.</p></div></div></div>
  <div class="col"><div class="card"><img src="/img/p/golfines.jpg" class="card-img-top" alt=""><div class="card-body"><h5 class="card-title">Palacio de los Golfines de Arriba</h5><p class="card-text">Restauración de cubiertas y patio, 2021.</p></div></div></div>
  <div class="col"><div class="card"><img src="/img/p/hospederia.jpg" class="card-img-top" alt=""><div class="card-body"><h5 class="card-title">Hospedería Isabel de Moctezuma</h5><p class="card-text">Rehabilitación de casa solariega para uso hotelero, 2020.</p></div></div></div>
 </div>
</main>
${foot}`],
      "/estudio.html": ["estudio.html", `${head("Estudio")}
<main class="container py-5">
 <h1 class="h2">El estudio</h1>
 <p class="lead">Fundado en 2006 en la parte antigua de Cáceres. Trabajamos sobre todo en rehabilitación de patrimonio y vivienda rural en Extremadura.</p>
 <div class="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 mt-2">${card("elena-marcos.jpg", "Elena Marcos Sanguino", "Arquitecta · Socia fundadora", "Doctora por la ETSA de Sevilla. Dirige los proyectos de patrimonio.", `e.marcos@${dom}`)}${card("javier-pulido.jpg", "Javier Pulido Bravo", "Arquitecto · Socio", "Obra nueva y eficiencia energética (Passivhaus Designer).", `j.pulido@${dom}`)}${card("teresa-gil.jpg", "Teresa Gil Durán", "Arquitecta técnica", "Dirección de ejecución, mediciones y seguridad y salud.", "")}${card("hugo-cuadrado.jpg", "Hugo Cuadrado Rey", "Delineante · Infografía 3D", "Planos, maquetas y renders.", "")}
 </div>
</main>
${foot}`],
      "/jornadas-2024.html": ["jornadas-2024.html", `${head("Jornadas 2024")}
<main class="container py-5">
 <h1 class="h2">III Jornadas de Arquitectura en Piedra</h1>
 <p>Cáceres, 17 y 18 de octubre de 2024 · Complejo Cultural San Francisco. Organiza: Alcántara Arquitectos, con el apoyo del Colegio Oficial de Arquitectos de Extremadura.</p>
 <h2 class="h4 mt-4">Ponentes</h2>
 <ul class="list-group list-group-flush">
  <li class="list-group-item"><strong>Francisco Javier Solís Cordero</strong> — Catedrático de Construcción, Universidad de Salamanca. <em>La cal en la restauración contemporánea.</em></li>
  <li class="list-group-item"><strong>Marta Iglesias Oyarzábal</strong> — Arquitecta, Oyarzábal Taller (Bilbao). <em>Muros de mampostería y aislamiento.</em></li>
  <li class="list-group-item"><strong>Rui Miguel Teixeira</strong> — Arquitecto, Évora. <em>Taipa y piedra en el Alentejo.</em></li>
  <li class="list-group-item"><strong>Nieves Galán Pozas</strong> — Jefa de Servicio de Patrimonio, Junta de Extremadura.</li>
  <li class="list-group-item">Modera: <strong>Elena Marcos Sanguino</strong>, Alcántara Arquitectos.</li>
 </ul>
 <p class="mt-4">Inscripción gratuita hasta completar aforo: <a href="mailto:jornadas@${dom}?subject=Inscripci%C3%B3n%20Jornadas%202024">jornadas@${dom}</a></p>
 <form class="row g-2 mt-2"><div class="col-auto"><input type="email" class="form-control" placeholder="correo@ejemplo.es"></div><div class="col-auto"><button class="btn btn-dark">Avísame</button></div></form>
</main>
${foot}`],
    },
    truth: T(
      {
        [`estudio@${dom}`]: "generic",
        [`jornadas@${dom}`]: "role",
        [`e.marcos@${dom}`]: ["person", "Elena Marcos Sanguino"],
        [`j.pulido@${dom}`]: ["person", "Javier Pulido Bravo"],
      },
      [
        ["Elena Marcos Sanguino", "Arquitecta · Socia fundadora", "owner"],
        ["Javier Pulido Bravo", "Arquitecto · Socio", "owner"],
        ["Teresa Gil Durán", "Arquitecta técnica", "other"],
        ["Hugo Cuadrado Rey", "Delineante · Infografía 3D", "other"],
      ],
      ["bootstrap@5.3.2", "correo@ejemplo.es"],
    ),
  });
}

// j009 — garage in Logroño: hand-written HTML5, no email at all, staff table, aviso legal with titular
{
  const dom = "talleressaenz-logrono.es";
  const shell = (t, body) => `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>${t}</title>
<meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="css/main.css">
<link rel="icon" href="favicon.ico">
</head>
<body>
<div id="wrap">
<div id="top"><img src="img/logo-saenz.png" alt="Talleres Hermanos Sáenz"> <span class="tel">941 23 47 80</span></div>
<ul id="menu">
<li><a href="/">Inicio</a></li>
<li><a href="/nosotros.html">Nosotros</a></li>
<li><a href="/cita-previa.html">Cita previa</a></li>
<li><a href="/aviso-legal.html">Aviso legal</a></li>
</ul>
<div id="contenido">
${body}
</div>
<div id="pie">Talleres Hermanos Sáenz · Calle Marqués de Murrieta, 61 · 26005 Logroño · Tel. 941 23 47 80 · Lunes a viernes 8:00–13:30 y 15:30–19:00</div>
</div>
</body>
</html>`;
  sites.push({
    id: "j009-talleres-saenz-logrono",
    domain: dom,
    patterns: ["hand-written", "team-table", "about-prose", "legal-notice", "no-email", "name-lookalikes", "junk-placeholder"],
    pages: {
      "/": ["index.html", shell("Talleres Hermanos Sáenz - Taller mecánico en Logroño", `
<h1>Taller mecánico multimarca en Logroño</h1>
<p>Mecánica, electricidad, diagnosis, neumáticos Michelin y Bridgestone, pre-ITV y aire acondicionado. Servicio oficial Bosch Car Service.</p>
<div class="oferta"><b>Oferta primavera:</b> cambio de aceite y filtro desde 69 € (consultar modelos).</div>
<p>Estamos en la Calle Marqués de Murrieta, junto a la rotonda de la Avenida de Portugal. Aparcamiento para clientes.</p>
<p>Llámanos o pide <a href="/cita-previa.html">cita previa</a>.</p>`)],
      "/nosotros.html": ["nosotros.html", shell("Nosotros - Talleres Hermanos Sáenz", `
<h1>Más de 50 años entre motores</h1>
<p>Eusebio y Fermín Sáenz abrieron el taller en 1972 en un local de la calle Duquesa de la Victoria. Los dos están ya jubilados, aunque Fermín sigue pasando algunas mañanas a ver cómo va todo.</p>
<p>Desde 2008 el taller lo dirige Óscar Sáenz Ibarra, hijo de Fermín, que se formó como técnico en automoción en el IES Comercio y pasó seis años en el concesionario Citroën de Logroño antes de volver a la empresa familiar.</p>
<table class="equipo" border="1" cellspacing="0" cellpadding="5">
<caption>Nuestro equipo</caption>
<tr><th>Nombre</th><th>Puesto</th></tr>
<tr><td>Óscar Sáenz Ibarra</td><td>Gerente</td></tr>
<tr><td>Iñaki Zubieta Arana</td><td>Jefe de taller</td></tr>
<tr><td>Rubén Martínez Ochoa</td><td>Electromecánico</td></tr>
<tr><td>Sonia Jiménez</td><td>Recepción y presupuestos</td></tr>
</table>`)],
      "/cita-previa.html": ["cita-previa.html", shell("Cita previa - Talleres Hermanos Sáenz", `
<h1>Cita previa</h1>
<p>Rellena el formulario y te llamamos para confirmar el día. Si es urgente, llama al 941 23 47 80.</p>
<form action="enviar.php" method="post">
<p><label>Nombre<br><input name="nombre" placeholder="Nombre y apellidos"></label></p>
<p><label>Teléfono<br><input name="telefono" placeholder="600 000 000"></label></p>
<p><label>Correo<br><input name="correo" type="email" placeholder="tucorreo@ejemplo.com"></label></p>
<p><label>Matrícula y modelo<br><input name="coche" placeholder="1234 ABC - Seat León"></label></p>
<p><label>¿Qué le pasa al coche?<br><textarea name="mensaje"></textarea></label></p>
<p><input type="submit" value="Enviar"></p>
</form>`)],
      "/aviso-legal.html": ["aviso-legal.html", shell("Aviso legal - Talleres Hermanos Sáenz", `
<h1>Aviso legal</h1>
<p>Titular del sitio web: Óscar Sáenz Ibarra<br>
NIF: 16612458-K<br>
Nombre comercial: Talleres Hermanos Sáenz<br>
Domicilio: Calle Marqués de Murrieta, 61, 26005 Logroño (La Rioja)<br>
Teléfono: 941 23 47 80</p>
<p>Los datos enviados a través del formulario de cita previa se usan únicamente para gestionar la cita y no se ceden a terceros.</p>`)],
    },
    truth: T(
      {},
      [
        ["Óscar Sáenz Ibarra", "Gerente", "owner"],
        ["Iñaki Zubieta Arana", "Jefe de taller", "operations"],
        ["Rubén Martínez Ochoa", "Electromecánico", "other"],
        ["Sonia Jiménez", "Recepción y presupuestos", "other"],
      ],
      ["tucorreo@ejemplo.com"],
    ),
  });
}

// j010 — software studio in Montevideo: Webflow CMS lists, email only in JSON-LD, clients and testimonials
{
  const dom = "quebrachosoft.com.uy";
  const ld = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": `https://${dom}/#org`,
        name: "Quebracho Software",
        url: `https://${dom}/`,
        email: `hola@${dom}`,
        telephone: "+598 2916 4471",
        address: { "@type": "PostalAddress", streetAddress: "Rincón 487, of. 302", addressLocality: "Montevideo", addressCountry: "UY" },
        founder: [{ "@id": `https://${dom}/#martin` }, { "@id": `https://${dom}/#valentina` }],
      },
      { "@type": "Person", "@id": `https://${dom}/#martin`, name: "Martín Cabrera Olivera", jobTitle: "CEO y cofundador", worksFor: { "@id": `https://${dom}/#org` } },
      { "@type": "Person", "@id": `https://${dom}/#valentina`, name: "Valentina Giménez Sosa", jobTitle: "CTO y cofundadora", worksFor: { "@id": `https://${dom}/#org` } },
    ],
  };
  const item = (name, role, img) => `
      <div role="listitem" class="w-dyn-item">
       <div class="team-card">
        <img src="https://assets-global.website-files.com/64b1f0c2a9e7d31b5c0e2f11/${img}" loading="lazy" alt="" class="team-photo">
        <div class="team-name">${name}</div>
        <div class="team-role">${role}</div>
       </div>
      </div>`;
  sites.push({
    id: "j010-quebracho-software-montevideo",
    domain: dom,
    patterns: ["builder-webflow", "team-grid", "jsonld-person", "email-jsonld", "client-list", "testimonials", "junk-placeholder", "junk-platform"],
    pages: {
      "/": ["index.html", `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Tue Feb 13 2024 18:22:09 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="${dom}" data-wf-page="64b1f0c2a9e7d31b5c0e2f3a" data-wf-site="64b1f0c2a9e7d31b5c0e2f11" lang="es">
<head>
<meta charset="utf-8"/>
<title>Quebracho Software — Desarrollo a medida en Montevideo</title>
<meta content="Desarrollamos software para el agro, la logística y las cooperativas del Uruguay." name="description"/>
<meta content="width=device-width, initial-scale=1" name="viewport"/>
<link href="https://assets-global.website-files.com/64b1f0c2a9e7d31b5c0e2f11/css/quebracho.webflow.8c1d2e.css" rel="stylesheet" type="text/css"/>
<script type="application/ld+json">${JSON.stringify(ld, null, 1)}</script>
</head>
<body class="body">
<div data-collapse="medium" data-animation="default" class="navbar w-nav">
 <div class="container w-container">
  <a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://assets-global.website-files.com/64b1f0c2a9e7d31b5c0e2f11/64b1f1aa_logo-quebracho.svg" alt="Quebracho"></a>
  <nav role="navigation" class="nav-menu w-nav-menu">
   <a href="/" class="nav-link w-nav-link w--current">Inicio</a>
   <a href="/contacto" class="nav-link w-nav-link">Contacto</a>
  </nav>
 </div>
</div>
<section class="hero"><div class="w-layout-blockcontainer container w-container">
 <h1 class="heading-xl">Software duro como el quebracho.</h1>
 <p class="paragraph-lg">Desde 2015 construimos sistemas de trazabilidad, apps de campo y portales para cooperativas. 14 personas, todas en Montevideo.</p>
</div></section>
<section class="section-clients"><div class="w-layout-blockcontainer container w-container">
 <div class="eyebrow">Confían en nosotros</div>
 <div class="logo-grid">
  <img src="https://assets-global.website-files.com/64b1f0c2a9e7d31b5c0e2f11/cli-frigotacuarembo.png" alt="Frigorífico Tacuarembó" class="client-logo">
  <img src="https://assets-global.website-files.com/64b1f0c2a9e7d31b5c0e2f11/cli-conaprole.png" alt="Cooperativa Lechera Nueva Helvecia" class="client-logo">
  <img src="https://assets-global.website-files.com/64b1f0c2a9e7d31b5c0e2f11/cli-artigas.png" alt="Molino José Artigas S.A." class="client-logo">
  <img src="https://assets-global.website-files.com/64b1f0c2a9e7d31b5c0e2f11/cli-rivera.png" alt="Transportes Fructuoso Rivera" class="client-logo">
  <img src="https://assets-global.website-files.com/64b1f0c2a9e7d31b5c0e2f11/cli-colonia.png" alt="Intendencia de Colonia" class="client-logo">
 </div>
</div></section>
<section class="section-testimonials"><div class="w-layout-blockcontainer container w-container">
 <div class="testimonial-card"><p class="quote">“Pasamos de planillas a un sistema de trazabilidad completo en seis meses.”</p><div class="quote-author">Ing. Rodrigo Bentancor</div><div class="quote-role">Gerente de TI, Frigorífico Tacuarembó</div></div>
 <div class="testimonial-card"><p class="quote">“Un equipo chico que responde como uno grande.”</p><div class="quote-author">Silvia Nogueira</div><div class="quote-role">Presidenta, Cooperativa Lechera Nueva Helvecia</div></div>
</div></section>
<section class="section-team"><div class="w-layout-blockcontainer container w-container">
 <h2 class="heading-l">El equipo</h2>
 <div class="w-dyn-list">
  <div role="list" class="team-grid w-dyn-items">${item("Martín Cabrera Olivera", "CEO y cofundador", "64b2aa01_martin.jpg")}${item("Valentina Giménez Sosa", "CTO y cofundadora", "64b2aa02_valentina.jpg")}${item("Agustina Pereyra", "Head of Marketing", "64b2aa03_agustina.jpg")}${item("Diego Ferreira Núñez", "Gerente de Operaciones", "64b2aa04_diego.jpg")}
  </div>
 </div>
</div></section>
<footer class="footer"><div class="container w-container"><div class="footer-text">© 2024 Quebracho Software S.R.L. · Rincón 487, Montevideo</div></div></footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64b1f0c2a9e7d31b5c0e2f11" type="text/javascript"></script>
<script src="https://assets-global.website-files.com/64b1f0c2a9e7d31b5c0e2f11/js/webflow.4a1b2c3d.js" type="text/javascript"></script>
</body></html>`],
      "/contacto": ["contacto.html", `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com -->
<html data-wf-domain="${dom}" data-wf-page="64b1f0c2a9e7d31b5c0e2f4b" data-wf-site="64b1f0c2a9e7d31b5c0e2f11" lang="es">
<head><meta charset="utf-8"/><title>Contacto — Quebracho Software</title>
<link href="https://assets-global.website-files.com/64b1f0c2a9e7d31b5c0e2f11/css/quebracho.webflow.8c1d2e.css" rel="stylesheet" type="text/css"/></head>
<body>
<div class="navbar w-nav"><a href="/" class="brand w-nav-brand">Quebracho</a><nav class="nav-menu w-nav-menu"><a href="/" class="nav-link w-nav-link">Inicio</a><a href="/contacto" class="nav-link w-nav-link w--current">Contacto</a></nav></div>
<section class="section"><div class="container w-container">
 <h1>Contanos tu proyecto</h1>
 <p>Rincón 487, oficina 302 — Ciudad Vieja, Montevideo. Tel. +598 2916 4471.</p>
 <div class="w-form">
  <form id="wf-form-Contacto" name="wf-form-Contacto" data-name="Contacto" method="get" data-wf-page-id="64b1f0c2a9e7d31b5c0e2f4b" data-wf-element-id="c1a2b3d4-0000-1111-2222-333344445555">
   <label for="Nombre">Nombre</label><input class="w-input" maxlength="256" name="Nombre" placeholder="Tu nombre" type="text" id="Nombre"/>
   <label for="Email">Email</label><input class="w-input" maxlength="256" name="Email" placeholder="vos@empresa.com.uy" type="email" id="Email" required=""/>
   <label for="Mensaje">Mensaje</label><textarea name="Mensaje" maxlength="5000" placeholder="¿Qué necesitás?" class="w-input"></textarea>
   <input type="submit" data-wait="Enviando..." class="w-button" value="Enviar"/>
  </form>
  <div class="w-form-done"><div>¡Gracias! Te respondemos en menos de 24 horas.</div></div>
  <div class="w-form-fail"><div>Ups, algo salió mal. Probá de nuevo.</div></div>
 </div>
</div></section>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64b1f0c2a9e7d31b5c0e2f11"></script>
<script>window.__WEBFLOW_SENTRY__ = {dsn: "https://8d2b61c0a4f34e1a9b7e5c3d2f1a0b9c@o193481.ingest.sentry.io/4504556061835264"};</script>
</body></html>`],
    },
    truth: T(
      { [`hola@${dom}`]: "generic" },
      [
        ["Martín Cabrera Olivera", "CEO y cofundador", "owner"],
        ["Valentina Giménez Sosa", "CTO y cofundadora", "owner"],
        ["Agustina Pereyra", "Head of Marketing", "marketing"],
        ["Diego Ferreira Núñez", "Gerente de Operaciones", "operations"],
      ],
      ["vos@empresa.com.uy", "8d2b61c0a4f34e1a9b7e5c3d2f1a0b9c@o193481.ingest.sentry.io"],
    ),
  });
}
