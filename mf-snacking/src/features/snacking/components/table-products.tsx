import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { snackingAddressStore, useLoad } from 'shared-events';
import { tableLoad } from '../api/snacking-loads';
import { useZoneSignIn } from '../../bar';
import { idParam } from '../../../shared/model/products';
import { LoadFailed, Loading, Message } from '../../../shared/components/status-views';
import { TableBar } from './table-bar';

export const UNKNOWN_TABLE = 'Cette table est introuvable.';
export const NO_OFFER = 'Aucune offre disponible. Veuillez choisir une autre activité.';

/** /activites/:aid/:room/:table/snaking: the table's menu, the bar's categories (offers) with their pictures. */
export function TableProducts() {
  const params = useParams();
  const { pathname } = useLocation();
  const aid = idParam(params.aid);
  const zoneId = idParam(params.room);
  const tableId = idParam(params.table);
  useZoneSignIn(zoneId, tableId);
  const state = useLoad(tableLoad(aid, zoneId, tableId));

  // The tablet comes back to this table (the catalogue redirects to a stored snacking address).
  useEffect(() => {
    if (state.status === 'success' && state.data) snackingAddressStore.set(pathname);
  }, [state, pathname]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadFailed onRetry={state.retry} />;
  if (!state.data || !aid) return <Message text={UNKNOWN_TABLE} testId="snack-unknown-table" />;
  const { zone, table, offers } = state.data;
  return (
    <Box data-testid="snack-table-products">
      <TableBar aid={aid} zone={zone.id} table={table.id} />
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
        {table.name}
      </Typography>
      <Typography sx={{ textAlign: 'center', mb: 3 }}>{zone.name}</Typography>
      {offers.length === 0 && <Message text={NO_OFFER} />}
      <Grid container spacing={2}>
        {offers.map((offer, index) => (
          <Grid key={offer.oid} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" data-testid={`snack-offer-${offer.oid}`}>
              <CardActionArea
                component={RouterLink}
                to={`/activites/${aid}/${offer.oid}/${zone.id}/${table.id}/snaking`}
              >
                {/* The first picture is the page's largest paint: asked for first (its preload too, on the server). */}
                {offer.image && (
                  <CardMedia
                    component="img"
                    height="180"
                    image={offer.image}
                    alt={offer.name}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                  />
                )}
                <CardContent sx={{ minHeight: 72 }}>
                  <Typography variant="h3" component="h2" sx={{ textAlign: 'center' }}>
                    {offer.name}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
