import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bindDocumentTitle } from './locale';
import { Root } from './Root';
import { documentTitleOf } from './routes/title';

bindDocumentTitle(documentTitleOf);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
