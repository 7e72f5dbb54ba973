import '../../i18n/app-dictionaries';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Footer } from '../../components/layout/footer';
import { MinimalHeader } from '../../components/layout/minimal-header';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { api, retryUnlessClientError } from '../../lib/api';
import { DevelopersGuide } from './components/developers-guide';

// swagger-ui is large: its own chunk, fetched only when this page shows the reference.
const ApiReference = lazy(() => import('./components/api-reference'));

/** The guide's sections and the reference, in page order. */
const TOC = ['keys', 'flow', 'limits', 'errors', 'webhooks', 'reference'] as const;

/** The v1 document with the server our page came from, so examples and "try it out" stay here. */
function useOpenApiDocument(origin: string) {
  return useQuery({
    queryKey: ['openapi', 'v1'],
    queryFn: async () => {
      const doc = await api<Record<string, unknown>>('/api/v1/openapi.json');
      return { ...doc, servers: [{ url: origin }] };
    },
    retry: retryUnlessClientError,
    staleTime: Infinity,
  });
}

/**
 * /developers (issue 17), public: how to get a key, the common flow in curl against this very
 * server, limits, errors and webhook signatures; then the v1 reference.
 */
export default function DevelopersPage() {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const doc = useOpenApiDocument(origin);
  return (
    <div className="flex min-h-screen flex-col">
      <MinimalHeader wide />
      <main id="main" className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 pb-12">
        <header className="mb-8 max-w-3xl space-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('developers.title')}</h1>
          <p className="text-muted-foreground">{t('developers.subtitle')}</p>
          <p className="text-sm text-muted-foreground">
            {t('developers.baseUrl')}{' '}
            <code
              className="rounded bg-muted px-1 py-0.5 font-mono break-all"
              data-testid="base-url"
            >
              {origin}/api/v1
            </code>
          </p>
        </header>
        <div className="grid min-w-0 gap-8 lg:grid-cols-[minmax(0,48rem)_14rem] lg:justify-between">
          <div className="min-w-0">
            <DevelopersGuide origin={origin} />
          </div>
          <nav
            aria-label={t('developers.toc.label')}
            className="order-first text-sm lg:order-none"
            data-testid="developers-toc"
          >
            <div className="rounded-lg border border-border p-4 lg:sticky lg:top-6">
              <p className="mb-2 font-semibold">{t('developers.toc.label')}</p>
              <ul className="space-y-1.5">
                {TOC.map((id) => (
                  <li key={id}>
                    <a href={`#${id}`} className="text-muted-foreground hover:text-foreground">
                      {t(`developers.toc.${id}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        </div>

        <section
          id="reference"
          aria-labelledby="reference-title"
          className="mt-12 scroll-mt-6 space-y-3"
        >
          <h2 id="reference-title" className="text-xl font-semibold">
            {t('developers.reference.title')}
          </h2>
          <p className="max-w-3xl text-sm text-muted-foreground">
            {t('developers.reference.text')}{' '}
            <a href="/api/v1/openapi.json" className="text-primary underline">
              openapi.json
            </a>
          </p>
          <div className="overflow-hidden rounded-lg border border-border bg-white shadow-sm">
            {doc.isError ? (
              <div
                role="alert"
                className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm text-gray-900"
                data-testid="reference-error"
              >
                <p>{t('developers.reference.loadError')}</p>
                <Button variant="outline" size="sm" onClick={() => void doc.refetch()}>
                  {t('developerApi.retry')}
                </Button>
              </div>
            ) : doc.data ? (
              <Suspense fallback={<Skeleton className="h-96 w-full" />}>
                <ApiReference spec={doc.data} label="/api/v1" />
              </Suspense>
            ) : (
              <Skeleton className="h-96 w-full" />
            )}
          </div>
        </section>
      </main>
      <Footer variant="minimal" />
    </div>
  );
}
