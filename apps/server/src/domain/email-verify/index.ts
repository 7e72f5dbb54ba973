/** Email verification: see verifier.ts. */
export {
  createEmailVerifier,
  probeIdentity,
  DEFAULT_MAX_SESSIONS,
  MAX_ATTEMPTS,
  MAX_HOSTS,
  type EmailVerifierDeps,
} from './verifier.js';
export type { EmailVerification, EmailVerifier } from './types.js';
export { parseEmailAddress, asciiDomain, type ParsedAddress, type SyntaxResult } from './syntax.js';
export { isDisposableDomain, isRoleLocalPart, ROLE_LOCAL_PARTS } from './flags.js';
export { purgeExpiredEmailVerifications } from './cache.js';
export { hostedAnswerSchema, type HostedAnswer } from './hosted.js';
