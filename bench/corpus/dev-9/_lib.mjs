// dev-9 corpus: shared helpers (site context, escaping, obfuscation, labels per language).
// Written from scratch; no code shared with the extractor or the sandbox generator.

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NAMED = {
  á: 'aacute', é: 'eacute', í: 'iacute', ó: 'oacute', ú: 'uacute', ñ: 'ntilde', Á: 'Aacute', É: 'Eacute',
  Í: 'Iacute', Ó: 'Oacute', Ú: 'Uacute', Ñ: 'Ntilde', ç: 'ccedil', Ç: 'Ccedil', ã: 'atilde', õ: 'otilde',
  â: 'acirc', ê: 'ecirc', ô: 'ocirc', à: 'agrave', è: 'egrave', ü: 'uuml', ö: 'ouml', ä: 'auml', ß: 'szlig',
  Ü: 'Uuml', Ö: 'Ouml', Ä: 'Auml', î: 'icirc', ï: 'iuml', ë: 'euml', û: 'ucirc', ù: 'ugrave', º: 'ordm',
  ª: 'ordf', '€': 'euro', '·': 'middot', '–': 'ndash', '—': 'mdash', '«': 'laquo', '»': 'raquo', '©': 'copy',
};
/** named HTML entities for every non-ASCII letter (old hand-written sites, Dreamweaver) */
export const ent = (s) => String(s).replace(/[^\x00-\x7f]/g, (ch) => (NAMED[ch] ? `&${NAMED[ch]};` : `&#${ch.codePointAt(0)};`));
/** numeric entities for every character (the classic anti-spam mailto) */
export const numEnt = (s) => [...String(s)].map((ch) => `&#${ch.codePointAt(0)};`).join('');

/** obfuscated address as a human reads it */
export function obf(addr, style) {
  const [u, d] = addr.split('@');
  const parts = d.split('.');
  switch (style) {
    case 'at-dot':
      return `${u} [at] ${parts.join(' [dot] ')}`;
    case 'arroba':
      return `${u}(arroba)${d}`;
    case 'arroba-sp':
      return `${u} (arroba) ${d}`;
    case 'punkt':
      return `${u} (at) ${parts.join(' (punkt) ')}`;
    case 'arobase':
      return `${u} [arobase] ${d}`;
    case 'AT':
      return `${u} AT ${parts.join(' DOT ')}`;
    case 'at-paren':
      return `${u}(at)${d}`;
    case 'ent':
      return numEnt(addr);
    default:
      throw new Error('obf style ' + style);
  }
}

export const LBL = {
  es: {
    home: 'Inicio', contact: 'Contacto', team: 'Equipo', about: 'Quiénes somos', legal: 'Aviso legal',
    privacy: 'Política de privacidad', phone: 'Teléfono', hours: 'Horario', address: 'Dirección', send: 'Enviar',
    name: 'Nombre', email: 'Correo electrónico', message: 'Mensaje', ph: 'tu@email.com', ph2: 'nombre@ejemplo.com',
    rights: 'Todos los derechos reservados', services: 'Servicios', news: 'Noticias', more: 'Leer más',
    position: 'Cargo', ext: 'Ext.', langs: 'Idiomas', office: 'Oficina', write: 'Escríbenos', cookie: 'Usamos cookies propias y de terceros para mejorar tu experiencia.',
    accept: 'Aceptar', web: 'Diseño web', p: { contact: '/contacto', team: '/equipo/', about: '/quienes-somos.html', legal: '/aviso-legal', blog: '/blog/' },
  },
  en: {
    home: 'Home', contact: 'Contact', team: 'Our team', about: 'About us', legal: 'Legal', privacy: 'Privacy policy',
    phone: 'Phone', hours: 'Opening hours', address: 'Address', send: 'Send', name: 'Name', email: 'Email',
    message: 'Message', ph: 'you@example.com', ph2: 'name@example.com', rights: 'All rights reserved', services: 'Services', news: 'News',
    more: 'Read more', position: 'Role', ext: 'Ext.', langs: 'Languages', office: 'Office', write: 'Get in touch',
    cookie: 'This website uses cookies to improve your experience.', accept: 'Accept', web: 'Website by',
    p: { contact: '/contact', team: '/our-team/', about: '/about-us', legal: '/legal', blog: '/news/' },
  },
  pt: {
    home: 'Início', contact: 'Contactos', team: 'Equipa', about: 'Sobre nós', legal: 'Informação legal',
    privacy: 'Política de privacidade', phone: 'Telefone', hours: 'Horário', address: 'Morada', send: 'Enviar',
    name: 'Nome', email: 'Email', message: 'Mensagem', ph: 'o.seu@email.pt', ph2: 'nome@exemplo.pt', rights: 'Todos os direitos reservados',
    services: 'Serviços', news: 'Notícias', more: 'Ler mais', position: 'Função', ext: 'Ext.', langs: 'Línguas',
    office: 'Escritório', write: 'Fale connosco', cookie: 'Este site utiliza cookies para melhorar a sua experiência.',
    accept: 'Aceitar', web: 'Desenvolvido por', p: { contact: '/contactos', team: '/a-equipa', about: '/sobre-nos', legal: '/informacao-legal', blog: '/noticias/' },
  },
  br: {
    home: 'Início', contact: 'Contato', team: 'Equipe', about: 'Quem somos', legal: 'Termos de uso',
    privacy: 'Política de privacidade', phone: 'Telefone', hours: 'Horário de atendimento', address: 'Endereço',
    send: 'Enviar', name: 'Nome', email: 'E-mail', message: 'Mensagem', ph: 'seu@email.com.br', ph2: 'nome@exemplo.com.br',
    rights: 'Todos os direitos reservados', services: 'Serviços', news: 'Blog', more: 'Leia mais', position: 'Cargo',
    ext: 'Ramal', langs: 'Idiomas', office: 'Unidade', write: 'Fale conosco', cookie: 'Utilizamos cookies para melhorar sua experiência.',
    accept: 'Aceitar', web: 'Desenvolvido por', p: { contact: '/contato', team: '/equipe', about: '/quem-somos', legal: '/termos-de-uso', blog: '/blog/' },
  },
  fr: {
    home: 'Accueil', contact: 'Contact', team: 'L’équipe', about: 'Qui sommes-nous', legal: 'Mentions légales',
    privacy: 'Politique de confidentialité', phone: 'Téléphone', hours: 'Horaires', address: 'Adresse', send: 'Envoyer',
    name: 'Nom', email: 'E-mail', message: 'Message', ph: 'votre@adresse.fr', ph2: 'prenom.nom@exemple.fr', rights: 'Tous droits réservés',
    services: 'Nos services', news: 'Actualités', more: 'Lire la suite', position: 'Fonction', ext: 'Poste',
    langs: 'Langues', office: 'Bureau', write: 'Écrivez-nous', cookie: 'Ce site utilise des cookies pour améliorer votre navigation.',
    accept: 'Accepter', web: 'Réalisation', p: { contact: '/contact', team: '/equipe/', about: '/qui-sommes-nous', legal: '/mentions-legales', blog: '/actualites/' },
  },
  de: {
    home: 'Startseite', contact: 'Kontakt', team: 'Team', about: 'Über uns', legal: 'Impressum', privacy: 'Datenschutz',
    phone: 'Telefon', hours: 'Öffnungszeiten', address: 'Anschrift', send: 'Absenden', name: 'Name', email: 'E-Mail',
    message: 'Nachricht', ph: 'ihre@email.de', ph2: 'max@mustermann.de', rights: 'Alle Rechte vorbehalten', services: 'Leistungen',
    news: 'Aktuelles', more: 'Weiterlesen', position: 'Funktion', ext: 'Durchwahl', langs: 'Sprachen', office: 'Standort',
    write: 'Schreiben Sie uns', cookie: 'Diese Website verwendet Cookies.', accept: 'Akzeptieren', web: 'Webdesign',
    p: { contact: '/kontakt', team: '/team/', about: '/ueber-uns', legal: '/impressum', blog: '/aktuelles/' },
  },
};

/** per-site registry: everything a template renders that belongs in the truth is registered here */
export function makeCtx(def) {
  const c = {
    def,
    emails: new Map(),
    contacts: [],
    junk: new Set(),
    pats: new Set(),
    pages: {}, // path -> { file, html, enc }
  };
  c.pat = (...p) => p.forEach((x) => c.pats.add(x));
  c.mail = (addr, kind, owner) => {
    const a = addr.toLowerCase();
    const prev = c.emails.get(a);
    if (prev && prev.kind !== kind) throw new Error(`${def.id}: ${a} kind clash`);
    c.emails.set(a, { kind, owner: owner || prev?.owner });
    return addr;
  };
  /** a person's own mailbox, rendered */
  c.pm = (p) => c.mail(p.e, 'person', p.n);
  /** a person of the business, rendered; title as written */
  c.who = (p, title = p.t) => {
    const ex = c.contacts.find((x) => x.name === p.n);
    if (ex) {
      if (ex.title == null && title != null) ex.title = title;
      return p.n;
    }
    c.contacts.push({ name: p.n, title: title ?? null, role: p.r });
    return p.n;
  };
  c.j = (...s) => s.forEach((x) => c.junk.add(x));
  c.page = (p, file, html, enc = 'utf8') => {
    c.pages[p] = { file, html, enc };
  };
  return c;
}

// small deterministic PRNG so the output is reproducible
export function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100000) / 100000;
  };
}
export const pick = (r, a) => a[Math.floor(r() * a.length)];
export const hash = (str) => [...str].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
export const wixId = (r) => 'comp-' + Array.from({ length: 8 }, () => pick(r, 'abcdefghijklmnopqrstuvwxyz0123456789'.split(''))).join('');
export const cls = (r, n = 5) => '_' + Array.from({ length: n }, () => pick(r, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''))).join('');

// name pools for bad input (directories, obituaries, speakers, client lists)
export const POOL = {
  es: {
    first: ['José', 'María', 'Antonio', 'Carmen', 'Manuel', 'Josefa', 'Francisco', 'Dolores', 'Juan', 'Pilar', 'Rafael', 'Isabel', 'Ángel', 'Rosario', 'Luis', 'Mercedes', 'Miguel', 'Consuelo', 'Ramón', 'Encarnación', 'Jesús', 'Teresa', 'Alfonso', 'Amparo', 'Vicente', 'Inmaculada'],
    last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Serrano', 'Blanco', 'Molina', 'Castro', 'Ortiz', 'Rubio'],
    biz: ['Talleres', 'Construcciones', 'Asesoría', 'Distribuciones', 'Hermanos', 'Comercial', 'Transportes', 'Gestoría', 'Carpintería', 'Óptica'],
  },
  en: {
    first: ['James', 'Sarah', 'David', 'Emma', 'Michael', 'Claire', 'Richard', 'Helen', 'Paul', 'Rachel', 'Andrew', 'Louise', 'Mark', 'Joanne', 'Stephen', 'Karen', 'Peter', 'Nicola', 'Gareth', 'Fiona', 'Ian', 'Siobhan'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Hughes', 'Edwards', 'Patel', 'Murphy'],
    biz: ['Motors', 'Builders', 'Accountants', 'Joinery', 'Electrical', 'Logistics', 'Print', 'Interiors', 'Landscapes', 'Lettings'],
  },
  pt: {
    first: ['João', 'Maria', 'António', 'Ana', 'Manuel', 'Rosa', 'José', 'Fernanda', 'Carlos', 'Isabel', 'Paulo', 'Luísa', 'Rui', 'Teresa', 'Jorge', 'Helena', 'Vítor', 'Conceição', 'Sérgio', 'Graça', 'Nuno', 'Fátima'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Jesus', 'Sousa', 'Fernandes', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Alves', 'Almeida', 'Ribeiro', 'Pinto', 'Carvalho', 'Teixeira', 'Moreira', 'Correia', 'Mendes'],
    biz: ['Construções', 'Transportes', 'Contabilidade', 'Comércio', 'Metalomecânica', 'Têxteis', 'Imobiliária', 'Distribuição', 'Serralharia', 'Papelaria'],
  },
  fr: {
    first: ['Jean', 'Marie', 'Michel', 'Françoise', 'Pierre', 'Monique', 'André', 'Nicole', 'Philippe', 'Catherine', 'Alain', 'Isabelle', 'Bernard', 'Sylvie', 'Jacques', 'Christine', 'Gérard', 'Martine', 'Daniel', 'Nathalie', 'René', 'Hélène'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Mercier'],
    biz: ['Menuiserie', 'Transports', 'Garage', 'Boulangerie', 'Cabinet', 'Imprimerie', 'Électricité', 'Plomberie', 'Pharmacie', 'Optique'],
  },
  de: {
    first: ['Hans', 'Ursula', 'Peter', 'Monika', 'Wolfgang', 'Renate', 'Klaus', 'Ingrid', 'Jürgen', 'Gisela', 'Dieter', 'Helga', 'Thomas', 'Sabine', 'Stefan', 'Andrea', 'Michael', 'Birgit', 'Frank', 'Petra', 'Uwe', 'Karin'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann'],
    biz: ['Bau', 'Elektro', 'Metallbau', 'Autohaus', 'Steuerberatung', 'Druckerei', 'Haustechnik', 'Reisen', 'Gartenbau', 'Immobilien'],
  },
};
export const poolFor = (lang) => POOL[lang === 'br' ? 'pt' : lang];
