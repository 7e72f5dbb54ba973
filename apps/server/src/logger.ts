import { pino, type DestinationStream, type Logger } from 'pino';

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

/**
 * Links mailed to people carry their secret in the path (an invitation's /invite/{token} and
 * the API calls its page makes, a password reset, an unsubscribe link) or in a `token` query
 * parameter (the email confirmation): the log keeps the route, never the token.
 */
const SECRET_IN_PATH =
  /^(\/(?:api\/)?(?:invite|invitations|unsubscribe|auth\/reset-password)\/)[^/?#]+/;
const SECRET_IN_QUERY = /([?&]token=)[^&#]*/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[redacted]').replace(SECRET_IN_QUERY, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request fields, with the URL's secrets taken out. */
function requestFields(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { req: requestFields },
  };
  return destination ? pino(options, destination) : pino(options);
}
export type { Logger };
