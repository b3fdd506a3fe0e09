import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES } from '../../i18n/locales';
import { useLang, useT } from '../locale';
import { setLang } from '../state/app-state';

/** The languages, in a menu below the language button (src/common/LanguageMenu.tsx). */
export default function LanguageMenuList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {LOCALES.map((locale) => (
        <MenuItem
          key={locale}
          selected={locale === lang}
          lang={locale}
          onClick={() => {
            setLang(locale);
            onClose();
          }}
        >
          <ListItemIcon>{locale === lang && <CheckIcon fontSize="small" />}</ListItemIcon>
          {t(`app.language.${locale}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
