import { useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CONVERSION_VALUES } from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { Captcha } from '../captcha/captcha';
import { api } from '../../lib/api';
import { track } from '../../lib/analytics';
import { currentLocale } from '../../i18n';

type State = 'idle' | 'submitting' | 'subscribed';

/** Email required, name optional, captcha required; a thank-you replaces the form. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token) {
      toast.error(t('newsletter.verifyTitle'), { description: t('newsletter.verifyText') });
      return;
    }
    setState('submitting');
    try {
      await api('/api/newsletter', {
        body: {
          email,
          name: name.trim() || undefined,
          captchaToken: token,
          locale: currentLocale(),
        },
      });
      track('newsletter_signup', { value: CONVERSION_VALUES.newsletter });
      setState('subscribed');
      setToken(null); // spec 000 §4: the token is cleared after a successful signup
    } catch {
      setState('idle');
      toast.error(t('newsletter.error'));
      setResetKey((n) => n + 1);
    }
  }

  if (state === 'subscribed') {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg border border-border bg-card p-5"
        data-testid="newsletter-thanks"
      >
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden />
        <div>
          <p className="font-semibold">{t('newsletter.thanksTitle')}</p>
          <p className="text-sm text-muted-foreground">{t('newsletter.thanksText')}</p>
        </div>
      </div>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      className="space-y-3 rounded-lg border border-border bg-card p-5"
      aria-label={t('newsletter.title')}
    >
      <p className="font-semibold">{t('newsletter.title')}</p>
      <p className="text-sm text-muted-foreground">{t('newsletter.text')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="newsletter-email"
          label={t('newsletter.email')}
          type="email"
          required
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          id="newsletter-name"
          label={t('newsletter.name')}
          autoComplete="name"
          maxLength={120}
          value={name}
          onValueChange={setName}
        />
      </div>
      <Captcha onToken={setToken} resetKey={resetKey} />
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={!token || state === 'submitting'}
      >
        {state === 'submitting' ? t('common.loading') : t('newsletter.submit')}
      </Button>
    </form>
  );
}
