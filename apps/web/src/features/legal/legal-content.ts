export type LegalLocale = 'es' | 'en';

/**
 * Paragraphs and items are plain text; `[label](/path)` marks a link to a page of this app
 * (rendered by LegalText). Addresses such as privacy@… stay text: they are information.
 */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  version: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

const LEGAL_VERSION = '1.0';
const UPDATED_ES = '2 de julio de 2025';
const UPDATED_EN = 'July 2, 2025';

export const privacyPolicy: Record<LegalLocale, LegalDocument> = {
  es: {
    title: 'Política de privacidad',
    version: LEGAL_VERSION,
    updated: UPDATED_ES,
    intro:
      'Esta política explica qué datos personales recopila LeadAtlas, para qué, con qué base legal, cuánto tiempo los conservamos y cómo puedes ejercer tus derechos. Se aplica al sitio web y a la aplicación de LeadAtlas, a los correos que enviamos y a los datos de empresas que entregamos en los resultados de búsqueda.',
    sections: [
      {
        id: 'who-we-are',
        title: 'Quiénes somos',
        paragraphs: [
          'LeadAtlas («nosotros») es el responsable del tratamiento de los datos personales descritos en esta política, salvo que indiquemos otra cosa. LeadAtlas es una herramienta B2B que encuentra, enriquece y exporta contactos de empresas a partir de fuentes cartográficas públicas y de los sitios web públicos de las empresas, y que se paga con créditos.',
          'Para cualquier consulta o solicitud sobre privacidad, escribe a privacy@leadatlas.app. El servicio está pensado para uso profesional por personas mayores de 18 años; no recopilamos a sabiendas datos de menores.',
        ],
      },
      {
        id: 'data-we-collect',
        title: 'Datos que recopilamos de nuestros usuarios',
        paragraphs: [
          'Solo recopilamos lo necesario para prestar el servicio. Según cómo uses LeadAtlas, esto incluye:',
        ],
        items: [
          'Datos de la cuenta: correo electrónico, nombre completo, hash de la contraseña (nunca la contraseña legible), idioma preferido, fechas de inicio de sesión y de última actividad y, si inicias sesión con Google, Facebook, X o Apple, los datos básicos de perfil que ese proveedor nos comparte.',
          'Organizaciones y miembros del equipo: las organizaciones que creas o a las que te unes, tu rol (propietario, administrador o miembro) y los correos de las personas que invitas.',
          'Búsquedas y resultados: los criterios de cada búsqueda (sector, ubicación, filtros, campos solicitados, número máximo de leads), su estado, los leads obtenidos y tus exportaciones.',
          'Registro de créditos: cada movimiento de créditos de tu organización (regalos, compras, asignaciones del plan, reservas, cargos, liberaciones y vencimientos), con su fecha y motivo.',
          'Pagos: tu plan, el historial de compras, las facturas y el identificador de cliente que asigna Stripe. Los datos de la tarjeta se introducen en las páginas de Stripe y nunca pasan por nuestros servidores.',
          'Soporte y opiniones: los tickets de soporte y sus mensajes, los formularios de contacto, las respuestas a encuestas y los códigos de referido.',
          'Integraciones: las herramientas que conectas (por ejemplo, un CRM) y sus credenciales de acceso, que guardamos cifradas.',
          'Datos técnicos: dirección IP, tipo de navegador y dispositivo, registros del servidor, tus preferencias de cookies y, con tu consentimiento, eventos de analítica (consulta «Cookies y analítica»).',
        ],
      },
      {
        id: 'business-lead-data',
        title: 'Datos de empresas en los resultados de búsqueda',
        paragraphs: [
          'Los leads que entregamos describen empresas. Proceden de fuentes cartográficas públicas (OpenStreetMap, a través de Nominatim y Overpass, o Google Places) y del sitio web público de cada empresa (páginas de inicio, contacto, «quiénes somos» y aviso legal), que visitamos respetando robots.txt. Pueden incluir el nombre de la empresa, la dirección, la categoría, la valoración, el sitio web, el teléfono, direcciones de correo, enlaces a redes sociales, el nombre y el cargo de una persona de contacto, un perfil profesional público como LinkedIn y estimaciones de facturación y de número de empleados. Para verificar un correo comprobamos su formato y preguntamos al servidor de correo del dominio si lo aceptaría, sin enviar ningún mensaje.',
          'Parte de estos datos se refiere a personas identificables, como autónomos o la persona de contacto de una empresa. Los tratamos sobre la base del interés legítimo (artículo 6.1.f del RGPD): el nuestro, de ofrecer un servicio de prospección B2B, y el de nuestros clientes, de contactar con empresas en un contexto profesional. Nos limitamos a datos profesionales que la propia empresa o una fuente pública ya han publicado, nunca recopilamos categorías especiales de datos y facilitamos la oposición. Como no contactamos con las empresas que listamos, esta sección ofrece la información que exige el artículo 14 del RGPD.',
          'Si apareces en un lead, puedes oponerte o solicitar el acceso o la supresión escribiendo a privacy@leadatlas.app, indicando el nombre de la empresa, el sitio web, el correo o el teléfono afectado. Eliminaremos tus datos personales de nuestros registros de leads, conservaremos una entrada mínima de exclusión para no volver a recopilarlos e informaremos a los clientes que los recibieron, como exige el artículo 19 del RGPD, salvo que resulte imposible o exija un esfuerzo desproporcionado. Los clientes que exportaron leads son responsables independientes de sus copias, y también puedes dirigirte a ellos directamente.',
        ],
      },
      {
        id: 'purposes-and-legal-bases',
        title: 'Finalidades y bases legales',
        paragraphs: [
          'Usamos los datos personales solo para las finalidades siguientes, cada una con su base legal según el artículo 6 del RGPD:',
          'No vendemos ni alquilamos los datos de cuenta de nuestros usuarios, y no tomamos decisiones basadas únicamente en tratamientos automatizados que produzcan efectos jurídicos sobre ti o te afecten de forma similarmente significativa.',
        ],
        items: [
          'Ejecución del contrato: crear y proteger tu cuenta, ejecutar búsquedas, enriquecer y entregar leads, gestionar organizaciones, créditos, planes, pagos e integraciones, prestar soporte y enviar los correos del servicio.',
          'Interés legítimo: mantener la seguridad del servicio, prevenir el fraude y el abuso (por ejemplo, el mal uso de los regalos de registro o de los códigos de referido), mejorar el producto con datos agregados y tratar datos de contacto profesional como se describe en la sección anterior.',
          'Consentimiento: las cookies de analítica y de marketing, y el boletín. Puedes retirarlo en cualquier momento sin que afecte al tratamiento anterior.',
          'Obligación legal: conservar facturas y registros contables, y atender los requerimientos legítimos de las autoridades.',
        ],
      },
      {
        id: 'emails-we-send',
        title: 'Correos que enviamos',
        paragraphs: [
          'Enviamos los correos del servicio necesarios para usar LeadAtlas: confirmación de tu dirección de correo, restablecimiento de contraseña, invitaciones a organizaciones y avisos sobre tu cuenta, como créditos bajos, búsquedas terminadas o la próxima renovación del plan. Si alguien te invita a una organización, usamos tu correo solo para enviarte la invitación y permitirte aceptarla. Stripe puede enviarte los recibos de pago.',
          'Solo enviamos nuestro boletín si te suscribes o das tu consentimiento. Cada envío incluye un enlace para darte de baja, y también puedes hacerlo escribiéndonos. Darte de baja no afecta a los correos del servicio, que dejan de enviarse cuando eliminas tu cuenta.',
        ],
      },
      {
        id: 'cookies-and-analytics',
        title: 'Cookies y analítica',
        paragraphs: [
          'Usamos tres tipos de cookies y de almacenamiento local similar:',
          'La analítica y el marketing están desactivados hasta que los aceptas en el banner de cookies. Puedes cambiar o retirar tu elección cuando quieras desde el enlace «Cookies» al pie de cada página o desde Mi cuenta, que abren tus preferencias y permite volver a mostrar el banner. Guardamos un registro de tu elección, asociado a un identificador aleatorio de visitante y, si has iniciado sesión, a tu cuenta.',
        ],
        items: [
          'Funcionales (siempre activas): mantienen tu sesión iniciada, recuerdan tu idioma, tu tema y tus preferencias de cookies, y protegen los formularios contra el abuso. No se pueden desactivar porque el servicio no funciona sin ellas.',
          'De analítica (solo con consentimiento): eventos propios sobre el uso del sitio, como páginas vistas, profundidad de desplazamiento, clics en botones e intentos de registro o de inicio de sesión. Los recopilamos nosotros mismos y los usamos para mejorar el producto.',
          'De marketing (solo con consentimiento): sirven para medir los resultados de nuestras campañas publicitarias y sus conversiones.',
        ],
      },
      {
        id: 'processors-and-transfers',
        title: 'Proveedores y transferencias internacionales',
        paragraphs: [
          'Compartimos datos personales solo con los proveedores siguientes y solo en la medida necesaria:',
          'Algunos de estos proveedores se encuentran fuera del Espacio Económico Europeo. Cuando transferimos datos personales allí, nos basamos en una decisión de adecuación (como el Marco de Privacidad de Datos UE-EE. UU. para las empresas certificadas) o en las cláusulas contractuales tipo de la Comisión Europea, con garantías adicionales cuando hace falta. Puedes pedirnos una copia de las garantías correspondientes.',
        ],
        items: [
          'Proveedores de alojamiento, base de datos y envío de correo, que ejecutan el servicio y envían nuestros correos como encargados del tratamiento, en virtud de un contrato de encargo.',
          'Stripe, que procesa los pagos como procesador de pagos independiente, según su propia política de privacidad; solo recibimos el estado del pago, el plan, los importes y los datos de facturación necesarios para las facturas.',
          'Google Places, cuando está activado, y los servicios de OpenStreetMap (Nominatim y Overpass), que reciben las ubicaciones y los términos de las búsquedas, no tu identidad.',
          'El proveedor de inicio de sesión que elijas (Google, Facebook, X o Apple) y, cuando está activado, un servicio de captcha (Cloudflare Turnstile o hCaptcha) que comprueba que las solicitudes no son automatizadas.',
          'Las herramientas que conectas (CRM, herramientas de automatización o de correo en frío), que reciben los leads que decides enviarles y los tratan según sus propias condiciones.',
        ],
      },
      {
        id: 'data-retention',
        title: 'Plazos de conservación',
        paragraphs: [
          'Conservamos los datos personales solo mientras sean necesarios para las finalidades anteriores:',
          'Cuando vence un plazo, eliminamos los datos o los anonimizamos para que ya no puedan identificarte.',
        ],
        items: [
          'Datos de la cuenta, organizaciones, búsquedas y resultados: mientras exista tu cuenta y hasta 30 días después de eliminarla; las copias de seguridad se sobrescriben en los 30 días siguientes.',
          'Registro de créditos, facturas y datos de pago: durante el plazo que exija la normativa fiscal y contable (normalmente entre 5 y 10 años).',
          'Datos de empresas obtenidos de fuentes públicas: se actualizan o eliminan como máximo 12 meses después de su última obtención; las entradas de exclusión de quienes se opusieron se conservan mientras sea necesario para respetar la oposición.',
          'Eventos de analítica: 13 meses desde su recogida.',
          'Tickets de soporte, mensajes de contacto y respuestas a encuestas: 24 meses después del último mensaje.',
          'Boletín: hasta que te des de baja; después solo conservamos tu correo en una lista de exclusión para no volver a escribirte.',
          'Registros del servidor y de seguridad: hasta 90 días.',
        ],
      },
      {
        id: 'your-rights',
        title: 'Tus derechos',
        paragraphs: [
          'Según el RGPD y otras leyes similares, tienes derecho a:',
          'Para ejercer un derecho, escribe a privacy@leadatlas.app. Podemos pedirte que confirmes tu identidad y te responderemos en el plazo de un mes, ampliable dos meses más en solicitudes complejas; si es así, te lo indicaremos.',
        ],
        items: [
          'Acceder a tus datos personales y obtener una copia: en Mi cuenta, «Descargar mis datos» te da un archivo JSON con tu perfil, organizaciones, búsquedas, leads, movimientos de créditos y consentimientos.',
          'Rectificar datos inexactos o incompletos: tu nombre, email e idioma se cambian en Mi cuenta; para lo demás, escríbenos y los corregiremos.',
          'Suprimir tus datos: en Mi cuenta puedes eliminar tu cuenta tú mismo (también puedes escribirnos).',
          'Recibir tus datos en un formato estructurado y de lectura mecánica (portabilidad), por ejemplo tus leads en CSV.',
          'Oponerte al tratamiento basado en el interés legítimo y, en cualquier momento, al marketing directo.',
          'Solicitar la limitación del tratamiento mientras se resuelve una solicitud o una reclamación.',
          'Retirar tu consentimiento en cualquier momento, sin que afecte al tratamiento anterior.',
          'Presentar una reclamación ante la autoridad de control de protección de datos del país donde vives o trabajas, o donde creas que se ha producido la infracción.',
        ],
      },
      {
        id: 'security-changes-contact',
        title: 'Seguridad, cambios y contacto',
        paragraphs: [
          'Protegemos los datos con conexiones cifradas (TLS), contraseñas guardadas solo como hash con sal, credenciales de integraciones cifradas en reposo, acceso restringido según el rol en cada organización y, dentro de nuestro equipo, según la necesidad de conocerlos, además de copias de seguridad y monitorización. Si una brecha afecta a tus datos personales, lo notificaremos a la autoridad competente y, cuando proceda, a ti, dentro de los plazos legales.',
          'Podemos actualizar esta política cuando cambien el servicio o la ley. Publicaremos la nueva versión aquí con su fecha y, si los cambios son importantes, te avisaremos por correo o en la aplicación antes de que entren en vigor.',
          'Consultas y solicitudes: privacy@leadatlas.app.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    version: LEGAL_VERSION,
    updated: UPDATED_EN,
    intro:
      'This policy explains what personal data LeadAtlas collects, why, on what legal basis, how long we keep it and how you can exercise your rights. It covers the LeadAtlas website and web app, the emails we send and the business data we deliver in search results.',
    sections: [
      {
        id: 'who-we-are',
        title: 'Who we are',
        paragraphs: [
          'LeadAtlas (“we”, “us”) is the controller of the personal data described in this policy, unless we say otherwise. LeadAtlas is a B2B tool that finds, enriches and exports business contacts from public maps sources and the public websites of businesses, paid for with credits.',
          'For any privacy question or request, write to privacy@leadatlas.app. The service is intended for professional use by people aged 18 or over; we do not knowingly collect data from children.',
        ],
      },
      {
        id: 'data-we-collect',
        title: 'Data we collect about our users',
        paragraphs: [
          'We collect only what we need to run the service. Depending on how you use LeadAtlas, this includes:',
        ],
        items: [
          'Account data: email address, full name, password hash (never your password in readable form), preferred language, sign-in and last-activity times and, if you sign in with Google, Facebook, X or Apple, the basic profile details that provider shares with us.',
          'Organizations and team members: the organizations you create or join, your role (owner, admin or member) and the email addresses of the people you invite.',
          'Searches and results: the criteria of each search (sector, location, filters, fields requested, maximum number of leads), its status, the leads returned and your exports.',
          'Credits ledger: every credit movement of your organization (gifts, purchases, plan grants, holds, charges, releases and expiries), with its date and reason.',
          'Payments: your plan, purchase history, invoices and the customer identifier that Stripe assigns. Card data is entered on Stripe’s pages and never touches our servers.',
          'Support and feedback: support tickets and their messages, contact form submissions, survey answers and referral codes.',
          'Integrations: the tools you connect (such as a CRM) and their access credentials, which we store encrypted.',
          'Technical data: IP address, browser and device type, server logs, your cookie preferences and, with your consent, analytics events (see “Cookies and analytics”).',
        ],
      },
      {
        id: 'business-lead-data',
        title: 'Business data in search results',
        paragraphs: [
          'The leads we deliver describe businesses. They come from public maps sources (OpenStreetMap, through Nominatim and Overpass, or Google Places) and from the public website of each business (home, contact, about and legal notice pages), which we visit respecting robots.txt. They can include the business name, address, category, rating, website, phone, email addresses, social profile links, a contact person’s name and job title, a public professional profile such as LinkedIn, and estimates of revenue and employee count. To verify an email address we check its format and ask the domain’s mail server whether it would accept it, without sending any message.',
          'Some of this data relates to identifiable people, such as sole traders or a company’s contact person. We process it on the basis of legitimate interest (Article 6(1)(f) GDPR): ours in offering a B2B prospecting service, and our customers’ in contacting businesses in a professional capacity. We limit it to professional data that the business itself or a public source has already published, never collect special categories of data, and make objecting easy. Because we do not contact the businesses we list, this section gives the information required by Article 14 GDPR.',
          'If you appear in a lead, you can object or ask for access or erasure by writing to privacy@leadatlas.app, stating the business name, website, email or phone concerned. We will delete your personal data from our lead records, keep a minimal suppression entry so it is not collected again, and inform the customers who received it, as Article 19 GDPR requires, unless that proves impossible or involves disproportionate effort. Customers who exported leads are independent controllers of their copies, and you can also contact them directly.',
        ],
      },
      {
        id: 'purposes-and-legal-bases',
        title: 'Purposes and legal bases',
        paragraphs: [
          'We use personal data only for the purposes below, each with its legal basis under Article 6 GDPR:',
          'We do not sell or rent our users’ account data, and we do not take decisions based solely on automated processing that produce legal effects concerning you or similarly significantly affect you.',
        ],
        items: [
          'Performance of a contract: creating and securing your account, running searches, enriching and delivering leads, managing organizations, credits, plans, payments and integrations, providing support and sending service emails.',
          'Legitimate interest: keeping the service secure, preventing fraud and abuse (for example, misuse of sign-up gifts or referral codes), improving the product from aggregated data, and processing business contact data as described in the previous section.',
          'Consent: analytics and marketing cookies, and the newsletter. You can withdraw it at any time without affecting earlier processing.',
          'Legal obligation: keeping invoices and accounting records, and answering lawful requests from authorities.',
        ],
      },
      {
        id: 'emails-we-send',
        title: 'Emails we send',
        paragraphs: [
          'We send the service emails you need to use LeadAtlas: confirmation of your email address, password reset, organization invitations, and notices about your account such as low credits, finished searches or an upcoming plan renewal. If someone invites you to an organization, we use your email address only to send the invitation and let you accept it. Stripe may send you payment receipts.',
          'We send our newsletter only if you subscribe or agree to receive it. Every newsletter has an unsubscribe link, and you can also unsubscribe by writing to us. Unsubscribing does not affect service emails, which stop when you delete your account.',
        ],
      },
      {
        id: 'cookies-and-analytics',
        title: 'Cookies and analytics',
        paragraphs: [
          'We use three kinds of cookies and similar local storage:',
          'Analytics and marketing are off until you accept them in the cookie banner. You can change or withdraw your choice at any time from the "Cookies" link at the foot of every page or from My account, which open your preferences and can show the banner again. We keep a record of your choice, linked to a random visitor identifier and, if you are signed in, to your account.',
        ],
        items: [
          'Functional (always on): keep you signed in, remember your language, theme and cookie choices, and protect forms against abuse. They cannot be disabled because the service does not work without them.',
          'Analytics (only with consent): first-party events about how the site is used, such as page views, scroll depth, button clicks and sign-up or sign-in attempts. We collect them ourselves and use them to improve the product.',
          'Marketing (only with consent): used to measure the results of our advertising campaigns and their conversions.',
        ],
      },
      {
        id: 'processors-and-transfers',
        title: 'Service providers and international transfers',
        paragraphs: [
          'We share personal data only with the providers below, and only as far as needed:',
          'Some of these providers are located outside the European Economic Area. When we transfer personal data there, we rely on an adequacy decision (such as the EU-US Data Privacy Framework for certified companies) or on the European Commission’s Standard Contractual Clauses, with additional safeguards where needed. You can ask us for a copy of the relevant safeguards.',
        ],
        items: [
          'Hosting, database and email delivery providers, which run the service and send our emails as processors under a data processing agreement.',
          'Stripe, which handles payments as an independent payment processor under its own privacy policy; we receive only the payment status, plan, amounts and the billing details needed for invoices.',
          'Google Places, when enabled, and the OpenStreetMap services (Nominatim and Overpass), which receive the locations and terms of searches, not your identity.',
          'The sign-in provider you choose (Google, Facebook, X or Apple) and, when enabled, a captcha service (Cloudflare Turnstile or hCaptcha) that checks that requests are not automated.',
          'The tools you connect (CRMs, automation or cold-email tools), which receive the leads you decide to send them and handle them under their own terms.',
        ],
      },
      {
        id: 'data-retention',
        title: 'How long we keep data',
        paragraphs: [
          'We keep personal data only as long as needed for the purposes above:',
          'When a period ends, we delete the data or anonymise it so that it can no longer identify you.',
        ],
        items: [
          'Account data, organizations, searches and results: while your account exists and up to 30 days after you delete it; backups are overwritten within a further 30 days.',
          'Credits ledger, invoices and payment records: for the period required by tax and accounting law (usually between 5 and 10 years).',
          'Business data from public sources: refreshed or deleted no later than 12 months after it was last retrieved; suppression entries for people who objected are kept as long as needed to honour the objection.',
          'Analytics events: 13 months from collection.',
          'Support tickets, contact messages and survey answers: 24 months after the last message.',
          'Newsletter: until you unsubscribe; we then keep only your email address on a suppression list so we do not write to you again.',
          'Server and security logs: up to 90 days.',
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights',
        paragraphs: [
          'Under the GDPR and similar laws, you have the right to:',
          'To exercise a right, write to privacy@leadatlas.app. We may ask you to confirm your identity and will answer within one month, which can be extended by two more months for complex requests; if so, we will tell you.',
        ],
        items: [
          'Access your personal data and get a copy of it: in My account, “Download my data” gives you a JSON file with your profile, organizations, searches, leads, credit movements and consent records.',
          'Rectify inaccurate or incomplete data: your name, email and language are changed in My account; for anything else, write to us and we will correct it.',
          'Erase your data: you can delete your account yourself in My account (or write to us).',
          'Receive your data in a structured, machine-readable format (portability), for example your leads as CSV.',
          'Object to processing based on legitimate interest and, at any time, to direct marketing.',
          'Ask us to restrict processing while a request or complaint is being resolved.',
          'Withdraw your consent at any time, without affecting earlier processing.',
          'Lodge a complaint with the data protection supervisory authority of the country where you live or work, or where you believe an infringement took place.',
        ],
      },
      {
        id: 'security-changes-contact',
        title: 'Security, changes and contact',
        paragraphs: [
          'We protect data with encrypted connections (TLS), passwords stored only as salted hashes, integration credentials encrypted at rest, access restricted by role within each organization and, within our team, on a need-to-know basis, as well as backups and monitoring. If a breach affects your personal data, we will notify the competent authority and, where required, you, within the legal deadlines.',
          'We may update this policy when the service or the law changes. We will publish the new version here with its date and, for significant changes, tell you by email or in the app before they take effect.',
          'Questions and requests: privacy@leadatlas.app.',
        ],
      },
    ],
  },
};

export const termsOfService: Record<LegalLocale, LegalDocument> = {
  es: {
    title: 'Términos del servicio',
    version: LEGAL_VERSION,
    updated: UPDATED_ES,
    intro:
      'Estos términos regulan el uso de LeadAtlas, un servicio basado en créditos para encontrar, enriquecer y exportar contactos de empresas. Léelos junto con nuestra Política de privacidad.',
    sections: [
      {
        id: 'acceptance-and-account',
        title: 'Aceptación y cuenta',
        paragraphs: [
          'Al crear una cuenta o usar LeadAtlas aceptas estos términos. Si lo usas en nombre de una empresa, confirmas que tienes autoridad para obligarla, y las referencias a «ti» incluyen también a esa empresa.',
          'LeadAtlas es una herramienta para empresas: debes tener al menos 18 años y usarla con fines profesionales. Proporciona información exacta al registrarte y mantenla actualizada, guarda tus credenciales de forma confidencial y avísanos enseguida desde [Soporte](/support) si sospechas un acceso no autorizado. Eres responsable de la actividad realizada con tu cuenta y en las organizaciones de las que eres propietario.',
        ],
      },
      {
        id: 'the-service',
        title: 'El servicio',
        paragraphs: [
          'LeadAtlas te permite buscar empresas por sector, ubicación y filtros, usando fuentes cartográficas públicas como OpenStreetMap o Google Places, y enriquecer cada lead con datos encontrados en sitios web públicos, como teléfono, correo, redes sociales o persona de contacto, según tu plan. Puedes ver los resultados, exportarlos en CSV o enviarlos a las herramientas que conectes.',
          'El enriquecimiento y la verificación se realizan en la medida de lo posible. Los datos proceden de fuentes públicas y de terceros que pueden estar incompletas, desactualizadas o contener errores; un correo «verificado» significa que el servidor de correo del destinatario aceptó la dirección cuando la comprobamos, no que un mensaje vaya a entregarse o leerse. No garantizamos la exactitud, la integridad ni la idoneidad de ningún lead, ni un número mínimo de resultados por búsqueda.',
          'Trabajamos para que LeadAtlas esté disponible, pero no prometemos un servicio ininterrumpido: el mantenimiento, las caídas de nuestros proveedores o fuentes y otros hechos ajenos a nuestro control pueden afectarlo. Podemos mejorar, cambiar o retirar funciones; si un cambio reduce de forma sustancial un servicio de pago, te avisaremos con antelación.',
        ],
      },
      {
        id: 'credits',
        title: 'Créditos',
        paragraphs: [
          'Las búsquedas y el enriquecimiento se pagan con créditos, según la lista de precios por campo que se muestra en la aplicación. Los créditos pertenecen a una organización; la organización activa paga las búsquedas de sus miembros.',
          'Podemos anular los créditos obtenidos mediante fraude, errores o abuso de regalos o referidos, como los autorreferidos o las cuentas duplicadas.',
        ],
        items: [
          'Las cuentas nuevas reciben un regalo de registro de 50 créditos, más 100 adicionales con un código de referido válido.',
          'Los créditos incluidos en un plan mensual se asignan en cada periodo de facturación y no se acumulan: los créditos del plan no usados vencen en la renovación. Los créditos del plan se consumen primero.',
          'Los créditos comprados en paquetes, así como los de regalo y de referidos, no vencen mientras exista la cuenta.',
          'Al iniciar una búsqueda se reserva su coste estimado; al terminar, solo se cobran los campos realmente entregados para cada lead y el resto se libera. Un lead ya entregado a la misma organización no se vuelve a cobrar.',
          'Los créditos no tienen valor monetario, no pueden transferirse fuera de la organización ni canjearse por dinero y no se reembolsan, salvo que la ley lo exija.',
        ],
      },
      {
        id: 'plans-and-payments',
        title: 'Planes y pagos',
        paragraphs: [
          'Los planes de pago son suscripciones mensuales que se renuevan automáticamente al final de cada periodo y se cobran a tu medio de pago hasta que las canceles. Puedes cancelar en cualquier momento; la cancelación surte efecto al final del periodo en curso, mantienes el acceso hasta entonces y no se hacen reembolsos parciales. Los paquetes de créditos son compras únicas.',
          'Los precios están en dólares estadounidenses (USD) y no incluyen impuestos como el IVA o el impuesto sobre las ventas, que se añaden cuando corresponda. Los pagos los procesa Stripe; al pagar aceptas también sus condiciones. Si un pago falla, podemos suspender las funciones de pago hasta que se regularice.',
          'Podemos cambiar los precios o los planes. Los cambios se aplican a partir de tu siguiente renovación y te avisaremos con al menos 30 días de antelación para que puedas cancelar antes.',
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Uso aceptable',
        paragraphs: [
          'Debes usar LeadAtlas y los datos que obtengas de forma lícita. En particular, no puedes:',
          'Podemos investigar posibles incumplimientos y suspender el acceso o retener resultados mientras lo hacemos.',
        ],
        items: [
          'Enviar comunicaciones no solicitadas que incumplan las leyes antispam y de privacidad, como el RGPD, la normativa ePrivacy o CAN-SPAM; cada mensaje debe identificarte y ofrecer una forma efectiva de darse de baja.',
          'Revender, licenciar o publicar los datos obtenidos de LeadAtlas como lista o base de datos, ni usarlos para crear un servicio competidor.',
          'Extraer datos, rastrear o acceder al servicio por medios automatizados distintos de nuestra API, ni intentar eludir los créditos, los límites del plan o las medidas de seguridad.',
          'Crear varias cuentas o referidos falsos para obtener créditos gratuitos.',
          'Usar los datos para acosar, discriminar, defraudar o cualquier otro fin ilícito, ni para contactar a personas por asuntos ajenos a su actividad profesional.',
          'Interferir en el servicio, en su infraestructura o en otros usuarios, ni subir código malicioso.',
        ],
      },
      {
        id: 'data-and-your-responsibilities',
        title: 'Los datos y tus responsabilidades',
        paragraphs: [
          'Respecto de los leads que exportas o envías a otras herramientas, actúas como responsable del tratamiento independiente según el RGPD y leyes similares. Te corresponde contar con una base legal válida para tu propio uso, informar a las personas afectadas cuando la ley lo exija, atender sus oposiciones y solicitudes de supresión y mantener los datos seguros. Nuestro propio tratamiento se describe en la Política de privacidad.',
          'Los datos de fuentes de terceros siguen sujetos a sus condiciones; por ejemplo, los datos de OpenStreetMap están disponibles bajo la Open Database License, que exige atribución cuando se distribuyen públicamente. Si recibimos una oposición o una solicitud de supresión sobre un lead que recibiste, podemos pedirte que lo elimines, y te comprometes a hacerlo.',
          'Cuando conectas una herramienta de terceros, nos autorizas a enviarle los datos que elijas; lo que esa herramienta haga con ellos se rige por sus propias condiciones.',
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Propiedad intelectual',
        paragraphs: [
          'LeadAtlas, su software, diseño, textos y marca pertenecen a LeadAtlas o a sus licenciantes. Te concedemos un derecho limitado, no exclusivo e intransferible a usar el servicio mientras tu cuenta esté activa y a usar los datos que obtengas para tus fines comerciales internos, conforme a estos términos.',
          'Conservas la titularidad del contenido que aportas, como criterios de búsqueda, mensajes y configuraciones, y nos concedes los derechos necesarios para prestar el servicio con él. Si nos envías sugerencias u opiniones, podemos usarlas libremente sin ninguna obligación hacia ti.',
        ],
      },
      {
        id: 'warranties-and-liability',
        title: 'Exclusión de garantías y limitación de responsabilidad',
        paragraphs: [
          'En la medida permitida por la ley, LeadAtlas se ofrece «tal cual» y «según disponibilidad», sin garantías de ningún tipo, expresas o implícitas, incluidas las de comerciabilidad, idoneidad para un fin concreto, exactitud de los datos y no infracción.',
          'En la medida permitida por la ley, no respondemos de daños indirectos o consecuentes, como el lucro cesante o la pérdida de ingresos, datos u oportunidades de negocio, ni de los resultados de campañas basadas en nuestros datos. Nuestra responsabilidad total por cualquier reclamación relacionada con el servicio se limita al importe que nos pagaste en los 12 meses anteriores al hecho que la origina.',
          'Estos límites no se aplican a la responsabilidad que la ley no permite excluir ni limitar, como la derivada de dolo o negligencia grave, y no afectan a los derechos imperativos que puedas tener.',
        ],
      },
      {
        id: 'suspension-and-termination',
        title: 'Suspensión y terminación',
        paragraphs: [
          'Puedes dejar de usar LeadAtlas en cualquier momento y pedirnos que eliminemos tu cuenta escribiendo a privacy@leadatlas.app. Al eliminarla se cancela cualquier suscripción activa, termina tu acceso y se pierden, sin reembolso, los créditos no usados de las organizaciones de las que eres propietario.',
          'Podemos suspender o cerrar tu cuenta si incumples estos términos de forma grave o reiterada, no pagas, usas el servicio de forma fraudulenta o generas riesgos legales para nosotros, otros usuarios o terceros. Cuando sea razonable, te avisaremos antes y te daremos la oportunidad de corregir el problema. Si dejamos de prestar el servicio por motivos que no te son imputables, te reembolsaremos la parte no usada de cualquier periodo de suscripción pagado por adelantado.',
          'Tras la terminación, eliminamos tus datos como se describe en la Política de privacidad. Las cláusulas que por su naturaleza deban subsistir, como las relativas a tus responsabilidades sobre los datos, la propiedad intelectual y la responsabilidad, siguen vigentes.',
        ],
      },
      {
        id: 'changes-law-and-contact',
        title: 'Cambios, ley aplicable y contacto',
        paragraphs: [
          'Podemos actualizar estos términos. Publicaremos la nueva versión aquí con su fecha y, si los cambios son importantes, te avisaremos por correo o en la aplicación al menos 30 días antes de que entren en vigor. Si sigues usando LeadAtlas después de esa fecha, aceptas los nuevos términos; si no estás de acuerdo, puedes cancelar antes.',
          'Estos términos se rigen por las leyes del país en el que LeadAtlas está establecida, sin aplicar sus normas de conflicto de leyes y sin perjuicio de las normas imperativas de tu país que no puedan excluirse. Antes de iniciar cualquier acción legal, contáctanos para intentar resolver el asunto de forma amistosa en un plazo de 30 días.',
          'Para cualquier consulta sobre estos términos, escríbenos desde [Contacto](/contact) o, si ya tienes cuenta, desde [Soporte](/support). Para asuntos de privacidad: privacy@leadatlas.app.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of Service',
    version: LEGAL_VERSION,
    updated: UPDATED_EN,
    intro:
      'These terms govern your use of LeadAtlas, a credit-based service for finding, enriching and exporting business contacts. Please read them together with our Privacy Policy.',
    sections: [
      {
        id: 'acceptance-and-account',
        title: 'Acceptance and your account',
        paragraphs: [
          'By creating an account or using LeadAtlas, you accept these terms. If you use it on behalf of a company, you confirm that you are authorised to bind it, and “you” also refers to that company.',
          'LeadAtlas is a business tool: you must be at least 18 years old and use it for professional purposes. Give accurate information when you register and keep it up to date, keep your credentials confidential and tell us promptly through [Support](/support) if you suspect unauthorised access. You are responsible for activity under your account and in the organizations you own.',
        ],
      },
      {
        id: 'the-service',
        title: 'The service',
        paragraphs: [
          'LeadAtlas lets you search businesses by sector, location and filters, using public maps sources such as OpenStreetMap or Google Places, and enrich each lead with data found on public websites, such as phone, email, social profiles or a contact person, depending on your plan. You can view results, export them as CSV or send them to the tools you connect.',
          'Enrichment and verification are best-effort. Data comes from public and third-party sources that may be incomplete, out of date or wrong; a “verified” email means that the recipient’s mail server accepted the address when we checked it, not that a message will be delivered or read. We do not guarantee the accuracy, completeness or fitness for purpose of any lead, nor a minimum number of results per search.',
          'We work to keep LeadAtlas available, but we do not promise uninterrupted service: maintenance, outages of our providers or sources and events outside our control can affect it. We may improve, change or discontinue features; if a change materially reduces a paid service, we will tell you in advance.',
        ],
      },
      {
        id: 'credits',
        title: 'Credits',
        paragraphs: [
          'Searches and enrichment are paid for with credits, according to the per-field price list shown in the app. Credits belong to an organization; the active organization pays for its members’ searches.',
          'We may cancel credits obtained through fraud, errors or abuse of gifts or referrals, such as self-referrals or duplicate accounts.',
        ],
        items: [
          'New accounts receive a sign-up gift of 50 credits, plus 100 more with a valid referral code.',
          'Credits included in a monthly plan are granted each billing period and do not roll over: unused plan credits expire at renewal. Plan credits are spent first.',
          'Credits bought in packs, as well as gift and referral credits, do not expire while the account exists.',
          'When a search starts, its estimated cost is held; when it ends, you are charged only for the fields actually delivered for each lead and the rest is released. A lead already delivered to the same organization is not charged again.',
          'Credits have no cash value, cannot be transferred outside the organization or exchanged for money, and are not refunded, except where the law requires it.',
        ],
      },
      {
        id: 'plans-and-payments',
        title: 'Plans and payments',
        paragraphs: [
          'Paid plans are monthly subscriptions that renew automatically at the end of each period and are charged to your payment method until you cancel. You can cancel at any time; cancellation takes effect at the end of the current period, you keep access until then and no partial refunds are given. Credit packs are one-time purchases.',
          'Prices are in US dollars (USD) and do not include taxes such as VAT or sales tax, which are added where applicable. Payments are processed by Stripe; by paying, you also accept its terms. If a payment fails, we may suspend paid features until it is settled.',
          'We may change prices or plans. Changes apply from your next renewal, and we will tell you at least 30 days in advance so that you can cancel before they apply.',
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Acceptable use',
        paragraphs: [
          'You must use LeadAtlas and the data you obtain lawfully. In particular, you must not:',
          'We may investigate suspected breaches and suspend access or withhold results while we do so.',
        ],
        items: [
          'Send unsolicited messages in breach of anti-spam and privacy laws such as the GDPR, the ePrivacy rules or CAN-SPAM; every message must identify you and offer a working way to opt out.',
          'Resell, license or publish data obtained from LeadAtlas as a list or database, or use it to build a competing service.',
          'Scrape, crawl or access the service by automated means other than our API, or try to circumvent credits, plan limits or security measures.',
          'Create multiple accounts or fake referrals to obtain free credits.',
          'Use the data for harassment, discrimination, fraud or any other unlawful purpose, or to contact people about matters unrelated to their professional activity.',
          'Interfere with the service, its infrastructure or other users, or upload malicious code.',
        ],
      },
      {
        id: 'data-and-your-responsibilities',
        title: 'Data and your responsibilities',
        paragraphs: [
          'For the leads you export or send to other tools, you act as an independent controller under the GDPR and similar laws. You are responsible for having a valid legal basis for your own use, informing the people concerned where the law requires it, honouring their objections and erasure requests, and keeping the data secure. Our own processing is described in the Privacy Policy.',
          'Data from third-party sources remains subject to their terms; for example, OpenStreetMap data is available under the Open Database License, which requires attribution when you distribute it publicly. If we receive an objection or erasure request about a lead you received, we may ask you to delete it, and you agree to do so.',
          'When you connect a third-party tool, you authorise us to send it the data you choose; what that tool does with it is governed by its own terms.',
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Intellectual property',
        paragraphs: [
          'LeadAtlas, its software, design, texts and brand belong to LeadAtlas or its licensors. We grant you a limited, non-exclusive, non-transferable right to use the service while your account is active and to use the data you obtain for your internal business purposes, in line with these terms.',
          'You keep ownership of the content you provide, such as search criteria, messages and settings, and grant us the rights needed to operate the service with it. If you send us suggestions or feedback, we may use them freely without any obligation to you.',
        ],
      },
      {
        id: 'warranties-and-liability',
        title: 'Warranty disclaimer and limitation of liability',
        paragraphs: [
          'To the extent permitted by law, LeadAtlas is provided “as is” and “as available”, without warranties of any kind, express or implied, including merchantability, fitness for a particular purpose, accuracy of data and non-infringement.',
          'To the extent permitted by law, we are not liable for indirect or consequential damages, such as lost profits, revenue, data or business opportunities, or for the results of campaigns based on our data. Our total liability for any claim related to the service is limited to the amount you paid us in the 12 months before the event giving rise to it.',
          'These limits do not apply to liability that cannot be excluded or limited by law, such as for wilful misconduct or gross negligence, and do not affect any mandatory rights you may have.',
        ],
      },
      {
        id: 'suspension-and-termination',
        title: 'Suspension and termination',
        paragraphs: [
          'You can stop using LeadAtlas at any time and ask us to delete your account by writing to privacy@leadatlas.app. Deleting your account cancels any active subscription, ends your access and forfeits, without refund, the unused credits of the organizations you own.',
          'We may suspend or close your account if you seriously or repeatedly breach these terms, fail to pay, use the service fraudulently or create legal risk for us, other users or third parties. Where reasonable, we will notify you first and give you a chance to fix the problem. If we stop providing the service for reasons not attributable to you, we will refund the unused part of any prepaid subscription period.',
          'After termination, we delete your data as described in the Privacy Policy. Provisions that by their nature should survive, such as those on your data responsibilities, intellectual property and liability, remain in effect.',
        ],
      },
      {
        id: 'changes-law-and-contact',
        title: 'Changes, governing law and contact',
        paragraphs: [
          'We may update these terms. We will publish the new version here with its date and, for material changes, notify you by email or in the app at least 30 days before they take effect. If you keep using LeadAtlas after that date, you accept the new terms; if you do not agree, you can cancel before then.',
          'These terms are governed by the laws of the country where LeadAtlas is established, without regard to its conflict-of-law rules and without prejudice to mandatory rules of your country that cannot be waived. Before starting any legal action, please contact us so that we can try to resolve the matter amicably within 30 days.',
          'For questions about these terms, write to us through [Contact](/contact) or, if you have an account, through [Support](/support). For privacy matters: privacy@leadatlas.app.',
        ],
      },
    ],
  },
};
