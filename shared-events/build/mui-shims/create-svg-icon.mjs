// Stands in for @mui/material's internal 'SvgIcon/createSvgIcon.mjs' (reached through 'utils/createSvgIcon.mjs' by
// the icons of Alert, Breadcrumbs, Checkbox ...): the same function from the page's shared '@mui/material/SvgIcon',
// so a remote does not carry its own SvgIcon. See shareMuiInternals.
export { createSvgIcon as default } from '@mui/material/SvgIcon';
