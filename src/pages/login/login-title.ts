import { t } from '../../locale';

/** The login page's browser title: "Sign in - Distributor Admin", translated. */
export const loginTitle = (): string => `${t('app.login.title')} - ${t('webapp_title')}`;
