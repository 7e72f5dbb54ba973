import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';

/**
 * A visitor sees the survey's questions promised and the way in, never a form that cannot be
 * sent ('Debes estar logueado para enviar feedback'); signing in brings them back here.
 */
export function SignInPrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const next = `next=${encodeURIComponent(pathname)}`;
  return (
    <Card className="p-6" data-testid="survey-sign-in">
      <div className="flex items-start gap-3">
        <LogIn className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 space-y-2">
          <h2 className="font-semibold">{t('feedback.signIn.title')}</h2>
          <p className="text-sm font-medium">{t('feedback.toast.notLoggedIn')}</p>
          <p className="text-sm text-muted-foreground">{t('feedback.signIn.text')}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <LinkButton to={`/register?mode=signin&${next}`} variant="primary">
          {t('feedback.signIn.action')}
        </LinkButton>
        <LinkButton to={`/register?${next}`}>{t('feedback.signIn.register')}</LinkButton>
      </div>
    </Card>
  );
}
