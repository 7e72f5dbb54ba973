/**
 * Which contact-form messages are a user's (decision 0026): those sent signed in, and those
 * sent with one of their addresses that no other account now has. The data export shows them
 * and account deletion erases them, so both read this one condition ($1 user id, $2 the
 * account's addresses, on `contact_messages m`).
 */
export const CONTACT_MESSAGES_OF = `(m.user_id = $1 or (m.email = any($2::text[])
  and not exists (select 1 from "user" u where u.email = m.email and u.id <> $1)))`;
