import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_METHODS,
  INTEGRATION_NAMES,
  type ExportMethod,
  type IntegrationProvider,
  type IntegrationView,
} from '@leadatlas/shared';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { chosenProvider, destinationFor, type Destination } from '../integration-rules';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * Wizard step 4's destination (spec 000 §2): CSV, or a category whose integration is connected
 * (two CRMs connected: a select picks which). The others are disabled and say why: the plan
 * that unlocks them, or a link to connect one.
 */
export function DestinationPicker({
  integrations,
  failed,
  method,
  provider,
  onChange,
  onLeave,
}: {
  /** The organization's connections; undefined while they load. */
  integrations: readonly IntegrationView[] | undefined;
  failed: boolean;
  method: ExportMethod;
  provider: IntegrationProvider | null;
  onChange: (method: ExportMethod, provider: IntegrationProvider | null) => void;
  /** Before a link leaves the wizard (to connect one, to see plans): keep what was chosen. */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();

  const hint = (option: ExportMethod, destination: Destination) => {
    switch (destination.kind) {
      case 'available': {
        const target = chosenProvider(destination, option === method ? provider : null);
        return target
          ? t('integrations.destination.sendsTo', { service: INTEGRATION_NAMES[target] })
          : t('wizard.exportHints.csv');
      }
      case 'checking':
        return t('integrations.destination.checking');
      case 'unknown':
        return t('integrations.destination.unknown');
      case 'locked':
        return (
          <>
            {t('integrations.destination.locked', {
              plan: t(`dashboard.plans.${destination.requiredPlan}`),
            })}{' '}
            <Link to="/plans" className={linkClass} onClick={onLeave}>
              {t('integrations.destination.lockedLink')}
            </Link>
          </>
        );
      case 'not_connected':
        return (
          <>
            {t('integrations.destination.notConnected')}{' '}
            <Link to="/integrations" className={linkClass} onClick={onLeave}>
              {t('integrations.destination.notConnectedLink')}
            </Link>
          </>
        );
    }
  };

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t('wizard.step4.exportLegend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {EXPORT_METHODS.map((option) => {
          const destination = destinationFor(option, integrations, failed);
          const available = destination.kind === 'available';
          const selected = option === method && available;
          const choices = available ? destination.providers : [];
          return (
            <div
              key={option}
              className={cn(
                'rounded-md border border-border p-3',
                selected && 'border-primary bg-accent/40',
              )}
              data-testid={`destination-${option}`}
              data-state={destination.kind}
            >
              <label
                className={cn(
                  'flex items-start gap-3',
                  available ? 'cursor-pointer' : 'cursor-not-allowed',
                )}
              >
                <input
                  type="radio"
                  name={`${ids}-export`}
                  value={option}
                  data-testid={`export-${option}`}
                  checked={selected}
                  disabled={!available}
                  aria-describedby={`${ids}-${option}-hint`}
                  onChange={() => onChange(option, chosenProvider(destination, provider))}
                  className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--primary)] disabled:cursor-not-allowed"
                />
                {/* Dimmed by colour, not opacity: the hint's link keeps its contrast. */}
                <span
                  className={cn(
                    'min-w-0 text-sm font-medium',
                    !available && 'text-muted-foreground',
                  )}
                >
                  {t(`wizard.exportMethods.${option}`)}
                </span>
              </label>
              <p id={`${ids}-${option}-hint`} className="mt-1 pl-7 text-xs text-muted-foreground">
                {hint(option, destination)}
              </p>
              {selected && choices.length > 1 && (
                <div className="mt-2 space-y-1 pl-7">
                  <label htmlFor={`${ids}-${option}-which`} className="text-xs font-medium">
                    {t('integrations.destination.which')}
                  </label>
                  <Select
                    id={`${ids}-${option}-which`}
                    data-testid="destination-integration"
                    value={chosenProvider(destination, provider) ?? ''}
                    onChange={(event) =>
                      onChange(option, event.target.value as IntegrationProvider)
                    }
                  >
                    {choices.map((choice) => (
                      <option key={choice} value={choice}>
                        {INTEGRATION_NAMES[choice]}
                      </option>
                    ))}
                  </Select>
                </div>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
