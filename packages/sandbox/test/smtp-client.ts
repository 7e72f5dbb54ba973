import net from 'node:net';

export interface SmtpReply {
  code: number;
  text: string;
}

export type SmtpOutcome = SmtpReply | 'closed' | 'timeout';

/** A raw SMTP client over node:net, one command at a time (tests only). */
export class RawSmtp {
  private buffer = '';
  private lines: string[] = [];
  private waiter: ((outcome: SmtpOutcome) => void) | null = null;
  private closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let nl: number;
      while ((nl = this.buffer.indexOf('\r\n')) >= 0) {
        const line = this.buffer.slice(0, nl);
        this.buffer = this.buffer.slice(nl + 2);
        this.lines.push(line);
        if (/^\d{3}(?: |$)/.test(line)) {
          const reply = { code: Number(line.slice(0, 3)), text: this.lines.join('\n') };
          this.lines = [];
          this.settle(reply);
        }
      }
    });
    socket.on('close', () => {
      this.closed = true;
      this.settle('closed');
    });
    socket.on('error', () => {
      /* reported as closed */
    });
  }

  private settle(outcome: SmtpOutcome): void {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.(outcome);
  }

  private next(timeoutMs: number): Promise<SmtpOutcome> {
    if (this.closed) return Promise.resolve('closed');
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        resolve('timeout');
      }, timeoutMs);
      this.waiter = (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      };
    });
  }

  /** Connects and waits for the greeting. */
  static async connect(
    host: string,
    port: number,
    timeoutMs = 2000,
  ): Promise<{ client: RawSmtp; greeting: SmtpOutcome }> {
    const socket = net.connect({ host, port });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('error', reject);
    });
    const client = new RawSmtp(socket);
    const greeting = await client.next(timeoutMs);
    return { client, greeting };
  }

  command(line: string, timeoutMs = 2000): Promise<SmtpOutcome> {
    const reply = this.next(timeoutMs);
    if (!this.closed) this.socket.write(`${line}\r\n`);
    return reply;
  }

  close(): void {
    this.socket.destroy();
  }
}

export function code(outcome: SmtpOutcome): number | string {
  return typeof outcome === 'string' ? outcome : outcome.code;
}
