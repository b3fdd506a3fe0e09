import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, lazy, Suspense, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';

/** MUI's Tooltip and its Popper load at the first hover or focus: the first screen of every page stays without them. */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type ChildProps = { onPointerEnter?: (event: PointerEvent) => void; onFocus?: (event: FocusEvent) => void };

/**
 * MUI's Tooltip around a button, loaded when the user first points at it or focuses it, and open
 * from then on as MUI's opens it (hover, focus, touch hold). The header's, the tab bar's, the side
 * menu's and the rows' buttons use it (docs/ui.md, "Loading").
 */
export function HoverTooltip({
  title,
  placement,
  children,
}: {
  title: string;
  placement?: TooltipProps['placement'];
  children: ReactElement<ChildProps>;
}) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  if (!loaded) {
    const { onPointerEnter, onFocus } = children.props;
    return cloneElement(children, {
      onPointerEnter: (event: PointerEvent) => {
        onPointerEnter?.(event);
        show();
      },
      onFocus: (event: FocusEvent) => {
        onFocus?.(event);
        show();
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} placement={placement} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
