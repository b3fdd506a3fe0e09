import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './common/ErrorBoundary';
import { ErrorPage } from './common/ErrorPage';
import { useDocumentTitle } from './layout/use-document-title';
import { Toaster } from './notify/Toaster';
import LoginPage from './pages/login/LoginPage';
import NotFoundPage from './pages/NotFoundPage';
import { Entry } from './routes/Entry';
import { LOGIN_PATH } from './routes/navigator';
import { NavigatorBinder } from './routes/NavigatorBinder';
import { theme } from './theme';

/** The browser tab's title follows every address, the login and 404 pages included. */
function DocumentTitle() {
  useDocumentTitle();
  return null;
}

/** The top of the app: login and 404 stand alone; every other address goes through Entry. */
export function Root() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary fallback={() => <ErrorPage />}>
        <BrowserRouter>
          <NavigatorBinder />
          <DocumentTitle />
          <Routes>
            <Route path={LOGIN_PATH} element={<LoginPage />} />
            <Route path="/404" element={<NotFoundPage />} />
            <Route path="*" element={<Entry />} />
          </Routes>
        </BrowserRouter>
      </ErrorBoundary>
      <Toaster />
    </ThemeProvider>
  );
}
