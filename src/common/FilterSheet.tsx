import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactElement } from 'react';
import { FilterContext, FilterForm, useListContext, useTranslate } from 'react-admin';
import { activeCount } from './list-query';
import { NamedButton } from './NamedButton';
import { shownAlways } from './shown-always';

const sourceOf = (filter: ReactElement) => String((filter.props as { source: string }).source);

/** A dialog laid out as a sheet at the bottom of the screen (not MUI's Drawer, which the shell's first screen loads in a chunk of its own). */
const SHEET = {
  '& .MuiDialog-container': { alignItems: 'flex-end' },
  '& .MuiDialog-paper': { m: 0, width: '100%', maxWidth: '100%', maxHeight: '85vh', borderRadius: '12px 12px 0 0' },
};

/**
 * On a phone, the filters beside the search open in a sheet from the bottom of the screen instead
 * of filling the first screen; the button counts the filters in use.
 */
export function FilterSheet({ filters }: { filters: ReactElement[] }) {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { filterValues, setFilters } = useListContext();
  const sources = filters.map(sourceOf);
  const inUse = activeCount(filterValues, sources);
  const shown = filters.map(shownAlways);
  const clear = () => setFilters(Object.fromEntries(Object.entries(filterValues).filter(([source]) => !sources.includes(source))), {});
  return (
    <>
      <NamedButton label="pages.lists.filters.open" onClick={() => setOpen(true)} data-testid="filter-sheet-button" aria-haspopup="dialog">
        <Badge badgeContent={inUse} color="primary">
          <FilterListIcon />
        </Badge>
      </NamedButton>
      <Dialog open={open} onClose={() => setOpen(false)} data-testid="filter-sheet" aria-labelledby={titleId} fullWidth sx={SHEET}>
        <Stack direction="row" alignItems="center" sx={{ px: 2, pt: 1.5 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('pages.lists.filters.title')}
          </Typography>
          <IconButton onClick={() => setOpen(false)} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ px: 2, '& .filter-field, & .filter-field > .MuiFormControl-root': { width: '100%' } }}>
          <FilterContext.Provider value={shown}>
            <FilterForm />
          </FilterContext.Provider>
        </Box>
        <Stack direction="row" justifyContent="flex-end" spacing={1} sx={{ p: 2 }}>
          {/* MUI's buttons: react-admin's show only their icon on a phone */}
          <MuiButton onClick={clear} disabled={inUse === 0}>
            {translate('pages.lists.filters.clear')}
          </MuiButton>
          <MuiButton onClick={() => setOpen(false)} variant="contained" data-testid="filter-sheet-done">
            {translate('pages.lists.filters.show')}
          </MuiButton>
        </Stack>
      </Dialog>
    </>
  );
}
