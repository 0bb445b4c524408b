import type { PendingView } from '../features/admin/commands';
import { listPendingCommand } from './pending-commands';

const request = (createdAt: string): PendingView => ({
  id: 12,
  companyName: 'CSE Acme',
  manager: 'Zoé Martin',
  email: 'cse@acme.fr',
  phone: '0102030405',
  registrationNumber: '12345678900011',
  createdAt,
  documents: [{ id: 1, name: 'kbis.pdf', mime: 'application/pdf', size: 2048 }],
});

async function listed(...pending: PendingView[]): Promise<string[]> {
  const lines: string[] = [];
  await listPendingCommand({ listPending: async () => pending }, (line) => lines.push(line));
  return lines;
}

describe('admin list-pending', () => {
  it('says when each request was made in Paris time, DD/MM/YYYY HH:mm, not in UTC ISO', async () => {
    // 23:30 UTC on 30/03/2026 is 01:30 on 31/03 in Paris (summer time); 23:30 UTC on 30/11 is 00:30 on 01/12 (winter).
    const lines = await listed(request('2026-03-30T23:30:00.000Z'), request('2026-11-30T23:30:00.000Z'));
    expect(lines[0]).toBe(
      '#12  CSE Acme  (SIRET 12345678900011)  contact Zoé Martin  cse@acme.fr  0102030405  demandé le 31/03/2026 01:30',
    );
    expect(lines[1]).toBe('    documents : kbis.pdf (PDF, 2 Ko)');
    expect(lines[2]).toMatch(/ demandé le 01\/12\/2026 00:30$/);
    expect(lines.join('\n')).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('says when there is none', async () => {
    expect(await listed()).toEqual(['Aucun compte entreprise en attente.']);
  });
});
