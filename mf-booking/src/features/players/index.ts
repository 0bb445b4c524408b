// What the players feature offers the area's other features: they import it from here, never from its folders.
export { PlayersRow } from './components/players-row';
export { asksPlayers, fromPlayers, teamFits, type PlayersValues } from './model/players-form';
export { readPlayersDraft, readTeamDraft } from './model/players-draft';
