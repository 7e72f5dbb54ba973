export default {
  nav: {
    label: 'Navegación principal',
    features: 'Funciones',
    pricing: 'Precios',
    faq: 'Preguntas frecuentes',
    login: 'Iniciar sesión',
    signup: 'Registrarse',
  },
  hero: {
    badge: '{{credits}} créditos gratis al registrarte',
    title: 'Encuentra leads B2B cualificados en 90 segundos',
    subtitle:
      'Busca negocios por sector y ciudad en datos de mapas y obtén emails verificados, teléfonos y perfiles sociales, listos para exportar a tu CRM.',
    primary: 'Empezar gratis',
    secondary: 'Ver precios',
    trustLabel: 'Condiciones de la prueba',
    trial: 'Prueba gratis de {{leads}} leads',
    noCard: 'Sin tarjeta de crédito',
    cancel: 'Cancela cuando quieras',
    haveAccount: '¿Ya tienes cuenta?',
    login: 'Inicia sesión',
  },
  howItWorks: {
    eyebrow: 'Cómo funciona',
    title: 'De la búsqueda al CRM en tres pasos',
    subtitle: 'Sin código y sin listas compradas: los datos se buscan para ti en cada búsqueda.',
    step: 'Paso {{n}}',
    steps: {
      find: {
        title: 'Busca',
        text: 'Indica el sector o la profesión, la ciudad y el tamaño de empresa. Encontramos los negocios en datos de mapas y aplicamos tus filtros.',
      },
      enrich: {
        title: 'Enriquece',
        text: 'Elige los campos que necesitas. Revisamos la web de cada negocio para sacar emails, teléfonos, redes sociales y personas de contacto, y verificamos cada email.',
      },
      export: {
        title: 'Exporta',
        text: 'Ve los leads en cuanto están listos, descárgalos en CSV o envíalos a tu CRM, a tu herramienta de automatización o de cold email.',
      },
    },
  },
  features: {
    eyebrow: 'Funciones',
    title: 'Todo lo que necesitas para prospectar negocios locales',
    subtitle:
      'Datos públicos de empresas, enriquecidos y verificados, con un precio claro por campo.',
    items: {
      search: {
        title: 'Búsqueda en mapas por sector y ciudad',
        text: 'Busca por palabra clave o profesión y ubicación. Filtra por teléfono visible, web activa, valoración mínima, solo propietarios o sector.',
      },
      email: {
        title: 'Email verificado',
        text: 'Comprobamos la sintaxis, los registros MX y el buzón por SMTP, y marcamos dominios catch-all, direcciones desechables y genéricas.',
      },
      contact: {
        title: 'Persona de contacto y cargo',
        text: 'El nombre y el cargo de quien decide, extraídos de las páginas de contacto, equipo y aviso legal de la web del negocio.',
      },
      social: {
        title: 'Redes sociales y LinkedIn',
        text: 'Perfiles de Instagram, Facebook, X, TikTok y YouTube, y el perfil de LinkedIn en el plan Pro.',
      },
      export: {
        title: 'Exportación CSV e integraciones',
        text: 'Descarga tus leads en CSV en cualquier plan. Desde Growth, envíalos a tu CRM, a tu herramienta de automatización o de cold email.',
      },
      credits: {
        title: 'Pagas solo lo que se entrega',
        text: 'Cada campo tiene un precio en créditos por lead. Si no encontramos un dato, no lo pagas, y un lead que ya tienes no se vuelve a cobrar.',
      },
    },
  },
  priceTable: {
    eyebrow: 'Créditos',
    title: 'Cuánto cuesta cada dato',
    subtitle: 'Eliges los campos de cada búsqueda y pagas por lead solo los que recibes.',
    caption: 'Coste en créditos por lead, según el campo entregado',
    columns: {
      field: 'Campo',
      credits: 'Créditos por lead',
      note: 'Nota',
      plans: 'Disponible en',
    },
    allPlans: 'Todos los planes',
    fields: {
      business_name: 'Nombre del negocio',
      address: 'Dirección',
      industry_category: 'Categoría',
      rating: 'Valoración',
      website: 'Sitio web',
      phone: 'Teléfono',
      email_basic: 'Email básico',
      email_validated: 'Email verificado',
      social: 'Redes sociales',
      contact_person: 'Persona de contacto',
      contact_title: 'Cargo del contacto',
      linkedin: 'Perfil de LinkedIn',
      revenue: 'Facturación estimada',
      employees: 'Número de empleados',
    },
    notes: {
      business_name: 'siempre incluido',
      address: 'siempre incluida',
      industry_category: 'siempre incluida',
      rating: 'siempre incluida',
      website: 'siempre incluido',
      phone: 'recomendado, siempre incluido',
      email_basic: 'fuentes públicas',
      email_validated: 'verificado por SMTP',
      social: 'Instagram, Facebook, X, TikTok, YouTube',
      contact_person: 'nombre de quien decide',
      contact_title: 'cargo de la persona de contacto',
      linkedin: 'enlace al perfil',
      revenue: 'estimación',
      employees: 'estimación',
    },
    example: {
      title: 'Ejemplo',
      intro: '{{leads}} leads con estos campos:',
      formula: '{{leads}} leads × ({{parts}} = {{perLead}}) = {{total}} créditos',
      website:
        'Sin contar el sitio web, que se incluye siempre y cuesta {{price}} créditos por lead cuando lo encontramos.',
    },
    deliveredOnly:
      'Solo pagas los campos que realmente entregamos: al iniciar una búsqueda reservamos el máximo estimado y, al terminar, cobramos cada lead por los datos encontrados y liberamos el resto.',
    complexFilters:
      'Los filtros avanzados (solo propietarios, valoración mínima superior a 4 o un sector concreto) suman {{credits}} créditos por lead.',
  },
  pricing: {
    eyebrow: 'Precios',
    title: 'Planes sencillos, sin permanencia',
    subtitle: 'Cada plan incluye créditos cada mes. Cambia de plan o cancela cuando quieras.',
    perMonth: '/mes',
    monthlyCredits: '{{credits}} créditos al mes',
    popular: 'Más popular',
    choose: 'Empezar con {{plan}}',
    includes: 'Incluye',
    plans: {
      free: {
        name: 'Gratis',
        description: 'Para probar con tus primeras búsquedas.',
      },
      starter: {
        name: 'Starter',
        description: 'Para empezar a prospectar con teléfono y sitio web.',
      },
      growth: {
        name: 'Growth',
        description: 'Para equipos de ventas que necesitan email verificado y persona de contacto.',
      },
      pro: {
        name: 'Pro',
        description: 'Para equipos que quieren todos los datos, API y webhooks.',
      },
    },
    features: {
      phone_website: 'Teléfono y sitio web',
      verified_email: 'Email verificado (MX + SMTP)',
      social_enrichment: 'Redes sociales',
      contact_person: 'Persona de contacto y cargo',
      linkedin: 'Perfil de LinkedIn',
      revenue_employees: 'Facturación estimada y número de empleados',
      csv_export: 'Exportación CSV',
      integrations:
        'Integraciones con CRM, automatización y cold email (HubSpot, Pipedrive, Instantly, lemlist, Zapier, Make, n8n)',
      team: 'Miembros de equipo',
      advanced_filters: 'Filtros avanzados (propietarios, sector)',
      api_access: 'Acceso a la API',
      custom_webhooks: 'Webhooks personalizados',
      priority_support: 'Soporte prioritario',
    },
    free: 'Plan Gratis: {{credits}} créditos de regalo al registrarte, hasta {{maxLeads}} leads por búsqueda y email verificado incluido. Sin tarjeta de crédito.',
    freeCta: 'Crear cuenta gratis',
    packs:
      '¿Necesitas más? Packs de créditos desde ${{price}}; los créditos de los packs no caducan.',
  },
  faq: {
    eyebrow: 'Preguntas frecuentes',
    title: 'Lo que suele preguntarse',
    privacyLink: 'Lee nuestra política de privacidad',
    items: {
      credits: {
        q: '¿Qué es un crédito?',
        a: 'Es la unidad con la que pagas los datos. Cada campo tiene un precio en créditos por lead (lo ves en la tabla de créditos): por ejemplo, el teléfono cuesta {{phone}} y el email verificado {{email}}. Recibes {{gift}} créditos al registrarte y después los consigues con un plan mensual, con packs o invitando a otras personas.',
      },
      charges: {
        q: '¿Qué se me cobra exactamente?',
        a: 'Solo los campos que entregamos. Al iniciar una búsqueda reservamos el coste máximo estimado (número máximo de leads × precio por lead). Al terminar, cobramos cada lead solo por los datos que de verdad encontramos y liberamos el resto. Un lead que ya entregamos a tu organización en otra búsqueda no se vuelve a cobrar. Si tu saldo no cubre la reserva, la búsqueda no empieza.',
      },
      sources: {
        q: '¿De dónde salen los datos?',
        a: 'Los negocios salen de datos de mapas: OpenStreetMap y Google Places. Los emails, teléfonos, redes sociales y personas de contacto los obtenemos de las webs públicas de los propios negocios (inicio, contacto, quiénes somos y aviso legal).',
      },
      verification: {
        q: '¿Cómo verificáis los emails?',
        a: 'Comprobamos la sintaxis, que el dominio tenga registros MX y, con una consulta SMTP, que el servidor acepte el buzón, sin enviar ningún correo. Detectamos los dominios catch-all (aceptan cualquier dirección) y marcamos las direcciones desechables y genéricas (info@, ventas@…). Ninguna verificación es infalible, pero así evitas la mayoría de los rebotes.',
      },
      cancel: {
        q: '¿Puedo cancelar cuando quiera?',
        a: 'Sí. No hay permanencia y no pedimos tarjeta para empezar. Puedes cancelar tu plan en cualquier momento y deja de renovarse. Los créditos de packs, de regalo y de invitaciones siguen siendo tuyos.',
      },
      expiry: {
        q: '¿Caducan los créditos?',
        a: 'Los créditos mensuales del plan no se acumulan: al renovarse el plan, la parte que no usaste del periodo anterior caduca. Los créditos de packs, el regalo de bienvenida y los de invitaciones no caducan. Siempre se gastan primero los créditos del plan.',
      },
      privacy: {
        q: '¿Y el RGPD y la privacidad?',
        a: 'Trabajamos con datos que las empresas publican en mapas y en sus propias webs. Tú decides cómo los usas y eres responsable de hacerlo conforme al RGPD y a la normativa de comunicaciones comerciales: ten una base legal, identifícate en el primer contacto y atiende las bajas. Tus datos de cuenta y tus búsquedas se tratan según nuestra política de privacidad.',
      },
    },
  },
  cta: {
    title: 'Consigue tus primeros leads hoy',
    text: 'Crea tu cuenta en un minuto y recibe {{credits}} créditos de regalo. Sin tarjeta de crédito y sin permanencia.',
    button: 'Empezar gratis',
  },
  footer: {
    tagline:
      'Leads B2B verificados a partir de datos de mapas. Pagas solo por los datos que recibes.',
  },
};
