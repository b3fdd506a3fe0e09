import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadUserInfo } from '../../auth/session';
import { prefetchAdmin } from '../../boot/admin-chunk';
import { clearSession, getToken } from '../../auth/session-state';
import { LanguageMenu } from '../../common/LanguageMenu';
import { Logo } from '../../common/Logo';
import { PageLoading } from '../../common/PageLoading';
import { useT } from '../../locale';
import { navigateTo, redirectTarget } from '../../routes/navigator';
import { LoginForm } from './LoginForm';

// the second step is loaded only when an account asks for it: the login page's first JavaScript stays small
const SecondFactorForm = lazy(() => import('./SecondFactorForm').then((m) => ({ default: m.SecondFactorForm })));
/**
 * The login page. Visiting it while logged in reloads the user info: a valid session goes on to
 * the redirect (or home), an invalid one is forgotten and the form shows. No react-admin and no
 * router: a visit to /login loads this page alone (src/boot/start.tsx). `prefetch` is what it fetches
 * as the user types: the admin inside the app's router (src/Root.tsx, loaded), or the whole
 * signed-in app when the page stands alone (./LoginRoot.tsx).
 */
export default function LoginPage({ prefetch = prefetchAdmin }: { prefetch?: () => void }) {
  const t = useT();
  // no router here: on its own (src/boot/start.tsx) the page is the whole app
  const target = redirectTarget(new URLSearchParams(window.location.search).get('redirect'));
  const [checking, setChecking] = useState(() => getToken() !== null);
  /** Set once the password was right for an account with two-factor sign-in: its code is asked next. */
  const [challenge, setChallenge] = useState<string>();
  const goOn = () => navigateTo(target, { replace: true });

  useEffect(() => {
    if (!getToken()) return;
    loadUserInfo(true).then(goOn, () => {
      clearSession();
      setChecking(false);
    });
    // once, on entry
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (checking) return <PageLoading fullScreen />;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #001529 0%, #0b3a75 60%, #1668dc 100%)',
      }}
    >
      <Box sx={{ position: 'fixed', top: 12, right: 12, color: '#fff' }}>
        <LanguageMenu />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <Logo size={36} />
          </Box>
          <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
            {t('app.login.title')}
          </Typography>
          {/* the app's code loads while the user types, and is there when the sign-in succeeds */}
          <Box onInput={prefetch} onSubmit={prefetch}>
            {challenge ? (
              <Suspense fallback={<PageLoading />}>
                <SecondFactorForm challenge={challenge} onLoggedIn={goOn} onBack={() => setChallenge(undefined)} />
              </Suspense>
            ) : (
              <LoginForm onLoggedIn={goOn} onSecondFactor={setChallenge} />
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
