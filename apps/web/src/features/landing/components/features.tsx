import {
  Coins,
  FileDown,
  MailCheck,
  MapPin,
  Share2,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

export interface FeatureItem {
  id: string;
  icon: LucideIcon;
}

const FEATURES: readonly FeatureItem[] = [
  { id: 'search', icon: MapPin },
  { id: 'email', icon: MailCheck },
  { id: 'contact', icon: UserRound },
  { id: 'social', icon: Share2 },
  { id: 'export', icon: FileDown },
  { id: 'credits', icon: Coins },
];

/**
 * A features grid: `texts` is the dictionary path holding eyebrow, title, subtitle and
 * items.<id>.{title,text}, so each landing tells its own story in the same layout.
 */
export function FeatureSection({
  texts,
  items,
}: {
  texts: 'landing.features' | 'altLanding.features';
  items: readonly FeatureItem[];
}) {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-primary">{t(`${texts}.eyebrow`)}</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight">
            {t(`${texts}.title`)}
          </h2>
          <p className="mt-3 text-muted-foreground">{t(`${texts}.subtitle`)}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((feature) => {
            const Icon = feature.icon;
            return (
              <li key={feature.id}>
                <Card className="h-full p-5">
                  <span className="inline-flex h-9 w-9 items-center justify-center rounded-md bg-accent text-accent-foreground">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <h3 className="mt-4 font-semibold">{t(`${texts}.items.${feature.id}.title`)}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">
                    {t(`${texts}.items.${feature.id}.text`)}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function Features() {
  return <FeatureSection texts="landing.features" items={FEATURES} />;
}
