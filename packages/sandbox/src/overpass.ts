/**
 * Overpass API stand-in: POST /api/interpreter (form field `data`, or GET ?data=) running the
 * Overpass QL subset LeadAtlas generates over the world's businesses.
 */
import type { BBox } from './cities.js';
import { text, json, type Handler, type Reply } from './http.js';
import { inBBox, osmTags, type Business, type World } from './world.js';

// ---------------------------------------------------------------------------------------------
// Parsing

type TokenKind = 'punct' | 'string' | 'word';
interface Token {
  kind: TokenKind;
  value: string;
  line: number;
}

export class QlError extends Error {
  constructor(
    readonly line: number,
    message: string,
    readonly kind: 'parse' | 'static' = 'parse',
  ) {
    super(message);
  }
}

const PUNCT = ['!=', '!~', '->', '[', ']', '(', ')', ';', ':', ',', '=', '~', '!', '.'];

function lex(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (source.startsWith('//', i)) {
      while (i < source.length && source[i] !== '\n') i++;
      continue;
    }
    if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      if (end < 0) throw new QlError(line, 'unterminated comment');
      for (let k = i; k < end; k++) if (source[k] === '\n') line++;
      i = end + 2;
      continue;
    }
    if (c === '"' || c === "'") {
      const startLine = line;
      let value = '';
      i++;
      for (;;) {
        const d = source[i];
        if (d === undefined || d === '\n') throw new QlError(startLine, 'unterminated string');
        if (d === c) {
          i++;
          break;
        }
        if (d === '\\') {
          const e = source[i + 1];
          if (e === undefined) throw new QlError(startLine, 'unterminated string');
          value += e === 'n' ? '\n' : e === 't' ? '\t' : e;
          i += 2;
          continue;
        }
        value += d;
        i++;
      }
      tokens.push({ kind: 'string', value, line: startLine });
      continue;
    }
    const word = /^[A-Za-z0-9_+\-.]+/.exec(source.slice(i, i + 200));
    if (word && !(word[0] === '.' || word[0].startsWith('.'))) {
      tokens.push({ kind: 'word', value: word[0], line });
      i += word[0].length;
      continue;
    }
    const punct = PUNCT.find((p) => source.startsWith(p, i));
    if (!punct) throw new QlError(line, `unexpected character '${c}'`);
    tokens.push({ kind: 'punct', value: punct, line });
    i += punct.length;
  }
  return tokens;
}

export type ElementType = 'node' | 'way' | 'nwr' | 'relation';

export type TagFilter =
  | { key: string; op: 'exists' | 'absent' }
  | { key: string; op: '=' | '!='; value: string }
  | { key: string; op: '~' | '!~'; regex: RegExp };

export interface QueryStatement {
  kind: 'query';
  type: ElementType;
  filters: TagFilter[];
  bbox: BBox | null;
  line: number;
}
export interface UnionStatement {
  kind: 'union';
  members: Statement[];
}
export interface OutStatement {
  kind: 'out';
  center: boolean;
  count: boolean;
  limit: number | null;
}
export type Statement = QueryStatement | UnionStatement | OutStatement;

export interface QlProgram {
  settings: { out: string; timeout: number; bbox: BBox | null; maxsize: number | null };
  statements: Statement[];
}

const TYPES: Record<string, ElementType> = {
  node: 'node',
  way: 'way',
  nwr: 'nwr',
  relation: 'relation',
  rel: 'relation',
};
const OUT_MODES = new Set([
  'ids',
  'skel',
  'body',
  'tags',
  'meta',
  'geom',
  'bb',
  'center',
  'qt',
  'asc',
  'noids',
]);

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }
  private lastLine(): number {
    return this.peek()?.line ?? this.tokens[this.tokens.length - 1]?.line ?? 1;
  }
  private found(): string {
    const t = this.peek();
    return t ? `'${t.value}'` : 'end of input';
  }
  private isPunct(value: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.kind === 'punct' && t.value === value;
  }
  private expectPunct(value: string): Token {
    const t = this.peek();
    if (t?.kind !== 'punct' || t.value !== value) {
      throw new QlError(this.lastLine(), `'${value}' expected - ${this.found()} found.`);
    }
    this.i++;
    return t;
  }
  /** A key or value: quoted string or bare word. */
  private text(what: string): string {
    const t = this.peek();
    if (!t || (t.kind !== 'string' && t.kind !== 'word')) {
      throw new QlError(this.lastLine(), `${what} expected - ${this.found()} found.`);
    }
    this.i++;
    return t.value;
  }
  private number(): number {
    const t = this.peek();
    const n = t?.kind === 'word' ? Number(t.value) : Number.NaN;
    if (!Number.isFinite(n))
      throw new QlError(this.lastLine(), `number expected - ${this.found()} found.`);
    this.i++;
    return n;
  }
  private bboxBody(): BBox {
    const south = this.number();
    this.expectPunct(',');
    const west = this.number();
    this.expectPunct(',');
    const north = this.number();
    this.expectPunct(',');
    const east = this.number();
    if (
      south > north ||
      Math.abs(south) > 90 ||
      Math.abs(north) > 90 ||
      Math.abs(west) > 180 ||
      Math.abs(east) > 180
    ) {
      throw new QlError(this.lastLine(), 'Invalid bounding box.', 'static');
    }
    return { south, west, north, east };
  }

  program(): QlProgram {
    const settings: QlProgram['settings'] = { out: 'xml', timeout: 180, bbox: null, maxsize: null };
    if (this.isPunct('[')) {
      while (this.isPunct('[')) {
        this.expectPunct('[');
        const name = this.text('setting name');
        this.expectPunct(':');
        if (name === 'out') settings.out = this.text('output format');
        else if (name === 'timeout') settings.timeout = this.number();
        else if (name === 'maxsize') settings.maxsize = this.number();
        else if (name === 'bbox') settings.bbox = this.bboxBody();
        else if (name === 'date' || name === 'diff') this.text('date');
        else throw new QlError(this.lastLine(), `Unknown global setting "${name}".`, 'static');
        this.expectPunct(']');
      }
      this.expectPunct(';');
    }
    const statements: Statement[] = [];
    while (this.peek()) statements.push(this.statement());
    return { settings, statements };
  }

  private statement(): Statement {
    const t = this.peek();
    if (!t) throw new QlError(this.lastLine(), 'statement expected - end of input found.');
    if (this.isPunct('(')) {
      this.i++;
      const members: Statement[] = [];
      while (!this.isPunct(')')) {
        if (!this.peek()) throw new QlError(this.lastLine(), "')' expected - end of input found.");
        const member = this.statement();
        if (member.kind === 'out')
          throw new QlError(this.lastLine(), 'out is not allowed in a union.', 'static');
        members.push(member);
      }
      this.expectPunct(')');
      this.expectPunct(';');
      return { kind: 'union', members };
    }
    if (t.kind !== 'word') throw new QlError(t.line, `Unknown type ${this.found()}`);
    if (t.value === 'out') {
      this.i++;
      const out: OutStatement = { kind: 'out', center: false, count: false, limit: null };
      while (!this.isPunct(';')) {
        const m = this.peek();
        if (!m) throw new QlError(this.lastLine(), "';' expected - end of input found.");
        if (m.kind === 'word' && /^\d+$/.test(m.value)) out.limit = Number(m.value);
        else if (m.kind === 'word' && m.value === 'count') out.count = true;
        else if (m.kind === 'word' && OUT_MODES.has(m.value)) {
          if (m.value === 'center') out.center = true;
        } else throw new QlError(m.line, `Invalid parameter for print: ${this.found()}`);
        this.i++;
      }
      this.expectPunct(';');
      return out;
    }
    const type = TYPES[t.value];
    if (!type) throw new QlError(t.line, `Unknown type "${t.value}"`);
    this.i++;
    const query: QueryStatement = { kind: 'query', type, filters: [], bbox: null, line: t.line };
    while (this.isPunct('[') || this.isPunct('(')) {
      if (this.isPunct('(')) {
        this.i++;
        query.bbox = this.bboxBody();
        this.expectPunct(')');
        continue;
      }
      this.i++;
      query.filters.push(this.filter());
      this.expectPunct(']');
    }
    if (query.filters.length === 0 && !query.bbox) {
      throw new QlError(
        this.lastLine(),
        `A query needs at least one condition - ${this.found()} found.`,
      );
    }
    this.expectPunct(';');
    return query;
  }

  private filter(): TagFilter {
    if (this.isPunct('!')) {
      this.i++;
      return { key: this.text('key'), op: 'absent' };
    }
    const key = this.text('key');
    if (this.isPunct(']')) return { key, op: 'exists' };
    const opToken = this.peek();
    const op = opToken?.kind === 'punct' ? opToken.value : '';
    if (op !== '=' && op !== '!=' && op !== '~' && op !== '!~') {
      throw new QlError(this.lastLine(), `']' expected - ${this.found()} found.`);
    }
    this.i++;
    const value = this.text('value');
    let flags = '';
    if (this.isPunct(',')) {
      this.i++;
      const flag = this.text('flag');
      if (flag !== 'i') throw new QlError(this.lastLine(), `'i' expected - '${flag}' found.`);
      if (op === '=' || op === '!=')
        throw new QlError(this.lastLine(), `']' expected - ',' found.`);
      flags = 'i';
    }
    if (op === '=' || op === '!=') return { key, op, value };
    let regex: RegExp;
    try {
      regex = new RegExp(value, flags);
    } catch {
      throw new QlError(this.lastLine(), `Invalid regular expression: "${value}"`, 'static');
    }
    return { key, op, regex };
  }
}

export function parseQl(source: string): QlProgram {
  return new Parser(lex(source)).program();
}

// ---------------------------------------------------------------------------------------------
// Evaluation

function matches(filters: TagFilter[], tags: Record<string, string>): boolean {
  for (const f of filters) {
    const value = tags[f.key];
    switch (f.op) {
      case 'exists':
        if (value === undefined) return false;
        break;
      case 'absent':
        if (value !== undefined) return false;
        break;
      case '=':
        if (value !== f.value) return false;
        break;
      case '!=':
        if (value === f.value) return false;
        break;
      case '~':
        if (value === undefined || !f.regex.test(value)) return false;
        break;
      case '!~':
        if (value !== undefined && f.regex.test(value)) return false;
        break;
    }
  }
  return true;
}

function evaluate(
  world: World,
  statement: QueryStatement | UnionStatement,
  globalBBox: BBox | null,
): Set<Business> {
  if (statement.kind === 'union') {
    const out = new Set<Business>();
    for (const member of statement.members) {
      if (member.kind === 'out') continue;
      for (const b of evaluate(world, member, globalBBox)) out.add(b);
    }
    return out;
  }
  const bbox = statement.bbox ?? globalBBox;
  const out = new Set<Business>();
  if (statement.type === 'relation') return out;
  for (const b of world.businesses) {
    if (statement.type !== 'nwr' && statement.type !== b.osmType) continue;
    if (bbox && !inBBox(bbox, b.lat, b.lon)) continue;
    if (!matches(statement.filters, b.tags)) continue;
    out.add(b);
  }
  return out;
}

function element(b: Business, center: boolean, websitesPort: number): Record<string, unknown> {
  const tags = osmTags(b, websitesPort);
  if (b.osmType === 'node') return { type: 'node', id: b.osmId, lat: b.lat, lon: b.lon, tags };
  return center
    ? { type: 'way', id: b.osmId, center: { lat: b.lat, lon: b.lon }, tags }
    : { type: 'way', id: b.osmId, tags };
}

export function runQl(
  world: World,
  program: QlProgram,
  websitesPort: number,
): Record<string, unknown>[] {
  let current = new Set<Business>();
  const elements: Record<string, unknown>[] = [];
  for (const statement of program.statements) {
    if (statement.kind !== 'out') {
      current = evaluate(world, statement, program.settings.bbox);
      continue;
    }
    const sorted = [...current].sort((a, b) =>
      a.osmType === b.osmType ? a.osmId - b.osmId : a.osmType === 'node' ? -1 : 1,
    );
    if (statement.count) {
      const nodes = sorted.filter((b) => b.osmType === 'node').length;
      elements.push({
        type: 'count',
        id: 0,
        tags: {
          nodes: String(nodes),
          ways: String(sorted.length - nodes),
          relations: '0',
          total: String(sorted.length),
        },
      });
      continue;
    }
    const limited = statement.limit === null ? sorted : sorted.slice(0, statement.limit);
    for (const b of limited) elements.push(element(b, statement.center, websitesPort));
  }
  return elements;
}

// ---------------------------------------------------------------------------------------------
// HTTP

const GENERATOR = 'Overpass API 0.7.62.1 084b4234';
const COPYRIGHT =
  'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.';
export const OSM_BASE_TIMESTAMP = '2025-06-01T12:00:00Z';

function htmlPage(message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"
    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
  <meta http-equiv="content-type" content="text/html; charset=utf-8" lang="en"/>
  <title>OSM3S Response</title>
</head>
<body>

<p>${COPYRIGHT}</p>
<p>${escape(message)}</p>

</body>
</html>
`;
}

function escape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function overpassHandler(world: World, websitesPort: () => number): Handler {
  return (request) => {
    const path = request.url.pathname;
    if (path === '/api/status') {
      return text(
        200,
        `Connected as: 2130706433\nCurrent time: ${new Date().toISOString().slice(0, 19)}Z\nAnnounced endpoint: none\nRate limit: 2\n2 slots available now.\nCurrently running queries (pid, space limit, time limit, start time):\n`,
      );
    }
    if (path !== '/api/interpreter') return text(404, 'Not Found', 'text/html; charset=utf-8');
    let query: string | null = null;
    if (request.method === 'POST') {
      const type = request.headers['content-type'] ?? '';
      if (type.includes('application/x-www-form-urlencoded') || request.body.startsWith('data=')) {
        query = new URLSearchParams(request.body).get('data');
      } else {
        query = request.body;
      }
    } else if (request.method === 'GET' || request.method === 'HEAD') {
      query = request.url.searchParams.get('data');
    } else {
      return text(405, 'Method Not Allowed', 'text/html; charset=utf-8');
    }
    if (query === null || query.trim() === '') {
      return text(
        400,
        htmlPage('Error: line 1: parse error: Key expected - end of input found.'),
        'text/html; charset=utf-8',
      );
    }
    let program: QlProgram;
    try {
      program = parseQl(query);
    } catch (error) {
      if (error instanceof QlError) {
        return text(
          400,
          htmlPage(`Error: line ${error.line}: ${error.kind} error: ${error.message}`),
          'text/html; charset=utf-8',
        );
      }
      throw error;
    }
    if (program.settings.out !== 'json') {
      return text(
        400,
        htmlPage('Error: line 1: static error: this sandbox stand-in only serves [out:json].'),
        'text/html; charset=utf-8',
      );
    }
    const elements = runQl(world, program, websitesPort());
    return json(200, {
      version: 0.6,
      generator: GENERATOR,
      osm3s: { timestamp_osm_base: OSM_BASE_TIMESTAMP, copyright: COPYRIGHT },
      elements,
    });
  };
}

export function overpassFailure(status: number): Reply {
  const messages: Record<number, string> = {
    429: 'Error: runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::rate_limited. Please check /api/status for the quota of your IP address.',
    504: 'Error: runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::timeout. The server is probably too busy to handle your request.',
  };
  return text(
    status,
    htmlPage(messages[status] ?? `Error: runtime error: the server answered ${status}.`),
    'text/html; charset=utf-8',
  );
}
