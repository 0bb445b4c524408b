/**
 * Invite friends (spec §2, §7: 'a mailto link and a messaging share link'): the booking's details in a
 * short French message, an e-mail link and a messaging link (the Web Share API when the browser has it,
 * WhatsApp's link otherwise). Pure.
 */
export const INVITE_TITLE = 'Prévenez vos amis';

export interface InviteDetails {
  activity: string;
  formula: string;
  /** 'DD/MM/YYYY' and 'HH:mm' of each booked time (a duo pack has two), with its activity's name. */
  when: { label: string | null; day: string; time: string }[];
  participants: number;
  /** The site's address (the friends book there too). */
  site: string;
}

export function inviteMessage(details: InviteDetails): { subject: string; body: string } {
  const times = details.when.map((at) => `${at.label ? `${at.label} : ` : ''}le ${at.day} à ${at.time}`).join('\n');
  const people = details.participants > 1 ? `${details.participants} participants` : '1 participant';
  return {
    subject: `Rejoins-moi : ${details.activity} — ${details.formula}`,
    body: [
      `J'ai réservé ${details.formula} (${details.activity}) :`,
      times,
      `${people}.`,
      `Réserve ta place sur ${details.site}`,
    ].join('\n'),
  };
}

/** mailto: with the subject and body encoded (RFC 6068: spaces as %20, not '+'). */
export function mailtoLink(message: { subject: string; body: string }): string {
  return `mailto:?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`;
}

/** The messaging link used when the browser cannot share: WhatsApp's click-to-chat with the text. */
export function messagingLink(message: { subject: string; body: string }): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message.subject}\n${message.body}`)}`;
}
