import { wpHead, elementorCss, gtag, sentry } from './lib.mjs';

// ---------------------------------------------------------------- b013 rural hotel, hand-coded, titular persona física, guest reviews
const b013 = (() => {
  const d = 'casonadelpilar.es';
  const h = (t, extra = '') => `<!DOCTYPE html>
<html lang="es">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <title>${t}</title>
  <meta name="description" content="Hotel rural con encanto en Albarracín. Seis habitaciones, desayunos caseros y cenas con producto de la sierra.">
  <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@8/swiper-bundle.min.css">
  <link rel="stylesheet" href="/assets/css/casona.css">
  <script src="https://cdn.jsdelivr.net/npm/jquery@3.6.0/dist/jquery.min.js"></script>
${extra}</head>
<body class="pagina">
  <div class="topbar">Reservas: <a href="tel:+34978700412">978 70 04 12</a> · <a href="mailto:reservas@casonadelpilar.es?subject=Reserva%20de%20habitaci%C3%B3n&amp;body=Fechas%3A%20">reservas@casonadelpilar.es</a></div>
  <header class="cabecera">
    <a class="marca" href="/"><img src="/assets/img/casona-logo.png" alt="Casona del Pilar"></a>
    <ul class="menu">
      <li><a href="/">Inicio</a></li>
      <li><a href="/habitaciones.html">Habitaciones</a></li>
      <li><a href="/la-casa.html">La casa</a></li>
      <li><a href="/aviso-legal.html">Aviso legal</a></li>
    </ul>
  </header>
`;
  const f = `  <footer class="pie">
    <p>Hotel Rural Casona del Pilar · Calle del Portal de Molina, 8 · 44100 Albarracín (Teruel)</p>
    <p>Registro de Turismo de Aragón: HR-TE-0417 · <a href="/aviso-legal.html">Aviso legal</a></p>
  </footer>
  <script src="https://cdn.jsdelivr.net/npm/swiper@8/swiper-bundle.min.js"></script>
  <script>new Swiper('.opiniones', { loop: true, autoplay: { delay: 6000 } });</script>
</body>
</html>`;
  const index = h('Casona del Pilar · Hotel rural en Albarracín') + `  <section class="portada"><h1>Una casona del siglo XVII en lo alto de Albarracín</h1><p>Seis habitaciones con vigas de sabina, chimenea en el salón y vistas a la muralla.</p></section>
  <section class="bloque">
    <h2>Bienvenidos</h2>
    <p>Os recibimos Pilar y Joaquín. Pilar se ocupa de las reservas y de que no os falte de nada; Joaquín Gil Lafuente, nuestro cocinero, prepara los desayunos con bollería casera y, por encargo, cenas con ternasco, migas y setas de temporada.</p>
    <p>Desde la casona se sale andando a la Catedral del Salvador, al Museo de Santa María y a los pinares del Rodeno.</p>
  </section>
  <section class="bloque">
    <h2>Opiniones de nuestros huéspedes</h2>
    <div class="swiper opiniones"><div class="swiper-wrapper">
      <div class="swiper-slide"><blockquote>«Un lugar precioso y una acogida de diez. El desayuno, espectacular.»<footer>Lucía y Marcos, Valencia · octubre 2023</footer></blockquote></div>
      <div class="swiper-slide"><blockquote>«Volveremos seguro. Las migas de Joaquín merecen el viaje.»<footer>Ana Belén Roca · Booking, 9,6</footer></blockquote></div>
      <div class="swiper-slide"><blockquote>«Habitación limpísima, cama comodísima y silencio absoluto.»<footer>Thomas K., Múnich</footer></blockquote></div>
    </div></div>
  </section>
` + f;
  const lacasa = h('La casa · Casona del Pilar') + `  <section class="bloque">
    <h1>La casa</h1>
    <p>La casona perteneció a la familia de María del Pilar Sáez Otero desde 1870. En 2011 la rehabilitamos respetando los muros de tapial, la escalera de yeso y las rejas originales, y abrimos como hotel rural en la primavera de 2012.</p>
    <p>Si quieres preparar una sorpresa o tienes alguna petición especial, escríbele a Pilar: <a href="mailto:pilar@casonadelpilar.es">pilar@casonadelpilar.es</a>.</p>
    <p>Admitimos mascotas pequeñas bajo petición. No hay ascensor: la casa tiene tres plantas.</p>
  </section>
` + f;
  const habitaciones = h('Habitaciones · Casona del Pilar') + `  <section class="bloque"><h1>Habitaciones</h1>
    <ul class="habitaciones"><li><h3>Sabina</h3><p>Doble con balcón a la muralla. Desde 95 €.</p></li><li><h3>Guadalaviar</h3><p>Doble con bañera exenta. Desde 105 €.</p></li><li><h3>El Rodeno</h3><p>Familiar, 4 personas. Desde 140 €.</p></li></ul>
  </section>
` + f;
  const aviso = h('Aviso legal · Casona del Pilar') + `  <section class="bloque legal">
    <h1>Aviso legal</h1>
    <p>En cumplimiento de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico, se facilitan los datos del titular de este sitio web:</p>
    <table class="datos">
      <tr><th>Titular</th><td>María del Pilar Sáez Otero</td></tr>
      <tr><th>NIF</th><td>18437215-K</td></tr>
      <tr><th>Nombre comercial</th><td>Hotel Rural Casona del Pilar</td></tr>
      <tr><th>Domicilio</th><td>Calle del Portal de Molina, 8, 44100 Albarracín (Teruel)</td></tr>
      <tr><th>Correo electrónico</th><td>reservas@casonadelpilar.es</td></tr>
      <tr><th>Teléfono</th><td>978 70 04 12</td></tr>
    </table>
    <p>El titular no se hace responsable de los contenidos de sitios de terceros enlazados desde esta web.</p>
  </section>
` + f;
  return {
    id: 'b013-hotel-casona-del-pilar', domain: d, language: 'es',
    patterns: ['legal-notice', 'about-prose', 'testimonials', 'email-mailto', 'email-text', 'junk-version', 'hand-written'],
    pages: { '/': ['index.html', index], '/la-casa.html': ['la-casa.html', lacasa], '/habitaciones.html': ['habitaciones.html', habitaciones], '/aviso-legal.html': ['aviso-legal.html', aviso] },
    truth: {
      emails: ['pilar@casonadelpilar.es', 'reservas@casonadelpilar.es'],
      emailKinds: { 'pilar@casonadelpilar.es': 'person', 'reservas@casonadelpilar.es': 'role' },
      emailOwners: { 'pilar@casonadelpilar.es': 'María del Pilar Sáez Otero' },
      contacts: [
        { name: 'María del Pilar Sáez Otero', title: 'Titular', role: 'owner' },
        { name: 'Joaquín Gil Lafuente', title: 'cocinero', role: 'other' },
      ],
      junk: ['jquery@3.6.0', 'swiper@8'],
    },
  };
})();

// ---------------------------------------------------------------- b014 estate agency, microdata employees with own addresses, Sentry
const b014 = (() => {
  const d = 'inmocostaazahar.es';
  const h = (t) => `<!DOCTYPE html>
<html lang="es" prefix="og: http://ogp.me/ns#">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t}</title>
<meta name="description" content="Inmobiliaria en Castellón de la Plana y Benicàssim. Venta y alquiler de pisos, chalets y locales.">
<link rel="stylesheet" href="/static/css/app.min.css?v=2.14.0">
${sentry('3f2b9c1d7e8a4b6c9d0e1f2a3b4c5d6e', '450123', '6611002')}</head>
<body>
<div class="site" itemscope itemtype="https://schema.org/RealEstateAgent">
<meta itemprop="name" content="Inmobiliaria Costa Azahar">
<header class="site-header"><div class="wrap">
<a class="logo" href="/"><img src="/static/img/logo-costa-azahar.svg" alt="Costa Azahar Inmobiliaria" width="190"></a>
<nav class="main-nav"><a href="/">Inicio</a><a href="/inmuebles/">Inmuebles</a><a href="/agentes/">Nuestros agentes</a><a href="/contacto/">Contacto</a></nav>
</div></header>
`;
  const f = `<footer class="site-footer"><div class="wrap">
<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Calle San Vicente Ferrer, 22</span>, <span itemprop="postalCode">12001</span> <span itemprop="addressLocality">Castellón de la Plana</span></div>
<div>Tel. <span itemprop="telephone">964 21 88 30</span> · <a itemprop="email" href="mailto:info@inmocostaazahar.es">info@inmocostaazahar.es</a></div>
<div class="legal">Inmobiliaria Costa Azahar S.L. · CIF B12876543 · Registro de Agentes Inmobiliarios de la Comunitat Valenciana nº 1.544</div>
</div></footer>
</div>
<script src="/static/js/app.min.js?v=2.14.0" defer></script>
</body>
</html>`;
  const agent = (name, job, mail, tel, photo, langs) => `<article class="agent-card" itemprop="employee" itemscope itemtype="https://schema.org/Person">
  <img itemprop="image" src="/media/agentes/${photo}" alt="" loading="lazy">
  <div class="agent-info">
    <h3 itemprop="name">${name}</h3>
    <span class="agent-job" itemprop="jobTitle">${job}</span>
    <ul class="agent-contact">
      ${tel ? `<li><i class="icon-phone"></i><a itemprop="telephone" href="tel:${tel.replace(/\s/g, '')}">${tel}</a></li>` : ''}
      ${mail ? `<li><i class="icon-mail"></i><a itemprop="email" href="mailto:${mail}">${mail}</a></li>` : ''}
    </ul>
    <p class="agent-langs">Idiomas: ${langs}</p>
  </div>
</article>`;
  const index = h('Inmobiliaria Costa Azahar · Pisos y chalets en Castellón') + `<main>
<section class="hero"><div class="wrap"><h1>Tu casa en la Costa Azahar</h1><p>Más de 300 inmuebles en Castellón, Benicàssim, Oropesa y Vila-real.</p>
<form class="search" action="/inmuebles/" method="get"><select name="op"><option>Comprar</option><option>Alquilar</option></select><input name="zona" placeholder="Zona, calle o referencia"><button>Buscar</button></form></div></section>
<section class="featured"><div class="wrap"><h2>Destacados</h2>
<div class="cards">
<div class="prop"><img src="/media/inmuebles/ref-2231.jpg" alt=""><h3>Ático con terraza en Residencial Jaime I</h3><p>3 hab · 2 baños · 112 m² · 245.000 €</p></div>
<div class="prop"><img src="/media/inmuebles/ref-2198.jpg" alt=""><h3>Chalet en Benicàssim, Urbanización Montemar</h3><p>4 hab · 3 baños · 210 m² · 520.000 €</p></div>
<div class="prop"><img src="/media/inmuebles/ref-2240.jpg" alt=""><h3>Local comercial en Avenida Rey Don Jaime</h3><p>95 m² · alquiler 1.100 €/mes</p></div>
</div></div></section>
<section class="agents-teaser"><div class="wrap"><p>Un agente te acompaña de la primera visita a la firma en notaría. <a href="/agentes/">Conoce a nuestros agentes</a>.</p></div></section>
</main>` + f;
  const agentes = h('Nuestros agentes · Inmobiliaria Costa Azahar') + `<main><div class="wrap">
<h1>Nuestros agentes</h1>
<div class="agents-grid">
${agent('Amparo Bou Climent', 'Gerente', 'amparo@inmocostaazahar.es', '964 21 88 30', 'amparo-bou.jpg', 'castellano, valenciano, inglés')}
${agent('Vicente Llorens Bou', 'Director comercial', 'v.llorens@inmocostaazahar.es', '615 44 02 91', 'vicente-llorens.jpg', 'castellano, valenciano, francés')}
${agent('Sergio Martí Ribes', 'Agente inmobiliario', 'sergio.marti@inmocostaazahar.es', '622 10 37 58', 'sergio-marti.jpg', 'castellano, valenciano')}
${agent('Noelia Ramos', 'Administración y alquileres', '', '964 21 88 30', 'noelia-ramos.jpg', 'castellano, inglés, rumano')}
</div>
</div></main>` + f;
  const contacto = h('Contacto · Inmobiliaria Costa Azahar') + `<main><div class="wrap">
<h1>Contacto</h1>
<p>Oficina abierta de lunes a viernes de 9:30 a 13:30 y de 17:00 a 20:00, sábados de 10:00 a 13:00.</p>
<p>¿Quieres vender o alquilar tu vivienda? Valoración gratuita: <a href="mailto:captacion@inmocostaazahar.es">captacion@inmocostaazahar.es</a></p>
<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3057.1!2d-0.0378!3d39.9864" width="600" height="350" loading="lazy"></iframe>
</div></main>` + f;
  return {
    id: 'b014-inmobiliaria-costa-azahar', domain: d, language: 'es',
    patterns: ['microdata-person', 'team-grid', 'email-in-person-card', 'email-mailto', 'email-footer', 'junk-platform', 'name-lookalikes'],
    pages: { '/': ['index.html', index], '/agentes/': ['agentes.html', agentes], '/contacto/': ['contacto.html', contacto] },
    truth: {
      emails: ['info@inmocostaazahar.es', 'amparo@inmocostaazahar.es', 'v.llorens@inmocostaazahar.es', 'sergio.marti@inmocostaazahar.es', 'captacion@inmocostaazahar.es'],
      emailKinds: { 'info@inmocostaazahar.es': 'generic', 'amparo@inmocostaazahar.es': 'person', 'v.llorens@inmocostaazahar.es': 'person', 'sergio.marti@inmocostaazahar.es': 'person', 'captacion@inmocostaazahar.es': 'role' },
      emailOwners: { 'amparo@inmocostaazahar.es': 'Amparo Bou Climent', 'v.llorens@inmocostaazahar.es': 'Vicente Llorens Bou', 'sergio.marti@inmocostaazahar.es': 'Sergio Martí Ribes' },
      contacts: [
        { name: 'Amparo Bou Climent', title: 'Gerente', role: 'owner' },
        { name: 'Vicente Llorens Bou', title: 'Director comercial', role: 'other' },
        { name: 'Sergio Martí Ribes', title: 'Agente inmobiliario', role: 'other' },
        { name: 'Noelia Ramos', title: 'Administración y alquileres', role: 'operations' },
      ],
      junk: ['3f2b9c1d7e8a4b6c9d0e1f2a3b4c5d6e@o450123.ingest.sentry.io'],
    },
  };
})();

// ---------------------------------------------------------------- b015 Argentine bakery, broken markup, hotmail, nobody named
const b015 = (() => {
  const d = 'panaderialaespiga.com.ar';
  const index = `<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Panaderia y Confiteria LA ESPIGA - Caballito</title>
<link href="estilo.css" rel="stylesheet" type="text/css">
<style>
body {background:#fff8ee; font-family:Georgia}
.caja {width:780px;margin:auto}
</style>
</head>
<body>
<div class="caja">
<div id="logo"><img src="imagenes/espiga.gif" width=120> <font size=6 color=#8B4513><b>La Espiga</b></font><br><i>Panadería y confitería desde 1971</i></div>
<div id=menu>
<a href=index.html>INICIO</a> - <a href=productos.html>PRODUCTOS</a> - <a href="pedidos.html">PEDIDOS PARA EVENTOS</a>
</div>
<div class="contenido">
<h2>Bienvenidos!!</h2>
<p>Somos una panadería familiar de Caballito. Todos los días horneamos pan francés, flautitas, pan de campo, facturas y medialunas de manteca.
<p>Los fines de semana: <b>tortas, masas finas, pastafrolas y la famosa Torta Rogel de la casa</b>.
<div class="horario">
<h3>Horarios</h3>
Lunes a sábados de 7 a 21 hs<br>
Domingos y feriados de 7 a 14 hs<br>
</div></div>
</div>
<div class=contacto>
<b>Dirección:</b> Av. Pedro Goyena 1124 (esq. Del Barco Centenera), Caballito, CABA<br>
<b>Teléfono:</b> 4432-7719<br>
<b>Mail:</b> laespiga.panaderia@hotmail.com<br>
<b>Pedidos por WhatsApp:</b> 11 5566-2201
</div>
</div>
</div>
<p align=center><font size=1>La Espiga &copy; 2011 - todos los derechos reservados</p>
</body>
</html>`;
  const productos = `<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Productos - La Espiga</title>
<link href="estilo.css" rel="stylesheet" type="text/css">
</head>
<body>
<div class="caja">
<div id=menu><a href=index.html>INICIO</a> - <a href=productos.html>PRODUCTOS</a> - <a href="pedidos.html">PEDIDOS PARA EVENTOS</a></div>
<h2>Nuestros productos</h2>
<table width=100% border=0 cellpadding=5>
<tr><td><img src="imagenes/medialunas.jpg" width=150></td><td><b>Medialunas de manteca</b> - la docena $2.400<br>
<tr><td><img src="imagenes/rogel.jpg" width=150></td><td><b>Torta Rogel</b> - $9.800 (chica) / $14.500 (grande)</td>
<tr><td><img src="imagenes/pastafrola.jpg" width=150></td><td><b>Pastafrola de membrillo o batata</b> - $4.200</td></tr>
<tr><td><img src="imagenes/sanguchitos.jpg" width=150></td><td><b>Sándwiches de miga</b> (jamón y queso, ananá, palmitos) - la docena $6.000</td></tr>
</table>
<p>Para encargar tortas escribinos a laespiga.panaderia@hotmail.com con 48 hs de anticipación!!
</div>
</body>
</html>`;
  const pedidos = `<html><head><meta charset="utf-8"><title>Pedidos para eventos - La Espiga</title></head>
<body><div class="caja"><div id=menu><a href=index.html>INICIO</a> - <a href=productos.html>PRODUCTOS</a> - <a href="pedidos.html">PEDIDOS PARA EVENTOS</a></div>
<h2>Pedidos para cumpleaños, bautismos y eventos</h2>
<p>Hacemos mesas dulces y saladas para 20 a 200 personas. Consultá precios por WhatsApp o por mail.
<ul><li>Mesa dulce completa<li>Sándwiches de miga<li>Bocaditos salados<li>Tortas decoradas</ul>
</body></html>`;
  return {
    id: 'b015-panaderia-la-espiga', domain: d, language: 'es',
    patterns: ['hand-written', 'broken-markup', 'email-text'],
    pages: { '/': ['index.html', index], '/productos.html': ['productos.html', productos], '/pedidos.html': ['pedidos.html', pedidos] },
    truth: {
      emails: ['laespiga.panaderia@hotmail.com'],
      emailKinds: { 'laespiga.panaderia@hotmail.com': 'generic' },
      emailOwners: {},
      contacts: [],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b016 physiotherapy, definition list, (arroba) addresses, JSON-LD staff
const b016 = (() => {
  const d = 'fisioebro.es';
  const ld = `<script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@graph": [
    {
      "@type": "MedicalClinic",
      "@id": "https://${d}/#clinic",
      "name": "Fisio Ebro",
      "url": "https://${d}/",
      "email": "citas@${d}",
      "telephone": "+34 976 39 52 18",
      "address": { "@type": "PostalAddress", "streetAddress": "Paseo de Sagasta, 19", "postalCode": "50008", "addressLocality": "Zaragoza", "addressCountry": "ES" },
      "employee": [
        { "@type": "Person", "name": "Sergio Lacasa Bernal", "jobTitle": "Director y fisioterapeuta" },
        { "@type": "Person", "name": "Nuria Gállego Sanz", "jobTitle": "Fisioterapeuta" },
        { "@type": "Person", "name": "Alberto Cebrián", "jobTitle": "Osteópata" }
      ]
    },
    { "@type": "WebSite", "@id": "https://${d}/#website", "url": "https://${d}/", "name": "Fisio Ebro", "publisher": { "@id": "https://${d}/#clinic" } }
  ]
}
</script>`;
  const h = (t) => `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<title>${t}</title>
<link rel="stylesheet" href="/css/fisioebro.css">
${ld}
</head>
<body>
<header id="top"><h1 class="logo"><a href="/">Fisio<span>Ebro</span></a></h1>
<nav><ul><li><a href="/">Inicio</a></li><li><a href="/tratamientos.html">Tratamientos</a></li><li><a href="/equipo.html">Equipo</a></li><li><a href="/contacto.html">Contacto</a></li></ul></nav></header>
`;
  const f = `<footer><p>Fisio Ebro · Paseo de Sagasta, 19, local · 50008 Zaragoza · 976 39 52 18</p><p>Centro sanitario inscrito en el Registro de Centros de Aragón nº 50-C22-1177</p></footer>
</body></html>`;
  const index = h('Fisio Ebro · Fisioterapia y osteopatía en Zaragoza') + `<main>
<section class="intro"><h2>Fisioterapia deportiva, suelo pélvico y osteopatía</h2><p>Sesiones individuales de 50 minutos, sin máquinas en serie y con un plan de ejercicios para casa.</p><p><a class="btn" href="/contacto.html">Pide cita</a></p></section>
<section><h3>Tratamientos</h3><ul><li>Lesiones deportivas y readaptación</li><li>Dolor lumbar y cervical</li><li>Fisioterapia de suelo pélvico</li><li>Punción seca</li><li>Osteopatía estructural</li></ul></section>
</main>` + f;
  const equipo = h('Equipo · Fisio Ebro') + `<main>
<h2>Equipo</h2>
<dl class="equipo">
  <dt>Sergio Lacasa Bernal</dt>
  <dd class="cargo">Director y fisioterapeuta</dd>
  <dd>Colegiado nº 1.204 (COFA). Máster en Fisioterapia Deportiva. Fisioterapeuta del Club Baloncesto Ebro de 2012 a 2019.</dd>
  <dd class="mail">s.lacasa(arroba)fisioebro.es</dd>
  <dt>Nuria Gállego Sanz</dt>
  <dd class="cargo">Fisioterapeuta</dd>
  <dd>Especialista en suelo pélvico y fisioterapia obstétrica.</dd>
  <dt>Alberto Cebrián</dt>
  <dd class="cargo">Osteópata</dd>
  <dd>D.O. por la Escuela de Osteopatía de Madrid.</dd>
  <dt>Pilar Ansón</dt>
  <dd class="cargo">Recepción</dd>
  <dd>Citas, bonos y facturas para mutuas.</dd>
</dl>
</main>` + f;
  const contacto = h('Contacto · Fisio Ebro') + `<main>
<h2>Contacto</h2>
<p>Teléfono y WhatsApp: 976 39 52 18<br>Correo para citas: citas(arroba)fisioebro.es</p>
<p>Horario: lunes a viernes, de 8:00 a 21:00.</p>
<p>Trabajamos con Asisa, Sanitas, DKV y Mapfre.</p>
</main>` + f;
  return {
    id: 'b016-fisio-ebro', domain: d, language: 'es',
    patterns: ['definition-list', 'jsonld-person', 'email-obfuscated', 'email-in-person-card', 'email-jsonld'],
    pages: { '/': ['index.html', index], '/equipo.html': ['equipo.html', equipo], '/contacto.html': ['contacto.html', contacto] },
    truth: {
      emails: ['citas@fisioebro.es', 's.lacasa@fisioebro.es'],
      emailKinds: { 'citas@fisioebro.es': 'role', 's.lacasa@fisioebro.es': 'person' },
      emailOwners: { 's.lacasa@fisioebro.es': 'Sergio Lacasa Bernal' },
      contacts: [
        { name: 'Sergio Lacasa Bernal', title: 'Director y fisioterapeuta', role: 'owner' },
        { name: 'Nuria Gállego Sanz', title: 'Fisioterapeuta', role: 'other' },
        { name: 'Alberto Cebrián', title: 'Osteópata', role: 'other' },
        { name: 'Pilar Ansón', title: 'Recepción', role: 'other' },
      ],
      junk: [],
    },
  };
})();

// ---------------------------------------------------------------- b017 nursery school on Elementor, staff table in a text widget, aviso legal
const b017 = (() => {
  const d = 'escuelainfantilcolorines.es';
  const head = (t) => wpHead({ lang: 'es-ES', title: t, desc: 'Escuela infantil de 0 a 3 años en Getafe. Horario ampliado, comedor propio e inglés.', domain: d, theme: 'oceanwp', bodyClass: 'elementor-default elementor-kit-7 oceanwp-theme dropdown-mobile default-breakpoint has-sidebar content-right-sidebar', extra: elementorCss(d, 7) });
  const header = `<div id="outer-wrap" class="site clr"><div id="wrap" class="clr">
<header id="site-header" class="minimal-header clr" data-height="74" itemscope="itemscope" itemtype="https://schema.org/WPHeader" role="banner"><div id="site-header-inner" class="clr container">
<div id="site-logo" class="clr" itemscope itemtype="https://schema.org/Brand"><div id="site-logo-inner" class="clr"><a href="https://${d}/" class="custom-logo-link" rel="home"><img width="240" height="90" src="https://${d}/wp-content/uploads/2022/06/colorines-logo.png" class="custom-logo" alt="Escuela Infantil Colorines" /></a></div></div>
<div id="site-navigation-wrap" class="clr"><nav id="site-navigation" class="navigation main-navigation clr" itemscope="itemscope" itemtype="https://schema.org/SiteNavigationElement" role="navigation"><ul id="menu-menu-principal" class="main-menu dropdown-menu sf-menu">
<li class="menu-item"><a href="https://${d}/" class="menu-link"><span class="text-wrap">Inicio</span></a></li>
<li class="menu-item"><a href="https://${d}/proyecto-educativo" class="menu-link"><span class="text-wrap">Proyecto educativo</span></a></li>
<li class="menu-item"><a href="https://${d}/equipo-educativo" class="menu-link"><span class="text-wrap">Equipo</span></a></li>
<li class="menu-item"><a href="https://${d}/admisiones" class="menu-link"><span class="text-wrap">Admisiones</span></a></li>
</ul></nav></div></div></header>
<main id="main" class="site-main clr" role="main"><div id="content-wrap" class="container clr"><div id="primary" class="content-area clr"><div id="content" class="site-content clr"><article class="single-page-article clr"><div class="entry clr" itemprop="text">
`;
  const footer = `</div></article></div></div></div></main>
<footer id="footer" class="site-footer" itemscope="itemscope" itemtype="https://schema.org/WPFooter" role="contentinfo"><div id="footer-inner" class="clr"><div id="footer-bottom" class="clr"><div id="footer-bottom-inner" class="container clr">
<div id="footer-bottom-menu" class="navigation clr"><div class="menu-legal-container"><ul id="menu-legal" class="menu"><li class="menu-item"><a href="https://${d}/aviso-legal">Aviso legal</a></li><li class="menu-item"><a href="https://${d}/politica-de-privacidad">Política de privacidad</a></li></ul></div></div>
<div id="copyright" class="clr" role="contentinfo">© 2024 Escuela Infantil Colorines · Centro autorizado por la Consejería de Educación de la Comunidad de Madrid, código 28075643</div>
</div></div></div></footer></div></div>
</body></html>`;
  const ew = (type, inner) => `<div class="elementor-element elementor-widget elementor-widget-${type}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
  const section = (inner) => `<section class="elementor-section elementor-top-section elementor-element elementor-section-boxed elementor-section-height-default" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${inner}</div></div></div></section>`;
  const index = head('Escuela Infantil Colorines – Getafe') + header + `<div data-elementor-type="wp-page" data-elementor-id="5" class="elementor elementor-5">
${section(ew('heading', '<h1 class="elementor-heading-title elementor-size-xl">Aprender jugando, de 0 a 3 años</h1>') + ew('text-editor', '<p>Aulas luminosas, patio con huerto, cocina propia y un equipo de educadoras tituladas. Abrimos de 7:30 a 17:30 de septiembre a julio.</p><p>Información y visitas: <strong>info@escuelainfantilcolorines.es</strong> · 916 81 22 07</p>'))}
${section(ew('heading', '<h2 class="elementor-heading-title">Solicita información</h2>') + ew('form', '<form class="elementor-form" method="post" name="Solicitud"><div class="elementor-form-fields-wrapper elementor-labels-above"><div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-50"><label for="form-field-name" class="elementor-field-label">Nombre del padre/madre</label><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="Nombre y apellidos"></div><div class="elementor-field-type-email elementor-field-group elementor-column elementor-field-group-email elementor-col-50 elementor-field-required"><label for="form-field-email" class="elementor-field-label">Email</label><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="correo@ejemplo.es" required="required" aria-required="true"></div><div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span><span class="elementor-button-text">Enviar</span></span></button></div></div></form>'))}
</div>` + footer;
  const equipo = head('Equipo educativo – Escuela Infantil Colorines') + header + `<div data-elementor-type="wp-page" data-elementor-id="19" class="elementor elementor-19">
${section(ew('heading', '<h1 class="elementor-heading-title">Equipo educativo</h1>') + ew('text-editor', `<p>Todas nuestras educadoras son Técnicas Superiores en Educación Infantil o Maestras de Educación Infantil.</p>
<table style="border-collapse: collapse; width: 100%;" border="1">
<tbody>
<tr><td style="width: 45%;"><strong>Nombre</strong></td><td><strong>Función</strong></td></tr>
<tr><td>Rosa María Crespo Vela</td><td>Directora · rcrespo@escuelainfantilcolorines.es</td></tr>
<tr><td>Ainhoa Garmendia Ruiz</td><td>Educadora aula de bebés (0-1)</td></tr>
<tr><td>Yolanda Parra</td><td>Educadora aula 1-2 años</td></tr>
<tr><td>Cristina Navas Toledo</td><td>Maestra aula 2-3 años y coordinadora pedagógica</td></tr>
<tr><td>Sarah Mitchell</td><td>Auxiliar de inglés</td></tr>
<tr><td>Fernando Peña</td><td>Cocinero</td></tr>
</tbody>
</table>`))}
</div>` + footer;
  const admisiones = head('Admisiones – Escuela Infantil Colorines') + header + `<div data-elementor-type="wp-page" data-elementor-id="23" class="elementor elementor-23">
${section(ew('heading', '<h1 class="elementor-heading-title">Admisiones curso 2024-2025</h1>') + ew('text-editor', '<p>Plazo de solicitud ordinario: del 18 de abril al 3 de mayo. Jornada de puertas abiertas: sábado 13 de abril de 10:00 a 13:00.</p><p>Cuota mensual desde 310 € (jornada completa con comedor). Cheque guardería de la Comunidad de Madrid aplicable.</p>'))}
</div>` + footer;
  const aviso = head('Aviso legal – Escuela Infantil Colorines') + header + `<h1>Aviso legal</h1>
<p><strong>Identificación del titular.</strong> Colorines Educación, S.L., con CIF B86554321 y domicilio social en Calle Madrid, 47, 28901 Getafe (Madrid). Inscrita en el Registro Mercantil de Madrid, tomo 32.110, folio 201, hoja M-577812. Administradora única: Rosa María Crespo Vela.</p>
<p>Contacto: info@escuelainfantilcolorines.es · 916 81 22 07.</p>
<p><strong>Condiciones de uso.</strong> La utilización del sitio web implica la aceptación plena de las presentes condiciones.</p>` + footer;
  return {
    id: 'b017-escuela-infantil-colorines', domain: d, language: 'es',
    patterns: ['builder-elementor', 'team-table', 'legal-notice', 'email-text', 'junk-placeholder', 'email-in-person-card'],
    pages: { '/': ['index.html', index], '/equipo-educativo': ['equipo-educativo.html', equipo], '/admisiones': ['admisiones.html', admisiones], '/aviso-legal': ['aviso-legal.html', aviso] },
    truth: {
      emails: ['rcrespo@escuelainfantilcolorines.es', 'info@escuelainfantilcolorines.es'],
      emailKinds: { 'rcrespo@escuelainfantilcolorines.es': 'person', 'info@escuelainfantilcolorines.es': 'generic' },
      emailOwners: { 'rcrespo@escuelainfantilcolorines.es': 'Rosa María Crespo Vela' },
      contacts: [
        { name: 'Rosa María Crespo Vela', title: 'Directora', role: 'owner' },
        { name: 'Ainhoa Garmendia Ruiz', title: 'Educadora aula de bebés (0-1)', role: 'other' },
        { name: 'Yolanda Parra', title: 'Educadora aula 1-2 años', role: 'other' },
        { name: 'Cristina Navas Toledo', title: 'Maestra aula 2-3 años y coordinadora pedagógica', role: 'other' },
        { name: 'Sarah Mitchell', title: 'Auxiliar de inglés', role: 'other' },
        { name: 'Fernando Peña', title: 'Cocinero', role: 'other' },
      ],
      junk: ['correo@ejemplo.es'],
    },
  };
})();

export const sitesEs4 = [b013, b014, b015, b016, b017];
