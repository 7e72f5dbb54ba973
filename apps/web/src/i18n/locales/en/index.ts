import common from './common';
import landing from './landing';
import auth from './auth';
import errors from './errors';
import cookies from './cookies';
import newsletter from './newsletter';
import legal from './legal';

export default { common, landing, auth, errors, cookies, newsletter, legal };
