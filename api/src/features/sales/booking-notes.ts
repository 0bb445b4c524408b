import type { PricedLine } from '../../db/schema/payment';
import type { BirthdayForm, PlayersForm } from '../payment/line-text';
import { ageWords } from '../orders/line-extra';

/**
 * What staff read on a booking (its `notes`): the birthday child form and the team / player names of
 * the lines holding places on that slot (a birthday also on its linked activities' slots). The texts
 * were bounded and checked when the line was shaped. Pure.
 */

export function birthdayNote(form: BirthdayForm): string {
  const comments = form.commentaires ? ` — ${form.commentaires}` : '';
  const age = ageWords(form.age);
  return `Anniversaire de ${form.nom}${age ? `, ${age}` : ''}, gâteau : ${form.gateaux.name}${comments}`;
}

export function playersNote(form: PlayersForm): string {
  const game = form.GameValue ? ` (${form.GameValue})` : '';
  return `Équipe ${form.TeamName}${game} : ${form.players.join(', ')}`;
}

/** The notes of each slot booked by the lines, joined by ' | '; slots without any note are absent. */
export function bookingNotes(lines: readonly Pick<PricedLine, 'slotIds' | 'client'>[]): Map<number, string> {
  const notes = new Map<number, string[]>();
  for (const line of lines) {
    const texts: string[] = [];
    const birthday = line.client.anniversaires as BirthdayForm | undefined;
    const players = line.client.players as PlayersForm | undefined;
    if (birthday) texts.push(birthdayNote(birthday));
    if (players) texts.push(playersNote(players));
    if (!texts.length) continue;
    for (const slotId of line.slotIds) notes.set(slotId, [...(notes.get(slotId) ?? []), ...texts]);
  }
  return new Map([...notes].map(([slotId, texts]) => [slotId, texts.join(' | ')]));
}
