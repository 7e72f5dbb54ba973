import '../../i18n/app-dictionaries';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MailX, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { InvitationPreview } from '@leadatlas/shared';
import { MinimalHeader } from '../../components/layout/minimal-header';
import { Footer } from '../../components/layout/footer';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { formatLongDate } from '../../lib/format';
import { useAcceptInvitation, useInvitationPreview } from '../../api/invitations';
import { useSession, useSignOut } from '../session/use-session';
import { RoleBadge } from './components/role-badge';
import { invitationErrorReason } from './invitation-errors';

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * Where an invitation's email link lands (public: the invitee may have no account yet). It shows
 * what the link invites to; signed in with the invited address, one button joins; signed in
 * with another, it says which address is needed; signed out, sign in or sign up and come back.
 */
export default function InvitePage() {
  const { t } = useTranslation();
  const params = useParams();
  const token = params.token && TOKEN.test(params.token) ? params.token : null;
  const preview = useInvitationPreview(token);

  let body: ReactNode;
  if (token === null) body = <Failed error={new ApiError(404, 'invitation_invalid')} />;
  else if (preview.isPending) body = <PreviewSkeleton />;
  else if (preview.isError) {
    body = <Failed error={preview.error} retry={() => void preview.refetch()} />;
  } else body = <Invitation token={token} invitation={preview.data} />;

  return (
    <div className="flex min-h-screen flex-col">
      <MinimalHeader />
      <main id="main" className="mx-auto w-full max-w-lg flex-1 px-4 py-8 sm:py-12">
        <p className="mb-3 text-sm font-medium text-muted-foreground">
          {t('invitations.page.title')}
        </p>
        {body}
      </main>
      <Footer variant="minimal" />
    </div>
  );
}

function PreviewSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="space-y-4 p-5 sm:p-6" aria-busy="true">
      <span className="sr-only" role="status">
        {t('invitations.page.loading')}
      </span>
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-10 w-40" />
    </Card>
  );
}

/** A link that cannot be used: the spec's words for invalid and expired, and a way out. */
function Failed({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation();
  const { data: me } = useSession();
  const known =
    error instanceof ApiError &&
    (error.code === 'invitation_invalid' || error.code === 'invitation_expired');
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center" data-testid="invite-failed">
      <MailX className="h-10 w-10 text-destructive" aria-hidden />
      <h1 className="text-xl font-semibold">
        {known ? invitationErrorReason(t, error) : t('invitations.page.failedTitle')}
      </h1>
      <p role="alert" className="text-sm text-muted-foreground">
        {known ? t('invitations.page.failedText') : t('invitations.page.loadError')}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {!known && retry && (
          <Button variant="outline" onClick={retry}>
            {t('invitations.page.retry')}
          </Button>
        )}
        <Link to={me ? '/dashboard' : '/'} className={buttonClass('primary')}>
          {me ? t('invitations.page.toDashboard') : t('invitations.page.toHome')}
        </Link>
      </div>
    </Card>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t, i18n } = useTranslation();
  const role = t(`invitations.page.asRole.${invitation.role}`);
  const text = invitation.inviterName
    ? t('invitations.page.text', {
        inviter: invitation.inviterName,
        organization: invitation.organizationName,
        role,
      })
    : t('invitations.page.textNoInviter', { organization: invitation.organizationName, role });
  return (
    <Card className="space-y-5 p-5 sm:p-6" data-testid="invitation">
      <div className="flex items-start gap-3">
        <UsersRound className="mt-1 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-semibold break-words">
            {t('invitations.page.heading', { organization: invitation.organizationName })}
          </h1>
          <p className="text-sm text-muted-foreground">{text}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-md border border-border p-4 text-sm">
        <dt className="text-muted-foreground">{t('invitations.page.organization')}</dt>
        <dd className="font-medium break-words" data-testid="invite-organization">
          {invitation.organizationName}
        </dd>
        {invitation.inviterName && (
          <>
            <dt className="text-muted-foreground">{t('invitations.page.inviter')}</dt>
            <dd className="break-words" data-testid="invite-inviter">
              {invitation.inviterName}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">{t('invitations.page.role')}</dt>
        <dd>
          <RoleBadge role={invitation.role} data-testid="invitation-role" />
        </dd>
        <dt className="text-muted-foreground">{t('invitations.page.email')}</dt>
        <dd className="break-all" data-testid="invite-email">
          {invitation.email}
        </dd>
        <dt className="text-muted-foreground">{t('invitations.page.expires')}</dt>
        <dd>{formatLongDate(invitation.expiresAt, i18n.language)}</dd>
      </dl>
      <p className="text-sm text-muted-foreground">{t('invitations.page.shared')}</p>
      <InvitationActions token={token} invitation={invitation} />
    </Card>
  );
}

function InvitationActions({
  token,
  invitation,
}: {
  token: string;
  invitation: InvitationPreview;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const signOut = useSignOut();
  const accept = useAcceptInvitation();

  if (session.isPending) {
    return (
      <div className="flex justify-center py-2">
        <Spinner className="h-5 w-5" />
      </div>
    );
  }

  const me = session.data;
  if (!me) {
    const invite = `invite=${encodeURIComponent(token)}`;
    return (
      <div className="space-y-3" data-testid="invite-signed-out">
        <p className="text-sm">{t('invitations.page.signedOut', { email: invitation.email })}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={`/register?mode=signin&${invite}`}
            className={buttonClass('primary')}
            data-testid="invite-sign-in"
          >
            {t('invitations.page.signIn')}
          </Link>
          <Link
            to={`/register?${invite}`}
            className={buttonClass('outline')}
            data-testid="invite-sign-up"
          >
            {t('invitations.page.signUp')}
          </Link>
        </div>
      </div>
    );
  }

  if (me.user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <div className="space-y-3" data-testid="invite-wrong-account">
        <p role="alert" className="text-sm break-words">
          {t('invitations.page.wrongAccount', { current: me.user.email, email: invitation.email })}
        </p>
        <Button variant="outline" onClick={() => void signOut()} data-testid="invite-sign-out">
          {t('invitations.page.signOut')}
        </Button>
      </div>
    );
  }

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (result) => {
        toast.success(t('invitations.toast.accepted'), {
          description: t('invitations.toast.acceptedText', {
            organization: result.organizationName,
          }),
        });
        navigate('/dashboard', { replace: true });
      },
      onError: (error) =>
        toast.error(t('invitations.toast.acceptFailed'), {
          description: invitationErrorReason(t, error),
        }),
    });
  return (
    <Button
      className="w-full sm:w-auto"
      onClick={onAccept}
      disabled={accept.isPending}
      data-testid="invite-accept"
    >
      {accept.isPending ? t('invitations.page.accepting') : t('invitations.page.accept')}
    </Button>
  );
}
