import { el, dv, wx, sq, ent, hexent } from './lib.mjs';

const socios = [
  ['Ferretería Hermanos Gil', 'Tomás Gil Navarro', 'C/ Mayor 12', 'ferreteriagil@hotmail.com'], ['Óptica Visión Clara', 'Beatriz Serrano Vela', 'Plaza de España 3', 'info@opticavisionclara.es'], ['Calzados Lorena', 'Lorena Martín Pozo', 'C/ Real 45', ''], ['Carnicería El Cruce', 'Julián Ortega Sanz', 'Av. Constitución 8', ''], ['Librería Papiro', 'Amparo Vidal', 'C/ Cervantes 2', 'papiro.libreria@gmail.com'],
  ['Floristería Azahar', 'Mercedes Lozano', 'C/ Mayor 30', ''], ['Bar Restaurante La Plaza', 'Ginés Navarro Ros', 'Plaza de España 1', 'reservas@barlaplaza.es'], ['Farmacia Ldo. Sáez', 'Pedro Sáez Molina', 'C/ Real 1', ''], ['Moda Infantil Pompitas', 'Raquel Fuentes', 'C/ San Antón 9', 'pompitas@pompitasmoda.com'], ['Electrodomésticos Ruiz', 'Francisco Ruiz Ibáñez', 'Av. Constitución 22', ''],
  ['Panadería San Isidro', 'Josefa Alarcón', 'C/ San Isidro 4', ''], ['Peluquería Estilo', 'Vanesa López Díaz', 'C/ Cervantes 18', 'estilo.pelu@gmail.com'], ['Joyería Orfebre', 'Antonio Bernal', 'C/ Mayor 6', ''], ['Autoescuela Murcia Centro', 'Diego Hernández Pina', 'Av. Constitución 40', 'info@autoescuelamurciacentro.es'], ['Frutas Hermanas Pérez', 'Conchi Pérez Marín', 'Mercado de Abastos, puesto 14', ''],
  ['Seguros Alcázar', 'Luis Alcázar Ferrer', 'C/ Real 60', 'luis@segurosalcazar.es'], ['Droguería La Económica', 'Encarna Gómez', 'C/ San Antón 2', ''], ['Clínica Podológica Paso a Paso', 'Irene Costa Guillén', 'C/ Cervantes 7', 'citas@podologiapasoapaso.es'], ['Tienda de Deportes Meta', 'Álvaro Meseguer', 'Av. Constitución 15', ''], ['Cafetería Dulce Momento', 'Pilar Egea Tomás', 'Plaza de España 6', ''],
];
const mkSocioRows = () => socios.map(([c, p, a, e], i) => `<tr bgcolor="${i % 2 ? '#FFFFFF' : '#F2F2F2'}"><td><font face="Verdana" size="2"><b>${c}</b></font></td><td><font face="Verdana" size="2">${p}</font></td><td><font face="Verdana" size="2">${a}</font></td><td><font face="Verdana" size="2">${e ? `<a href="mailto:${e}">${e}</a>` : '&nbsp;'}</font></td></tr>`).join('\n');

export default [
// ------------------------------------------------------------------ e006
{
  id: 'e006-asociacion-comerciantes-molina', domain: 'comerciomolina.org', lang: 'es', shell: 'html4', name: 'Asociación de Comerciantes de Molina de Segura', color: '#7A1F1F',
  nav: [['/', 'Inicio'], ['/socios.html', 'Guía de socios'], ['/junta.html', 'Junta directiva'], ['/contacto.html', 'Contacto']],
  footer: `Asociación de Comerciantes de Molina de Segura · C/ Mayor 21, 1ª planta · 30500 Molina de Segura (Murcia) · Tel. 968 61 20 33`,
  pages: {
    '/': { file: 'index.html', title: 'Inicio', body: `<font face="Verdana" size="4" color="#7A1F1F"><b>Bienvenidos</b></font><br><br>
<font face="Verdana" size="2">La Asociación agrupa a más de 120 comercios y negocios de hostelería de Molina de Segura. Organizamos la Feria Outlet de primavera, la campaña "Compra en Molina" y la ruta de la tapa.<br><br>
<b>Próximas actividades:</b><br>
- 15 de marzo: Asamblea general ordinaria (Centro Cultural El Jardín)<br>
- 12 a 14 de abril: Feria Outlet en la Plaza de España<br><br>
¿Tienes un negocio y quieres asociarte? Escríbenos a <a href="mailto:asociacion@comerciomolina.org">asociacion@comerciomolina.org</a></font>` },
    '/socios.html': { file: 'socios.html', title: 'Guía de socios', body: `<font face="Verdana" size="3"><b>Guía de comercios asociados</b></font><br><br>
<table width="100%" border="0" cellspacing="1" cellpadding="3" bgcolor="#CCCCCC">
<tr bgcolor="#7A1F1F"><td><font face="Verdana" size="2" color="#FFFFFF"><b>Comercio</b></font></td><td><font face="Verdana" size="2" color="#FFFFFF"><b>Titular</b></font></td><td><font face="Verdana" size="2" color="#FFFFFF"><b>Dirección</b></font></td><td><font face="Verdana" size="2" color="#FFFFFF"><b>Correo</b></font></td></tr>
${mkSocioRows()}
</table>` },
    '/junta.html': { file: 'junta.html', title: 'Junta directiva', body: `<font face="Verdana" size="3"><b>Junta directiva 2023-2027</b></font><br><br>
<table border="1" cellpadding="5" cellspacing="0" bordercolor="#999999" width="80%">
<tr><td width="40%"><font face="Verdana" size="2">Presidenta</font></td><td><font face="Verdana" size="2">Mª Dolores Abellán Ros</font></td></tr>
<tr><td><font face="Verdana" size="2">Vicepresidente</font></td><td><font face="Verdana" size="2">Ginés Navarro Ros</font></td></tr>
<tr><td><font face="Verdana" size="2">Tesorera</font></td><td><font face="Verdana" size="2">Beatriz Serrano Vela</font></td></tr>
<tr><td><font face="Verdana" size="2">Gerente</font></td><td><font face="Verdana" size="2">Rosa Medina Carrillo</font></td></tr>
</table><br>
<font face="Verdana" size="2">La gerencia atiende a los socios de lunes a viernes de 9 a 14 h: <a href="mailto:gerencia@comerciomolina.org">gerencia@comerciomolina.org</a></font>` },
    '/contacto.html': { file: 'contacto.html', title: 'Contacto', body: `<font face="Verdana" size="2"><b>Oficina de la Asociación</b><br>C/ Mayor 21, 1ª planta<br>30500 Molina de Segura (Murcia)<br>Tel. 968 61 20 33<br>E-mail: asociacion@comerciomolina.org</font>` },
  },
  patterns: ['directory', 'team-table', 'email-mailto', 'email-text', 'name-lookalikes'],
  truth: {
    emails: ['asociacion@comerciomolina.org', 'gerencia@comerciomolina.org'],
    kinds: { 'gerencia@comerciomolina.org': 'role' },
    contacts: [['Mª Dolores Abellán Ros', 'Presidenta', 'owner'], ['Ginés Navarro Ros', 'Vicepresidente', 'other'], ['Beatriz Serrano Vela', 'Tesorera', 'other'], ['Rosa Medina Carrillo', 'Gerente', 'owner']],
  },
},
// ------------------------------------------------------------------ e007
{
  id: 'e007-instituto-idiomas-palermo', domain: 'palermoidiomas.com.ar', lang: 'es', htmlLang: 'es-AR', shell: 'squarespace', name: 'Palermo Idiomas',
  nav: [['/', 'Inicio'], ['/cursos', 'Cursos'], ['/profes', 'Profes'], ['/contacto', 'Contacto']],
  footer: `<p>Gurruchaga 1820, Palermo Soho, CABA</p><p>WhatsApp +54 9 11 5523-8890</p><p><a href="mailto:hola@palermoidiomas.com.ar">hola@palermoidiomas.com.ar</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Inglés, portugués e italiano en Palermo', body: sq.section(sq.row(sq.block('<h1>Aprendé idiomas en serio, sin aburrirte</h1><p class="sqsrte-large">Grupos reducidos, clases presenciales y online, profes nativos.</p>'))) + sq.section(sq.row(sq.block('<h3>Inglés</h3><p>Desde A1 hasta preparación de First y CAE.</p>'), sq.block('<h3>Portugués</h3><p>Para viajar, trabajar o estudiar en Brasil.</p>'), sq.block('<h3>Italiano</h3><p>Ideal para trámites de ciudadanía.</p>'))) },
    '/cursos': { file: 'cursos.html', title: 'Cursos', body: sq.section(sq.row(sq.block('<h2>Cursos 2024</h2><p>Inicio de cuatrimestre: 4 de marzo. Cursos intensivos de verano en enero.</p><ul><li><p>Regular: 2 clases semanales de 90 minutos</p></li><li><p>Intensivo: 4 clases semanales</p></li><li><p>Empresas: in-company a medida</p></li></ul>'))) },
    '/profes': { file: 'profes.html', title: 'Profes', body: sq.section(sq.row(sq.block('<h2>Conocé a los profes</h2><p>Somos un equipo chico y nos encanta lo que hacemos.</p>'))) + sq.section(sq.block(`<div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list">
${[['Laura', 'Directora académica · Inglés', 'Traductora pública (UBA). Fundó el instituto en 2011.'], ['Tomás', 'Profe de inglés', 'CELTA. Se especializa en preparación de exámenes Cambridge.'], ['Joana', 'Profe de portugués', 'Nacida en Salvador de Bahía, vive en Buenos Aires desde 2015.'], ['Francesco', 'Profe de italiano', 'De Bologna, ama el fútbol y el tango.']].map(([n, t, d]) => `<div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide">
<div class="summary-thumbnail-outer-container"><a href="/profes" class="summary-thumbnail-container sqs-gallery-thumbnail"><div class="summary-thumbnail img-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/${n.toLowerCase()}.jpg" alt="${n}" class="summary-thumbnail-image"></div></a></div>
<div class="summary-content sqs-gallery-meta-container">
<div class="summary-title"><a href="/profes" class="summary-title-link">${n}</a></div>
<div class="summary-metadata-container summary-metadata-container--above-title"><div class="summary-metadata summary-metadata--primary"><span class="summary-metadata-item summary-metadata-item--tags">${t}</span></div></div>
<div class="summary-excerpt"><p>${d}</p></div>
</div></div>`).join('\n')}
</div></div>`, 'summary')) },
    '/contacto': { file: 'contacto.html', title: 'Contacto', body: sq.section(sq.row(sq.block('<h2>Escribinos</h2><p>Te respondemos en menos de 24 hs hábiles.</p>') , sq.block(`<div class="form-wrapper"><form><div class="form-item field email required"><label class="title" for="email-yui_3">Email <span class="required">*</span></label><input class="field-element" name="email" id="email-yui_3" type="email" autocomplete="email" spellcheck="false" placeholder="nombre@ejemplo.com"></div><div class="form-item field textarea"><label class="title">Mensaje</label><textarea class="field-element"></textarea></div><div class="form-button-wrapper"><input class="button sqs-system-button sqs-editable-button" type="submit" value="Enviar"></div></form></div>`, 'code'))) },
  },
  patterns: ['team-grid', 'email-mailto', 'email-footer', 'junk-placeholder'],
  truth: {
    emails: ['hola@palermoidiomas.com.ar'],
    contacts: [['Laura', 'Directora académica · Inglés', 'owner'], ['Tomás', 'Profe de inglés', 'other'], ['Joana', 'Profe de portugués', 'other'], ['Francesco', 'Profe de italiano', 'other']],
  },
},
// ------------------------------------------------------------------ e008
{
  id: 'e008-talleres-manolo', domain: 'talleresmanolo.es', lang: 'es', shell: 'html4', name: 'Talleres Manolo', color: '#003366',
  nav: [['/', 'Inicio'], ['/servicios.htm', 'Servicios'], ['/donde.htm', 'Dónde estamos']],
  footer: `Talleres Manolo - Pol. Ind. Los Olivos, nave 14 - Jaén<br>Tlf. 953 28 11 47 - Móvil 666 120 334`,
  pages: {
    '/': { file: 'index.htm', title: 'Mecánica y chapa', body: `<center><font face="Arial" size="5" color="#003366"><b>TALLERES MANOLO</b></font><br>
<font face="Arial" size="2"><i>Mecánica - Electricidad - Chapa y pintura - Neumáticos</i></font></center>
<p><font face="Arial" size="2">Taller familiar fundado en 1983 por <b>Manuel "Manolo" Expósito</b>. Hoy lo llevan sus hijos <b>Juan Carlos Expósito</b> (jefe de taller) y <b>Mari Carmen Expósito</b>, que se encarga de la oficina y los seguros.
<p><font face="Arial" size="2">Trabajamos con todas las compañías de seguros. ITV: te llevamos el coche.
<p><table border=1 cellpadding=4 width=100%>
<tr><td bgcolor=#FFCC00><font face=Arial size=2><b>Oferta del mes</b></td></tr>
<tr><td><font face=Arial size=2>Cambio de aceite + filtro desde 49 &euro;<br>Pastillas de freno delanteras desde 65 &euro;</font></td>
</table>
<p><font face="Arial" size="2">Pide cita por teléfono: <b>953 28 11 47</b></font></p>
</font>` },
    '/servicios.htm': { file: 'servicios.htm', title: 'Servicios', body: `<font face="Arial" size="2"><b>Nuestros servicios</b><ul>
<li>Mecánica general
<li>Diagnosis electrónica
<li>Aire acondicionado
<li>Chapa y pintura (cabina de pintura propia)
<li>Neumáticos Michelin, Bridgestone y Hankook
</ul>
<p>Presupuestos sin compromiso.</font></p></div>` },
    '/donde.htm': { file: 'donde.htm', title: 'Dónde estamos', body: `<font face="Arial" size="2"><b>Dónde estamos</b><br><br>Polígono Industrial Los Olivos, calle Torredonjimeno, nave 14<br>23009 Jaén<br><br>Horario: lunes a viernes de 8:30 a 13:30 y de 15:30 a 19:00<br>Sábados cerrado<br><br>
<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3" width=400 height=300 frameborder=0></iframe></font>` },
  },
  patterns: ['about-prose', 'broken-markup', 'name-lookalikes'],
  truth: {
    emails: [],
    contacts: [['Manuel "Manolo" Expósito', null, 'owner'], ['Juan Carlos Expósito', 'jefe de taller', 'operations'], ['Mari Carmen Expósito', null, 'operations']],
  },
},
// ------------------------------------------------------------------ e009
{
  id: 'e009-jornadas-gastronomia-bilbao', domain: 'jornadasgastrobilbao.com', lang: 'es', shell: 'webflow', name: 'Jornadas Gastro Bilbao',
  nav: [['/', 'Inicio'], ['/ponentes', 'Ponentes'], ['/organizacion', 'Organización']],
  head: `<link rel="stylesheet" href="https://unpkg.com/aos@2.3.4/dist/aos.css">`,
  footer: `<div class="footer-grid"><div><div class="footer-title">Jornadas Gastro Bilbao 2024</div><p class="footer-text">Palacio Euskalduna · 7 y 8 de mayo</p></div><div><a href="mailto:info@jornadasgastrobilbao.com" class="footer-link">info@jornadasgastrobilbao.com</a><a href="mailto:prensa@jornadasgastrobilbao.com" class="footer-link">prensa@jornadasgastrobilbao.com</a></div></div>`,
  pages: {
    '/': { file: 'index.html', title: 'Congreso de gastronomía', body: `<div class="hero-section"><div class="w-container"><h1 class="hero-heading">Cocina, producto y territorio</h1><p class="hero-paragraph">Dos días de ponencias, demostraciones y catas con cocineros de toda España.</p><a href="/ponentes" class="button w-button">Ver ponentes</a></div></div>
<div class="section"><div class="w-container"><div class="w-layout-grid grid-3"><div class="stat"><div class="stat-number">24</div><div>ponentes</div></div><div class="stat"><div class="stat-number">1.200</div><div>asistentes</div></div><div class="stat"><div class="stat-number">2</div><div>días</div></div></div></div></div>` },
    '/ponentes': { file: 'ponentes.html', title: 'Ponentes', body: `<div class="section"><div class="w-container"><h1>Ponentes 2024</h1>
<div class="w-dyn-list"><div role="list" class="speakers-grid w-dyn-items">
${[['Eneko Zubizarreta', 'Chef de Restaurante Ibaizabal (2 estrellas Michelin)', 'Cocina de fuego y brasa'], ['Carmen Olazábal', 'Sumiller, Bodegas Txakoli Gorka', 'Txakoli y maridaje'], ['Iñigo Lasa Urrutia', 'Investigador, Basque Culinary Center', 'Fermentaciones'], ['Patricia de la Riva', 'Periodista gastronómica', 'Contar la cocina'], ['Rubén Etxeberria', 'Pescador y armador, Bermeo', 'La anchoa del Cantábrico'], ['Ainhoa Goikoetxea', 'Pastelera', 'Postres de caserío']].map(([n, r, talk]) => `<div role="listitem" class="speaker-item w-dyn-item"><img src="https://assets-global.website-files.com/65a1/${n.split(' ')[0].toLowerCase()}.jpg" loading="lazy" alt="" class="speaker-photo"><h3 class="speaker-name">${n}</h3><div class="speaker-role">${r}</div><div class="speaker-talk">Ponencia: ${talk}</div></div>`).join('\n')}
</div></div></div></div>` },
    '/organizacion': { file: 'organizacion.html', title: 'Organización', body: `<div class="section"><div class="w-container"><h1>Organización</h1><p class="paragraph">Las Jornadas están organizadas por la asociación Bizkaiko Sukaldaritza con el apoyo de la Diputación Foral de Bizkaia.</p>
<div class="org-grid"><div class="org-card"><div class="org-label">Dirección</div><div class="org-name">Maite Arrizabalaga</div><a href="mailto:maite@jornadasgastrobilbao.com" class="org-mail">maite@jornadasgastrobilbao.com</a></div>
<div class="org-card"><div class="org-label">Producción</div><div class="org-name">Jon Ander Bilbao</div></div>
<div class="org-card"><div class="org-label">Comunicación y prensa</div><div class="org-name">Leire Ugarte</div><a href="mailto:prensa@jornadasgastrobilbao.com" class="org-mail">prensa@jornadasgastrobilbao.com</a></div></div>
<p class="paragraph">Acreditaciones de prensa: escribid a prensa@ antes del 30 de abril.</p></div></div>` },
  },
  patterns: ['event-speakers', 'team-grid', 'email-mailto', 'email-in-person-card', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['info@jornadasgastrobilbao.com', 'prensa@jornadasgastrobilbao.com', 'maite@jornadasgastrobilbao.com'],
    kinds: { 'prensa@jornadasgastrobilbao.com': 'role' },
    owners: { 'maite@jornadasgastrobilbao.com': 'Maite Arrizabalaga' },
    contacts: [['Maite Arrizabalaga', 'Dirección', 'owner'], ['Jon Ander Bilbao', 'Producción', 'operations'], ['Leire Ugarte', 'Comunicación y prensa', 'marketing']],
  },
},
// ------------------------------------------------------------------ e010
{
  id: 'e010-inmobiliaria-costa-azahar', domain: 'inmocostaazahar.es', lang: 'es', shell: 'wp', name: 'Inmobiliaria Costa Azahar',
  nav: [['/', 'Inicio'], ['/inmuebles/', 'Inmuebles'], ['/nuestro-equipo/', 'Nuestro equipo'], ['/contacto/', 'Contacto']],
  head: `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"RealEstateAgent","@id":"https://inmocostaazahar.es/#org","name":"Inmobiliaria Costa Azahar","url":"https://inmocostaazahar.es/","telephone":"+34 964 21 77 30","email":"oficina@inmocostaazahar.es","address":{"@type":"PostalAddress","streetAddress":"Paseo Buenavista 11","addressLocality":"Grao de Castellón","postalCode":"12100","addressCountry":"ES"},"founder":{"@type":"Person","name":"Vicente Albiol Peris","jobTitle":"Gerente"},"employee":[{"@type":"Person","name":"Vicente Albiol Peris","jobTitle":"Gerente","email":"vicente@inmocostaazahar.es"},{"@type":"Person","name":"Silvia Beltrán Monfort","jobTitle":"Agente comercial","email":"silvia@inmocostaazahar.es"},{"@type":"Person","name":"Óscar Renau","jobTitle":"Agente comercial","email":"oscar@inmocostaazahar.es"}]},{"@type":"WebSite","@id":"https://inmocostaazahar.es/#website","url":"https://inmocostaazahar.es/","name":"Inmobiliaria Costa Azahar","publisher":{"@id":"https://inmocostaazahar.es/#org"}}]}</script>`,
  footer: `<p>Paseo Buenavista 11 · Grao de Castellón · 964 21 77 30</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Pisos en venta en el Grao de Castellón', body: `<div class="wp-block-cover alignfull"><img class="wp-block-cover__image-background" src="/wp-content/uploads/2023/06/playa-gurugu.jpg" alt=""><div class="wp-block-cover__inner-container"><p class="has-text-align-center has-x-large-font-size">Tu casa junto al mar</p></div></div>
<h2 class="wp-block-heading">Destacados</h2>
<div class="wp-block-columns"><div class="wp-block-column"><figure class="wp-block-image"><img src="/wp-content/uploads/2024/01/atico-pinar.jpg" alt="Ático en El Pinar"></figure><h3>Ático en El Pinar</h3><p>3 hab. · 2 baños · terraza 40 m² · 289.000 €</p></div><div class="wp-block-column"><figure class="wp-block-image"><img src="/wp-content/uploads/2024/01/piso-serrano-lloberas.jpg" alt="Piso en Serrano Lloberas"></figure><h3>Piso en Serrano Lloberas</h3><p>2 hab. · 1 baño · 148.000 €</p></div></div>` },
    '/inmuebles/': { file: 'inmuebles.html', title: 'Inmuebles', body: `<ul class="wp-block-latest-posts__list wp-block-latest-posts"><li><a class="wp-block-latest-posts__post-title" href="/inmueble/atico-el-pinar/">Ático en El Pinar – 289.000 €</a></li><li><a class="wp-block-latest-posts__post-title" href="/inmueble/piso-serrano-lloberas/">Piso en Serrano Lloberas – 148.000 €</a></li><li><a class="wp-block-latest-posts__post-title" href="/inmueble/chalet-benicassim/">Chalet en Benicàssim – 420.000 €</a></li></ul>` },
    '/nuestro-equipo/': { file: 'equipo.html', title: 'Nuestro equipo', body: `<p>Conocemos el Grao calle a calle. Te acompañamos desde la primera visita hasta la notaría.</p>
<div class="wp-block-media-text alignwide is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="/wp-content/uploads/2023/06/vicente.jpg" alt="Vicente Albiol"></figure><div class="wp-block-media-text__content"><p class="has-large-font-size">Vicente Albiol Peris</p><p>Gerente y API colegiado nº 1842. Más de 25 años en el sector.</p></div></div>
<div class="wp-block-media-text alignwide has-media-on-the-right is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="/wp-content/uploads/2023/06/silvia.jpg" alt="Silvia Beltrán"></figure><div class="wp-block-media-text__content"><p class="has-large-font-size">Silvia Beltrán Monfort</p><p>Agente comercial. Habla valenciano, inglés y francés.</p></div></div>
<div class="wp-block-media-text alignwide is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="/wp-content/uploads/2023/06/oscar.jpg" alt="Óscar Renau"></figure><div class="wp-block-media-text__content"><p class="has-large-font-size">Óscar Renau</p><p>Agente comercial, especialista en alquiler vacacional.</p></div></div>` },
    '/contacto/': { file: 'contacto.html', title: 'Contacto', body: `<p>Visítanos en la oficina del Paseo Buenavista (frente al puerto deportivo) o llama al 964 21 77 30.</p><p>Horario: lunes a viernes 10:00–13:30 y 17:00–20:00.</p>` },
  },
  patterns: ['jsonld-person', 'email-jsonld', 'team-grid', 'name-lookalikes'],
  truth: {
    emails: ['oficina@inmocostaazahar.es', 'vicente@inmocostaazahar.es', 'silvia@inmocostaazahar.es', 'oscar@inmocostaazahar.es'],
    owners: { 'vicente@inmocostaazahar.es': 'Vicente Albiol Peris', 'silvia@inmocostaazahar.es': 'Silvia Beltrán Monfort', 'oscar@inmocostaazahar.es': 'Óscar Renau' },
    contacts: [['Vicente Albiol Peris', 'Gerente', 'owner'], ['Silvia Beltrán Monfort', 'Agente comercial', 'other'], ['Óscar Renau', 'Agente comercial', 'other']],
  },
},
// ------------------------------------------------------------------ e011
{
  id: 'e011-hotel-rural-la-solana', domain: 'hotelrurallasolana.es', lang: 'es', shell: 'wp', theme: 'astra', name: 'Hotel Rural La Solana',
  nav: [['/', 'Inicio'], ['/habitaciones/', 'Habitaciones'], ['/opiniones/', 'Opiniones'], ['/reservas/', 'Reservas']],
  footer: `<p>Hotel Rural La Solana · Camino de la Ermita s/n · 44100 Albarracín (Teruel)</p><p>Reservas: 978 70 04 12 · <a href="mailto:reservas@hotelrurallasolana.es">reservas@hotelrurallasolana.es</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Hotel rural en Albarracín', body: `<p class="has-large-font-size">Ocho habitaciones con vistas a la sierra, desayuno casero y silencio.</p><div class="wp-block-gallery has-nested-images columns-3"><figure class="wp-block-image"><img src="/wp-content/uploads/2022/05/fachada.jpg" srcset="/wp-content/uploads/2022/05/fachada.jpg 1024w, /wp-content/uploads/2022/05/fachada@2x.jpg 2048w" alt="Fachada"></figure><figure class="wp-block-image"><img src="/wp-content/uploads/2022/05/salon.jpg" alt="Salón con chimenea"></figure></div>` },
    '/habitaciones/': { file: 'habitaciones.html', title: 'Habitaciones', body: `<h2>Habitación doble estándar</h2><p>Desde 85 € / noche con desayuno.</p><h2>Suite Torre Blanca</h2><p>Con bañera de hidromasaje. Desde 140 €.</p><h2>Habitación familiar</h2><p>Hasta 4 personas. Desde 120 €.</p>` },
    '/opiniones/': { file: 'opiniones.html', title: 'Opiniones', body: `<figure class="wp-block-pullquote"><blockquote><p>Un sitio precioso, el desayuno espectacular y la atención de diez. Volveremos en otoño.</p><cite>— María G., Valencia</cite></blockquote></figure>
<figure class="wp-block-pullquote"><blockquote><p>Perfecto para desconectar. La suite es enorme y las vistas de la muralla, increíbles.</p><cite>Jordi y Anna, Barcelona</cite></blockquote></figure>
<figure class="wp-block-pullquote"><blockquote><p>Ideal con niños. Nos dejaron cocinar la cena para el peque.</p><cite>Familia Sánchez Oliva (Zaragoza)</cite></blockquote></figure>
<p>¿Has estado con nosotros? Déjanos tu opinión en Google o escríbenos.</p>` },
    '/reservas/': { file: 'reservas.html', title: 'Reservas', body: `<p>Reserva directa sin comisiones: llama al 978 70 04 12 o escribe a reservas@hotelrurallasolana.es indicando fechas y número de personas.</p>
<form class="wpforms-form"><div class="wpforms-field"><label class="wpforms-field-label">Email</label><input type="email" class="wpforms-field-large" placeholder="ejemplo@correo.com"></div><div class="wpforms-field"><label>Fechas</label><input type="text" placeholder="dd/mm/aaaa - dd/mm/aaaa"></div><button type="submit" class="wpforms-submit">Solicitar reserva</button></form>` },
  },
  patterns: ['testimonials', 'email-mailto', 'email-text', 'email-footer', 'junk-placeholder'],
  truth: {
    emails: ['reservas@hotelrurallasolana.es'],
    kinds: { 'reservas@hotelrurallasolana.es': 'role' },
    contacts: [],
  },
},
// ------------------------------------------------------------------ e012
{
  id: 'e012-sola-vidal-arquitectes', domain: 'solavidal.cat', lang: 'es', shell: 'webflow', name: 'Solà Vidal Arquitectura',
  nav: [['/', 'Proyectos'], ['/estudio', 'Estudio'], ['/contacto', 'Contacto']],
  footer: `<div class="footer-row"><div>Solà Vidal Arquitectura SLP · Carrer de Verdi 64 · 08012 Barcelona</div><a href="mailto:estudi@solavidal.cat" class="footer-link">estudi@solavidal.cat</a></div>`,
  pages: {
    '/': { file: 'index.html', title: 'Proyectos', body: `<div class="projects w-dyn-list"><div role="list" class="projects-list w-dyn-items">
${[['Casa Garbí', 'Vivienda unifamiliar · Cadaqués · 2023'], ['Escola Montseny', 'Equipamiento educativo · Sant Celoni · 2022'], ['Edificio Verdi 64', 'Rehabilitación · Gràcia · 2020']].map(([t, s]) => `<div role="listitem" class="project-item w-dyn-item"><a href="/proyectos/${t.toLowerCase().replace(/ /g, '-')}" class="project-link w-inline-block"><img src="https://assets-global.website-files.com/6401/${t.split(' ')[1].toLowerCase()}.jpg" srcset="https://assets-global.website-files.com/6401/${t.split(' ')[1].toLowerCase()}-p-800.jpg 800w, https://assets-global.website-files.com/6401/${t.split(' ')[1].toLowerCase()}@2x.jpg 1600w" alt="${t}" class="project-image"><h2 class="project-title">${t}</h2><div class="project-meta">${s}</div></a></div>`).join('\n')}
</div></div>` },
    '/estudio': { file: 'estudio.html', title: 'Estudio', body: `<div class="section"><div class="w-container"><p class="lead">Fundado en 2009 en Barcelona. Arquitectura sostenible, rehabilitación y espacio público.</p>
<div class="team-grid" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Solà Vidal Arquitectura">
<div class="team-card" itemprop="founder employee" itemscope itemtype="https://schema.org/Person"><img src="https://assets-global.website-files.com/6401/irene.jpg" alt="" class="team-photo"><a href="https://www.linkedin.com/in/irenesolaarq" class="team-name" itemprop="name">Irene Solà i Puig</a><div class="team-role" itemprop="jobTitle">Arquitecta, socia fundadora</div></div>
<div class="team-card" itemprop="founder employee" itemscope itemtype="https://schema.org/Person"><img src="https://assets-global.website-files.com/6401/marc.jpg" alt="" class="team-photo"><a href="https://www.linkedin.com/in/marcvidalarq" class="team-name" itemprop="name">Marc Vidal Roig</a><div class="team-role" itemprop="jobTitle">Arquitecto, socio fundador</div></div>
<div class="team-card" itemprop="employee" itemscope itemtype="https://schema.org/Person"><img src="https://assets-global.website-files.com/6401/ona.jpg" alt="" class="team-photo"><a href="#" class="team-name" itemprop="name">Ona Ferrés</a><div class="team-role" itemprop="jobTitle">Arquitecta técnica</div></div>
<div class="team-card" itemprop="employee" itemscope itemtype="https://schema.org/Person"><img src="https://assets-global.website-files.com/6401/pau.jpg" alt="" class="team-photo"><a href="#" class="team-name" itemprop="name">Pau Gené</a><div class="team-role" itemprop="jobTitle">Administración</div></div>
</div></div></div>` },
    '/contacto': { file: 'contacto.html', title: 'Contacto', body: `<div class="section"><div class="w-container"><h1>Contacto</h1><p>Carrer de Verdi 64, bajos · 08012 Barcelona<br>+34 932 17 45 09</p><p>Para proyectos: <a href="mailto:estudi@solavidal.cat?subject=Nuevo%20proyecto">estudi@solavidal.cat</a><br>Prácticas y empleo: <a href="mailto:feina@solavidal.cat">feina@solavidal.cat</a></p></div></div>` },
  },
  patterns: ['team-grid', 'microdata-person', 'email-mailto', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['estudi@solavidal.cat', 'feina@solavidal.cat'],
    kinds: { 'feina@solavidal.cat': 'role' },
    contacts: [['Irene Solà i Puig', 'Arquitecta, socia fundadora', 'owner'], ['Marc Vidal Roig', 'Arquitecto, socio fundador', 'owner'], ['Ona Ferrés', 'Arquitecta técnica', 'other'], ['Pau Gené', 'Administración', 'operations']],
  },
},
// ------------------------------------------------------------------ e013
{
  id: 'e013-veterinaria-patitas-co', domain: 'veterinariapatitas.com.co', lang: 'es', htmlLang: 'es-CO', shell: 'wix', name: 'Clínica Veterinaria Patitas',
  nav: [['/', 'Inicio'], ['/equipo', 'Nuestro equipo'], ['/contacto', 'Contacto']],
  footer: wx.text(wx.p('Cra. 43A #1 Sur-100, El Poblado, Medellín') + wx.p('Urgencias 24 h: 604 444 1290')),
  pages: {
    '/': { file: 'index.html', title: 'Veterinaria en Medellín', body: wx.text(wx.h('Cuidamos a quien más quieres', 'h1', 'font_0')) + wx.text(wx.p('Consulta general, vacunación, cirugía, peluquería canina y hospitalización.')) + wx.img('consultorio.jpg', 'Consultorio') },
    '/equipo': { file: 'equipo.html', title: 'Nuestro equipo', body: [['Directora médica', 'Dra. Natalia Restrepo Uribe', 'natalia.jpg'], ['Cirujano veterinario', 'Dr. Camilo Andrés Gaviria', 'camilo.jpg'], ['Auxiliar veterinaria', 'Yuliana Ospina', 'yuliana.jpg'], ['Groomer', 'Santiago "Santi" Mejía', 'santi.jpg']].map(([t, n, img]) => wx.box(wx.img(img, n) + wx.text(wx.p(t, 'font_9', 'text-transform:uppercase;letter-spacing:0.1em')) + wx.text(wx.h(n, 'h4', 'font_4')))).join('\n') },
    '/contacto': { file: 'contacto.html', title: 'Contacto', body: wx.text(wx.h('Contáctanos', 'h2') + wx.p('Escríbenos a <a href="mailto:citas@veterinariapatitas.com.co" class="wixui-rich-text__text">citas@veterinariapatitas.com.co</a> o por WhatsApp al 300 555 1290.') + wx.p('Lunes a sábado de 8:00 a.m. a 7:00 p.m.')) },
  },
  patterns: ['team-grid', 'email-mailto'],
  truth: {
    emails: ['citas@veterinariapatitas.com.co'],
    kinds: { 'citas@veterinariapatitas.com.co': 'role' },
    contacts: [['Natalia Restrepo Uribe', 'Directora médica', 'owner'], ['Camilo Andrés Gaviria', 'Cirujano veterinario', 'other'], ['Yuliana Ospina', 'Auxiliar veterinaria', 'other'], ['Santiago "Santi" Mejía', 'Groomer', 'other']],
  },
},
// ------------------------------------------------------------------ e014
{
  id: 'e014-gestoria-lopez-de-la-fuente', domain: 'gestorialopezdelafuente.es', lang: 'es', shell: 'static', name: 'Gestoría López de la Fuente',
  nav: [['/', 'Inicio'], ['/despacho.html', 'El despacho'], ['/aviso-legal.html', 'Aviso legal']],
  footer: `    <p>Gestoría López de la Fuente · Calle Santiago 14, 47001 Valladolid · 983 35 20 18</p>
    <p>Escríbenos: <a href="mailto:${ent('gestoria@gestorialopezdelafuente.es')}">${ent('gestoria@gestorialopezdelafuente.es')}</a></p>`,
  pages: {
    '/': { file: 'index.html', title: 'Gestoría en Valladolid', body: `    <section class="hero"><h1>Trámites sin colas ni sorpresas</h1><p>Transferencias de vehículos, herencias, escrituras, renta y sociedades. Gestor administrativo colegiado.</p></section>
    <section class="services"><article><h2>Tráfico</h2><p>Transferencias, bajas, duplicados.</p></article><article><h2>Herencias</h2><p>Impuesto de sucesiones, plusvalías.</p></article><article><h2>Empresas</h2><p>Altas, nóminas y contabilidad.</p></article></section>` },
    '/despacho.html': { file: 'despacho.html', title: 'El despacho', body: `    <h1>El despacho</h1>
    <p>Fundada en 1979 por Ramón López, la gestoría está hoy en manos de la segunda generación.</p>
    <dl class="staff">
      <dt>Gerente y gestora administrativa colegiada</dt>
      <dd>Carmen López de la Fuente<br><a href="mailto:${hexent('carmen@gestorialopezdelafuente.es')}">${hexent('carmen@gestorialopezdelafuente.es')}</a></dd>
      <dt>Tráfico y vehículos</dt>
      <dd>Ignacio Pastor</dd>
      <dt>Área fiscal</dt>
      <dd>Elena de Santiago Rey</dd>
      <dt>Administración</dt>
      <dd>Marisa Calvo</dd>
    </dl>` },
    '/aviso-legal.html': { file: 'aviso-legal.html', title: 'Aviso legal', body: `    <h1>Aviso legal</h1>
    <p><strong>Responsable:</strong> Carmen López de la Fuente (NIF 12345678Z), gestora administrativa colegiada nº 412 del Colegio de Gestores de Castilla y León.</p>
    <p><strong>Domicilio:</strong> Calle Santiago 14, 2º, 47001 Valladolid.</p>
    <p><strong>Contacto:</strong> gestoria [at] gestorialopezdelafuente [dot] es</p>
    <p>Este sitio utiliza únicamente cookies técnicas.</p>` },
  },
  patterns: ['definition-list', 'legal-notice', 'about-prose', 'email-obfuscated', 'email-mailto', 'email-in-person-card', 'email-footer', 'name-lookalikes'],
  truth: {
    emails: ['gestoria@gestorialopezdelafuente.es', 'carmen@gestorialopezdelafuente.es'],
    owners: { 'carmen@gestorialopezdelafuente.es': 'Carmen López de la Fuente' },
    contacts: [['Carmen López de la Fuente', 'Gerente y gestora administrativa colegiada', 'owner'], ['Ignacio Pastor', 'Tráfico y vehículos', 'other'], ['Elena de Santiago Rey', 'Área fiscal', 'other'], ['Marisa Calvo', 'Administración', 'operations']],
  },
},
// ------------------------------------------------------------------ e015
{
  id: 'e015-fontaneria-aguaclara', domain: 'fontaneriaaguaclara.es', lang: 'es', shell: 'bootstrap', name: 'Fontanería Aguaclara',
  nav: [['/', 'Inicio'], ['/clientes', 'Clientes'], ['/presupuesto', 'Presupuesto']],
  footer: `<div class="d-flex justify-content-between flex-wrap"><span>Fontanería Aguaclara S.L. · Avda. de Cádiz 90 · 41004 Sevilla</span><span><a class="link-light" href="mailto:presupuestos@fontaneriaaguaclara.es">presupuestos@fontaneriaaguaclara.es</a> · 954 63 08 71</span></div><p class="small text-secondary mt-3">Web realizada por <a class="link-secondary" href="https://www.sevillaweb.studio">Sevilla Web Studio</a> — soporte@sevillaweb.studio</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Fontaneros en Sevilla 24h', body: `<header class="py-5 bg-primary text-white"><div class="container"><h1 class="display-5 fw-bold">Fontaneros en Sevilla · Urgencias 24 h</h1><p class="lead">Reparación de fugas, desatascos, calentadores y reformas de baño.</p></div></header>
<section class="container py-5"><div class="row g-4"><div class="col-md-4"><div class="card h-100"><div class="card-body"><h5 class="card-title">Desatascos</h5><p class="card-text">Camión cuba y cámara de inspección.</p></div></div></div><div class="col-md-4"><div class="card h-100"><div class="card-body"><h5 class="card-title">Calentadores</h5><p class="card-text">Servicio técnico Junkers y Vaillant.</p></div></div></div><div class="col-md-4"><div class="card h-100"><div class="card-body"><h5 class="card-title">Reformas</h5><p class="card-text">Cambio de bañera por plato de ducha en 1 día.</p></div></div></div></div></section>` },
    '/clientes': { file: 'clientes.html', title: 'Clientes', body: `<section class="container py-5"><h1 class="h2 mb-4">Confían en nosotros</h1><div class="row row-cols-2 row-cols-md-4 g-4 text-center">
${['Hotel Doña María', 'Comunidad de Propietarios Edificio Giralda', 'Colegio San Fernando', 'Restaurante Casa Manolo León', 'Residencia Virgen de los Reyes', 'Clínica Santa Isabel', 'Bodegas Osborne', 'Hermandad de la Macarena'].map((c) => `<div class="col"><img src="/img/clientes/${c.toLowerCase().replace(/[^a-z]+/g, '-')}.png" class="img-fluid grayscale" alt="${c}"><p class="small mt-2">${c}</p></div>`).join('\n')}
</div></section>` },
    '/presupuesto': { file: 'presupuesto.html', title: 'Presupuesto', body: `<section class="container py-5"><h1 class="h2">Pide presupuesto gratis</h1><form class="row g-3"><div class="col-md-6"><label for="email" class="form-label">Correo</label><input type="email" class="form-control" id="email" placeholder="nombre@ejemplo.com"></div><div class="col-md-6"><label class="form-label">Teléfono</label><input type="tel" class="form-control"></div><div class="col-12"><textarea class="form-control" rows="4" placeholder="Describe la avería"></textarea></div><div class="col-12"><button class="btn btn-primary">Enviar</button></div></form></section>` },
  },
  patterns: ['client-list', 'email-mailto', 'email-footer', 'junk-placeholder', 'junk-agency', 'name-lookalikes'],
  truth: {
    emails: ['presupuestos@fontaneriaaguaclara.es'],
    kinds: { 'presupuestos@fontaneriaaguaclara.es': 'role' },
    contacts: [],
  },
},
// ------------------------------------------------------------------ e016
{
  id: 'e016-colegio-santa-teresa', domain: 'colegiosantateresa.es', lang: 'es', shell: 'elementor', name: 'Colegio Santa Teresa',
  nav: [['/', 'Inicio'], ['/el-colegio/', 'El colegio'], ['/secretaria/', 'Secretaría']],
  footer: `<p>Colegio Santa Teresa · Centro concertado · C/ Teresa de Jesús 5, 37008 Salamanca · 923 21 04 55</p>`,
  pages: {
    '/': { file: 'index.html', title: 'Colegio concertado en Salamanca', body: el.sec(el.col(el.h('Educar con cabeza y corazón', 'h1') + el.text('<p>Infantil, Primaria, ESO y Bachillerato. Bilingüe en inglés desde los 3 años.</p>'))) + el.sec(el.col(el.w('counter', '<div class="elementor-counter"><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number" data-to-value="850">850</span></div><div class="elementor-counter-title">alumnos</div></div>'), 50) + el.col(el.w('counter', '<div class="elementor-counter"><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number" data-to-value="1952">1952</span></div><div class="elementor-counter-title">año de fundación</div></div>'), 50)) },
    '/el-colegio/': { file: 'el-colegio.html', title: 'El colegio', body: el.sec(el.col(el.h('Organización del centro') + el.w('tabs', `<div class="elementor-tabs"><div class="elementor-tabs-wrapper" role="tablist">
<div id="elementor-tab-title-1241" class="elementor-tab-title elementor-tab-desktop-title elementor-active" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-1241">Equipo directivo</div>
<div id="elementor-tab-title-1242" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="false" data-tab="2" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1242">Coordinación</div>
<div id="elementor-tab-title-1243" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="false" data-tab="3" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1243">AMPA</div>
</div>
<div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">
<div class="elementor-tab-title elementor-tab-mobile-title elementor-active" aria-selected="true" data-tab="1" role="tab">Equipo directivo</div>
<div id="elementor-tab-content-1241" class="elementor-tab-content elementor-clearfix elementor-active" data-tab="1" role="tabpanel" aria-labelledby="elementor-tab-title-1241"><ul><li><b>Hna. María Jesús Sastre</b>, directora titular</li><li><b>Fernando Hidalgo Martín</b>, director pedagógico</li><li><b>Cristina Bermejo</b>, jefa de estudios</li><li><b>Luis Ángel Prieto</b>, administrador</li></ul></div>
<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="false" data-tab="2" role="tab">Coordinación</div>
<div id="elementor-tab-content-1242" class="elementor-tab-content elementor-clearfix" data-tab="2" role="tabpanel" aria-labelledby="elementor-tab-title-1242" hidden="hidden"><ul><li><b>Paula Recio</b>, coordinadora de Infantil</li><li><b>Alberto Sanz Gil</b>, coordinador de bilingüismo</li><li><b>Teresa Mangas</b>, orientadora</li></ul></div>
<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="false" data-tab="3" role="tab">AMPA</div>
<div id="elementor-tab-content-1243" class="elementor-tab-content elementor-clearfix" data-tab="3" role="tabpanel" aria-labelledby="elementor-tab-title-1243" hidden="hidden"><p>La Asociación de Madres y Padres organiza las extraescolares. Presidenta del AMPA: Rocío Calderón (madre de alumnos). Más información en el tablón del hall.</p></div>
</div></div>`))) },
    '/secretaria/': { file: 'secretaria.html', title: 'Secretaría', body: el.sec(el.col(el.h('Secretaría') + el.text('<p>Horario de atención: lunes a viernes de 9:00 a 13:00.</p><p>Admisiones y matrícula: <a href="mailto:secretaria@colegiosantateresa.es">secretaria@colegiosantateresa.es</a><br>Dirección: <a href="mailto:direccion@colegiosantateresa.es">direccion@colegiosantateresa.es</a></p>'))) },
  },
  patterns: ['team-grid', 'email-mailto'],
  truth: {
    emails: ['secretaria@colegiosantateresa.es', 'direccion@colegiosantateresa.es'],
    kinds: { 'secretaria@colegiosantateresa.es': 'role', 'direccion@colegiosantateresa.es': 'role' },
    contacts: [['María Jesús Sastre', 'directora titular', 'owner'], ['Fernando Hidalgo Martín', 'director pedagógico', 'owner'], ['Cristina Bermejo', 'jefa de estudios', 'other'], ['Luis Ángel Prieto', 'administrador', 'operations'], ['Paula Recio', 'coordinadora de Infantil', 'other'], ['Alberto Sanz Gil', 'coordinador de bilingüismo', 'other'], ['Teresa Mangas', 'orientadora', 'other']],
  },
},
];
