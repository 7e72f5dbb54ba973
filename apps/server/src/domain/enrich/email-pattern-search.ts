/**
 * Asking a domain's mail server about guessed addresses (issue 15): only a server that refuses
 * unknown recipients can confirm a guess, so the domain is checked first (what the search
 * already knows of it, else one probe of a random address), a few candidates are asked about,
 * and every domain has a budget of probes per search. A domain found accept-all, unreachable or
 * without mail anywhere in the search is never asked about a guess again.
 */
import type {
  EmailVerification,
  GuessAnswers,
  GuessOptions,
  MailDomainState,
} from '../email-verify/types.js';
import {
  domainOf,
  guessAddresses,
  learnForms,
  splitPersonName,
  type EmailForm,
  type NamedAddress,
} from './email-pattern.js';
import { untilAborted } from '../../lib/until-aborted.js';

/** Guesses asked about per person: fewer when the site taught the domain's form. */
export const GUESSES_WITH_LEARNED_FORM = 3;
export const GUESSES_WITHOUT = 5;
/** SMTP probes (the domain check and each guess) the finder spends per domain per search. */
export const PROBES_PER_DOMAIN = 6;

/** Countries whose people carry two surnames, the paternal one first. */
const SPANISH_NAMING = new Set(
  'es mx ar co cl pe ve ec gt cu bo do hn py sv ni cr pa uy pr gq'.split(' '),
);

/** What one answer about an address says of its domain, when it says anything. */
function stateOf(verification: EmailVerification): MailDomainState | null {
  if (verification.catchAll !== null) {
    return verification.catchAll ? 'accept_all' : 'checks_recipients';
  }
  switch (verification.status) {
    case 'valid':
      // A valid answer that says nothing of the domain (a hosted service's) proves no check.
      return null;
    case 'accept_all':
      return 'accept_all';
    case 'invalid':
      if (verification.reason === 'mailbox_not_found') return 'checks_recipients';
      return verification.reason === 'no_mail_server' ? 'no_mail' : null;
    case 'unknown':
      // A server without SMTPUTF8 answers ASCII addresses normally.
      return verification.reason === 'smtputf8_unsupported' ? null : 'unknown';
  }
}

/**
 * What one search has learned of mail domains and the probes it spent on guesses. One per
 * search run, shared by all its leads; the verifier's domain cache keeps the catch-all answers
 * beyond it (a resumed run asks the cache, not the server).
 */
export class SearchMailDomains {
  readonly #states = new Map<string, MailDomainState>();
  readonly #probes = new Map<string, number>();
  readonly #turns = new Map<string, Promise<void>>();

  /** Records what any verification of the search (site addresses too) says of its domain. */
  learn(verification: EmailVerification): void {
    const state = stateOf(verification);
    if (state) this.record(domainOf(verification.email), state);
  }

  record(domain: string, state: MailDomainState): void {
    const known = this.#states.get(domain);
    // Accept-all, unreachable and mail-less stay so for the search: never guessed on again.
    if (known && known !== 'checks_recipients') return;
    this.#states.set(domain, state);
  }

  state(domain: string): MailDomainState | undefined {
    return this.#states.get(domain);
  }

  /** Takes one probe from the domain's budget; false when it is spent. */
  spend(domain: string): boolean {
    const spent = this.#probes.get(domain) ?? 0;
    if (spent >= PROBES_PER_DOMAIN) return false;
    this.#probes.set(domain, spent + 1);
    return true;
  }

  /** Gives back probes taken and not asked (a settled answer, or the cache, answered them). */
  refund(domain: string, probes: number): void {
    this.#probes.set(domain, Math.max(0, (this.#probes.get(domain) ?? 0) - probes));
  }

  /**
   * Runs `work` when no other lead of the search is guessing on the domain: a person's guesses
   * take their probes from the budget before one session asks them all, so a lead that came
   * meanwhile waits for what that session learned and left unspent, as it did when guesses
   * were asked one at a time.
   */
  async oneAtATime<T>(domain: string, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    const before = this.#turns.get(domain) ?? Promise.resolve();
    let done = () => undefined as void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const turn = before.then(() => mine);
    this.#turns.set(domain, turn);
    try {
      await untilAborted(before, signal);
      return await work();
    } finally {
      done();
      if (this.#turns.get(domain) === turn) this.#turns.delete(domain);
    }
  }
}

export interface PatternSearchDeps {
  /** EmailVerifier.verifyGuesses: the domain's check and the guesses, in one session. */
  verifyGuesses(
    domain: string,
    emails: readonly string[],
    options: GuessOptions,
    signal: AbortSignal,
  ): Promise<GuessAnswers>;
}

export interface PatternSearchRequest {
  personName: string;
  /** The business's own mail domain (lower case). */
  domain: string;
  /** Addresses the site ties to named people, to learn the domain's form from. */
  examples: readonly NamedAddress[];
  /** ISO country of the business, for how its people's names are written. */
  country: string | null;
}

/**
 * found: a guess confirmed; not_found: every guess refused; no_name: the name makes no address;
 * accept_all / unknown / no_mail: the domain cannot confirm a guess; budget: the domain's probes
 * for this search are spent.
 */
export type PatternOutcome =
  | 'found'
  | 'not_found'
  | 'no_name'
  | 'accept_all'
  | 'unknown'
  | 'no_mail'
  | 'budget';

export interface PatternSearchResult {
  outcome: PatternOutcome;
  /** The confirmed address's verification (status valid), when found. */
  verification: EmailVerification | null;
  /** Addresses this person's guessing named to the mail server (the domain check included). */
  probes: number;
  /** The domain's form the site taught, if any. */
  learnedForm: EmailForm | null;
}

function blocked(state: MailDomainState | undefined): PatternOutcome | null {
  if (state === 'accept_all' || state === 'unknown' || state === 'no_mail') return state;
  return null;
}

export async function findEmailByPattern(
  deps: PatternSearchDeps,
  memory: SearchMailDomains,
  request: PatternSearchRequest,
  signal: AbortSignal,
): Promise<PatternSearchResult> {
  const { domain } = request;
  const naming = { spanishNaming: SPANISH_NAMING.has((request.country ?? '').toLowerCase()) };
  const learned = learnForms(request.examples, domain, naming);
  let probes = 0;
  const result = (
    outcome: PatternOutcome,
    verification: EmailVerification | null = null,
  ): PatternSearchResult => ({ outcome, verification, probes, learnedForm: learned[0] ?? null });

  const parts = splitPersonName(request.personName, naming);
  if (!parts) return result('no_name');
  return memory.oneAtATime(domain, signal, async () => {
    const known = blocked(memory.state(domain));
    if (known) return result(known);
    // Every probe is taken from the domain's budget before asking; those left unasked come back.
    const checkDomain = memory.state(domain) === undefined;
    if (checkDomain && !memory.spend(domain)) return result('budget');
    const limit = learned.length > 0 ? GUESSES_WITH_LEARNED_FORM : GUESSES_WITHOUT;
    const guesses: string[] = [];
    let outOfBudget = false;
    for (const address of guessAddresses(parts, domain, learned, limit)) {
      if (!memory.spend(domain)) {
        outOfBudget = true;
        break;
      }
      guesses.push(address);
    }
    if (!checkDomain && guesses.length === 0) return result(outOfBudget ? 'budget' : 'not_found');
    // Other leads of the search learn about the domain meanwhile: what they learned stops this one.
    const stop = () => blocked(memory.state(domain)) !== null;
    const asked = await deps.verifyGuesses(domain, guesses, { checkDomain, stop }, signal);
    const { answers } = asked;
    probes = asked.probes;
    // The budget keeps what was really asked: cached answers and a cached check cost nothing.
    memory.refund(domain, Math.max(0, (checkDomain ? 1 : 0) + guesses.length - probes));
    memory.record(domain, asked.domain.state);
    const refused = blocked(memory.state(domain));
    if (refused) return result(refused);
    for (const verification of answers) {
      memory.learn(verification);
      // A domain found accept-all meanwhile confirms nothing, not even this answer.
      const stopped = blocked(memory.state(domain));
      if (stopped) return result(stopped);
      if (verification.status === 'valid') return result('found', verification);
      // Anything but "no such mailbox" means the server stopped giving usable answers.
      if (verification.reason !== 'mailbox_not_found') return result('unknown');
    }
    return result(outOfBudget ? 'budget' : 'not_found');
  });
}
