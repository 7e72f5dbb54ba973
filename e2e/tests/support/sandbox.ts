/**
 * The integrations' stand-ins the e2e stack started (support/start-stack.ts writes where they
 * are): journeys connect to them as a user would and look inside them through their APIs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../../playwright.config';

export interface SandboxInfo {
  hubspotUrl: string;
  hubspotToken: string;
  hooksUrl: string;
}

export function sandboxInfo(): SandboxInfo {
  return JSON.parse(readFileSync(path.join(DATA_DIR, 'sandbox.json'), 'utf8')) as SandboxInfo;
}

/** Every record of a HubSpot object type, read through HubSpot's own list API (paged). */
export async function hubspotRecords(
  type: 'companies' | 'contacts',
  properties: string[],
): Promise<Array<{ id: string; properties: Record<string, string | null> }>> {
  const { hubspotUrl, hubspotToken } = sandboxInfo();
  const records: Array<{ id: string; properties: Record<string, string | null> }> = [];
  let after: string | undefined;
  do {
    const url = new URL(`${hubspotUrl}/crm/v3/objects/${type}`);
    url.searchParams.set('limit', '100');
    url.searchParams.set('properties', properties.join(','));
    if (after) url.searchParams.set('after', after);
    const response = await fetch(url, { headers: { authorization: `Bearer ${hubspotToken}` } });
    if (!response.ok) throw new Error(`HubSpot stand-in: ${response.status}`);
    const page = (await response.json()) as {
      results: Array<{ id: string; properties: Record<string, string | null> }>;
      paging?: { next?: { after: string } };
    };
    records.push(...page.results);
    after = page.paging?.next?.after;
  } while (after);
  return records;
}
