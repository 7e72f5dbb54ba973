export default {
  hero: {
    title: 'Leads B2B verificados en 90 segundos',
    text: 'Crea tu cuenta y recibe {{credits}} créditos de regalo. Sin tarjeta de crédito.',
    point1: 'Busca empresas por sector y ciudad',
    point2: 'Emails verificados, teléfonos y redes sociales',
    point3: 'Exporta a CSV o a tu CRM',
  },
  fields: {
    name: 'Nombre completo (opcional)',
    email: 'Email',
    password: 'Contraseña',
    passwordHint: 'Mínimo {{min}} caracteres.',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    rememberMe: 'Recordarme',
    termsPrefix: 'Acepto los',
    termsLink: 'términos del servicio',
    and: 'y la',
    privacyLink: 'política de privacidad',
  },
  signup: {
    title: 'Crea tu cuenta gratis',
    subtitle: 'Empieza con {{credits}} créditos de regalo.',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tienes cuenta?',
    link: 'Regístrate',
    success: '¡Cuenta creada!',
    successReferral: '¡Cuenta creada con código de referido!',
    checkEmail: 'Revisa tu email para confirmar tu cuenta.',
    doneTitle: 'Confirma tu email',
    doneText: 'Enviamos un enlace de confirmación a {{email}}. Ábrelo para activar tu cuenta.',
  },
  signin: {
    title: 'Inicia sesión',
    subtitle: 'Bienvenido de nuevo.',
    submit: 'Entrar',
    noAccount: '¿No tienes cuenta?',
    link: 'Inicia sesión',
  },
  forgot: {
    link: '¿Olvidaste tu contraseña?',
    title: 'Restablecer contraseña',
    subtitle: 'Te enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviar enlace',
    doneTitle: 'Revisa tu email',
    doneText:
      'Si existe una cuenta con {{email}}, recibirás un enlace para restablecer la contraseña.',
  },
  reset: {
    title: 'Elige una nueva contraseña',
    newPassword: 'Nueva contraseña',
    submit: 'Guardar contraseña',
    success: 'Contraseña actualizada. Ya puedes iniciar sesión.',
  },
  referral: {
    banner: 'Te invitaron con el código {{code}}: recibirás 100 créditos extra al crear tu cuenta.',
    unknown:
      'El código de referido no es válido; tu cuenta se creó con los créditos de bienvenida.',
    refused: {
      self_referral:
        'Este código es de tu propia cuenta: tu cuenta se creó con los créditos de bienvenida, sin bono de referido.',
      disposable_email:
        'Las direcciones desechables no reciben el bono de referido: tu cuenta se creó con los créditos de bienvenida.',
    },
  },
  invitation: {
    signup: 'Te invitaron a «{{organization}}». Crea tu cuenta con {{email}} para unirte.',
    signin: 'Inicia sesión con {{email}} para aceptar la invitación a «{{organization}}».',
    created: '¡Cuenta creada! Ya puedes aceptar la invitación.',
  },
  social: {
    continueWith: 'Continuar con {{provider}}',
    or: 'o con tu email',
  },
  captcha: {
    solving: 'Verificando que no eres un robot…',
    solved: 'Verificado',
    error: 'No se pudo completar la verificación.',
    retry: 'Reintentar',
  },
  confirmed: 'Cuenta confirmada. ¡Bienvenido!',
  callback: {
    title: 'No pudimos completar el acceso',
    token_expired: 'El enlace de confirmación expiró. Inicia sesión y te enviaremos uno nuevo.',
    invalid_token: 'El enlace de confirmación no es válido.',
    already_used: 'Este enlace ya se usó. Tu cuenta está confirmada: inicia sesión.',
    generic: 'Error al conectar con el proveedor',
  },
};
