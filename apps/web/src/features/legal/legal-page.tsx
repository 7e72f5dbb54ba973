import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MinimalHeader } from '../../components/layout/minimal-header';
import { Footer } from '../../components/layout/footer';
import { privacyPolicy, termsOfService, type LegalLocale } from './legal-content';
import { LegalText } from './legal-text';

export default function LegalPage({ doc }: { doc: 'privacy' | 'terms' }) {
  const { t, i18n } = useTranslation();
  const locale: LegalLocale = i18n.language === 'en' ? 'en' : 'es';
  const content = (doc === 'privacy' ? privacyPolicy : termsOfService)[locale];
  return (
    <div className="flex min-h-screen flex-col">
      <MinimalHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pb-12">
        <article className="space-y-6">
          <header className="space-y-2 border-b border-border pb-4">
            <h1 className="text-3xl font-bold tracking-tight">{content.title}</h1>
            <p className="text-sm text-muted-foreground">
              {t('legal.version', { version: content.version })} ·{' '}
              {t('legal.updated', { date: content.updated })}
            </p>
            <p>{content.intro}</p>
          </header>
          <nav
            aria-label={t('legal.contents')}
            className="rounded-md border border-border bg-muted/40 p-4 text-sm"
          >
            <ol className="list-decimal space-y-1 pl-5">
              {content.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-primary hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {content.sections.map((section, index) => (
            <section key={section.id} id={section.id} className="scroll-mt-6 space-y-2">
              <h2 className="text-xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i} className="leading-relaxed text-foreground/90">
                  <LegalText text={paragraph} />
                </p>
              ))}
              {section.items && (
                <ul className="list-disc space-y-1 pl-6">
                  {section.items.map((item, i) => (
                    <li key={i}>
                      <LegalText text={item} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="text-sm text-muted-foreground">
            <Link to="/" className="text-primary hover:underline">
              {t('common.backHome')}
            </Link>
          </p>
        </article>
      </main>
      <Footer variant="minimal" />
    </div>
  );
}
