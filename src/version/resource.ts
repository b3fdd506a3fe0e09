import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';
import { crudModule } from '../admin/crud/crud-module';

/** POS versions: the CRUD kit's list for everyone, create and edit for the operator; a new one is enabled and released now. */
export default crudModule(() => import('../../resources/version').then((m) => m.versionResource), {
  icon: SystemUpdateIcon,
  order: 30,
  form: { defaults: { status: 'valid', released_at: () => new Date().toISOString() } },
  recordRepresentation: 'name',
});
