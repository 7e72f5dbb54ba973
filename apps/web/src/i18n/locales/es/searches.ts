/** Words every search screen shares: statuses, stages, run-search errors (spec 000 §8). */
export default {
  status: {
    pending: 'Pendiente',
    queued: 'En cola',
    processing: 'Procesando',
    completed: 'Completada',
    failed: 'Fallida',
    cancelled: 'Cancelada',
  },
  stage: {
    waiting: 'Esperando turno',
    finding_places: 'Buscando negocios',
    enriching: 'Enriqueciendo contactos',
    done: 'Terminada',
  },
  started: 'Búsqueda iniciada',
  startedId: 'ID: {{id}}',
  created: 'Búsqueda creada',
  errors: {
    startFailed: 'No se pudo iniciar la búsqueda',
    processFailed: 'Error al procesar la búsqueda. Intenta nuevamente.',
    insufficient:
      'Créditos insuficientes: Necesitas {{required}} créditos, pero solo tienes {{available}}',
    localCredits: 'Necesitas {{n}} créditos. Actualmente tienes {{m}}.',
    wizardIncomplete: 'Debes completar todos los pasos del wizard',
    noData: 'No se encontraron datos de la búsqueda',
    requiredFields: 'Por favor completa todos los campos requeridos',
    unauthenticated: 'Debes estar autenticado para realizar una búsqueda',
    plan_field_locked: 'Tu plan no incluye este dato. Disponible desde {{plan}}.',
    plan_filter_locked: 'Los filtros avanzados están disponibles desde {{plan}}.',
    plan_max_leads: 'Tu plan permite hasta 10 leads por búsqueda. Mejora a {{plan}} para más.',
    exportUnavailable:
      'Conecta esta herramienta en Integraciones para exportar allí. Por ahora elige CSV.',
    locationNotFound: 'No encontramos esa ubicación. Escribe una ciudad o región.',
    locationAmbiguous: 'La ubicación es ambigua. ¿Te refieres a: {{candidates}}?',
    sourceUnavailable: 'La fuente de negocios no responde ahora mismo. Inténtalo en unos minutos.',
    loadList: 'No se pudieron cargar las búsquedas',
    loadLeads: 'No se pudieron cargar los resultados',
    notFound: 'Esta búsqueda no existe o no pertenece a tu organización.',
  },
  failure: {
    source_unavailable: 'La fuente de negocios no respondió. No se te cobró nada.',
    timeout: 'La búsqueda superó el tiempo máximo. Solo se cobran los leads entregados.',
    internal_error: 'Ocurrió un error interno. Solo se cobran los leads entregados.',
    location_not_found: 'No encontramos esa ubicación.',
  },
};
