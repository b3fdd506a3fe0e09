import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { HoverTooltip } from '../../common/HoverTooltip';
import { useT } from '../../locale';

/** Full screen on and off; the tooltip says 'Full Screen' or 'Exit' (docs/ui.md). */
export function FullScreenToggle() {
  const t = useT();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  const label = t(full ? 'app.header.exit_full_screen' : 'app.header.full_screen');
  return (
    <HoverTooltip title={label}>
      <IconButton onClick={toggle} aria-label={label} data-testid="full-screen">
        {full ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </HoverTooltip>
  );
}
