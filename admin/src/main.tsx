import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

// Real paths (`/admin/listings`), not react-admin's default hash router: react-admin uses the
// router it finds around it. `useTransitions={false}`: a redirect to /login must win at once over
// the query refetches react-admin's logout sets off, or the two loop for seconds.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
