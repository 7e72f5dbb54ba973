/**
 * Location suggestions while typing in step 1, only from places already geocoded (the geocode
 * cache: found areas and the candidates of ambiguous answers, any language). Typing never
 * calls a geocoder: Nominatim allows one request per second for the whole app.
 */
import {
  LOCATION_SUGGESTIONS,
  type Locale,
  type LocationSuggestResponse,
  type PlacesSourceId,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { FOLD_FROM, FOLD_TO, foldSql, foldText } from '../../lib/text-fold.js';
import { normaliseQueryText } from './text.js';

type Suggestion = LocationSuggestResponse['items'][number];

/** "São Paulo, SP" → "sao paulo sp". */
export const foldLocation = (text: string): string => foldText(normaliseQueryText(text));

/** Matching areas read before grouping: prefix matches come first, so they are never cut. */
const CANDIDATE_ROWS = 200;

interface AreaRow {
  label: string;
  city: string | null;
  country_code: string | null;
  lat: number | null;
  lon: number | null;
  language: string;
  from_ambiguous: boolean;
  rank: number;
}

interface Place {
  label: string;
  city: string | null;
  countryCode: string | null;
  rank: number;
  hits: number;
  labelInLocale: boolean;
  onlyAmbiguous: boolean;
}

/** The text a suggestion fills in: the city, else the label's first part ("Madrid"). */
function shortName(place: Place): string {
  return place.city?.trim() || place.label.split(',')[0]!.trim() || place.label;
}

export async function suggestLocations(
  db: Queryable,
  input: { source: PlacesSourceId; text: string; locale: Locale },
): Promise<LocationSuggestResponse> {
  const query = foldLocation(input.text);
  if (query === '') return { items: [] };
  // Rank 0: the typed text begins the cached text, the label or the city; rank 1: it begins
  // a later word of them ("madrid" in "Comunidad de Madrid").
  const { rows } = await db.query<AreaRow>(
    `with areas as (
       select c.language, c.result->>'kind' = 'ambiguous' as from_ambiguous, a.area,
              ${foldSql('c.query_key', '$2', '$3')} as key_f
       from geocode_cache c
       cross join lateral jsonb_array_elements(
         case c.result->>'kind'
           when 'found' then jsonb_build_array(c.result->'area')
           when 'ambiguous' then c.result->'candidates'
           else '[]'::jsonb
         end) as a(area)
       where c.source = $1
     ), folded as (
       select area, language, from_ambiguous, key_f,
              ${foldSql("area->>'label'", '$2', '$3')} as label_f,
              ${foldSql("coalesce(area->>'city', '')", '$2', '$3')} as city_f
       from areas where area->>'label' is not null
     )
     select area->>'label' as label, area->>'city' as city, area->>'countryCode' as country_code,
            (area->'center'->>'lat')::double precision as lat,
            (area->'center'->>'lon')::double precision as lon,
            language, from_ambiguous,
            case when key_f like $4 || '%' or label_f like $4 || '%' or city_f like $4 || '%'
                 then 0 else 1 end as rank
     from folded
     where ' ' || key_f like '% ' || $4 || '%' or ' ' || label_f like '% ' || $4 || '%'
        or ' ' || city_f like '% ' || $4 || '%'
     order by rank
     limit $5`,
    [input.source, FOLD_FROM, FOLD_TO, query, CANDIDATE_ROWS],
  );

  // One place may be cached in both languages: keep one label, the reader's when there is one.
  const places = new Map<string, Place>();
  for (const row of rows) {
    const key =
      row.lat !== null && row.lon !== null
        ? `${row.lat.toFixed(3)},${row.lon.toFixed(3)}`
        : foldLocation(row.label);
    const inLocale = row.language === input.locale;
    const known = places.get(key);
    if (!known) {
      places.set(key, {
        label: row.label,
        city: row.city,
        countryCode: row.country_code,
        rank: row.rank,
        hits: 1,
        labelInLocale: inLocale,
        onlyAmbiguous: row.from_ambiguous,
      });
      continue;
    }
    known.rank = Math.min(known.rank, row.rank);
    known.hits += 1;
    known.onlyAmbiguous &&= row.from_ambiguous;
    if (inLocale && !known.labelInLocale) {
      Object.assign(known, { label: row.label, city: row.city, labelInLocale: true });
    }
  }
  const distinct = new Map<string, Place>();
  for (const place of places.values())
    if (!distinct.has(place.label)) distinct.set(place.label, place);
  const chosen = [...distinct.values()]
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        b.hits - a.hits ||
        a.label.length - b.label.length ||
        a.label.localeCompare(b.label),
    )
    .slice(0, LOCATION_SUGGESTIONS);

  // The short name is only offered when it names one place: a name shared by two suggestions,
  // or one the geocoder already found ambiguous, fills in the whole label instead.
  const shorts = chosen.map(shortName);
  const ambiguous = await ambiguousTexts(db, input.source, shorts);
  const shortCounts = new Map<string, number>();
  for (const short of shorts) {
    const folded = foldLocation(short);
    shortCounts.set(folded, (shortCounts.get(folded) ?? 0) + 1);
  }
  const items: Suggestion[] = chosen.map((place, index) => {
    const short = shorts[index]!;
    const unique =
      !place.onlyAmbiguous &&
      shortCounts.get(foldLocation(short)) === 1 &&
      !ambiguous.has(normaliseQueryText(short));
    return {
      value: unique ? short : place.label,
      label: place.label,
      countryCode: place.countryCode,
    };
  });
  return { items };
}

/** Which of these texts the geocoder answered as ambiguous (cache keys, any language). */
async function ambiguousTexts(
  db: Queryable,
  source: PlacesSourceId,
  texts: string[],
): Promise<Set<string>> {
  if (texts.length === 0) return new Set();
  const { rows } = await db.query<{ query_key: string }>(
    `select distinct query_key from geocode_cache
     where source = $1 and query_key = any($2::text[]) and result->>'kind' = 'ambiguous'`,
    [source, texts.map(normaliseQueryText)],
  );
  return new Set(rows.map((row) => row.query_key));
}
