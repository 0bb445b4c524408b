import { render, screen } from '@testing-library/react';
import { PlayersRow } from './players-row';

const row = (team: Parameters<typeof PlayersRow>[0]['team']) =>
  render(
    <PlayersRow team={team} participants={2} bookingDate="2026-06-10" gameValue="10" onChange={() => undefined} />,
  );

test('without a team: the hint under the row describes the button that names it', () => {
  row(null);
  const button = screen.getByRole('button', { name: 'Nommer l’équipe' });
  expect(button).toHaveAccessibleDescription('Facultatif : pour recevoir le classement');
  expect(screen.getByTestId('recap-players')).toHaveTextContent('Facultatif : pour recevoir le classement');
});

test('with a team: its name and drivers as the row’s value, and the button changes it', () => {
  row({ BookingDate: '2026-06-10', TeamName: 'Les Bolides', GameValue: '10', player_1: 'Ana', player_2: 'Tom' });
  expect(screen.getByTestId('recap-players')).toHaveTextContent('Les Bolides : Ana, Tom');
  const button = screen.getByRole('button', { name: 'Modifier' });
  expect(button).not.toHaveAttribute('aria-describedby');
  expect(screen.queryByText('Facultatif : pour recevoir le classement')).toBeNull();
});

test('a team named for another number of participants: the row says it must be changed to be booked', () => {
  row({
    BookingDate: '2026-06-10',
    TeamName: 'Les Bolides',
    GameValue: '10',
    player_1: 'Ana',
    player_2: 'Tom',
    player_3: 'Léo',
  });
  const stale = 'Le nombre de joueurs ne correspond plus aux participants : modifiez l’équipe pour l’enregistrer.';
  expect(screen.getByTestId('recap-players-stale')).toHaveTextContent(stale);
  expect(screen.getByRole('button', { name: 'Modifier' })).toHaveAccessibleDescription(stale);
});
