/**
 * What part of a page a line sits in, from the class/id of its containers and the heading
 * above it: a team section (names there belong to the business), a section of other people
 * (testimonials, reviews, event speakers, obituaries, blog authors and comments, clients and
 * patients: never the business's contacts) or the footer (where web agencies sign). Words in
 * Spanish, English, Portuguese, French and German.
 */
import { fold } from './normalize-text.js';

export type SectionKind = 'team' | 'foreign';

/** Class or id words of containers that hold other people than the business's. */
const FOREIGN_CLASS =
  /(?:^|[\s_-])(?:testimonials?|testimonios?|testemunhos?|depoimentos?|temoignages?|reviews?|resenas?|opinion(?:es)?|opinioes|avis|kundenstimmen?|bewertung(?:en)?|rezension(?:en)?|speakers?|ponentes?|oradores?|palestrantes?|intervenants?|referent(?:en|innen)?|obituar(?:y|ies|io|ios)|esquelas?|necrolog(?:ia|ias|ie)|nachrufe?|traueranzeigen?|comments?|comentarios?|commentaires?|kommentare?|byline|post-?author|author-?box|entry-?author|entry-?meta|post-?meta|article-?author|clients?|clientes?|customers?|kunden|patients?|pacientes?|directory|directorio|annuaire|verzeichnis|member-?list|members-?list|socios-?list)(?:$|[\s_-])/i;

/** Class or id words of containers of the business's own people. */
const TEAM_CLASS =
  /(?:^|[\s_-])(?:team|teams|staff|equipo|equipe|equipa|mitarbeiter|mitarbeitende|unser-?team|our-?team|nuestro-?equipo|profesionales|professionals|personal|about-?us|sobre-?nosotros|founders?|fundadores?|leadership|management)(?:$|[\s_-])/i;

/** Headings over other people than the business's. */
const FOREIGN_HEADING = new RegExp(
  [
    // testimonials and reviews
    'testimoni',
    'opiniones',
    'resenas',
    'lo que dicen',
    'que dicen',
    'what (?:our|people|they) (?:clients|customers|patients|say)',
    'what .{0,20}say',
    'reviews',
    'kind words',
    'depoimentos',
    'o que dizem',
    'avaliacoes',
    'temoignages',
    'avis (?:de nos |des )?clients',
    'ils (?:nous font confiance|parlent de nous)',
    'kundenstimmen',
    'bewertungen',
    'erfahrungsberichte',
    'das sagen',
    // speakers, guests, authors
    'ponentes',
    'conferenciantes',
    'oradores',
    'speakers',
    'palestrantes',
    'intervenants',
    'conferenciers',
    'referent(?:en|innen)',
    'sprecher',
    'invitad[oa]s?',
    'jurado',
    'jury',
    'convidad[oa]s?',
    'gaste',
    'guests?',
    'guest (?:authors|posts|speakers)',
    'autores invitados',
    // obituaries
    'obituar',
    'esquelas',
    'necrolog',
    'in memoriam',
    'avis de deces',
    'nachrufe',
    'traueranzeigen',
    'falecimentos',
    'defunciones',
    // clients, patients, members
    'nuestros clientes',
    'our clients',
    'our customers',
    'nossos clientes',
    'nos clients',
    'unsere kunden',
    'casos de exito',
    'case studies',
    'nuestros pacientes',
    'our patients',
    'nossos pacientes',
    'nos patients',
    'unsere patienten',
    'comentarios',
    'comments',
    'commentaires',
    'kommentare',
    'directorio',
    'directory',
    'annuaire',
    'verzeichnis',
    'listado de (?:socios|miembros|asociados)',
    'member(?:s)? (?:list|directory)',
    'mitgliederliste',
    'liste des (?:membres|adherents)',
  ].join('|'),
);

/** Headings over the business's own people. */
const TEAM_HEADING =
  /\b(?:equipo|team|staff|equipe|equipa|mitarbeiter|ansprechpartner|quienes somos|quien somos|sobre nosotros|nosotros|about(?: us)?|who we are|meet|conoce|conozca|conheca|quem somos|qui sommes|a propos|uber uns|wir uber uns|fundador|founder|fondat|grunder|direccion|leadership|management|profesionales|professionals|contacto|contact|kontakt|contato)\b/;

/** The kind of section a container's class or id announces, if any. */
export function sectionOfContainer(
  tag: string,
  attribs: Readonly<Record<string, string>>,
): SectionKind | null {
  if (tag === 'blockquote' || tag === 'q' || tag === 'cite') return 'foreign';
  const words = `${attribs.class ?? ''} ${attribs.id ?? ''}`;
  if (words.trim() === '') return null;
  if (FOREIGN_CLASS.test(words)) return 'foreign';
  if (TEAM_CLASS.test(words)) return 'team';
  return null;
}

/**
 * Paragraphs that lead in a list of other people ("Convidados desta edição:", "Our clients:"):
 * whole words only, the plural of people who are not the business's.
 */
const OTHERS_LEAD_IN =
  /^(?:(?:our|nuestros|nuestras|nos|nossos|nossas|unsere|les|los|os)\s+)?(?:invitad[oa]s|convidad[oa]s|guests|invites|gaste|ponentes|speakers|oradores|palestrantes|intervenants|referenten|clientes|clients|customers|kunden|pacientes|patients|jurado|jury)\b/;

/** The kind of section a lead-in paragraph ("Convidados desta edição:") opens, if any. */
export function sectionOfLeadIn(text: string): SectionKind | null {
  return OTHERS_LEAD_IN.test(fold(text).trim()) ? 'foreign' : null;
}

/** The kind of section a heading opens, if any. */
export function sectionOfHeading(text: string): SectionKind | null {
  const t = fold(text).replace(/\s+/g, ' ').trim();
  if (t === '' || t.length > 80) return null;
  if (FOREIGN_HEADING.test(t)) return 'foreign';
  if (TEAM_HEADING.test(t)) return 'team';
  return null;
}

/** Containers whose text is the page's footer (where web agencies sign). */
export function isFooterContainer(tag: string, attribs: Readonly<Record<string, string>>): boolean {
  if (tag === 'footer' || attribs.role === 'contentinfo') return true;
  return /(?:^|[\s_-])(?:footer|site-?footer|colophon|copyright|credits?)(?:$|[\s_-])/i.test(
    `${attribs.class ?? ''} ${attribs.id ?? ''}`,
  );
}

/** Class words of an element holding a person's job title (builders' team widgets, themes). */
const TITLE_CLASS =
  /(?:^|[\s_-])(?:position(?![_-](?:top|left|right|bottom|center|inline|aside|absolute|relative|sticky|fixed|static)\b)|positions|role|job|jobtitle|job-?title|designation|occupation|profession|cargo|puesto|funcion|funcao|fonction|poste|funktion|rolle|beruf|subtitle|member-?position|team-?position|person-?title|member-?role|member-?job|profile-?designation)(?:$|[\s_-])/i;
/** Class words of an element holding a person's name. */
const NAME_CLASS =
  /(?:^|[\s_-])(?:name|nome|nombre|nom|member-?name|team-?name|person-?name|profile-?name|card-?title|profile-?title)(?:$|[\s_-])/i;

/** What an element's class (or microdata property) says its text is: a name or a job title. */
export function hintOfElement(attribs: Readonly<Record<string, string>>): 'name' | 'title' | null {
  const prop = (attribs.itemprop ?? '').toLowerCase();
  if (prop === 'jobtitle' || prop === 'rolename') return 'title';
  if (prop === 'name') return 'name';
  // Wix galleries caption each photo with a title (a person's name on a team page, a
  // project's elsewhere) and a description, each in a box of its own.
  if (attribs['data-hook'] === 'item-title') return 'name';
  const cls = attribs.class ?? '';
  if (cls === '') return null;
  if (TITLE_CLASS.test(cls)) return 'title';
  if (NAME_CLASS.test(cls)) return 'name';
  return null;
}
