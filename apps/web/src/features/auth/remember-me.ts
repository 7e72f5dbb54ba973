import { local, STORAGE_KEYS } from '../../lib/storage';

/** Spec 000 §4: a ticked box stores the email and the flag on sign-in; otherwise both go. */
export function rememberSignIn(email: string, remember: boolean): void {
  if (remember) {
    local.set(STORAGE_KEYS.savedEmail, email);
    local.set(STORAGE_KEYS.rememberMe, 'true');
  } else {
    local.remove(STORAGE_KEYS.savedEmail);
    local.remove(STORAGE_KEYS.rememberMe);
  }
}

export function rememberedEmail(): string | null {
  return local.get(STORAGE_KEYS.rememberMe) === 'true' ? local.get(STORAGE_KEYS.savedEmail) : null;
}
