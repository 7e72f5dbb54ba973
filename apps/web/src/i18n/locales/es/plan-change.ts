/** Plan changes on a live subscription (decision 0017): /plans buttons, /billing/manage, dialogs. */
export default {
  crumb: 'Gestionar suscripción',
  title: 'Gestionar suscripción',
  subtitle: 'Cambia de plan o cancela la suscripción de {{org}}.',
  testBanner: 'Modo de prueba',
  testExplanation:
    'No hay un proveedor de pagos configurado, así que aquí no se cobra nada. Cada cambio genera los mismos eventos firmados que enviaría el proveedor de pagos, y los procesa el mismo código.',
  rules:
    'Mejorar de plan es inmediato y suma la diferencia de créditos del plan. Bajar de plan o cancelar se aplica al terminar el periodo; hasta entonces conservas tu plan y sus créditos.',
  next: {
    renews: 'Se renueva el {{date}}.',
    changes: 'Cambia a {{plan}} el {{date}}.',
    ends: 'Termina el {{date}}.',
    keepsUntil: 'Hasta entonces conservas {{plan}} y sus créditos.',
  },
  badge: {
    current: 'Plan actual',
    scheduled: 'Programado',
  },
  upgrade: 'Mejorar a {{plan}}',
  upgradeHint: 'Al instante: +{{credits}} créditos en este periodo.',
  downgrade: 'Cambiar a {{plan}}',
  downgradeHint: 'A partir del {{date}}.',
  scheduledHint: 'Empieza el {{date}}.',
  scheduledButton: 'Programado',
  summary: {
    title: 'Tu suscripción',
    plan: 'Plan {{plan}}',
    balance: 'Saldo',
    planCredits: 'Créditos del plan',
    price: '{{price}}/mes · {{credits}} créditos al mes',
  },
  change: {
    title: 'Cambiar de plan',
  },
  cancel: {
    title: 'Cancelar la suscripción',
    text: 'La suscripción sigue hasta el {{date}}; después tu organización pasa al plan Gratis. Los créditos de packs y regalos se mantienen.',
    action: 'Cancelar la suscripción',
  },
  keep: {
    titleScheduled: 'Cambio programado',
    titleEnding: 'Cancelación programada',
    textScheduled:
      'El {{date}} tu plan pasa de {{current}} a {{plan}}. Puedes deshacerlo hasta entonces.',
    textEnding:
      'El {{date}} termina tu plan {{current}} y pasas al plan Gratis. Puedes deshacerlo hasta entonces.',
    action: 'Mantener {{plan}}',
  },
  endPeriod: {
    title: 'Simular el fin del periodo',
    text: 'Solo en modo de prueba: termina ahora el periodo en curso, como si hubiera llegado el {{date}}. Se aplica lo que toque: la renovación con sus créditos, el cambio programado o la cancelación.',
    action: 'Terminar el periodo ahora',
  },
  portal: {
    title: 'Portal de pagos',
    text: 'Los cambios de plan, la tarjeta y la cancelación se gestionan en el portal de pagos seguro. Mejorar es inmediato; bajar de plan o cancelar se aplica al terminar el periodo.',
  },
  none: {
    title: 'Tu organización no tiene una suscripción',
    text: 'Elige un plan mensual para empezar; después podrás cambiarlo o cancelarlo aquí.',
  },
  loadError: 'No se pudo cargar la suscripción.',
  dialog: {
    upgradeTitle: '¿Mejorar a {{plan}}?',
    upgradeText:
      'El cambio es inmediato: hoy se cobra la parte proporcional de la diferencia de precio hasta el {{date}} y se suman {{credits}} créditos del plan a tu saldo. Desde el {{date}} el plan se renueva a {{price}}/mes con {{monthly}} créditos al mes.',
    downgradeTitle: '¿Cambiar a {{plan}}?',
    downgradeText:
      'Conservas {{current}} y sus créditos hasta el {{date}}. Ese día empieza {{plan}} ({{price}}/mes, {{monthly}} créditos al mes) y los créditos del plan que no hayas usado caducan, como en cada renovación. Puedes deshacerlo antes.',
    cancelTitle: '¿Cancelar la suscripción?',
    cancelText:
      'Conservas {{current}} y sus créditos hasta el {{date}}. Después tu organización pasa al plan Gratis y caducan los créditos del plan que queden; los de packs y regalos se mantienen. Puedes deshacerlo antes.',
    endPeriodTitle: '¿Terminar el periodo ahora?',
    endPeriodText:
      'Modo de prueba: el periodo que termina el {{date}} termina ahora. Se aplica la renovación, el cambio programado o la cancelación, como lo haría el proveedor de pagos.',
    confirmUpgrade: 'Mejorar ahora',
    confirmDowngrade: 'Programar el cambio',
    confirmCancel: 'Cancelar la suscripción',
    confirmEndPeriod: 'Terminar el periodo',
    back: 'Volver',
  },
  done: {
    upgrade: 'Ya tienes el plan {{plan}}: +{{credits}} créditos.',
    downgrade: 'Cambio a {{plan}} programado para el {{date}}.',
    cancel: 'Suscripción cancelada: termina el {{date}}.',
    keep: 'Conservas el plan {{plan}}.',
    endPeriod: 'Periodo terminado: ahora tienes el plan {{plan}}.',
  },
  errors: {
    no_subscription: 'Tu organización ya no tiene una suscripción activa. Revisa tu plan.',
    plan_unchanged: 'Tu organización ya tiene ese plan.',
    portal_required: 'Los cambios de plan se hacen en el portal de pagos.',
    nothing_scheduled: 'No hay ningún cambio programado que deshacer.',
    forbidden:
      'Solo las personas propietarias o administradoras de la organización pueden cambiar el plan.',
    failed: 'No se pudo cambiar la suscripción. Inténtalo de nuevo en unos minutos.',
  },
};
