import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HoverTooltip } from '../../common/HoverTooltip';
import { useT } from '../../locale';
import { preloadPageAt } from '../../routes/preload';
import { sidebarColors } from '../../theme';
import type { MenuItem as Item } from './menu';
import { LazyMenu } from '../../common/LazyMenu';
import { followMenuLink } from './follow-menu-link';
import { menuPathOf } from './menu-path';

interface Props {
  items: Item[];
  collapsed: boolean;
  onNavigate?: () => void;
}

const itemSx = (collapsed: boolean, nested = false) => ({
  color: sidebarColors.text,
  minHeight: 44,
  px: collapsed ? 1 : nested ? 4 : 2,
  justifyContent: collapsed ? 'center' : 'flex-start',
  '&:hover': { bgcolor: sidebarColors.hover, color: sidebarColors.textActive },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: sidebarColors.active, color: sidebarColors.textActive },
});

function ItemIcon({ item, collapsed }: { item: Item; collapsed: boolean }) {
  const Icon = item.icon;
  if (!Icon) return null;
  return (
    <ListItemIcon sx={{ color: 'inherit', minWidth: collapsed ? 0 : 36 }}>
      <Icon fontSize="small" />
    </ListItemIcon>
  );
}

function Leaf({ item, collapsed, nested, onNavigate }: { item: Item; collapsed: boolean; nested?: boolean; onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  // the page's own entry, or its list's for a page the menu does not list (a store's page)
  const current = pathname === item.path ? 'page' : menuPathOf(pathname) === item.path ? 'true' : undefined;
  const button = (
    <ListItemButton
      component={Link}
      to={item.path!}
      selected={!!current}
      aria-current={current}
      onClick={(event) => {
        followMenuLink(event, item.path!);
        onNavigate?.();
      }}
      onPointerEnter={() => preloadPageAt(item.path!)}
      onFocus={() => preloadPageAt(item.path!)}
      sx={itemSx(collapsed, nested)}
      data-testid={`menu-${item.key}`}
      aria-label={t(item.title)}
    >
      <ItemIcon item={item} collapsed={collapsed} />
      {!collapsed && <ListItemText primary={t(item.title)} />}
    </ListItemButton>
  );
  return collapsed ? (
    <HoverTooltip title={t(item.title)} placement="right">
      {button}
    </HoverTooltip>
  ) : (
    button
  );
}

/** A group: unfolds in place, or (menu collapsed) opens its pages in a pop-up menu. */
function Group({ item, collapsed, onNavigate }: { item: Item; collapsed: boolean; onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const menuPath = menuPathOf(pathname);
  const containsActive = item.children!.some((child) => child.path === menuPath);
  const [open, setOpen] = useState(containsActive);
  // a page of the group opened from elsewhere (a tab, a link) unfolds it, so its entry shows marked
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (event: React.MouseEvent<HTMLElement>) => (collapsed ? setAnchor(event.currentTarget) : setOpen((o) => !o));
  return (
    <>
      <ListItemButton
        onClick={toggle}
        selected={collapsed && containsActive}
        sx={itemSx(collapsed)}
        data-testid={`menu-${item.key}`}
        aria-label={t(item.title)}
        aria-expanded={collapsed ? !!anchor : open}
      >
        <ItemIcon item={item} collapsed={collapsed} />
        {!collapsed && <ListItemText primary={t(item.title)} />}
        {!collapsed && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
      </ListItemButton>
      {collapsed ? (
        <LazyMenu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          {item.children!.map((child) => (
            <MenuItem
              key={child.key}
              component={Link}
              to={child.path!}
              selected={menuPath === child.path}
              onPointerEnter={() => preloadPageAt(child.path!)}
              onFocus={() => preloadPageAt(child.path!)}
              onClick={(event) => {
                followMenuLink(event, child.path!);
                setAnchor(null);
                onNavigate?.();
              }}
            >
              {t(child.title)}
            </MenuItem>
          ))}
        </LazyMenu>
      ) : (
        <Collapse in={open} unmountOnExit>
          {/* links, not list items, like the menu around it */}
          <List component="div" disablePadding>
            {item.children!.map((child) => (
              <Leaf key={child.key} item={child} collapsed={false} nested onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}

/** The side menu of docs/ui.md from the route table and the user's permissions. */
export function SideMenu({ items, collapsed, onNavigate }: Props) {
  return (
    <List component="nav" disablePadding data-testid="side-menu">
      {items.map((item) =>
        item.children ? (
          <Group key={item.key} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ) : (
          <Leaf key={item.key} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}
