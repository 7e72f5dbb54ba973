export default {
  title: 'Recibe ideas de prospección cada mes',
  text: 'Un correo al mes con tácticas B2B y novedades del producto. Sin spam.',
  email: 'Email',
  name: 'Nombre (opcional)',
  submit: 'Suscribirme',
  thanksTitle: '¡Gracias por suscribirte!',
  thanksText: 'Te enviamos un correo de bienvenida.',
  verifyTitle: 'Verificación requerida',
  verifyText: 'Por favor completá la verificación.',
  error: 'Hubo un error. ¡Inténtalo de nuevo!',
};
