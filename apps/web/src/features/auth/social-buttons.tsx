import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SocialProvider } from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { usePublicConfig } from '../../api/public-config';
import { socialSignIn } from './auth-api';

const LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X',
  apple: 'Apple',
};

function isIos(): boolean {
  const ua = navigator.userAgent;
  return (
    /iPad|iPhone|iPod/.test(ua) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

/**
 * Only providers whose keys are configured; Apple only on iOS devices. The provider sends the
 * browser back to `returnPath` (a path of this app, lib/return-path.ts).
 */
export function SocialButtons({ returnPath = '/dashboard' }: { returnPath?: string }) {
  const { t } = useTranslation();
  const { data } = usePublicConfig();
  const providers = (data?.socialProviders ?? []).filter((p) => p !== 'apple' || isIos());
  if (providers.length === 0) return null;
  return (
    <div className="mb-4 space-y-2">
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          className="w-full"
          onClick={async () => {
            try {
              const result = await socialSignIn(provider, returnPath);
              if (result.url) window.location.assign(result.url);
              else throw new Error('no url');
            } catch {
              toast.error(t('errors.social'));
            }
          }}
        >
          {t('auth.social.continueWith', { provider: LABELS[provider] })}
        </Button>
      ))}
      <p className="py-1 text-center text-xs text-muted-foreground">{t('auth.social.or')}</p>
    </div>
  );
}
