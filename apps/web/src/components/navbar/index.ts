export { Navbar } from './navbar';
export type { NavUser } from './nav-links';
