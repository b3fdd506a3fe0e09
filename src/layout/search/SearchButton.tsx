import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { lazy, useEffect, useState } from 'react';
import { HoverTooltip } from '../../common/HoverTooltip';
import { LoadedOnFirstUse, useFirstUse } from '../../common/LoadedOnFirstUse';
import { useT } from '../../locale';

/** The box's code loads when it is first opened: every page's first screen stays without it. */
const SearchDialog = lazy(() => import('./SearchDialog'));

/** Ctrl+K, or Cmd+K on a Mac. */
const isShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** The header's search icon, and Ctrl+K / Cmd+K anywhere in the app, open the search box. */
export function SearchButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { used, markUsed } = useFirstUse();
  const show = () => {
    markUsed();
    setOpen(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      markUsed();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [markUsed]);
  const label = t('app.search.open');
  return (
    <>
      <HoverTooltip title={`${label} (Ctrl+K)`}>
        <IconButton onClick={show} aria-label={label} aria-keyshortcuts="Control+K Meta+K" data-testid="search-open">
          <SearchIcon />
        </IconButton>
      </HoverTooltip>
      <LoadedOnFirstUse used={used}>
        <SearchDialog open={open} onClose={() => setOpen(false)} />
      </LoadedOnFirstUse>
    </>
  );
}
