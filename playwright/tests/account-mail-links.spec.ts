import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { outboxFor, outboxLink, outboxText, signIn } from '../support/api';
import { fillCompanyRegistration, KBIS } from '../support/company';
import { openAccountPage, registerThroughSite, uniqueEmail } from '../support/site';

// The account area's standalone entry, where the e-mails' links lead (ACCOUNT_URL, set by start-site).
const ACCOUNT_ENTRY = 'http://localhost:3004';
// The demonstration subscriber: the 3-month no-limit subscription in its third month (api subscriptions/seed-demo).
const SUBSCRIBER = { email: 'abonne@parc360.fr', password: 'motdepasse360' };

/** `pnpm --filter api admin ...` against the running site's database (the config's DATA_DIR for this run). */
async function adminCommand(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  const apiDir = path.resolve(__dirname, '..', '..', 'api');
  const dataDir = `/tmp/park-e2e-${process.env.PARK_E2E_RUN_ID}`;
  return promisify(execFile)(path.join(apiDir, 'node_modules', '.bin', 'tsx'), ['src/scripts/admin.ts', ...args], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: `${dataDir}/db`, OUTBOX_DIR: `${dataDir}/outbox`, DATABASE_URL: '' },
  });
}

/** The id of the newest e-mail to `email` with this subject, once it is in the outbox. */
async function mailFor(page: Page, email: string, subject: string): Promise<string> {
  let mailId = '';
  await expect
    .poll(async () => {
      mailId = (await outboxFor(page.request, email)).find((m) => m.subject === subject)?.id ?? '';
      return mailId;
    })
    .not.toBe('');
  return mailId;
}

async function signInOnAccountPage(page: Page, email: string, password: string) {
  await page.getByTestId('account-sign-in').click();
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByTestId('sign-in-submit').click();
}

test.describe('the account from e-mails and the staff commands', () => {
  test('a client cancels the eligible subscription through the dialogs: warning, confirm, result', async ({ page }) => {
    await page.goto('/compte?tab=2');
    await signInOnAccountPage(page, SUBSCRIBER.email, SUBSCRIBER.password);
    await expect(page).toHaveURL(/\/compte\?tab=2$/);
    const card = page.locator('[data-testid^="subscription-"]').filter({ hasText: '3 MOIS SANS LIMITE' }).first();
    await expect(card.locator('[data-testid^="subscription-state-"]')).toHaveText('Actif');

    await card.getByRole('button', { name: 'Résilier' }).click();
    const dialog = page.getByTestId('subscription-cancel-dialog');
    await expect(dialog.getByTestId('subscription-cancel-warning')).toContainText('est définitive');
    await dialog.getByTestId('subscription-cancel-continue').click();
    await expect(dialog.getByTestId('subscription-cancel-question')).toContainText(
      'Confirmez-vous la résiliation de votre abonnement « TRAMPOLINES - ABONNEMENT 3 MOIS SANS LIMITE » ?',
    );
    await dialog.getByTestId('subscription-cancel-confirm').click();
    await expect(dialog.getByTestId('subscription-cancel-result')).toHaveText('Votre abonnement a bien été résilié.');
    await dialog.getByTestId('subscription-cancel-close').click();
    await expect(card.locator('[data-testid^="subscription-state-"]')).toHaveText('Résilié');
    await expect(card.getByRole('button', { name: 'Résilier' })).toHaveCount(0);

    // The server keeps its rule: the same subscription cannot be cancelled again.
    const session = await signIn(page.request, SUBSCRIBER.email, SUBSCRIBER.password);
    const subs = await (
      await page.request.get(`/api/userSubscriptions?idClient=${session.id}`, {
        headers: { Authorization: `Bearer ${session.token}` },
      })
    ).json();
    const again = await page.request.post(`/api/userSubscriptions/${subs[0].idAccess}/cancel`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(again.status()).toBe(409);
  });

  test('a company registers with a document, is approved by the admin command, gets its codes by e-mail and signs in', async ({
    page,
  }) => {
    const email = uniqueEmail('cse-ok');
    const company = `CSE Validée ${Date.now()}`;
    const form = await fillCompanyRegistration(page, company, email);
    await page.getByTestId('company-documents-input').setInputFiles(KBIS);
    const uploaded = page.waitForResponse((r) => /\/api\/users\/\d+\/companyDocuments$/.test(r.url()));
    await form.getByTestId('field-consent').check();
    await form.getByTestId('company-registration-submit').click();
    const upload = await uploaded;
    expect(upload.status()).toBe(201);
    const clientId = /\/api\/users\/(\d+)\/companyDocuments$/.exec(upload.url())![1]!;

    // The staff, while the API runs (its PGlite database held by it): the command goes through the admin socket.
    const pending = await adminCommand('list-pending');
    expect(pending.stdout).toContain(`#${clientId}  ${company}  (SIRET 84123456000016)`);
    expect(pending.stdout).toContain('documents : kbis.pdf (PDF, 1 Ko)');
    const approved = await adminCommand('approve', clientId);
    const login = /Identifiant : (\S+)/.exec(approved.stdout)![1]!;
    expect(approved.stdout).toContain(`E-mail envoyé à ${email}.`);

    const mailId = await mailFor(page, email, 'Votre compte entreprise est validé');
    const link = await outboxLink(page.request, mailId, ACCOUNT_ENTRY);
    expect(link).toBe(`${ACCOUNT_ENTRY}/?mode=4`);
    const accessCode = /Code d'accès : ([A-Za-z0-9]{10})/.exec(await outboxText(page.request, mailId))?.[1];
    expect(accessCode, 'the access code in the e-mail').toBeTruthy();
    expect(approved.stdout).toContain(`Code d'accès : ${accessCode}`);

    // The link opens the company sign-in on the standalone entry, which keeps the visitor on the account.
    await page.goto(link);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.getByTestId('field-identifier').fill(login);
    await page.getByTestId('field-accessCode').fill(accessCode!);
    await page.getByTestId('company-sign-in-submit').click();
    await expect(page).toHaveURL(`${ACCOUNT_ENTRY}/compte`);
    await expect(page.getByTestId('profile-summary')).toContainText('Compte entreprise');
    await expect(page.getByTestId('profile-summary')).toContainText(company);
  });

  test('a company registers without its documents, then sends them through the link of the acknowledgement e-mail', async ({
    page,
  }) => {
    const email = uniqueEmail('cse-later');
    const company = `CSE Documents Plus Tard ${Date.now()}`;
    const form = await fillCompanyRegistration(page, company, email);
    await form.getByTestId('field-consent').check();
    await form.getByTestId('company-registration-submit').click();
    const mailId = await mailFor(page, email, 'Votre demande de compte entreprise est bien reçue');
    const link = await outboxLink(page.request, mailId, `${ACCOUNT_ENTRY}/?mode=5&`);
    const clientId = new URL(link).searchParams.get('idClient')!;
    expect((await adminCommand('list-pending')).stdout).not.toContain('kbis.pdf');

    // The link opens the documents page of the account area's standalone entry: the file chosen, then sent.
    await page.goto(link);
    await expect(page.getByTestId('company-documents-form')).toBeVisible();
    await page.getByTestId('company-documents-input').setInputFiles(KBIS);
    await expect(page.getByTestId('company-document')).toContainText('kbis.pdf');
    await page.getByTestId('company-documents-submit').click();
    await expect(page.getByTestId('documents-sent')).toBeVisible();
    const pending = await adminCommand('list-pending');
    expect(pending.stdout).toContain(`#${clientId}  ${company}  (SIRET 84123456000016)`);
    expect(pending.stdout).toContain('documents : kbis.pdf (PDF, 1 Ko)');

    // A token whose signature was altered looks usable to the page; the API refuses it (403), nothing is added.
    const url = new URL(link);
    const token = url.searchParams.get('token')!;
    const [expiry, signature] = token.split('.') as [string, string];
    url.searchParams.set('token', `${expiry}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    await page.goto(url.toString());
    await page.getByTestId('company-documents-input').setInputFiles({ ...KBIS, name: 'autre.pdf' });
    await page.getByTestId('company-documents-submit').click();
    await expect(page.getByTestId('documents-bad-link')).toBeVisible();
    expect((await adminCommand('list-pending')).stdout).not.toContain('autre.pdf');
  });

  test('a reset link from the outbox opens the standalone account entry, looking like the park', async ({ page }) => {
    const email = uniqueEmail('reset');
    await registerThroughSite(page, email);
    await page.getByTestId('account-button').click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await openAccountPage(page, '/setPassword');
    await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
    await page.getByTestId('reset-request-submit').click();
    await expect(page.getByTestId('reset-sent')).toBeVisible();

    let mailId = '';
    await expect
      .poll(async () => {
        mailId = (await outboxFor(page.request, email)).find((m) => m.subject.startsWith('Réinitialisation'))?.id ?? '';
        return mailId;
      })
      .not.toBe('');
    const link = await outboxLink(page.request, mailId, `${ACCOUNT_ENTRY}/setPassword?`);
    await page.goto(link);
    // The park's header and theme (violet bar) on the account area's own server.
    const header = page.getByTestId('site-header');
    await expect(header).toBeVisible();
    await expect(header.getByTestId('header-logo')).toBeVisible();
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(91, 42, 134)');
    await expect(page.getByTestId('reset-mode-1')).toBeVisible();
    const newPassword = 'Nouveau-mdp-2026!';
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true }).fill(newPassword);
    await page.getByTestId('new-password-submit').click();
    await expect(page).toHaveURL(`${ACCOUNT_ENTRY}/`);
    await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(newPassword);
    await page.getByTestId('sign-in-submit').click();
    await expect(page).toHaveURL(`${ACCOUNT_ENTRY}/compte`);
    await expect(page.getByTestId('profile-summary')).toContainText(email);

    // The e-mails' links open a tab directly (orders ?tab=1, subscriptions ?tab=2); the sidebar moves between them.
    await page.goto(`${ACCOUNT_ENTRY}/compte?tab=2`);
    await expect(page.getByTestId('subscriptions-empty')).toBeVisible();
    await page.getByTestId('account-tab-1').click();
    await expect(page).toHaveURL(`${ACCOUNT_ENTRY}/compte?tab=1`);
    await expect(page.getByTestId('orders-empty')).toBeVisible();

    // The header's account menu is the site's: each entry opens its tab here, Déconnexion signs out.
    for (const [entry, url, shown] of [
      ['Mes abonnements', `${ACCOUNT_ENTRY}/compte?tab=2`, 'subscriptions-empty'],
      ['Mes commandes', `${ACCOUNT_ENTRY}/compte?tab=1`, 'orders-empty'],
      ['Mon compte', `${ACCOUNT_ENTRY}/compte`, 'profile-summary'],
    ] as const) {
      await header.getByTestId('account-button').click();
      await page.getByRole('menuitem', { name: entry }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByTestId(shown)).toBeVisible();
    }
    await header.getByTestId('account-button').click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/activites$/);
    await page.goto(`${ACCOUNT_ENTRY}/compte`);
    await expect(page.getByTestId('site-header').getByTestId('signin-link')).toBeVisible();
  });
});
