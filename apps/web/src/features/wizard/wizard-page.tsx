/**
 * The four-step search wizard (spec 000 §2 Wizard, §4): /wizard/step-1 … /wizard/step-4.
 * Each step reads the saved wizard data on entry and saves its own on Next; a step whose
 * earlier steps are not saved sends the user to the first missing one.
 */
import '../../i18n/app-dictionaries';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../components/layout/app-shell';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import type { WizardStepNumber } from '../../lib/wizard-storage';
import { useSession } from '../session/use-session';
import { stepPath } from './step-names';
import { StepFour } from './step-four';
import { StepOne } from './step-one';
import { StepThree } from './step-three';
import { StepTwo } from './step-two';
import { useWizardData } from './use-wizard-data';
import { WizardProgress } from './wizard-progress';
import { WizardSteps } from './wizard-steps';

function StepSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="max-w-3xl space-y-4 p-6" role="status">
      <span className="sr-only">{t('wizard.loadingAccount')}</span>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-72 max-w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </Card>
  );
}

/** One step, mounted afresh on every step change so it reloads the saved data on entry. */
function WizardStep({ step }: { step: WizardStepNumber }) {
  const { data, saveStep, missingStep } = useWizardData(step);
  const { data: me } = useSession();

  if (missingStep !== null) return <Navigate to={stepPath(missingStep)} replace />;
  if (!me) return <StepSkeleton />;

  const org = me.activeOrganization;
  const { step1, step2, step3 } = data;
  const content =
    step === 1 ? (
      <StepOne data={data} saveStep={saveStep} />
    ) : step === 2 ? (
      <StepTwo data={data} saveStep={saveStep} plan={org.plan} />
    ) : step === 3 ? (
      <StepThree
        data={data}
        saveStep={saveStep}
        plan={org.plan}
        balance={org.credits}
        orgName={org.name}
      />
    ) : step1 && step2 && step3 ? (
      <StepFour
        data={{ ...data, step1, step2, step3 }}
        saveStep={saveStep}
        plan={org.plan}
        balance={org.credits}
        orgId={org.id}
        orgName={org.name}
        canBuy={org.role === 'owner' || org.role === 'admin'}
      />
    ) : (
      <Navigate to={stepPath(1)} replace />
    );

  return (
    <>
      <WizardSteps step={step} data={data} />
      {content}
    </>
  );
}

export default function WizardPage({ step = 1 }: { step?: WizardStepNumber }) {
  const { t } = useTranslation();
  return (
    <AppShell
      crumbs={[
        { label: t('wizard.title'), to: stepPath(1) },
        { label: t('wizard.stepCrumb', { step }) },
      ]}
      headerExtra={<WizardProgress step={step} />}
    >
      <WizardStep key={step} step={step} />
    </AppShell>
  );
}
