export { PremiumTab } from './components/premium-tab';
