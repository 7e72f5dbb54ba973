import { useRef, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TFunction } from 'i18next';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  CONTACT_RESPONSE_HOURS,
} from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { usePublicConfig } from '../../../api/public-config';
import { currentLocale } from '../../../i18n';
import { ApiError, commonErrorMessage } from '../../../lib/api';
import { Captcha } from '../../captcha/captcha';
import { Textarea } from '../../../components/ui/textarea';
import { useSendContact } from '../api/contact';

type Field = 'nombre' | 'email' | 'asunto' | 'mensaje';

/** Why a message did not go, in the visitor's language ('No se pudo enviar el mensaje' heads it). */
function failureText(t: TFunction, error: unknown, supportEmail: string): string | undefined {
  if (error instanceof ApiError) {
    if (error.status === 429) return t('contact.toast.rateLimited', { email: supportEmail });
    if (error.code === 'captcha_invalid') return t('errors.captcha_invalid');
    if (error.code === 'validation_failed') return t('contact.toast.invalid');
  }
  return commonErrorMessage(t, error) ?? undefined;
}

/** Spec 001 §2.15: nombre, email, asunto, mensaje; a captcha; 'Mensaje enviado' once sent. */
export function ContactForm({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const send = useSendContact();
  const { data: config } = usePublicConfig();
  const [values, setValues] = useState<Record<Field, string>>({
    nombre: name,
    email,
    asunto: '',
    mensaje: '',
  });
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused((current) => current.filter((name) => name !== field));
  };
  const invalid = (field: Field) =>
    (tried && values[field].trim() === '') || refused.includes(field);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.values(values).some((value) => value.trim() === '')) {
      toast.error(t('contact.toast.required'));
      return;
    }
    if (!token) {
      toast.error(t('contact.form.verify'));
      return;
    }
    send.mutate(
      { ...values, locale: currentLocale(), captchaToken: token },
      {
        onSuccess: () => {
          toast.success(t('contact.toast.sent'));
          setSentTo(values.email.trim());
          setValues((current) => ({ ...current, asunto: '', mensaje: '' }));
          setTried(false);
          setTimeout(() => sentRef.current?.focus(), 0);
        },
        onError: (error) => {
          if (error instanceof ApiError) setRefused(error.fields);
          toast.error(t('contact.toast.failed'), {
            description: failureText(t, error, config?.supportEmail ?? ''),
          });
        },
        // A token is good for one message, sent or not.
        onSettled: () => setResetKey((n) => n + 1),
      },
    );
  }

  if (sentTo !== null) {
    return (
      <Card className="min-w-0 self-start">
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="flex flex-col items-start gap-3 p-6 outline-none"
          data-testid="contact-sent"
        >
          <CheckCircle2 className="h-8 w-8 text-success" aria-hidden />
          <h2 className="text-lg font-semibold">{t('contact.sent.title')}</h2>
          <p className="break-words text-sm text-muted-foreground">
            {t('contact.sent.text', { email: sentTo })}
          </p>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            {t('contact.sent.another')}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className="min-w-0 self-start">
      <h2 className="border-b border-border px-4 py-3 font-semibold">{t('contact.form.title')}</h2>
      <form className="grid gap-4 p-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <TextField
          id="contact-nombre"
          label={t('contact.form.nombre')}
          value={values.nombre}
          onValueChange={set('nombre')}
          maxLength={CONTACT_NAME_MAX}
          aria-invalid={invalid('nombre')}
          autoComplete="name"
          required
        />
        <TextField
          id="contact-email"
          type="email"
          label={t('contact.form.email')}
          value={values.email}
          onValueChange={set('email')}
          aria-invalid={invalid('email')}
          autoComplete="email"
          required
        />
        <div className="sm:col-span-2">
          <TextField
            id="contact-asunto"
            label={t('contact.form.asunto')}
            value={values.asunto}
            onValueChange={set('asunto')}
            maxLength={CONTACT_SUBJECT_MAX}
            aria-invalid={invalid('asunto')}
            required
          />
        </div>
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor="contact-mensaje" className="text-sm font-medium">
            {t('contact.form.mensaje')}
          </label>
          <Textarea
            id="contact-mensaje"
            className="min-h-40"
            value={values.mensaje}
            onChange={(event) => set('mensaje')(event.target.value)}
            maxLength={CONTACT_MESSAGE_MAX}
            aria-invalid={invalid('mensaje')}
            required
          />
        </div>
        <div className="sm:col-span-2">
          <Captcha onToken={setToken} resetKey={resetKey} />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={send.isPending} data-testid="contact-send">
            {send.isPending && <Spinner className="h-4 w-4" />}
            {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
          </Button>
          <span className="text-xs text-muted-foreground">
            {t('contact.info.response')}: {t('contact.info.responseValue', CONTACT_RESPONSE_HOURS)}
          </span>
        </div>
      </form>
    </Card>
  );
}
