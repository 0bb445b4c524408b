// Public surface of shared-events: what the areas share at run time (one instance per page).
export * from './types';
export * from './bus';
export * from './stores';
export * from './http';
export * from './format';
export * from './club';
export { basketPathOf, filterForPlace, isSnackingLine, tablePlaceOf } from './basket';
export type { SnackingPlace } from './basket';
export * from './birthday';
export * from './theme';
export * from './platform';
export type { ApiErrorBody, ApiPaths, ApiReply, ApiRequestBody } from './api-contract';
export * from './leave-guard';
export * from './data';
export { AccountMenu, ACCOUNT_ENTRIES, accountEntries, accountHref, headerName, ParkHeader } from './site-header';
export type { AccountMenuProps, ParkHeaderProps } from './site-header';
export { routePaths, routeTableMismatch, sitePaths } from './router/route-table';
export type { AreaRoute } from './router/route-table';
