/**
 * Team photos named only in their alt, with the job printed under each
 * (`<img alt="Ramona Kranz"><p>Büro / Buchhaltung</p>`): themes that put the name on the
 * photo and the job in the card. Only a grid of such cards counts (a single captioned photo may
 * be a dish), never in a section of other people, and never a crowd.
 */
import type { CheerioAPI } from 'cheerio';
import { looksLikeTitle } from './job-title.js';
import { collapseSpaces, fold } from './normalize-text.js';
import type { DomNode, PageDom } from './page-dom.js';
import { sectionOfContainer } from './page-sections.js';
import { MAX_PEOPLE_ON_A_PAGE } from './people-guard.js';
import { cleanPersonName } from './person-name.js';

/** How far up from a photo its card may be, and how much a card may hold. */
const CARD_DEPTH = 3;
const CARD_TEXT = 200;
const CARD_ELEMENTS = 40;
const MIN_CARDS = 2;
const MAX_TITLE = 60;

interface PhotoCard {
  name: string;
  title: string;
}

/**
 * The texts of a box's innermost elements, in page order, or null when the box holds more
 * than a card does; bounded, so a page of thousands of images stays linear.
 */
function cardLeaves(box: DomNode): string[] | null {
  const leaves: string[] = [];
  let length = 0;
  let elements = 0;
  const stack: DomNode[] = [box];
  while (stack.length > 0) {
    const node = stack.pop() as DomNode;
    if (node.type === 'script' || node.type === 'style') continue;
    if (++elements > CARD_ELEMENTS) return null;
    const children = node.children ?? [];
    let own = '';
    let inner = false;
    for (const c of children) {
      if (c.type === 'text') own += c.data ?? '';
      else if (c.type === 'tag') inner = true;
    }
    length += own.trim().length;
    if (length > CARD_TEXT) return null;
    const text = collapseSpaces(own);
    if (!inner && text !== '') leaves.push(text);
    for (let i = children.length - 1; i >= 0; i--) {
      const c = children[i] as DomNode;
      if (c.type === 'tag') stack.push(c);
    }
  }
  return leaves;
}

/** The card around a photo: the nearest box up from it that holds any text. */
function cardOf(img: DomNode): { box: DomNode; leaves: string[] } | null {
  let box = img.parent ?? null;
  for (let k = 0; box && k < CARD_DEPTH; k++, box = box.parent ?? null) {
    const leaves = cardLeaves(box);
    if (leaves === null) return null;
    if (leaves.length > 0) return { box, leaves };
  }
  return null;
}

function inOthersSection(box: DomNode, title: string, dom: PageDom): boolean {
  for (let node: DomNode | null | undefined = box; node; node = node.parent) {
    if (
      node.type === 'tag' &&
      sectionOfContainer(node.name ?? '', node.attribs ?? {}) === 'foreign'
    )
      return true;
  }
  // Sections opened by headings ("Our speakers") are known to the page's lines.
  return dom.lines.some((line) => line.section === 'foreign' && line.text.includes(title));
}

/** The person of one photo: its alt a name alone, its card's first text a job. */
function photoCard(img: DomNode, dom: PageDom): (PhotoCard & { grid: DomNode | null }) | null {
  const name = cleanPersonName(collapseSpaces(img.attribs?.alt ?? ''));
  const card = name ? cardOf(img) : null;
  if (!name || !card) return null;
  // A card that writes the name is read from its lines.
  const given = fold(name.split(' ')[0] ?? '');
  const words = new Set(fold(card.leaves.join(' ')).split(/[^\p{L}]+/u));
  if (words.has(given)) return null;
  const title = card.leaves[0] ?? '';
  if (title.length > MAX_TITLE || cleanPersonName(title) || !looksLikeTitle(title)) return null;
  if (inOthersSection(card.box, title, dom)) return null;
  return { name, title, grid: card.box.parent ?? null };
}

/** The people of the page's grids of photo cards. */
export function photoCardPeople($: CheerioAPI, dom: PageDom): PhotoCard[] {
  const grids = new Map<DomNode | null, PhotoCard[]>();
  $('img[alt]').each((_, el) => {
    const card = photoCard(el as unknown as DomNode, dom);
    if (!card) return;
    const grid = grids.get(card.grid) ?? [];
    if (!grid.some((p) => p.name === card.name)) grid.push({ name: card.name, title: card.title });
    grids.set(card.grid, grid);
  });
  const out: PhotoCard[] = [];
  for (const grid of grids.values()) {
    // A crowd of photos is a directory, not a team.
    if (grid.length < MIN_CARDS || grid.length > MAX_PEOPLE_ON_A_PAGE) continue;
    for (const p of grid) if (!out.some((o) => o.name === p.name)) out.push(p);
  }
  return out;
}
