import MenuItem from '@mui/material/MenuItem';
import { useT } from '../../locale';
import type { CloseAction } from './tab-model';
import { LazyMenu } from '../../common/LazyMenu';

export type TabAction = CloseAction | 'refresh';

const ACTIONS: { action: TabAction; label: string }[] = [
  { action: 'refresh', label: 'app.tabs.refresh' },
  { action: 'current', label: 'app.tabs.close_current' },
  { action: 'others', label: 'app.tabs.close_others' },
  { action: 'left', label: 'app.tabs.close_left' },
  { action: 'right', label: 'app.tabs.close_right' },
  { action: 'all', label: 'app.tabs.close_all' },
];

export type MenuPlace = { anchorEl: HTMLElement } | { position: { top: number; left: number } };

interface Props {
  place: MenuPlace | null;
  enabled: Record<CloseAction, boolean>;
  onAction: (action: TabAction) => void;
  onClose: () => void;
}

/** The tab actions, from a right click on a tab or from the bar's own button. */
export function TabActionsMenu({ place, enabled, onAction, onClose }: Props) {
  const t = useT();
  const placement =
    place && 'position' in place
      ? { anchorReference: 'anchorPosition' as const, anchorPosition: place.position }
      : { anchorEl: place?.anchorEl };
  return (
    <LazyMenu open={!!place} onClose={onClose} {...placement} data-testid="tab-actions">
      {ACTIONS.map(({ action, label }) => (
        <MenuItem
          key={action}
          dense
          disabled={action !== 'refresh' && !enabled[action]}
          onClick={() => onAction(action)}
          data-testid={`tab-action-${action}`}
        >
          {t(label)}
        </MenuItem>
      ))}
    </LazyMenu>
  );
}
