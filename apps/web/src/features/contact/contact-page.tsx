import '../../i18n/app-dictionaries';
import { useTranslation } from 'react-i18next';
import { Footer } from '../../components/layout/footer';
import { MinimalHeader } from '../../components/layout/minimal-header';
import { Skeleton } from '../../components/ui/skeleton';
import { displayName, useSession } from '../session/use-session';
import { ContactForm } from './components/contact-form';
import { ContactInfo, SupportCard } from './components/contact-aside';

/**
 * Spec 001 §2.15, public (§2.1): the commercial contact form, a card pointing to technical
 * support and the contact information. Signed in, the name and address come filled in.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  const { data: me, isPending } = useSession();
  return (
    <div className="flex min-h-screen flex-col">
      <MinimalHeader wide />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pb-12">
        <header className="mb-6 space-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('contact.title')}</h1>
          <p className="max-w-2xl text-muted-foreground">{t('contact.subtitle')}</p>
        </header>
        <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {isPending ? (
            <Skeleton className="h-[30rem] w-full" />
          ) : (
            <ContactForm name={displayName(me, '')} email={me?.user.email ?? ''} />
          )}
          <aside className="min-w-0 space-y-4">
            <SupportCard signedIn={Boolean(me)} />
            <ContactInfo />
          </aside>
        </div>
      </main>
      <Footer variant="minimal" />
    </div>
  );
}
