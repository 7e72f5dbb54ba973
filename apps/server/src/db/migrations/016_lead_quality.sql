-- Lead quality (issue 15, decision 0025): where a lead's email came from, how far it can be
-- trusted, and why each field its search paid for is empty. Leads stored before this
-- migration keep nulls everywhere here: shown as unknown, never guessed after the fact.
alter table leads
  -- page: printed on the business's website; pattern: guessed from the domain's address
  -- pattern and confirmed by its mail server; source: given by the places source.
  add column email_origin text check (email_origin in ('page', 'pattern', 'source')),
  -- The page the address is printed on (origin page only).
  add column email_page text,
  add column email_kind text check (email_kind in ('person', 'role', 'generic')),
  -- Its domain is the website's registrable domain (kept so the score can be recomputed).
  add column email_same_domain boolean,
  -- 0-100, email-confidence.ts; recomputed whenever the email's status changes.
  add column email_confidence smallint check (email_confidence between 0 and 100),
  -- Why each wizard field the search paid for is empty: {"email": "accept_all", ...}; an
  -- empty object when every field was found.
  add column missing jsonb;
