/**
 * What an email sent during a request needs to know about that request: the address the user
 * opened the app at (its links follow it) and the language of the interface they used.
 * better-auth calls our email senders without a request when we call its API from our own
 * routes (sign-up), so the HTTP layer hands these over explicitly, request by request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@leadatlas/shared';

export interface EmailContext {
  /** One of config.appOrigins; never taken from a header unchecked. */
  origin?: string | undefined;
  locale?: Locale | undefined;
}

const storage = new AsyncLocalStorage<EmailContext>();

export function withEmailContext<T>(context: EmailContext, run: () => Promise<T>): Promise<T> {
  return storage.run(context, run);
}

export function currentEmailContext(): EmailContext {
  return storage.getStore() ?? {};
}

/** The link at the origin the user is on, when that is one of the app's own origins. */
export function linkAtOrigin(url: string, origin: string | undefined): string {
  if (!origin) return url;
  const link = new URL(url);
  const at = new URL(origin);
  link.protocol = at.protocol;
  link.host = at.host;
  return link.toString();
}
