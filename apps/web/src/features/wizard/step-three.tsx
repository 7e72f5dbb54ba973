import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ALWAYS_INCLUDED_FIELDS,
  WIZARD_FIELDS,
  fieldLockFor,
  type PlanId,
  type WizardData,
  type WizardField,
} from '@leadatlas/shared';
import { formatCredits } from '../../lib/format';
import { CompactCreditBar, FieldsCreditPanel } from './credit-summary';
import { LockHint } from './lock-hint';
import { OptionCheckbox } from './option-checkbox';
import { ASIDE_ID, StepLayout } from './step-layout';
import { stepPath } from './step-names';
import type { SaveStep } from './use-wizard-data';
import { WizardNav } from './wizard-nav';
import { useRatingsAvailable } from '../../api/public-config';
import { applicableFields, fieldPrice, plannedLeads, wizardEstimate } from './wizard-rules';

/** Step 3: the data wanted per lead, each with its price; locked fields say which plan has them. */
export function StepThree({
  data,
  saveStep,
  plan,
  balance,
  orgName,
}: {
  data: WizardData;
  saveStep: SaveStep;
  plan: PlanId;
  balance: number;
  orgName: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const [chosen, setChosen] = useState<readonly WizardField[]>(
    () => data.step3?.selectedFields ?? [],
  );
  const selectedFields = applicableFields(chosen, plan);
  const ratingsAvailable = useRatingsAvailable();
  const estimate = wizardEstimate(
    data.step2,
    selectedFields,
    plannedLeads(data.step4, plan),
    ratingsAvailable,
  );

  const toggle = (field: WizardField, on: boolean) =>
    setChosen((current) => (on ? [...current, field] : current.filter((f) => f !== field)));
  const save = () => saveStep('step3', { selectedFields });
  const next = () => {
    save();
    navigate(stepPath(4));
  };
  const previous = () => {
    save();
    navigate(stepPath(2));
  };

  return (
    <StepLayout
      step={3}
      onSubmit={next}
      footer={<WizardNav onPrevious={previous} />}
      aside={<FieldsCreditPanel estimate={estimate} balance={balance} orgName={orgName} />}
      summary={
        <CompactCreditBar
          targetId={ASIDE_ID}
          figures={[
            {
              label: t('wizard.credits.short.perLead'),
              value: formatCredits(estimate.creditsPerLead, i18n.language),
              testId: 'bar-cost-per-lead',
            },
            {
              label: t('wizard.credits.short.balance'),
              value: formatCredits(balance, i18n.language),
            },
          ]}
        />
      }
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('wizard.step3.legend')}</legend>
        <ul className="divide-y divide-border rounded-md border border-border">
          {WIZARD_FIELDS.map((field) => {
            const always = ALWAYS_INCLUDED_FIELDS.includes(field);
            const lock = fieldLockFor(plan, field);
            return (
              <li key={field} className="px-3 py-2.5">
                <OptionCheckbox
                  id={`${ids}-${field}`}
                  testId={`field-${field}`}
                  checked={selectedFields.includes(field)}
                  disabled={always || lock !== null}
                  onCheckedChange={(on) => toggle(field, on)}
                  label={t(`wizard.fields.${field}`)}
                  aside={
                    <span data-testid={`field-price-${field}`}>
                      {t('wizard.perLead', {
                        count: fieldPrice(field),
                        credits: formatCredits(fieldPrice(field), i18n.language),
                      })}
                    </span>
                  }
                  hint={
                    <>
                      {t(`wizard.fieldHints.${field}`)}{' '}
                      {always && (
                        <span className="font-medium text-foreground">
                          {t('wizard.step3.alwaysIncluded')}
                        </span>
                      )}
                      {lock && <LockHint plan={lock} />}
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-xs text-muted-foreground">{t('wizard.step3.freeFields')}</p>
      </fieldset>
    </StepLayout>
  );
}
