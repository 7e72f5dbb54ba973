/** Texts of the signed-in screens: loaded with them, not with the landing (i18n/app-dictionaries). */
import dashboard from './dashboard';
import searches from './searches';
import wizard from './wizard';
import progress from './progress';
import results from './results';
import history from './history';
import billing from './billing-history';
import plans from './plans';
import checkout from './checkout';
import unsubscribe from './unsubscribe';
import account from './account';
import notifications from './notifications';
import planChange from './plan-change';
import organizations from './organizations';
import referrals from './referrals';
import invitations from './organizations-invitations';
import integrations from './integrations';
import support from './support';
import staffCustomers from './staff-customers';
import contact from './contact';
import feedback from './feedback';
import faq from './faq';
import developerApi from './developer-api';
import developers from './developers';

export default {
  dashboard,
  searches,
  wizard,
  progress,
  results,
  history,
  plans,
  checkout,
  billing,
  unsubscribe,
  account,
  notifications,
  planChange,
  organizations,
  referrals,
  invitations,
  integrations,
  support,
  staffCustomers,
  contact,
  feedback,
  faq,
  developerApi,
  developers,
};
