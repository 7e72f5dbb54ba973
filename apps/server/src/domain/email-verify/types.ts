/** Email verification (issue "Enrichment"): our own code, or a hosted service behind this interface. */
import type { EmailStatus } from '@leadatlas/shared';

export interface EmailVerification {
  /** Normalised address (lower case, IDN domain in ASCII). */
  email: string;
  status: EmailStatus;
  /**
   * Why, for every status but valid: syntax, no_mail_server, mailbox_not_found, catch_all,
   * greylisted, timeout, connection_failed, smtp_error, … (free text codes, snake_case).
   */
  reason: string | null;
  disposable: boolean;
  role: boolean;
  /** The domain accepts any address (true), rejects unknown ones (false), or unknown (null). */
  catchAll: boolean | null;
  /** The mail server that answered, when one did. */
  mxHost: string | null;
}

export interface VerifyOptions {
  /**
   * Ask a greylisting server again within this call (the default), or answer unknown/greylisted
   * at once so the caller can ask again later without holding anything meanwhile.
   */
  retryGreylisting?: boolean;
}

/**
 * What a mail domain does with addresses it does not know: checks_recipients (refuses them: a
 * "valid" answer about one of its addresses means something), accept_all (takes any address),
 * no_mail (no mail server), unknown (no usable answer: timeout, greylisting, refusal to talk).
 */
export type MailDomainState = 'checks_recipients' | 'accept_all' | 'no_mail' | 'unknown';

export interface MailDomainCheck {
  state: MailDomainState;
  /** Why, when unknown or no_mail (the reason codes of EmailVerification). */
  reason: string | null;
}

/** What a domain's mail server said about guessed addresses (EmailVerifier.verifyGuesses). */
export interface GuessAnswers {
  /** What the domain does with addresses it does not know. */
  domain: MailDomainCheck;
  /**
   * Answers to the guesses asked, in their order; asking stops at the first that is not a
   * refusal of the mailbox, and nothing is asked unless the domain checks recipients.
   */
  answers: EmailVerification[];
  /**
   * What this call cost the domain: RCPT TO commands sent (the random address included), or
   * the hosted service's paid calls. Answers from the cache cost nothing.
   */
  probes: number;
}

export interface GuessOptions {
  /** The caller does not know yet whether the domain checks recipients. */
  checkDomain: boolean;
  /**
   * Asked before each guess that costs a call of its own (a hosted service): true stops
   * asking (another lead found meanwhile that the domain cannot confirm a guess).
   */
  stop?: () => boolean;
}

export interface EmailVerifier {
  verify(email: string, signal?: AbortSignal, options?: VerifyOptions): Promise<EmailVerification>;
  /**
   * Whether the domain's mail server checks recipients, from the domain cache when it knows,
   * else by asking about the day's random address of the domain (one RCPT TO, greylisting not
   * waited for). Cached like the catch-all answer of verify().
   */
  checkDomain(domain: string, signal?: AbortSignal): Promise<MailDomainCheck>;
  /**
   * Asks about a person's guessed addresses of one domain, most likely first, the domain's
   * check included when `checkDomain` (the caller does not know it yet) or the cache has
   * forgotten it; with the SMTP probe, all in one session. Greylisting is not waited for.
   */
  verifyGuesses(
    domain: string,
    emails: readonly string[],
    options: GuessOptions,
    signal?: AbortSignal,
  ): Promise<GuessAnswers>;
}
