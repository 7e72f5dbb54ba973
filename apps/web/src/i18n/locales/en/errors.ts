export default {
  unexpected: 'An unexpected error occurred',
  social: 'Could not connect to the provider',
  invalid_credentials: 'Wrong email or password.',
  email_not_verified: 'Confirm your email before signing in. We sent you a new confirmation link.',
  csrf_rejected:
    'This address is not allowed to send forms to LeadAtlas. Open the app at {{appUrl}} and try again.',
  captcha_required: 'Verification required',
  captcha_required_text: 'Please complete the verification.',
  captcha_invalid: 'The verification is invalid or expired. Please try again.',
  password_too_short: 'The password must be at least 8 characters long.',
  invalid_email: 'Enter a valid email address.',
  terms_required: 'You must accept the terms and the privacy policy.',
  invalid_token: 'The link is invalid or has expired. Ask for a new one.',
  rate_limited: 'Too many attempts. Wait a few minutes and try again.',
  network: 'Cannot reach the server. Check your connection and try again.',
  validation: 'Check the form data.',
  userLoad: 'Could not load the user information',
  feedback_already_answered:
    'You have already answered the survey. You can answer it again on {{date}}.',
};
