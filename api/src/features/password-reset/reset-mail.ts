import type { MailMessage } from '../../mail';
import { passwordResetLink } from '../mailer/account-links';
import { escapeHtml, mailFrame, mailLink } from '../mailer/mail-style';
import { RESET_LINK_HOURS } from './tokens';

/** How long the link is valid, in words: 'une heure', '2 heures'. */
const validFor = RESET_LINK_HOURS === 1 ? 'une heure' : `${RESET_LINK_HOURS} heures`;

/** The new-password form's link, on the account area's entry (config.accountUrl). */
export function resetLink(accountUrl: string, token: string, clientId: number): string {
  return passwordResetLink(accountUrl, token, clientId);
}

/** The password reset e-mail (French, HTML and text). */
export function resetMail(to: string, firstName: string | null, link: string, parkName = 'Parc 360'): MailMessage {
  const hello = firstName ? `Bonjour ${firstName},` : 'Bonjour,';
  const text = [
    hello,
    '',
    'Vous avez demandé la réinitialisation de votre mot de passe.',
    `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable ${validFor}, une seule fois) :`,
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ].join('\n');
  const body = `<p>${escapeHtml(hello)}</p>
<p>Vous avez demandé la réinitialisation de votre mot de passe.</p>
<p>${mailLink(link, 'Choisir un nouveau mot de passe')} (lien valable ${validFor}, une seule fois).</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>`;
  const subject = 'Réinitialisation de votre mot de passe';
  const html = mailFrame({
    title: subject,
    banner: `${parkName} — Mot de passe`,
    body,
    footer: `L'équipe ${parkName}`,
  });
  return { to, subject, html, text };
}
