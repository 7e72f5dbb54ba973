export default {
  title: 'Usamos cookies',
  text: 'Las cookies funcionales son necesarias para iniciar sesión y recordar tus preferencias. Con tu permiso, usamos también cookies de analítica y de marketing.',
  privacyLink: 'Política de privacidad',
  personalize: 'Personalizar',
  rejectAll: 'Rechazar todo',
  acceptAll: 'Aceptar todo',
  dialogTitle: 'Preferencias de cookies',
  dialogText:
    'Elige qué cookies aceptas. Puedes cambiarlo cuando quieras desde el enlace «Cookies» al pie de la página.',
  functional: {
    title: 'Funcionales (siempre activas)',
    text: 'Sesión, idioma, tema y estas mismas preferencias.',
  },
  analytics: {
    title: 'Analítica',
    text: 'Eventos propios (páginas vistas, desplazamiento, clics) para mejorar el producto. No se comparten con terceros.',
  },
  marketing: {
    title: 'Marketing',
    text: 'Medir campañas y mostrarte contenido relevante.',
  },
  gdpr: 'Conforme al RGPD, tu consentimiento se guarda con un identificador de visitante y puedes retirarlo en cualquier momento.',
  save: 'Guardar preferencias',
  saving: 'Guardando...',
  showBanner: 'Volver a mostrar el banner',
  panelTitle: 'Configuración de cookies',
  panelText: 'Elige qué cookies aceptas en este navegador. Puedes cambiarlo cuando quieras.',
  saved: 'Preferencias guardadas',
  gdprRights:
    'También puedes descargar todos tus datos o eliminar tu cuenta desde «Mi cuenta», y pedirnos acceso, rectificación o supresión en cualquier momento.',
};
