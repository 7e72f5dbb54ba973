import '../../../i18n/app-dictionaries';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NOTIFICATIONS, NOTIFICATION_TYPES, type NotificationType } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { commonErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications';

/** An on/off switch: a native checkbox with the switch role, so keyboards and readers know it. */
function EmailSwitch({
  type,
  checked,
  disabled,
  onChange,
  label,
}: {
  type: NotificationType;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <span className="relative inline-flex h-6 w-11 shrink-0">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        data-testid={`email-pref-${type}`}
        onChange={(event) => onChange(event.target.checked)}
        className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden
        className={cn(
          'pointer-events-none h-6 w-11 rounded-full border border-input transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-60',
          checked ? 'bg-primary' : 'bg-muted',
        )}
      />
      <span
        aria-hidden
        className={cn(
          'pointer-events-none absolute top-1 left-1 h-4 w-4 rounded-full bg-white shadow transition-transform',
          checked && 'translate-x-5',
        )}
      />
    </span>
  );
}

/**
 * Which notifications also arrive by email: one switch per type, saved as it changes (a toast
 * says so). Types whose email is always sent (a failed payment) show it, switched on and fixed.
 * Mounted on /notifications and on /account.
 */
export function NotificationPreferencesCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const change = (type: NotificationType, email: boolean) =>
    save.mutate(
      { email: { [type]: email } },
      {
        onSuccess: () => toast.success(t('notifications.preferences.saved')),
        onError: (error) =>
          toast.error(commonErrorMessage(t, error) ?? t('notifications.preferences.error')),
      },
    );

  return (
    <Card
      id="preferences"
      className={cn('min-w-0 scroll-mt-20', className)}
      data-testid="notification-preferences"
    >
      <div className="flex items-start gap-3 border-b border-border px-4 py-3">
        <Mail className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0">
          <h2 className="font-semibold">{t('notifications.preferences.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('notifications.preferences.subtitle')}</p>
        </div>
      </div>
      {isPending ? (
        <div className="space-y-3 p-4" aria-busy>
          {NOTIFICATION_TYPES.map((type) => (
            <Skeleton key={type} className="h-10 w-full" />
          ))}
        </div>
      ) : isError ? (
        <div className="flex items-center justify-between gap-2 p-4 text-sm" role="alert">
          <span>{t('notifications.preferences.loadError')}</span>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('notifications.retry')}
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-border">
          {NOTIFICATION_TYPES.map((type) => {
            const always = NOTIFICATIONS[type].email.kind === 'always';
            return (
              <li key={type} className="flex items-center justify-between gap-4 px-4 py-3">
                <div className="min-w-0 [overflow-wrap:anywhere]">
                  <p className="text-sm font-medium">{t(`notifications.types.${type}`)}</p>
                  <p className="text-xs text-muted-foreground">
                    {always
                      ? t('notifications.preferences.always')
                      : t(`notifications.typeHints.${type}`)}
                  </p>
                </div>
                <EmailSwitch
                  type={type}
                  checked={data.email[type]}
                  disabled={always}
                  label={t('notifications.preferences.toggle', {
                    type: t(`notifications.types.${type}`),
                  })}
                  onChange={(email) => change(type, email)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
