import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button, CreateButton, useListContext, useResourceContext, useTranslate } from 'react-admin';
import type { ResourceName } from '../../resources';
import type { Permission } from '../../resources/permissions';
import { useAppLinks } from './app-links';
import { useCan } from './use-user';
import '../locale/late-texts';

/**
 * What a list shows when it has no rows, in the resource's own words (i18n/list-empty.ts, late
 * texts, else the app's): with no filter, what the list holds and how to add the first
 * one, with Create when `<resource>:create` allows; with filters, that none match, and Clear filters.
 * The same component is the list page's `empty` (src/common/PagedList.tsx) and its table's.
 */
export function ListEmpty() {
  const resource = useResourceContext() as ResourceName;
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const canCreate = useCan(`${resource}:create` as Permission);
  const { resourcePath } = useAppLinks();
  const text = (key: 'none' | 'hint' | 'filtered') =>
    translate(`pages.lists.empty.${resource}.${key}`, { _: translate(`pages.lists.empty.lists.${key}`) });
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box data-testid="list-empty" sx={{ textAlign: 'center', px: 2, py: 6, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {text(filtered ? 'filtered' : 'none')}
      </Typography>
      {filtered ? (
        <Button label="ra.navigation.clear_filters" variant="outlined" onClick={() => setFilters({}, [])}>
          <FilterAltOffIcon />
        </Button>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {text('hint')}
          </Typography>
          {canCreate && <CreateButton variant="contained" to={resourcePath(resource, 'create')} />}
        </>
      )}
    </Box>
  );
}
