import { AlertCircle, Eye, MapPin, RotateCw, SearchX, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_PLACES } from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { useSearchPreview } from './use-search-preview';
import type { Step1, Step2 } from './wizard-rules';

const CELL = 'px-3 py-2 align-top';
// Columns appear as the preview box (not the window) gets wider: it sits beside a panel on
// wide screens. Name and phone always show; nothing scrolls sideways at 390 px.
const CITY = 'hidden @md:table-cell';
const WEBSITE = 'hidden @lg:table-cell';
const RATING = 'hidden @xl:table-cell';
const CATEGORY = 'hidden @3xl:table-cell';

/**
 * Step 4's preview: up to 5 real places for steps 1–2, phone and website masked by the
 * server. Nothing is charged. A location the source cannot place offers its candidates.
 */
export function PreviewTable({
  step1,
  step2,
  onPickLocation,
  onEditLocation,
}: {
  step1: Step1;
  step2: Step2;
  onPickLocation: (location: string) => void;
  onEditLocation: () => void;
}) {
  const { t, i18n } = useTranslation();
  const preview = useSearchPreview(step1, step2);
  const error = preview.error;

  let body;
  if (error) {
    const code = error instanceof ApiError ? error.code : '';
    const candidates = error instanceof ApiError ? (error.details.candidates ?? []) : [];
    if (code === 'location_not_found') {
      body = (
        <div role="alert" className="space-y-3 px-4 py-5 text-sm" data-testid="preview-error">
          <p className="flex items-start gap-2 font-medium">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
            {candidates.length
              ? t('wizard.step4.preview.candidates')
              : t('searches.errors.locationNotFound')}
          </p>
          <div className="flex flex-wrap gap-2">
            {candidates.map((candidate) => (
              <Button
                key={candidate}
                variant="outline"
                size="sm"
                onClick={() => onPickLocation(candidate)}
                data-testid="location-candidate"
                className="max-w-full"
              >
                <span className="truncate">{candidate}</span>
              </Button>
            ))}
            <Button variant="ghost" size="sm" onClick={onEditLocation}>
              {t('wizard.step4.preview.editLocation')}
            </Button>
          </div>
        </div>
      );
    } else {
      body = (
        <div role="alert" className="space-y-3 px-4 py-5 text-sm" data-testid="preview-error">
          <p className="flex items-start gap-2 font-medium">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
            {code === 'places_source_unavailable'
              ? t('searches.errors.sourceUnavailable')
              : t('wizard.step4.preview.error')}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void preview.refetch()}
            disabled={preview.isFetching}
          >
            <RotateCw className="h-4 w-4" aria-hidden />
            {t('wizard.step4.preview.retry')}
          </Button>
        </div>
      );
    }
  } else if (preview.data && preview.data.items.length === 0) {
    body = (
      <EmptyState
        icon={SearchX}
        title={t('wizard.step4.preview.empty')}
        text={t('wizard.step4.preview.emptyHint')}
      />
    );
  } else {
    const items = preview.data?.items.slice(0, PREVIEW_PLACES);
    body = (
      <div className="@container overflow-x-auto">
        <table
          className="w-full border-collapse text-left text-sm"
          data-testid="preview-table"
          aria-busy={!items}
        >
          <caption className="sr-only">{t('wizard.step4.preview.caption')}</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('wizard.step4.preview.columns.name')}
              </th>
              <th scope="col" className={`${CITY} px-3 py-2 font-medium`}>
                {t('wizard.step4.preview.columns.city')}
              </th>
              <th scope="col" className={`${CATEGORY} px-3 py-2 font-medium`}>
                {t('wizard.step4.preview.columns.category')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('wizard.step4.preview.columns.phone')}
              </th>
              <th scope="col" className={`${WEBSITE} px-3 py-2 font-medium`}>
                {t('wizard.step4.preview.columns.website')}
              </th>
              <th scope="col" className={`${RATING} px-3 py-2 text-right font-medium`}>
                {t('wizard.step4.preview.columns.rating')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {items
              ? items.map((item, index) => (
                  <tr key={`${item.name}-${index}`}>
                    <td className={`${CELL} min-w-[8rem] font-medium break-words`}>{item.name}</td>
                    <td className={`${CELL} ${CITY} text-muted-foreground`}>{item.city ?? '—'}</td>
                    <td className={`${CELL} ${CATEGORY} text-muted-foreground`}>
                      {item.category ?? '—'}
                    </td>
                    <td className={`${CELL} whitespace-nowrap font-mono text-xs`}>
                      {item.phone ?? '—'}
                    </td>
                    <td className={`${CELL} ${WEBSITE} whitespace-nowrap font-mono text-xs`}>
                      {item.website ?? '—'}
                    </td>
                    <td className={`${CELL} ${RATING} text-right tabular-nums`}>
                      {item.rating === null ? (
                        '—'
                      ) : (
                        <span className="inline-flex items-center gap-1">
                          {formatNumber(item.rating, i18n.language, 1)}
                          <Star className="h-3 w-3 text-amber-500" aria-hidden />
                        </span>
                      )}
                    </td>
                  </tr>
                ))
              : Array.from({ length: PREVIEW_PLACES }, (_, index) => (
                  <tr key={index}>
                    <td className={CELL}>
                      <Skeleton className="h-5 w-32" />
                    </td>
                    <td className={`${CELL} ${CITY}`}>
                      <Skeleton className="h-5 w-20" />
                    </td>
                    <td className={`${CELL} ${CATEGORY}`}>
                      <Skeleton className="h-5 w-20" />
                    </td>
                    <td className={CELL}>
                      <Skeleton className="h-5 w-24" />
                    </td>
                    <td className={`${CELL} ${WEBSITE}`}>
                      <Skeleton className="h-5 w-24" />
                    </td>
                    <td className={`${CELL} ${RATING}`}>
                      <Skeleton className="ml-auto h-5 w-8" />
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby="wizard-preview-title" className="rounded-md border border-border">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-border px-3 py-2">
        <h2 id="wizard-preview-title" className="flex items-center gap-2 text-sm font-semibold">
          <Eye className="h-4 w-4 text-muted-foreground" aria-hidden />
          {t('wizard.step4.preview.title')}
        </h2>
        <p className="text-xs text-muted-foreground">
          {preview.data
            ? t('wizard.step4.preview.area', { area: preview.data.areaLabel })
            : t('wizard.step4.preview.subtitle', { count: PREVIEW_PLACES })}
        </p>
      </div>
      <div className="min-h-[13.5rem]">{body}</div>
      <div className="space-y-0.5 border-t border-border px-3 py-2 text-xs text-muted-foreground">
        <p data-testid="preview-free-note">{t('wizard.step4.preview.free')}</p>
        {preview.data?.ratingsAvailable === false && <p>{t('wizard.step4.preview.noRatings')}</p>}
      </div>
    </section>
  );
}
