/** /plans: monthly plans and credit packs. Plan names and features are the landing's texts. */
export default {
  title: 'Plans and credits',
  crumb: 'Plans',
  subtitle: 'Choose a monthly plan or buy a credit pack for {{org}}.',
  currentPlan: 'Current plan',
  currentPlanSummary: 'Current plan: {{plan}}',
  balance: '{{credits}} credits available',
  tabs: {
    label: 'What you want to buy',
    plans: 'Monthly plans',
    packs: 'Buy credits',
  },
  choose: 'Choose {{plan}}',
  chooseLabel: 'Choose the {{plan}} plan',
  renewsMonthly: 'Renews every month. Cancel anytime.',
  planCreditsNote:
    "Plan credits arrive every month and the ones you don't use expire at renewal; they are spent before pack credits.",
  packs: {
    name: '{{credits}} credits',
    perCredit: '{{price}} per credit',
    oneTime: 'One-time payment',
    bestValue: 'Best value',
    buy: 'Buy',
    buyLabel: 'Buy {{credits}} credits for {{price}}',
    note: "Pack credits don't expire and are added to your organization's balance.",
    descriptions: {
      'pack-100': 'To finish a one-off search.',
      'pack-500': 'To prospect every week.',
      'pack-1000': 'For teams that search every day.',
      'pack-5000': 'For large campaigns, at the lowest price per credit.',
    },
  },
  subscription: {
    title: 'Your subscription',
    plan: '{{plan}} plan',
    status: {
      incomplete: 'Awaiting payment',
      active: 'Active',
      past_due: 'Payment overdue',
      canceled: 'Canceled',
      unpaid: 'Unpaid',
    },
    manage: 'Manage subscription',
    manageHint: 'Change plans, update your card or cancel in the payment portal.',
    manageHintTest: "Change plan or cancel on the test mode's management page.",
    opening: 'Opening the portal…',
    portalFailed: "The payment portal couldn't be opened. Try again in a few minutes.",
    testMode:
      'Test mode: no payment provider is configured and nothing is charged. Plan changes and cancellation are simulated in “Manage subscription” with the same events the provider would send.',
  },
  ownerManagesPlan:
    'Only the owner of {{org}} can subscribe or change the plan. You can buy credit packs.',
  cannotManage:
    'Only owners and admins of {{org}} can buy credits, and only the owner can subscribe to a plan. Ask one of them to do it.',
  loadError: "Your organization's billing couldn't be loaded. Prices are still available.",
  retry: 'Retry',
  viewPlans: 'See plans',
  quickAction: {
    title: 'Plans and credits',
    text: 'Change plans or buy more credits.',
  },
};
