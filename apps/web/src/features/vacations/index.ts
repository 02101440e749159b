export { VacationsSection } from './components/vacations-section';
