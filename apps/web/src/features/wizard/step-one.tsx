import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZES, wizardStep1Schema, type WizardData } from '@leadatlas/shared';
import { Select } from '../../components/ui/select';
import { usePublicConfig } from '../../api/public-config';
import { TextField } from '../../components/ui/text-field';
import { LocationCombobox } from './location-combobox';
import { StepLayout } from './step-layout';
import { stepPath } from './step-names';
import type { SaveStep } from './use-wizard-data';
import { WizardNav } from './wizard-nav';

/** Step 1: sector or profession, location, company size; Next once all three are valid. */
export function StepOne({ data, saveStep }: { data: WizardData; saveStep: SaveStep }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const [profession, setProfession] = useState(data.step1?.profession ?? '');
  const [location, setLocation] = useState(data.step1?.location ?? '');
  const [companySize, setCompanySize] = useState<string>(data.step1?.companySize ?? '');
  const parsed = wizardStep1Schema.safeParse({ profession, location, companySize });
  const { data: config } = usePublicConfig();
  const sizeUnknown = config?.places.companySize === false;

  const next = () => {
    if (!parsed.success) return;
    saveStep('step1', parsed.data);
    navigate(stepPath(2));
  };
  const previous = () => {
    if (parsed.success) saveStep('step1', parsed.data);
    navigate('/dashboard');
  };

  return (
    <StepLayout
      step={1}
      onSubmit={next}
      footer={<WizardNav onPrevious={previous} nextDisabled={!parsed.success} />}
    >
      <TextField
        id={`${ids}-profession`}
        data-testid="wizard-profession"
        label={t('wizard.step1.profession')}
        placeholder={t('wizard.step1.professionPlaceholder')}
        value={profession}
        onValueChange={setProfession}
        maxLength={120}
        autoComplete="off"
        required
      />
      <LocationCombobox id={`${ids}-location`} value={location} onValueChange={setLocation} />
      <div className="space-y-1">
        <label htmlFor={`${ids}-size`} className="text-sm font-medium">
          {t('wizard.step1.companySize')}
        </label>
        <Select
          id={`${ids}-size`}
          data-testid="wizard-company-size"
          value={companySize}
          onChange={(event) => setCompanySize(event.target.value)}
          aria-describedby={sizeUnknown ? `${ids}-size-note` : undefined}
          required
        >
          <option value="" disabled>
            {t('wizard.step1.companySizePlaceholder')}
          </option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(`wizard.companySizes.${size}`)}
            </option>
          ))}
        </Select>
        {/* As step 2 does for ratings: a band the source cannot check is said, not pretended. */}
        {sizeUnknown && companySize !== 'any' && (
          <p
            id={`${ids}-size-note`}
            className="text-xs text-muted-foreground"
            data-testid="no-company-size-note"
          >
            {t('wizard.step1.noCompanySize')}
          </p>
        )}
      </div>
      <p className="min-h-4 text-xs text-muted-foreground" aria-live="polite">
        {parsed.success ? '' : t('wizard.step1.incomplete')}
      </p>
    </StepLayout>
  );
}
