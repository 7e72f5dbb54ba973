import type { OrganizationRole } from '@leadatlas/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** Spec 001 §2.7: owner purple, admin blue, member green (readable in both themes). */
const ROLE_COLORS: Record<OrganizationRole, string> = {
  owner: 'bg-violet-500/15 text-violet-800 dark:text-violet-200',
  admin: 'bg-blue-500/15 text-blue-800 dark:text-blue-200',
  member: 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-200',
};

export function RoleBadge({
  role,
  'data-testid': testId,
}: {
  role: OrganizationRole;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge className={ROLE_COLORS[role]} data-testid={testId ?? `role-${role}`}>
      {t(`organizations.roles.${role}`)}
    </Badge>
  );
}
