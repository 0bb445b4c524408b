import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../mail';
import { DOCUMENTS_LINK_SECONDS, documentsSecret, signDocumentsToken } from './documents-token';
import { documentsLink, requestReceivedMail } from './mails';

export interface CompanyRequest {
  id: number;
  email: string;
  companyName: string | null;
}

/**
 * The acknowledgement of a company's request with a fresh link to send its documents (valid DOCUMENTS_LINK_DAYS
 * days): sent at registration, and again by the staff (`admin documents-link`) when a company lost or let expire it.
 */
export async function documentsRequestMail(
  db: Db,
  config: Pick<Config, 'accountUrl' | 'parkName'>,
  request: CompanyRequest,
  now = Date.now(),
): Promise<MailMessage> {
  const token = signDocumentsToken(await documentsSecret(db), request.id, now, DOCUMENTS_LINK_SECONDS);
  const link = documentsLink(config.accountUrl, token, request.id);
  return requestReceivedMail(request.email, request.companyName ?? '', config.parkName, link);
}
