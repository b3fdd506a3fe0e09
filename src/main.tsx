import { createRoot } from 'react-dom/client';
import { startApp, startLogin } from './boot/start';
import { LOGIN_PATH } from './routes/navigator';

/**
 * The entry: /login loads the login page alone; every other address the app (docs/ui.md, "Loading").
 */
const root = createRoot(document.getElementById('root')!);
if (window.location.pathname === LOGIN_PATH) startLogin(root);
else startApp(root);
