/** What the generated websites say, per language: link texts and paths, labels, statements. */
import type { SiteLang } from './cities.js';

/** [path, link text] */
export type Link = readonly [string, string];

export interface SiteWords {
  home: string[];
  contact: Link[];
  about: Link[];
  team: Link[];
  legal: Link[];
  privacy: Link[];
  services: Link[];
  /** Paths of old-fashioned sites: /contacto.htm … */
  legacy: { contact: Link; about: Link; legal: Link };
  /** Path of a contact page that only a redirect leads to. */
  movedContact: string;
  vcardFile: string;
  vcardLink: string;
  address: string;
  phone: string;
  mobile: string;
  email: string[];
  hours: string;
  writeUs: string[];
  subject: string;
  teamHeading: string[];
  followUs: string;
  share: string;
  rights: string;
  form: { name: string; email: string; message: string; send: string; example: string };
  placeholders: string[];
  welcome: (name: string, neighbourhood: string, city: string) => string;
  aboutText: (name: string, city: string, year: number) => string;
  servicesText: string;
  notFound: string;
  generic: string[];
  roles: string[];
  privacyRole: string;
  /** "Somos un equipo de 25 profesionales" → "25"; "más de 50 empleados" → "50+". */
  employees: Array<(n: number) => string>;
  employeesPlus: Array<(n: number) => string>;
  /** Statements of a revenue figure (millions) in the site's currency. */
  revenue: (amount: string, currency: string, year: number) => string;
  revenueEstimate: Array<(amount: string, currency: string) => string>;
  /** Decimal separator of the language (1,5 or 1.5). */
  decimal: string;
  notice: {
    heading: string;
    intro: string;
    companyLabel: string;
    taxLabel: string;
    seatLabel: string;
    /** How the legal notice names the owner: "Titular", "Inhaber"… (also the title). */
    ownerLabels: string[];
    emailLabel: string;
  };
  privacyText: (legalName: string) => string;
  privacyContact: string;
  obfuscation: 'arroba' | 'brackets';
}

const ES: SiteWords = {
  home: ['Inicio', 'Home', 'Portada'],
  contact: [
    ['/contacto', 'Contacto'],
    ['/contactanos', 'Contáctanos'],
    ['/contacto.html', 'Contacto'],
    ['/es/contacto', 'Contacta con nosotros'],
  ],
  about: [
    ['/sobre-nosotros', 'Sobre nosotros'],
    ['/quienes-somos', 'Quiénes somos'],
    ['/nosotros', 'Nosotros'],
    ['/empresa', 'La empresa'],
  ],
  team: [
    ['/equipo', 'Equipo'],
    ['/nuestro-equipo', 'Nuestro equipo'],
  ],
  legal: [
    ['/aviso-legal', 'Aviso legal'],
    ['/legal', 'Aviso legal'],
  ],
  privacy: [
    ['/politica-de-privacidad', 'Política de privacidad'],
    ['/privacidad', 'Privacidad'],
  ],
  services: [
    ['/servicios', 'Servicios'],
    ['/tarifas', 'Tarifas'],
  ],
  legacy: {
    contact: ['/contacto.htm', 'CONTACTO'],
    about: ['/empresa.htm', 'EMPRESA'],
    legal: ['/aviso_legal.htm', 'Aviso legal'],
  },
  movedContact: '/contacto.php',
  vcardFile: '/contacto.vcf',
  vcardLink: 'Descargar vCard',
  address: 'Dirección',
  phone: 'Teléfono',
  mobile: 'Móvil',
  email: ['Email', 'Correo electrónico', 'E-mail'],
  hours: 'Horario',
  writeUs: ['Escríbenos', 'Envíanos un correo', 'Pide cita por email'],
  subject: 'Consulta desde la web',
  teamHeading: ['Nuestro equipo', 'Equipo', 'Quiénes somos'],
  followUs: 'Síguenos',
  share: 'Compartir',
  rights: 'Todos los derechos reservados',
  form: {
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    send: 'Enviar',
    example: 'p. ej. nombre@dominio.com',
  },
  placeholders: ['nombre@dominio.com', 'tu@email.com', 'example@example.com'],
  welcome: (n, nb, c) =>
    `Bienvenidos a ${n}, en el barrio de ${nb} (${c}). Más de diez años a su servicio.`,
  aboutText: (n, c, y) =>
    `${n} nació en ${y} en ${c} como un negocio familiar. Trabajamos cada día para ofrecer el mejor servicio a nuestros clientes.`,
  servicesText: 'Consulte nuestros servicios y tarifas actualizadas.',
  notFound: 'Página no encontrada',
  generic: ['info', 'contacto', 'hola'],
  roles: ['ventas', 'reservas', 'administracion', 'citas', 'pedidos', 'comercial'],
  privacyRole: 'privacidad',
  employees: [
    (n) => `Somos un equipo de ${n} profesionales.`,
    (n) => `Nuestra plantilla la forman ${n} personas.`,
  ],
  employeesPlus: [
    (n) => `Contamos con más de ${n} empleados.`,
    (n) => `Más de ${n} trabajadores a su servicio.`,
  ],
  revenue: (a, cur, y) => `Facturación ${y}: ${a} ${cur === 'EUR' ? 'M€' : `millones de ${cur}`}`,
  revenueEstimate: [
    (a, cur) => `Facturación aprox.: ${a} ${cur === 'EUR' ? 'M€' : `millones de ${cur}`}`,
    (a, cur) => `Facturación estimada: ~${a} ${cur === 'EUR' ? 'M€' : `millones de ${cur}`}`,
  ],
  decimal: ',',
  notice: {
    heading: 'Aviso legal',
    intro:
      'En cumplimiento del deber de información, se facilitan los datos del titular de este sitio web.',
    companyLabel: 'Razón social',
    taxLabel: 'NIF/CIF',
    seatLabel: 'Domicilio',
    ownerLabels: ['Titular', 'Propietario'],
    emailLabel: 'Correo electrónico',
  },
  privacyText: (l) =>
    `Responsable del tratamiento: ${l}. Tratamos sus datos únicamente para atender sus consultas y no los cedemos a terceros.`,
  privacyContact: 'Para ejercer sus derechos de acceso, rectificación o supresión escriba a',
  obfuscation: 'arroba',
};

const EN: SiteWords = {
  home: ['Home', 'Welcome'],
  contact: [
    ['/contact', 'Contact'],
    ['/contact-us', 'Contact us'],
    ['/get-in-touch', 'Get in touch'],
  ],
  about: [
    ['/about', 'About'],
    ['/about-us', 'About us'],
    ['/our-story', 'Our story'],
  ],
  team: [
    ['/team', 'Team'],
    ['/our-team', 'Meet the team'],
  ],
  legal: [
    ['/legal', 'Legal notice'],
    ['/terms', 'Terms of use'],
  ],
  privacy: [
    ['/privacy', 'Privacy policy'],
    ['/privacy-policy', 'Privacy Policy'],
  ],
  services: [
    ['/services', 'Services'],
    ['/pricing', 'Pricing'],
  ],
  legacy: {
    contact: ['/contact.htm', 'CONTACT US'],
    about: ['/about.htm', 'ABOUT'],
    legal: ['/terms.htm', 'Terms'],
  },
  movedContact: '/contact.php',
  vcardFile: '/contact.vcf',
  vcardLink: 'Download our vCard',
  address: 'Address',
  phone: 'Phone',
  mobile: 'Cell',
  email: ['Email', 'E-mail'],
  hours: 'Opening hours',
  writeUs: ['Email us', 'Send us an email', 'Drop us a line'],
  subject: 'Website enquiry',
  teamHeading: ['Our team', 'Meet the team', 'The people behind'],
  followUs: 'Follow us',
  share: 'Share',
  rights: 'All rights reserved',
  form: {
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send',
    example: 'e.g. user@domain.com',
  },
  placeholders: ['your@email.com', 'user@domain.com', 'example@example.com'],
  welcome: (n, nb, c) =>
    `Welcome to ${n} in ${nb}, ${c}. Serving our neighbors for over ten years.`,
  aboutText: (n, c, y) =>
    `${n} was founded in ${y} as a family-owned business in ${c}. Our team works every day to give you the best service.`,
  servicesText: 'See our services and current prices.',
  notFound: 'Page not found',
  generic: ['info', 'hello', 'contact'],
  roles: ['sales', 'bookings', 'billing', 'support', 'appointments'],
  privacyRole: 'privacy',
  employees: [
    (n) => `We are a team of ${n} people.`,
    (n) => `Our ${n} employees are here to help.`,
  ],
  employeesPlus: [(n) => `Over ${n} employees.`, (n) => `More than ${n} staff members.`],
  revenue: (a, cur, y) => `Annual revenue (${y}): ${cur === 'USD' ? `$${a}M` : `${a}M ${cur}`}`,
  revenueEstimate: [
    (a, cur) => `approx. ${cur === 'USD' ? `$${a}M` : `${a}M ${cur}`} revenue`,
    (a, cur) => `Estimated revenue: ~${cur === 'USD' ? `$${a}M` : `${a}M ${cur}`}`,
  ],
  decimal: '.',
  notice: {
    heading: 'Legal notice',
    intro: 'This website is operated by the company below.',
    companyLabel: 'Company',
    taxLabel: 'EIN',
    seatLabel: 'Registered office',
    ownerLabels: ['Owner', 'Proprietor'],
    emailLabel: 'Email',
  },
  privacyText: (l) =>
    `${l} respects your privacy. We only use your data to answer your requests and never sell it.`,
  privacyContact: 'For any privacy request, write to',
  obfuscation: 'brackets',
};

const PT: SiteWords = {
  home: ['Início', 'Home'],
  contact: [
    ['/contato', 'Contato'],
    ['/fale-conosco', 'Fale conosco'],
    ['/contactos', 'Contactos'],
  ],
  about: [
    ['/sobre', 'Sobre nós'],
    ['/quem-somos', 'Quem somos'],
    ['/empresa', 'A empresa'],
  ],
  team: [
    ['/equipe', 'Equipe'],
    ['/equipa', 'A nossa equipa'],
  ],
  legal: [
    ['/aviso-legal', 'Aviso legal'],
    ['/termos', 'Termos de uso'],
  ],
  privacy: [['/politica-de-privacidade', 'Política de privacidade']],
  services: [['/servicos', 'Serviços']],
  legacy: {
    contact: ['/contato.htm', 'CONTATO'],
    about: ['/empresa.htm', 'EMPRESA'],
    legal: ['/termos.htm', 'Termos'],
  },
  movedContact: '/contato.php',
  vcardFile: '/contato.vcf',
  vcardLink: 'Baixar vCard',
  address: 'Morada',
  phone: 'Telefone',
  mobile: 'Telemóvel',
  email: ['E-mail', 'Email'],
  hours: 'Horário',
  writeUs: ['Envie-nos um e-mail', 'Escreva-nos'],
  subject: 'Pedido de informação',
  teamHeading: ['A nossa equipa', 'Nossa equipe'],
  followUs: 'Siga-nos',
  share: 'Partilhar',
  rights: 'Todos os direitos reservados',
  form: {
    name: 'Nome',
    email: 'E-mail',
    message: 'Mensagem',
    send: 'Enviar',
    example: 'ex.: nome@dominio.com',
  },
  placeholders: ['nome@dominio.com', 'seu@email.com', 'example@example.com'],
  welcome: (n, nb, c) =>
    `Seja bem-vindo! ${n}, em ${nb} (${c}): há mais de dez anos ao seu serviço.`,
  aboutText: (n, c, y) =>
    `${n} nasceu em ${y} em ${c}. Trabalhamos todos os dias para oferecer o melhor serviço.`,
  servicesText: 'Conheça os nossos serviços e preços.',
  notFound: 'Página não encontrada',
  generic: ['geral', 'contato', 'info'],
  roles: ['vendas', 'reservas', 'comercial', 'administrativo'],
  privacyRole: 'privacidade',
  employees: [
    (n) => `Somos uma equipa de ${n} profissionais.`,
    (n) => `Contamos com ${n} colaboradores.`,
  ],
  employeesPlus: [(n) => `Mais de ${n} colaboradores.`],
  revenue: (a, cur, y) =>
    cur === 'BRL' ? `Faturamento ${y}: R$ ${a} milhões` : `Volume de negócios ${y}: ${a} M€`,
  revenueEstimate: [
    (a, cur) =>
      cur === 'BRL'
        ? `Faturamento estimado: cerca de R$ ${a} milhões`
        : `Faturação aprox.: ${a} M€`,
  ],
  decimal: ',',
  notice: {
    heading: 'Aviso legal',
    intro: 'Informação sobre a entidade responsável por este sítio.',
    companyLabel: 'Empresa',
    taxLabel: 'NIF',
    seatLabel: 'Sede',
    ownerLabels: ['Sócio-gerente', 'Proprietário'],
    emailLabel: 'E-mail',
  },
  privacyText: (l) =>
    `${l} trata os seus dados pessoais apenas para responder aos seus pedidos, em conformidade com o RGPD/LGPD.`,
  privacyContact: 'Para exercer os seus direitos, contacte',
  obfuscation: 'arroba',
};

const FR: SiteWords = {
  home: ['Accueil'],
  contact: [
    ['/contact', 'Contact'],
    ['/nous-contacter', 'Nous contacter'],
    ['/contactez-nous', 'Contactez-nous'],
  ],
  about: [
    ['/a-propos', 'À propos'],
    ['/qui-sommes-nous', 'Qui sommes-nous ?'],
  ],
  team: [
    ['/equipe', 'Notre équipe'],
    ['/l-equipe', 'L’équipe'],
  ],
  legal: [['/mentions-legales', 'Mentions légales']],
  privacy: [
    ['/politique-de-confidentialite', 'Politique de confidentialité'],
    ['/confidentialite', 'Confidentialité'],
  ],
  services: [
    ['/prestations', 'Prestations'],
    ['/tarifs', 'Tarifs'],
  ],
  legacy: {
    contact: ['/contact.htm', 'CONTACT'],
    about: ['/societe.htm', 'SOCIÉTÉ'],
    legal: ['/mentions.htm', 'Mentions légales'],
  },
  movedContact: '/contact.php',
  vcardFile: '/contact.vcf',
  vcardLink: 'Télécharger la vCard',
  address: 'Adresse',
  phone: 'Téléphone',
  mobile: 'Portable',
  email: ['E-mail', 'Courriel'],
  hours: 'Horaires',
  writeUs: ['Écrivez-nous', 'Envoyez-nous un e-mail'],
  subject: 'Demande de renseignements',
  teamHeading: ['Notre équipe', 'L’équipe'],
  followUs: 'Suivez-nous',
  share: 'Partager',
  rights: 'Tous droits réservés',
  form: {
    name: 'Nom',
    email: 'E-mail',
    message: 'Message',
    send: 'Envoyer',
    example: 'ex. : nom@domaine.fr',
  },
  placeholders: ['votre@email.com', 'example@example.com', 'user@domain.com'],
  welcome: (n, nb, c) =>
    `Bienvenue chez ${n}, quartier ${nb} à ${c}. À votre service depuis plus de dix ans.`,
  aboutText: (n, c, y) =>
    `${n} a été fondée en ${y} à ${c}. Notre équipe s’engage chaque jour à vous offrir un service de qualité.`,
  servicesText: 'Découvrez nos prestations et nos tarifs.',
  notFound: 'Page introuvable',
  generic: ['contact', 'info', 'bonjour'],
  roles: ['commercial', 'reservation', 'compta', 'rdv'],
  privacyRole: 'rgpd',
  employees: [
    (n) => `Une équipe de ${n} collaborateurs à votre écoute.`,
    (n) => `Nous sommes ${n} salariés.`,
  ],
  employeesPlus: [(n) => `Plus de ${n} salariés.`],
  revenue: (a, _cur, y) => `Chiffre d’affaires ${y} : ${a} M€`,
  revenueEstimate: [(a) => `Chiffre d’affaires estimé : environ ${a} M€`],
  decimal: ',',
  notice: {
    heading: 'Mentions légales',
    intro: 'Conformément à la loi pour la confiance dans l’économie numérique (LCEN) :',
    companyLabel: 'Raison sociale',
    taxLabel: 'SIREN',
    seatLabel: 'Siège social',
    ownerLabels: ['Gérant'],
    emailLabel: 'E-mail',
  },
  privacyText: (l) =>
    `${l} traite vos données uniquement pour répondre à vos demandes, conformément au RGPD.`,
  privacyContact: 'Pour exercer vos droits, écrivez à',
  obfuscation: 'brackets',
};

const DE: SiteWords = {
  home: ['Startseite', 'Home'],
  contact: [
    ['/kontakt', 'Kontakt'],
    ['/kontakt-anfahrt', 'Kontakt & Anfahrt'],
  ],
  about: [
    ['/ueber-uns', 'Über uns'],
    ['/unternehmen', 'Unternehmen'],
  ],
  team: [
    ['/team', 'Team'],
    ['/unser-team', 'Unser Team'],
  ],
  legal: [['/impressum', 'Impressum']],
  privacy: [
    ['/datenschutz', 'Datenschutz'],
    ['/datenschutzerklaerung', 'Datenschutzerklärung'],
  ],
  services: [
    ['/leistungen', 'Leistungen'],
    ['/preise', 'Preise'],
  ],
  legacy: {
    contact: ['/kontakt.htm', 'KONTAKT'],
    about: ['/firma.htm', 'FIRMA'],
    legal: ['/impressum.htm', 'Impressum'],
  },
  movedContact: '/kontakt.php',
  vcardFile: '/kontakt.vcf',
  vcardLink: 'vCard herunterladen',
  address: 'Adresse',
  phone: 'Telefon',
  mobile: 'Mobil',
  email: ['E-Mail'],
  hours: 'Öffnungszeiten',
  writeUs: ['Schreiben Sie uns', 'E-Mail senden'],
  subject: 'Anfrage über die Website',
  teamHeading: ['Unser Team', 'Das Team'],
  followUs: 'Folgen Sie uns',
  share: 'Teilen',
  rights: 'Alle Rechte vorbehalten',
  form: {
    name: 'Name',
    email: 'E-Mail',
    message: 'Nachricht',
    send: 'Absenden',
    example: 'z. B. name@domain.de',
  },
  placeholders: ['ihre@email.de', 'example@example.com', 'user@domain.com'],
  welcome: (n, nb, c) => `Willkommen bei ${n} in ${c}-${nb}. Seit über zehn Jahren für Sie da.`,
  aboutText: (n, c, y) =>
    `${n} wurde ${y} in ${c} gegründet. Unser Team setzt sich täglich für zufriedene Kundinnen und Kunden ein.`,
  servicesText: 'Unsere Leistungen und aktuellen Preise.',
  notFound: 'Seite nicht gefunden',
  generic: ['info', 'kontakt', 'mail'],
  roles: ['vertrieb', 'buchhaltung', 'termine', 'bestellung'],
  privacyRole: 'datenschutz',
  employees: [
    (n) => `Ein Team von ${n} Mitarbeiterinnen und Mitarbeitern.`,
    (n) => `Wir beschäftigen ${n} Mitarbeiter.`,
  ],
  employeesPlus: [(n) => `Über ${n} Mitarbeiter.`, (n) => `Mehr als ${n} Beschäftigte.`],
  revenue: (a, _cur, y) => `Umsatz ${y}: ${a} Mio. €`,
  revenueEstimate: [(a) => `Umsatz ca. ${a} Mio. € (geschätzt)`],
  decimal: ',',
  notice: {
    heading: 'Impressum',
    intro: 'Angaben gemäß § 5 DDG',
    companyLabel: 'Firma',
    taxLabel: 'USt-IdNr.',
    seatLabel: 'Anschrift',
    ownerLabels: ['Inhaber', 'Geschäftsführer'],
    emailLabel: 'E-Mail',
  },
  privacyText: (l) =>
    `Verantwortlich für die Datenverarbeitung ist ${l}. Wir verarbeiten Ihre Daten nur zur Beantwortung Ihrer Anfragen.`,
  privacyContact: 'Unseren Datenschutzbeauftragten erreichen Sie unter',
  obfuscation: 'brackets',
};

export const SITE_WORDS: Record<SiteLang, SiteWords> = { es: ES, en: EN, pt: PT, fr: FR, de: DE };
