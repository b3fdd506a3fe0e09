import { prefetchApp } from '../../boot/app-chunks';
import { AppFrame } from '../../boot/AppFrame';
import LoginPage from './LoginPage';

/** The login page as the whole app: what a visit to /login loads. */
export function LoginRoot() {
  return (
    <AppFrame>
      <LoginPage prefetch={prefetchApp} />
    </AppFrame>
  );
}
