import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { counterLabel, requestNavigation, snackingAddressStore, useInBrowser, useStore } from 'shared-events';
import { CheckoutActions, TicketsEmailDialog, useCheckout } from '../../checkout';
import type { BasketLine } from '../../../shared/platform/types';
import type { EditTarget } from '../model/edit-dialog';
import { isEditable } from '../model/edit-path';
import { BASKET_HAS_FULL_SLOTS, EMPTY_BASKET, EMPTY_TABLE_ORDER, PURCHASE_ERROR } from '../model/messages';
import { basketTotals } from '../model/totals';
import { useBasket } from '../hooks/use-basket';
import { usePaymentReturnNotice } from '../hooks/use-payment-return-notice';
import { BasketEditDialog } from './basket-edit-dialog';
import { BasketLineCard } from './basket-line-card';
import { BasketTotals } from './basket-totals';
import { PromoCodeField } from './promo-code-field';
import { TermsDialog } from './terms-dialog';
import { MissingExtrasDialog } from './missing-extras-dialog';
import { missingExtras } from '../model/missing-extras';

/**
 * The page's frame and title. The basket is this browser's: the server draws the frame and the title with a
 * progress in place of the lines (they show at once, decision 0032), the browser the whole page in the same frame.
 */
function BasketFrame({ table, children }: { table: boolean; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} data-testid="basket-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {table ? 'MA COMMANDE' : 'MON PANIER'}
      </Typography>
      {children}
    </Container>
  );
}

/** /panier and /panier/:zone/:table/snaking */
export function BasketPage() {
  const { zone, table } = useParams();
  const inBrowser = useInBrowser();
  if (inBrowser) return <BasketContent />;
  return (
    <BasketFrame table={Boolean(zone && table)}>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Chargement du panier" />
      </Box>
    </BasketFrame>
  );
}

function BasketContent() {
  const { zone, table } = useParams();
  const location = useLocation();
  const place = useMemo(() => (zone && table ? { zone, table } : null), [zone, table]);
  const { lines, remove, edit, editTarget, applyPromo } = useBasket(place);
  // The basket edit dialog, opened by a line's pencil once the page that edits its group is known.
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const openEdit = async (line: BasketLine) => setEditing(await editTarget(line));
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const { type: returnType, phone } = usePaymentReturnNotice();
  const checkout = useCheckout({ lines, termsAccepted, snacking: place !== null, returnTo: location.pathname });
  const totals = basketTotals(lines);
  const full = lines.some((l) => l.complet);
  const paying = checkout.phase.step === 'form' || checkout.phase.step === 'initiating';
  // A table's basket leads back to that table's menu (the tablet's stored address).
  const tableAddress = useStore(snackingAddressStore);
  const menu = tableAddress !== '/' ? tableAddress : '/snaking';
  // Bookings without the accessories or wristband their formula offers: asked once before the schedule check.
  const missing = place ? [] : missingExtras(lines);
  const [extrasPrompt, setExtrasPrompt] = useState<'ask' | 'answered' | null>(null);
  const validateSchedule = () => {
    if (missing.length > 0 && extrasPrompt === null && termsAccepted) setExtrasPrompt('ask');
    else void checkout.validateSchedule();
  };

  return (
    <BasketFrame table={place !== null}>
      {returnType === 'error' && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="purchase-error">
          {PURCHASE_ERROR}
          {phone && (
            <>
              {' au '}
              <span style={{ whiteSpace: 'nowrap' }}>{phone}</span>
            </>
          )}
          .
        </Alert>
      )}
      {lines.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography data-testid="basket-empty">{place ? EMPTY_TABLE_ORDER : EMPTY_BASKET}</Typography>
          <Button
            variant="contained"
            size={place ? 'large' : 'medium'}
            onClick={() => requestNavigation(place ? menu : '/activites')}
            data-testid="basket-back"
          >
            {place ? 'Retour à la carte' : 'Retour aux activités'}
          </Button>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="basket-lines">
            {full && (
              <Alert severity="warning" data-testid="basket-full-warning">
                {BASKET_HAS_FULL_SLOTS}
              </Alert>
            )}
            {lines.map((line) => (
              <BasketLineCard
                key={line.nid}
                line={line}
                counterText={counterLabel(line, lines)}
                onDelete={remove}
                deleteDisabled={checkout.phase.step === 'initiating'}
                onEdit={isEditable(line, lines) && !paying ? (l) => void openEdit(l) : undefined}
                problem={checkout.refusedLine?.nid === line.nid ? checkout.refusedLine.message : undefined}
              />
            ))}
          </Box>
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 16 } }}
          >
            <PromoCodeField onApply={applyPromo} disabled={paying} />
            <Divider />
            <BasketTotals totals={totals} />
            <FormControlLabel
              control={
                <Checkbox
                  checked={termsAccepted}
                  onChange={(e) => setTermsAccepted(e.target.checked)}
                  slotProps={{
                    input: { 'data-testid': 'terms-checkbox' } as React.InputHTMLAttributes<HTMLInputElement>,
                  }}
                />
              }
              label={
                <Typography variant="body2">
                  J&apos;ai lu et j&apos;accepte les{' '}
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    onClick={(e: React.MouseEvent) => {
                      e.preventDefault();
                      setTermsOpen(true);
                    }}
                    data-testid="terms-open"
                  >
                    conditions générales de vente
                  </Link>
                </Typography>
              }
            />
            <CheckoutActions
              phase={checkout.phase}
              snacking={place !== null}
              remaining={checkout.remaining}
              onValidateSchedule={validateSchedule}
              onValidateBasket={() => void checkout.validateBasket()}
            />
          </Paper>
        </Box>
      )}
      {editing && !paying ? (
        <BasketEditDialog
          target={editing}
          lines={lines}
          onEdit={(path) => {
            setEditing(null);
            requestNavigation(path);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <TicketsEmailDialog
        open={checkout.askTicketsEmail}
        onClose={checkout.closeTicketsEmail}
        onSubmit={checkout.provideTicketsEmail}
      />
      {extrasPrompt === 'ask' ? (
        <MissingExtrasDialog
          missing={missing}
          onAdd={(line) => {
            setExtrasPrompt(null);
            void edit(line);
          }}
          onContinue={() => {
            setExtrasPrompt('answered');
            void checkout.validateSchedule();
          }}
          onClose={() => setExtrasPrompt(null)}
        />
      ) : null}
      <TermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          setTermsAccepted(true);
          setTermsOpen(false);
        }}
      />
    </BasketFrame>
  );
}
