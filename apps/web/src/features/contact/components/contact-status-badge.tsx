import { useTranslation } from 'react-i18next';
import type { ContactStatus } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={status === 'new' ? 'warning' : 'success'} data-testid="contact-status">
      {t(`contact.staff.statuses.${status}`)}
    </Badge>
  );
}
