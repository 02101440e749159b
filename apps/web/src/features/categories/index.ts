export { CategoriesSection } from './components/categories-section';
