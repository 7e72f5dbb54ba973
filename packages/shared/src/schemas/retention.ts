import { z } from 'zod';
import { UNSUBSCRIBE_KINDS } from '../constants.js';
import { inputText } from './common.js';

/** /api/unsubscribe/:token: the signed token of an unsubscribe link (checked by the server). */
export const unsubscribeParamsSchema = z.object({ token: inputText().min(1).max(200) });
export type UnsubscribeParams = z.infer<typeof unsubscribeParamsSchema>;

/** What a link unsubscribes (or did): the list, the address masked, and whether it is done. */
export const unsubscribeStatusSchema = z.object({
  kind: z.enum(UNSUBSCRIBE_KINDS),
  /** "l•••@e•••.com": enough to recognise one's address, not to learn someone else's. */
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;
