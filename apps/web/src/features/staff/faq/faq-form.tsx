import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, type Locale, type StaffFaq } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { FaqAnswer } from '../../support/components/faq-answer';
import { Textarea } from '../../../components/ui/textarea';
import { useCreateFaq, useUpdateFaq } from '../faq-api';
import { faqErrorMessage } from './faq-error';

/**
 * Adds an entry to a language, or edits one: question, answer as HTML with a live preview
 * sanitised as customers will get it, and whether it is published.
 */
export function FaqForm({
  lang,
  faq,
  onDone,
}: {
  lang: Locale;
  /** The entry to edit; none to add one. */
  faq?: StaffFaq;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const [pregunta, setPregunta] = useState(faq?.pregunta ?? '');
  const [respuesta, setRespuesta] = useState(faq?.respuesta ?? '');
  const [published, setPublished] = useState(faq?.published ?? false);
  const [tried, setTried] = useState(false);
  const busy = create.isPending || update.isPending;
  const questionBad = pregunta.trim() === '' || pregunta.length > FAQ_QUESTION_MAX;
  const answerBad = respuesta.trim() === '' || respuesta.length > FAQ_ANSWER_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (pregunta.trim() === '' || respuesta.trim() === '') {
      toast.error(t('faq.staff.toast.required'));
      return;
    }
    if (questionBad || answerBad) {
      toast.error(
        t('faq.staff.toast.tooLong', { question: FAQ_QUESTION_MAX, answer: FAQ_ANSWER_MAX }),
      );
      return;
    }
    const handlers = {
      onSuccess: () => {
        toast.success(t(faq ? 'faq.staff.toast.saved' : 'faq.staff.toast.created'));
        onDone();
      },
      onError: (error: unknown) =>
        toast.error(t('faq.staff.toast.failed'), {
          description: faqErrorMessage(t, error),
        }),
    };
    if (faq) update.mutate({ id: faq.id, patch: { pregunta, respuesta, published } }, handlers);
    else create.mutate({ lang, pregunta, respuesta, published }, handlers);
  }

  const language = t(`faq.staff.lang.${lang}`);
  return (
    <Card className="min-w-0 p-4" data-testid="faq-form">
      <form className="space-y-4" onSubmit={submit} noValidate>
        <h2 className="font-semibold">
          {t(faq ? 'faq.staff.form.editTitle' : 'faq.staff.form.newTitle', { lang: language })}
        </h2>
        <div className="space-y-1">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-q`} className="text-sm font-medium">
              {t('faq.staff.form.pregunta')}
            </label>
            <span className="text-xs text-muted-foreground" aria-hidden>
              {pregunta.length} / {FAQ_QUESTION_MAX}
            </span>
          </div>
          <Input
            id={`${id}-q`}
            value={pregunta}
            onChange={(event) => setPregunta(event.target.value)}
            aria-invalid={tried && questionBad}
            required
            autoFocus
            data-testid="faq-form-pregunta"
          />
        </div>
        <div className="grid min-w-0 gap-4 lg:grid-cols-2">
          <div className="min-w-0 space-y-1">
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={`${id}-a`} className="text-sm font-medium">
                {t('faq.staff.form.respuesta')}
              </label>
              <span className="text-xs text-muted-foreground" aria-hidden>
                {respuesta.length} / {FAQ_ANSWER_MAX}
              </span>
            </div>
            <Textarea
              id={`${id}-a`}
              value={respuesta}
              onChange={(event) => setRespuesta(event.target.value)}
              aria-invalid={tried && answerBad}
              aria-describedby={`${id}-hint`}
              required
              spellCheck
              className="min-h-48 font-mono text-xs"
              data-testid="faq-form-respuesta"
            />
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {t('faq.staff.form.respuestaHint')}
            </p>
          </div>
          <div className="min-w-0 space-y-1" role="group" aria-labelledby={`${id}-preview`}>
            <p id={`${id}-preview`} className="text-sm font-medium">
              {t('faq.staff.form.preview')}
            </p>
            <div className="min-h-48 rounded-md border border-dashed border-border p-3">
              {respuesta.trim() ? (
                <FaqAnswer html={respuesta} data-testid="faq-form-preview" />
              ) : (
                <p className="text-sm text-muted-foreground">{t('faq.staff.form.previewEmpty')}</p>
              )}
            </div>
          </div>
        </div>
        <Checkbox
          id={`${id}-published`}
          label={t('faq.staff.form.publish')}
          checked={published}
          onCheckedChange={setPublished}
          data-testid="faq-form-published"
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onDone} disabled={busy}>
            {t('faq.staff.cancel')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="faq-form-save">
            {t(faq ? 'faq.staff.form.save' : 'faq.staff.form.create')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
