import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  DEFAULT_TICKET_PRIORITY,
  TICKET_CATEGORIES,
  TICKET_MESSAGE_MAX,
  TICKET_NAME_MAX,
  TICKET_PRIORITIES,
  TICKET_SUBJECT_MAX,
  type TicketCategory,
  type TicketPriority,
} from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { commonErrorMessage } from '../../../lib/api';
import type { TicketPrefill } from '../../../lib/support-link';
import { useCreateTicket } from '../api/tickets';
import { Textarea } from '../../../components/ui/textarea';

/** Spec 001 §2.10: nombre, email (prefilled), categoría, prioridad (medium), asunto, mensaje. */
export function NewTicketForm({
  name,
  email,
  prefill = {},
}: {
  name: string;
  email: string;
  /** From the link that opened the desk (a failed payment, a search's results). */
  prefill?: TicketPrefill;
}) {
  const { t } = useTranslation();
  const create = useCreateTicket();
  const [nombre, setNombre] = useState(name);
  const [correo, setCorreo] = useState(email);
  const [categoria, setCategoria] = useState<TicketCategory>(prefill.category ?? 'general');
  const [prioridad, setPrioridad] = useState<TicketPriority>(DEFAULT_TICKET_PRIORITY);
  const [asunto, setAsunto] = useState(prefill.subject ?? '');
  const [mensaje, setMensaje] = useState('');
  const [tried, setTried] = useState(false);
  const missing = (value: string) => tried && value.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if ([nombre, correo, asunto, mensaje].some((value) => value.trim() === '')) {
      toast.error(t('support.toast.required'));
      return;
    }
    create.mutate(
      { nombre, email: correo, categoria, prioridad, asunto, mensaje },
      {
        onSuccess: () => {
          toast.success(t('support.toast.created'));
          setAsunto('');
          setMensaje('');
          setTried(false);
        },
        onError: (error) =>
          toast.error(t('support.toast.createFailed'), {
            description: commonErrorMessage(t, error) ?? undefined,
          }),
      },
    );
  }

  return (
    <Card className="min-w-0">
      <h2 className="border-b border-border px-4 py-3 font-semibold">{t('support.form.title')}</h2>
      <form className="grid gap-4 p-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <TextField
          id="ticket-nombre"
          label={t('support.form.nombre')}
          value={nombre}
          onValueChange={setNombre}
          maxLength={TICKET_NAME_MAX}
          aria-invalid={missing(nombre)}
          autoComplete="name"
        />
        <TextField
          id="ticket-email"
          type="email"
          label={t('support.form.email')}
          value={correo}
          onValueChange={setCorreo}
          aria-invalid={missing(correo)}
          autoComplete="email"
        />
        <SelectField
          id="ticket-categoria"
          label={t('support.form.categoria')}
          value={categoria}
          onValueChange={(value) => setCategoria(value as TicketCategory)}
          options={TICKET_CATEGORIES.map((value) => ({
            value,
            label: t(`support.categories.${value}`),
          }))}
        />
        <SelectField
          id="ticket-prioridad"
          label={t('support.form.prioridad')}
          value={prioridad}
          onValueChange={(value) => setPrioridad(value as TicketPriority)}
          options={TICKET_PRIORITIES.map((value) => ({
            value,
            label: t(`support.priorities.${value}`),
          }))}
        />
        <div className="sm:col-span-2">
          <TextField
            id="ticket-asunto"
            label={t('support.form.asunto')}
            value={asunto}
            onValueChange={setAsunto}
            maxLength={TICKET_SUBJECT_MAX}
            aria-invalid={missing(asunto)}
          />
        </div>
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor="ticket-mensaje" className="text-sm font-medium">
            {t('support.form.mensaje')}
          </label>
          <Textarea
            id="ticket-mensaje"
            value={mensaje}
            onChange={(event) => setMensaje(event.target.value)}
            maxLength={TICKET_MESSAGE_MAX}
            aria-invalid={missing(mensaje)}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending} data-testid="ticket-send">
            {create.isPending && <Spinner className="h-4 w-4" />}
            {create.isPending ? t('support.form.sending') : t('support.form.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
