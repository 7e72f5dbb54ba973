/**
 * Mailboxes the sites do not show (issue 15): every person a site names reads mail on the
 * domain, the hidden ones at the address the domain's pattern gives them, and the SMTP stand-in
 * answers from that truth and counts the probes it receives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld, mailLocal, startSandbox, type Sandbox } from '../src/index.js';
import { code, RawSmtp } from './smtp-client.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ greylistMs: 300, slowMs: 600 });
});
afterAll(() => sb.close());

/** Sites whose named people include one the site shows no address for. */
function sitesWithHiddenMailbox() {
  return sb.world.businesses
    .filter((b) => b.site && b.site.state === 'up')
    .slice(0, 400)
    .map((b) => sb.world.siteTruth(b.domain!)!)
    .filter((t) => Object.values(t.mailboxes).some((box) => !t.emails.includes(box)));
}

describe('hidden mailboxes', () => {
  it('gives every named person a mailbox, the hidden ones in the domain pattern', () => {
    const sites = sitesWithHiddenMailbox();
    expect(sites.length).toBeGreaterThan(50);
    for (const t of sites) {
      for (const contact of t.contacts) expect(Object.keys(t.mailboxes)).toContain(contact.name);
      for (const [name, box] of Object.entries(t.mailboxes)) {
        expect(box.endsWith(`@${t.domain}`)).toBe(true);
        expect(sb.world.mailbox(box).exists, box).toBe(true);
        const shown = t.emails.includes(box) || t.hidden.emails.includes(box);
        const world = sb.world.byDomain(t.domain)!.site!.people.some((p) => p.email === box);
        if (!shown && !world) expect(box).toBe(`${mailLocal(t.mailPattern, name)}@${t.domain}`);
      }
    }
    // Every pattern is some domain's, first.last the most common.
    const patterns = new Map<string, number>();
    for (const t of sites) patterns.set(t.mailPattern, (patterns.get(t.mailPattern) ?? 0) + 1);
    expect(patterns.size).toBeGreaterThanOrEqual(6);
    const top = [...patterns.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    expect(top).toBe('first.last');
  });

  it('is the same for a seed, and the addresses the mailbox corpus says are missing stay so', () => {
    const again = generateWorld(sb.world.seed);
    for (const t of sb.world.corpus().slice(0, 20)) {
      expect(again.siteTruth(t.domain)!.mailboxes).toEqual(t.mailboxes);
    }
    const missing = sb.world.mailboxCorpus().filter((box) => box.address.startsWith('noexiste.'));
    expect(missing.length).toBe(sb.world.corpus().length);
    for (const box of missing) expect(box.exists, box.address).toBe(false);
  });

  it('answers 250 for the hidden mailbox and 550 for other guesses, and counts each RCPT', async () => {
    const t = sitesWithHiddenMailbox().find(
      (site) => sb.world.mailDomain(site.domain).behaviour === 'normal',
    )!;
    const [name, box] = Object.entries(t.mailboxes).find(([, b]) => !t.emails.includes(b))!;
    const [first = '', last = ''] = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(' ');
    const wrong = [`${first}.${last}`, `${first.slice(0, 1)}${last}`, first, `${first}${last}`]
      .map((local) => `${local}@${t.domain}`)
      .filter((address) => address !== box && !sb.world.mailbox(address).exists);
    const before = sb.smtpCounts.rcptByDomain.get(t.domain) ?? 0;
    const total = sb.smtpCounts.rcpt;
    const { client, greeting } = await RawSmtp.connect('127.0.0.1', sb.smtpPort);
    expect(code(greeting)).toBe(220);
    expect(code(await client.command('EHLO verifier.leadatlas.test'))).toBe(250);
    expect(code(await client.command('MAIL FROM:<probe@leadatlas.test>'))).toBe(250);
    expect(code(await client.command(`RCPT TO:<${box}>`))).toBe(250);
    for (const address of wrong)
      expect(code(await client.command(`RCPT TO:<${address}>`))).toBe(550);
    await client.command('QUIT');
    expect(sb.smtpCounts.rcptByDomain.get(t.domain)).toBe(before + 1 + wrong.length);
    expect(sb.smtpCounts.rcpt).toBe(total + 1 + wrong.length);
  });
});
