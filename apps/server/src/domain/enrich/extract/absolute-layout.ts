/**
 * Reading order of page-builder layouts that place every box absolutely (Wix): a team of three
 * is written as a row of three names, then a row of three titles, each box with its own
 * `top`/`left`. Read in the source's order, the first title would follow the last name; read
 * column by column within each band of card-sized boxes, each name is followed by its title.
 */
import type { DomNode } from './page-dom.js';

interface Placed {
  node: DomNode;
  top: number;
  left: number;
  width: number;
}

const TOP = /(?:^|;)\s*top\s*:\s*(-?\d+(?:\.\d+)?)px/i;
const LEFT = /(?:^|;)\s*left\s*:\s*(-?\d+(?:\.\d+)?)px/i;
const WIDTH = /(?:^|;)\s*width\s*:\s*(\d+(?:\.\d+)?)px/i;

/** A box wider than this many times the narrowest one spans the columns: a band of its own. */
const SPAN_FACTOR = 1.8;

function placed(node: DomNode): Placed | null {
  const style = node.attribs?.style ?? '';
  if (!/position\s*:\s*absolute/i.test(style)) return null;
  const top = TOP.exec(style)?.[1];
  const left = LEFT.exec(style)?.[1];
  if (top === undefined || left === undefined) return null;
  return {
    node,
    top: Number(top),
    left: Number(left),
    width: Number(WIDTH.exec(style)?.[1] ?? '0'),
  };
}

/** The children in reading order: unchanged unless all are absolutely placed boxes. */
export function readingOrder(children: readonly DomNode[]): readonly DomNode[] {
  if (children.length < 4) return children;
  const boxes: Placed[] = [];
  for (const c of children) {
    if (c.type === 'text' && (c.data ?? '').trim() === '') continue;
    const p = c.type === 'tag' ? placed(c) : null;
    if (!p) return children;
    boxes.push(p);
  }
  if (boxes.length < 4) return children;
  const narrowest = Math.min(...boxes.map((b) => b.width).filter((w) => w > 0));
  const spans = (b: Placed) => Number.isFinite(narrowest) && b.width > narrowest * SPAN_FACTOR;
  // Bands: runs of card-sized boxes from top to bottom, a spanning box alone between them.
  const byTop = [...boxes].sort((a, b) => a.top - b.top || a.left - b.left);
  const out: DomNode[] = [];
  let band: Placed[] = [];
  const close = () => {
    // Columns by their boxes' centres: a title centred under a narrower name starts further left.
    const centre = (b: Placed) => b.left + b.width / 2;
    band.sort((a, b) => centre(a) - centre(b) || a.top - b.top);
    out.push(...band.map((b) => b.node));
    band = [];
  };
  for (const b of byTop) {
    if (spans(b)) {
      close();
      out.push(b.node);
    } else band.push(b);
  }
  close();
  return out;
}
