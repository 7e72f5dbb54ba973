import common from './common';
import landing from './landing';
import auth from './auth';
import errors from './errors';
import cookies from './cookies';
import dashboard from './dashboard';
import newsletter from './newsletter';
import legal from './legal';
import searches from './searches';
import wizard from './wizard';
import progress from './progress';
import results from './results';
import history from './history';
import credits from './credits';

export default {
  common,
  landing,
  auth,
  errors,
  cookies,
  dashboard,
  newsletter,
  legal,
  searches,
  wizard,
  progress,
  results,
  history,
  credits,
};
