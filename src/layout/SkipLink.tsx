import Box from '@mui/material/Box';
import { useT } from '../locale';

export const MAIN_ID = 'main-content';

/** The first tab stop of the shell: hidden until focused, it jumps past the menu, header and tabs to the page. */
export function SkipLink() {
  const t = useT();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      data-testid="skip-link"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      {t('app.a11y.skip_to_content')}
    </Box>
  );
}
