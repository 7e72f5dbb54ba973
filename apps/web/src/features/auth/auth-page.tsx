/**
 * The one auth screen (spec 000 §2 Auth screen): sign-up by default, sign-in, forgotten
 * password; social buttons for configured providers; captcha and terms for sign-up.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowLeft, Eye, EyeOff, Gift, MailCheck, UsersRound } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CONVERSION_VALUES, PASSWORD_MIN_LENGTH, SIGNUP_GIFT_CREDITS } from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { TextField } from '../../components/ui/text-field';
import { Card } from '../../components/ui/card';
import { MinimalHeader } from '../../components/layout/minimal-header';
import { Footer } from '../../components/layout/footer';
import { Captcha } from '../captcha/captcha';
import { currentLocale } from '../../i18n';
import { track } from '../../lib/analytics';
import { ApiError } from '../../lib/api';
import { invitationTokenOf, returnPathOf } from '../../lib/return-path';
import { useInvitationPreview } from '../../api/invitations';
import { SESSION_KEY } from '../session/use-session';
import { requestPasswordReset, signIn, signUp, useReferralCode } from './auth-api';
import { authErrorMessage } from './error-message';
import { rememberedEmail, rememberSignIn } from './remember-me';
import { SocialButtons } from './social-buttons';

type Mode = 'signup' | 'signin' | 'forgot';

export default function AuthPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const referralCode = params.get('ref')?.trim() || undefined;
  // The banner promises 100 credits: only for a code that exists (issue 11 item 21).
  const referral = useReferralCode(referralCode);
  // From an invitation's page (?invite=): its address is prefilled, and the page is where the
  // visitor comes back to once signed in (?next= for any other page of the app).
  const invitationToken = invitationTokenOf(params) ?? undefined;
  const invitation = useInvitationPreview(invitationToken ?? null);
  const returnPath = returnPathOf(params);
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signin' ? 'signin' : 'signup');
  const [email, setEmail] = useState(() => rememberedEmail() ?? '');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(() => rememberedEmail() !== null);
  const [terms, setTerms] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<null | 'signup' | 'forgot'>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitedEmail = invitation.data?.email;
  const prefilled = useRef(false);
  useEffect(() => {
    if (!invitedEmail || prefilled.current) return;
    prefilled.current = true;
    setEmail(invitedEmail);
  }, [invitedEmail]);

  const switchMode = (next: Mode) => {
    setMode(next);
    setCaptchaToken(null); // spec 000 §4: the token is cleared on toggling
    setCaptchaReset((n) => n + 1);
  };

  async function handleSignUp() {
    if (!captchaToken) {
      toast.error(t('errors.captcha_required'), { description: t('errors.captcha_required_text') });
      return;
    }
    track('signup_attempt');
    try {
      const result = await signUp({
        email,
        password,
        name: name.trim() || undefined,
        termsAccepted: terms as true,
        captchaToken,
        referralCode,
        locale: currentLocale(),
        invitationToken,
        returnPath,
      });
      track('signup_success', { value: CONVERSION_VALUES.signup });
      if (result.verifiedByInvitation) {
        // The invitation's link proved the address: no confirmation email, straight in.
        toast.success(t('auth.invitation.created'));
        try {
          await signInAndReturn();
        } catch (error) {
          toast.error(authErrorMessage(t, error));
          switchMode('signin');
        }
        return;
      }
      toast.success(
        result.referralApplied ? t('auth.signup.successReferral') : t('auth.signup.success'),
        { description: t('auth.signup.checkEmail') },
      );
      if (result.referralUnknown) toast.info(t('auth.referral.unknown'));
      if (result.referralRefused) toast.info(t(`auth.referral.refused.${result.referralRefused}`));
      setDone('signup');
    } catch (error) {
      track('signup_error', { code: error instanceof ApiError ? String(error.code) : 'unknown' });
      toast.error(authErrorMessage(t, error));
      setCaptchaReset((n) => n + 1);
    }
  }

  async function signInAndReturn(rememberMe = false) {
    await signIn({ email, password, rememberMe }, returnPath);
    rememberSignIn(email, rememberMe);
    track('login_success');
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    navigate(returnPath, { replace: true });
  }

  async function handleSignIn() {
    track('login_attempt');
    try {
      await signInAndReturn(remember);
    } catch (error) {
      track('login_error', { code: error instanceof ApiError ? String(error.code) : 'unknown' });
      toast.error(authErrorMessage(t, error));
    }
  }

  async function handleForgot() {
    try {
      await requestPasswordReset(email);
      setDone('forgot');
    } catch (error) {
      toast.error(authErrorMessage(t, error));
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      if (mode === 'signup') await handleSignUp();
      else if (mode === 'signin') await handleSignIn();
      else await handleForgot();
    } finally {
      setSubmitting(false);
    }
  }

  const signupBlocked = mode === 'signup' && (!terms || !captchaToken);
  const title =
    mode === 'signup'
      ? t('auth.signup.title')
      : mode === 'signin'
        ? t('auth.signin.title')
        : t('auth.forgot.title');

  return (
    <div className="flex min-h-screen flex-col">
      <MinimalHeader wide />
      <main
        id="main"
        className="mx-auto grid w-full max-w-6xl flex-1 items-start gap-8 px-4 py-6 md:grid-cols-2 md:py-12"
      >
        <section className="hidden space-y-4 md:block">
          <h1 className="text-3xl font-bold tracking-tight">{t('auth.hero.title')}</h1>
          <p className="text-muted-foreground">
            {t('auth.hero.text', { credits: SIGNUP_GIFT_CREDITS })}
          </p>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li>✓ {t('auth.hero.point1')}</li>
            <li>✓ {t('auth.hero.point2')}</li>
            <li>✓ {t('auth.hero.point3')}</li>
          </ul>
        </section>
        <Card className="w-full p-5 sm:p-6">
          <Link
            to="/"
            className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('common.backHome')}
          </Link>
          {referralCode && referral.data?.valid && mode === 'signup' && (
            <div
              className="mb-4 flex items-start gap-2 rounded-md border border-border bg-accent p-3 text-sm text-accent-foreground"
              data-testid="referral-banner"
            >
              <Gift className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{t('auth.referral.banner', { code: referralCode })}</span>
            </div>
          )}
          {invitation.data && mode !== 'forgot' && !done && (
            <div
              className="mb-4 flex items-start gap-2 rounded-md border border-border bg-accent p-3 text-sm text-accent-foreground"
              data-testid="invitation-banner"
            >
              <UsersRound className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span className="min-w-0 break-words">
                {t(mode === 'signup' ? 'auth.invitation.signup' : 'auth.invitation.signin', {
                  organization: invitation.data.organizationName,
                  email: invitation.data.email,
                })}
              </span>
            </div>
          )}
          {done ? (
            <div className="space-y-3 text-center" role="status">
              <MailCheck className="mx-auto h-10 w-10 text-primary" aria-hidden />
              <h2 className="text-xl font-semibold">
                {done === 'signup' ? t('auth.signup.doneTitle') : t('auth.forgot.doneTitle')}
              </h2>
              <p className="text-sm text-muted-foreground">
                {done === 'signup'
                  ? t('auth.signup.doneText', { email })
                  : t('auth.forgot.doneText', { email })}
              </p>
              <Button
                variant="link"
                onClick={() => {
                  setDone(null);
                  switchMode('signin');
                }}
              >
                {t('auth.signin.link')}
              </Button>
            </div>
          ) : (
            <>
              <h2 className="text-xl font-semibold md:text-2xl">{title}</h2>
              <p className="mt-1 mb-4 text-sm text-muted-foreground">
                {mode === 'signup'
                  ? t('auth.signup.subtitle', { credits: SIGNUP_GIFT_CREDITS })
                  : mode === 'signin'
                    ? t('auth.signin.subtitle')
                    : t('auth.forgot.subtitle')}
              </p>
              {mode !== 'forgot' && <SocialButtons returnPath={returnPath} />}
              <form onSubmit={onSubmit} className="space-y-3" noValidate={false}>
                {mode === 'signup' && (
                  <TextField
                    id="name"
                    label={t('auth.fields.name')}
                    autoComplete="name"
                    maxLength={120}
                    value={name}
                    onValueChange={setName}
                  />
                )}
                <TextField
                  id="email"
                  label={t('auth.fields.email')}
                  type="email"
                  required
                  autoComplete="email"
                  value={email}
                  onValueChange={setEmail}
                />
                {mode !== 'forgot' && (
                  <div className="space-y-1">
                    <div className="flex items-center justify-between">
                      <label htmlFor="password" className="text-sm font-medium">
                        {t('auth.fields.password')}
                      </label>
                      {mode === 'signin' && (
                        <button
                          type="button"
                          className="cursor-pointer text-xs text-primary hover:underline"
                          onClick={() => switchMode('forgot')}
                        >
                          {t('auth.forgot.link')}
                        </button>
                      )}
                    </div>
                    <div className="relative">
                      <Input
                        id="password"
                        type={showPassword ? 'text' : 'password'}
                        required
                        minLength={mode === 'signup' ? PASSWORD_MIN_LENGTH : undefined}
                        autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                        value={password}
                        onChange={(e) => setPassword(e.target.value)}
                        className="pr-10"
                      />
                      <button
                        type="button"
                        onClick={() => setShowPassword((v) => !v)}
                        aria-label={
                          showPassword
                            ? t('auth.fields.hidePassword')
                            : t('auth.fields.showPassword')
                        }
                        aria-pressed={showPassword}
                        className="absolute top-1/2 right-2 -translate-y-1/2 cursor-pointer p-1 text-muted-foreground hover:text-foreground"
                      >
                        {showPassword ? (
                          <EyeOff className="h-4 w-4" />
                        ) : (
                          <Eye className="h-4 w-4" />
                        )}
                      </button>
                    </div>
                    {mode === 'signup' && (
                      <p className="text-xs text-muted-foreground">
                        {t('auth.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
                      </p>
                    )}
                  </div>
                )}
                {mode === 'signin' && (
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-[var(--primary)]"
                      checked={remember}
                      onChange={(e) => setRemember(e.target.checked)}
                    />
                    {t('auth.fields.rememberMe')}
                  </label>
                )}
                {mode === 'signup' && (
                  <>
                    <label className="flex items-start gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--primary)]"
                        checked={terms}
                        onChange={(e) => setTerms(e.target.checked)}
                      />
                      <span>
                        {t('auth.fields.termsPrefix')}{' '}
                        <Link to="/terms" target="_blank" className="text-primary underline">
                          {t('auth.fields.termsLink')}
                        </Link>{' '}
                        {t('auth.fields.and')}{' '}
                        <Link to="/privacy" target="_blank" className="text-primary underline">
                          {t('auth.fields.privacyLink')}
                        </Link>
                      </span>
                    </label>
                    <Captcha onToken={setCaptchaToken} resetKey={captchaReset} />
                  </>
                )}
                <Button type="submit" className="w-full" disabled={submitting || signupBlocked}>
                  {submitting
                    ? t('common.loading')
                    : mode === 'signup'
                      ? t('auth.signup.submit')
                      : mode === 'signin'
                        ? t('auth.signin.submit')
                        : t('auth.forgot.submit')}
                </Button>
              </form>
              <p className="mt-4 text-center text-sm text-muted-foreground">
                {mode === 'signup' ? t('auth.signup.haveAccount') : t('auth.signin.noAccount')}{' '}
                <button
                  type="button"
                  className="cursor-pointer font-medium text-primary hover:underline"
                  onClick={() => switchMode(mode === 'signup' ? 'signin' : 'signup')}
                >
                  {mode === 'signup' ? t('auth.signin.link') : t('auth.signup.link')}
                </button>
              </p>
            </>
          )}
        </Card>
      </main>
      <Footer variant="minimal" />
    </div>
  );
}
