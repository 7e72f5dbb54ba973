/**
 * Whether a short text is a person's name: 2–4 capitalised words with accents, hyphens and
 * particles ("María José López-García", "Jean-Luc de la Fontaine"), not a company ("Clínica
 * Dental Sol S.L."), not a heading ("Nuestro Equipo").
 */
import { looksLikeTitle } from './job-title.js';
import { isJobWord } from './job-words.js';
import { collapseSpaces, fold, wordSet } from './normalize-text.js';

const HONORIFICS =
  /^(?:(?:(?:ddr|dr|dra|dre|dres|mtro|mtra|hno|hna|sor|fray|rev|revd|lic|lcda|lcdo|licda|ing|arq|prof|profa|profe|mr|mrs|ms|mx|miss|sr|sra|srta|sres|don|dona|dña|d|m|mme|mlle|herr|frau|dipl\.?-?(?:ing|kfm|kffr|kff|oec|psych|inf|biol)|stb|dipl|mag|dott|dottssa|me|abg|cdor|cdora|cra|cr|odont|psic|tec|enf|kfm|rechtsanwalt|ra|mba|phd|med|vet|dent|rer\.?\s*nat|jur|oec|univ|h\.c|mv|mp)\.?|(?:dr|sr|eng|prof|arq|d)\.?[ªº]\.?)\s+)+/i;
/** Degrees and registrations written after names: "Dana Whitlock, DVM", "Ivo Brannigan FCA". */
const CREDENTIALS =
  /(?:,?\s+(?:mba|phd|ph\.d\.|md|m\.d\.|dds|dmd|msc|m\.sc\.|bsc|cpa|esq\.?|jr\.?|sr\.?|ll\.?m\.?|ba|ma|dvm|vmd|rvt|lvt|cvt|rn|lpn|np|pa-c|dpt|od|dc|lcsw|lmft|lpc|psyd|edd|rdh|rda|cda|efda|lmt|cmt|cpt|jd|llb|cfp|cfa|fca|aca|acca|cima|cta|frics|mrics|riba|aia|pe|frcs|mrcs|bds|mds|efz|eth|sia|fh|hes|epfl|mvb|mrcvs|rvn|mriai|friai|bvsc|bvms|bvetmed|mbbs|mrcgp|frcgp|mrcp|bdentsc|mcsp|hcpc|mcipd|fcipd|ceng|mice|mistructe|ifa))+\.?$/i;

const PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'da',
  'do',
  'dos',
  'das',
  'van',
  'von',
  'der',
  'den',
  'di',
  'du',
  'le',
  'y',
  'e',
  'i',
  'zu',
  'ter',
  'ten',
  'st.',
  'al',
  'el',
  'bin',
  'ibn',
  'ó',
  'ní',
  'nic',
  'mhic',
  'ua',
]);

/** "de", "van", "von"…: the small words inside names, never a name of their own. */
export function isNameParticle(word: string): boolean {
  return PARTICLES.has(word.toLowerCase());
}

/** "Dra.", "D.", "Herr", "Mme": a title of address, never a name of its own. */
export function isHonorific(word: string): boolean {
  return `${word} `.replace(HONORIFICS, '') === '';
}

/** Words of businesses' names and legal forms (folded): "Clínica", "Bakery", "GmbH". */
const BUSINESS_WORDS = new Set(
  (
    'clinica clinic centro center centre estudio studio grupo group restaurante restaurant ' +
    'hotel hostal cafe cafeteria bar pub panaderia bakery farmacia pharmacy taller garage ' +
    'inmobiliaria realty academia academy colegio escuela school instituto institute dental ' +
    'odontologia odontologica medica medico medical salud health consultorio consultores ' +
    'consultoria consulting consultants abogados lawyers asociados associates servicios ' +
    'services soluciones solutions sistemas systems tecnologia technologies tech digital ' +
    'agencia agency tienda shop store boutique market mercado supermercado peluqueria salon ' +
    'spa gym gimnasio fitness veterinaria vet optica construcciones constructora ingenieria ' +
    'engineering arquitectura architecture distribuidora importadora comercial industrial ' +
    'industrias transportes logistica hospital sanatorio laboratorio lab labs fundacion ' +
    'foundation asociacion association club cooperativa holding capital partners ventures ' +
    'international internacional global nacional national company compania cia corp ' +
    'corporation empresa enterprises sociedad limitada anonima gmbh ag kg ohg ug ek ltd ' +
    'limited llc inc incorporated plc llp srl sl sa sas sarl sac spa ltda eireli me cv ' +
    'banco bank boulangerie backerei baeckerei praxis kanzlei cabinet atelier agence societe ' +
    'entreprise groupe immobilier immobilien consultora gestoria asesoria despacho bufete ' +
    'notaria padaria loja construtora clinique pharmacie apotheke friseur werkstatt autohaus ' +
    'pension bistro brasserie trattoria pizzeria cerveceria marisqueria taberna tasca meson ' +
    'asador parrilla heladeria pasteleria confiteria carniceria fruteria floristeria libreria ' +
    'ferreteria joyeria zapateria muebles reformas limpiezas seguros insurance versicherung ' +
    'inversiones verlag foods coffee kitchen brewery cerveceria bodega bodegas vinos wines ' +
    'weingut hotels hoteles resort camping apartamentos pastelaria confeitaria salao ' +
    'barbearia livraria papelaria mercearia talho patisserie boucherie charcuterie ' +
    'fromagerie librairie epicerie traiteur konditorei metzgerei fleischerei buchhandlung ' +
    'gaststatte gasthaus gasthof brauerei weinhandlung blumenladen optique quincaillerie ' +
    'drogueria optica opticas estudios law tax legal estate property litigation ' +
    'conveyancing probate immigration insurance supermarket supermarkt supermercado ' +
    'medicine drugs seafood construction suites architects engineers dentistry dental ' +
    'orthodontics realty motors autos auto rentals catering events eventos media ' +
    'fisioterapia osteopatia psicologia podologia nutricion estetica abogacia escritorio ' +
    'contabil contabilidade metalurgica transportadora universidad university universite ' +
    'universidade universitat hochschule musikhochschule conservatorio conservatoire ' +
    'kindergarten guarderia creche joinery roofing plumbing landscaping cleaning ' +
    'accounting bookkeeping contabilidad fiscalidad nominas limpieza limpiezas mantenimiento ' +
    'jardineria fontaneria electricidad carpinteria cerrajeria mudanzas transporte formacion ' +
    'traducciones pyme pymes autonomos limpeza comptabilite plomberie menuiserie nettoyage ' +
    'buchhaltung steuerberatung reinigung hausverwaltung expertise ' +
    'almacen almacenes elektro pousada vinoteca enoteca optik blumen architekten escola ' +
    'armarinho lacteos drogaria ferragens oficina herdade ' +
    'webwerk medienwerk ' +
    // products and plans a business sells ("Plano Família", "Forfait Sérénité")
    'plano planos plan planes pack paquete forfait formule paket tarif'
  ).split(' '),
);

/** German compounds that end in a business ("Zahnarztpraxis", "Stadtbäckerei"). */
const BUSINESS_COMPOUND =
  /.{3,}(?:hauses|praxis|kanzlei|backerei|baeckerei|apotheke|werkstatt|zentrum|klinik|studio|salon|markt|service|technik|versicherung|immobilien|friseur|gmbh|kammer|verband|verein|gesellschaft|genossenschaft|stiftung|akademie|schule|institut|buro|handel|laden|agentur|betrieb)$/;

/** true for words of businesses' names ("Clínica", "Bakery", "GmbH", "Zahnarztpraxis"). */
export function isBusinessWord(word: string): boolean {
  const w = fold(word).replace(/[.]/g, '');
  if (BUSINESS_WORDS.has(w) || BUSINESS_COMPOUND.test(w)) return true;
  // In the plural ("Talleres Manolo", "Clínicas Norte", "Studios Lumière").
  const stems = [w.slice(0, -1), w.slice(0, -2)].filter((t) => t.length >= 4);
  return w.endsWith('s') && stems.some((t) => BUSINESS_WORDS.has(t));
}

/** Words that never appear in a person's name: businesses, places, page furniture, titles. */
const NOT_NAME_WORDS = new Set([
  ...BUSINESS_WORDS,
  // places
  ...(
    'calle avenida avda av plaza paseo camino ruta carrera rua street st road rd avenue ' +
    'strasse straße platz rue boulevard bd via gran rambla ronda travesia glorieta carretera ' +
    'poligono urbanizacion barrio allee weg gasse chaussee chemin impasse quai travessa ' +
    'largo praca estrada drive highway parkway blvd ' +
    'domicilio sede anschrift adresse siege morada endereco registro mercantil ' +
    'handelsregister registergericht amtsgericht umsatzsteuer steuernummer ' +
    'proteccion datos ' +
    // page furniture and generic words
    'nuestro nuestra nuestros nuestras equipo team our us about sobre nosotros quienes somos ' +
    'contacto contact contactanos inicio home servicio service productos products blog ' +
    'noticias news politica privacy privacidad aviso legal cookies terminos terms condiciones ' +
    'horario horarios hours direccion address telefono phone email correo mapa map ' +
    'ubicacion location galeria gallery precios prices tarifas reservas booking reserva ' +
    'citas cita pedir solicitar enviar send mensaje message nombre name apellido gracias ' +
    'bienvenidos welcome more leer read ver see todos all menu carta impressum ' +
    'datenschutz kontakt uber unser unsere mentions legales equipe notre nos nossa nossos ' +
    'equipa quem somos sobre fale conosco pagina page inicio copyright derechos reservados ' +
    'rights reserved lunes martes miercoles jueves viernes sabado domingo monday tuesday ' +
    'wednesday thursday friday saturday sunday enero febrero marzo abril mayo junio julio ' +
    'agosto septiembre octubre noviembre diciembre january february march april may june ' +
    'july august september october november december buenos aires ciudad city madrid ' +
    'barcelona mexico bogota new york london berlin lisboa janeiro norte sur ' +
    'oeste north south east west san santa ' +
    // titles
    'director directora gerente manager fundador fundadora founder owner ceo propietario ' +
    'propietaria socio socia partner responsable titular presidente president jefe jefa ' +
    'coordinador coordinadora administrador administradora secretaria recepcion ' +
    'geschaftsfuhrer inhaber grunder gerant fondateur directeur diretor diretora ' +
    'odontologo odontologa doctor doctora abogado abogada arquitecto arquitecta ingeniero ' +
    'ingeniera dentista psicologo psicologa marketing ventas sales operaciones operations ' +
    'administracion oficina office general tel fax whatsapp facebook instagram linkedin ' +
    'twitter youtube tiktok google ' +
    // words that open sentences ("Soy Nerea Aguirre", "berät Sie Ingrid Hoffmann")
    "soy somos hola sou eu je suis ich wir sie ihr hi hello meet im i’m i'm we’re we're am es ist est fue era it beim zum zur vom con " +
    'para por with for avec pour mit fur bei hoy today heute hoje desde since seit depuis ' +
    'aqui here hier ici tambien aussi auch and und et the der die das el los las les ' +
    // greetings, customers, areas of practice, animals, buildings: words beside names on cards
    'bienvenue bienvenido bienvenida bienvenidos bem-vindo bem-vindos willkommen bonjour ' +
    'hallo kunden kunde clientes clients customers referenzen ausgewahlte derecho direito ' +
    'danos desk accueil orgaos sociais jahren jahre ' +
    'perjuicios denominacion origen animal animales animaux tiere pets yard barn ' +
    'direcao direccion assembleia asamblea conselho consejo junta directiva vorstand comite ' +
    'comision comissao faculdade facultad faculte ' +
    'ihre board seite funeraria tanatorio casa palacete finca cortijo chateau farm practice accountancy bundesrepublik deutschland osterreich schweiz suisse republica ' +
    'republique kingdom ' +
    // professional bodies and degrees written after names
    'epfl eth sia fh hes fca acca riba rics creci oab crc cfa aca aia frics efz'
  ).split(' '),
]);

/** true for words that belong to businesses, places or page furniture rather than names. */
export function isNotNameWord(word: string): boolean {
  return NOT_NAME_WORDS.has(fold(word).replace(/[.]/g, ''));
}

const CAP_WORD =
  /^\p{Lu}[\p{Ll}\p{M}]*(?:['’]\p{Lu}?[\p{Ll}\p{M}]+)?(?:-\p{Lu}[\p{Ll}\p{M}]*(?:['’]\p{Lu}?[\p{Ll}\p{M}]+)?)*$/u;
const UPPER_WORD = /^\p{Lu}+(?:['’-]\p{Lu}+)*$/u;
const INITIAL = /^\p{Lu}\.$/u;
/** Surnames with a capital inside: McGrath, O'Neill, LeBlanc, DeLuca, VanDyke, DiMaggio. */
const MC_WORD =
  /^(?:Mc|Mac|O['’]|D['’]|L['’]|Le|La|De|Di|Du|Van|Fitz)\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}[\p{Ll}\p{M}]+)?$/u;
/** Given names abbreviated with a superscript: "Mª Dolores", "Mª José", "Fco. Javier". */
const ABBREVIATED_GIVEN = /^\p{Lu}[\p{Ll}]?[ªº]\.?$|^Fco\.$|^Jph\.$/u;

function titleCase(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{Ll})/gu, (_, sep: string, ch: string) => `${sep}${ch.toUpperCase()}`);
}

/** "Sohn Tim Müller", "sa sœur Martine": kinship words before a name. */
const KINSHIP = wordSet(
  'sohn tochter bruder schwester vater mutter ehefrau ehemann enkel enkelin son daughter ' +
    'brother sister father mother wife husband grandson granddaughter hijo hija hermano ' +
    'hermana padre madre esposa esposo marido nieto nieta filho filha irmao irma pai mae ' +
    'neto neta fils fille frere soeur pere mere epouse epoux mari petit-fils petite-fille',
);

/** Spouses said plainly ("seine Frau", "sa femme", "su mujer"), only ever read after "and". */
const SPOUSES = wordSet('frau mann femme mujer partner partnerin companera companero');

/** "hermana", "Frau", "wife": a word for a relative, before the relative's name. */
export function isKinship(word: string): boolean {
  const w = fold(word);
  return KINSHIP.has(w) || SPOUSES.has(w);
}

/** "Tierarzt Moritz Engel", "Sohn Tim Müller": a job or a kinship word said before the name. */
function withoutLeadingRoles(text: string): string {
  const words = text.split(' ');
  while (words.length > 2 && (isJobWord(words[0] ?? '') || KINSHIP.has(fold(words[0] ?? ''))))
    words.shift();
  return words.join(' ');
}

/** Legal forms that are also pieces of names ("Pedro Sá Carneiro"): a form only in capitals. */
const SHORT_LEGAL_FORMS = wordSet('sa sl ag kg ug ek me cv sc');

/** A word no person's name has: a business, a place, page furniture, a plural trade. */
function isNotPartOfName(word: string): boolean {
  const f = fold(word).replace(/[.]/g, '');
  if (SHORT_LEGAL_FORMS.has(f)) return word === word.toUpperCase() || word.includes('.');
  // "L’équipe", "d’Artisans": French elision before a word that is no name.
  const elided = f.replace(/^[dl]['’]/, '');
  if (NOT_NAME_WORDS.has(f) || NOT_NAME_WORDS.has(elided) || isBusinessWord(word)) return true;
  // "Walker Morris Accountants", "Ruiz Abogados": a trade in the plural names a firm.
  return /[a-z]{3,}s$/.test(f) && isJobWord(f.replace(/e?s$/, ''));
}

/**
 * The name without honorifics ("Dra. Ana Pérez" → "Ana Pérez"), or null when `text` is not a
 * person's name.
 */
/** Nicknames in quotes: Nicolás "Nico" Ferreyra, María del Pilar Suárez (“Pili”). */
export const NICKNAME = /\s*\(?\s*["“”«»„‘’][^"“”«»„‘’()]{1,20}["“”«»„‘’]\s*\)?(?=\s|$)/gu;

/** "Joana Costa e Pedro Lemos": two names of two words or more joined by "and", two people. */
function twoPeople(words: readonly string[]): boolean {
  // "Alejandro y Daniel Garza" too: a given name, "and", another person's name.
  const k = words.findIndex((w, i) => i >= 1 && /^(?:y|e|i|und|and|et)$/.test(w));
  return k === 1 || (k >= 2 && k <= words.length - 3);
}

/** Kinship words that are also names: "Mari Carmen", "Pedro Neto", "João Filho". */
const KIN_NAMES = wordSet('mari neto neta filho filha nieto nieta pere irma mae');

/** "Sohn Jonas", "Markus Mutter Vroni Hofer": a relative's word is no part of a name. */
function hasKinship(words: readonly string[]): boolean {
  return words.some((w, i) => {
    const f = fold(w);
    return KINSHIP.has(f) && !(KIN_NAMES.has(f) && (i > 0 || f === 'mari'));
  });
}

export function cleanPersonName(text: string): string | null {
  // No name is this long; the patterns below would take time growing with the text.
  if (text.length > 200) return null;
  let t = collapseSpaces(text)
    .replace(NICKNAME, ' ')
    .replace(/^[\s"'“”‘’«»(]+|[\s"'“”‘’«»),.;:]+$/g, '');
  // Abbreviated degrees before the name: "M.V. Sofía Bustos", "C.P.N. Juan Gil".
  t = t.replace(/^(?:\p{Lu}\.){2,4}\s+(?=\S+\s+\S)/u, '');
  t = collapseSpaces(t.replace(HONORIFICS, '').replace(CREDENTIALS, ''));
  // Generational suffixes stay with the name without counting as one of its words.
  const generation = /\s(II|III|IV|jun|sen)\.?$/.exec(t);
  const suffix = generation
    ? ` ${generation[1]}${/^(?:jun|sen)$/.test(generation[1] ?? '') ? '.' : ''}`
    : '';
  if (generation) t = t.slice(0, -generation[0].length);
  t = withoutLeadingRoles(t);
  if (t.length < 4 || t.length > 60) return null;
  if (/[\d@/\\|:;!?¿¡#&+=_<>{}[\]()*%$€]/.test(t)) return null;
  const words = t.split(' ');
  if (words.length < 2 || words.length > 6) return null;
  if (twoPeople(words) || hasKinship(words)) return null;
  // "Harrison’s Outdoor": a possessive names a shop.
  if (words.some((w) => /\p{L}['’]s$/u.test(w))) return null;
  const allUpper = words.every((w) => UPPER_WORD.test(w) || PARTICLES.has(w.toLowerCase()));
  let capitalised = 0;
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    const lower = w.toLowerCase();
    if (i > 0 && i < words.length - 1 && PARTICLES.has(lower)) {
      out.push(allUpper ? lower : w);
      continue;
    }
    if (isNotPartOfName(w)) return null;
    if (INITIAL.test(w) && i > 0 && i < words.length - 1) {
      out.push(w);
      continue;
    }
    // "Mª Dolores Abellán", "Rosa Mª Aznar Bel": an abbreviated given name before the surname.
    if (ABBREVIATED_GIVEN.test(w) && i < words.length - 1 && words.length > 2) {
      out.push(w);
      continue;
    }
    if (allUpper) {
      if (!UPPER_WORD.test(w) || w.length < 2) return null;
      out.push(titleCase(w));
      capitalised++;
      continue;
    }
    if (!(CAP_WORD.test(w) || MC_WORD.test(w))) return null;
    if (w.length < 2) return null;
    out.push(w);
    capitalised++;
  }
  if (capitalised < 2 || capitalised > 4) return null;
  // "Senior Associate", "Office Manager": a title, not a person.
  if (looksLikeTitle(t)) return null;
  // Legal forms written with dots: "S.L.", "S.A.", "e.K."
  if (/\b(?:S\.\s?[LA]\.?|S\.R\.L|S\.A\.S|e\.K|Cía|Ltda)\b/i.test(t)) return null;
  return `${out.join(' ')}${suffix}`;
}

/** Same person? Compares accent-free, case-free names. */
export function nameKey(name: string): string {
  return fold(name)
    .replace(/[^a-z\s-]/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/**
 * A given name alone ("Hannah", "João", "Anne-Sophie"), for the places where a small business
 * names its people so (a signature, a card with a job): one capitalised word that is no
 * business, place, page word, job or title. Only readers with evidence of a person call it.
 */
export function cleanGivenName(text: string): string | null {
  const t = collapseSpaces(text.replace(HONORIFICS, '')).replace(
    /^[\s"'“”«»(]+|[\s"'“”«»),.;:!]+$/g,
    '',
  );
  if (t.length < 2 || t.length > 20 || t.includes(' ')) return null;
  if (!CAP_WORD.test(t) || UPPER_WORD.test(t)) return null;
  if (isNotPartOfName(t) || isJobWord(t) || isHonorific(t) || PARTICLES.has(t.toLowerCase()))
    return null;
  return looksLikeTitle(t) ? null : t;
}

/**
 * The people of a list of name parts ("Klaus", "Petra Brandt" of "Klaus und Petra Brandt"):
 * a given name alone right before a full name shares its surname. null where a part is none.
 */
export function namesOfParts(
  parts: readonly string[],
  separators: readonly string[],
): Array<string | null> {
  const names = parts.map((p) => cleanPersonName(p));
  return names.map((name, i) => {
    if (name) return name;
    const next = names[i + 1];
    const given = cleanGivenName(parts[i] ?? '');
    // Only "and" joins a couple: "Sarah, John Smith" are two people, one without a surname.
    if (!given || !next || !AND_SEPARATOR.test(separators[i] ?? '')) return null;
    return cleanPersonName(`${given} ${next.split(' ').pop() ?? ''}`);
  });
}

const AND_SEPARATOR = /&|\b(?:y|e|und|and|et)\b/i;

/** Splits a list of names by `separator`, keeping what stood between each part and the next. */
export function splitNameList(
  text: string,
  separator: RegExp,
): { parts: string[]; separators: string[] } {
  const pieces = text.split(new RegExp(`(${separator.source})`, separator.flags.replace('g', '')));
  const parts: string[] = [];
  const separators: string[] = [];
  for (let k = 0; k < pieces.length; k += 2) {
    parts.push(pieces[k] ?? '');
    separators.push(pieces[k + 1] ?? '');
  }
  return { parts, separators };
}

/**
 * A line that is a name, or a name with its own business after it in brackets ("Mercedes Ruiz
 * (Calzados Ruiz)" on an association's board).
 */
export function nameOfLine(text: string): string | null {
  const bracketed = /^(.{4,60}?)\s*\([^()]{2,60}\)$/.exec(text);
  return cleanPersonName(text) ?? (bracketed ? cleanPersonName(bracketed[1] ?? '') : null);
}
