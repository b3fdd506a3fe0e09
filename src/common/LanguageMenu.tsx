import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { lazy, useState } from 'react';
import { useT } from '../locale';
import { LoadedOnFirstUse, useFirstUse } from './LoadedOnFirstUse';

const loadList = () => import('./LanguageMenuList');
/** The menu's code (MUI's Menu, Popover, Modal) loads on the button's first hover or click: the login page's entry stays without it. */
const LanguageMenuList = lazy(loadList);

/** Chooses the language (saved); every screen follows it. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'default' }) {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { used, markUsed } = useFirstUse();
  const prefetch = () => void loadList().catch(() => undefined);
  return (
    <>
      {/* a native title, not a MUI Tooltip: the login page stays free of the popper code */}
      <IconButton
        color={color}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(e) => {
          markUsed();
          setAnchor(e.currentTarget);
        }}
        aria-label={t('app.language.label')}
        title={t('app.language.label')}
        data-testid="language-menu"
      >
        <TranslateIcon fontSize="small" />
      </IconButton>
      <LoadedOnFirstUse used={used}>
        <LanguageMenuList anchor={anchor} onClose={() => setAnchor(null)} />
      </LoadedOnFirstUse>
    </>
  );
}
