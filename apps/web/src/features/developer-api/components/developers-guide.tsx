import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, WEBHOOK_SECRET_OVERLAP_HOURS } from '@leadatlas/shared';
import {
  ERROR_EXAMPLE,
  FLOW_STEPS,
  flowExamples,
  VERIFY_EXAMPLE,
  WEBHOOK_EXAMPLE,
} from '../guide-examples';
import { CodeBlock } from './code-block';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6 space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const code = <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]" />;

/** The short guide above the reference: a key, the header, the common flow, limits, errors, webhooks. */
export function DevelopersGuide({ origin }: { origin: string }) {
  const { t } = useTranslation();
  const examples = flowExamples(origin);
  return (
    <div className="space-y-10">
      <Section id="keys" title={t('developers.keys.title')}>
        <p>
          <Trans
            i18nKey="developers.keys.text"
            components={{
              tab: <Link to="/integrations/api" className="text-primary underline" />,
            }}
          />
        </p>
        <p>
          <Trans i18nKey="developers.keys.header" components={{ code }} />
        </p>
        <CodeBlock
          code={examples.setup}
          label={t('developers.keys.setupLabel')}
          data-testid="example-setup"
        />
      </Section>

      <Section id="flow" title={t('developers.flow.title')}>
        <p>{t('developers.flow.text')}</p>
        <ol className="space-y-6">
          {FLOW_STEPS.map((step, index) => (
            <li key={step} className="space-y-2">
              <h3 className="font-semibold">
                {index + 1}. {t(`developers.flow.${step}.title`)}
              </h3>
              <p className="text-sm text-muted-foreground">
                <Trans i18nKey={`developers.flow.${step}.text`} components={{ code }} />
              </p>
              <CodeBlock
                code={examples[step]}
                label={t(`developers.flow.${step}.title`)}
                data-testid={`example-${step}`}
              />
            </li>
          ))}
        </ol>
      </Section>

      <Section id="limits" title={t('developers.limits.title')}>
        <p>
          <Trans i18nKey="developers.limits.text" components={{ code }} />
        </p>
      </Section>

      <Section id="errors" title={t('developers.errors.title')}>
        <p>
          <Trans i18nKey="developers.errors.text" components={{ code }} />
        </p>
        <CodeBlock code={ERROR_EXAMPLE} label={t('developers.errors.title')} />
        <ul className="list-disc space-y-1 pl-6 text-sm">
          {(['401', '402', '403', '404', '422', '429'] as const).map((status) => (
            <li key={status}>
              <Trans i18nKey={`developers.errors.status.${status}`} components={{ code }} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="webhooks" title={t('developers.webhooks.title')}>
        <p>
          <Trans
            i18nKey="developers.webhooks.text"
            components={{
              code,
              tab: <Link to="/integrations/api" className="text-primary underline" />,
            }}
          />
        </p>
        <ul className="list-disc space-y-1 pl-6 text-sm">
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <code className="font-mono text-[0.85em]">{event}</code>:{' '}
              {t(`developerApi.events.${event.replace('.', '_')}`)}
            </li>
          ))}
        </ul>
        <CodeBlock code={WEBHOOK_EXAMPLE} label={t('developers.webhooks.bodyLabel')} />
        <p>
          <Trans
            i18nKey="developers.webhooks.signature"
            values={{ hours: WEBHOOK_SECRET_OVERLAP_HOURS }}
            components={{ code }}
          />
        </p>
        <CodeBlock code={VERIFY_EXAMPLE} label={t('developers.webhooks.verifyLabel')} />
        <p className="text-sm text-muted-foreground">{t('developers.webhooks.retries')}</p>
      </Section>
    </div>
  );
}
