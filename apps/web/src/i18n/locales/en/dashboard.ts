export default {
  welcome: 'Hi, {{name}}!',
  subtitle: 'Here is the overview of your account.',
  credits: 'Credits available',
  plan: 'Plan',
  plans: { free: 'Free', starter: 'Starter', growth: 'Growth', pro: 'Pro' },
};
