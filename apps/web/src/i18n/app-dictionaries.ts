/**
 * The signed-in screens' texts, registered when the first of those screens loads: they stay out
 * of the landing's first paint. Every signed-in page imports this module for its side effect.
 */
import i18n from './index';
import es from './locales/es/app';
import en from './locales/en/app';

i18n.addResourceBundle('es', 'translation', es, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
