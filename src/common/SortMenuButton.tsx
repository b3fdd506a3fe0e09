import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SortIcon from '@mui/icons-material/Sort';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import { useListSortContext, useTranslate, useTranslateLabel } from 'react-admin';
import { NamedButton } from './NamedButton';

/** Where it stands, above the cards. */
const AT = { ml: 1.5, mt: 1 };

const inverse = (order: string) => (order === 'ASC' ? 'DESC' : 'ASC');

/**
 * A phone list's sort choice, as react-admin's SortButton offers it, drawn without what makes its
 * first render synchronous work after the commit: a NamedButton (no tooltip) and no menu kept mounted
 * (a portal that sets state): the menu is made when it opens (docs/ui.md, "Loading").
 */
export function SortMenuButton({ fields }: { fields: string[] }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { resource, sort, setSort } = useListSortContext();
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
      <NamedButton label={label} onClick={open} aria-haspopup="menu" endIcon={<ArrowDropDownIcon />} sx={AT}>
        <SortIcon />
      </NamedButton>
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
