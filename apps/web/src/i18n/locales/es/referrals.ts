/** /referrals (spec 001 §2.12, §4, §8) and the dashboard's referral card. */
export default {
  crumb: 'Referidos',
  title: 'Invita amigos y gana créditos',
  subtitle:
    'Recibes {{reward}} créditos por cada amigo que se registre con tu enlace y confirme su email, y tu amigo recibe {{bonus}} al registrarse.',
  stats: {
    friendsInvited: 'Amigos invitados',
    friendsInvitedHint: 'Se registraron con uno de tus códigos.',
    creditsEarned: 'Créditos ganados',
    creditsEarnedHint: 'Ya están en tu cuenta personal.',
    creditsPending: 'Créditos pendientes',
    creditsPendingHint: 'Llegan cuando tus amigos confirmen su email.',
  },
  codes: {
    title: 'Tus códigos',
    generate: 'Generar nuevo código',
    generating: 'Generando…',
    limit: 'Tienes {{limit}} códigos sin usar: comparte uno antes de crear otro.',
    linkLabel: 'Enlace de invitación del código {{code}}',
    copy: 'Copiar',
    copied: 'Copiado',
    copyLabel: 'Copiar el enlace del código {{code}}',
    manualCopy: 'Enlace seleccionado: pulsa Ctrl+C (⌘C en Mac) para copiarlo.',
    awaiting: 'Tu amigo se registró. Recibirás {{reward}} créditos cuando confirme su email.',
  },
  create: {
    title: 'Crea tu código de referido',
    text: 'Un código te da un enlace para compartir. Cada código sirve para un amigo; crea otro cuando lo necesites.',
    action: 'Crear mi código',
  },
  status: {
    pending: 'Pendiente',
    completed: 'Registrado',
    rewarded: 'Completado',
  },
  blocked: {
    label: 'Sin recompensa: {{reason}}',
    self_referral: 'la dirección del registro es la tuya',
    disposable_email: 'el registro usó una dirección desechable',
  },
  toast: {
    created: '¡Código creado!',
    createdText: 'Copia el enlace y compártelo con tus amigos.',
    createFailed: 'No se pudo crear el código de referido',
    generateFailed: 'No se pudo generar el código de referido',
    retryLater: 'Inténtalo de nuevo en unos minutos.',
  },
  how: {
    title: 'Cómo funciona',
    steps: {
      create: {
        title: 'Crea tu código',
        text: 'Genera un código y obtén tu enlace de invitación.',
      },
      share: {
        title: 'Comparte tu enlace',
        text: 'Envíalo a un amigo por email, chat o redes.',
      },
      signup: {
        title: 'Tu amigo se registra',
        text: 'Crea su cuenta con tu enlace y recibe {{bonus}} créditos extra.',
      },
      confirm: {
        title: 'Confirma su email',
        text: 'En cuanto lo confirma, recibes {{reward}} créditos en tu cuenta personal.',
      },
    },
  },
  history: {
    title: 'Historial',
    empty: 'Aún no tienes códigos',
    emptyText: 'Crea tu primer código para invitar a un amigo.',
    columns: {
      code: 'Código',
      status: 'Estado',
      created: 'Creado',
      credits: 'Créditos',
    },
    creditsPending: '{{credits}} pendientes',
    none: 'Aún ninguno',
  },
  faq: {
    title: 'Preguntas frecuentes',
    items: {
      reward: {
        q: '¿Cuántos créditos recibo?',
        a: 'Recibes {{reward}} créditos por cada amigo que se registre con tu enlace, cuando confirme su email. Tu amigo recibe {{bonus}} créditos al registrarse, además de los {{gift}} de bienvenida.',
      },
      limit: {
        q: '¿Hay un límite de invitaciones?',
        a: 'No: puedes invitar a tantos amigos como quieras. Cada código sirve para un amigo y puedes tener hasta {{limit}} códigos sin usar a la vez.',
      },
      expiry: {
        q: '¿Caducan los créditos de las invitaciones?',
        a: 'No. Los créditos por invitar amigos no caducan.',
      },
      where: {
        q: '¿Dónde veo los créditos?',
        a: 'Llegan a tu cuenta personal: los verás en el historial de créditos y te avisamos con una notificación.',
      },
      blocked: {
        q: '¿Cuándo no hay recompensa?',
        a: 'Cuando el registro usa tu propia dirección (también con variantes como +etiquetas o puntos en Gmail) o una dirección desechable: entonces nadie recibe los créditos del referido.',
      },
    },
  },
  loadError: 'No se pudieron cargar tus referidos.',
  retry: 'Reintentar',
  dashboardCard: {
    title: 'Invita a tus amigos',
    text: '{{reward}} créditos por cada referido y {{bonus}} para tu amigo.',
    action: 'Ver mis referidos',
  },
  menu: 'Referidos',
};
