import { Laptop, LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AccountSession, DeviceKind } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { commonErrorMessage } from '../../../lib/api';
import { formatDateTime, formatRelative } from '../../../lib/format';
import { useAccountSessions, useRevokeOtherSessions } from '../api/account';

const DEVICE_ICONS: Record<DeviceKind, LucideIcon> = {
  desktop: Laptop,
  mobile: Smartphone,
  tablet: Tablet,
  unknown: Monitor,
};

function SessionRow({ session }: { session: AccountSession }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const Icon = DEVICE_ICONS[session.device];
  const device = t('account.security.sessions.device', {
    browser: session.browser ?? t('account.security.sessions.unknownBrowser'),
    os: session.os ?? t('account.security.sessions.unknownOs'),
  });
  return (
    <li className="flex items-start gap-3 py-3" data-testid="account-session">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="min-w-0 break-words">{device}</span>
          <span className="sr-only">
            ({t(`account.security.sessions.kinds.${session.device}`)})
          </span>
          {session.current && (
            <Badge tone="success">{t('account.security.sessions.thisDevice')}</Badge>
          )}
        </p>
        <p className="break-words text-xs text-muted-foreground">
          {session.ipAddress && (
            <>
              {t('account.security.sessions.ip', { ip: session.ipAddress })}
              {' · '}
            </>
          )}
          <span title={formatDateTime(session.signedInAt, lang)}>
            {t('account.security.sessions.signedIn', {
              date: formatRelative(session.signedInAt, lang),
            })}
          </span>
          {' · '}
          <span title={formatDateTime(session.lastActiveAt, lang)}>
            {t('account.security.sessions.lastActive', {
              date: formatRelative(session.lastActiveAt, lang),
            })}
          </span>
        </p>
      </div>
    </li>
  );
}

/** The account's open sessions, this one first, and "sign out everywhere else". */
export function SessionsList() {
  const { t } = useTranslation();
  const sessions = useAccountSessions();
  const revoke = useRevokeOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  const signOutOthers = () =>
    revoke.mutate(undefined, {
      onSuccess: ({ signedOut }) =>
        toast.success(t('account.security.sessions.signedOut', { count: signedOut })),
      onError: (error) => toast.error(commonErrorMessage(t, error) ?? t('errors.unexpected')),
    });

  return (
    <section aria-labelledby="sessions-title" data-testid="sessions-list">
      <h3 id="sessions-title" className="text-sm font-semibold">
        {t('account.security.sessions.title')}
      </h3>
      <p className="mt-1 text-xs text-muted-foreground">{t('account.security.sessions.text')}</p>
      {sessions.isPending ? (
        <div className="mt-3 space-y-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : sessions.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive-strong">
          {t('account.security.sessions.loadError')}
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-border">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      {sessions.isSuccess &&
        (others > 0 ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={signOutOthers}
            disabled={revoke.isPending}
            data-testid="sign-out-others"
          >
            <LogOut className="h-4 w-4" aria-hidden />
            {revoke.isPending
              ? t('account.security.sessions.signingOut')
              : t('account.security.sessions.signOutOthers')}
          </Button>
        ) : (
          <p className="mt-2 text-xs text-muted-foreground">
            {t('account.security.sessions.onlyThis')}
          </p>
        ))}
    </section>
  );
}
