// What the players feature offers the area's other features: they import it from here, never from its folders.
export { PlayersRow } from './components/players-row';
export { asksPlayers, teamFits } from './model/players-form';
