// NOTE: loaded with the app itself, not on demand: the landing page is the first screen most
// visitors see, and a chunk of its own would only start downloading once the app had run.
export { LandingPage } from './pages/landing-page';
