import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  isSignedInIndividual,
  requestNavigation,
  requestToast,
  sessionStore,
  useLoad,
  useStore,
  accessibleColor,
  parkColors,
} from 'shared-events';
import { fetchActivities, fetchOfferFormulas, fetchOffers, fetchTariffs } from '../../../shared/api/booking-api';
import { BookingNotFoundError } from '../../../shared/hooks/load-booking-data';
import { isBookingId, offerOf } from '../../../shared/model/on-sale';
import { linesTotal, newLineId } from '../../../shared/model/basket-lines';
import { parseStrings, type Activity, type Formula, type Tariff } from '../../../shared/model/types';
import { BookingFrame } from '../../../shared/components/booking-frame';
import { CountField } from '../../../shared/components/count-field';
import { LoadErrorView, LoadingView, NotFoundView, messageOf } from '../../../shared/components/status-views';
import { ADDED_MESSAGE, UPDATED_MESSAGE } from '../../../shared/model/messages';
import { UnsavedDialog, useEditedGroup, useUnsavedGuard } from '../../planning';
import { COMPANY_COUNTER, CompanyLineError, buildCompanyLines, isCompanyAccount } from '../model/company-lines';
import { ActionBar } from '../../../shared/components/action-bar';
import { useBasketSummary } from '../../../shared/hooks/use-basket-summary';
import { CompanyGate } from './company-gate';

interface CompanyOffer {
  activity: Activity;
  offerName: string;
  tickets: { formula: Formula; tariff: Tariff }[];
  strings: { string_1?: string; string_2?: string };
}

async function loadCompanyOffer(aid: number, oid: number, signal: AbortSignal): Promise<CompanyOffer> {
  const [activities, offers, formulas] = await Promise.all([
    fetchActivities(signal),
    fetchOffers(aid, signal),
    fetchOfferFormulas(oid, signal),
  ]);
  // Unknown, inactive (status false) or hidden from the website (web false): not sold online. Another activity than
  // the company one: not company tickets (the server sells those of the company activity only).
  const offered = offerOf({ aid, oid }, activities, offers);
  if (!offered || offered.activity.code !== 'company') throw new BookingNotFoundError();
  const { activity, offer } = offered;
  // Every ticket's tariff at once (one request each, in parallel), in the formulas' order.
  const sold = formulas.filter((candidate) => candidate.article != null && candidate.aid === aid);
  const tariffs = await Promise.all(sold.map((formula) => fetchTariffs(formula.article!, signal)));
  const tickets: CompanyOffer['tickets'] = sold.flatMap((formula, i) => {
    const tariff = tariffs[i]?.[0];
    return tariff ? [{ formula, tariff }] : [];
  });
  return { activity, offerName: offer.name, tickets, strings: parseStrings(offer.strings) };
}

/** /activites/:aid/:oid/entreprise: company (CSE) ticket order, one counter per ticket type. */
export function CompanyPage() {
  const params = useParams();
  const aid = Number(params.aid);
  const oid = Number(params.oid);
  const valid = isBookingId(params.aid) && isBookingId(params.oid);
  const session = useStore(sessionStore);
  const location = useLocation();
  const data = useLoad({
    queryKey: ['mf_booking', 'entreprise', aid, oid],
    queryFn: ({ signal }) => loadCompanyOffer(aid, oid, signal),
    enabled: valid,
  });
  if (!valid) return <NotFoundView title="Billetterie CSE" />;
  if (data.status === 'loading') return <LoadingView />;
  if (data.status === 'error') return <LoadErrorView title="Billetterie CSE" error={data.error} onRetry={data.retry} />;
  const offer = data.data;
  // Brand colour adapted to 4.5:1 text contrast (used for text and under white text).
  const color = accessibleColor(offer.activity.color1 || offer.activity.color || parkColors.primary);
  if (!isCompanyAccount(session)) {
    return (
      <BookingFrame title={offer.activity.name} color={color} logo={offer.activity.logo || undefined}>
        <CompanyGate returnTo={location.pathname} signedInIndividual={isSignedInIndividual(session)} />
      </BookingFrame>
    );
  }
  return <CompanyOrder offer={offer} oid={oid} color={color} />;
}

function CompanyOrder({ offer, oid, color }: { offer: CompanyOffer; oid: number; color: string }) {
  const edit = useEditedGroup(newLineId);
  const [counts, setCounts] = useState<number[]>(() =>
    offer.tickets.map((ticket) =>
      edit.group.filter((line) => line.fid === ticket.formula.fid).reduce((sum, line) => sum + line.counter, 0),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  // Counters the visitor changed, not yet in the basket: leaving asks first (spec §2).
  const [changed, setChanged] = useState(false);
  const summary = useBasketSummary();
  const unsaved = useUnsavedGuard({
    active: changed && counts.some((count) => count > 0),
    forget: () => undefined,
    navigateInArea: requestNavigation,
  });
  const tickets = offer.tickets.map((ticket, index) => ({ ...ticket, count: counts[index] ?? 0 }));
  const total = linesTotal(tickets.map((ticket) => ({ price: ticket.tariff.price, counter: ticket.count })));

  const add = (to: '/activites' | '/panier') => {
    setError(null);
    try {
      const lines = buildCompanyLines({
        aid: offer.activity.aid,
        oid,
        color,
        tickets,
        pid: edit.pidFor(),
        newId: newLineId,
      });
      edit.place(lines);
      setChanged(false);
      requestToast(edit.editing ? UPDATED_MESSAGE : ADDED_MESSAGE, 'success');
      if (to === '/panier') requestNavigation(to);
      else summary.show(lines);
    } catch (problem) {
      const message = problem instanceof CompanyLineError ? problem.message : messageOf(problem);
      setError(message);
      requestToast(message, 'error');
    }
  };

  return (
    <BookingFrame
      title={offer.activity.name}
      subtitle={offer.offerName}
      color={color}
      logo={offer.activity.logo || undefined}
    >
      {offer.strings.string_1 ? (
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {offer.strings.string_1}
        </Typography>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        {offer.tickets.length === 0 ? (
          <Alert severity="info">Aucune formule disponible. Veuillez choisir une autre offre.</Alert>
        ) : (
          offer.tickets.map((ticket, index) => (
            <CountField
              key={ticket.formula.fid}
              label={ticket.formula.name}
              helper={`${formatMoney(ticket.tariff.price)} le billet`}
              value={counts[index] ?? 0}
              bounds={COMPANY_COUNTER}
              onChange={(value) => {
                setChanged(true);
                setCounts((previous) => previous.map((count, i) => (i === index ? value : count)));
              }}
              testId={`company-ticket-${ticket.formula.fid}`}
            />
          ))
        )}
        <Divider sx={{ my: 1.5 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography color="text.secondary">Total</Typography>
          <Typography sx={{ fontWeight: 800 }} data-testid="company-total">
            {formatMoney(total)}
          </Typography>
        </Box>
      </Paper>
      {offer.strings.string_2 ? (
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {offer.strings.string_2}
        </Typography>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="company-error">
          {error}
        </Alert>
      ) : null}
      <ActionBar>
        <Button onClick={() => unsaved.leave('/activites', true)} data-testid="back-to-activities">
          Retour aux activités
        </Button>
        <Button variant="outlined" onClick={() => add('/activites')} data-testid="add-to-basket">
          Ajouter au panier
        </Button>
        <Button variant="contained" onClick={() => add('/panier')} data-testid="validate-basket">
          Valider mon panier
        </Button>
      </ActionBar>
      <UnsavedDialog open={unsaved.leaving !== null} onStay={unsaved.stay} onLeave={unsaved.confirm} />
      {summary.dialog}
    </BookingFrame>
  );
}
