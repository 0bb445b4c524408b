/**
 * The link of the acknowledgement e-mail of a company request ('/?mode=5&idClient=…&token=…'): the pending company
 * sends its documents with it later. The token is the API's ('<expiry in seconds>.<signature>', a week); the page
 * reads its expiry to say at once that the link is too old, the API alone checks its signature (403) and that the
 * request is still pending (409).
 */
export type DocumentsLink =
  { state: 'usable'; idClient: number; token: string } | { state: 'expired' } | { state: 'invalid' };

const TOKEN = /^(\d{1,12})\.[A-Za-z0-9_-]{43}$/;

export function documentsLinkFromQuery(params: URLSearchParams, now = Date.now()): DocumentsLink {
  const id = params.get('idClient')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const match = TOKEN.exec(token);
  if (!/^[1-9]\d{0,9}$/.test(id) || !match) return { state: 'invalid' };
  if (Number(match[1]) * 1000 < now) return { state: 'expired' };
  return { state: 'usable', idClient: Number(id), token };
}

export const documentsLinkTexts = {
  intro:
    'Envoyez les documents de votre demande de compte entreprise : notre équipe la traite sous 24 h après leur réception.',
  badLink: 'Ce lien a expiré ou n’est pas valide.',
  badLinkHelp:
    'Si vous n’avez pas encore envoyé vos documents, contactez le parc par téléphone : nous vous enverrons un nouveau lien par e-mail.',
  notPending:
    'Cette demande de compte entreprise n’est plus en attente : elle a déjà été traitée. Si elle a été validée, vous avez reçu par e-mail votre identifiant et votre code d’accès.',
  sent: 'Vos documents ont bien été envoyés. Notre équipe traite votre demande sous 24 h ; vous recevrez ensuite par e-mail votre identifiant et votre code d’accès.',
  none: 'Joignez au moins un document.',
  failed: 'Vos documents n’ont pas pu être envoyés. Vérifiez votre connexion et réessayez.',
} as const;

/** The page's state after a sending refused by the API: the link's (403), the request's (409), or the files'. */
export function documentsFailure(status: number): 'badLink' | 'notPending' | 'retry' {
  if (status === 403) return 'badLink';
  if (status === 409) return 'notPending';
  return 'retry';
}
