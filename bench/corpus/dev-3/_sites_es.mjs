import { ml, tx, ob, cf, CF_SCRIPT, placeholder, agency, asset, ver, sentry, jsonld, slug, wp, g, el, E, divi, D, wix, W, sqs, Q, wf, WF, bs, h4, plain, SVG_LI, SVG_MAIL, SVG_PHONE, SVG_WA } from "./_lib.mjs";

const sites = [];
const add = (s) => sites.push(s);

// f001 — dental clinic, Elementor + Essential Addons team members, legal table
add({
  id: "f001-clinica-dental-montearagon",
  domain: "clinicadentalmontearagon-barbastro.es",
  lang: "es",
  labels: ["team-grid", "legal-notice", "email-footer", "email-in-person-card"],
  truth: {
    emails: { "info@clinicadentalmontearagon-barbastro.es": "g", "citas@clinicadentalmontearagon-barbastro.es": "r", "p.lasierra@clinicadentalmontearagon-barbastro.es": ["p", "Pilar Lasierra Bescós"] },
    contacts: [
      ["Pilar Lasierra Bescós", "Directora médica", "owner"],
      ["Javier Castán Royo", "Ortodoncista", "other"],
      ["Nerea Sopena", "Higienista dental", "other"],
      ["Sara Buil Pueyo", "Recepción", "other"],
    ],
  },
  build(c) {
    const e = E(c);
    const d = c.domain;
    const nav = [["/", "Inicio"], ["/tratamientos/", "Tratamientos"], ["/equipo/", "Equipo"], ["/contacto/", "Contacto"]];
    const logoSrcset = `srcset="https://${d}/wp-content/uploads/2023/01/logo-montearagon.png 1x, https://${d}/wp-content/uploads/2023/01/${asset(c, "logo-montearagon@2x.png")} 2x"`;
    const footer = e.section([
      e.col([e.heading("Clínica Dental Montearagón", "h4"), e.text(`<p>Av. de la Merced, 22, bajo<br>22300 Barbastro (Huesca)</p><p>Tel. 974 31 22 48</p>`)], 33),
      e.col([e.heading("Horario", "h4"), e.text(`<p>Lunes a jueves: 9:30–14:00 y 16:00–20:30<br>Viernes: 9:00–15:00</p>`)], 33),
      e.col([e.heading("Escríbenos", "h4"), e.iconList([["fas fa-envelope", "info@clinicadentalmontearagon-barbastro.es", "mailto:info@clinicadentalmontearagon-barbastro.es"], ["fas fa-phone-alt", "974 31 22 48", "tel:+34974312248"]]), e.text(`<p><a href="/aviso-legal/">Aviso legal</a> · <a href="/politica-de-privacidad/">Privacidad</a> · <a href="/cookies/">Cookies</a></p><p style="font-size:12px">Diseño web: Estudio Cierzo Web · <a href="mailto:${agency(c, "hola@estudiocierzoweb.es")}">hola@estudiocierzoweb.es</a></p>`)], 33),
    ]);
    c.p("email-mailto");
    const common = { brand: "Clínica Dental Montearagón", nav, footer, logoSrcset };
    const member = (img, name, pos, bio, mail) =>
      e.w(
        "eael-team-member",
        `<div id="eael-team-member-${c.hex(7)}" class="eael-team-item eael-team-members-simple"><div class="eael-team-item-inner"><div class="eael-team-image"><figure><img decoding="async" src="https://${d}/wp-content/uploads/2023/02/${img}" alt=""></figure></div><div class="eael-team-content"><h2 class="eael-team-member-name">${name}</h2><h3 class="eael-team-member-position">${pos}</h3><p class="eael-team-text">${bio}</p>${mail ? `<ul class="eael-team-member-social-profiles"><li class="eael-team-member-social-link"><a href="mailto:${mail}"><i class="fas fa-envelope"></i></a></li></ul>` : ""}</div></div></div>`,
      );
    const home = el(c, {
      ...common,
      title: "Clínica Dental Montearagón | Dentista en Barbastro",
      desc: "Clínica dental en Barbastro: implantes, ortodoncia invisible, odontopediatría y estética dental.",
      body:
        e.section([e.col([e.heading("Tu dentista de confianza en Barbastro", "h1"), e.text("<p>Más de 20 años cuidando de la salud bucodental de las familias del Somontano. Primera visita y diagnóstico sin compromiso.</p>"), e.button("/contacto/", "Pide tu cita")], 100)]) +
        e.section([
          e.col([e.imageBox(`https://${d}/wp-content/uploads/2023/02/implantes.jpg`, "Implantes", "Implantología", "Implantes de titanio con carga inmediata.")], 33),
          e.col([e.imageBox(`https://${d}/wp-content/uploads/2023/02/orto.jpg`, "Ortodoncia", "Ortodoncia invisible", "Alineadores transparentes y brackets de zafiro.")], 33),
          e.col([e.imageBox(`https://${d}/wp-content/uploads/2023/02/nino.jpg`, "Odontopediatría", "Odontopediatría", "Revisiones y selladores para los más pequeños.")], 33),
        ]) +
        e.section([e.col([e.text(`<p>¿Dudas sobre tu tratamiento? Llámanos o escribe a <a href="mailto:citas@clinicadentalmontearagon-barbastro.es?subject=Cita">citas@clinicadentalmontearagon-barbastro.es</a> y te respondemos en el día.</p>`)], 100)]),
    });
    const equipo = el(c, {
      ...common,
      path: "/equipo/",
      title: "Equipo | Clínica Dental Montearagón",
      body:
        e.section([e.col([e.heading("Nuestro equipo", "h1"), e.text("<p>Profesionales colegiados con formación continua en las últimas técnicas.</p>")], 100)]) +
        e.section([
          e.col([member("pilar.jpg", "Dra. Pilar Lasierra Bescós", "Directora médica", "Licenciada en Odontología por la Universidad de Zaragoza. Colegiada nº 22-0418.", "p.lasierra@clinicadentalmontearagon-barbastro.es")], 25),
          e.col([member("javier.jpg", "Dr. Javier Castán Royo", "Ortodoncista", "Máster en Ortodoncia y Ortopedia Dentofacial.")], 25),
          e.col([member("nerea.jpg", "Nerea Sopena", "Higienista dental", "Especialista en periodoncia y blanqueamiento.")], 25),
          e.col([member("sara.jpg", "Sara Buil Pueyo", "Recepción", "Te atiende al teléfono y gestiona tu financiación.")], 25),
        ]),
    });
    const contacto = el(c, {
      ...common,
      path: "/contacto/",
      title: "Contacto | Clínica Dental Montearagón",
      body: e.section([
        e.col([e.heading("Pide tu cita", "h1"), e.text(`<p>Rellena el formulario y te llamamos para confirmar día y hora.</p>`)], 50),
        e.col([e.form([["text", "name", "Nombre y apellidos"], ["email", "email", placeholder(c, "tu@email.com")], ["tel", "phone", "Teléfono"], ["textarea", "message", "¿En qué podemos ayudarte?"]], "Enviar")], 50),
      ]),
    });
    const legal = el(c, {
      ...common,
      path: "/aviso-legal/",
      title: "Aviso legal | Clínica Dental Montearagón",
      body: e.section([
        e.col([
          e.heading("Aviso legal", "h1"),
          e.text(`<p>En cumplimiento del artículo 10 de la Ley 34/2002, de Servicios de la Sociedad de la Información y Comercio Electrónico (LSSI-CE), se facilitan los siguientes datos:</p>
<table class="tabla-legal"><tbody>
<tr><td><strong>Titular</strong></td><td>Clínica Dental Montearagón, S.L.P.</td></tr>
<tr><td><strong>CIF</strong></td><td>B22418765</td></tr>
<tr><td><strong>Domicilio</strong></td><td>Av. de la Merced, 22, bajo — 22300 Barbastro (Huesca)</td></tr>
<tr><td><strong>Administradora única</strong></td><td>Pilar Lasierra Bescós</td></tr>
<tr><td><strong>Inscripción</strong></td><td>Registro Mercantil de Huesca, Tomo 612, Folio 140, Hoja HU-11873</td></tr>
<tr><td><strong>Correo electrónico</strong></td><td>info@clinicadentalmontearagon-barbastro.es</td></tr>
</tbody></table>
<h2>Condiciones de uso</h2><p>El acceso a este sitio web es gratuito y atribuye la condición de usuario, que acepta las presentes condiciones...</p>`),
        ]),
      ]),
    });
    c.p("email-text");
    return { "/": ["index.html", home], "/equipo/": ["equipo.html", equipo], "/contacto/": ["contacto.html", contacto], "/aviso-legal/": ["aviso-legal.html", legal] };
  },
});

// f002 — family bakery, WordPress media-text + prose, gmail, street/product lookalikes
add({
  id: "f002-horno-la-espiga-tordesillas",
  domain: "hornolaespiga-tordesillas.es",
  lang: "es",
  labels: ["about-prose", "legal-notice", "name-lookalikes", "email-footer"],
  truth: {
    emails: { "hornolaespiga.tordesillas@gmail.com": "g" },
    contacts: [
      ["Rubén Pérez Sanz", "Titular", "owner"],
      ["Julián Pérez Alonso", null, "owner"],
      ["Marta Sanz", null, "owner"],
    ],
  },
  build(c) {
    const d = c.domain;
    const nav = [["/", "Inicio"], ["/nuestros-panes/", "Nuestros panes"], ["/donde-estamos/", "Dónde estamos"]];
    const footer = `<div class="site-footer-section"><p>Horno La Espiga · Calle Isabel la Católica, 14 · 47100 Tordesillas (Valladolid) · Tel. 983 77 04 12 · <a href="mailto:hornolaespiga.tordesillas@gmail.com">hornolaespiga.tordesillas@gmail.com</a></p>
<p class="legal-line">Titular: Rubén Pérez Sanz · NIF 12.345.678-Z · <a href="/donde-estamos/#privacidad">Privacidad</a></p></div>`;
    c.p("email-mailto");
    const common = { brand: "Horno La Espiga", nav, footer, theme: "generatepress", skip: "Saltar al contenido" };
    const home = wp(c, {
      ...common,
      title: "Horno La Espiga – Pan de leña en Tordesillas desde 1979",
      tagline: "Pan de leña desde 1979",
      body: [
        g.h("Pan de verdad, hecho de madrugada", 1),
        g.p(`<img decoding="async" src="https://${d}/wp-content/uploads/2022/05/hogaza.jpg" srcset="https://${d}/wp-content/uploads/2022/05/hogaza.jpg 1x, https://${d}/wp-content/uploads/2022/05/${asset(c, "hogaza@2x.jpg")} 2x" alt="Hogazas recién salidas del horno" width="1200" height="600">`),
        g.mediaText(
          `https://${d}/wp-content/uploads/2022/05/obrador-antiguo.jpg`,
          "El obrador en los años ochenta",
          [
            g.h("Nuestra historia", 2),
            g.p("Horno La Espiga abrió sus puertas en 1979, cuando Julián Pérez Alonso y su esposa, Marta Sanz, alquilaron el viejo horno de leña de la Calle Isabel la Católica. Empezaron con una sola masa, la de la hogaza candeal, y un reparto en furgoneta por los pueblos de alrededor."),
            g.p("Desde 2015 el obrador lo dirige su hijo Rubén, que se formó como panadero en Valladolid y recuperó las masas madre de toda la vida. Julián y Marta siguen al pie del mostrador los sábados por la mañana: si vienes, pregúntale a Julián por la receta de las rosquillas."),
          ].join("\n"),
        ),
        g.h("Lo más pedido", 2),
        g.cols([
          g.p("<strong>Hogaza candeal</strong><br>Miga prieta y corteza fina, como la de antes."),
          g.p("<strong>Bollo de San Antón</strong><br>Solo en enero, con anís y azúcar."),
          g.p("<strong>Rosquillas de Santa Clara</strong><br>Receta del convento, bañadas en azúcar."),
        ]),
        g.p("Encargos para bodas, comuniones y fiestas de Tordesillas: escríbenos o pásate por el obrador."),
      ].join("\n"),
    });
    const panes = wp(c, {
      ...common,
      path: "/nuestros-panes/",
      title: "Nuestros panes – Horno La Espiga",
      pageTitle: "Nuestros panes",
      body: [
        g.table([["Hogaza candeal (1 kg)", "3,20 €"], ["Pan de centeno", "3,80 €"], ["Lechuguino", "1,10 €"], ["Trenza de Almudévar", "9,50 €"], ["Bollo de San Antón", "6,00 €"], ["Empanada de Tordesillas", "12,00 €"]], ["Pan", "Precio"]),
        g.p("Todos nuestros panes se cuecen en horno de leña de encina. Sin aditivos ni mejorantes."),
      ].join("\n"),
    });
    const donde = wp(c, {
      ...common,
      path: "/donde-estamos/",
      title: "Dónde estamos – Horno La Espiga",
      pageTitle: "Dónde estamos",
      body: [
        g.p("Calle Isabel la Católica, 14<br>47100 Tordesillas (Valladolid)"),
        g.p("Abrimos de martes a domingo de 7:30 a 14:30. Lunes cerrado."),
        g.p("Para encargos, llama al 983 77 04 12 o escribe a hornolaespiga.tordesillas@gmail.com."),
        `<h2 id="privacidad" class="wp-block-heading">Privacidad</h2>`,
        g.p("Responsable del tratamiento: Rubén Pérez Sanz. Los datos que nos facilites por correo solo se usarán para atender tu encargo."),
      ].join("\n"),
    });
    c.p("email-text");
    return { "/": ["index.html", home], "/nuestros-panes/": ["nuestros-panes.html", panes], "/donde-estamos/": ["donde-estamos.html", donde] };
  },
});

// f003 — law firm in Rosario, hand-written HTML 4 table, ISO-8859-1
add({
  id: "f003-estudio-bertolotti-rosario",
  domain: "estudiobertolotti-rosario.com.ar",
  lang: "es",
  labels: ["team-table", "email-in-person-card", "name-lookalikes", "email-footer"],
  truth: {
    emails: {
      "estudio@estudiobertolotti-rosario.com.ar": "g",
      "hbertolotti@estudiobertolotti-rosario.com.ar": ["p", "Horacio M. Bertolotti"],
      "vquiroga@estudiobertolotti-rosario.com.ar": ["p", "Valeria Quiroga Ibarra"],
      "fpaz@estudiobertolotti-rosario.com.ar": ["p", "Federico N. Paz"],
    },
    contacts: [
      ["Horacio M. Bertolotti", "Socio fundador", "owner"],
      ["Valeria Quiroga Ibarra", "Socia", "owner"],
      ["Federico N. Paz", "Abogado asociado", "other"],
      ["Graciela Ruggeri", "Secretaria", "other"],
    ],
  },
  build(c) {
    const nav = [["index.html", "Inicio"], ["abogados.html", "Abogados"], ["contacto.html", "Contacto"]];
    const footer = `Estudio Jur&iacute;dico Bertolotti &amp; Asociados - Bv. Oro&ntilde;o 1250, Piso 3 &quot;B&quot; - (S2000) Rosario, Santa Fe - Tel. (0341) 440-2218<br>
<a href="mailto:estudio@estudiobertolotti-rosario.com.ar">estudio@estudiobertolotti-rosario.com.ar</a>`;
    const common = { brand: "Estudio Bertolotti & Asociados", nav, footer, charset: "iso-8859-1", navBg: "#1B2A49", side: `<br><b>&Aacute;reas</b><br><br>&raquo; Derecho Laboral<br>&raquo; Familia y Sucesiones<br>&raquo; Da&ntilde;os y Perjuicios<br>&raquo; Derecho Comercial<br><br><b>Horario</b><br>Lun. a Vie.<br>9 a 13 y 16 a 19 hs.` };
    c.p("email-mailto");
    const home = h4(c, {
      ...common,
      title: "Estudio Jurídico Bertolotti & Asociados - Abogados en Rosario",
      keywords: "abogados rosario, estudio juridico, derecho laboral, sucesiones",
      body: `<h2><font color="#1B2A49">Bienvenidos</font></h2>
<p>El Estudio Bertolotti &amp; Asociados brinda asesoramiento jurídico a particulares y PyMEs de Rosario y la región desde 1986.
<p>Atendemos consultas en nuestras oficinas de Bv. Oroño, a metros de Paseo Pellegrini, y en la sede de San Lorenzo los días jueves.
<p align="center"><img src="img/oficina.jpg" width="400" height="260" border="0" alt="Oficinas del estudio"></p>
<p><b>Primera consulta sin cargo</b> para temas laborales. Solicite turno al (0341) 440-2218.`,
    });
    const abog = h4(c, {
      ...common,
      title: "Abogados - Estudio Bertolotti & Asociados",
      body: `<h2><font color="#1B2A49">Nuestros profesionales</font></h2>
<table width="100%" border="1" cellspacing="0" cellpadding="6" bordercolor="#CCCCCC">
<tr bgcolor="#1B2A49"><td><font color="#FFFFFF"><b>Profesional</b></font></td><td><font color="#FFFFFF"><b>Cargo</b></font></td><td><font color="#FFFFFF"><b>&Aacute;rea</b></font></td><td><font color="#FFFFFF"><b>Correo</b></font></td></tr>
<tr><td>Dr. Horacio M. Bertolotti</td><td>Socio fundador</td><td>Derecho Laboral - Comercial</td><td>hbertolotti@estudiobertolotti-rosario.com.ar</td></tr>
<tr bgcolor="#F3F3F3"><td>Dra. Valeria Quiroga Ibarra</td><td>Socia</td><td>Familia y Sucesiones</td><td>vquiroga@estudiobertolotti-rosario.com.ar</td></tr>
<tr><td>Dr. Federico N. Paz</td><td>Abogado asociado</td><td>Da&ntilde;os y Perjuicios</td><td>fpaz@estudiobertolotti-rosario.com.ar</td></tr>
</table>
<p>Mat. C.A.R. T&ordm; XII F&ordm; 104 / T&ordm; XXXI F&ordm; 77 / T&ordm; XLV F&ordm; 12.</p>
<p>Atenci&oacute;n al p&uacute;blico y turnos: Sra. Graciela Ruggeri (Secretaria).</p>`,
    });
    const contacto = h4(c, {
      ...common,
      title: "Contacto - Estudio Bertolotti & Asociados",
      body: `<h2><font color="#1B2A49">Contacto</font></h2>
<p><b>Sede Rosario:</b> Bv. Oroño 1250, Piso 3 "B" - Rosario<br><b>Sede San Lorenzo:</b> Av. San Martín 877 (jueves de 9 a 12)</p>
<p>Teléfono: (0341) 440-2218 / 440-2219<br>Correo: <a href=mailto:estudio@estudiobertolotti-rosario.com.ar>estudio@estudiobertolotti-rosario.com.ar</a></p>
<p><i>Las consultas enviadas por correo electrónico no generan relación profesional.</i></p>`,
    });
    c.p("email-text");
    return { "/": ["index.html", home, "latin1"], "/abogados.html": ["abogados.html", abog, "latin1"], "/contacto.html": ["contacto.html", contacto, "latin1"] };
  },
});

// f004 — family garage in Monterrey, Wix, split spans, WhatsApp line, Garza Sada street
add({
  id: "f004-taller-garza-monterrey",
  domain: "tallergarza-monterrey.com.mx",
  lang: "es",
  labels: ["about-prose", "name-lookalikes"],
  truth: {
    emails: { "tallergarza.mty@hotmail.com": "g" },
    contacts: [
      ["Ramiro Garza Treviño", "Fundador", "owner"],
      ["Alejandro Garza Leal", null, "owner"],
      ["Daniel Garza Leal", null, "owner"],
      ["Karla", "Recepción", "other"],
    ],
  },
  build(c) {
    const w = W(c);
    const nav = [["/", "Inicio"], ["/servicios", "Servicios"], ["/nosotros", "Nosotros"], ["/contacto", "Contacto"]];
    const footer = w.rich([`${w.sp("Servicio Automotriz Garza")} · Av. Eugenio Garza Sada 3820, Col. Contry, Monterrey, N.L.`, `© 2024 por Taller Garza. Creado con Wix.com`], "font_9");
    const common = { brand: "TALLER GARZA", nav, footer, css: ["#comp-lt1a9x2b{position:absolute;top:140px;left:60px;width:420px}", "#comp-lt1a9x3c{position:absolute;top:180px;left:520px;width:380px}"] };
    const home = wix(c, {
      ...common,
      title: "Taller Garza | Mecánica y afinación en Monterrey",
      desc: "Taller mecánico familiar en Monterrey: afinación, frenos, suspensión y diagnóstico por computadora.",
      body: w.section(
        w.rich([w.h("MECÁNICA DE CONFIANZA DESDE 1994", 1, "font_0"), `Afinación mayor y menor · Frenos · Suspensión · Clima automotriz · Diagnóstico por computadora`]) +
          w.img("3e7a1c_8b6f0d2e4a9c4c1f9e3b2a1d7c6e5f40~mv2.jpg", "Taller Garza") +
          w.rich([`${w.sp("WhatsApp Alejandro:", "font-weight:bold;")} ${w.sp("81 1834 2290")}`, `Lunes a viernes 8:30 a 18:30 · Sábados 8:30 a 14:00`], "font_7") +
          w.rich([w.h("¿Qué dicen de nosotros?", 3), `“Llevé mi Tsuru con un ruido rarísimo y en una hora me lo resolvieron.” — ${w.sp("Cliente en Google")}`]),
      ),
    });
    const servicios = wix(c, {
      ...common,
      path: "/servicios",
      title: "Servicios | Taller Garza",
      body: w.section(w.rich([w.h("Servicios", 1), "Afinación mayor desde $1,450", "Cambio de balatas delanteras desde $890", "Alineación y balanceo $520", "Carga de gas de aire acondicionado $750"])),
    });
    const nosotros = wix(c, {
      ...common,
      path: "/nosotros",
      title: "Nosotros | Taller Garza",
      body: w.section(
        w.rich([w.h("Somos un taller de familia", 1)]) +
          w.img("3e7a1c_1f2e3d4c5b6a47989a0b1c2d3e4f5a6b~mv2.jpg", "") +
          w.rich([
            `El taller lo abrió en 1994 ${w.sp("don Ramiro Garza Treviño")}, mecánico de toda la vida, en una cochera de la colonia Contry. Treinta años después seguimos en la misma avenida, ahora con seis bahías y equipo de diagnóstico para autos de inyección.`,
            `Hoy al frente están sus hijos, ${w.sp("Alejandro")} y ${w.sp("Daniel Garza Leal")}: Alejandro lleva el diagnóstico y la atención a flotillas; Daniel, la parte de suspensión y frenos. Don Ramiro sigue viniendo todas las mañanas a revisar que todo quede bien.`,
          ]) +
          w.rich([`${w.sp("Ramiro Garza Treviño")} — ${w.sp("Fundador")}`], "font_8"),
      ),
    });
    const contacto = wix(c, {
      ...common,
      path: "/contacto",
      title: "Contacto | Taller Garza",
      body: w.section(
        w.rich([w.h("Agenda tu cita", 1), `Citas y presupuestos con ${w.sp("Karla")} — ${w.sp("Recepción")}`, `Tel. 81 8358 1120`, `Correo: ${tx(c, "tallergarza.mty@hotmail.com")}`, `Av. Eugenio Garza Sada 3820, Col. Contry, Monterrey`]) +
          w.input("Nombre") +
          w.input(placeholder(c, "correo@ejemplo.com"), "email") +
          w.input("Modelo y año del auto"),
      ),
    });
    return { "/": ["index.html", home], "/servicios": ["servicios.html", servicios], "/nosotros": ["nosotros.html", nosotros], "/contacto": ["contacto.html", contacto] };
  },
});

// f005 — consultancy in Madrid, Squarespace summary items, guest blog authors
add({
  id: "f005-olmedo-ferrandiz-consultores",
  domain: "olmedoferrandiz-chamberi.es",
  lang: "es",
  labels: ["team-grid", "name-lookalikes"],
  truth: {
    emails: { "hola@olmedoferrandiz-chamberi.es": "g", "b.olmedo@olmedoferrandiz-chamberi.es": ["p", "Beatriz Olmedo Serrano"], "prensa@olmedoferrandiz-chamberi.es": "r" },
    contacts: [
      ["Beatriz Olmedo Serrano", "Socia directora", "owner"],
      ["Gonzalo Ferrándiz", "Socio · Estrategia y operaciones", "owner"],
      ["Ainhoa Etxeberria Goñi", "Responsable de comunicación", "marketing"],
      ["Pablo Quintanilla", "Consultor sénior", "other"],
    ],
  },
  build(c) {
    const q = Q(c);
    const nav = [["/", "Inicio"], ["/equipo", "Equipo"], ["/blog", "Blog"], ["/contacto", "Contacto"]];
    const footer = q.section(q.html(`<p class="sqsrte-small">Olmedo &amp; Ferrándiz Consultores · Calle de Fuencarral, 121, 3.º izq. · 28010 Madrid</p><p class="sqsrte-small">Prensa: <a href="mailto:prensa@olmedoferrandiz-chamberi.es">prensa@olmedoferrandiz-chamberi.es</a> · <a href="/aviso-legal">Aviso legal</a></p>`), "black");
    c.p("email-mailto", "email-footer");
    const common = { brand: "Olmedo & Ferrándiz", nav, footer };
    const home = sqs(c, {
      ...common,
      title: "Olmedo & Ferrándiz — Consultoría de estrategia para pymes",
      body:
        q.section(q.html(`<h1 style="white-space:pre-wrap;">Estrategia que se entiende y se ejecuta.</h1><p class="sqsrte-large">Acompañamos a pymes industriales y de distribución en planes de crecimiento, relevo generacional y digitalización.</p>`)) +
        q.section(q.row([[4, q.html("<h3>Plan estratégico</h3><p>Tres meses, un documento que cabe en una página.</p>")], [4, q.html("<h3>Relevo generacional</h3><p>Protocolos familiares y transición de la dirección.</p>")], [4, q.html("<h3>Operaciones</h3><p>Procesos, indicadores y cuadros de mando.</p>")]])),
    });
    const team = [
      ["Beatriz Olmedo Serrano", "Socia directora", "beatriz.jpg"],
      ["Gonzalo Ferrándiz", "Socio · Estrategia y operaciones", "gonzalo.jpg"],
      ["Pablo Quintanilla", "Consultor sénior", "pablo.jpg"],
      ["Ainhoa Etxeberria Goñi", "Responsable de comunicación", "ainhoa.jpg"],
    ];
    const equipo = sqs(c, {
      ...common,
      path: "/equipo",
      title: "Equipo — Olmedo & Ferrándiz",
      body: q.section(q.html("<h2>Las personas</h2><p>Un equipo pequeño a propósito: quien te vende el proyecto es quien lo hace.</p>") + q.summary(team.map(([n, t, img]) => ({ href: `/equipo/${slug(n)}`, img, alt: "", title: n, excerpt: t, cat: "Equipo" })))),
    });
    const blog = sqs(c, {
      ...common,
      path: "/blog",
      title: "Blog — Olmedo & Ferrándiz",
      body: q.section(
        q.html("<h2>Ideas</h2>") +
          q.summary([
            { href: "/blog/protocolo-familiar-empresa", img: "protocolo.jpg", title: "Cinco errores al redactar un protocolo familiar", excerpt: "Artículo invitado. Por Íñigo Larrañaga, catedrático de Derecho Mercantil en la Universidad de Deusto.", meta: `<span class="summary-metadata-item summary-metadata-item--date">12 mar 2024</span>` },
            { href: "/blog/kpis-almacen", img: "almacen.jpg", title: "Los tres indicadores que miraríamos primero en tu almacén", excerpt: "Por Pablo Quintanilla.", meta: `<span class="summary-metadata-item summary-metadata-item--date">28 feb 2024</span>` },
            { href: "/blog/entrevista-conservas-ortiz", img: "conservas.jpg", title: "Entrevista: cómo Conservas Hermanos Ortiz pasó el testigo a la tercera generación", excerpt: "Conversamos con Carmen Ortiz Arrieta, consejera delegada de la conservera de Santoña.", meta: `<span class="summary-metadata-item summary-metadata-item--date">9 ene 2024</span>` },
          ]),
      ),
    });
    const contacto = sqs(c, {
      ...common,
      path: "/contacto",
      title: "Contacto — Olmedo & Ferrándiz",
      body: q.section(
        q.row([
          [6, q.html(`<h2>Hablemos</h2><p>Cuéntanos en qué punto está tu empresa. Respondemos en 48 horas desde <a href="mailto:hola@olmedoferrandiz-chamberi.es">hola@olmedoferrandiz-chamberi.es</a>.</p><p>Si prefieres escribirme directamente: b.olmedo@olmedoferrandiz-chamberi.es<br>— Beatriz</p>`)],
          [6, q.form([["name", "Nombre", ""], ["email", "Correo electrónico", placeholder(c, "nombre@empresa.com")], ["textarea", "Mensaje", ""]], "Enviar")],
        ]),
      ),
    });
    c.p("email-text");
    return { "/": ["index.html", home], "/equipo": ["equipo.html", equipo], "/blog": ["blog.html", blog], "/contacto": ["contacto.html", contacto] };
  },
});

// f006 — funeral home, Divi, obituaries, definition-list legal notice
add({
  id: "f006-funeraria-san-roque-lalin",
  domain: "funerariasanroque-lalin.es",
  lang: "es",
  labels: ["obituary", "about-prose", "legal-notice", "definition-list", "name-lookalikes"],
  truth: {
    emails: { "info@funerariasanroque-lalin.es": "g", "esquelas@funerariasanroque-lalin.es": "r" },
    contacts: [
      ["Xosé Manuel Varela Castro", "gerente", "owner"],
      ["Uxía Varela Castro", "responsable de administración", "operations"],
    ],
  },
  build(c) {
    const x = D(c);
    const nav = [["/", "Inicio"], ["/esquelas/", "Esquelas"], ["/quienes-somos/", "Quiénes somos"], ["/aviso-legal/", "Aviso legal"]];
    const footer = `<div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div class="textwidget"><p>Funeraria San Roque · Rúa Matadero, 3 · 36500 Lalín (Pontevedra)<br>Servicio permanente 24 h: 986 78 12 90</p><p>${ob(c, "info@funerariasanroque-lalin.es", "brackets")}</p></div></div></div></div><div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2024 Funeraria San Roque</div></div></div>`;
    const common = { brand: "Funeraria San Roque", nav, footer, selectPage: "Seleccionar página" };
    const home = divi(c, {
      ...common,
      title: "Funeraria San Roque | Tanatorio en Lalín",
      body: x.section([x.row([x.col([x.text(`<h1>Acompañándole en los momentos difíciles</h1><p>Tanatorio con cinco salas velatorio, capilla propia y servicio de traslados nacionales e internacionales. Atención permanente las 24 horas.</p>`)])])]) +
        x.section([x.row([x.col([x.blurb("Tanatorio San Roque", "<p>Salas climatizadas con acceso independiente y aparcamiento.</p>")], "1_3"), x.col([x.blurb("Trámites", "<p>Nos encargamos del certificado de defunción, licencias y seguros.</p>")], "1_3"), x.col([x.blurb("Floristería", "<p>Coronas y centros con entrega en tanatorio e iglesia.</p>")], "1_3", true)])]),
    });
    const deceased = [
      ["Dna. Josefa Fernández Rial", "89 años", "Viuda de Manuel Pereira. Misa: martes 14, 17:00 h, Parroquia de Santa María de Lalín."],
      ["D. Ramón Otero Souto", "76 años", "Sala 2. Entierro: lunes 13, 12:00 h, cementerio de Vilatuxe."],
      ["Dna. Carmen Bouzas Penelas", "94 años", "Sala 1. Misa: lunes 13, 18:00 h, capilla del tanatorio."],
      ["D. José Luis Castro Vázquez", "68 años", "Esposo de Rosa Iglesias. Sala 3."],
      ["Dna. María Dolores Fraga Seoane", "81 años", "Sala 4. Entierro: domingo 12, 16:30 h, Prado."],
      ["D. Antonio Refojo Lamas", "85 años", "Funeral: sábado 11, 11:00 h, iglesia de Donramiro."],
      ["Dna. Pilar Rey Carballo", "72 años", "Capilla ardiente en su domicilio de Bendoiro."],
      ["D. Manuel Silva Pazos", "90 años", "Sala 5. Entierro: viernes 10, 17:00 h."],
    ];
    const esquelas = divi(c, {
      ...common,
      path: "/esquelas/",
      title: "Esquelas | Funeraria San Roque",
      body: x.section([
        x.row([x.col([x.text(`<h1>Esquelas</h1><p>Consulte los servicios de los últimos días. Para publicar una esquela o enviar condolencias escriba a <a href="mailto:esquelas@funerariasanroque-lalin.es">esquelas@funerariasanroque-lalin.es</a>.</p>`)])]),
        x.row([x.col(deceased.map(([n, a, t]) => x.text(`<div class="esquela"><h3>${n}</h3><p class="edad">Falleció a los ${a}.</p><p>${t}</p><p><em>D.E.P.</em></p></div>`)))]),
        x.row([x.col([x.contactForm([["nombre", "Su nombre"], ["email", placeholder(c, "tu@correo.com"), "email"], ["mensaje", "Sus condolencias", "text"]], "Enviar condolencias")])]),
      ]),
    });
    const quienes = divi(c, {
      ...common,
      path: "/quienes-somos/",
      title: "Quiénes somos | Funeraria San Roque",
      body: x.section([
        x.row([
          x.col([x.text(`<h1>Tres generaciones al servicio de Deza</h1><p>Funeraria San Roque nació en 1961 como una pequeña carpintería que fabricaba ataúdes en la calle Matadero. Hoy es una empresa familiar gestionada por la tercera generación de la familia Varela.</p><p>Al frente está Xosé Manuel Varela Castro, gerente, junto a su hermana Uxía Varela Castro, responsable de administración. Xosé Manuel atiende personalmente a las familias que lo solicitan, de día o de noche.</p>`)], "2_3"),
          x.col([x.text(`<p><img src="https://${c.domain}/wp-content/uploads/2020/11/tanatorio-fachada.jpg" alt="Fachada del tanatorio San Roque"></p>`)], "1_3", true),
        ]),
      ]),
    });
    const legal = divi(c, {
      ...common,
      path: "/aviso-legal/",
      title: "Aviso legal | Funeraria San Roque",
      body: x.section([
        x.row([
          x.col([
            x.text(`<h1>Aviso legal</h1><dl class="datos-titular">
<dt>Denominación social</dt><dd>Servicios Funerarios Varela, S.L.</dd>
<dt>Nombre comercial</dt><dd>Funeraria San Roque</dd>
<dt>NIF</dt><dd>B36004512</dd>
<dt>Domicilio social</dt><dd>Rúa Matadero, 3, 36500 Lalín (Pontevedra)</dd>
<dt>Administrador</dt><dd>Xosé Manuel Varela Castro</dd>
<dt>Correo electrónico</dt><dd>info@funerariasanroque-lalin.es</dd>
<dt>Datos registrales</dt><dd>Registro Mercantil de Pontevedra, tomo 1.204, folio 88, hoja PO-9931</dd>
</dl><p>El uso de este sitio web implica la aceptación de las presentes condiciones.</p>`),
          ]),
        ]),
      ]),
    });
    c.p("email-text");
    return { "/": ["index.html", home], "/esquelas/": ["esquelas.html", esquelas], "/quienes-somos/": ["quienes-somos.html", quienes], "/aviso-legal/": ["aviso-legal.html", legal] };
  },
});

// f007 — school in Chía (Colombia), Bootstrap cards with the title above the name, parents' testimonials
add({
  id: "f007-colegio-los-alcaparros-chia",
  domain: "colegiolosalcaparros-chia.edu.co",
  lang: "es",
  labels: ["team-grid", "testimonials", "email-in-person-card"],
  truth: {
    emails: { "rectoria@colegiolosalcaparros-chia.edu.co": "r", "admisiones@colegiolosalcaparros-chia.edu.co": "r", "hzuluaga@colegiolosalcaparros-chia.edu.co": ["p", "Hernán Darío Zuluaga"] },
    contacts: [
      ["Gloria Inés Parra de Rincón", "Rectora", "owner"],
      ["Hernán Darío Zuluaga", "Coordinador académico", "other"],
      ["Luz Marina Ospina", "Coordinadora de convivencia", "other"],
      ["Yeimy Castaño", "Secretaria académica", "operations"],
    ],
  },
  build(c) {
    const nav = [["/", "Inicio"], ["/nosotros.html", "Nosotros"], ["/admisiones.html", "Admisiones"]];
    const footer = `<footer class="bg-dark text-light py-4 mt-5"><div class="container"><div class="row"><div class="col-md-6"><p class="mb-1">Colegio Campestre Los Alcaparros</p><p class="small mb-0">Km 3 vía Chía–Cajicá, vereda Fonquetá · Chía, Cundinamarca · PBX (601) 862 4410</p></div><div class="col-md-6 text-md-end small"><p>Resolución de aprobación 004127 de 2008 · Calendario A</p></div></div></div></footer>`;
    const common = { brand: "Colegio Los Alcaparros", nav, footer, navCls: "navbar-dark bg-success" };
    const home = bs(c, {
      ...common,
      title: "Colegio Campestre Los Alcaparros | Chía",
      body: `<header class="py-5 bg-light"><div class="container"><h1 class="display-5">Educación bilingüe en el campo</h1><p class="lead">Preescolar, primaria y bachillerato con énfasis en ciencias y medio ambiente.</p><a class="btn btn-success" href="/admisiones.html">Proceso de admisiones 2025</a></div></header>
<section class="container py-5"><h2 class="mb-4">Lo que dicen las familias</h2><div class="row g-4">
<div class="col-md-4"><blockquote class="blockquote"><p>“Nuestros hijos llegan felices todos los días. El acompañamiento de los profesores es excepcional.”</p><footer class="blockquote-footer">Familia Restrepo Gómez, <cite>padres de Sofía (5.º)</cite></footer></blockquote></div>
<div class="col-md-4"><blockquote class="blockquote"><p>“El proyecto de la huerta cambió la forma en que mi hija ve la comida.”</p><footer class="blockquote-footer">Andrea Villamil, <cite>mamá de Valentina (3.º)</cite></footer></blockquote></div>
<div class="col-md-4"><blockquote class="blockquote"><p>“Excelente nivel de inglés y mucha calidez humana.”</p><footer class="blockquote-footer">Julián Cárdenas, <cite>exalumno, promoción 2016</cite></footer></blockquote></div>
</div></section>`,
    });
    const card = (img, title, name, extra) => `<div class="col"><div class="card h-100 shadow-sm"><img src="/img/directivos/${img}" class="card-img-top" alt="" loading="lazy"><div class="card-body"><h6 class="card-subtitle mb-2 text-muted text-uppercase">${title}</h6><h5 class="card-title">${name}</h5>${extra ?? ""}</div></div></div>`;
    const nosotros = bs(c, {
      ...common,
      path: "/nosotros.html",
      title: "Nosotros | Colegio Los Alcaparros",
      body: `<main class="container py-5"><h1>Equipo directivo</h1><p class="text-muted">Conozca a las personas que lideran nuestro proyecto educativo.</p>
<div class="row row-cols-1 row-cols-md-2 row-cols-lg-4 g-4">
${card("rectora.jpg", "Rectora", "Gloria Inés Parra de Rincón", `<p class="card-text small">Licenciada en Biología, magíster en Educación. 22 años en el colegio.</p><a href="mailto:rectoria@colegiolosalcaparros-chia.edu.co" class="card-link"><i class="fa-regular fa-envelope"></i> rectoria@colegiolosalcaparros-chia.edu.co</a>`)}
${card("academico.jpg", "Coordinador académico", "Hernán Darío Zuluaga", `<a href="mailto:hzuluaga@colegiolosalcaparros-chia.edu.co" class="card-link small">hzuluaga@colegiolosalcaparros-chia.edu.co</a>`)}
${card("convivencia.jpg", "Coordinadora de convivencia", "Luz Marina Ospina")}
${card("secretaria.jpg", "Secretaria académica", "Yeimy Castaño", `<p class="card-text small">Certificados y constancias: lunes a viernes de 7:00 a. m. a 3:00 p. m.</p>`)}
</div></main>`,
    });
    const adm = bs(c, {
      ...common,
      path: "/admisiones.html",
      title: "Admisiones | Colegio Los Alcaparros",
      body: `<main class="container py-5"><div class="row"><div class="col-lg-6"><h1>Admisiones 2025</h1><ol><li>Diligencie el formulario de preinscripción.</li><li>Agende la entrevista familiar.</li><li>Presente la prueba diagnóstica.</li></ol><p>Más información: <a href="mailto:admisiones@colegiolosalcaparros-chia.edu.co?subject=Admisiones%202025">admisiones@colegiolosalcaparros-chia.edu.co</a></p></div>
<div class="col-lg-6"><form class="card card-body"><div class="mb-3"><label for="acudiente" class="form-label">Nombre del acudiente</label><input type="text" class="form-control" id="acudiente"></div><div class="mb-3"><label for="correo" class="form-label">Correo</label><input type="email" class="form-control" id="correo" placeholder="${placeholder(c, "nombre@ejemplo.com")}"></div><button class="btn btn-success" type="submit">Enviar</button></form></div></div></main>`,
    });
    c.p("email-mailto");
    return { "/": ["index.html", home], "/nosotros.html": ["nosotros.html", nosotros], "/admisiones.html": ["admisiones.html", adm] };
  },
});

// f008 — rural guesthouse, Webflow collection, second generation, dish/street lookalikes, JSON-LD email
add({
  id: "f008-casa-rural-el-pajar-sepulveda",
  domain: "elpajar-sepulveda.es",
  lang: "es",
  labels: ["team-grid", "about-prose", "name-lookalikes", "email-jsonld"],
  truth: {
    emails: { "reservas@elpajar-sepulveda.es": "r" },
    contacts: [
      ["Lucía Marín Gil", "Anfitriona y cocina", "owner"],
      ["Elena Marín Gil", "Reservas y rutas", "owner"],
    ],
  },
  build(c) {
    const f = WF(c);
    const nav = [["/", "Inicio"], ["/la-casa", "La casa"], ["/reservar", "Reservar"]];
    const footer = `<div class="footer"><div class="w-container"><div class="footer-grid"><div>El Pajar de Sepúlveda · Calle Juan Bravo, 9 · 40300 Sepúlveda (Segovia)</div><div>Registro de Turismo de Castilla y León: CR-40/812</div><div>Tel. 921 54 00 87</div></div></div></div>`;
    const ld = jsonld(c, { "@context": "https://schema.org", "@type": "LodgingBusiness", name: "El Pajar de Sepúlveda", email: "reservas@elpajar-sepulveda.es", telephone: "+34 921 54 00 87", address: { "@type": "PostalAddress", streetAddress: "Calle Juan Bravo, 9", addressLocality: "Sepúlveda", postalCode: "40300", addressCountry: "ES" }, priceRange: "€€" });
    const common = { brand: "El Pajar de Sepúlveda", nav, footer, headExtra: ld };
    const home = wf(c, {
      ...common,
      title: "El Pajar de Sepúlveda · Casa rural con encanto",
      body: `<div class="hero"><div class="w-container"><h1 class="hero-heading">Piedra, madera y silencio junto a las Hoces del Duratón</h1><p class="hero-text">Seis habitaciones, desayunos caseros y cenas por encargo.</p><a href="/reservar" class="button w-button">Reservar</a></div></div>
<div class="section"><div class="w-container"><h2>De nuestra cocina</h2><div class="w-layout-grid grid-3"><div><h3>Menú Juan Bravo</h3><p>Sopa castellana, cordero lechal asado y ponche segoviano.</p></div><div><h3>Judiones de La Granja</h3><p>Con chorizo y oreja, como los hacía la abuela.</p></div><div><h3>Desayuno de la casa</h3><p>Pan de pueblo, mantequilla de Pedraza y mermeladas propias.</p></div></div></div></div>`,
    });
    const lacasa = wf(c, {
      ...common,
      path: "/la-casa",
      title: "La casa · El Pajar de Sepúlveda",
      body: `<div class="section"><div class="w-container"><h1>La casa</h1><div class="rich-text w-richtext"><p>En 1998 Aurelio Marín y Carmen Gil compraron el pajar de la familia y pasaron tres inviernos levantándolo piedra a piedra. Hoy, ya jubilados, disfrutan del pueblo y de los nietos.</p><p>La casa la llevan ahora sus hijas, Lucía y Elena: Lucía se ocupa de la cocina y de que no falte de nada; Elena de las reservas y de recomendar rutas por el Parque Natural.</p></div>
<h2 class="heading-2">Quién te recibirá</h2>
${f.dynList(
  [["Lucía Marín Gil", "Anfitriona y cocina", "lucia.jpg"], ["Elena Marín Gil", "Reservas y rutas", "elena.jpg"]],
  ([n, t, img]) => `${f.img(img, "", "host-photo")}<div class="host-info"><div class="host-name">${n}</div><div class="host-role">${t}</div></div>`,
  "hosts-list",
  "host-item",
)}</div></div>`,
    });
    const reservar = wf(c, {
      ...common,
      path: "/reservar",
      title: "Reservar · El Pajar de Sepúlveda",
      body: `<div class="section"><div class="w-container"><h1>Reservar</h1><p>Envíanos tus fechas y te confirmamos disponibilidad en el día.</p>${f.form("Reserva", [["text", "nombre", "Nombre", ""], ["email", "email", "Email", placeholder(c, "tu@correo.com")], ["text", "fechas", "Fechas", "12–14 de abril"]], "Enviar solicitud")}</div></div>`,
    });
    return { "/": ["index.html", home], "/la-casa": ["la-casa.html", lacasa], "/reservar": ["reservar.html", reservar] };
  },
});

// f009 — tax advisers, WordPress Gutenberg columns + figcaptions, blog signature, one-line legal
add({
  id: "f009-asesoria-lorente-alcaniz",
  domain: "asesorialorente-alcaniz.es",
  lang: "es",
  labels: ["team-grid", "legal-notice", "email-in-person-card", "email-footer"],
  truth: {
    emails: { "asesoria@asesorialorente-alcaniz.es": "g", "laboral@asesorialorente-alcaniz.es": "r", "clorente@asesorialorente-alcaniz.es": ["p", "Concepción Lorente Gimeno"] },
    contacts: [
      ["Concepción Lorente Gimeno", "Asesora fiscal y directora", "owner"],
      ["Pascual Lorente Gimeno", "administrador único", "owner"],
      ["Rebeca Sancho", "Técnica laboral", "other"],
      ["Iván Gracia Monforte", "Contabilidad", "other"],
    ],
  },
  build(c) {
    const d = c.domain;
    const nav = [["/", "Inicio"], ["/equipo/", "Equipo"], ["/2024/03/12/novedades-renta-2023/", "Actualidad"], ["/aviso-legal/", "Aviso legal"]];
    const footer = `<div class="footer-widget-area"><section class="widget widget_block"><p>Asesoría Lorente · Calle Mayor, 31, 1.º · 44600 Alcañiz (Teruel) · 978 83 10 52 · <a href="mailto:asesoria@asesorialorente-alcaniz.es">asesoria@asesorialorente-alcaniz.es</a></p></section><section class="widget"><p class="credits">Web: Matarraña Digital · ${agency(c, "web@matarranadigital.com")}</p></section></div>`;
    c.p("email-mailto");
    const common = { brand: "Asesoría Lorente", nav, footer, theme: "kadence", skip: "Saltar al contenido" };
    const home = wp(c, {
      ...common,
      title: "Asesoría Lorente – Asesoría fiscal, laboral y contable en Alcañiz",
      body: [g.h("Asesoría fiscal, laboral y contable en el Bajo Aragón", 1), g.p("Autónomos, pymes y comunidades de bienes confían en nosotros desde 1992."), g.cols([g.p("<strong>Fiscal</strong><br>IRPF, IVA, sociedades."), g.p("<strong>Laboral</strong><br>Nóminas, contratos, seguros sociales."), g.p("<strong>Contable</strong><br>Libros oficiales y cuentas anuales.")]), g.btn("/equipo/", "Conoce al equipo")].join("\n"),
    });
    const fig = (img, html) => g.img(`https://${d}/wp-content/uploads/2023/09/${img}`, "", html, "size-medium is-style-rounded");
    const equipo = wp(c, {
      ...common,
      path: "/equipo/",
      title: "Equipo – Asesoría Lorente",
      pageTitle: "Equipo",
      body: [
        g.cols([
          fig("concha.jpg", `<strong>Concepción Lorente Gimeno</strong><br>Asesora fiscal y directora<br><a href="mailto:clorente@asesorialorente-alcaniz.es">clorente@asesorialorente-alcaniz.es</a>`),
          fig("rebeca.jpg", `<strong>Rebeca Sancho</strong><br>Técnica laboral<br><a href="mailto:laboral@asesorialorente-alcaniz.es">laboral@asesorialorente-alcaniz.es</a>`),
          fig("ivan.jpg", `<strong>Iván Gracia Monforte</strong><br>Contabilidad`),
        ]),
      ].join("\n"),
    });
    const post = wp(c, {
      ...common,
      path: "/2024/03/12/novedades-renta-2023/",
      title: "Novedades de la Renta 2023 – Asesoría Lorente",
      pageTitle: "Novedades de la Renta 2023: lo que debes saber",
      body: [
        g.p("La campaña de la Renta 2023 arranca el 3 de abril. Estas son las novedades que más afectan a nuestros clientes autónomos del Bajo Aragón:"),
        g.list(["Nueva deducción por obras de mejora de eficiencia energética.", "Reducción del rendimiento neto para agricultores por el incremento de costes.", "Cambios en la tributación de las criptomonedas."]),
        g.p("Como cada año, os recomendamos pedir cita cuanto antes para evitar las prisas de junio."),
        g.p("Un saludo,<br>Concha Lorente — Directora"),
      ].join("\n"),
    });
    const legal = wp(c, {
      ...common,
      path: "/aviso-legal/",
      title: "Aviso legal – Asesoría Lorente",
      pageTitle: "Aviso legal",
      body: [g.p("En cumplimiento de la Ley 34/2002 (LSSI-CE), le informamos de que el titular de este sitio web es Asesoría Lorente Alcañiz, S.L., con CIF B44123456 y domicilio en Calle Mayor, 31, 1.º, 44600 Alcañiz (Teruel), inscrita en el Registro Mercantil de Teruel, tomo 301, folio 12, hoja TE-4410, cuyo administrador único es D. Pascual Lorente Gimeno."), g.p("Puede contactar con nosotros en asesoria@asesorialorente-alcaniz.es.")].join("\n"),
    });
    c.p("email-text");
    return { "/": ["index.html", home], "/equipo/": ["equipo.html", equipo], "/2024/03/12/novedades-renta-2023/": ["novedades-renta-2023.html", post], "/aviso-legal/": ["aviso-legal.html", legal] };
  },
});

// f010 — business association, hand-written HTML5, member directory with many names
add({
  id: "f010-asociacion-empresarios-villarcayo",
  domain: "acev-villarcayo.es",
  lang: "es",
  labels: ["directory", "name-lookalikes", "definition-list", "email-footer"],
  truth: {
    emails: { "info@acev-villarcayo.es": "g", "gerencia@acev-villarcayo.es": "r" },
    contacts: [
      ["Mercedes Ruiz de la Peña", "Presidenta", "owner"],
      ["Óscar Villanueva Saiz", "Gerente", "owner"],
      ["Nuria Gómez Barquín", "Técnica de administración", "operations"],
    ],
  },
  build(c) {
    const nav = [["/", "Inicio"], ["/junta-directiva/", "Junta directiva"], ["/socios/", "Guía de socios"]];
    const footer = `    <p>ACEV · Asociación de Comerciantes y Empresarios de Villarcayo · Plaza Mayor, 1 (Casa de Cultura) · 09550 Villarcayo (Burgos)</p>
    <p>${ml(c, "info@acev-villarcayo.es")} · 947 13 02 66</p>`;
    const common = { brand: "ACEV Villarcayo", nav, footer };
    const home = plain(c, {
      ...common,
      title: "ACEV – Comerciantes y Empresarios de Villarcayo",
      body: `    <section class="hero"><h1>Comprar en Villarcayo es apostar por Las Merindades</h1><p>Más de 60 comercios, bares y empresas asociadas.</p></section>
    <section><h2>Campañas</h2><ul><li>Bono Comercio Merindades 2024</li><li>Feria de Stock – octubre</li><li>Ruta de la Tapa de San Roque</li></ul></section>`,
    });
    const junta = plain(c, {
      ...common,
      path: "/junta-directiva/",
      title: "Junta directiva – ACEV",
      body: `    <h1>Junta directiva y equipo técnico</h1>
    <dl class="junta">
      <dt>Presidenta</dt><dd>Mercedes Ruiz de la Peña <span class="empresa">(Calzados Ruiz)</span></dd>
      <dt>Vicepresidente</dt><dd>Alberto Fernández Mardones <span class="empresa">(Bar Los Arcos)</span></dd>
      <dt>Tesorera</dt><dd>Rosa María Ortiz <span class="empresa">(Ferretería Ortiz)</span></dd>
      <dt>Secretario</dt><dd>Eduardo López Cuesta <span class="empresa">(Gestoría López)</span></dd>
    </dl>
    <h2>Equipo técnico</h2>
    <dl class="equipo">
      <dt>Gerente</dt><dd>Óscar Villanueva Saiz — ${ml(c, "gerencia@acev-villarcayo.es")}</dd>
      <dt>Técnica de administración</dt><dd>Nuria Gómez Barquín</dd>
    </dl>`,
    });
    const socios = [
      ["Calzados Ruiz", "Calzado", "Mercedes Ruiz", "calzadosruiz@gmail.com"],
      ["Bar Los Arcos", "Hostelería", "Alberto Fernández", null],
      ["Ferretería Ortiz", "Ferretería", "Rosa María Ortiz", "ferreteriaortiz@telefonica.net"],
      ["Gestoría López", "Servicios", "Eduardo López Cuesta", "gestorialopez@gestorialopezvillarcayo.es"],
      ["Panadería Hermanos Sáinz", "Alimentación", "Jesús Sáinz", null],
      ["Óptica Merindades", "Óptica", "Begoña Arce", "optica@opticamerindades.es"],
      ["Autoescuela Nela", "Formación", "Raúl Peña", null],
      ["Carnicería Pedro Ruiz", "Alimentación", "Pedro Ruiz Ortega", null],
      ["Farmacia Ldo. Martínez", "Farmacia", "Ana Martínez Angulo", null],
      ["Hotel Doña Jimena", "Hostelería", "Ángel Villasante", "reservas@hoteldonajimena.es"],
      ["Electricidad Medina", "Instalaciones", "Luis Medina", null],
      ["Floristería La Violeta", "Comercio", "Carmen Díez", "lavioleta.villarcayo@hotmail.com"],
      ["Talleres Villasana e Hijos", "Automoción", "Fernando Villasana", null],
      ["Librería Sancho", "Comercio", "Pilar Sancho Ríos", null],
      ["Peluquería Estilo", "Estética", "Vanesa Arnáiz", null],
      ["Construcciones Hermanos Gómez S.L.", "Construcción", "Javier Gómez", "obras@hermanosgomezsl.es"],
      ["Seguros Alonso", "Seguros", "Marta Alonso", null],
      ["Restaurante El Cid", "Hostelería", "Roberto Cuesta", null],
    ];
    for (const s of socios) if (s[3]) c.j(s[3]);
    const guia = plain(c, {
      ...common,
      path: "/socios/",
      title: "Guía de socios – ACEV",
      body: `    <h1>Guía de socios</h1>
    <p>Listado de empresas asociadas. Para aparecer en la guía, contacta con gerencia.</p>
    <table class="socios">
      <thead><tr><th>Empresa</th><th>Sector</th><th>Contacto</th><th>Correo</th></tr></thead>
      <tbody>
${socios.map(([e, s, p, m]) => `        <tr><td>${e}</td><td>${s}</td><td>${p}</td><td>${m ?? "—"}</td></tr>`).join("\n")}
      </tbody>
    </table>`,
    });
    return { "/": ["index.html", home], "/junta-directiva/": ["junta-directiva.html", junta], "/socios/": ["socios.html", guia] };
  },
});

// f011 — vet clinic in Chile, Elementor heading widgets: title above the name; testimonials
add({
  id: "f011-veterinaria-los-aromos-quilpue",
  domain: "clinicavetlosaromos-quilpue.cl",
  lang: "es",
  labels: ["team-grid", "testimonials"],
  truth: {
    emails: { "contacto@clinicavetlosaromos-quilpue.cl": "g" },
    contacts: [
      ["Rodrigo Henríquez Soto", "Director médico", "owner"],
      ["Camila Fuentealba", "Médica veterinaria", "other"],
      ["Ignacia Mardones", "Técnico veterinario", "other"],
    ],
  },
  build(c) {
    const e = E(c);
    const nav = [["/", "Inicio"], ["/nosotros/", "Nosotros"], ["/contacto/", "Contacto"]];
    const footer = e.section([e.col([e.text(`<p>Clínica Veterinaria Los Aromos · Los Carrera 1540, Quilpué · +56 32 291 4470 · Urgencias: +56 9 7731 0088</p>`)], 100)]);
    const common = { brand: "Clínica Veterinaria Los Aromos", nav, footer, skip: "Saltar al contenido" };
    const home = el(c, {
      ...common,
      title: "Clínica Veterinaria Los Aromos – Quilpué",
      body:
        e.section([e.col([e.heading("Cuidamos a tu regalón como si fuera nuestro", "h1"), e.text("<p>Medicina general, cirugía, ecografía y hospitalización. Atención de perros, gatos y exóticos.</p>")], 100)]) +
        e.section([
          e.col([e.testimonial("Nala llegó muy decaída y la doctora la salvó. ¡Eternamente agradecidas!", "Sofía Araya", "Tutora de Nala")], 33),
          e.col([e.testimonial("Excelente atención, muy buena disposición y precios justos.", "Cristián Vergara", "Tutor de Bruno")], 33),
          e.col([e.testimonial("La mejor clínica de Quilpué para gatos.", "Francisca Leiva")], 33),
        ]),
    });
    const person = (title, name, img) => e.col([e.image(`https://${c.domain}/wp-content/uploads/2024/01/${img}`, ""), e.heading(title, "h6"), e.heading(name, "h3")], 33);
    const nosotros = el(c, {
      ...common,
      path: "/nosotros/",
      title: "Nosotros – Clínica Veterinaria Los Aromos",
      body:
        e.section([e.col([e.heading("Nuestro equipo", "h1")], 100)]) +
        e.section([person("DIRECTOR MÉDICO", "Dr. Rodrigo Henríquez Soto", "rodrigo.jpg"), person("MÉDICA VETERINARIA", "Dra. Camila Fuentealba", "camila.jpg"), person("TÉCNICO VETERINARIO", "Ignacia Mardones", "ignacia.jpg")]),
    });
    const contacto = el(c, {
      ...common,
      path: "/contacto/",
      title: "Contacto – Clínica Veterinaria Los Aromos",
      body: e.section([
        e.col([e.heading("Contacto", "h1"), e.iconList([["fas fa-map-marker-alt", "Los Carrera 1540, Quilpué"], ["fas fa-phone", "+56 32 291 4470", "tel:+56322914470"], ["fas fa-envelope", "contacto@clinicavetlosaromos-quilpue.cl", "mailto:contacto@clinicavetlosaromos-quilpue.cl"]])], 50),
        e.col([e.form([["text", "name", "Tu nombre"], ["email", "email", placeholder(c, "correo@ejemplo.cl")], ["textarea", "message", "Mensaje"]], "Enviar")], 50),
      ]),
    });
    c.p("email-mailto");
    return { "/": ["index.html", home], "/nosotros/": ["nosotros.html", nosotros], "/contacto/": ["contacto.html", contacto] };
  },
});

// f012 — estate agency, WordPress gallery: names only in image alt/title, legal prose, entity email
add({
  id: "f012-inmobiliaria-costa-calida-mazarron",
  domain: "inmocostacalida-mazarron.es",
  lang: "es",
  labels: ["team-grid", "legal-notice", "name-lookalikes"],
  truth: {
    emails: { "info@inmocostacalida-mazarron.es": "g" },
    contacts: [
      ["Encarna Méndez Hernández", "Gerente", "owner"],
      ["Tomás Aznar", "Agente comercial", "other"],
      ["Ginés Ros Cánovas", "Agente comercial", "other"],
    ],
  },
  build(c) {
    const d = c.domain;
    const nav = [["/", "Inicio"], ["/inmuebles/", "Inmuebles"], ["/nosotros/", "Nosotros"], ["/aviso-legal/", "Aviso legal"]];
    const footer = `<div class="footer-info"><p>Inmobiliaria Costa Cálida · Av. Doctor Fleming, 18 · 30870 Puerto de Mazarrón (Murcia) · Tel. 968 59 44 10 · ${ob(c, "info@inmocostacalida-mazarron.es", "entities")}</p></div>`;
    c.p("email-footer");
    const common = { brand: "Inmobiliaria Costa Cálida", nav, footer, theme: "astra", skip: "Ir al contenido" };
    const home = wp(c, {
      ...common,
      title: "Inmobiliaria Costa Cálida – Pisos y casas en Mazarrón",
      body: [g.h("Tu casa junto al mar en Mazarrón", 1), g.cols([g.p("<strong>Apartamento en Isla Plana</strong><br>2 dormitorios, terraza con vistas. 129.000 €"), g.p("<strong>Dúplex en Urbanización Bahía</strong><br>3 dormitorios, piscina comunitaria. 168.000 €"), g.p("<strong>Casa de pueblo en Calle Juan XXIII</strong><br>Para reformar. 74.000 €")])].join("\n"),
    });
    const inm = wp(c, { ...common, path: "/inmuebles/", title: "Inmuebles – Inmobiliaria Costa Cálida", pageTitle: "Inmuebles", body: g.p("Consulta nuestra cartera completa en la oficina o llámanos.") });
    const gal = (img, alt, title) => `<figure class="wp-block-image size-medium"><a href="https://${d}/wp-content/uploads/2023/06/${img}" title="${title}"><img decoding="async" width="300" height="300" src="https://${d}/wp-content/uploads/2023/06/${img.replace(".jpg", "-300x300.jpg")}" alt="${alt}" class="wp-image-${c.int(100, 900)}"/></a></figure>`;
    const nosotros = wp(c, {
      ...common,
      path: "/nosotros/",
      title: "Nosotros – Inmobiliaria Costa Cálida",
      pageTitle: "Nosotros",
      body: [
        g.p("Más de quince años vendiendo y alquilando viviendas en Mazarrón, Bolnuevo e Isla Plana. Hablamos español, inglés y alemán."),
        `<figure class="wp-block-gallery has-nested-images columns-3 is-cropped wp-block-gallery-1 is-layout-flex">
${gal("encarna.jpg", "Encarna Méndez Hernández, gerente de Inmobiliaria Costa Cálida", "Encarna Méndez Hernández – Gerente")}
${gal("tomas.jpg", "Tomás Aznar, agente comercial", "Tomás Aznar – Agente comercial")}
${gal("gines.jpg", "Ginés Ros Cánovas, agente comercial", "Ginés Ros Cánovas – Agente comercial")}
</figure>`,
        g.p("Visítanos en la oficina de Av. Doctor Fleming, frente al puerto deportivo."),
      ].join("\n"),
    });
    const legal = wp(c, {
      ...common,
      path: "/aviso-legal/",
      title: "Aviso legal – Inmobiliaria Costa Cálida",
      pageTitle: "Aviso legal",
      body: [
        g.h("1. Datos identificativos", 2),
        g.p("El presente sitio web es propiedad de Costa Cálida Gestión Inmobiliaria, S.L., con CIF B73561234, domicilio en Av. Doctor Fleming, 18, 30870 Puerto de Mazarrón (Murcia), inscrita en el Registro Mercantil de Murcia, tomo 2.811, folio 40, hoja MU-71102. Agente inmobiliario inscrito en el Registro de Agentes de la Región de Murcia con el número AIM-0412."),
        g.p("Representante legal: Encarna Méndez Hernández. Correo electrónico de contacto: info@inmocostacalida-mazarron.es."),
        g.h("2. Propiedad intelectual", 2),
        g.p("Todos los contenidos de la web, incluidas las fotografías de los inmuebles, son propiedad del titular..."),
      ].join("\n"),
    });
    c.p("email-text");
    return { "/": ["index.html", home], "/inmuebles/": ["inmuebles.html", inm], "/nosotros/": ["nosotros.html", nosotros], "/aviso-legal/": ["aviso-legal.html", legal] };
  },
});

// f013 — restaurant in Coyoacán, Squarespace image captions + prose, dishes named after people, reviews
add({
  id: "f013-fonda-dona-chela-coyoacan",
  domain: "fondadonachela-coyoacan.com.mx",
  lang: "es",
  labels: ["about-prose", "name-lookalikes", "testimonials"],
  truth: {
    emails: { "hola@fondadonachela-coyoacan.com.mx": "g", "reservaciones@fondadonachela-coyoacan.com.mx": "r" },
    contacts: [
      ["Emiliano Robles Quintana", "chef", "other"],
      ["Ximena Robles Quintana", "gerente", "owner"],
    ],
  },
  build(c) {
    const q = Q(c);
    const nav = [["/", "Inicio"], ["/menu", "Menú"], ["/historia", "Historia"]];
    const footer = q.section(q.html(`<p>Fonda Doña Chela · Calle Francisco Sosa 214, Coyoacán, CDMX · Martes a domingo de 13:00 a 22:00</p><p>Reservaciones: ${ml(c, "reservaciones@fondadonachela-coyoacan.com.mx")} · Tel. 55 5554 8821</p>`), "dark");
    c.p("email-footer");
    const common = { brand: "Fonda Doña Chela", nav, footer, region: "MX", tz: "America/Mexico_City" };
    const home = sqs(c, {
      ...common,
      title: "Fonda Doña Chela — Cocina mexicana de casa en Coyoacán",
      body:
        q.section(q.html(`<h1>Cocina de casa, como la de la abuela Chela</h1><p>Moles, guisos y antojitos con receta de familia desde 1972.</p>`)) +
        q.section(
          q.html(`<h2>Lo que dicen nuestros comensales</h2>
<blockquote><p>“El mole de Doña Chela es el mejor que he probado en la ciudad.”</p><p>— Mariana T., vía Google</p></blockquote>
<blockquote><p>“Servicio cálido, porciones generosas. Volveremos.”</p><p>— Jorge Alberto Méndez</p></blockquote>
<blockquote><p>“Las enchiladas Don Beto, imperdibles.”</p><p>— Kate W., Austin TX</p></blockquote>`),
        ),
    });
    const menu = sqs(c, {
      ...common,
      path: "/menu",
      title: "Menú — Fonda Doña Chela",
      body: q.section(q.html(`<h2>Platos fuertes</h2><ul><li><strong>Mole poblano de Doña Chela</strong> — pierna y muslo, arroz rojo · $245</li><li><strong>Enchiladas Don Beto</strong> — verdes, de pollo, con crema de rancho · $185</li><li><strong>Chiles en nogada Tía Lupe</strong> (temporada) · $310</li><li><strong>Pescado a la Veracruzana</strong> · $260</li></ul>`)),
    });
    const historia = sqs(c, {
      ...common,
      path: "/historia",
      title: "Historia — Fonda Doña Chela",
      body: q.section(
        q.row([
          [6, q.image("chela-1975.jpg", "Doña Chela en la cocina, 1975", "Doña Chela en la cocina de la calle Francisco Sosa, 1975.")],
          [6, q.html(`<h2>Cincuenta años de fogón</h2><p>Graciela “Chela” Quintana abrió la fonda en 1972 con cuatro mesas y un comal. Sus recetas siguen en la carta tal como las escribió.</p><p>En la cocina está hoy su nieto, el chef Emiliano Robles Quintana, formado en el Culinary Institute de Puebla. La sala la dirige su hermana Ximena Robles Quintana, gerente, que se sabe de memoria el nombre de los clientes de toda la vida.</p><p>Si vienes un domingo, pregúntale a Emiliano por el mole del día. Para grupos y eventos privados escribe a <a href="mailto:hola@fondadonachela-coyoacan.com.mx">hola@fondadonachela-coyoacan.com.mx</a>.</p>`)],
        ]) + q.image("emiliano.jpg", "", "El chef Emiliano Robles Quintana"),
      ),
    });
    return { "/": ["index.html", home], "/menu": ["menu.html", menu], "/historia": ["historia.html", historia] };
  },
});

// f014 — architecture studio, Webflow collection, founders in prose, JSON-LD founders, collaborator firms
add({
  id: "f014-calvo-ybarra-arquitectos-getxo",
  domain: "calvoybarra-getxo.es",
  lang: "es",
  labels: ["team-grid", "about-prose", "jsonld-person", "name-lookalikes", "email-jsonld"],
  truth: {
    emails: { "estudio@calvoybarra-getxo.es": "g", "comunicacion@calvoybarra-getxo.es": "r" },
    contacts: [
      ["Irene Calvo", "Arquitecta, socia fundadora", "owner"],
      ["Tomás Ybarra", "Arquitecto, socio fundador", "owner"],
      ["Maite Arrieta", "Arquitecta técnica", "other"],
      ["Jon Aldekoa", "Comunicación", "marketing"],
    ],
  },
  build(c) {
    const f = WF(c);
    const nav = [["/", "Estudio"], ["/proyectos", "Proyectos"], ["/contacto", "Contacto"]];
    const ld = jsonld(c, {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: "Calvo Ybarra Arquitectos",
      url: "https://www.calvoybarra-getxo.es",
      email: "estudio@calvoybarra-getxo.es",
      foundingDate: "2009",
      founder: [{ "@type": "Person", name: "Irene Calvo", jobTitle: "Arquitecta" }, { "@type": "Person", name: "Tomás Ybarra", jobTitle: "Arquitecto" }],
      address: { "@type": "PostalAddress", streetAddress: "Calle Torrene, 4", addressLocality: "Getxo", postalCode: "48991", addressCountry: "ES" },
    });
    const footer = `<footer class="footer"><div class="w-container"><div class="footer-flex"><div>Calle Torrene, 4 — 48991 Getxo (Bizkaia)</div><div>+34 944 91 22 07</div><div><a href="/contacto" class="footer-link">Contacto</a></div></div></div></footer>`;
    const common = { brand: "Calvo Ybarra Arquitectos", nav, footer, headExtra: ld };
    const team = [["Irene Calvo", "Arquitecta, socia fundadora", "irene.jpg"], ["Tomás Ybarra", "Arquitecto, socio fundador", "tomas.jpg"], ["Maite Arrieta", "Arquitecta técnica", "maite.jpg"], ["Jon Aldekoa", "Comunicación", "jon.jpg"]];
    const home = wf(c, {
      ...common,
      title: "Calvo Ybarra Arquitectos — Getxo",
      body: `<section class="section"><div class="w-container"><h1 class="display">Arquitectura doméstica, rehabilitación y paisaje.</h1><div class="rich-text w-richtext"><p>El estudio fue fundado en 2009 por los arquitectos Irene Calvo y Tomás Ybarra, tras una década trabajando en Rotterdam y Oporto. Desde entonces hemos construido más de cuarenta viviendas en el litoral vasco.</p><p>Irene dirige los proyectos de rehabilitación; Tomás, la obra nueva y el paisaje.</p></div></div></section>
<section class="section grey"><div class="w-container"><h2>Equipo</h2>${f.dynList(team, ([n, t, img]) => `<a href="/equipo/${slug(n)}" class="team-link w-inline-block">${f.img(img, "", "team-img")}<h3 class="team-name">${n}</h3><p class="team-position">${t}</p></a>`, "team-grid", "team-card")}</div></section>
<section class="section"><div class="w-container"><h2>Colaboradores habituales</h2><ul role="list" class="collab-list"><li>Estructuras: Ingeniería Goiri Hermanos S.L.</li><li>Instalaciones: Uribe &amp; Zubizarreta Ingenieros</li><li>Paisajismo: Jardines Amaia Etxebarria</li><li>Fotografía: Estudio Luis Arana</li></ul></div></section>`,
    });
    const proyectos = wf(c, {
      ...common,
      path: "/proyectos",
      title: "Proyectos — Calvo Ybarra Arquitectos",
      body: `<section class="section"><div class="w-container"><h1>Proyectos</h1>${f.dynList([["Casa en Algorta", "2023 · Vivienda unifamiliar"], ["Rehabilitación en la calle Andrés Isasi", "2022 · Edificio residencial"], ["Villa Lur Eder", "2020 · Rehabilitación"]], ([n, t]) => `<div class="project-title">${n}</div><div class="project-meta">${t}</div>`, "projects", "project")}</div></section>`,
    });
    const contacto = wf(c, {
      ...common,
      path: "/contacto",
      title: "Contacto — Calvo Ybarra Arquitectos",
      body: `<section class="section"><div class="w-container"><h1>Contacto</h1><p>Nuevos proyectos: <a href="mailto:estudio@calvoybarra-getxo.es">estudio@calvoybarra-getxo.es</a><br>Prensa y publicaciones: <a href="mailto:comunicacion@calvoybarra-getxo.es">comunicacion@calvoybarra-getxo.es</a> (Jon)</p>${f.form("Contacto", [["text", "Nombre", "Nombre", ""], ["email", "Email", "Email", placeholder(c, "nombre@dominio.com")], ["textarea", "Mensaje", "Mensaje", ""]], "Enviar")}</div></section>`,
    });
    c.p("email-mailto");
    return { "/": ["index.html", home], "/proyectos": ["proyectos.html", proyectos], "/contacto": ["contacto.html", contacto] };
  },
});

// f015 — plumber, broken hand-written markup, nickname + first name only, obfuscated gmail
add({
  id: "f015-fontaneria-llorente-gandia",
  domain: "fontaneriallorente-gandia.es",
  lang: "es",
  labels: ["broken-markup", "legal-notice", "name-lookalikes"],
  truth: {
    emails: { "llorente.fontaneria@gmail.com": "g" },
    contacts: [
      ["Francisco Llorente Mas", "Administrador", "owner"],
      ["Marta", "responsable de ventas", "other"],
    ],
  },
  build(c) {
    const nav = [["index.html", "Inicio"], ["servicios.html", "Servicios"], ["contacto.html", "Contacto"]];
    const navHtml = `<a href=index.html><font color=white>INICIO</font></a> &nbsp;|&nbsp; <a href=servicios.html><font color=white>SERVICIOS</font></a> &nbsp;|&nbsp; <a href=contacto.html><font color=white>CONTACTO</font></a>`;
    const footer = `Hermanos Llorente Fontanería, S.L. - CIF B97123456 - Administrador: Francisco Llorente Mas - C/ Sant Francesc de Borja, 41 - 46701 Gandia (Valencia)</font></td></tr></div>`;
    const common = { brand: "Fontanería Llorente", nav, navHtml, footer, navBg: "#0066CC" };
    const home = h4(c, {
      ...common,
      title: "Fontanería y Calefacción Llorente - Gandia",
      body: `<center><h1><font color="#0066CC" face=Arial>FONTANERIA Y CALEFACCION LLORENTE</font></h1></center>
<p><b>Desde 1985 en Gandia</b>. Reparación de averías, instalación de calderas, aire acondicionado y reformas de baño.
<p><font color=red size=4><b>URGENCIAS 24 H: llama a Paco al 600 123 456</b></font>
<p>Instaladores autorizados de calderas Roca y Junkers.<br>
<img src=img/furgoneta.jpg width=300 height=200 alt=furgoneta border=0>
<p>Presupuestos sin compromiso.
</div>`,
    });
    const serv = h4(c, {
      ...common,
      title: "Servicios - Fontanería Llorente",
      body: `<h2>Servicios</h2>
<ul>
<li>Desatascos
<li>Cambio de bañera por plato de ducha
<li>Instalación y mantenimiento de calderas
<li>Aire acondicionado (marcas Daikin y Mitsubishi)
</ul>
<p>Trabajamos en Gandia, Oliva, Tavernes y toda La Safor.</td>`,
    });
    const contacto = h4(c, {
      ...common,
      title: "Contacto - Fontanería Llorente",
      body: `<h2>Contacto</h2>
<table border=0 cellpadding=4>
<tr><td><b>Tienda:</b><td>C/ Sant Francesc de Borja, 41 - Gandia
<tr><td><b>Teléfono:</b><td>96 287 44 10
<tr><td><b>Móvil urgencias:</b><td>600 123 456 (Paco)
<tr><td><b>E-mail:</b><td>${ob(c, "llorente.fontaneria@gmail.com", "arroba")}
</table>
<p>Para presupuestos de reformas de baño pregunta por Marta, nuestra responsable de ventas, en la tienda de lunes a viernes de 9 a 13:30 h.
<p><font size=1>Horario: L-V 8:00-14:00 y 16:00-19:00</font>`,
    });
    return { "/": ["index.html", home], "/servicios.html": ["servicios.html", serv], "/contacto.html": ["contacto.html", contacto] };
  },
});

// f016 — hospitality school with event speakers, microdata Person for staff
add({
  id: "f016-escuela-hosteleria-ponferrada",
  domain: "escuelahosteleria-ponferrada.es",
  lang: "es",
  labels: ["event-speakers", "microdata-person", "email-in-person-card", "junk-version", "name-lookalikes"],
  truth: {
    emails: { "secretaria@escuelahosteleria-ponferrada.es": "r", "jornadas@escuelahosteleria-ponferrada.es": "r", "nalvarez@escuelahosteleria-ponferrada.es": ["p", "Noelia Álvarez Prada"] },
    contacts: [
      ["Noelia Álvarez Prada", "Directora", "owner"],
      ["Marcos Rodríguez Voces", "Coordinador de las Jornadas", "other"],
      ["Silvia Merayo", "Secretaría", "operations"],
    ],
  },
  build(c) {
    const nav = [["/", "Inicio"], ["/jornadas-enoturismo.html", "III Jornadas de Enoturismo"], ["/la-escuela.html", "La escuela"]];
    const footer = `    <p>Escuela de Hostelería del Bierzo · Av. de la Libertad, 52 · 24400 Ponferrada (León) · 987 41 03 33</p>
    <p><a href="mailto:secretaria@escuelahosteleria-ponferrada.es">secretaria@escuelahosteleria-ponferrada.es</a></p>`;
    c.p("email-mailto", "email-footer");
    const headExtra = `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/${ver(c, "swiper@11")}/swiper-bundle.min.css">\n<script src="https://cdn.jsdelivr.net/npm/${ver(c, "alpinejs@3.13.3")}/dist/cdn.min.js" defer></script>`;
    const common = { brand: "Escuela de Hostelería del Bierzo", nav, footer, headExtra };
    const home = plain(c, {
      ...common,
      title: "Escuela de Hostelería del Bierzo – Ponferrada",
      body: `    <section class="swiper"><div class="swiper-wrapper"><div class="swiper-slide"><h1>Cocina, sala y sumillería</h1></div><div class="swiper-slide"><h2>Matrícula abierta 2024-2025</h2></div></div></section>
    <section><h2>Ciclos formativos</h2><ul><li>Técnico en Cocina y Gastronomía</li><li>Técnico en Servicios en Restauración</li><li>Curso de Sumiller – Denominación de Origen Bierzo</li></ul></section>`,
    });
    const speakers = [
      ["Raúl Pérez Pereira", "Enólogo, Bodegas y Viñedos Castro Ventosa"],
      ["Amancio Fernández", "Presidente del Consejo Regulador D.O. Bierzo"],
      ["Lucía Nieto Alonso", "Directora de Turismo, Ayuntamiento de Villafranca del Bierzo"],
      ["Guillermo Puga", "Chef del restaurante Mesón Don Nacho"],
      ["Beatriz Llamas", "Periodista gastronómica"],
    ];
    const jornadas = plain(c, {
      ...common,
      path: "/jornadas-enoturismo.html",
      title: "III Jornadas de Enoturismo del Bierzo",
      body: `    <h1>III Jornadas de Enoturismo del Bierzo</h1>
    <p>17 y 18 de mayo · Salón de actos de la Escuela · Entrada libre con inscripción</p>
    <h2>Ponentes</h2>
    <ul class="ponentes">
${speakers.map(([n, t]) => `      <li itemscope itemtype="https://schema.org/Person"><strong itemprop="name">${n}</strong> — <span itemprop="jobTitle">${t}</span></li>`).join("\n")}
    </ul>
    <h2>Organiza</h2>
    <div class="organiza" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Marcos Rodríguez Voces</span>, <span itemprop="jobTitle">Coordinador de las Jornadas</span> · <a itemprop="email" href="mailto:jornadas@escuelahosteleria-ponferrada.es">jornadas@escuelahosteleria-ponferrada.es</a></div>
    <form class="inscripcion"><label>Nombre <input type="text" name="nombre"></label><label>Correo <input type="email" name="email" placeholder="${placeholder(c, "nombre@correo.es")}"></label><button>Inscribirme</button></form>`,
    });
    const escuela = plain(c, {
      ...common,
      path: "/la-escuela.html",
      title: "La escuela – Escuela de Hostelería del Bierzo",
      body: `    <h1>La escuela</h1>
    <p>Centro concertado de formación profesional, con restaurante de prácticas abierto al público los jueves.</p>
    <div class="staff" itemscope itemtype="https://schema.org/EducationalOrganization">
      <meta itemprop="name" content="Escuela de Hostelería del Bierzo">
      <div itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Noelia Álvarez Prada</h3><p itemprop="jobTitle">Directora</p><p><a itemprop="email" href="mailto:nalvarez@escuelahosteleria-ponferrada.es">nalvarez@escuelahosteleria-ponferrada.es</a></p></div>
      <div itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Silvia Merayo</h3><p itemprop="jobTitle">Secretaría</p></div>
    </div>
    <p>El restaurante de prácticas «Don Álvaro de Mendaña» abre los jueves a mediodía; reservas en secretaría.</p>`,
    });
    return { "/": ["index.html", home], "/jornadas-enoturismo.html": ["jornadas-enoturismo.html", jornadas], "/la-escuela.html": ["la-escuela.html", escuela] };
  },
});

export default sites;
