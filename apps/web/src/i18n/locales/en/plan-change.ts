/** Plan changes on a live subscription (decision 0017): /plans buttons, /billing/manage, dialogs. */
export default {
  crumb: 'Manage subscription',
  title: 'Manage subscription',
  subtitle: "Change or cancel {{org}}'s subscription.",
  testBanner: 'Test mode',
  testExplanation:
    'No payment provider is configured, so nothing is charged here. Each change produces the same signed events the payment provider would send, handled by the same code.',
  rules:
    'An upgrade is immediate and adds the difference in plan credits. A downgrade or a cancellation applies when the period ends; until then you keep your plan and its credits.',
  next: {
    renews: 'Renews on {{date}}.',
    changes: 'Changes to {{plan}} on {{date}}.',
    ends: 'Ends on {{date}}.',
    keepsUntil: 'Until then you keep {{plan}} and its credits.',
  },
  badge: {
    current: 'Current plan',
    scheduled: 'Scheduled',
  },
  upgrade: 'Upgrade to {{plan}}',
  upgradeHint: 'Right away: +{{credits}} credits this period.',
  downgrade: 'Switch to {{plan}}',
  downgradeHint: 'From {{date}}.',
  scheduledHint: 'Starts on {{date}}.',
  scheduledButton: 'Scheduled',
  summary: {
    title: 'Your subscription',
    plan: '{{plan}} plan',
    balance: 'Balance',
    planCredits: 'Plan credits',
    price: '{{price}}/month · {{credits}} credits per month',
  },
  change: {
    title: 'Change plan',
  },
  cancel: {
    title: 'Cancel the subscription',
    text: 'The subscription runs until {{date}}; then your organization moves to the Free plan. Pack and gift credits stay.',
    action: 'Cancel the subscription',
  },
  keep: {
    titleScheduled: 'Scheduled change',
    titleEnding: 'Scheduled cancellation',
    textScheduled:
      'On {{date}} your plan changes from {{current}} to {{plan}}. You can undo this until then.',
    textEnding:
      'On {{date}} your {{current}} plan ends and you move to the Free plan. You can undo this until then.',
    action: 'Keep {{plan}}',
  },
  endPeriod: {
    title: 'Simulate the end of the period',
    text: 'Test mode only: ends the current period now, as if {{date}} had come. Whatever is due applies: the renewal with its credits, the scheduled change or the cancellation.',
    action: 'End the period now',
  },
  portal: {
    title: 'Payment portal',
    text: 'Plan changes, your card and cancellation are handled in the secure payment portal. An upgrade is immediate; a downgrade or a cancellation applies when the period ends.',
  },
  none: {
    title: 'Your organization has no subscription',
    text: 'Choose a monthly plan to start; you can change or cancel it here afterwards.',
  },
  loadError: 'The subscription could not be loaded.',
  dialog: {
    upgradeTitle: 'Upgrade to {{plan}}?',
    upgradeText:
      'The change is immediate: the prorated price difference until {{date}} is charged today and {{credits}} plan credits are added to your balance. From {{date}} the plan renews at {{price}}/month with {{monthly}} credits per month.',
    downgradeTitle: 'Switch to {{plan}}?',
    downgradeText:
      'You keep {{current}} and its credits until {{date}}. That day {{plan}} starts ({{price}}/month, {{monthly}} credits per month) and the plan credits you have not used expire, as at every renewal. You can undo this before then.',
    cancelTitle: 'Cancel the subscription?',
    cancelText:
      'You keep {{current}} and its credits until {{date}}. Then your organization moves to the Free plan and the plan credits left expire; pack and gift credits stay. You can undo this before then.',
    endPeriodTitle: 'End the period now?',
    endPeriodText:
      'Test mode: the period ending on {{date}} ends now. The renewal, the scheduled change or the cancellation applies, as the payment provider would apply it.',
    confirmUpgrade: 'Upgrade now',
    confirmDowngrade: 'Schedule the change',
    confirmCancel: 'Cancel the subscription',
    confirmEndPeriod: 'End the period',
    back: 'Back',
  },
  done: {
    upgrade: 'You are on the {{plan}} plan now: +{{credits}} credits.',
    downgrade: 'Switch to {{plan}} scheduled for {{date}}.',
    cancel: 'Subscription cancelled: it ends on {{date}}.',
    keep: 'You keep the {{plan}} plan.',
    endPeriod: 'Period ended: you are on the {{plan}} plan now.',
  },
  errors: {
    no_subscription: 'Your organization no longer has an active subscription. Check your plan.',
    plan_unchanged: 'Your organization is already on that plan.',
    portal_required: 'Plan changes are made in the payment portal.',
    nothing_scheduled: 'There is no scheduled change to undo.',
    forbidden: "Only the organization's owners or admins can change its plan.",
    failed: 'The subscription could not be changed. Try again in a few minutes.',
  },
};
