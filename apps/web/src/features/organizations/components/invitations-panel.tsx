import '../../../i18n/app-dictionaries';
import { useState, type FormEvent } from 'react';
import { MailPlus, RotateCw, Send, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  ASSIGNABLE_ROLES,
  INVITATION_VALID_DAYS,
  canInOrganization,
  type AssignableRole,
  type Invitation,
  type OrganizationListItem,
} from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate } from '../../../lib/format';
import {
  useCreateInvitation,
  useInvitations,
  useResendInvitation,
  useRevokeInvitation,
} from '../../../api/invitations';
import { invitationErrorReason } from '../invitation-errors';
import { RoleBadge } from './role-badge';
import { TeamLockedNote } from './team-locked-note';

/**
 * The organization's invitations (spec 001 §2.7, right column under the members): invite an
 * address as member (default) or admin, and the pending invitations with resend and revoke.
 * Shown to those who may invite (owner, admin); an organization whose plan has no team members
 * gets a note pointing to /plans instead.
 */
export function InvitationsPanel({
  organization,
  active,
}: {
  organization: OrganizationListItem;
  /** It is the active organization (/plans shows that one's plan). */
  active: boolean;
}) {
  if (!canInOrganization(organization.role, 'invite')) return null;
  if (!organization.teamsAllowed)
    return <TeamLockedNote organization={organization} active={active} />;
  return (
    <Card className="min-w-0 space-y-6 p-4 sm:p-5" data-testid="invitations-panel">
      <InviteForm orgId={organization.id} />
      <PendingInvitations orgId={organization.id} />
    </Card>
  );
}

function InviteForm({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const create = useCreateInvitation(orgId);
  const address = email.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!address || create.isPending) return;
    create.mutate(
      { email: address, role },
      {
        onSuccess: (invitation) => {
          toast.success(t('invitations.toast.sent'), {
            description: t('invitations.toast.sentText', { email: invitation.email }),
          });
          setEmail('');
          setRole('member');
        },
        onError: (error) =>
          toast.error(t('invitations.toast.sendFailed'), {
            description: invitationErrorReason(t, error),
          }),
      },
    );
  }

  return (
    <section aria-labelledby="invite-title" className="space-y-3">
      <div>
        <h2 id="invite-title" className="flex items-center gap-2 text-base font-semibold">
          <MailPlus className="h-4 w-4 text-muted-foreground" aria-hidden />
          {t('invitations.panel.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('invitations.panel.subtitle', { days: INVITATION_VALID_DAYS })}
        </p>
      </div>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto]">
        <div className="min-w-0 space-y-1">
          <label htmlFor="invite-email" className="text-sm font-medium">
            {t('invitations.panel.email')}
          </label>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            maxLength={254}
            placeholder={t('invitations.panel.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            data-testid="invite-email"
          />
        </div>
        <div className="min-w-0 space-y-1">
          <label htmlFor="invite-role" className="text-sm font-medium">
            {t('invitations.panel.role')}
          </label>
          <Select
            id="invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as AssignableRole)}
            data-testid="invite-role"
          >
            {ASSIGNABLE_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`organizations.roles.${option}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button
          type="submit"
          className="self-end"
          disabled={!address || create.isPending}
          data-testid="invite-submit"
        >
          <Send className="h-4 w-4" aria-hidden />
          {create.isPending ? t('invitations.panel.sending') : t('invitations.panel.send')}
        </Button>
      </form>
    </section>
  );
}

function PendingInvitations({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useInvitations(orgId);
  return (
    <section aria-labelledby="pending-title" className="space-y-3">
      <h2 id="pending-title" className="text-base font-semibold">
        {t('invitations.panel.pendingTitle')}
      </h2>
      {isPending ? (
        <div className="space-y-2" data-testid="invitations-loading">
          {[0, 1].map((row) => (
            <Skeleton key={row} className="h-14 w-full" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted-foreground">{t('invitations.panel.loadError')}</span>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('invitations.panel.retry')}
          </Button>
        </div>
      ) : data.invitations.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t('invitations.panel.empty')}
          text={t('invitations.panel.emptyText')}
        />
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {data.invitations.map((invitation) => (
            <InvitationRow key={invitation.id} orgId={orgId} invitation={invitation} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationRow({ orgId, invitation }: { orgId: string; invitation: Invitation }) {
  const { t, i18n } = useTranslation();
  const resend = useResendInvitation(orgId);
  const revoke = useRevokeInvitation(orgId);
  const email = invitation.email;

  const onResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        toast.success(t('invitations.toast.resent'), {
          description: t('invitations.toast.resentText', { email }),
        }),
      onError: (error) =>
        toast.error(t('invitations.toast.resendFailed'), {
          description: invitationErrorReason(t, error),
        }),
    });
  const onRevoke = () =>
    revoke.mutate(invitation.id, {
      onSuccess: () => toast.success(t('invitations.toast.revoked'), { description: email }),
      onError: (error) =>
        toast.error(t('invitations.toast.revokeFailed'), {
          description: invitationErrorReason(t, error),
        }),
    });

  return (
    <li
      className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="invitation-row"
    >
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-medium break-all">{email}</p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <RoleBadge role={invitation.role} data-testid="invitation-role" />
          {invitation.expired ? (
            <Badge tone="warning" data-testid="invitation-expired">
              {t('invitations.panel.expired')}
            </Badge>
          ) : (
            <span>
              {t('invitations.panel.expires', {
                date: formatLongDate(invitation.expiresAt, i18n.language),
              })}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onResend}
          disabled={resend.isPending || revoke.isPending}
          aria-label={t('invitations.panel.resendLabel', { email })}
          data-testid="invitation-resend"
        >
          <RotateCw className="h-4 w-4" aria-hidden />
          {t('invitations.panel.resend')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={resend.isPending || revoke.isPending}
              aria-label={t('invitations.panel.revokeLabel', { email })}
              data-testid="invitation-revoke"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('invitations.panel.revoke')}
            </Button>
          }
          title={t('invitations.revokeDialog.title')}
          description={t('invitations.revokeDialog.text', { email })}
          confirmLabel={t('invitations.revokeDialog.confirm')}
          cancelLabel={t('invitations.revokeDialog.cancel')}
          onConfirm={onRevoke}
          data-testid="revoke-dialog"
        />
      </div>
    </li>
  );
}
