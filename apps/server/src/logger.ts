import { pino, type Logger } from 'pino';

/** Paths that may carry secrets; pino replaces them before anything is written. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.secret',
  'password',
  'token',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}
export type { Logger };
