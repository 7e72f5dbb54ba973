/** The search the progress page follows, kept in session storage (spec 000 §2 Loading page). */
import { session, STORAGE_KEYS } from '../../lib/storage';

export const readCurrentSearchId = () => session.get(STORAGE_KEYS.currentSearchId)?.trim() || null;
export const storeCurrentSearchId = (id: string) => session.set(STORAGE_KEYS.currentSearchId, id);
export const clearCurrentSearchId = () => session.remove(STORAGE_KEYS.currentSearchId);

export const loadingPath = (id: string) => `/loading?searchId=${encodeURIComponent(id)}`;
