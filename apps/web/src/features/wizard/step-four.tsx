import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AlertCircle, Rocket } from 'lucide-react';
import {
  MAX_LEADS_LIMIT,
  TARGET_ROLES,
  creditShortfall,
  leadsAffordable,
  maxLeadsFor,
  packCovering,
  type ExportMethod,
  type IntegrationProvider,
  type PlanId,
  type TargetRole,
  type WizardData,
} from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { useRunSearch } from '../../api/searches';
import { useRatingsAvailable } from '../../api/public-config';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatCredits } from '../../lib/format';
import { runSearchErrorMessage } from '../../lib/search-errors';
import { STORAGE_KEYS, session } from '../../lib/storage';
import { clearWizardData, type WizardStepNumber } from '../../lib/wizard-storage';
import { CompactCreditBar, CreditSummary } from './credit-summary';
import { ShortfallActions } from './shortfall-actions';
import { billingPath } from '../../lib/purchase';
import { PreviewTable } from './preview-table';
import { ASIDE_ID, StepLayout } from './step-layout';
import { stepPath } from './step-names';
import type { SaveStep } from './use-wizard-data';
import { WizardNav } from './wizard-nav';
import { useIntegrations } from '../integrations/api';
import { DestinationPicker } from '../integrations/components/destination-picker';
import {
  destinationReady,
  planIssue,
  plannedLeads,
  stepToFix,
  wizardEstimate,
  type Step1,
  type Step2,
  type Step3,
  type Step4,
} from './wizard-rules';

interface Failure {
  message: string;
  step: WizardStepNumber | null;
}

/** Whole numbers only: "12", not "12.5" or "1e3". */
const parseLeads = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN);

/**
 * Step 4: preview, target role, maximum leads, destination, auto-refresh, the credit summary
 * and Confirm, which runs the search and opens its progress page.
 */
export function StepFour({
  data,
  saveStep,
  plan,
  balance,
  orgId,
  orgName,
  canBuy,
}: {
  data: WizardData & { step1: Step1; step2: Step2; step3: Step3 };
  saveStep: SaveStep;
  plan: PlanId;
  balance: number;
  orgId: string;
  orgName: string;
  /** The user may buy for the organization (owner or admin). */
  canBuy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const run = useRunSearch();
  const saved = data.step4;
  const [role, setRole] = useState<TargetRole | ''>(saved?.targetRole ?? '');
  const integrations = useIntegrations(orgId);
  const [exportMethod, setExportMethod] = useState<ExportMethod>(saved?.exportMethod ?? 'csv');
  const [integration, setIntegration] = useState<IntegrationProvider | null>(
    saved?.integration ?? null,
  );
  const [autoRefresh, setAutoRefresh] = useState(saved?.autoRefresh ?? false);
  const [leadsText, setLeadsText] = useState(() => String(plannedLeads(saved, plan)));
  const [failure, setFailure] = useState<Failure | null>(null);

  const maxLeads = maxLeadsFor(plan);
  const leads = parseLeads(leadsText);
  const leadsValid = Number.isInteger(leads) && leads >= 1 && leads <= maxLeads;
  const ratingsAvailable = useRatingsAvailable();
  const estimate = leadsValid
    ? wizardEstimate(data.step2, data.step3.selectedFields, leads, ratingsAvailable)
    : null;
  const issue = planIssue(data, plan);
  // The destination as the organization's connections allow it now (null: not usable).
  const destination = destinationReady(
    exportMethod,
    integration,
    integrations.data?.integrations,
    integrations.isError,
  );
  const missingChoice = !role || !destination;
  const shortOfCredits = estimate !== null && balance < estimate.totalCredits;
  const submitting = run.isPending;
  const confirmDisabled =
    submitting || missingChoice || !estimate || shortOfCredits || issue !== null;

  /** What is chosen, for the way back too (a destination not usable now is kept as chosen). */
  const currentStep4 = (): Step4 | null =>
    role && leadsValid
      ? {
          targetRole: role,
          exportMethod: destination?.exportMethod ?? exportMethod,
          integration: destination ? destination.integration : integration,
          autoRefresh,
          maxLeads: leads,
        }
      : null;

  const buyCredits = () => {
    if (!estimate) return;
    const step4 = currentStep4();
    // Kept in session storage (the payment's tab starts with a copy) for the way back.
    if (step4) saveStep('step4', step4);
    const pack = packCovering(creditShortfall(balance, estimate.totalCredits));
    navigate(billingPath({ type: 'credits', pack }));
  };

  const previous = () => {
    const step4 = currentStep4();
    if (step4) saveStep('step4', step4);
    navigate(stepPath(3));
  };

  const confirm = async () => {
    const step4 = currentStep4();
    if (!step4 || !destination || confirmDisabled) return;
    saveStep('step4', step4);
    setFailure(null);
    try {
      const { searchId } = await run.mutateAsync({
        searchPayload: { ...data, step4 },
        orgId,
      });
      clearWizardData();
      session.set(STORAGE_KEYS.currentSearchId, searchId);
      toast.success(t('searches.started'), {
        description: t('searches.startedId', { id: searchId }),
      });
      navigate(`/loading?searchId=${encodeURIComponent(searchId)}`);
    } catch (error) {
      const message = runSearchErrorMessage(error, t, i18n.language);
      const step = error instanceof ApiError ? stepToFix(error.code) : null;
      setFailure({ message, step });
      toast.error(message);
    }
  };

  const pickLocation = (location: string) => saveStep('step1', { ...data.step1, location });
  const fixLabel = (step: WizardStepNumber) => t('wizard.step4.fixStep', { step });
  const shownFailure: Failure | null =
    failure ??
    (issue
      ? {
          message: t(`searches.errors.${issue.code}`, {
            plan: t(`dashboard.plans.${issue.requiredPlan}`),
          }),
          step: issue.step,
        }
      : null);

  return (
    <StepLayout
      step={4}
      onSubmit={() => void confirm()}
      summary={
        <CompactCreditBar
          targetId={ASIDE_ID}
          short={shortOfCredits}
          figures={[
            {
              label: t('wizard.credits.short.total'),
              value: estimate ? formatCredits(estimate.totalCredits, i18n.language) : '—',
              testId: 'bar-total',
            },
            {
              label: t('wizard.credits.short.balance'),
              value: formatCredits(balance, i18n.language),
            },
          ]}
        />
      }
      aside={
        <CreditSummary
          estimate={estimate}
          balance={balance}
          orgName={orgName}
          shortfallActions={
            estimate && (
              <ShortfallActions
                pack={packCovering(creditShortfall(balance, estimate.totalCredits))}
                affordableLeads={Math.min(
                  leadsAffordable(balance, estimate.creditsPerLead),
                  maxLeads,
                )}
                canBuy={canBuy}
                onBuy={buyCredits}
                onLowerLeads={(value) => setLeadsText(String(value))}
              />
            )
          }
        />
      }
      footer={
        <WizardNav
          onPrevious={previous}
          primary={
            <Button
              type="submit"
              disabled={confirmDisabled}
              data-testid="wizard-confirm"
              className="whitespace-nowrap"
            >
              {submitting ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <Rocket className="hidden h-4 w-4 sm:block" aria-hidden />
              )}
              {submitting ? t('wizard.nav.confirming') : t('wizard.nav.confirm')}
            </Button>
          }
        />
      }
    >
      <PreviewTable
        step1={data.step1}
        step2={data.step2}
        onPickLocation={pickLocation}
        onEditLocation={() => navigate(stepPath(1))}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${ids}-role`} className="text-sm font-medium">
            {t('wizard.step4.role')}
          </label>
          <Select
            id={`${ids}-role`}
            data-testid="wizard-role"
            value={role}
            required
            onChange={(event) => setRole(event.target.value as TargetRole)}
          >
            <option value="" disabled>
              {t('wizard.step4.rolePlaceholder')}
            </option>
            {TARGET_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`wizard.roles.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-leads`} className="text-sm font-medium">
            {t('wizard.step4.maxLeads')}
          </label>
          <Input
            id={`${ids}-leads`}
            data-testid="wizard-max-leads"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxLeads}
            step={1}
            value={leadsText}
            aria-invalid={!leadsValid}
            aria-describedby={`${ids}-leads-hint`}
            onChange={(event) => setLeadsText(event.target.value)}
          />
          <p
            id={`${ids}-leads-hint`}
            className={cn('text-xs', leadsValid ? 'text-muted-foreground' : 'text-destructive')}
          >
            {leadsValid
              ? t('wizard.step4.maxLeadsHint', { max: maxLeads })
              : t('wizard.step4.maxLeadsInvalid', { max: maxLeads })}
            {maxLeads < MAX_LEADS_LIMIT && (
              <span className="block text-muted-foreground" data-testid="plan-leads-cap">
                {t('wizard.step4.planCap', { plan: t(`dashboard.plans.${plan}`), max: maxLeads })}
              </span>
            )}
          </p>
        </div>
      </div>

      <DestinationPicker
        integrations={integrations.data?.integrations}
        failed={integrations.isError}
        method={exportMethod}
        provider={integration}
        onChange={(method, provider) => {
          setExportMethod(method);
          setIntegration(provider);
        }}
        onLeave={() => {
          const step4 = currentStep4();
          if (step4) saveStep('step4', step4);
        }}
      />

      <Checkbox
        id={`${ids}-refresh`}
        data-testid="wizard-auto-refresh"
        label={t('wizard.step4.autoRefresh')}
        hint={t('wizard.step4.autoRefreshHint')}
        checked={autoRefresh}
        onCheckedChange={setAutoRefresh}
      />

      {shownFailure ? (
        <div
          role="alert"
          data-testid="wizard-error"
          className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2 text-destructive">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {shownFailure.message}
          </p>
          {shownFailure.step !== null && shownFailure.step !== 4 && (
            <Button
              variant="outline"
              size="sm"
              className="shrink-0"
              onClick={() => navigate(stepPath(shownFailure.step as WizardStepNumber))}
            >
              {fixLabel(shownFailure.step)}
            </Button>
          )}
        </div>
      ) : (
        <p className="min-h-4 text-xs text-muted-foreground" aria-live="polite">
          {missingChoice
            ? t('wizard.step4.missing')
            : estimate && shortOfCredits
              ? t('searches.errors.localCredits', {
                  n: formatCredits(estimate.totalCredits, i18n.language),
                  m: formatCredits(balance, i18n.language),
                })
              : ''}
        </p>
      )}
    </StepLayout>
  );
}
