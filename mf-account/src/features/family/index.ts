// What the family feature offers the area's other features: they import it from here, never from its folders.
export { FamilyManagement } from './components/family-management';
