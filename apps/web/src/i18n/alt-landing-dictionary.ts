/**
 * The alternate landing's texts, registered when its lazy page loads: they stay out of the
 * main landing's first paint, and /alt does not load the signed-in screens' texts either.
 */
import i18n from './index';
import es from './locales/es/alt-landing';
import en from './locales/en/alt-landing';

i18n.addResourceBundle('es', 'translation', { altLanding: es }, true, false);
i18n.addResourceBundle('en', 'translation', { altLanding: en }, true, false);
