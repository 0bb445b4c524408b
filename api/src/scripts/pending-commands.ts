import type { AdminCommands } from '../features/admin/commands';
import { documentSummary } from '../features/users/company-approval';
import { paris } from './refund-commands';

/** `admin list-pending`: the company accounts awaiting approval, with their documents and when each asked (Paris time). */
export async function listPendingCommand(
  commands: Pick<AdminCommands, 'listPending'>,
  print: (line: string) => void,
): Promise<void> {
  const pending = await commands.listPending();
  if (pending.length === 0) print('Aucun compte entreprise en attente.');
  for (const p of pending) {
    print(
      `#${p.id}  ${p.companyName ?? '?'}  (SIRET ${p.registrationNumber ?? '?'})  contact ${p.manager ?? '?'}  ${p.email}  ${p.phone ?? ''}  demandé le ${paris(p.createdAt)}`,
    );
    print(
      p.documents.length
        ? `    documents : ${p.documents.map(documentSummary).join(', ')}`
        : '    documents : aucun reçu',
    );
  }
}
