-- Names and cities sort as people read them: accents and case second ("Sonríe" before
-- "Sonrisa", "ávila" with "Avila"), with ICU's root collation. A PostgreSQL built without ICU
-- keeps byte order rather than failing.
do $$
begin
  create collation if not exists lead_order (provider = icu, locale = 'und');
exception when others then
  create collation if not exists lead_order from "C";
end
$$;

-- The results page sorts one search's leads by name in that order.
drop index if exists leads_search_name_idx;
create index leads_search_name_idx on leads (search_id, business_name collate lead_order);
