import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '@leadatlas/shared';
import { Button, buttonClass } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/layout/logo';
import { Footer } from '../../components/layout/footer';
import { resetPassword } from './auth-api';
import { authErrorMessage } from './error-message';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    if (password.length < PASSWORD_MIN_LENGTH) {
      toast.error(t('errors.password_too_short'));
      return;
    }
    setSubmitting(true);
    try {
      await resetPassword(token, password);
      toast.success(t('auth.reset.success'));
      navigate('/register?mode=signin', { replace: true });
    } catch (error) {
      toast.error(authErrorMessage(t, error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto w-full max-w-3xl px-4 py-4">
        <Logo />
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-8">
        <Card className="p-6">
          <h1 className="mb-4 text-xl font-semibold">{t('auth.reset.title')}</h1>
          {!token || params.get('error') ? (
            <div className="space-y-4">
              <p className="text-sm text-muted-foreground" role="alert">
                {t('errors.invalid_token')}
              </p>
              <Link to="/register?mode=signin" className={buttonClass('primary')}>
                {t('auth.signin.link')}
              </Link>
            </div>
          ) : (
            <form onSubmit={onSubmit} className="space-y-3">
              <label htmlFor="new-password" className="text-sm font-medium">
                {t('auth.reset.newPassword')}
              </label>
              <Input
                id="new-password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <p className="text-xs text-muted-foreground">
                {t('auth.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              </p>
              <Button type="submit" className="w-full" disabled={submitting}>
                {t('auth.reset.submit')}
              </Button>
            </form>
          )}
        </Card>
      </main>
      <Footer variant="minimal" />
    </div>
  );
}
