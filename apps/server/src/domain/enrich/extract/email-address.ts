/**
 * One email address: syntax, junk rejection (assets, placeholders, tracking and platform
 * addresses, no-reply) and its kind (person, role, generic).
 */
import { parse } from 'tldts';
import type { EmailKind } from '../types.js';
import { fold, wordSet as words } from './normalize-text.js';
import { isNameParticle, isNotNameWord } from './person-name.js';
import { junkReason } from './email-junk.js';
import { isFreemailDomain } from './freemail-domains.js';

export { isFreemailDomain, junkReason };

const LOCAL_RE = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const LABEL_RE = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TLD_RE = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{2,59})$/u;

/** "TLDs" that are really file extensions (logo@2x.png, sprite@3x.webp, bundle@1.2.js). */
const FILE_EXTENSIONS = words(
  'png jpg jpeg gif webp svg bmp ico tif tiff avif heic css js mjs cjs json xml pdf doc ' +
    'docx xls xlsx ppt pptx zip rar gz tgz mp3 mp4 m4a wav webm mov avi mkv woff woff2 ttf ' +
    'eot otf php html htm asp aspx jsp txt csv map ts tsx jsx vue scss less lottie psd ai eps',
);

/** TLDs accepted although they are not ICANN ones: the sandbox world lives under `.test`. */
const EXTRA_TLDS = new Set(['test']);

export interface ParsedEmail {
  address: string;
  local: string;
  domain: string;
}

/**
 * Lower-cased, validated address or null. Accepts surrounding noise such as "mailto:",
 * trailing punctuation and angle brackets.
 */
export function parseEmail(raw: string): ParsedEmail | null {
  let text = raw.trim().toLowerCase();
  text = text.replace(/^mailto:/, '').replace(/^[<("'[\s]+|[>)"'\]\s.,;:!?-]+$/g, '');
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return null;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1).replace(/\.$/, '');
  if (local.length > 64 || text.length > 254) return null;
  if (!LOCAL_RE.test(local)) return null;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL_RE.test(l))) return null;
  const tld = labels[labels.length - 1] ?? '';
  if (!TLD_RE.test(tld)) return null;
  if (FILE_EXTENSIONS.has(tld)) return null;
  if (!EXTRA_TLDS.has(tld) && parse(domain).isIcann !== true) return null;
  return { address: `${local}@${domain}`, local, domain };
}

const ROLE_WORDS = words(
  'ventas venta comercial marketing mkt rrhh recursoshumanos admin administracion ' +
    'administrador facturacion facturas cobranzas cobros pagos contabilidad finanzas soporte ' +
    'recepcion reservas reserva pedidos compras empleo empleos trabajo trabajaconnosotros cv ' +
    'curriculum prensa comunicacion atencion atencionalcliente clientes citas turnos ' +
    'presupuestos cotizaciones legal privacidad privacidade rgpd gdpr lgpd dsgvo dpo ' +
    'proveedores tienda secretaria direccion gerencia logistica envios postventa garantia ' +
    'calidad seguridad sistemas it tecnico servicio servicios eventos sales hr billing ' +
    'accounts accounting finance invoices support help helpdesk reception booking bookings ' +
    'reservations orders order purchasing procurement jobs careers recruiting recruitment ' +
    'press media pr privacy customerservice service shop store events appointments quotes ' +
    'operations ops management manager frontdesk enquiries inquiries partners security abuse ' +
    'postmaster hostmaster vendas financeiro suporte atendimento recepcao agendamento pedido ' +
    'comunicacao imprensa administrativo administrativa encomendas encomenda curriculos ' +
    'trabalheconosco rh orcamento orcamentos ventes compta comptabilite recrutement emploi ' +
    'presse rh facturation commandes reservation reservations rdv rendezvous accueil sav ' +
    'commercial vertrieb verkauf buchhaltung personal karriere bewerbung jobs presse einkauf ' +
    'bestellung bestellungen termine rechnung datenschutz empfang verwaltung kundenservice',
);

const GENERIC_WORDS = words(
  'info informacion informaciones informes informacoes geral contacto contactos contact ' +
    'contacts contato kontakt hola hello hi hey ola oi bonjour salut hallo office oficina ' +
    'escritorio buero bureau mail email correo general web webmaster website consultas ' +
    'consulta team equipo equipe studio estudio welcome bienvenidos mensajes inbox main ' +
    'central home clinica local negocio empresa',
);

/** Common first names (es, en, pt, fr, de) used to spot "maria@", "jlopez@", "juan.p@". */
const FIRST_NAMES = new Set(
  (
    'maria jose juan carlos luis ana laura marta lucia sofia paula carmen isabel elena pablo ' +
    'javier miguel antonio manuel francisco david daniel alejandro sergio jorge pedro raul ' +
    'diego andres fernando ricardo roberto alberto eduardo enrique rafael ramon victor hugo ' +
    'martin santiago mateo nicolas sebastian gabriel tomas ignacio federico gonzalo mariano ' +
    'florencia camila valentina agustina julieta micaela romina natalia gabriela patricia ' +
    'silvia monica claudia andrea veronica adriana beatriz cristina pilar rosa teresa ' +
    'alicia susana lorena sandra raquel nuria rocio alba irene sara eva ines clara julia ' +
    'victoria mercedes soledad graciela liliana guadalupe fernanda alejandra ximena paola ' +
    'marcela carolina daniela mariana josefina emilia catalina lorenzo joaquin emiliano ' +
    'facundo matias lucas leandro ezequiel german esteban hector oscar ruben alvaro jaime ' +
    'ivan adrian marcos mario jesus angel alfonso gustavo cesar sergio arturo felipe ' +
    'john james robert michael william richard joseph thomas charles christopher mark paul ' +
    'steven andrew kenneth joshua kevin brian george edward ronald timothy jason jeffrey ryan ' +
    'jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel ' +
    'frank gregory raymond patrick jack dennis jerry tyler aaron henry adam peter nathan ' +
    'mary jennifer linda elizabeth barbara susan jessica sarah karen nancy lisa betty margaret ' +
    'sandra ashley kimberly emily donna michelle dorothy carol amanda melissa deborah stephanie ' +
    'rebecca sharon cynthia kathleen amy shirley angela helen anna brenda pamela nicole emma ' +
    'samantha katherine christine rachel catherine heather diane olivia kate lucy sophie chloe ' +
    'joao jose antonio francisco carlos paulo pedro lucas luiz marcos gabriel rafael daniel ' +
    'marcelo bruno eduardo felipe rodrigo gustavo fernando thiago tiago leonardo ricardo ' +
    'fabio andre vitor diogo rui nuno goncalo joana beatriz mariana ana francisca ines ' +
    'leonor matilde rita sofia juliana camila amanda bruna larissa leticia aline vanessa ' +
    'jean pierre michel philippe alain nicolas christophe patrick francois laurent frederic ' +
    'stephane eric olivier julien sebastien thierry vincent guillaume antoine mathieu ' +
    'marie nathalie isabelle sylvie catherine christine francoise valerie sandrine ' +
    'stephanie veronique sophie celine chantal aurelie camille manon chloe juliette ' +
    'peter michael thomas andreas wolfgang klaus jurgen stefan christian martin frank uwe ' +
    'bernd markus matthias alexander tobias florian sebastian jan lukas jonas felix maximilian ' +
    'ursula petra monika sabine andrea claudia susanne birgit stefanie julia anja katrin ' +
    'nicole tanja heike kerstin anna lena lea laura sarah hannah johanna ' +
    'begona inigo nerea aitor unai ainhoa itziar jon mikel iker ander amaia leire garazi ' +
    'xabier gorka asier jordi montse montserrat pau arnau oriol marc pol laia mireia gemma ' +
    'macarena inmaculada concepcion dolores amparo consuelo milagros esperanza fatima ' +
    'yolanda noelia vanesa tamara sonia marina celia lidia aurora lourdes agustin benjamin ' +
    'maximiliano bautista thiago valentin santino lautaro renata milagros antonella ' +
    'goncalo duarte afonso tomas simao vasco leonor beatriz madalena carolina ' +
    'theo hugo louis leo gabriel arthur jules mathis lea emma jade louise alice lina ' +
    'helene elodie julie lukas jonas leon finn elias noah paul ben emil mia emilia hanna ' +
    'jana katharina jule sabine'
  ).split(' '),
);

function tokensOf(local: string): string[] {
  return local
    .replace(/\+.*$/, '')
    .split(/[._-]+/)
    .map((t) => t.replace(/\d+$/, ''))
    .filter((t) => t !== '');
}

/** Lower-case, accent-free tokens of a person's name: "María José López-García" → [maria, jose, lopez, garcia]. */
export function nameTokens(name: string): string[] {
  return fold(name)
    .split(/[^a-z]+/)
    .filter((t) => t.length >= 2 && !isNameParticle(t));
}

/** true when the local part spells the person's name ("maria.lopez", "mlopez", "lopezm", "maria"). */
export function localMatchesName(local: string, name: string): boolean {
  const tokens = nameTokens(name);
  if (tokens.length === 0) return false;
  const flat = fold(local)
    .replace(/\+.*$/, '')
    .replace(/[^a-z]/g, '');
  if (flat.length < 3) return false;
  const first = tokens[0] ?? '';
  const rest = tokens.slice(1);
  if (flat === first && first.length >= 3) return true;
  for (const last of rest) {
    if (last.length < 3) continue;
    if (flat === last) return true;
    if (flat === `${first}${last}` || flat === `${last}${first}`) return true;
    if (flat === `${first[0] ?? ''}${last}` || flat === `${last}${first[0] ?? ''}`) return true;
    if (flat.startsWith(first) && flat.endsWith(last)) return true;
    if (flat === `${first}${last[0] ?? ''}`) return true;
  }
  return false;
}

/** Common surnames (es, en, pt, fr, de), accent-free, for "jgarcia@", "lopez.m@". */
const SURNAMES = new Set(
  (
    'garcia fernandez gonzalez rodriguez lopez martinez sanchez perez gomez martin jimenez ' +
    'ruiz hernandez diaz moreno alvarez munoz romero alonso gutierrez navarro torres ' +
    'dominguez vazquez ramos gil ramirez serrano blanco suarez molina morales ortega delgado ' +
    'castro ortiz rubio marin sanz nunez iglesias medina garrido santos castillo cortes ' +
    'lozano guerrero cano prieto mendez calvo cruz gallego vidal leon herrera marquez pena ' +
    'cabrera flores campos vega diez fuentes carrasco caballero nieto reyes aguilar pascual ' +
    'herrero santana lorenzo hidalgo montero ibanez gimenez ferrer duran vicente benitez mora ' +
    'arias vargas carmona crespo roman pastor soto saez velasco soler moya esteban parra ' +
    'bravo gallardo rojas acosta benavides cardenas figueroa fuentes ponce quiroga sosa ' +
    'gimenez acuna luna rios silva paz ' +
    'smith johnson williams brown jones miller davis wilson anderson taylor thomas moore ' +
    'jackson white harris thompson clark lewis walker hall allen young king wright scott ' +
    'green baker adams nelson hill campbell mitchell roberts carter phillips evans turner ' +
    'parker collins edwards stewart morris murphy cook rogers morgan cooper peterson reed ' +
    'bailey bell kelly howard ward cox richardson wood watson brooks bennett gray hughes ' +
    'oliveira souza pereira costa ferreira rodrigues almeida lima carvalho gomes martins ' +
    'ribeiro alves sousa barbosa araujo cardoso rocha dias mendes nascimento teixeira ' +
    'bernard dubois robert richard petit durand leroy moreau simon laurent lefebvre michel ' +
    'david bertrand roux fournier morel girard andre mercier dupont lambert bonnet francois ' +
    'muller mueller schmidt schneider fischer weber meyer wagner becker schulz hoffmann ' +
    'schafer koch bauer richter klein wolf schroder neumann schwarz zimmermann braun kruger ' +
    'hofmann hartmann lange schmitt werner krause meier lehmann keller huber maier ' +
    'castano ordonez ibanez nunez pena munoz zuniga arguello bolanos carreno cadenas ' +
    'quintero quintana salazar valencia villalobos zamora aguirre echeverria etxeberria ' +
    'goikoetxea urrutia zabala'
  ).split(' '),
);

/** role or generic when the local part's words say so ("ventas.madrid", "info2"), else null. */
export function kindByWords(address: string): EmailKind | null {
  const at = address.lastIndexOf('@');
  const tokens = tokensOf(fold(at === -1 ? address : address.slice(0, at)));
  const first = tokens[0] ?? '';
  const flat = tokens.join('');
  if (GENERIC_WORDS.has(first) || GENERIC_WORDS.has(flat)) return 'generic';
  if (ROLE_WORDS.has(first) || ROLE_WORDS.has(flat)) return 'role';
  if (tokens.some((t) => ROLE_WORDS.has(t))) return 'role';
  if (tokens.some((t) => GENERIC_WORDS.has(t))) return 'generic';
  return null;
}

function spellsSomeName(flat: string): boolean {
  if (FIRST_NAMES.has(flat) || SURNAMES.has(flat)) return true;
  // initial + surname ("mlopez"), surname + initial ("lopezm")
  if (SURNAMES.has(flat.slice(1)) || SURNAMES.has(flat.slice(0, -1))) return true;
  // first name + initial ("mariol") or first name + surname ("marialopez")
  if (FIRST_NAMES.has(flat.slice(0, -1))) return true;
  for (let i = 3; i <= flat.length - 3; i++) {
    const a = flat.slice(0, i);
    const b = flat.slice(i);
    if ((FIRST_NAMES.has(a) || SURNAMES.has(a)) && (SURNAMES.has(b) || FIRST_NAMES.has(b)))
      return true;
  }
  return false;
}

/**
 * person: the local part spells a name (maria.lopez, mlopez, juan_perez, or matches a name on
 * the page); role: a function (ventas, billing, rrhh…); generic: info, contacto, hola…
 */
export function classifyEmail(address: string, nearbyNames: readonly string[] = []): EmailKind {
  const local = address.slice(0, address.lastIndexOf('@'));
  const folded = fold(local);
  const tokens = tokensOf(folded);
  if (nearbyNames.some((n) => localMatchesName(folded, n))) return 'person';
  const byWords = kindByWords(address);
  if (byWords) return byWords;
  if (
    tokens.length >= 2 &&
    tokens.every((t) => /^[a-z]+$/.test(t)) &&
    !tokens.some((t) => isNotNameWord(t))
  ) {
    return 'person';
  }
  const flat = tokens.join('');
  if (tokens.length === 1 && /^[a-z]{3,}$/.test(flat) && spellsSomeName(flat)) return 'person';
  return 'generic';
}
