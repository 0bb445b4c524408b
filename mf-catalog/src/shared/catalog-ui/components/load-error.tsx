import Button from '@mui/material/Button';
import { CatalogAlert } from './catalog-alert';

export const LOAD_ERROR_MESSAGE = 'Le catalogue n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.';

/** French error state with 'Réessayer'. */
export function LoadError({ onRetry, message = LOAD_ERROR_MESSAGE }: { onRetry: () => void; message?: string }) {
  return (
    <CatalogAlert
      severity="error"
      testId="catalog-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} data-testid="catalog-retry">
          Réessayer
        </Button>
      }
    >
      {message}
    </CatalogAlert>
  );
}
