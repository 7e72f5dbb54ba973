export default {
  welcome: '¡Hola, {{name}}!',
  subtitle: 'Este es el resumen de tu cuenta.',
  credits: 'Créditos disponibles',
  plan: 'Plan',
  plans: { free: 'Gratis', starter: 'Starter', growth: 'Growth', pro: 'Pro' },
};
