import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SortIcon from '@mui/icons-material/Sort';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import { useListSortContext, useTranslate, useTranslateLabel } from 'react-admin';

/** Where it stands, above the cards. */
const AT = { ml: 1.5, mt: 1 };

const inverse = (order: string) => (order === 'ASC' ? 'DESC' : 'ASC');

/**
 * A phone list's sort choice, as react-admin's SortButton offers it, drawn without what makes its
 * first render synchronous work after the commit: no tooltip (a ref that sets state) and no menu kept
 * mounted (a portal that sets state): the menu is made when it opens (docs/ui.md, "Loading").
 */
export function SortMenuButton({ fields }: { fields: string[] }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { resource, sort, setSort } = useListSortContext();
  // where react-admin's buttons show their icon alone
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const labelOf = (field: string) => translateLabel({ resource, source: field }) as string;
  const label = translate('ra.sort.sort_by', {
    field: labelOf(sort.field),
    order: translate(`ra.sort.${sort.order}`),
    _: 'ra.sort.sort_by',
  });
  const choose = (field: string) => {
    setSort({ field, order: field === sort.field ? inverse(sort.order) : 'ASC' });
    setAnchor(null);
  };
  return (
    <>
      {narrow ? (
        <IconButton aria-label={label} title={label} color="primary" onClick={open} size="large" aria-haspopup="menu" sx={AT}>
          <SortIcon />
        </IconButton>
      ) : (
        <Button
          color="primary"
          size="small"
          startIcon={<SortIcon />}
          endIcon={<ArrowDropDownIcon />}
          onClick={open}
          aria-haspopup="menu"
          sx={AT}
        >
          {label}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {fields.map((field) => (
          <MenuItem key={field} onClick={() => choose(field)} data-sort={field}>
            {labelOf(field)} {translate(`ra.sort.${sort.field === field ? inverse(sort.order) : 'ASC'}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
