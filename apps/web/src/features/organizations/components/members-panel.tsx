import { useState } from 'react';
import { Crown, LogOut, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  ASSIGNABLE_ROLES,
  canInOrganization,
  canManageMember,
  type AssignableRole,
  type Member,
  type OrganizationListItem,
} from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  useChangeRole,
  useLeaveOrganization,
  useMembers,
  useRemoveMember,
  useTransferOwnership,
} from '../api';
import { organizationErrorMessage } from '../organization-errors';
import { RoleBadge } from './role-badge';

type Asking = { kind: 'remove' | 'transfer'; member: Member } | { kind: 'leave' } | null;

/** The members of the chosen organization, with what the user's role lets them change. */
export function MembersPanel({
  organization,
  onLeft,
}: {
  organization: OrganizationListItem;
  onLeft: () => void;
}) {
  const { t } = useTranslation();
  const members = useMembers(organization.id);
  const changeRole = useChangeRole(organization.id);
  const remove = useRemoveMember(organization.id);
  const transfer = useTransferOwnership(organization.id);
  const leave = useLeaveOrganization();
  const [asking, setAsking] = useState<Asking>(null);
  const role = organization.role;
  const failed = (error: unknown) =>
    toast.error(organizationErrorMessage(t, error, t('organizations.members.failed')));
  const label = (member: Member) => member.name ?? member.email;

  const confirm = () => {
    if (!asking) return;
    if (asking.kind === 'leave') {
      leave.mutate(organization.id, {
        onSuccess: () => {
          toast.success(t('organizations.members.left', { org: organization.name }));
          onLeft();
        },
        onError: failed,
      });
    } else if (asking.kind === 'remove') {
      const name = label(asking.member);
      remove.mutate(asking.member.id, {
        onSuccess: () => toast.success(t('organizations.members.removed', { name })),
        onError: failed,
      });
    } else {
      const name = label(asking.member);
      transfer.mutate(asking.member.id, {
        onSuccess: () => toast.success(t('organizations.members.transferred', { name })),
        onError: failed,
      });
    }
    setAsking(null);
  };

  const setRole = (member: Member, next: AssignableRole) =>
    changeRole.mutate(
      { memberId: member.id, role: next },
      { onSuccess: () => toast.success(t('organizations.members.roleChanged')), onError: failed },
    );

  return (
    <section aria-labelledby="members-heading">
      <h3 id="members-heading" className="text-sm font-semibold text-muted-foreground">
        {t('organizations.members.heading')}
      </h3>
      {members.isPending ? (
        <div className="mt-3 space-y-2" data-testid="members-loading">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : members.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive-strong">
          {organizationErrorMessage(t, members.error, t('organizations.loadErrorText'))}
        </p>
      ) : (
        <ul
          className="mt-3 divide-y divide-border rounded-lg border border-border"
          data-testid="members"
        >
          {members.data.members.map((member) => {
            const manageable = !member.you && canManageMember(role, member.role);
            return (
              <li
                key={member.id}
                className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center"
                data-testid={`member-${member.email}`}
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-medium">{label(member)}</span>
                    {member.you && (
                      <span className="text-xs text-muted-foreground">
                        ({t('organizations.members.you')})
                      </span>
                    )}
                  </p>
                  {member.name && (
                    <p className="truncate text-sm text-muted-foreground">{member.email}</p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {manageable ? (
                    <Select
                      aria-label={t('organizations.members.roleLabel', { name: label(member) })}
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(event) => setRole(member, event.target.value as AssignableRole)}
                      className="h-9 w-auto"
                      data-testid="member-role"
                    >
                      {ASSIGNABLE_ROLES.map((option) => (
                        <option key={option} value={option}>
                          {t(`organizations.roles.${option}`)}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    <RoleBadge role={member.role} />
                  )}
                  {manageable && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setAsking({ kind: 'remove', member })}
                      data-testid="member-remove"
                    >
                      <UserMinus className="h-4 w-4" aria-hidden />
                      {t('organizations.members.remove')}
                    </Button>
                  )}
                  {!member.you &&
                    !organization.personal &&
                    canInOrganization(role, 'transfer_ownership') && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setAsking({ kind: 'transfer', member })}
                        data-testid="member-transfer"
                      >
                        <Crown className="h-4 w-4" aria-hidden />
                        {t('organizations.members.transfer')}
                      </Button>
                    )}
                  {member.you && canInOrganization(role, 'leave') && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setAsking({ kind: 'leave' })}
                      data-testid="leave-organization"
                    >
                      <LogOut className="h-4 w-4" aria-hidden />
                      {t('organizations.members.leave')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {role === 'owner' && !organization.personal && (members.data?.members.length ?? 0) > 1 && (
        <p className="mt-2 text-xs text-muted-foreground">
          {t('organizations.members.ownerLeaveNote')}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={
          asking?.kind === 'leave'
            ? t('organizations.members.leaveTitle', { org: organization.name })
            : asking?.kind === 'transfer'
              ? t('organizations.members.transferTitle', {
                  org: organization.name,
                  name: label(asking.member),
                })
              : asking
                ? t('organizations.members.removeTitle', { name: label(asking.member) })
                : ''
        }
        description={
          asking?.kind === 'leave'
            ? t('organizations.members.leaveText')
            : asking?.kind === 'transfer'
              ? t('organizations.members.transferText', { name: label(asking.member) })
              : t('organizations.members.removeText', { org: organization.name })
        }
        confirmLabel={
          asking?.kind === 'leave'
            ? t('organizations.members.leave')
            : asking?.kind === 'transfer'
              ? t('organizations.members.transfer')
              : t('organizations.members.remove')
        }
        cancelLabel={t('organizations.members.cancel')}
        tone={asking?.kind === 'transfer' ? 'primary' : 'destructive'}
        onConfirm={confirm}
        data-testid="member-confirm"
      />
    </section>
  );
}
