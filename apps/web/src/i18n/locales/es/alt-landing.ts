/** The alternate landing (/alt): its own copy, in leads. Loaded with its page, not with `/`. */
export default {
  nav: {
    label: 'Secciones',
    features: 'Qué recibes',
    pricing: 'Leads por plan',
  },
  hero: {
    badge: '{{credits}} créditos gratis al registrarte',
    title: 'Deja de buscar clientes a mano: recibe la lista hecha',
    subtitle:
      'Elige un sector y una ciudad. LeadAtlas encuentra los negocios, visita sus webs y te entrega cada lead con teléfono y web y, si lo pides, email verificado y persona de contacto.',
    highlight:
      'Con el plan {{plan}}: {{basic}} leads al mes con teléfono y web, o {{email}} con email verificado.',
    primary: 'Crear cuenta gratis',
    secondary: 'Ver cuántos leads incluye cada plan',
    gift: {
      title: 'Lo que compran tus {{credits}} créditos de regalo',
      basic: 'leads con teléfono y web',
      verified_email: 'leads con email verificado',
      perSearch: 'Hasta {{leads}} leads por búsqueda en el plan gratuito',
    },
  },
  features: {
    eyebrow: 'Qué recibes',
    title: 'Leads listos para llamar, escribir o cargar en tu CRM',
    subtitle:
      'Cada lead sale de mapas públicos y de la web del propio negocio, y llega con lo que pagaste.',
    items: {
      places: {
        title: 'Cualquier sector, cualquier ciudad',
        text: 'Buscamos negocios en mapas públicos y recorremos la zona entera, no solo los primeros resultados, sin repetir ninguno.',
      },
      verified: {
        title: 'Emails comprobados',
        text: 'Preguntamos al servidor de correo de cada dirección si la acepta, sin enviar ningún mensaje; solo cobramos como verificado lo que el servidor confirma.',
      },
      contact: {
        title: 'A quién preguntar',
        text: 'Leemos el equipo, el «quiénes somos» y el aviso legal de cada web para darte el nombre y el cargo de una persona de contacto (Growth y Pro).',
      },
      live: {
        title: 'Míralos llegar',
        text: 'La búsqueda corre en nuestros servidores: ves cada etapa y los primeros leads en cuanto existen, aunque cierres la pestaña y vuelvas.',
      },
      export: {
        title: 'Directo a tus herramientas',
        text: 'Descarga un CSV o envía los leads a HubSpot, Pipedrive, Instantly, lemlist o a un webhook (integraciones desde Growth).',
      },
      fair: {
        title: 'Pagas por lead entregado',
        text: 'Cada lead se cobra solo por los campos que encontramos, y un lead que tu organización ya recibió no se cobra otra vez.',
      },
    },
  },
  pricing: {
    eyebrow: 'Precios en leads',
    title: 'Cuántos leads incluye cada plan',
    subtitle: 'Los mismos planes y precios de LeadAtlas, contados en leads al mes.',
    leadsUnit: 'leads al mes',
    basic: 'con teléfono y web',
    verifiedEmail: 'o {{leads}} con email verificado',
    noEmail: 'sin emails (desde Growth)',
    free: 'Empieza gratis: {{credits}} créditos al registrarte son {{basic}} leads con teléfono y web o {{email}} con email verificado (hasta {{maxLeads}} leads por búsqueda en el plan gratuito).',
    freeCta: 'Crear cuenta gratis',
    method:
      'Cómo contamos: cada lead al precio completo de sus campos, {{basic}} créditos con teléfono y web y {{email}} con email verificado. Solo pagas los campos que encontramos y un lead repetido no se cobra de nuevo, así que tus créditos suelen rendir más. Los filtros avanzados suman {{surcharge}} créditos por lead.',
  },
  cta: {
    title: 'Tu primera lista, gratis',
    text: 'Crea tu cuenta y recibe {{credits}} créditos: {{basic}} leads con teléfono y web para probar con tu propio mercado. Sin tarjeta de crédito.',
    button: 'Crear cuenta gratis',
  },
};
