import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { sendMail } from '../mail';
import {
  ApprovalError,
  approvalMail,
  approveCompany,
  companyDocumentFiles,
  documentSummary,
  listPendingCompanies,
  rejectCompany,
} from '../features/users/company-approval';
import { RefundError } from '../features/sales/refunds';
import { refundedCommand, refundsCommand } from './refund-commands';

const usage = `Usage : pnpm --filter api admin <commande>
  list-pending           liste les comptes entreprise en attente de validation (avec leurs documents)
  documents <clientId> [dossier]   enregistre les documents de la demande dans le dossier (par défaut ./documents-<clientId>)
  approve <clientId>     valide le compte, affiche l'identifiant et le code d'accès (et les envoie par e-mail)
  reject <clientId>      refuse la demande (le compte en attente est supprimé)
  refunds                liste les paiements reçus sans place (créneau complet) à rembourser
  refunded <référence>   note que le remboursement de cette transaction a été fait
Base : DATABASE_URL (PostgreSQL) si défini, sinon PGlite dans DATA_DIR (par défaut api/data).
Avec PGlite, arrêtez l'API avant : une base PGlite ne s'ouvre que dans un processus à la fois.`;

function clientId(arg: string | undefined): number {
  const id = Number(arg);
  if (!arg || !Number.isInteger(id) || id < 1)
    throw new ApprovalError(`Numéro de client invalide : ${arg ?? '(absent)'}\n\n${usage}`);
  return id;
}

async function main(argv: string[]): Promise<number> {
  const [command, arg, folder] = argv;
  if (!command || !['list-pending', 'documents', 'approve', 'reject', 'refunds', 'refunded'].includes(command)) {
    console.error(usage);
    return command ? 2 : 0;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'refunds') {
      await refundsCommand(database.db, console.log);
    } else if (command === 'refunded') {
      await refundedCommand(database.db, arg, console.log);
    } else if (command === 'list-pending') {
      const pending = await listPendingCompanies(database.db);
      if (pending.length === 0) console.log('Aucun compte entreprise en attente.');
      for (const p of pending) {
        console.log(
          `#${p.id}  ${p.companyName ?? '?'}  (SIRET ${p.registrationNumber ?? '?'})  contact ${p.manager ?? '?'}  ${p.email}  ${p.phone ?? ''}  demandé le ${p.createdAt.toISOString()}`,
        );
        console.log(
          p.documents.length
            ? `    documents : ${p.documents.map(documentSummary).join(', ')}`
            : '    documents : aucun reçu',
        );
      }
    } else if (command === 'documents') {
      const id = clientId(arg);
      const files = await companyDocumentFiles(database.db, id);
      if (files.length === 0) console.log(`Aucun document pour la demande n°${id}.`);
      const dir = path.resolve(folder ?? `documents-${id}`);
      if (files.length) fs.mkdirSync(dir, { recursive: true });
      files.forEach((f, i) => {
        const target = path.join(dir, `${i + 1}-${path.basename(f.name)}`);
        fs.writeFileSync(target, f.bytes);
        console.log(`Enregistré : ${target}`);
      });
    } else if (command === 'approve') {
      const approval = await approveCompany(database.db, clientId(arg));
      console.log(`Compte entreprise n°${approval.id} validé (${approval.companyName ?? ''}, ${approval.email}).`);
      console.log(`Identifiant : ${approval.login}`);
      console.log(`Code d'accès : ${approval.accessCode}`);
      try {
        await sendMail({ config }, approvalMail(approval, config.siteUrl));
        console.log(`E-mail envoyé à ${approval.email}.`);
      } catch (err) {
        console.error(
          `E-mail non envoyé (${(err as Error).message}) : transmettez l'identifiant et le code vous-même.`,
        );
      }
    } else {
      const rejected = await rejectCompany(database.db, clientId(arg));
      console.log(`Demande de compte entreprise n°${rejected.id} (${rejected.email}) refusée et supprimée.`);
    }
    return 0;
  } catch (err) {
    if (err instanceof ApprovalError || err instanceof RefundError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
