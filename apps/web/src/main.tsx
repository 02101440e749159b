import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Start } from './app/start';
import { FullPageSpinner } from './components/spinner';
import './landing.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app into.');

const root = createRoot(container);
// NOTE: a transition renders the first screen in slices, yielding to the browser between them,
// instead of one long task that blocks input while a slow phone builds the landing page.
startTransition(() => {
  root.render(
    <StrictMode>
      <Suspense fallback={<FullPageSpinner />}>
        <Start />
      </Suspense>
    </StrictMode>,
  );
});
