import type moment from 'moment-timezone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CLUB_BADGE_LABEL, formatMoney, yearsOld, type BasketBirthday } from 'shared-events';
import type { BookingData } from '../../../shared/hooks/load-booking-data';
import type { Tariff } from '../../../shared/model/types';
import { RecapRow } from '../../../shared/components/recap-row';
import { counterWords } from '../../../shared/model/counter-unit';

export interface ReservationRecapProps {
  data: BookingData;
  color: string;
  /** The booked times (one per pack activity, with its name); `at` null while pending. */
  when: { label: string | null; at: moment.Moment | null }[];
  /** Drawn on the server: the visitor's selection is not known there, its values show as '…' (decision 0038). */
  pending?: boolean;
  participants: number;
  spectators: number;
  /** The unit price charged (the member price of a reserved offer), null without a tariff. */
  unitPrice: number | null;
  memberPercentage: number;
  /** The formula's promotion (the bowling offer), percent. */
  promotionPercentage?: number;
  total: number | null;
  equipment: Tariff | null;
  bracelet: Tariff | null;
  /** Birthdays: the child form once filled in. */
  birthday?: BasketBirthday | null;
  onEditBirthday?: () => void;
  /** Karting: the team and its drivers (for the ranking), with the pencil. */
  playersSlot?: React.ReactNode;
}

/** A value of the visitor's selection, not known yet (the page drawn by the server). */
const PENDING = '…';

/** 'Récapitulatif de votre réservation': activity, formula, times, people, prices. */
export function ReservationRecap(props: ReservationRecapProps) {
  const { data, color, when, unitPrice, total, equipment, bracelet, birthday, pending = false } = props;
  const known = (value: string) => (pending ? PENDING : value);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      aria-busy={pending || undefined}
      data-testid="reservation-recap"
    >
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Récapitulatif de votre réservation
      </Typography>
      <RecapRow label="Activité" value={data.activity.name} />
      <RecapRow label="Formule" value={data.formula.name} />
      {when.map(({ label, at }, index) => (
        <Box key={index}>
          {label ? (
            <Typography sx={{ mt: 1.5, fontWeight: 700, color }} data-testid={`recap-step-${index}`}>
              {label}
            </Typography>
          ) : null}
          <RecapRow label="Date" value={at ? at.format('DD/MM/YYYY') : PENDING} testId={`recap-day-${index}`} />
          <RecapRow label="Heure" value={at ? at.format('HH:mm') : PENDING} testId={`recap-time-${index}`} />
        </Box>
      ))}
      <RecapRow
        label={counterWords(data.activity).label}
        value={known(String(props.participants))}
        testId="recap-participants"
      />
      {data.activity.spectatorFactor > 0 || props.spectators > 0 ? (
        <RecapRow label="Spectateurs" value={known(String(props.spectators))} testId="recap-spectators" />
      ) : null}
      {props.onEditBirthday ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
          <Typography color="text.secondary">Anniversaire</Typography>
          <Typography sx={{ fontWeight: 600, flex: 1, textAlign: 'right' }} data-testid="recap-birthday">
            {known(birthday ? `${birthday.nom}, ${yearsOld(birthday.age)} — ${birthday.gateaux.name}` : 'À compléter')}
          </Typography>
          <Button size="small" onClick={props.onEditBirthday} data-testid="recap-birthday-edit">
            {birthday ? 'Modifier' : 'Compléter'}
          </Button>
        </Box>
      ) : null}
      {props.playersSlot ?? null}
      <Divider sx={{ my: 1.5 }} />
      {unitPrice !== null ? (
        <>
          <RecapRow
            label="Prix unitaire"
            value={[
              formatMoney(unitPrice),
              props.promotionPercentage ? `(promotion : −${props.promotionPercentage} %)` : null,
              props.memberPercentage ? `(${CLUB_BADGE_LABEL} : −${props.memberPercentage} %)` : null,
            ]
              .filter(Boolean)
              .join(' ')}
            testId="recap-unit-price"
          />
          <RecapRow label="Total" value={known(formatMoney(total!))} strong testId="recap-total" />
          {equipment || bracelet ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {[
                equipment ? `${equipment.name} : ${formatMoney(equipment.price)} l’unité` : null,
                bracelet ? `Bracelet connecté : ${formatMoney(bracelet.price)} l’unité` : null,
              ]
                .filter(Boolean)
                .join(' — ')}
            </Typography>
          ) : null}
        </>
      ) : (
        <Alert severity="warning">{"Aucun tarif n'est disponible pour cette formule."}</Alert>
      )}
    </Paper>
  );
}
