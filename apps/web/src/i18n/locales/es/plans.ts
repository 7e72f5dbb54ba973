/** /plans: monthly plans and credit packs. Plan names and features are the landing's texts. */
export default {
  title: 'Planes y créditos',
  crumb: 'Planes',
  subtitle: 'Elige un plan mensual o compra un pack de créditos para {{org}}.',
  currentPlan: 'Plan actual',
  currentPlanSummary: 'Plan actual: {{plan}}',
  balance: '{{credits}} créditos disponibles',
  tabs: {
    label: 'Qué quieres comprar',
    plans: 'Planes mensuales',
    packs: 'Comprar créditos',
  },
  choose: 'Elegir {{plan}}',
  chooseLabel: 'Elegir el plan {{plan}}',
  renewsMonthly: 'Se renueva cada mes. Cancela cuando quieras.',
  planCreditsNote:
    'Los créditos del plan llegan cada mes y los que no uses caducan al renovarse; se gastan antes que los de los packs.',
  packs: {
    name: '{{credits}} créditos',
    perCredit: '{{price}} por crédito',
    oneTime: 'Pago único',
    bestValue: 'Mejor valor',
    buy: 'Comprar',
    buyLabel: 'Comprar {{credits}} créditos por {{price}}',
    note: 'Los créditos de los packs no caducan y se suman al saldo de tu organización.',
    descriptions: {
      'pack-100': 'Para completar una búsqueda puntual.',
      'pack-500': 'Para prospectar todas las semanas.',
      'pack-1000': 'Para equipos que buscan a diario.',
      'pack-5000': 'Para campañas grandes, al menor precio por crédito.',
    },
  },
  subscription: {
    title: 'Tu suscripción',
    plan: 'Plan {{plan}}',
    status: {
      incomplete: 'Pendiente de pago',
      active: 'Activa',
      past_due: 'Pago atrasado',
      canceled: 'Cancelada',
      unpaid: 'Impagada',
    },
    manage: 'Gestionar suscripción',
    manageHint: 'Cambia de plan, actualiza la tarjeta o cancela desde el portal de pagos.',
    manageHintTest: 'Cambia de plan o cancela desde la página de gestión del modo de prueba.',
    opening: 'Abriendo el portal…',
    portalFailed: 'No se pudo abrir el portal de pagos. Inténtalo de nuevo en unos minutos.',
    testMode:
      'Modo de prueba: no hay proveedor de pagos configurado y no se cobra nada. Los cambios de plan y la cancelación se simulan en «Gestionar suscripción» con los mismos eventos que enviaría el proveedor.',
  },
  ownerManagesPlan:
    'Solo la persona propietaria de {{org}} puede contratar o cambiar el plan. Tú puedes comprar paquetes de créditos.',
  cannotManage:
    'Solo las personas propietarias o administradoras de {{org}} pueden comprar créditos, y solo la propietaria puede contratar un plan. Pídeselo a una de ellas.',
  loadError: 'No se pudo cargar la facturación de tu organización. Los precios siguen disponibles.',
  retry: 'Reintentar',
  viewPlans: 'Ver planes',
  quickAction: {
    title: 'Planes y créditos',
    text: 'Cambia de plan o compra más créditos.',
  },
};
