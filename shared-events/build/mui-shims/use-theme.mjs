// Stands in for @mui/material's internal 'styles/useTheme.mjs' (imported by Grid and zero-styled): the same hook,
// from the page's shared '@mui/material/styles'. See shareMuiInternals.
export { useTheme as default } from '@mui/material/styles';
