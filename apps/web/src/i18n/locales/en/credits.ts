/** Credit movements as the user reads them (ledger reason keys). */
export default {
  reasons: {
    signup_gift: 'Welcome gift: {{credits}} credits',
    referral_bonus: 'Referral code bonus: {{credits}} credits',
    referral_reward: 'Reward for inviting a friend',
    search_hold: 'Reserved for the running search: {{query}}',
    search_release: 'Released when finished: {{query}}',
    search_charge: 'Search: {{query}} ({{leads}} leads)',
    email_refund: 'Refund for an email that proved invalid',
    purchase: 'Purchased {{credits}} credits',
    plan_grant: 'Plan credits',
    plan_expiry: 'Unused plan credits expired',
    adjustment: 'Credit adjustment',
    other: 'Credit movement',
  },
};
