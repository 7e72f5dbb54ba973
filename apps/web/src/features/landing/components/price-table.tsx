import { useMemo } from 'react';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  COMPLEX_FILTER_SURCHARGE,
  FIELD_PLANS,
  FIELD_PRICES,
  PLAN_IDS,
  PRICE_EXAMPLE,
  PRICE_TABLE_ROWS,
  estimateCredits,
  pricePerLead,
  type PricedField,
} from '@leadatlas/shared';

/** Numbers on the landing: 2.000 and 0,5 in Spanish; 2,000 and 0.5 in English. */
export function useLandingNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : 'es-ES';
  return useMemo(() => {
    // 'always' so that Spanish groups four-digit numbers too (2.000, not 2000).
    const format = new Intl.NumberFormat(locale, {
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    return (value: number) => format.format(value);
  }, [locale]);
}

export function PriceTable() {
  const { t } = useTranslation();
  const format = useLandingNumberFormat();

  const planNames = (field: PricedField) => {
    const plans = FIELD_PLANS[field];
    if (PLAN_IDS.every((id) => plans.includes(id))) return t('landing.priceTable.allPlans');
    return plans.map((id) => t(`landing.pricing.plans.${id}.name`)).join(' · ');
  };

  const exampleFields = PRICE_EXAMPLE.fields;

  return (
    <section
      id="credits"
      aria-labelledby="credits-title"
      className="scroll-mt-20 bg-muted/40 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-primary">{t('landing.priceTable.eyebrow')}</p>
          <h2 id="credits-title" className="mt-2 text-3xl font-bold tracking-tight">
            {t('landing.priceTable.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('landing.priceTable.subtitle')}</p>
        </div>

        <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div className="overflow-x-auto rounded-lg border border-border bg-card">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="border-b border-border px-4 py-3 text-left font-medium">
                {t('landing.priceTable.caption')}
              </caption>
              <thead className="bg-muted text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t('landing.priceTable.columns.field')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium whitespace-nowrap">
                    {t('landing.priceTable.columns.credits')}
                  </th>
                  <th scope="col" className="hidden px-4 py-2 font-medium sm:table-cell">
                    {t('landing.priceTable.columns.note')}
                  </th>
                  <th scope="col" className="hidden px-4 py-2 font-medium md:table-cell">
                    {t('landing.priceTable.columns.plans')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {PRICE_TABLE_ROWS.map((field) => {
                  const note = t(`landing.priceTable.notes.${field}`);
                  const plans = planNames(field);
                  return (
                    <tr key={field}>
                      <th scope="row" className="px-4 py-2.5 align-top font-medium">
                        {t(`landing.priceTable.fields.${field}`)}
                        <span className="mt-0.5 block text-xs font-normal text-muted-foreground sm:hidden">
                          {note}
                        </span>
                        <span className="mt-0.5 block text-xs font-normal text-muted-foreground md:hidden">
                          {plans}
                        </span>
                      </th>
                      <td className="px-4 py-2.5 text-right align-top font-semibold tabular-nums">
                        {format(FIELD_PRICES[field])}
                      </td>
                      <td className="hidden px-4 py-2.5 align-top text-muted-foreground sm:table-cell">
                        {note}
                      </td>
                      <td className="hidden px-4 py-2.5 align-top text-muted-foreground md:table-cell">
                        {plans}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>

          <div className="space-y-4">
            <div className="rounded-lg border border-border bg-card p-5">
              <h3 className="font-semibold">{t('landing.priceTable.example.title')}</h3>
              <p className="mt-2 text-sm text-muted-foreground">
                {t('landing.priceTable.example.intro', { leads: format(PRICE_EXAMPLE.leads) })}
              </p>
              <ul className="mt-3 space-y-1 text-sm">
                {exampleFields.map((field) => (
                  <li key={field} className="flex justify-between gap-4">
                    <span>{t(`landing.priceTable.fields.${field}`)}</span>
                    <span className="font-medium tabular-nums">{format(FIELD_PRICES[field])}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-3 rounded-md bg-muted px-3 py-2 text-sm font-semibold tabular-nums">
                {t('landing.priceTable.example.formula', {
                  leads: format(PRICE_EXAMPLE.leads),
                  parts: exampleFields.map((field) => format(FIELD_PRICES[field])).join(' + '),
                  perLead: format(pricePerLead(exampleFields)),
                  total: format(estimateCredits(exampleFields, PRICE_EXAMPLE.leads)),
                })}
              </p>
              <p className="mt-3 text-xs text-muted-foreground">
                {t('landing.priceTable.example.website', { price: format(FIELD_PRICES.website) })}
              </p>
            </div>
            <div className="flex gap-3 rounded-lg border border-border bg-accent p-5 text-sm text-accent-foreground">
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <div className="space-y-2">
                <p>{t('landing.priceTable.deliveredOnly')}</p>
                <p>
                  {t('landing.priceTable.complexFilters', {
                    credits: format(COMPLEX_FILTER_SURCHARGE),
                  })}
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
