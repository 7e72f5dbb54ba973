import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import {
  ADVANCED_FILTERS_PLAN,
  COMPLEX_FILTER_SURCHARGE,
  COMPLEX_RATING_THRESHOLD,
  INDUSTRIES,
  RATING_MAX,
  RATING_MIN,
  planAllowsAdvancedFilters,
  type Industry,
  type PlanId,
  type WizardData,
} from '@leadatlas/shared';
import { Select } from '../../components/ui/select';
import { useRatingsAvailable } from '../../api/public-config';
import { formatCredits } from '../../lib/format';
import { LockHint } from './lock-hint';
import { OptionCheckbox } from './option-checkbox';
import { StepLayout } from './step-layout';
import { stepPath } from './step-names';
import type { SaveStep } from './use-wizard-data';
import { WizardNav } from './wizard-nav';
import { DEFAULT_STEP2, applicableFilters, complexFilters, type Step2 } from './wizard-rules';

/** Step 2: filters; owners only and industry need a plan with advanced filters. */
export function StepTwo({
  data,
  saveStep,
  plan,
}: {
  data: WizardData;
  saveStep: SaveStep;
  plan: PlanId;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  // Unknown until the config arrives: the slider stays usable meanwhile.
  const ratingsAvailable = useRatingsAvailable();
  const advanced = planAllowsAdvancedFilters(plan);
  const [draft, setDraft] = useState<Step2>(data.step2 ?? DEFAULT_STEP2);
  const filters = applicableFilters(draft, plan, ratingsAvailable);
  const set = (patch: Partial<Step2>) => setDraft((current) => ({ ...current, ...patch }));
  const surcharge = formatCredits(COMPLEX_FILTER_SURCHARGE, i18n.language);

  const next = () => {
    saveStep('step2', filters);
    navigate(stepPath(3));
  };
  const previous = () => {
    saveStep('step2', filters);
    navigate(stepPath(1));
  };

  return (
    <StepLayout step={2} onSubmit={next} footer={<WizardNav onPrevious={previous} />}>
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('wizard.steps.filters.title')}</legend>
        <OptionCheckbox
          id={`${ids}-phone`}
          testId="filter-phone-visible"
          label={t('wizard.step2.phoneVisible')}
          hint={t('wizard.step2.phoneVisibleHint')}
          checked={filters.phoneVisible}
          onCheckedChange={(phoneVisible) => set({ phoneVisible })}
        />
        <OptionCheckbox
          id={`${ids}-web`}
          testId="filter-active-web"
          label={t('wizard.step2.activeWeb')}
          hint={t('wizard.step2.activeWebHint')}
          checked={filters.activeWeb}
          onCheckedChange={(activeWeb) => set({ activeWeb })}
        />
        <OptionCheckbox
          id={`${ids}-owners`}
          testId="filter-owners-only"
          label={t('wizard.step2.ownersOnly')}
          hint={
            advanced ? (
              t('wizard.step2.ownersOnlyHint')
            ) : (
              <>
                {t('wizard.step2.ownersOnlyHint')} <LockHint plan={ADVANCED_FILTERS_PLAN} />
              </>
            )
          }
          checked={filters.ownersOnly}
          disabled={!advanced}
          onCheckedChange={(ownersOnly) => set({ ownersOnly })}
        />
      </fieldset>

      <div className="space-y-1">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={`${ids}-rating`} className="text-sm font-medium">
            {t('wizard.step2.minRating')}
          </label>
          <output
            htmlFor={`${ids}-rating`}
            className="text-sm tabular-nums text-muted-foreground"
            data-testid="min-rating-value"
          >
            {t('wizard.step2.ratingValue', { value: filters.minRating })}
          </output>
        </div>
        <input
          id={`${ids}-rating`}
          type="range"
          data-testid="filter-min-rating"
          min={RATING_MIN}
          max={RATING_MAX}
          step={1}
          value={filters.minRating}
          disabled={!ratingsAvailable}
          aria-describedby={`${ids}-rating-hint`}
          aria-valuetext={t('wizard.step2.ratingValueText', { value: filters.minRating })}
          onChange={(event) => set({ minRating: Number(event.target.value) })}
          className="h-6 w-full cursor-pointer accent-[var(--primary)] disabled:cursor-not-allowed disabled:opacity-50"
        />
        <p
          id={`${ids}-rating-hint`}
          className="text-xs text-muted-foreground"
          data-testid={ratingsAvailable ? undefined : 'no-ratings-note'}
        >
          {ratingsAvailable
            ? t('wizard.step2.ratingHint', { threshold: COMPLEX_RATING_THRESHOLD })
            : t('wizard.step2.noRatings')}
        </p>
      </div>

      <div className="space-y-1">
        <label htmlFor={`${ids}-industry`} className="text-sm font-medium">
          {t('wizard.step2.industry')}
        </label>
        <Select
          id={`${ids}-industry`}
          data-testid="filter-industry"
          value={filters.industry ?? ''}
          disabled={!advanced}
          aria-describedby={advanced ? undefined : `${ids}-industry-lock`}
          onChange={(event) => set({ industry: event.target.value as Industry | '' })}
        >
          <option value="">{t('wizard.step2.anyIndustry')}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {t(`wizard.industries.${industry}`)}
            </option>
          ))}
        </Select>
        {!advanced && (
          <p id={`${ids}-industry-lock`} className="text-xs">
            <LockHint plan={ADVANCED_FILTERS_PLAN} />
          </p>
        )}
      </div>

      <div
        className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground"
        aria-live="polite"
        data-testid="filter-surcharge"
      >
        <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
        <span>
          {t('wizard.step2.surcharge', { threshold: COMPLEX_RATING_THRESHOLD, credits: surcharge })}
          <span className="mt-0.5 block font-medium text-foreground">
            {complexFilters(filters)
              ? t('wizard.step2.surchargeActive', { credits: surcharge })
              : t('wizard.step2.surchargeNone')}
          </span>
        </span>
      </div>
    </StepLayout>
  );
}
