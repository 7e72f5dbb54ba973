export default {
  title: 'Get prospecting ideas every month',
  text: 'One email a month with B2B tactics and product news. No spam.',
  email: 'Email',
  name: 'Name (optional)',
  submit: 'Subscribe',
  thanksTitle: 'Thanks for subscribing!',
  thanksText: 'We sent you a welcome email.',
  verifyTitle: 'Verification required',
  verifyText: 'Please complete the verification.',
  error: 'There was an error. Please try again!',
};
