import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { Providers } from './app/providers';
import { makeStore } from './app/store';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app into.');

createRoot(container).render(
  <StrictMode>
    <Providers store={makeStore()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
