import { lazy, Suspense, useState, Component, type ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../api/public-config';
import { useLeadPoints } from '../../api/searches';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useTheme } from '../../lib/theme';

const LeadMap = lazy(() => import('./lead-map'));

const MAP_HEIGHT = 'h-[60vh] min-h-[320px] max-h-[640px]';

/** A failed chunk load (offline, new deploy) shows a message instead of breaking the page. */
class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Every located lead of the search (matching the filter) on a map. */
export function MapView({ searchId, q }: { searchId: string; q: string }) {
  const { t } = useTranslation();
  const { theme } = useTheme();
  const config = usePublicConfig();
  const points = useLeadPoints(searchId, q);
  const [tilesFailed, setTilesFailed] = useState(false);
  const placeholder = <Skeleton className={`${MAP_HEIGHT} w-full rounded-none`} />;
  const failed = (
    <p role="alert" className="p-6 text-sm text-destructive">
      {t('results.map.loadFailed')}
    </p>
  );

  let body: ReactNode;
  if (points.isError || config.isError) body = failed;
  else if (!points.data || !config.data) body = placeholder;
  else if (points.data.items.length === 0) {
    body = <EmptyState icon={MapPinOff} title={t('results.map.noPoints')} />;
  } else {
    body = (
      <>
        <p className="px-4 py-2 text-xs text-muted-foreground">
          {t('results.map.count', { count: points.data.items.length })}
        </p>
        <div className={`relative isolate ${MAP_HEIGHT} [&_.leaflet-container]:bg-muted!`}>
          <MapBoundary fallback={failed}>
            <Suspense fallback={placeholder}>
              <LeadMap
                points={points.data.items}
                tileUrl={config.data.map.tileUrl}
                attribution={config.data.map.attribution}
                dark={theme === 'dark'}
                label={t('results.map.label')}
                onTileError={() => setTilesFailed(true)}
              />
            </Suspense>
          </MapBoundary>
        </div>
        {tilesFailed && (
          <p
            role="status"
            data-testid="map-tiles-error"
            className="px-4 py-2 text-xs text-muted-foreground"
          >
            {t('results.map.tilesFailed')}
          </p>
        )}
      </>
    );
  }
  return (
    <div data-testid="results-map" aria-busy={points.isFetching}>
      {body}
    </div>
  );
}
