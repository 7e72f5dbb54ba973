/** The one-click unsubscribe page (/unsubscribe/:token). */
export default {
  title: 'Unsubscribe',
  lists: {
    user: 'LeadAtlas reminder emails',
    newsletter: 'the LeadAtlas newsletter',
  },
  confirmText: 'You will stop receiving {{list}} at {{email}}.',
  keeps: {
    user: 'You will still receive the emails your account needs: confirmations, password and payments.',
    newsletter: 'You can subscribe again whenever you like from the home page.',
  },
  confirm: 'Unsubscribe me',
  confirming: 'Unsubscribing…',
  doneTitle: 'You are unsubscribed',
  doneText: 'We will no longer send {{list}} to {{email}}.',
  invalidTitle: 'This unsubscribe link is not valid',
  invalidText:
    'It may be incomplete or mistyped. Open it again from the email; if it still does not work, write to us.',
  contact: 'Contact us',
  loadError: 'The unsubscribe link could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  failed: 'The unsubscribe could not be completed. Please try again.',
  home: 'Go to LeadAtlas',
};
