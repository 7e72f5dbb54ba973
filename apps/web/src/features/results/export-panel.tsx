import { Plug, Send, Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/**
 * The three destinations beside CSV. They need a connected integration (a later issue); until
 * then the buttons say so instead of pretending.
 */
export function OtherDestinations() {
  const { t } = useTranslation();
  const destinations = [
    { id: 'crm', icon: Plug, label: t('results.export.crm') },
    { id: 'automation', icon: Workflow, label: t('results.export.automation') },
    { id: 'cold-email', icon: Send, label: t('results.export.coldEmail') },
  ];
  return (
    <Card className="p-4">
      <h2 className="text-sm font-semibold">{t('results.export.title')}</h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {destinations.map(({ id, icon: Icon, label }) => (
          <Button
            key={id}
            variant="outline"
            size="sm"
            disabled
            aria-describedby="destinations-hint"
            data-testid={`export-${id}`}
          >
            <Icon className="h-4 w-4" aria-hidden />
            {label}
          </Button>
        ))}
      </div>
      <p id="destinations-hint" className="mt-2 text-xs text-muted-foreground">
        {t('results.export.connectHint')}
      </p>
    </Card>
  );
}
