import type { AssignableRole } from '@leadatlas/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** Spec 001 §2.7's role colours: admin blue, member green. */
const TONES = { admin: 'info', member: 'success' } as const;

export function InvitationRoleBadge({ role }: { role: AssignableRole }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[role]} data-testid="invitation-role">
      {t(`invitations.roles.${role}`)}
    </Badge>
  );
}
