import UploadIcon from '@mui/icons-material/Upload';
import { useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceName } from '../../../resources';
import type { Permission } from '../../../resources/permissions';
import { useAppLinks } from '../../common/app-links';
import { NamedButton } from '../../common/NamedButton';
import { useCan } from '../../common/use-user';

/** The list's Import action, for those who may import its records: leads to its import page, beside the list's own address. */
export function ImportButton() {
  const resource = useResourceContext() as ResourceName;
  const allowed = useCan(`${resource}:import` as Permission);
  const { resourcePath } = useAppLinks();
  if (!allowed) return null;
  return (
    <NamedButton
      {...({ component: Link, to: resourcePath(resource, 'list').replace(/list$/, 'import') } as object)}
      label="import.action"
      data-testid="import-button"
    >
      <UploadIcon />
    </NamedButton>
  );
}
