import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { LOCALES } from '../../i18n';
import { useLang, useT } from '../locale';
import { setLang } from '../state/app-state';

/** Chooses the language (saved); every screen follows it. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'default' }) {
  const t = useT();
  const lang = useLang();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      {/* a native title, not a MUI Tooltip: the login page stays free of the popper code */}
      <IconButton
        color={color}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('app.language.label')}
        title={t('app.language.label')}
        data-testid="language-menu"
      >
        <TranslateIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            selected={locale === lang}
            lang={locale}
            onClick={() => {
              setLang(locale);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{locale === lang && <CheckIcon fontSize="small" />}</ListItemIcon>
            {t(`app.language.${locale}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
