/**
 * A small SMTP client over a raw TCP socket, just enough to ask a mail server whether it would
 * accept a recipient: read (multi-line) replies, send one command at a time, time every step.
 *
 * It has no way to send DATA or a message body: command() refuses DATA, BDAT and anything with a
 * line break, so a probe can never deliver mail. It speaks in clear and never upgrades with
 * STARTTLS: nothing secret crosses the wire (EHLO, MAIL FROM and RCPT TO only), and a server
 * that insists on TLS before RCPT is rare on port 25 and simply yields "unknown".
 */
import net from 'node:net';

export interface SmtpReply {
  code: number;
  /** RFC 3463 enhanced status ("5.1.1") when the server gives one. */
  enhanced: string | null;
  /** Text of every line, without the code. */
  lines: string[];
}

/** timeout: a step or the session deadline ran out; connection: refused, reset or closed early. */
export type SmtpFailureKind = 'timeout' | 'connection' | 'protocol';

export class SmtpFailure extends Error {
  override readonly name = 'SmtpFailure';
  constructor(
    readonly kind: SmtpFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface SmtpConnectOptions {
  host: string;
  port: number;
  /** Limit for the connection and for each reply. */
  stepTimeoutMs: number;
  /** Epoch milliseconds after which every step fails with a timeout. */
  deadline: number;
  signal?: AbortSignal;
}

const MAX_LINE = 4096;
const MAX_REPLY_LINES = 200;
const REPLY_LINE = /^([2-5][0-9]{2})([ -])(.*)$/;
const ENHANCED = /^([245])\.([0-9]{1,3})\.([0-9]{1,3})(?:\s|$)/;

export function parseEnhanced(text: string): string | null {
  const match = ENHANCED.exec(text);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : null;
}

export class SmtpConnection {
  readonly #socket: net.Socket;
  readonly #options: SmtpConnectOptions;
  #buffer = Buffer.alloc(0);
  #lines: string[] = [];
  readonly #replies: SmtpReply[] = [];
  readonly #waiters = new Set<() => void>();
  #connected = false;
  #failure: unknown = null;
  #closed = false;
  readonly #onAbort: () => void;

  private constructor(socket: net.Socket, options: SmtpConnectOptions) {
    this.#socket = socket;
    this.#options = options;
    this.#onAbort = () => this.#fail(options.signal?.reason ?? new Error('aborted'));
    options.signal?.addEventListener('abort', this.#onAbort, { once: true });
    socket.on('connect', () => {
      this.#connected = true;
      this.#notify();
    });
    socket.on('data', (chunk: Buffer) => this.#onData(chunk));
    socket.on('error', (error) => this.#fail(new SmtpFailure('connection', error.message)));
    socket.on('close', () =>
      this.#fail(new SmtpFailure('connection', 'the server closed the connection')),
    );
  }

  /** Connects and reads the greeting; a refused, reset or silent server rejects. */
  static async open(
    options: SmtpConnectOptions,
  ): Promise<{ conn: SmtpConnection; banner: SmtpReply }> {
    options.signal?.throwIfAborted();
    const socket = net.connect({ host: options.host, port: options.port });
    socket.setNoDelay(true);
    const conn = new SmtpConnection(socket, options);
    try {
      while (!conn.#connected) {
        if (conn.#failure) throw conn.#failure;
        await conn.#wait('connection');
      }
      const banner = await conn.readReply();
      return { conn, banner };
    } catch (error) {
      conn.close();
      throw error;
    }
  }

  /** Sends one command line and reads its reply. */
  async command(line: string): Promise<SmtpReply> {
    if (/[\r\n]/.test(line)) throw new SmtpFailure('protocol', 'line breaks in a command');
    if (/^\s*(DATA|BDAT)\b/i.test(line)) {
      throw new SmtpFailure('protocol', 'the probe never sends DATA');
    }
    if (this.#failure) throw this.#failure;
    this.#socket.write(`${line}\r\n`, 'utf8');
    return this.readReply();
  }

  async readReply(limitMs?: number): Promise<SmtpReply> {
    for (;;) {
      const reply = this.#replies.shift();
      if (reply) return reply;
      if (this.#failure) throw this.#failure;
      await this.#wait('reply', limitMs);
    }
  }

  /** Best-effort goodbye: QUIT with a short wait for its reply, then the socket is closed. */
  async quit(): Promise<void> {
    if (!this.#failure) {
      try {
        this.#socket.write('QUIT\r\n');
        await this.readReply(Math.min(this.#options.stepTimeoutMs, 2000));
      } catch {
        // The server may hang up without answering QUIT.
      }
    }
    this.close();
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#options.signal?.removeEventListener('abort', this.#onAbort);
    this.#fail(new SmtpFailure('connection', 'closed'));
  }

  /** Resolves at the next event (data, connect, failure); rejects when time runs out. */
  async #wait(what: string, limitMs?: number): Promise<void> {
    const remaining = this.#options.deadline - Date.now();
    const ms = Math.min(limitMs ?? this.#options.stepTimeoutMs, remaining);
    if (ms <= 0) {
      const failure = new SmtpFailure('timeout', `no ${what} before the deadline`);
      this.#fail(failure);
      throw failure;
    }
    let timer: NodeJS.Timeout | undefined;
    let wake: (() => void) | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        wake = resolve;
        this.#waiters.add(resolve);
        timer = setTimeout(() => {
          const failure = new SmtpFailure('timeout', `no ${what} within ${ms} ms`);
          reject(failure);
          this.#fail(failure);
        }, ms);
      });
    } finally {
      clearTimeout(timer);
      if (wake) this.#waiters.delete(wake);
    }
  }

  #notify(): void {
    for (const wake of [...this.#waiters]) wake();
  }

  #fail(error: unknown): void {
    if (this.#failure === null) this.#failure = error;
    this.#socket.destroy();
    this.#notify();
  }

  #onData(chunk: Buffer): void {
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    for (;;) {
      const newline = this.#buffer.indexOf(0x0a);
      if (newline === -1) break;
      const line = this.#buffer.subarray(0, newline).toString('utf8').replace(/\r$/, '');
      this.#buffer = this.#buffer.subarray(newline + 1);
      const match = REPLY_LINE.exec(line);
      if (match) {
        this.#pushLine(Number(match[1]), match[2] ?? ' ', match[3] ?? '');
      } else if (/^[2-5][0-9]{2}$/.test(line)) {
        // "250" alone is a legal last line with no text.
        this.#pushLine(Number(line), ' ', '');
      } else {
        this.#fail(new SmtpFailure('protocol', 'malformed reply line'));
      }
      if (this.#failure) return;
    }
    if (this.#buffer.length > MAX_LINE) {
      this.#fail(new SmtpFailure('protocol', 'reply line too long'));
      return;
    }
    this.#notify();
  }

  #pushLine(code: number, separator: string, text: string): void {
    this.#lines.push(text);
    if (this.#lines.length > MAX_REPLY_LINES) {
      this.#fail(new SmtpFailure('protocol', 'reply too long'));
      return;
    }
    if (separator === '-') return;
    const lines = this.#lines;
    this.#lines = [];
    this.#replies.push({ code, enhanced: parseEnhanced(lines[0] ?? ''), lines });
  }
}
