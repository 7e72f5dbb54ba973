import { ArrowDown, ArrowUp, HelpCircle, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Locale, StaffFaq } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useDeleteFaq, useReorderFaqs, useUpdateFaq } from '../faq-api';
import { faqErrorMessage } from './faq-error';

/** One language's entries in their order, each moved, published, edited or deleted in place. */
export function FaqList({
  lang,
  faqs,
  onEdit,
}: {
  lang: Locale;
  faqs: StaffFaq[];
  onEdit: (faq: StaffFaq) => void;
}) {
  const { t } = useTranslation();
  const reorder = useReorderFaqs();
  const update = useUpdateFaq();
  const remove = useDeleteFaq();
  const busy = reorder.isPending || update.isPending || remove.isPending;
  const failed = (error: unknown) =>
    toast.error(t('faq.staff.toast.failed'), { description: faqErrorMessage(t, error) });

  function move(index: number, by: -1 | 1) {
    const ids = faqs.map((faq) => faq.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(
      { lang, ids },
      { onSuccess: () => toast.success(t('faq.staff.toast.moved')), onError: failed },
    );
  }

  function publish(faq: StaffFaq, published: boolean) {
    update.mutate(
      { id: faq.id, patch: { published } },
      {
        onSuccess: () =>
          toast.success(t(published ? 'faq.staff.toast.published' : 'faq.staff.toast.unpublished')),
        onError: failed,
      },
    );
  }

  if (faqs.length === 0) {
    return (
      <EmptyState icon={HelpCircle} title={t('faq.staff.empty')} text={t('faq.staff.emptyText')} />
    );
  }
  return (
    <ol className="divide-y divide-border" data-testid="staff-faq-list">
      {faqs.map((faq, index) => {
        const question = faq.pregunta;
        return (
          <li key={faq.id} className="space-y-2 px-4 py-3" data-testid="staff-faq-row">
            <div className="flex min-w-0 items-start gap-3">
              <span className="w-6 shrink-0 pt-0.5 text-right font-mono text-xs text-muted-foreground">
                {index + 1}.
              </span>
              <p id={`faq-question-${faq.id}`} className="min-w-0 flex-1 break-words font-medium">
                {question}
              </p>
              <Badge tone={faq.published ? 'success' : 'neutral'}>
                {t(faq.published ? 'faq.staff.published' : 'faq.staff.draft')}
              </Badge>
            </div>
            <div className="flex flex-wrap items-center gap-2 pl-9">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('faq.staff.moveUp', { question })}
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
                data-testid="faq-move-up"
              >
                <ArrowUp className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('faq.staff.moveDown', { question })}
                disabled={busy || index === faqs.length - 1}
                onClick={() => move(index, 1)}
                data-testid="faq-move-down"
              >
                <ArrowDown className="h-4 w-4" aria-hidden />
              </Button>
              <Checkbox
                id={`faq-published-${faq.id}`}
                className="mx-2 items-center"
                label={t('faq.staff.publish')}
                aria-describedby={`faq-question-${faq.id}`}
                checked={faq.published}
                disabled={busy}
                onCheckedChange={(checked) => publish(faq, checked)}
                data-testid="faq-published"
              />
              <Button
                variant="outline"
                size="sm"
                aria-label={t('faq.staff.editNamed', { question })}
                onClick={() => onEdit(faq)}
                data-testid="faq-edit"
              >
                <Pencil className="h-4 w-4" aria-hidden />
                {t('faq.staff.edit')}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('faq.staff.deleteNamed', { question })}
                    disabled={busy}
                    data-testid="faq-delete"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                    {t('faq.staff.delete')}
                  </Button>
                }
                title={t('faq.staff.deleteTitle')}
                description={t('faq.staff.deleteText', { question })}
                confirmLabel={t('faq.staff.delete')}
                cancelLabel={t('faq.staff.cancel')}
                onConfirm={() =>
                  remove.mutate(faq.id, {
                    onSuccess: () => toast.success(t('faq.staff.toast.deleted')),
                    onError: failed,
                  })
                }
                data-testid="faq-delete-dialog"
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
