/** robots.txt as RFC 9309 reads it: rules obeyed, 4xx allows all, 5xx or no answer reads nothing. */
import { describe, expect, it } from 'vitest';
import { RobotsCache, ROBOTS_AGENT } from '../src/domain/enrich/robots.js';
import { FetchFailedError, type SafeResponse } from '../src/domain/web/safe-fetch.js';

function fetcher(answer: () => Promise<Partial<SafeResponse>>) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    async fetch(url: string): Promise<SafeResponse> {
      calls += 1;
      const partial = await answer();
      return {
        url,
        status: 200,
        headers: {},
        contentType: 'text/plain',
        body: Buffer.from(''),
        truncated: false,
        redirects: [],
        ...partial,
      };
    },
  };
}

describe('RobotsCache', () => {
  it('obeys the rules for our agent and reads the file once per origin', async () => {
    const source = fetcher(async () => ({
      body: Buffer.from(
        `User-agent: *\nDisallow: /privado\n\nUser-agent: ${ROBOTS_AGENT}\nDisallow: /equipo\n`,
      ),
    }));
    const cache = new RobotsCache(source);
    const rules = await cache.rulesFor('http://sitio.test');
    expect(rules.unreachable).toBeNull();
    expect(rules.isAllowed('http://sitio.test/contacto')).toBe(true);
    expect(rules.isAllowed('http://sitio.test/equipo')).toBe(false);
    await cache.rulesFor('http://sitio.test');
    expect(source.calls).toBe(1);
  });

  it.each([404, 403, 410])('a %d allows everything', async (status) => {
    const rules = await new RobotsCache(fetcher(async () => ({ status }))).rulesFor(
      'http://a.test',
    );
    expect(rules).toMatchObject({ unreachable: null });
    expect(rules.isAllowed('http://a.test/')).toBe(true);
  });

  it('a server error reads nothing', async () => {
    const rules = await new RobotsCache(fetcher(async () => ({ status: 503 }))).rulesFor(
      'http://b.test',
    );
    expect(rules.unreachable).toBe('http_error');
    expect(rules.isAllowed('http://b.test/')).toBe(false);
  });

  it('no answer reads nothing, with the reason', async () => {
    const rules = await new RobotsCache(
      fetcher(async () => {
        throw new FetchFailedError('timeout');
      }),
    ).rulesFor('http://c.test');
    expect(rules.unreachable).toBe('timeout');
    expect(rules.isAllowed('http://c.test/')).toBe(false);
  });
});
