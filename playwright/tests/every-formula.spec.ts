import { expect, test, type Page } from '@playwright/test';
import { activitySeeds } from '../../api/src/seed/park-activities';
import { formulaSeeds, offerSeeds } from '../../api/src/seed/park-offers';
import { openAccountPage, pickSlot } from '../support/site';

/**
 * Every active formula of the seeded catalogue walks to a basket line through the site (issue 12).
 * The cases are generated from the catalogue the API is seeded with (one test per formula that the
 * site shows: an article, a web offer, an active activity); the first test checks that the running
 * API's catalogue lists exactly those formulas, so a formula added or withdrawn there fails here.
 */

interface Case {
  fid: number;
  oid: number;
  aid: number;
  name: string;
  formulaCode: string | null;
  activityCode: string;
}

const cases: Case[] = formulaSeeds.flatMap((formula) => {
  const offer = offerSeeds.find((o) => o.oid === formula.oid);
  const activity = offer ? activitySeeds.find((a) => a.aid === offer.aid) : undefined;
  if (!offer || !activity || formula.article == null || !offer.web || !activity.status) return [];
  if (activity.code === 'snacking') return [];
  return [
    {
      fid: formula.fid,
      oid: formula.oid,
      aid: activity.aid,
      name: formula.name,
      formulaCode: formula.code,
      activityCode: activity.code,
    },
  ];
});

async function basketLines(page: Page): Promise<Array<{ fid: number | null; id: number; counter: number }>> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('park.basket.v1');
    return raw ? (JSON.parse(raw) as { lines: Array<{ fid: number | null; id: number; counter: number }> }).lines : [];
  });
}

/**
 * After 'Ajouter au panier': answers each question the booking asks before the basket, in turn — the
 * bowling promotion, the birthday form, the equipment question, the accessories, the club offer, the
 * drinks ('FAITES-VOUS PLAISIR !') — declining the offers; returns once the line is in the basket (`added`), which
 * the booking writes after its last question.
 */
export async function answerDialogs(page: Page, added: () => Promise<boolean>): Promise<void> {
  const answers: Array<[string, () => Promise<void>]> = [
    ['promotion-dialog', () => page.getByTestId('promotion-dialog-decline').click()],
    ['birthday-dialog', () => fillBirthday(page)],
    ['equipment-dialog', () => page.getByTestId('equipment-have-own').click()],
    ['accessories-dialog', () => page.getByTestId('accessories-dialog-decline').click()],
    ['club-offer-dialog', () => page.getByTestId('club-offer-dialog-decline').click()],
    ['drinks-dialog', () => page.getByTestId('drinks-dialog-decline').click()],
  ];
  for (let asked = 0; asked <= answers.length; asked += 1) {
    const next: { question?: [string, () => Promise<void>] } = {};
    await expect
      .poll(
        async () => {
          for (const question of answers) {
            if (await page.getByTestId(question[0]).isVisible()) {
              next.question = question;
              return 'asked';
            }
          }
          return (await added().catch(() => false)) ? 'added' : 'waiting';
        },
        { timeout: 15_000, intervals: [100] },
      )
      .not.toBe('waiting');
    if (!next.question) return;
    const [id, answer] = next.question;
    await answer();
    await expect(page.getByTestId(id)).toBeHidden();
  }
  throw new Error('The booking asked more questions than it has.');
}

async function fillBirthday(page: Page): Promise<void> {
  const birthday = page.getByTestId('birthday-dialog');
  await page.getByTestId('birthday-nom').fill('Léa');
  await page.getByTestId('birthday-age').fill('7');
  await birthday.getByRole('combobox').click();
  await page.getByTestId('birthday-cake-1').click();
  await page.getByTestId('birthday-confirm').click();
}

async function companySignIn(page: Page): Promise<void> {
  await openAccountPage(page, '/?mode=4');
  await page.getByTestId('field-identifier').fill('CSEDEMO');
  await page.getByTestId('field-accessCode').fill('acces360');
  await page.getByTestId('company-sign-in-submit').click();
  await expect(page).toHaveURL(/\/activites/);
}

test.describe('every formula of the catalogue reaches the basket (issue 12)', () => {
  test('the generated cases are the formulas the API shows', async ({ request }) => {
    const [formulas, offers, activities] = await Promise.all(
      ['formules', 'offres', 'activites'].map(
        async (path) => (await (await request.get(`/api/v1/${path}`)).json()).data,
      ),
    );
    const shown = (formulas as Array<{ fid: number; oid: number; article: number | null }>)
      .filter((f) => f.article != null)
      .filter((f) => {
        const offer = (offers as Array<{ oid: number; aid: number; web: boolean }>).find((o) => o.oid === f.oid);
        const activity = (activities as Array<{ aid: number; status: boolean; code: string }>).find(
          (a) => a.aid === offer?.aid,
        );
        return offer?.web && activity?.status && activity.code !== 'snacking';
      })
      .map((f) => f.fid)
      .sort((a, b) => a - b);
    expect(shown).toEqual(cases.map((c) => c.fid).sort((a, b) => a - b));
  });

  for (const c of cases) {
    test(`${c.fid} ${c.name}`, async ({ page }) => {
      test.setTimeout(120_000);
      const added = async () => (await basketLines(page)).some((line) => line.fid === c.fid);
      if (c.activityCode === 'company') {
        await companySignIn(page);
        await page.goto(`/activites/${c.aid}/${c.oid}/entreprise`);
        await page.getByTestId(`company-ticket-${c.fid}-plus`).click();
        await page.getByTestId('add-to-basket').click();
      } else if (c.activityCode === 'events') {
        await page.goto(`/activites/${c.aid}/${c.oid}/events`);
        await page.getByTestId(`event-${c.fid}`).click();
        await pickSlot(page);
        await page.getByTestId('add-to-basket').click();
        await answerDialogs(page, added);
      } else if (c.formulaCode === 'subscription') {
        await page.goto(`/activites/${c.aid}/${c.oid}/${c.fid}/abonnement`);
        await page.getByTestId('add-to-basket').click();
      } else if (c.formulaCode === 'family-club') {
        await page.goto(`/activites/${c.aid}/${c.oid}/${c.fid}/calendar`);
        await page.getByTestId('club-join').click();
      } else {
        const pack = c.formulaCode === 'duo-pack';
        await page.goto(`/activites/${c.aid}/${c.oid}/${c.fid}${pack ? '/pack/0' : ''}/calendar`);
        await pickSlot(page);
        await page.getByTestId('validate-planning').click();
        if (pack) {
          await expect(page).toHaveURL(/\/pack\/1\/calendar/);
          await pickSlot(page);
          await page.getByTestId('validate-planning').click();
        }
        await expect(page.getByTestId('reservation-recap')).toBeVisible();
        await page.getByTestId('add-to-basket').click();
        await answerDialogs(page, added);
      }
      await expect.poll(added).toBe(true);
    });
  }
});
