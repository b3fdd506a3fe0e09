import UploadIcon from '@mui/icons-material/Upload';
import { Button, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceName } from '../../../resources';
import type { Permission } from '../../../resources/permissions';
import { useAppLinks } from '../../common/app-links';
import { useCan } from '../../common/use-user';

/** The list's Import action, for those who may import its records: leads to its import page, beside the list's own address. */
export function ImportButton() {
  const resource = useResourceContext() as ResourceName;
  const allowed = useCan(`${resource}:import` as Permission);
  const { resourcePath } = useAppLinks();
  if (!allowed) return null;
  return (
    <Button
      component={Link}
      to={resourcePath(resource, 'list').replace(/list$/, 'import')}
      label="import.action"
      data-testid="import-button"
    >
      <UploadIcon />
    </Button>
  );
}
