import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BasketPlayers } from 'shared-events';
import { playerNames, teamFits, type PlayersValues } from '../model/players-form';
import { PlayersDialog } from './players-dialog';

/** The recap's 'Équipe' row: the team and drivers once named, the pencil to name or change them. */
export function PlayersRow(props: {
  team: BasketPlayers | null;
  participants: number;
  bookingDate: string;
  gameValue: string;
  onChange: (team: BasketPlayers) => void;
  /** Names being typed before a reload: the dialog opens again with them. */
  typed?: PlayersValues;
  /** Told the names as they are typed, null when the dialog closes without them. */
  onTyping?: (values: PlayersValues | null) => void;
}) {
  const [open, setOpen] = useState(() => props.typed !== undefined);
  const { team } = props;
  const hintId = useId();
  const stale = team !== null && !teamFits(team, props.participants);
  return (
    <Box sx={{ py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography color="text.secondary">Équipe</Typography>
        {team ? (
          <Typography sx={{ fontWeight: 600, flex: 1, textAlign: 'right' }} data-testid="recap-players">
            {`${team.TeamName} : ${playerNames(team).join(', ')}`}
          </Typography>
        ) : null}
        <Button
          size="small"
          onClick={() => setOpen(true)}
          aria-describedby={team && !stale ? undefined : hintId}
          data-testid="recap-players-edit"
        >
          {team ? 'Modifier' : 'Nommer l’équipe'}
        </Button>
      </Box>
      {stale ? (
        // The participants changed since the team was named: the names no longer match, the team is not booked.
        <Typography id={hintId} variant="body2" color="error" data-testid="recap-players-stale">
          Le nombre de joueurs ne correspond plus aux participants : modifiez l’équipe pour l’enregistrer.
        </Typography>
      ) : null}
      {team ? null : (
        // A hint, not a value: under the row, in the secondary colour, so that a phone keeps it on one or two lines.
        <Typography id={hintId} variant="body2" color="text.secondary" data-testid="recap-players">
          Facultatif : pour recevoir le classement
        </Typography>
      )}
      {open ? (
        <PlayersDialog
          participants={props.participants}
          initial={team}
          bookingDate={props.bookingDate}
          gameValue={props.gameValue}
          onSubmit={(next) => {
            props.onChange(next);
            setOpen(false);
          }}
          typed={props.typed}
          onTyping={props.onTyping}
          onClose={() => {
            props.onTyping?.(null);
            setOpen(false);
          }}
        />
      ) : null}
    </Box>
  );
}
