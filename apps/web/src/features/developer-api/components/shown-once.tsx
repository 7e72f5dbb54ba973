import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ShownOnce as ShownOnceFrame } from '../../../components/ui/shown-once';

/** An API key or a signing secret of the API tab, shown this once. */
export function ShownOnce(props: Omit<ComponentProps<typeof ShownOnceFrame>, 'labels'>) {
  const { t } = useTranslation();
  return (
    <ShownOnceFrame
      {...props}
      labels={{
        copy: t('developerApi.once.copy'),
        copied: t('developerApi.once.copied'),
        copyFailed: t('developerApi.once.copyFailed'),
        warning: t('developerApi.once.warning'),
        done: t('developerApi.once.done'),
      }}
    />
  );
}
