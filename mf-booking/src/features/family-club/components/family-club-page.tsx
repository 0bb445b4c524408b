import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  basketStore,
  CLUB_BADGE_LABEL,
  formatMoney,
  requestNavigation,
  requestToast,
  sessionStore,
  useStore,
  accessibleColor,
  parkColors,
  useLoad,
} from 'shared-events';
import { fetchTariffs } from '../../../shared/api/booking-api';
import { ActionBar } from '../../../shared/components/action-bar';
import { BookingFrame } from '../../../shared/components/booking-frame';
import { RecapRow } from '../../../shared/components/recap-row';
import { ErrorView, LoadErrorView, LoadingView } from '../../../shared/components/status-views';
import { useClock } from '../../../shared/hooks/clock';
import type { BookingData } from '../../../shared/hooks/load-booking-data';
import { newLineId } from '../../../shared/model/basket-lines';
import { parseStrings } from '../../../shared/model/types';
import { buildClubLine, clubPeriod, clubRefusal, clubTariff } from '../model/club-line';
import { familyRegistrationPath } from '../model/family-registration';

export const CLUB_ADDED_MESSAGE = 'Votre adhésion au 360 Family Club a été ajoutée au panier.';

/** True for the 360 Family Club's formula: its card leads to this purchase page, not to a planning. */
export const isFamilyClub = (data: Pick<BookingData, 'formula' | 'activity'>) =>
  data.formula.code === 'family-club' || data.activity.code === 'family-club';

/** The 360 Family Club formula's page: the membership offer and its purchase (no planning). */
export function FamilyClubPage({ data }: { data: BookingData }) {
  const now = useClock();
  const basket = useStore(basketStore);
  const session = useStore(sessionStore);
  const article = data.formula.article;
  const tariffs = useLoad({
    queryKey: ['mf_booking', 'tarifs', article],
    queryFn: ({ signal }) => fetchTariffs(article!, signal),
    enabled: article != null,
  });
  if (article == null) return <ErrorView title={data.activity.name} message="Aucune formule disponible." />;
  if (tariffs.status === 'loading') return <LoadingView />;
  if (tariffs.status === 'error')
    return <LoadErrorView title={data.activity.name} error={tariffs.error} onRetry={tariffs.retry} />;
  const tariff = clubTariff(tariffs.data);
  const period = clubPeriod(now());
  const refusal = clubRefusal(session.currentUser, basket.lines);
  const strings = parseStrings(data.formula.strings);
  // Brand colour adapted to 4.5:1 text contrast (used for text and under white text).
  const color = accessibleColor(data.activity.color1 || data.activity.color || parkColors.primary);

  // Every way of adding the club opens the family registration (spec §4, decision 0011): there is no way to the
  // basket that skips it (the basket stays one tap away in the header).
  const join = () => {
    if (!tariff || refusal) return;
    const line = buildClubLine({
      activity: data.activity,
      formula: data.formula,
      tariff,
      now: now(),
      pid: newLineId(),
      newId: newLineId,
    });
    basketStore.update((draft) => {
      draft.lines.push(line);
    });
    requestToast(CLUB_ADDED_MESSAGE, 'success');
    requestNavigation(familyRegistrationPath(session));
  };

  return (
    <BookingFrame
      title={data.activity.name}
      subtitle={data.formula.name}
      color={color}
      logo={data.activity.logo || undefined}
    >
      {strings.string_1 ? (
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {strings.string_1}
        </Typography>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} data-testid="club-offer">
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Adhésion au 360 Family Club
        </Typography>
        <RecapRow label="Formule" value={data.formula.name} />
        <RecapRow label="Validité" value={`Du ${period.startLabel} au ${period.endLabel}`} testId="club-period" />
        <RecapRow label="Quantité" value="1" />
        {tariff ? <RecapRow label="Total" value={formatMoney(tariff.price)} strong testId="club-total" /> : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Les membres bénéficient de 10 % de remise sur les offres réservées aux membres.
        </Typography>
      </Paper>
      {session.currentUser?.clubMember ? (
        <Chip color="secondary" label={CLUB_BADGE_LABEL} sx={{ mb: 2 }} data-testid="club-badge" />
      ) : null}
      {refusal ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="club-refusal">
          {refusal}
        </Alert>
      ) : null}
      {!tariff ? <Alert severity="warning">{"Aucun tarif n'est disponible pour cette formule."}</Alert> : null}
      <ActionBar>
        <Button onClick={() => requestNavigation('/activites')} data-testid="back-to-activities">
          Retour aux activités
        </Button>
        <Button variant="contained" onClick={join} disabled={!tariff || refusal !== null} data-testid="club-join">
          Adhérer et inscrire ma famille
        </Button>
      </ActionBar>
    </BookingFrame>
  );
}
