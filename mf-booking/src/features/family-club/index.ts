// What the family-club feature offers the area's other features: they import it from here, never from its folders.
export { FamilyClubPage, isFamilyClub } from './components/family-club-page';
export { buildClubLine, clubRefusal, clubTariff } from './model/club-line';
export { clubOnSale, isClubFormula } from './model/club-on-sale';
export { familyRegistrationPath } from './model/family-registration';
