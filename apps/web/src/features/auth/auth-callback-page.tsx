import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClass } from '../../components/ui/button';
import { Logo } from '../../components/layout/logo';
import { Footer } from '../../components/layout/footer';
import { returnPathOf } from '../../lib/return-path';

/**
 * Where confirmation links and social sign-in come back. Success goes on to the page the link
 * names (`?next=`: the one the visitor signed up from), else /dashboard;
 * an expired, reused or invalid link explains itself and changes nothing.
 */
export default function AuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const error = params.get('error');
  useEffect(() => {
    if (!error) toast.success(t('auth.confirmed'));
  }, [error, t]);
  // The page the visitor signed up from (the survey), else the dashboard.
  if (!error) return <Navigate to={returnPathOf(params)} replace />;
  const key = ['token_expired', 'invalid_token', 'already_used'].includes(error)
    ? `auth.callback.${error}`
    : 'auth.callback.generic';
  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto w-full max-w-3xl px-4 py-4">
        <Logo />
      </header>
      <main
        id="main"
        className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 text-center"
      >
        <h1 className="text-2xl font-semibold">{t('auth.callback.title')}</h1>
        <p className="text-muted-foreground" role="alert">
          {t(key)}
        </p>
        <Link to="/register?mode=signin" className={buttonClass('primary')}>
          {t('auth.signin.link')}
        </Link>
      </main>
      <Footer variant="minimal" />
    </div>
  );
}
