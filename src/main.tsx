import { createRoot } from 'react-dom/client';
import { startApp, startLogin } from './boot/start';
import { guardHistory } from './common/leave/leave-guard';
import { LOGIN_PATH } from './routes/navigator';

/**
 * The entry: /login loads the login page alone; every other address the app (docs/ui.md, "Loading").
 */
// back and forward over a page with unsaved changes ask first: heard before the app's router hears them
guardHistory();
const root = createRoot(document.getElementById('root')!);
if (window.location.pathname === LOGIN_PATH) startLogin(root);
else startApp(root);
