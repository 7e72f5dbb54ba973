import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button';
import { Footer } from '../components/layout/footer';
import { Logo } from '../components/layout/logo';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    console.warn('404: no route for', location.pathname);
  }, [location.pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto w-full max-w-6xl px-4 py-4">
        <Logo />
      </header>
      <main
        id="main"
        className="flex flex-1 flex-col items-center justify-center gap-4 px-4 text-center"
      >
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="text-2xl font-semibold">{t('common.notFound')}</h1>
        <p className="text-muted-foreground">{t('common.notFoundText')}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t('common.backHome')}
        </Link>
      </main>
      <Footer variant="minimal" />
    </div>
  );
}
