import type { ReactNode } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** Previous on the left; Next (the form's submit button) or another action on the right. */
export function WizardNav({
  onPrevious,
  nextDisabled,
  primary,
}: {
  onPrevious: () => void;
  nextDisabled?: boolean;
  /** Replaces the Next button (step 4's Confirm). */
  primary?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" onClick={onPrevious} data-testid="wizard-previous">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('wizard.nav.previous')}
      </Button>
      {primary ?? (
        <Button type="submit" disabled={nextDisabled} data-testid="wizard-next">
          {t('wizard.nav.next')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      )}
    </>
  );
}
