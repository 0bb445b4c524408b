import type { MailMessage } from '../../mail';
import { escapeHtml as esc, mailFrame } from '../mailer/mail-style';

/** The acknowledgement of a company account request (spec §6: processed within 24 h after the documents). */
export function requestReceivedMail(to: string, companyName: string, parkName: string): MailMessage {
  const lines = [
    'Bonjour,',
    '',
    `Nous avons bien reçu la demande de compte entreprise de ${companyName}.`,
    'Notre équipe la traite sous 24 h après réception de vos documents (extrait Kbis ou justificatif du CSE).',
    "Vous recevrez ensuite par e-mail votre identifiant et votre code d'accès.",
    '',
    `L'équipe ${parkName}`,
  ];
  const subject = 'Votre demande de compte entreprise est bien reçue';
  const body = `<p>Bonjour,</p>
<p>Nous avons bien reçu la demande de compte entreprise de <strong>${esc(companyName)}</strong>.</p>
<p>Notre équipe la traite sous 24 h après réception de vos documents (extrait Kbis ou justificatif du CSE).<br>
Vous recevrez ensuite par e-mail votre identifiant et votre code d'accès.</p>
<p>L'équipe ${esc(parkName)}</p>`;
  const html = mailFrame({
    title: subject,
    banner: `${parkName} — Compte entreprise`,
    body,
    footer: `L'équipe ${parkName}`,
  });
  return { to, subject, html, text: lines.join('\n') };
}
