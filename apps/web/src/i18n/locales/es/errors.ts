export default {
  unexpected: 'Ocurrió un error inesperado',
  social: 'Error al conectar con el proveedor',
  invalid_credentials: 'Email o contraseña incorrectos.',
  email_not_verified:
    'Confirma tu email antes de entrar. Te enviamos un nuevo enlace de confirmación.',
  csrf_rejected:
    'Esta dirección no está autorizada para enviar formularios a LeadAtlas. Abre la aplicación en {{appUrl}} e inténtalo de nuevo.',
  captcha_required: 'Verificación requerida',
  captcha_required_text: 'Por favor completá la verificación.',
  captcha_invalid: 'La verificación no es válida o expiró. Inténtalo de nuevo.',
  password_too_short: 'La contraseña debe tener al menos 8 caracteres.',
  invalid_email: 'Introduce un email válido.',
  terms_required: 'Debes aceptar los términos y la política de privacidad.',
  invalid_token: 'El enlace no es válido o expiró. Solicita uno nuevo.',
  rate_limited: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  network: 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  validation: 'Revisa los datos del formulario.',
  userLoad: 'No se pudo cargar la información del usuario',
  feedback_already_answered: 'Ya respondiste la encuesta. Podrás volver a responderla el {{date}}.',
};
