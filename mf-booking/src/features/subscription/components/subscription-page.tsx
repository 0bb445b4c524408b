import { useState } from 'react';
import { useParams } from 'react-router-dom';
import moment from 'moment-timezone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { formatMoney, requestNavigation, requestToast, useLoad, accessibleColor, parkColors } from 'shared-events';
import { newLineId, linesTotal } from '../../../shared/model/basket-lines';
import { DAY_KEY_FORMAT, PARIS_TZ, parisDayKey } from '../../../shared/model/time';
import { useClock } from '../../../shared/hooks/clock';
import { bookingIdOf } from '../../../shared/model/on-sale';
import { BookingFrame } from '../../../shared/components/booking-frame';
import { CountField } from '../../../shared/components/count-field';
import { LoadErrorView, LoadingView, NotFoundView, messageOf } from '../../../shared/components/status-views';
import { UnsavedDialog, useUnsavedGuard, countOf, useEditedGroup } from '../../planning';
import { ADDED_MESSAGE, UPDATED_MESSAGE } from '../../../shared/model/messages';
import { loadSubscription, type SubscriptionOffer } from '../api/load-subscription';
import {
  SUBSCRIPTION_QUANTITY,
  SubscriptionLineError,
  buildSubscriptionLines,
  isValidStartDay,
  lastStartDay,
  subscriptionMonths,
  subscriptionPeriod,
} from '../model/subscription-lines';
import { ActionBar } from '../../../shared/components/action-bar';
import { useBasketSummary } from '../../../shared/hooks/use-basket-summary';

/**
 * Subscription booking (/activites/:aid/:oid/:fid/:bid/reservation and the other subscription routes):
 * start day (end one month later), quantity, socks and wristband options, recap and basket buttons.
 */
export function SubscriptionPage() {
  const params = useParams();
  const aid = bookingIdOf(params.aid);
  const oid = bookingIdOf(params.oid);
  const fid = bookingIdOf(params.fid);
  // The article the address names (its routes with one), else the formula's.
  const named = params.bid ?? params.accessId;
  const article = bookingIdOf(named);
  const ids = aid && oid && fid && (named === undefined || article !== null) ? { aid, oid, fid } : null;
  const data = useLoad({
    queryKey: ['mf_booking', 'abonnement', aid, oid, fid, article],
    queryFn: ({ signal }) => loadSubscription(ids!, article, signal),
    enabled: ids !== null,
  });
  if (!ids) return <NotFoundView title="Abonnements" />;
  if (data.status === 'loading') return <LoadingView />;
  if (data.status === 'error') return <LoadErrorView title="Abonnements" error={data.error} onRetry={data.retry} />;
  return <SubscriptionView offer={data.data} oid={ids.oid} />;
}

function SubscriptionView({ offer, oid }: { offer: SubscriptionOffer; oid: number }) {
  const now = useClock();
  const edit = useEditedGroup(newLineId);
  const main = edit.group.find((line) => line.abo || line.type === 8);
  const [startDay, setStartDay] = useState(() => {
    const stored = main?.accessStart ? parisDayKey(main.accessStart) : null;
    return stored && isValidStartDay(stored, now()) ? stored : parisDayKey(now());
  });
  const [quantity, setQuantity] = useState(() =>
    Math.min(Math.max(main?.counter ?? 1, SUBSCRIPTION_QUANTITY.min), SUBSCRIPTION_QUANTITY.max),
  );
  const [counts, setCounts] = useState<number[]>(() =>
    offer.options.map((option) => countOf(edit.group, option.article, main)),
  );
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const unsaved = useUnsavedGuard({ active: touched, forget: () => undefined, navigateInArea: requestNavigation });
  const summary = useBasketSummary();
  const months = subscriptionMonths(offer.formula.name);
  const period = subscriptionPeriod(startDay, months);
  // Brand colour adapted to 4.5:1 text contrast (used for text and under white text).
  const color = accessibleColor(offer.activity.color1 || offer.activity.color || parkColors.primary);

  const inputFor = (pid: string, newId: () => string) => ({
    aid: offer.activity.aid,
    oid,
    fid: offer.formula.fid,
    article: offer.article,
    formulaName: offer.formula.name,
    color,
    tariff: offer.tariff,
    startDayKey: startDay,
    quantity,
    options: offer.options.map((option, index) => ({ ...option, count: counts[index] ?? 0 })),
    pid,
    newId,
  });
  const total = (() => {
    try {
      return linesTotal(buildSubscriptionLines(inputFor('preview', () => 'preview')));
    } catch {
      return 0;
    }
  })();

  const add = (to: '/activites' | '/panier') => {
    setError(null);
    try {
      if (!isValidStartDay(startDay, now())) throw new SubscriptionLineError('La date de début est invalide.');
      const lines = buildSubscriptionLines(inputFor(edit.pidFor(), newLineId));
      edit.place(lines);
      // In the basket now: leaving no longer asks.
      setTouched(false);
      requestToast(edit.editing ? UPDATED_MESSAGE : ADDED_MESSAGE, 'success');
      if (to === '/panier') requestNavigation(to);
      else summary.show(lines);
    } catch (problem) {
      const message = problem instanceof SubscriptionLineError ? problem.message : messageOf(problem);
      setError(message);
      requestToast(message, 'error');
    }
  };

  const changeQuantity = (value: number) => {
    setTouched(true);
    setQuantity(value);
    setCounts((previous) => previous.map((count) => Math.min(count, value)));
  };

  return (
    <BookingFrame
      title={offer.formula.name}
      subtitle={offer.activity.name}
      color={color}
      logo={offer.activity.logo || undefined}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Début de l’abonnement
        </Typography>
        <DatePicker
          label="Date de début"
          value={moment.tz(startDay, DAY_KEY_FORMAT, PARIS_TZ)}
          onChange={(value) => {
            if (!value || !value.isValid()) return;
            const key = value.clone().tz(PARIS_TZ).format(DAY_KEY_FORMAT);
            if (isValidStartDay(key, now())) {
              setTouched(true);
              setStartDay(key);
            }
          }}
          format="DD/MM/YYYY"
          timezone={PARIS_TZ}
          disablePast
          maxDate={moment.tz(lastStartDay(now()), DAY_KEY_FORMAT, PARIS_TZ)}
          slotProps={{ textField: { fullWidth: true, id: 'subscription-start' } }}
        />
        <Typography sx={{ mt: 1.5 }} color="text.secondary" data-testid="subscription-period">
          {`Du ${period.startLabel} au ${period.endLabel}`}
        </Typography>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <CountField
          label="Nombre d’abonnements"
          helper={`${offer.tariff.name} · ${formatMoney(offer.tariff.price)}`}
          value={quantity}
          bounds={SUBSCRIPTION_QUANTITY}
          onChange={changeQuantity}
          testId="subscription-quantity"
        />
        {offer.options.map((option, index) => (
          <CountField
            key={option.article}
            label={option.name}
            helper={`${formatMoney(option.tariff.price)} l’unité`}
            value={counts[index] ?? 0}
            bounds={{ min: 0, max: quantity }}
            onChange={(value) => {
              setTouched(true);
              setCounts((previous) => previous.map((count, i) => (i === index ? value : count)));
            }}
            testId={`subscription-option-${option.article}`}
          />
        ))}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} data-testid="subscription-recap">
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          Récapitulatif
        </Typography>
        <Row label="Formule" value={offer.formula.name} />
        <Row label="Durée" value={`${months} mois`} testId="subscription-recap-duration" />
        <Row label="Quantité" value={String(quantity)} testId="subscription-recap-quantity" />
        <Divider sx={{ my: 1.5 }} />
        <Row label="Total" value={formatMoney(total)} strong testId="subscription-total" />
      </Paper>

      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="subscription-error">
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

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
