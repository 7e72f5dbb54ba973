import { useTranslation } from 'react-i18next';
import type { ReferralStatus } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';

const TONES = { pending: 'warning', completed: 'info', rewarded: 'success' } as const;

/** Pendiente / Registrado / Completado (spec 001 §4). */
export function StatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} data-testid="referral-status" data-status={status}>
      {t(`referrals.status.${status}`)}
    </Badge>
  );
}
