// Stands in for @mui/material's internal 'styles/styled.mjs' when a component (Stack, Container) imports it by a
// relative path: the page's shared '@mui/material/styles' gives the very same function, without a remote
// bundling its own default theme (createTheme and the palette code, ~10 KB gzip). See shareMuiInternals.
export { styled as default } from '@mui/material/styles';
