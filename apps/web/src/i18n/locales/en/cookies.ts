export default {
  title: 'We use cookies',
  text: 'Functional cookies are needed to sign in and remember your preferences. With your permission, we also use analytics and marketing cookies.',
  privacyLink: 'Privacy policy',
  personalize: 'Personalize',
  rejectAll: 'Reject all',
  acceptAll: 'Accept all',
  dialogTitle: 'Cookie preferences',
  dialogText:
    'Choose which cookies you accept. You can change it any time from the "Cookies" link at the foot of the page.',
  functional: {
    title: 'Functional (always on)',
    text: 'Session, language, theme and these preferences.',
  },
  analytics: {
    title: 'Analytics',
    text: 'First-party events (page views, scrolling, clicks) to improve the product. Never shared with third parties.',
  },
  marketing: {
    title: 'Marketing',
    text: 'Measuring campaigns and showing you relevant content.',
  },
  gdpr: 'Under the GDPR, your consent is stored with a visitor id and you can withdraw it at any time.',
  save: 'Save preferences',
  saving: 'Saving...',
  showBanner: 'Show the banner again',
  panelTitle: 'Cookie settings',
  panelText: 'Choose which cookies you accept in this browser. You can change it at any time.',
  saved: 'Preferences saved',
  gdprRights:
    'You can also download all your data or delete your account from "My account", and ask us for access, rectification or erasure at any time.',
};
