import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { snackingAddressStore, useStore } from 'shared-events';

/** Above the basket area's pages on a tablet: the way back to the table's menu (its stored address). */
export function TabletTopBar() {
  const navigate = useNavigate();
  const address = useStore(snackingAddressStore);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-start', mb: 1 }}>
      <Button
        variant="outlined"
        size="large"
        startIcon={<RestaurantMenuIcon />}
        sx={{ minHeight: 56, px: 3 }}
        onClick={() => navigate(address)}
        data-testid="tablet-back-to-menu"
      >
        Retour au menu
      </Button>
    </Box>
  );
}
