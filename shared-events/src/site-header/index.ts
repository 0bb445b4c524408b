export { AccountMenu, type AccountMenuProps } from './account-menu';
export { ACCOUNT_ENTRIES, accountEntries, accountHref, headerName } from './account-entries';
export { ParkHeader, type ParkHeaderProps } from './park-header';
