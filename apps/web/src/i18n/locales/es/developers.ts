/** /developers (issue 17): the public API's guide; the reference itself is in English. */
export default {
  title: 'API de LeadAtlas',
  subtitle:
    'Lanza búsquedas, sigue su avance y descarga los leads desde tus propios sistemas. Incluida en el plan Pro.',
  baseUrl: 'URL base:',
  copy: 'Copiar: {{what}}',
  copied: 'Copiado al portapapeles',
  toc: {
    label: 'En esta página',
    keys: 'Consigue una clave',
    flow: 'El flujo habitual',
    limits: 'Límites de uso',
    errors: 'Errores',
    webhooks: 'Webhooks y firmas',
    reference: 'Referencia',
  },
  keys: {
    title: 'Consigue una clave',
    text: 'Quien es propietario o administrador de una organización con el plan Pro crea claves en <tab>Integraciones → API y webhooks</tab>. Una clave de lectura consulta; una de lectura y escritura también lanza búsquedas y gasta créditos. La clave se muestra una sola vez.',
    header:
      'Envíala en cada petición en la cabecera <code>Authorization: Bearer la_live_…</code>. Las peticiones y respuestas son JSON.',
    setupLabel: 'Variables de entorno de los ejemplos',
  },
  flow: {
    title: 'El flujo habitual',
    text: 'Los ejemplos usan curl contra este mismo servidor. Sustituye $SEARCH_ID por el id que devuelve el paso 2.',
    estimate: {
      title: 'Estima el coste',
      text: 'Devuelve los créditos por lead, el total que se retendría y tu saldo. No gasta nada; como iniciar y cancelar, necesita una clave de lectura y escritura.',
    },
    start: {
      title: 'Lanza la búsqueda',
      text: 'Responde 201 con la búsqueda en estado <code>queued</code> y retiene los créditos. Con una <code>Idempotency-Key</code> nueva por búsqueda, repetir la petición tras un corte de red devuelve la misma búsqueda (con <code>Idempotent-Replayed: true</code>) sin lanzar ni cobrar dos veces.',
    },
    poll: {
      title: 'Espera a que termine',
      text: 'Lo mejor es recibir el webhook <code>search.completed</code>. Si no, consulta la búsqueda cada pocos segundos hasta que su <code>status</code> sea <code>completed</code> (o <code>failed</code>).',
    },
    leads: {
      title: 'Descarga los leads',
      text: 'De 1 a 500 por página. Mientras <code>nextCursor</code> no sea null, pásalo como <code>cursor</code> para la siguiente. Admite los filtros de la página de resultados: <code>q</code>, <code>sort</code> y <code>order</code>.',
    },
    export: {
      title: 'O expórtalos de una vez',
      text: 'JSON Lines (un lead por línea) o <code>format=csv</code>, enviado en streaming.',
    },
  },
  limits: {
    title: 'Límites de uso',
    text: 'Cada clave tiene un límite de peticiones por ventana de tiempo. Cada respuesta lo indica en <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> y <code>RateLimit-Reset</code>. Al superarlo se responde 429 con <code>Retry-After</code> (segundos que esperar). Las peticiones sin una clave válida cuentan por dirección IP: pasado el mismo límite, esa dirección recibe 429 con cualquier clave hasta que acabe la ventana.',
  },
  errors: {
    title: 'Errores',
    text: 'Todos los errores tienen la misma forma: un código estable en <code>error</code>, una frase en inglés en <code>message</code> y, según el código, detalles.',
    status: {
      '401':
        '<code>401 api_key_invalid</code>: falta la clave, no existe, fue revocada o quien la creó ya no está en la organización.',
      '403':
        '<code>403 plan_api_locked</code>: el plan de la organización ya no incluye la API; <code>403 api_scope_forbidden</code>: la clave es de solo lectura.',
      '404': '<code>404 not_found</code>: la búsqueda no existe o es de otra organización.',
      '402':
        '<code>402 insufficient_credits</code>: no hay créditos suficientes (<code>required</code>, <code>available</code>).',
      '422':
        '<code>422 idempotency_key_reused</code>: esa Idempotency-Key ya se usó con otro cuerpo; <code>400 validation_failed</code> e <code>invalid_cursor</code>: revisa la petición.',
      '429': '<code>429 rate_limited</code>: espera lo que diga <code>Retry-After</code>.',
    },
  },
  webhooks: {
    title: 'Webhooks',
    text: 'Registra en <tab>Integraciones → API y webhooks</tab> las URL de tu servidor y los eventos que quieres. Cada evento es un POST JSON con <code>type</code>, <code>timestamp</code> y <code>data</code>:',
    bodyLabel: 'Ejemplo de evento',
    signature:
      'Se firman según Standard Webhooks: cabeceras <code>webhook-id</code> (el mismo en cada reintento: úsalo para descartar duplicados), <code>webhook-timestamp</code> (segundos) y <code>webhook-signature</code> (<code>v1,</code> y la firma; dos separadas por un espacio durante las {{hours}} h tras rotar el secreto). La firma es HMAC-SHA256 de <code>id.timestamp.cuerpo</code> con el secreto decodificado en base64 tras <code>whsec_</code>. Cualquier biblioteca de Standard Webhooks lo verifica; sin biblioteca, en Node:',
    verifyLabel: 'Verificación de la firma en Node',
    retries:
      'Responde 2xx en pocos segundos y procesa después (las redirecciones no se siguen). Si no, el envío se reintenta a los 5 s, 5 min, 30 min, 2 h, 5 h y 10 h, y después se da por fallido; un 410 desactiva el endpoint. El registro de envíos del endpoint muestra cada envío con sus intentos y la última respuesta.',
  },
  reference: {
    title: 'Referencia',
    text: 'Todas las rutas de /api/v1 con sus parámetros y respuestas (en inglés), generadas del documento OpenAPI:',
    loadError: 'No se pudo cargar el documento de la API.',
  },
};
