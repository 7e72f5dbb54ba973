/**
 * Reads a parsed page into lines of visible text (one per block element, <br> or table cell),
 * each tagged with the "card" it belongs to (li, tr, article, itemscope, .team-member…), plus
 * its links and Cloudflare-protected addresses. Scripts, styles and hidden decoys are skipped.
 */
import type { CheerioAPI } from 'cheerio';
import { decodeCfEmail } from './email-text.js';
import { collapseSpaces, cleanText } from './normalize-text.js';
import { readingOrder } from './absolute-layout.js';
import {
  hintOfElement,
  isFooterContainer,
  sectionOfContainer,
  sectionOfHeading,
  sectionOfLeadIn,
  type SectionKind,
} from './page-sections.js';

/** Structural view of domhandler nodes (what cheerio's parser builds). */
export interface DomNode {
  type: string;
  data?: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
  parent?: DomNode | null;
}

export interface PageLine {
  text: string;
  /** Card the line belongs to (0: none). */
  group: number;
  /** Tag of the block that holds the line ("h3", "p", "li"…). */
  tag: string;
  /** Texts of the links inside the line ("Email", "LinkedIn"). */
  linkTexts: string[];
  /** Inside <nav> or <header>: menus and logos, not content. */
  chrome: boolean;
  /** The line's texts split where inline elements start and end ("Ana Torres", "CEO"). */
  parts: string[];
  /** The team section or the section of other people (testimonials…) the line sits in. */
  section: SectionKind | null;
  /** Inside the page's footer. */
  footer: boolean;
  /** What the classes around the line say it is: a person's name or their job title. */
  hint: 'name' | 'title' | null;
}

export interface PageAnchor {
  href: string;
  text: string;
  line: number;
  group: number;
}

export interface PageCfEmail {
  address: string;
  line: number;
  group: number;
}

export interface PageDom {
  lines: PageLine[];
  anchors: PageAnchor[];
  cfEmails: PageCfEmail[];
  /** Size of each card in lines, for deciding whether a card is small enough to tie things. */
  groupSizes: Map<number, number>;
}

const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'head',
  'select',
  'textarea',
  'math',
  'video',
  'audio',
  'picture',
  'source',
  'map',
]);

const BLOCK = new Set([
  'nav',
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'button',
  'label',
  'option',
  'img',
]);

const PAGE_WRAPPERS = new Set(['html', 'body', 'main']);

const INLINE_DECOY_TAGS = new Set(['span', 'i', 'b', 'em', 'small', 'strong', 'font', 'u', 's']);

/**
 * A class token naming a card: the card's word ends it, or a word of one unit after it
 * ("team-member", "et_pb_team_member", "card", "team-item"); "card-header", "card-body",
 * "member-info" name parts of a card, not the card.
 */
const CARD_CLASS =
  /(?:^|[_-])(?:card|member|members|team|person|people|staff|profile|vcard|h-card|author|employee|bio|contact-?item|contact-?card|persona|equipo|integrante|mitarbeiter|membre|doctor|profesional|professional)(?:[_-]+(?:item|card|box|entry|tile|single))?$/i;

function hasCardClass(classes: string): boolean {
  return classes.split(/\s+/).some((token) => CARD_CLASS.test(token));
}

function isHidden(node: DomNode): boolean {
  const attribs = node.attribs ?? {};
  if ('hidden' in attribs) return true;
  const style = (attribs.style ?? '').toLowerCase().replace(/\s+/g, '');
  if (/display:none|visibility:hidden/.test(style)) return true;
  return false;
}

/** Visible text length of a subtree (memoised; iterative, so deep trees cannot overflow). */
function textLength(root: DomNode, cache: Map<DomNode, number>): number {
  const cached = cache.get(root);
  if (cached !== undefined) return cached;
  const stack: Array<{ node: DomNode; done: boolean }> = [{ node: root, done: false }];
  while (stack.length > 0) {
    const top = stack.pop();
    if (!top) break;
    const { node } = top;
    if (cache.has(node)) continue;
    if (node.type === 'text') {
      cache.set(node, (node.data ?? '').trim().length);
      continue;
    }
    const children = node.children && !SKIP.has(node.name ?? '') ? node.children : [];
    if (!top.done) {
      stack.push({ node, done: true });
      for (const c of children) if (!cache.has(c)) stack.push({ node: c, done: false });
      continue;
    }
    let n = 0;
    for (const c of children) n += cache.get(c) ?? 0;
    cache.set(node, n);
  }
  return cache.get(root) ?? 0;
}

const HEADING = /^(?:h[2-6]|strong|b|dt)$/;

/**
 * A heading, or a page builder's widget boxes wrapping only a heading (Elementor's
 * `elementor-widget-heading > elementor-widget-container > h3`).
 */
function isHeadingBox(node: DomNode, depth: number): boolean {
  if (node.type !== 'tag') return false;
  if (HEADING.test(node.name ?? '')) return true;
  if (node.name !== 'div' || depth >= 2) return false;
  const children = (node.children ?? []).filter(
    (c) => c.type === 'tag' || (c.type === 'text' && (c.data ?? '').trim() !== ''),
  );
  return children.length === 1 && isHeadingBox(children[0] as DomNode, depth + 1);
}

/** Plain text of a node (no block structure), scripts and styles left out. */
export function nodeText(root: DomNode): string {
  const parts: string[] = [];
  const stack: DomNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    if (!n) break;
    if (n.type === 'text') {
      parts.push(n.data ?? '');
      continue;
    }
    if (n.type !== 'tag' && n.type !== 'root' && n.type !== 'cdata') continue;
    if (n.type === 'tag' && SKIP.has(n.name ?? '')) continue;
    if (n.name === 'br') parts.push(' ');
    const cf = n.attribs?.['data-cfemail'];
    if (cf !== undefined) {
      parts.push(decodeCfEmail(cf) ?? '');
      continue;
    }
    const children = n.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      const c = children[i];
      if (c) stack.push(c);
    }
  }
  return collapseSpaces(cleanText(parts.join('')));
}

interface ExitFrame {
  exit: true;
  name: string;
  block: boolean;
  chrome: boolean;
  savedGroup: number;
  savedSection: SectionKind | null;
  savedHint: 'name' | 'title' | null;
  footer: boolean;
}

const LEAD_IN_INLINE = new Set(['strong', 'b', 'em', 'i', 'span', 'u', 'small']);

/**
 * A box's own words and those of its inline children ("<p><strong>Our guests:</strong></p>"),
 * without walking its whole subtree: every box of a deeply nested page is asked.
 */
function leadInText(node: DomNode): string {
  let text = '';
  for (const c of node.children ?? []) {
    if (c.type === 'text') text += c.data ?? '';
    else if (c.type === 'tag' && LEAD_IN_INLINE.has(c.name ?? ''))
      for (const g of c.children ?? []) if (g.type === 'text') text += g.data ?? '';
  }
  return collapseSpaces(text).trim();
}

/** The level of a lead-in paragraph ("Our guests:"): below every heading. */
const LEAD_IN = 7;

/** Headings open a section until the next heading of the same or a higher level. */
interface HeadingSection {
  level: number;
  kind: SectionKind | null;
}

/** The innermost section kind any open heading announces. */
function headingSection(stack: readonly HeadingSection[]): SectionKind | null {
  for (let i = stack.length - 1; i >= 0; i--) {
    const kind = stack[i]?.kind;
    if (kind) return kind;
  }
  return null;
}

/**
 * A box of other people's words (a testimonial) stays theirs under any heading; otherwise the
 * heading above the line says more than the classes of the boxes around it.
 */
function lineSection(
  container: SectionKind | null,
  heading: SectionKind | null,
): SectionKind | null {
  if (container === 'foreign') return 'foreign';
  return heading ?? container;
}

/** A line's parts: its text cut where inline elements begin or end. */
function splitParts(buffer: string, breaks: readonly number[]): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const end of [...breaks, buffer.length]) {
    const part = collapseSpaces(cleanText(buffer.slice(start, end)));
    if (part !== '') parts.push(part);
    start = end;
  }
  return parts;
}

export function walkPage($: CheerioAPI): PageDom {
  const lines: PageLine[] = [];
  const anchors: PageAnchor[] = [];
  const cfEmails: PageCfEmail[] = [];
  const groupSizes = new Map<number, number>();
  const lengths = new Map<DomNode, number>();
  let buffer = '';
  let bufferTag = 'body';
  let group = 0;
  let nextGroup = 1;
  const blockTags: string[] = ['body'];
  let chromeDepth = 0;
  let footerDepth = 0;
  let lineLinks: string[] = [];
  let breaks: number[] = [];
  let containerSection: SectionKind | null = null;
  let hint: 'name' | 'title' | null = null;
  // What the classes said of the text in the buffer (an inline <span class="position"> closes
  // before its line ends).
  let bufferHint: 'name' | 'title' | null = null;
  let headings: HeadingSection[] = [];

  const flush = () => {
    const text = collapseSpaces(cleanText(buffer));
    const parts = text === '' ? [] : splitParts(buffer, breaks);
    buffer = '';
    breaks = [];
    const lineHint = bufferHint;
    bufferHint = null;
    if (text === '') return;
    lines.push({
      text,
      group,
      tag: bufferTag,
      linkTexts: lineLinks,
      chrome: chromeDepth > 0,
      parts,
      section: lineSection(containerSection, headingSection(headings)),
      footer: footerDepth > 0,
      hint: lineHint ?? hint,
    });
    lineLinks = [];
    if (group !== 0) groupSizes.set(group, (groupSizes.get(group) ?? 0) + 1);
  };

  const isCard = (node: DomNode): boolean => {
    const name = node.name ?? '';
    const attribs = node.attribs ?? {};
    // A definition list is one unit however long: its terms label each other's descriptions.
    if (['li', 'tr', 'article', 'figure', 'address', 'dl'].includes(name)) return true;
    if ('itemscope' in attribs) return true;
    if (name !== 'div' && name !== 'section' && name !== 'aside') return false;
    if (hasCardClass(attribs.class ?? '')) return textLength(node, lengths) < 800;
    // An unlabelled box with a heading of its own and little text reads as a card; a box that
    // only wraps that heading (a builder's widget) is not the card, the box around it is.
    const heading = (node.children ?? []).find((c) => isHeadingBox(c, 0));
    if (!heading) return false;
    const length = textLength(node, lengths);
    return length < 300 && length > textLength(heading, lengths);
  };

  // Depth-first walk with an explicit stack: broken pages can nest thousands of elements.
  const stack: Array<DomNode | ExitFrame> = [$.root()[0] as unknown as DomNode];
  const pushChildren = (node: DomNode) => {
    const children = readingOrder(node.children ?? []);
    for (let i = children.length - 1; i >= 0; i--) {
      const c = children[i];
      if (c) stack.push(c);
    }
  };
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    if ('exit' in item) {
      if (item.name === 'a') buffer += ' ';
      if (item.chrome) {
        flush();
        chromeDepth--;
      }
      if (item.block) {
        flush();
        blockTags.pop();
        bufferTag = blockTags[blockTags.length - 1] ?? 'body';
      } else {
        breaks.push(buffer.length);
      }
      if (item.footer) {
        flush();
        footerDepth--;
      }
      group = item.savedGroup;
      containerSection = item.savedSection;
      hint = item.savedHint;
      continue;
    }
    const node = item;
    if (node.type === 'text') {
      buffer += node.data ?? '';
      if (hint && (node.data ?? '').trim() !== '') bufferHint ??= hint;
      continue;
    }
    if (node.type === 'cdata' || node.type === 'root') {
      pushChildren(node);
      continue;
    }
    if (node.type !== 'tag') continue; // comments, scripts, styles, directives
    const name = node.name ?? '';
    if (SKIP.has(name)) continue;
    const attribs = node.attribs ?? {};
    if (INLINE_DECOY_TAGS.has(name) && isHidden(node) && textLength(node, lengths) < 40) continue;
    if (name === 'br' || name === 'hr') {
      flush();
      continue;
    }
    const cf = attribs['data-cfemail'];
    if (cf !== undefined) {
      const address = decodeCfEmail(cf);
      if (address) {
        buffer += ` ${address} `;
        cfEmails.push({ address, line: lines.length, group });
      }
      continue;
    }
    const block = BLOCK.has(name);
    const card = isCard(node);
    const chrome = name === 'nav' || name === 'header' || attribs.role === 'navigation';
    // The page's wrappers (<body class="… elementor_header_footer …">) are no footer.
    const footer = !PAGE_WRAPPERS.has(name) && isFooterContainer(name, attribs);
    const frame: ExitFrame = {
      exit: true,
      name,
      block,
      chrome,
      savedGroup: group,
      savedSection: containerSection,
      savedHint: hint,
      footer,
    };
    if (block) {
      flush();
      blockTags.push(name);
      bufferTag = name;
    } else {
      breaks.push(buffer.length);
    }
    if (card) group = nextGroup++;
    if (chrome) chromeDepth++;
    if (footer) {
      flush();
      footerDepth++;
      headings = [];
    }
    const level = /^h([1-6])$/.exec(name)?.[1];
    if (level) {
      const n = Number(level);
      headings = headings.filter((h) => h.level < n);
      // A "heading" wrapping half a broken page names no section (and is not read twice).
      const short = textLength(node, lengths) <= 120;
      headings.push({ level: n, kind: short ? sectionOfHeading(nodeText(node)) : null });
    } else if ((name === 'p' || name === 'div') && textLength(node, lengths) <= 60) {
      // "Convidados desta edição:": a paragraph that leads in what follows is a heading below
      // all others, until the next heading or the next lead-in ("Geschäftsführung:").
      const text = leadInText(node);
      if (text.endsWith(':')) {
        const kind = sectionOfLeadIn(text.slice(0, -1));
        headings = [...headings.filter((h) => h.level < LEAD_IN), { level: LEAD_IN, kind }];
      }
    }
    // Only a small element's class says what its text is (a wrapper's "header-position" does not).
    if (attribs.class || attribs.itemprop) {
      const own = hintOfElement(attribs);
      if (own && textLength(node, lengths) <= 160) hint = own;
    }
    // The page's wrappers (<body class="page-about-us …">) say nothing of one section.
    if (!PAGE_WRAPPERS.has(name))
      containerSection = sectionOfContainer(name, attribs) ?? containerSection;
    // Links are words of their own: "Marketing Manager<a>Email</a>" reads as two.
    if (name === 'a') buffer += ' ';
    if ((name === 'a' || name === 'area') && attribs.href !== undefined) {
      const text =
        nodeText(node) ||
        collapseSpaces(attribs['aria-label'] ?? '') ||
        collapseSpaces(attribs.title ?? '') ||
        collapseSpaces((node.children ?? []).find((c) => c.name === 'img')?.attribs?.alt ?? '');
      anchors.push({ href: attribs.href, text, line: lines.length, group });
      if (text !== '') lineLinks.push(text);
    }
    if (name === 'img') {
      const alt = attribs.alt ?? '';
      if (/@|\[at\]|\(at\)|arroba/i.test(alt)) buffer += ` ${alt} `;
    }
    stack.push(frame);
    pushChildren(node);
  }
  flush();
  return { lines, anchors, cfEmails, groupSizes };
}
