/**
 * An endpoint's URL is checked when it is saved with the rules every delivery is sent under
 * (the crawler's guard): a literal private, loopback, link-local or metadata address, or a name
 * resolving to one, is refused (webhook_url_blocked) before any packet goes to it. Deliveries
 * re-check every time, so a name that later resolves there fails then.
 */
import { DomainError } from '../errors.js';
import {
  BlockedDestinationError,
  FetchFailedError,
  resolveDestination,
  validateUrl,
} from '../web/safe-fetch.js';
import type { WebhookServices } from './services.js';

const urlError = (message: string) =>
  new DomainError('validation_failed', 400, message, { fields: ['url'] });

export async function checkEndpointUrl(
  services: Pick<WebhookServices, 'resolver' | 'policy'>,
  input: string,
): Promise<string> {
  if (!URL.canParse(input)) throw urlError('invalid_url');
  const { protocol } = new URL(input);
  if (protocol !== 'https:' && protocol !== 'http:') throw urlError('invalid_url');
  try {
    const url = validateUrl(input, services.policy);
    // Events carry customer data: https only, but a local receiver (the sandbox, where
    // private networks are allowed) may listen on plain http.
    if (url.protocol !== 'https:' && !services.policy.allowPrivateNetworks) {
      throw urlError('https_required');
    }
    await resolveDestination(url.hostname, services.resolver, services.policy);
    return url.toString();
  } catch (error) {
    if (error instanceof BlockedDestinationError) {
      throw new DomainError('webhook_url_blocked', 400, error.message, { fields: ['url'] });
    }
    if (error instanceof FetchFailedError) throw urlError(error.message);
    throw error;
  }
}
