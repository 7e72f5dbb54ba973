/** Credit movements as the user reads them (ledger reason keys). */
export default {
  reasons: {
    signup_gift: 'Regalo de bienvenida: {{credits}} créditos',
    referral_bonus: 'Bono por código de referido: {{credits}} créditos',
    referral_reward: 'Recompensa por invitar a un amigo',
    search_hold: 'Reservado para la búsqueda en curso: {{query}}',
    search_release: 'Liberado al terminar: {{query}}',
    search_charge: 'Búsqueda: {{query}} ({{leads}} leads)',
    email_refund: 'Reembolso de un email que resultó no válido',
    purchase: 'Compra de {{credits}} créditos',
    plan_grant: 'Créditos del plan',
    plan_expiry: 'Caducan los créditos del plan no usados',
    adjustment: 'Ajuste de créditos',
    other: 'Movimiento de créditos',
  },
};
