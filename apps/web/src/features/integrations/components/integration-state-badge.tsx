import { CircleAlert, CircleCheck, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { CardState } from '../integration-rules';

const TONE = {
  connected: 'success',
  error: 'danger',
  disabled: 'warning',
  not_connected: 'neutral',
  locked: 'neutral',
} as const satisfies Record<CardState, string>;

/** A connection's state as a pill: connected, error, disabled, not connected, locked. */
export function IntegrationStateBadge({ state }: { state: CardState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONE[state]} data-testid="integration-state" data-state={state}>
      {state === 'connected' && <CircleCheck className="h-3 w-3" aria-hidden />}
      {(state === 'error' || state === 'disabled') && (
        <CircleAlert className="h-3 w-3" aria-hidden />
      )}
      {state === 'locked' && <Lock className="h-3 w-3" aria-hidden />}
      {t(`integrations.state.${state}`)}
    </Badge>
  );
}
