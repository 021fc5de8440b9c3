// Every namespace of this language, statically imported so the language is ONE lazy chunk
// (loaded by lib/i18n/message-loader through import()).
import type { MessageTree } from '@/lib/i18n/translate';

import about from './about.json';
import alertBuilder from './alertBuilder.json';
import auth from './auth.json';
import billing from './billing.json';
import blog from './blog.json';
import code from './code.json';
import common from './common.json';
import contact from './contact.json';
import destinations from './destinations.json';
import docs from './docs.json';
import download from './download.json';
import errors from './errors.json';
import execution from './execution.json';
import home from './home.json';
import membership from './membership.json';
import nav from './nav.json';
import pages from './pages.json';
import privacy from './privacy.json';
import risk from './risk.json';
import ui from './ui.json';

const messages: MessageTree = {
  about,
  alertBuilder,
  auth,
  billing,
  blog,
  code,
  common,
  contact,
  destinations,
  docs,
  download,
  errors,
  execution,
  home,
  membership,
  nav,
  pages,
  privacy,
  risk,
  ui,
};

export default messages;
