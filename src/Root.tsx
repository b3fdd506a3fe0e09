// every text of both languages, before any component of the app renders
import './locale/full-catalogs';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppFrame } from './boot/AppFrame';
import { guardHistory } from './common/leave/leave-guard';
import { useDocumentTitle } from './layout/use-document-title';
import { bindDocumentTitle } from './locale';
import LoginPage from './pages/login/LoginPage';
import NotFoundPage from './pages/NotFoundPage';
import { Entry } from './routes/Entry';
import { LOGIN_PATH } from './routes/navigator';
import { NavigatorBinder } from './routes/NavigatorBinder';
import { documentTitleOf } from './routes/title';

// back and forward over a page with unsaved changes ask first: heard before the router below hears them
guardHistory();

/** The browser tab's title follows every address, the login and 404 pages included, and the language. */
function DocumentTitle() {
  useDocumentTitle();
  useEffect(() => bindDocumentTitle(documentTitleOf), []);
  return null;
}

/** The app (a chunk of its own, src/boot/start.tsx): login and 404 stand alone; every other address goes through Entry. */
export function Root() {
  return (
    <AppFrame>
      {/* an address change renders at once, not in a transition: a list's next filter change made
          before that render would start from the filters before (docs/decisions/0009) */}
      <BrowserRouter useTransitions={false}>
        <NavigatorBinder />
        <DocumentTitle />
        <Routes>
          <Route path={LOGIN_PATH} element={<LoginPage />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="*" element={<Entry />} />
        </Routes>
      </BrowserRouter>
    </AppFrame>
  );
}
