import type { MenuProps } from '@mui/material/Menu';
import { lazy, Suspense, useState } from 'react';

// MUI's menu and its popover load when a menu first opens: the shell's first screen shows none
const Menu = lazy(() => import('@mui/material/Menu'));

/** MUI's Menu, loaded and mounted from its first opening on (then kept, so that it closes with its transition). */
export function LazyMenu(props: MenuProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!props.open && !opened) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
