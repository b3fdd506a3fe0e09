import { mergeMessages } from '../merge';
import a11y from './a11y';
import app from './app';
import commonPages from './common-pages';
import company from './company';
import distributor from './distributor';
import distributorPages from './distributor-pages';
import emenu from './emenu';
import errors from './errors';
import lists from './lists';
import localisation from './localisation';
import login from './login';
import exportTexts from './export';
import merchantPages from './merchant-pages';
import ra from './ra';
import staff from './staff';
import staffPages from './staff-pages';
import sms from './sms';
import search from './search';
import store from './store';
import validation from './validation';

/**
 * Every message of this language. Each area keeps its own module; add it to this list.
 */
export default mergeMessages(
  errors,
  exportTexts,
  ra,
  login,
  app,
  validation,
  distributor,
  staff,
  company,
  store,
  emenu,
  sms,
  commonPages,
  distributorPages,
  staffPages,
  merchantPages,
  lists,
  localisation,
  search,
  a11y,
);
