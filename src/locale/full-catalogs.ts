import { catalogs } from '../../i18n/shell';
import { installCatalogs } from './catalogs';
import './resource-messages';

/** Every text of both languages, for the app's chunks: imported first by src/Root.tsx and src/admin/AdminApp.tsx. */
installCatalogs(catalogs);
