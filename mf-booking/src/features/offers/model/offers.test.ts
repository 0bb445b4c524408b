import { nextAddStep } from './add-steps';
import { inviteMessage, mailtoLink, messagingLink } from './invite';
import { PROMOTION_TITLE, promotedPrice, promotedSibling } from './promotion';
import { formula } from '../../../shared/model/test-fixtures';

describe('the questions before the basket', () => {
  const none = { promotion: false, birthday: false, equipment: false, accessories: false, club: false };
  it('asks each question that applies once, in the park’s order', () => {
    const all = { promotion: true, birthday: true, equipment: true, accessories: true, club: true };
    expect(nextAddStep([], all)).toBe('promotion');
    expect(nextAddStep(['promotion'], all)).toBe('birthday');
    expect(nextAddStep(['promotion', 'birthday', 'equipment'], all)).toBe('accessories');
    expect(nextAddStep(['promotion', 'birthday', 'equipment', 'accessories'], all)).toBe('club');
    expect(nextAddStep(['promotion', 'birthday', 'equipment', 'accessories', 'club'], all)).toBeNull();
    expect(nextAddStep([], { ...none, accessories: true })).toBe('accessories');
    expect(nextAddStep([], none)).toBeNull();
  });
});

describe('the bowling promotion', () => {
  const game = formula({ fid: 9, oid: 6, aid: 3, article: 121, name: 'BOWLING 1 PARTIE' });
  const hour = formula({ fid: 10, oid: 6, aid: 3, article: 122, name: 'BOWLING 1 HEURE', promotionPercentage: 20 });
  const tariff = (article: number) => ({
    id: article,
    idArticle: article,
    price: article === 122 ? 42 : 7,
    name: 'N',
    isDefault: true,
  });

  it('offers the promoted formula of the same offer at −20 %, priced as the server prices it', () => {
    expect(PROMOTION_TITLE).toBe('PROMOTION BOWLING');
    expect(promotedSibling(game, [game, hour], tariff)).toMatchObject({ percentage: 20, price: 33.6 });
    expect(promotedSibling(game, [game, hour], tariff)?.formula.fid).toBe(10);
    // Not to the one already booking it, not from another offer, not without a tariff.
    expect(promotedSibling(hour, [game, hour], tariff)).toBeNull();
    expect(promotedSibling({ ...game, oid: 7 }, [game, hour], tariff)).toBeNull();
    expect(promotedSibling(game, [game, hour], () => null)).toBeNull();
    expect(promotedPrice(42, hour)).toBe(33.6);
    expect(promotedPrice(12.35, { promotionPercentage: 20 })).toBe(9.88);
    expect(promotedPrice(7, game)).toBe(7);
  });
});

describe('invite friends', () => {
  const message = inviteMessage({
    activity: 'KARTING',
    formula: 'PACK DUO KARTING + TRAMPOLINE',
    when: [
      { label: 'KARTING', day: '05/12/2026', time: '14:00' },
      { label: 'TRAMPOLINES', day: '05/12/2026', time: '15:00' },
    ],
    participants: 2,
    site: 'http://localhost:3000/activites',
  });
  it('writes the booking’s details', () => {
    expect(message.subject).toBe('Rejoins-moi : KARTING — PACK DUO KARTING + TRAMPOLINE');
    expect(message.body).toBe(
      "J'ai réservé PACK DUO KARTING + TRAMPOLINE (KARTING) :\nKARTING : le 05/12/2026 à 14:00\nTRAMPOLINES : le 05/12/2026 à 15:00\n2 participants.\nRéserve ta place sur http://localhost:3000/activites",
    );
  });
  it('gives a mailto link and a messaging link, encoded', () => {
    const mail = mailtoLink(message);
    expect(mail.startsWith('mailto:?subject=Rejoins-moi%20%3A%20KARTING')).toBe(true);
    expect(decodeURIComponent(mail.split('&body=')[1]!)).toBe(message.body);
    const chat = messagingLink(message);
    expect(chat.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(chat.slice('https://wa.me/?text='.length))).toBe(`${message.subject}\n${message.body}`);
  });
});
