/** /referrals (spec 001 §2.12, §4, §8) and the dashboard's referral card. */
export default {
  crumb: 'Referrals',
  title: 'Invite friends and earn credits',
  subtitle:
    'You get {{reward}} credits for each friend who signs up with your link and confirms their email, and your friend gets {{bonus}} when they sign up.',
  stats: {
    friendsInvited: 'Friends invited',
    friendsInvitedHint: 'Signed up with one of your codes.',
    creditsEarned: 'Credits earned',
    creditsEarnedHint: 'Already in your personal account.',
    creditsPending: 'Credits pending',
    creditsPendingHint: 'They arrive when your friends confirm their email.',
  },
  codes: {
    title: 'Your codes',
    generate: 'Generate new code',
    generating: 'Generating…',
    limit: 'You have {{limit}} unused codes: share one before creating another.',
    linkLabel: 'Invitation link of code {{code}}',
    copy: 'Copy',
    copied: 'Copied',
    copyLabel: 'Copy the link of code {{code}}',
    manualCopy: 'Link selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    awaiting:
      'Your friend signed up. You will get {{reward}} credits when they confirm their email.',
  },
  create: {
    title: 'Create your referral code',
    text: 'A code gives you a link to share. Each code is for one friend; create another whenever you need one.',
    action: 'Create my code',
  },
  status: {
    pending: 'Pending',
    completed: 'Signed up',
    rewarded: 'Completed',
  },
  blocked: {
    label: 'No reward: {{reason}}',
    self_referral: 'the sign-up used your own address',
    disposable_email: 'the sign-up used a disposable address',
  },
  toast: {
    created: 'Code created!',
    createdText: 'Copy the link and share it with your friends.',
    createFailed: 'Could not create the referral code',
    generateFailed: 'Could not generate the referral code',
    retryLater: 'Try again in a few minutes.',
  },
  how: {
    title: 'How it works',
    steps: {
      create: {
        title: 'Create your code',
        text: 'Generate a code and get your invitation link.',
      },
      share: {
        title: 'Share your link',
        text: 'Send it to a friend by email, chat or social media.',
      },
      signup: {
        title: 'Your friend signs up',
        text: 'They create their account with your link and get {{bonus}} extra credits.',
      },
      confirm: {
        title: 'They confirm their email',
        text: 'As soon as they do, you get {{reward}} credits in your personal account.',
      },
    },
  },
  history: {
    title: 'History',
    empty: 'You have no codes yet',
    emptyText: 'Create your first code to invite a friend.',
    columns: {
      code: 'Code',
      status: 'Status',
      created: 'Created',
      credits: 'Credits',
    },
    creditsPending: '{{credits}} pending',
    none: 'None yet',
  },
  faq: {
    title: 'Frequently asked questions',
    items: {
      reward: {
        q: 'How many credits do I get?',
        a: 'You get {{reward}} credits for each friend who signs up with your link, once they confirm their email. Your friend gets {{bonus}} credits when they sign up, on top of the {{gift}} welcome credits.',
      },
      limit: {
        q: 'Is there a limit on invitations?',
        a: 'No: you can invite as many friends as you like. Each code is for one friend, and you can hold up to {{limit}} unused codes at a time.',
      },
      expiry: {
        q: 'Do referral credits expire?',
        a: 'No. Credits for inviting friends do not expire.',
      },
      where: {
        q: 'Where do I see the credits?',
        a: 'They land in your personal account: you will see them in your credit history, and we tell you with a notification.',
      },
      blocked: {
        q: 'When is there no reward?',
        a: 'When the sign-up uses your own address (also variants such as +tags or dots in Gmail) or a disposable address: then nobody gets the referral credits.',
      },
    },
  },
  loadError: 'Your referrals could not be loaded.',
  retry: 'Retry',
  dashboardCard: {
    title: 'Invite your friends',
    text: '{{reward}} credits for each referral and {{bonus}} for your friend.',
    action: 'See my referrals',
  },
  menu: 'Referrals',
};
