/**
 * An optional LinkedIn people-search provider (PEOPLE_SEARCH_URL, PEOPLE_SEARCH_API_KEY), asked
 * only when a search pays for LinkedIn and the business's own site links no profile. Any
 * provider fits behind this small interface with an adapter:
 *
 *   POST <PEOPLE_SEARCH_URL>
 *   Content-Type: application/json
 *   Authorization: Bearer <PEOPLE_SEARCH_API_KEY>        (only when the key is set)
 *   {"company": "Clínica Dental Sol", "domain": "clinicasol.es", "country": "ES",
 *    "role": "owner", "name": "María López"}             (name only when the site named one)
 *
 *   200 application/json
 *   {"person": {"name": "María López", "title": "Directora", "linkedin": "https://www.linkedin.com/in/…"}}
 *   or {"person": null} when the provider knows nobody.
 *
 * Anything else — another status, another body, no answer in time — counts as "nobody found":
 * a lead is never held back by the provider.
 */
import { z } from 'zod';
import type { TargetRole } from '@leadatlas/shared';
import { canonicalSocialUrl } from './extract/social-url.js';

const answerSchema = z.object({
  person: z
    .object({
      name: z.string().min(1).max(200),
      title: z.string().max(200).nullish(),
      linkedin: z.string().url(),
    })
    .nullable(),
});

export interface PeopleQuery {
  company: string;
  domain: string | null;
  country: string | null;
  role: TargetRole;
  name: string | null;
}

export interface PersonProfile {
  name: string;
  title: string | null;
  linkedin: string;
}

export interface PeopleSearch {
  find(query: PeopleQuery, signal: AbortSignal): Promise<PersonProfile | null>;
}

export function createPeopleSearch(options: {
  url: string;
  apiKey?: string | undefined;
  userAgent: string;
  timeoutMs: number;
}): PeopleSearch {
  return {
    async find(query, signal) {
      signal.throwIfAborted();
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'user-agent': options.userAgent,
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify(query),
          signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
        });
        if (response.status !== 200) return null;
        const parsed = answerSchema.safeParse(await response.json());
        const person = parsed.success ? parsed.data.person : null;
        // Only a real LinkedIn person profile counts, in its canonical form.
        const profile = person ? canonicalSocialUrl(person.linkedin) : null;
        if (!person || profile?.network !== 'linkedin' || profile.kind !== 'person') return null;
        return { name: person.name, title: person.title ?? null, linkedin: profile.url };
      } catch (error) {
        if (signal.aborted) throw error;
        return null;
      }
    },
  };
}
