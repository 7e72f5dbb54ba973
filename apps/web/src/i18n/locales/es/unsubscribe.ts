/** The one-click unsubscribe page (/unsubscribe/:token). */
export default {
  title: 'Darte de baja',
  lists: {
    user: 'los correos de recordatorio de LeadAtlas',
    newsletter: 'el boletín de LeadAtlas',
  },
  confirmText: 'Dejarás de recibir {{list}} en {{email}}.',
  keeps: {
    user: 'Seguirás recibiendo los correos necesarios de tu cuenta: confirmaciones, contraseña y pagos.',
    newsletter: 'Podrás volver a suscribirte cuando quieras desde la página principal.',
  },
  confirm: 'Darme de baja',
  confirming: 'Dándote de baja…',
  doneTitle: 'Te diste de baja',
  doneText: 'Ya no enviaremos {{list}} a {{email}}.',
  invalidTitle: 'Este enlace de baja no es válido',
  invalidText:
    'Puede que esté incompleto o mal copiado. Ábrelo de nuevo desde el correo; si sigue sin funcionar, escríbenos.',
  contact: 'Escríbenos',
  loadError: 'No se pudo cargar el enlace de baja. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  failed: 'No se pudo completar la baja. Inténtalo de nuevo.',
  home: 'Ir a LeadAtlas',
};
