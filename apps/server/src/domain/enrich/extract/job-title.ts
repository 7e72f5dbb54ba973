/**
 * Job titles in Spanish, English, Portuguese, French and German: which of the wizard's target
 * roles a title is (owner, marketing, operations, other), and whether a line reads as a title.
 */
import type { ContactRole } from '../types.js';
import { hasJobWord } from './job-words.js';
import { fold } from './normalize-text.js';

/** Titles that make someone an owner whatever follows ("Founder & CMO" is still a founder). */
const OWNER_STRONG = [
  /\bowner\b/,
  /\bco-?owner\b/,
  /\bfounder\b/,
  /\bco-?founder\b/,
  /\bceo\b/,
  /\bchief executive\b/,
  /\bmanaging director\b/,
  /\bmanaging partner\b/,
  /\bgeneral manager\b/,
  /\bproprietor\b/,
  /\bpresident\b/,
  /\bdirector(?:a)? general\b/,
  /\bdirector\/a general\b/,
  /\bgerente general\b/,
  /\bpropietari[oa]\b/,
  /\bpropietario\/a\b/,
  /\bduen[oa]\b/,
  /\bdueno\/a\b/,
  /\bfundador(?:a)?\b/,
  /\bcofundador(?:a)?\b/,
  /\bco-fundador(?:a)?\b/,
  /\bfundador\/a\b/,
  /\bsoci[oa] (?:fundador(?:a)?|director(?:a)?|gerente|principal|propietari[oa])\b/,
  /\bsocio\/a\b/,
  /\btitular\b/,
  /\bpresidente?\b/,
  /\bpresidenta\b/,
  /\bgeschaftsfuhrer(?:in)?\b/,
  /\bgeschaftsfuhrung\b/,
  /\binhaber(?:in)?\b/,
  /\bgrunder(?:in)?\b/,
  /\bmitgrunder(?:in)?\b/,
  /\bmitinhaber(?:in)?\b/,
  /\bgerant(?:e)?\b/,
  /\bco-?gerant(?:e)?\b/,
  /\bfondat(?:eur|rice)\b/,
  /\bco-?fondat(?:eur|rice)\b/,
  /\bpdg\b/,
  /\bpresident(?:e)? directeur general\b/,
  /\bdirect(?:eur|rice) general(?:e)?\b/,
  /\bproprietaire\b/,
  /\bassocie(?:e)? fondat/,
  /\bsoci[oa] administrador(?:a)?\b/,
  /\bproprietari[oa]\b/,
  /\bdono\b/,
  /\bdona\b/,
  /\bdiretor(?:a)? geral\b/,
  /\bdiretor(?:a)? executiv[oa]\b/,
  /\bdirector(?:a)? ejecutiv[oa]\b/,
  /\bconsejer[oa] delegad[oa]\b/,
  /\badministrador(?:a)? unic[oa]\b/,
  /\bvorstand\b/,
  /\bvorstandsvorsitzende[r]?\b/,
  /\bgerente propietari[oa]\b/,
  /\bempresari[oa]\b/,
  // the head of a school, a practice or a clinic is its boss
  /\bhead of (?:school|practice|clinic)\b/,
  /\bschool (?:director|principal)\b/,
  /\bschulleiter(?:in)?\b/,
  /\bpraxisinhaber(?:in)?\b/,
  /\bdirect(?:or|ora|eur|rice) (?:medic[oa]?|medical|clinic[oa]|academic[oa])\b/,
  /\bdiretor(?:a)? (?:medic[oa]|clinic[oa]|academic[oa])\b/,
  /\b(?:medical|clinical) director\b/,
  /\bdirect(?:eur|rice) d'ecole\b/,
  // the legal representatives of a company
  /^administrador(?:a)?$/,
  /\badministrador(?:a)? (?:solidari[oa]|mancomunad[oa]|delegad[oa])\b/,
  /\badministrat(?:eur|rice) delegue(?:e)?\b/,
  /\b(?:geschaftsfuhrende[r]?|unbeschrankt haftende[r]?|personlich haftende[r]?) gesellschafter(?:in)?\b/,
  /^gesellschafter(?:in)?$/,
];

const MARKETING = [
  /\bmarketing\b/,
  /\bmercadeo\b/,
  /\bmercadotecnia\b/,
  /\bcomunicacion(?:es)?\b/,
  /\bcomunicacao\b/,
  /\bcommunications?\b/,
  /\bgrowth\b/,
  /\bbrand(?:ing)?\b/,
  /\bmarca\b/,
  /\bcmo\b/,
  /\bredes sociales\b/,
  /\bsocial media\b/,
  /\bcommunity manager\b/,
  /\bdigital\b/,
  /\bpublicidad\b/,
  /\badvertising\b/,
  /\bpublicite\b/,
  /\bkommunikation\b/,
  /\bpr\b/,
  /\brelaciones publicas\b/,
  /\bpublic relations\b/,
  /\bcontenidos?\b/,
  /\bcontent\b/,
  /\bcreative director\b/,
  /\bdirect(?:or|ora) creativ[oa]\b/,
  /\bdiretor(?:a)? criativ[oa]\b/,
  /\bdirect(?:eur|rice) (?:de (?:la )?)?creation\b/,
  /\bkreativdirektor(?:in)?\b/,
  /\bmedias sociaux\b/,
  /\breseaux sociaux\b/,
  /\bredes sociais\b/,
  /\bredes\b/,
  /\bcommunity\b/,
  /\bcomunidad(?:e)?\b/,
  /\brelations? presse\b/,
  /\boffentlichkeitsarbeit\b/,
  /\bpressesprecher(?:in)?\b/,
  /\bseo\b/,
  /\b(?:paid|social) media\b/,
  /\bmedia (?:buyer|planner|strategist|manager)\b/,
];

const OPERATIONS = [
  /\boperacion(?:es)?\b/,
  /\boperations?\b/,
  /\bcoo\b/,
  /\blogistica\b/,
  /\blogistics\b/,
  /\boperacoes\b/,
  /\bbetrieb(?:s)?\b/,
  /\bbetriebsleiter(?:in)?\b/,
  /\boperativ[oa]\b/,
  /\bproduccion\b/,
  /\bproduction\b/,
  /\bproducao\b/,
  /\bsupply chain\b/,
  /\bcadena de suministro\b/,
  /\boffice manager\b/,
  /\bjef[ea] de operaciones\b/,
  /\badministracion\b/,
  /\badministration\b/,
  /\bbetriebsleitung\b/,
  /\boperationnel(?:le)?\b/,
  /\boperations?\b/,
  /\bplanta\b/,
  /\bplant manager\b/,
  /\bexploitation\b/,
  /\blogistique\b/,
  /\bbetriebsfuhrung\b/,
  /\bfacility\b/,
  /\bfacilities\b/,
  /\bpractice manager\b/,
  /\bstudio manager\b/,
  /\bpraxismanager(?:in)?\b/,
  /\bpraxisorganisation\b/,
  /\bcoordinador(?:a)? academic[oa]\b/,
  // projects
  /\bproject manager\b/,
  /\bprojektleit/,
  /\bprojektmanag/,
  /\bchef de projet\b/,
  /\bjef[ea] de proyecto/,
  /\bgerente de proje/,
  /\bgestor(?:a)? de proje/,
];

/** The office and its administration: operations when whoever holds it is not an assistant. */
const OFFICE = [
  /\b(?<!front )office\b/,
  /\bburo(?:leitung|leiter|leiterin|management|organisation|vorsteher|vorsteherin)?\b/,
  /\bpayroll\b/,
  /\bnominas\b/,
  /\badministrativ[oae]s?\b/,
  /\badministrativo-financeir[oa]\b/,
  /\badministrati(?:f|ve)\b/,
  /\bverwaltung\b/,
  // the books are the office's work: "Accounts", "Buchhaltung", "bookings and accounts"
  /\baccounts\b/,
  /\baccounting\b/,
  /\bbookkeeping\b/,
  /\bbuchhaltung\b/,
  /\bcontabilidad(?:e)?\b/,
  /\bcomptabilite\b/,
  /\bfaturacao\b/,
  /\bfacturacion\b/,
  /\bfacturation\b/,
  /\bbilling\b/,
  /\bgeschaftsstelle\b/,
];

/** Professions whose words would read as a role: a "gestor administrativo" is no office clerk. */
const PROFESSIONS = /\bgestor(?:a)? administrativ[oa](?: colegiad[oa])?\b|\bfuneral director\b/g;

/** Words that make "director"/"gerente" a department head rather than the boss. */
const DEPARTMENT = [
  /\bventas\b/,
  /\bsales\b/,
  /\bcomercial\b/,
  /\bcommercial\b/,
  /\bvendas\b/,
  /\bvertrieb\b/,
  /\bventes\b/,
  /\bfinanz/,
  /\bfinanc/,
  /\brrhh\b/,
  /\brecursos humanos\b/,
  /\bhuman resources\b/,
  /\bhr\b/,
  /\bpersonal\b/,
  /\bit\b/,
  /\btecnolog/,
  /\btechnolog/,
  /\bsistemas\b/,
  /\bcompras\b/,
  /\bpurchasing\b/,
  /\bcalidad\b/,
  /\bquality\b/,
  /\bcuentas\b/,
  /\bcontas\b/,
  /\bcomptes\b/,
  /\baccount/,
  /\bfuneral\b/,
  /\bfuneraire\b/,
  /\bproyecto/,
  /\bproject/,
  /\barte\b/,
  /\bart\b/,
  /\bcreativ/,
  /\btecnic/,
  /\btechnical\b/,
  /\bjuridic/,
  /\blegal\b/,
  /\bservicio/,
  /\bservice/,
  /\bsucursal\b/,
  /\bbranch\b/,
  /\btienda\b/,
  /\bstore\b/,
  /\bregional\b/,
  /\bzona\b/,
  /\barea\b/,
  /\bde area\b/,
  /\bingenieria\b/,
  /\bengineering\b/,
  /\bi\+d\b/,
  /\br&d\b/,
];

const OWNER_WEAK = [
  /^(?:el |la |the )?(?:director(?:a)?|director\/a|gerente|directeur|directrice|diretor(?:a)?|direktor(?:in)?|socio|socia|partner|associe(?:e)?|principal|patron(?:ne)?)\b/,
  /\bdirector(?:a)?\b/,
  /\bdirecteur\b/,
  /\bdirectrice\b/,
  /\bdiretor(?:a)?\b/,
  /\bsoci[oa]\b/,
  /\bpartner\b/,
  /\bassocie(?:e)?\b/,
  /\bgerente\b/,
  /\bgerencia\b/,
  /\bdirigeant(?:e)?\b/,
  // "Practice Principal", "School Principal", a "Principal" card; "sede principal" is an address.
  /\b(?:practice|school|college) principal\b|^principal\b/,
];

/** Deputies and assistants of the boss are not the boss. */
const DEPUTY =
  /\b(?:sub-?director(?:a)?|sous-direct(?:eur|rice)|subdiretor(?:a)?|subgerente|vice|vicepresident(?:e|a)?|vp|deputy|assistant|asistente|adjunt[oa]?|stellvertretende[r]?|secretari[oa]|auxiliar|assistent(?:in)?|assistante|adjoint(?:e)?|to the ceo|de direccion|de la direccion|executive assistant|personal assistant)\b/;

/** Every word of a job title, in the five languages (folded); one of them makes a line read as a job. */
const TITLE_WORDS = [
  'manager|director|directora|gerente|responsable|jef[ea]|coordinador(?:a)?|coordinator|' +
    'coordenador(?:a)?|encargad[oa]|administrador(?:a)?|administrator|asistente|' +
    'assistant(?:e)?|assistent(?:in)?|associate|associad[oa]|asociad[oa]|senior|junior|intern|' +
    'trainee|apprentice|becari[oa]|estagiari[oa]|stagiaire|azubi|auszubildende[r]?|' +
    'secretari[oa]|secretary|recepcionista|receptionist|abogad[oa]|lawyer|attorney|' +
    'avocat(?:e)?|rechtsanwalt|rechtsanwaltin|odontolog[oa]|dentist(?:a)?|zahnarzt|zahnarztin|' +
    'doctor(?:a)?|medic[oa]|physician|psicolog[oa]|psychologist|fisioterapeuta|' +
    'physiotherapist|kinesiolog[oa]|arquitect[oa]|architect|architekt(?:in)?|ingenier[oa]|' +
    'engineer|ingenieur(?:in)?|contador(?:a)?|contable|accountant|chef|cociner[oa]|head|lead|' +
    'officer|partner|soci[oa]|consultant|consultor(?:a)?|berater(?:in)?|especialista|' +
    'specialist|tecnic[oa]|technician|technicien(?:ne)?|techniker(?:in)?|empfang|rececionista|' +
    'analyst|analista|developer|desarrollador(?:a)?|designer|disenador(?:a)?|vendedor(?:a)?|' +
    'asesor(?:a)?|advisor|adviser|coach|instructor(?:a)?|profesor(?:a)?|professor|teacher|' +
    'maestr[oa]|nurse|enfermer[oa]|veterinari[oa]|veterinarian|tierarzt|[a-z]*leiter(?:in)?|' +
    '[a-z]*leitung|mitarbeiter(?:in)?|charge(?:e)?|conseiller(?:e)?|gestor(?:a)?|' +
    'diretor(?:a)?|executive|ejecutiv[oa]|president(?:e|a)?|vice|vp|chief|ceo|cfo|cto|coo|cmo|' +
    'cio|owner|founder|cofounder|co-founder|fundador(?:a)?|propietari[oa]|duen[oa]|titular|' +
    'inhaber(?:in)?|geschaftsfuhrer(?:in)?|grunder(?:in)?|gerant(?:e)?|fondat(?:eur|rice)|pdg|' +
    'directeur|directrice|proprietaire|associe(?:e)?|socio/a|director/a|fundador/a|' +
    'propietario/a|dueno/a|diretor/a|optometrista|farmaceutic[oa]|pharmacist|peluquer[oa]|' +
    'estilista|stylist|barber[oa]?|entrenador(?:a)?|trainer|agente|agent|broker|' +
    'corredor(?:a)?|notari[oa]|notary|escriban[oa]|economista|auditor(?:a)?|supervisor(?:a)?|' +
    'operations|marketing|ventas|sales|administracion|recepcion|office|staff|higienista|' +
    'ortodoncista|orthodontist|cirujan[oa]|surgeon|nutricionista|dietitian|terapeuta|' +
    'therapist|podolog[oa]|logopeda|educador(?:a)?|pedagog[oa]|fotograf[oa]|photographer|' +
    'redactor(?:a)?|editor(?:a)?|periodista|journalist|buchhaltung|contabilidad|contabilidade|' +
    'comptabilite|accounting|accounts|finanzas|finance|finances|financas|einkauf|compras|' +
    'achats|purchasing|rrhh|recursos humanos|human resources|ressources humaines|sekretariat|' +
    'secretariat|kundenservice|customer service|atencion al cliente|service client|faturacao|' +
    'facturacion|facturation|billing|invoicing|geschaftsstelle|adjoint(?:e)?|' +
    'sous-direct(?:eur|rice)|subdirector(?:a)?|subdiretor(?:a)?|departamento|department|' +
    'departement|abteilung|vendas|ventes|verkauf|vertrieb|export|exportacion|exportacao|' +
    'exportation|wholesale|front desk|atendimento|produktion|direccion|direcao',
].join('');
const ALL_TITLE_WORDS = new RegExp(String.raw`\b(?:${TITLE_WORDS})\b`);

/**
 * The title's words in the singular, two ways ("socios-gerentes" → "socio-gerente",
 * "fundadores" → "fundador", "co-owners" → "co-owner"): a card of two owners says their job in
 * the plural. Only owners' words are read so ("Brandes" is no "brand", "Accountants" a firm).
 */
function singulars(folded: string): string[] {
  // Only the words before a complement: "diretor de contas" is singular.
  const head = folded.split(/\s(?:de|of|du|der|fur|da|do|del|des)\s/)[0] ?? '';
  if (!/[a-z]{3}s\b/.test(head)) return [];
  return [head.replace(/\b([a-z-]{3,}?)s\b/g, '$1'), head.replace(/\b([a-z-]{3,}?)es\b/g, '$1')];
}

/** The wizard's role for a job title. */
export function classifyTitle(title: string | null | undefined): ContactRole {
  const role = classifyOne(title);
  if (role !== 'other' || !title) return role;
  return singulars(fold(title)).some((s) => classifyOne(s) === 'owner') ? 'owner' : 'other';
}

function classifyOne(title: string | null | undefined): ContactRole {
  if (!title) return 'other';
  const whole = fold(title).replace(/\s+/g, ' ').trim();
  if (whole === '') return 'other';
  const t = whole.replace(PROFESSIONS, ' ').replace(/\s+/g, ' ').trim();
  const deputy = DEPUTY.test(t);
  if (!deputy && OWNER_STRONG.some((re) => re.test(t))) return 'owner';
  if (MARKETING.some((re) => re.test(t))) return 'marketing';
  if (OPERATIONS.some((re) => re.test(t))) return 'operations';
  if (deputy) return 'other';
  if (OFFICE.some((re) => re.test(t))) return 'operations';
  if (OWNER_WEAK.some((re) => re.test(t)) && !DEPARTMENT.some((re) => re.test(t))) return 'owner';
  return 'other';
}

/** "Owners only": owner, founder, CEO, director, gerente, Inhaber… (es, en, pt, fr, de). */
export function isOwnerTitle(title: string | null | undefined): boolean {
  return classifyTitle(title) === 'owner';
}

/** true when a short text reads as a job title ("Directora", "Head of Sales", "Odontóloga"). */
export function looksLikeTitle(text: string): boolean {
  const t = fold(text).replace(/\s+/g, ' ').trim();
  if (t.length < 2 || t.length > 80) return false;
  if (t.split(' ').length > 10) return false;
  if (/[@:]|https?:|www\./.test(t)) return false;
  // "Especialidad del chef", "Menu of the owner": the job is a complement of something else.
  const head = t.replace(COMPLEMENT, ' ').trim();
  if (head === '') return false;
  if (ALL_TITLE_WORDS.test(head) || hasJobWord(head) || classifyOne(head) !== 'other') return true;
  // In the plural only the owners' words: "Accountants" is a firm, "Co-owners" two people.
  return singulars(head).some((s) => classifyOne(s) === 'owner');
}

/** "del chef", "de la casa", "of the owner", "du patron", "vom Chef": a complement, not a job. */
const COMPLEMENT =
  /\s(?:del|de la|de las|de los|of the|du|de l'|vom|von der|der|do|da|dos|das|della|des|al)\s+\S+/g;
