import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BasketPlayers } from 'shared-events';
import { playerNames } from '../model/players-form';
import { PlayersDialog } from './players-dialog';

/** The recap's 'Équipe' row: the team and drivers once named, the pencil to name or change them. */
export function PlayersRow(props: {
  team: BasketPlayers | null;
  participants: number;
  bookingDate: string;
  gameValue: string;
  onChange: (team: BasketPlayers) => void;
}) {
  const [open, setOpen] = useState(false);
  const { team } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography color="text.secondary">Équipe</Typography>
      <Typography sx={{ fontWeight: 600, flex: 1, textAlign: 'right' }} data-testid="recap-players">
        {team ? `${team.TeamName} : ${playerNames(team).join(', ')}` : 'Facultatif : pour recevoir le classement'}
      </Typography>
      <Button size="small" onClick={() => setOpen(true)} data-testid="recap-players-edit">
        {team ? 'Modifier' : 'Nommer l’équipe'}
      </Button>
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
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Box>
  );
}
