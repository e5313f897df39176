import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

export function FullscreenButton() {
  const translate = useTranslate();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const label = translate(full ? 'app.topbar.exit_fullscreen' : 'app.topbar.fullscreen');
  const toggle = () => {
    const request = full ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    request?.catch(() => undefined);
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
