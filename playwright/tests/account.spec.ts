import { expect, test, type Page } from '@playwright/test';
import { outboxFor } from '../support/api';
import { openAccountPage, PASSWORD, registerThroughSite, uniqueEmail } from '../support/site';
import { fillCompanyRegistration, KBIS } from '../support/company';

// A 1×1 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d5c45a0000000049454e44ae426082',
  'hex',
);

async function openMenuEntry(page: Page, label: string) {
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: label }).click();
}

test.describe('the account area', () => {
  test('the header menu opens each tab; a tab asked signed out comes back after signing in', async ({ page }) => {
    const email = uniqueEmail('tabs');
    await registerThroughSite(page, email);
    await openMenuEntry(page, 'Mes commandes');
    await expect(page).toHaveURL(/\/compte\?tab=1$/);
    await expect(page.getByTestId('orders-empty')).toHaveText("vous n'avez pas encore des commandes.");
    await openMenuEntry(page, 'Mes abonnements');
    await expect(page).toHaveURL(/\/compte\?tab=2$/);
    await expect(page.getByTestId('subscriptions-empty')).toBeVisible();
    await openMenuEntry(page, 'Mon compte');
    await expect(page.getByTestId('profile-summary')).toContainText(email);

    await page.getByTestId('account-sign-out').click();
    await page.goto('/compte?tab=2');
    await page.getByTestId('account-sign-in').click();
    await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await expect(page).toHaveURL(/\/compte\?tab=2$/);
    await expect(page.getByTestId('subscriptions-empty')).toBeVisible();
  });

  test('the sign-in and password pages load neither the account page nor the dates library; /compte does', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const accountScripts = () => scripts.filter((s) => /^\/(account-page|dates)\./.test(s));
    await openAccountPage(page, '/');
    await openAccountPage(page, '/setPassword');
    await page.waitForLoadState('networkidle');
    expect(accountScripts()).toEqual([]);

    await registerThroughSite(page, uniqueEmail('chunks'));
    await openAccountPage(page, '/compte');
    await expect(page.getByTestId('profile-summary')).toBeVisible();
    expect(accountScripts().some((s) => s.startsWith('/account-page.'))).toBe(true);
    expect(accountScripts().some((s) => s.startsWith('/dates.'))).toBe(true);
  });

  test('a family is created, renamed, a member added, edited and deleted; a photo uploaded and shown', async ({
    page,
  }) => {
    await registerThroughSite(page, uniqueEmail('family'));
    await openAccountPage(page, '/compte?tab=3');
    await page.getByTestId('family-create').click();
    const label = `Testeur ${Date.now()}`;
    await page.getByTestId('field-familyName').fill(label);
    await page.getByTestId('family-name-submit').click();
    await expect(page.getByTestId('family-heading')).toHaveText(`Famille ${label}`);

    await page.getByTestId('family-rename').click();
    await page.getByTestId('field-familyName').fill(`Famille ${label} bis`);
    await page.getByTestId('family-name-submit').click();
    await expect(page.getByTestId('family-heading')).toHaveText(`Famille ${label} bis`);

    await page.getByTestId('family-add-open').click();
    const form = page.getByTestId('family-add-form');
    await form.getByRole('combobox', { name: /Lien de parenté/ }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('combobox', { name: /Civilité/ }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Léa');
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Testeur');
    await form.getByRole('spinbutton', { name: 'Âge' }).fill('9');
    await form.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill('lea@example.test');
    await form.getByRole('textbox', { name: 'Téléphone', exact: true }).pressSequentially('+33 6 11 22 33 44');
    await expect(form.getByRole('textbox', { name: 'Téléphone', exact: true })).toHaveValue('06 11 22 33 44');
    await page.getByTestId('family-add-form-submit').click();
    // The family-done prompt: that was the only member.
    const done = page.getByRole('dialog', { name: "Avez-vous terminé d'ajouter les membres de votre famille ?" });
    await expect(done).toContainText('Votre famille compte Léa Testeur.');
    await done.getByRole('button', { name: "J'ai terminé" }).click();
    await expect(done).toHaveCount(0);
    const member = page.locator('[data-testid^="family-member-"]').filter({ hasText: 'Léa Testeur' });
    await expect(member).toContainText('9 ans');

    await member.getByRole('button', { name: 'Modifier' }).click();
    await member.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Léana');
    await member.getByRole('button', { name: 'Enregistrer' }).click();
    const edited = page.locator('[data-testid^="family-member-"]').filter({ hasText: 'Léana Testeur' });
    await expect(edited).toBeVisible();

    await page.getByTestId('family-list-open').click();
    await expect(page.getByTestId('family-list-dialog')).toContainText('Léana Testeur');
    await page.getByTestId('family-list-dialog').getByRole('button', { name: 'Fermer' }).click();

    await edited.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(edited).toHaveCount(0);

    await openAccountPage(page, '/compte');
    await page
      .getByTestId('profile-photo-input')
      .setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('profile-photo').locator('img')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('header-photo')).toHaveAttribute('src', /^blob:/);
  });

  test('a company sends its request with a document and is acknowledged by e-mail', async ({ page }) => {
    const email = uniqueEmail('cse');
    const form = await fillCompanyRegistration(page, 'CSE E2E', email);
    await page.getByTestId('company-documents-input').setInputFiles(KBIS);
    await expect(page.getByTestId('company-document')).toHaveText('kbis.pdf (1 Ko)');
    const uploaded = page.waitForResponse((r) => /\/api\/users\/\d+\/companyDocuments$/.test(r.url()));
    await form.getByTestId('field-consent').check();
    await form.getByTestId('company-registration-submit').click();
    expect((await uploaded).status()).toBe(201);
    await expect(page.getByTestId('login-mode-4')).toBeVisible();
    await expect
      .poll(async () => (await outboxFor(page.request, email)).map((m) => m.subject))
      .toEqual(['Votre demande de compte entreprise est bien reçue']);
  });
});
