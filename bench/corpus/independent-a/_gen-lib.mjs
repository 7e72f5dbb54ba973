// Shared helpers for the generator of corpus independent-a (see _gen.mjs).
// Written from how real small-business sites look; not derived from any extractor code.

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Named entities an old hand-written page uses for accented letters.
export const NAMED = {
  'á': 'aacute', 'é': 'eacute', 'í': 'iacute', 'ó': 'oacute', 'ú': 'uacute', 'ñ': 'ntilde', 'Á': 'Aacute', 'É': 'Eacute',
  'Í': 'Iacute', 'Ó': 'Oacute', 'Ú': 'Uacute', 'Ñ': 'Ntilde', 'ü': 'uuml', 'ö': 'ouml', 'ä': 'auml', 'Ü': 'Uuml', 'Ö': 'Ouml',
  'Ä': 'Auml', 'ß': 'szlig', 'ç': 'ccedil', 'Ç': 'Ccedil', 'ã': 'atilde', 'õ': 'otilde', 'Ã': 'Atilde', 'è': 'egrave', 'à': 'agrave',
  'ê': 'ecirc', 'ô': 'ocirc', 'â': 'acirc', 'î': 'icirc', 'û': 'ucirc', 'ï': 'iuml', 'ë': 'euml', 'È': 'Egrave', 'À': 'Agrave',
  'º': 'ordm', 'ª': 'ordf', '©': 'copy', '€': 'euro', '«': 'laquo', '»': 'raquo', '–': 'ndash', '—': 'mdash', '’': 'rsquo',
  'ù': 'ugrave', 'œ': 'oelig', 'É': 'Eacute', 'Ê': 'Ecirc', 'ı': '#305', 'ğ': '#287',
};
export const entityfy = (s) => s.replace(/[^\x00-\x7f]/g, (c) => (NAMED[c] ? `&${NAMED[c]};` : `&#${c.codePointAt(0)};`));
export const numEnt = (s) => [...s].map((c) => `&#${c.codePointAt(0)};`).join('');
export const hexEnt = (s) => [...s].map((c, i) => (i % 2 ? `&#x${c.codePointAt(0).toString(16)};` : c)).join('');

// Deterministic pseudo-random numbers per site.
export function rng(seedStr) {
  let h = 2166136261;
  for (const c of seedStr) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619); }
  return () => { h ^= h << 13; h ^= h >>> 17; h ^= h << 5; return ((h >>> 0) % 1e9) / 1e9; };
}
export const hex = (r, n) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(r() * 16)]).join('');
export const alnum = (r, n) => Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(r() * 36)]).join('');
export const slug = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

// Cloudflare "email protection" encoding (what a browser decodes back with the page's script).
export function cfEncode(email, key = 0x5a) {
  let out = key.toString(16).padStart(2, '0');
  for (const c of email) out += (c.charCodeAt(0) ^ key).toString(16).padStart(2, '0');
  return out;
}

export const L = {
  es: {
    home: 'Inicio', contact: 'Contacto', team: 'Equipo', ourTeam: 'Nuestro equipo', about: 'Quiénes somos', legal: 'Aviso legal',
    privacy: 'Política de privacidad', cookies: 'Política de cookies', services: 'Servicios', hours: 'Horario', phone: 'Teléfono',
    address: 'Dirección', email: 'Email', send: 'Enviar', name: 'Nombre', message: 'Mensaje', namePh: 'Tu nombre',
    msgPh: '¿En qué podemos ayudarte?', rights: 'Todos los derechos reservados', designedBy: 'Diseño web', writeUs: 'Escríbenos',
    callUs: 'Llámanos', readMore: 'Leer más', testimonials: 'Lo que dicen nuestros clientes', clients: 'Confían en nosotros',
    accept: 'He leído y acepto la política de privacidad', cookieBanner: 'Utilizamos cookies propias y de terceros para analizar el uso del sitio y mostrarte contenido personalizado.',
    acceptBtn: 'Aceptar', follow: 'Síguenos', skip: 'Ir al contenido', menu: 'Menú', news: 'Noticias', findUs: 'Dónde estamos',
    thanks: '¡Gracias! Hemos recibido tu mensaje.', error: 'Ha ocurrido un error. Inténtalo de nuevo.', whatsapp: 'WhatsApp',
  },
  en: {
    home: 'Home', contact: 'Contact', team: 'Team', ourTeam: 'Meet the team', about: 'About us', legal: 'Legal',
    privacy: 'Privacy Policy', cookies: 'Cookie Policy', services: 'Services', hours: 'Opening hours', phone: 'Phone',
    address: 'Address', email: 'Email', send: 'Send', name: 'Name', message: 'Message', namePh: 'Your name',
    msgPh: 'How can we help?', rights: 'All rights reserved', designedBy: 'Website by', writeUs: 'Email us', callUs: 'Call us',
    readMore: 'Read more', testimonials: 'What our clients say', clients: 'Trusted by', accept: 'I agree to the privacy policy',
    cookieBanner: 'We use cookies to improve your experience on our website.', acceptBtn: 'Accept', follow: 'Follow us',
    skip: 'Skip to content', menu: 'Menu', news: 'News', findUs: 'Find us', thanks: 'Thank you! Your submission has been received!',
    error: 'Oops! Something went wrong while submitting the form.', whatsapp: 'WhatsApp',
  },
  pt: {
    home: 'Início', contact: 'Contactos', team: 'Equipa', ourTeam: 'A nossa equipa', about: 'Sobre nós', legal: 'Informação legal',
    privacy: 'Política de privacidade', cookies: 'Política de cookies', services: 'Serviços', hours: 'Horário', phone: 'Telefone',
    address: 'Morada', email: 'Email', send: 'Enviar', name: 'Nome', message: 'Mensagem', namePh: 'O seu nome',
    msgPh: 'Como podemos ajudar?', rights: 'Todos os direitos reservados', designedBy: 'Desenvolvido por', writeUs: 'Escreva-nos',
    callUs: 'Ligue-nos', readMore: 'Saber mais', testimonials: 'O que dizem os nossos clientes', clients: 'Clientes',
    accept: 'Li e aceito a política de privacidade', cookieBanner: 'Este site utiliza cookies para melhorar a sua experiência de navegação.',
    acceptBtn: 'Aceitar', follow: 'Siga-nos', skip: 'Saltar para o conteúdo', menu: 'Menu', news: 'Notícias', findUs: 'Onde estamos',
    thanks: 'Obrigado! A sua mensagem foi enviada.', error: 'Ocorreu um erro. Tente novamente.', whatsapp: 'WhatsApp',
  },
  br: {
    home: 'Início', contact: 'Contato', team: 'Equipe', ourTeam: 'Nossa equipe', about: 'Quem somos', legal: 'Termos de uso',
    privacy: 'Política de privacidade', cookies: 'Política de cookies', services: 'Serviços', hours: 'Horário de atendimento',
    phone: 'Telefone', address: 'Endereço', email: 'E-mail', send: 'Enviar', name: 'Nome', message: 'Mensagem', namePh: 'Seu nome',
    msgPh: 'Como podemos ajudar?', rights: 'Todos os direitos reservados', designedBy: 'Desenvolvido por', writeUs: 'Fale conosco',
    callUs: 'Ligue para nós', readMore: 'Saiba mais', testimonials: 'O que dizem nossos clientes', clients: 'Clientes',
    accept: 'Concordo com a política de privacidade', cookieBanner: 'Usamos cookies para melhorar sua experiência. Ao continuar navegando, você concorda com a nossa política.',
    acceptBtn: 'Aceitar', follow: 'Siga a gente', skip: 'Pular para o conteúdo', menu: 'Menu', news: 'Blog', findUs: 'Como chegar',
    thanks: 'Obrigado! Sua mensagem foi enviada.', error: 'Ops! Algo deu errado.', whatsapp: 'WhatsApp',
  },
  fr: {
    home: 'Accueil', contact: 'Contact', team: 'Équipe', ourTeam: 'Notre équipe', about: 'À propos', legal: 'Mentions légales',
    privacy: 'Politique de confidentialité', cookies: 'Gestion des cookies', services: 'Nos services', hours: 'Horaires',
    phone: 'Téléphone', address: 'Adresse', email: 'E-mail', send: 'Envoyer', name: 'Nom', message: 'Message', namePh: 'Votre nom',
    msgPh: 'Votre message', rights: 'Tous droits réservés', designedBy: 'Réalisation', writeUs: 'Écrivez-nous', callUs: 'Appelez-nous',
    readMore: 'En savoir plus', testimonials: 'Ils nous font confiance', clients: 'Nos références', accept: "J'accepte la politique de confidentialité",
    cookieBanner: 'Ce site utilise des cookies pour améliorer votre expérience de navigation.', acceptBtn: 'Accepter',
    follow: 'Suivez-nous', skip: 'Aller au contenu', menu: 'Menu', news: 'Actualités', findUs: 'Nous trouver',
    thanks: 'Merci ! Votre message a bien été envoyé.', error: "Une erreur s'est produite. Veuillez réessayer.", whatsapp: 'WhatsApp',
  },
  de: {
    home: 'Startseite', contact: 'Kontakt', team: 'Team', ourTeam: 'Unser Team', about: 'Über uns', legal: 'Impressum',
    privacy: 'Datenschutz', cookies: 'Cookie-Einstellungen', services: 'Leistungen', hours: 'Öffnungszeiten', phone: 'Telefon',
    address: 'Adresse', email: 'E-Mail', send: 'Absenden', name: 'Name', message: 'Nachricht', namePh: 'Ihr Name',
    msgPh: 'Ihre Nachricht an uns', rights: 'Alle Rechte vorbehalten', designedBy: 'Webdesign', writeUs: 'Schreiben Sie uns',
    callUs: 'Rufen Sie uns an', readMore: 'Mehr erfahren', testimonials: 'Das sagen unsere Kunden', clients: 'Referenzen',
    accept: 'Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.', cookieBanner: 'Wir verwenden Cookies, um unsere Website und unseren Service zu optimieren.',
    acceptBtn: 'Alle akzeptieren', follow: 'Folgen Sie uns', skip: 'Zum Inhalt springen', menu: 'Menü', news: 'Aktuelles',
    findUs: 'Anfahrt', thanks: 'Vielen Dank! Ihre Nachricht wurde gesendet.', error: 'Beim Senden ist ein Fehler aufgetreten.', whatsapp: 'WhatsApp',
  },
};

// Obfuscated forms of an address, per language, as people actually write them.
export function obfuscate(addr, lang, style = 0) {
  const [local, dom] = addr.split('@');
  const parts = dom.split('.');
  const word = { es: ['arroba', 'punto'], en: ['at', 'dot'], pt: ['arroba', 'ponto'], br: ['arroba', 'ponto'], fr: ['at', 'point'], de: ['at', 'punkt'] }[lang];
  switch (style) {
    case 0: return `${local} [${word[0]}] ${parts.join(` [${word[1]}] `)}`;
    case 1: return `${local}(${word[0]})${dom}`;
    case 2: return `${local} (at) ${parts.join(` (${word[1]}) `)}`;
    case 3: return `${local} [at] ${dom}`;
    default: return `${local} AT ${parts.join(' DOT ')}`;
  }
}
