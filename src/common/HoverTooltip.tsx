import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, useEffect, useReducer, useRef, type ComponentType, type ReactElement } from 'react';

type TooltipComponent = ComponentType<TooltipProps>;

let loaded: TooltipComponent | undefined;
let loading: Promise<void> | undefined;
const waiting = new Set<() => void>();

/**
 * Loads MUI's Tooltip and its Popper: the shell asks for them once its first screen shows, a
 * pointer on a button before that too. The first screen of every page stays without them.
 */
export function preloadTooltip(): Promise<void> {
  return (loading ??= import('@mui/material/Tooltip').then(
    (module) => {
      loaded = module.default;
      wakeOnePerTask();
    },
    () => {
      loading = undefined; // tried again at the next hover
    },
  ));
}

/** Wakes the buttons waiting for the Tooltip one per task: each draws its Tooltip apart, never all in one long task. */
function wakeOnePerTask(): void {
  const [wake] = waiting;
  if (!wake) return;
  waiting.delete(wake);
  wake();
  setTimeout(wakeOnePerTask, 0);
}

type ChildProps = { onPointerEnter?: () => void; onPointerLeave?: () => void; onFocus?: () => void; onBlur?: () => void; title?: string };

/**
 * MUI's Tooltip around a button of the shell or of a row, once its code is there (preloadTooltip);
 * until then the button carries its text as a native title. The button is put in the Tooltip only
 * while nobody points at it or focuses it: that renders it anew, which a click or the keyboard's
 * focus in progress would lose. The check is made when rendering, not when asking to: a swap asked
 * for just before the pointer came would otherwise land between its press and its release.
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
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const engaged = useRef(false);
  const swap = () => {
    if (loaded && !engaged.current) rerender();
  };
  const Tooltip = engaged.current ? undefined : loaded;
  useEffect(() => {
    if (Tooltip) return undefined;
    waiting.add(swap);
    return () => void waiting.delete(swap);
  });
  if (Tooltip) {
    return (
      <Tooltip title={title} placement={placement}>
        {children}
      </Tooltip>
    );
  }
  const own = children.props;
  const engage = (handler?: () => void) => () => {
    handler?.();
    engaged.current = true;
    preloadTooltip();
  };
  const release = (handler?: () => void) => () => {
    handler?.();
    engaged.current = false;
    swap();
  };
  return cloneElement(children, {
    title,
    onPointerEnter: engage(own.onPointerEnter),
    onFocus: engage(own.onFocus),
    onPointerLeave: release(own.onPointerLeave),
    onBlur: release(own.onBlur),
  });
}
