import { act, fireEvent, screen, within } from '@testing-library/react';
import { basketStore } from 'shared-events';
import { activity, formula, slot } from '../../../shared/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../../planning/test/render-booking';

const NOW = '2026-06-10T14:00:00+02:00';
const birthdays = activity({
  aid: 8,
  name: 'ANNIVERSAIRES',
  code: 'birthday',
  minParticipants: 1,
  maxParticipants: 50,
  spectatorFactor: 0,
});
const karting = activity({ aid: 1, name: 'KARTING', code: 'karting' });
const trampolines = activity({ aid: 2, name: 'TRAMPOLINES' });
const party = formula({ fid: 18, oid: 11, aid: 8, article: 172, code: 'birthday', name: 'ANNIVERSAIRE KARTING' });
const kids = formula({ fid: 4, oid: 2, aid: 1, article: 103, name: 'SESSION ENFANT 8 MIN' });
const jump = formula({ fid: 6, oid: 4, aid: 2, article: 111, name: 'TRAMPOLINE 1H' });

/** The park: the karting birthday on Sunday 14 June 2026 at 14:00, its karting then, its trampoline at 15:00. */
const park = (birthdayFormula = party) =>
  fakeParkApi({
    activities: [birthdays, karting, trampolines],
    formulas: [birthdayFormula, kids, jump],
    subFormulas: [
      { anniv_formule: 18, linked_formule: 4, start: 0 },
      { anniv_formule: 18, linked_formule: 6, start: 60 },
    ],
    slotsByDay: {
      '2026-06-14': [
        slot({
          id: 80,
          idActivity: 8,
          idRoom: 18,
          start: '2026-06-14T14:00:00+02:00',
          end: '2026-06-14T16:00:00+02:00',
          placesMax: 30,
        }),
        slot({
          id: 70,
          idActivity: 1,
          idRoom: 1,
          start: '2026-06-14T14:00:00+02:00',
          end: '2026-06-14T14:15:00+02:00',
          placesMax: 10,
        }),
        slot({
          id: 90,
          idActivity: 2,
          idRoom: 2,
          start: '2026-06-14T15:00:00+02:00',
          end: '2026-06-14T16:00:00+02:00',
          placesMax: 60,
        }),
      ],
    },
    tariffsByArticle: { 172: [{ id: 33, idArticle: 172, price: 32, name: 'Normal', isDefault: true }] },
  });

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  basketStore.reset();
  api = park();
});
afterEach(() => api.mock.restore());

describe('booking a birthday', () => {
  it('asks the child form before the basket and puts it, with the linked karting and trampoline slots, on the line', async () => {
    const view = renderBooking('/activites/8/11/18/calendar', NOW);
    fireEvent.click(await screen.findByTestId('slot-80'));
    fireEvent.click(screen.getByTestId('validate-planning'));
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    const dialog = await screen.findByTestId('birthday-dialog');
    fireEvent.click(within(dialog).getByTestId('birthday-confirm'));
    expect(await within(dialog).findAllByText('Champ obligatoire')).toHaveLength(3);
    expect(view.events).toContainEqual({
      type: 'toast:requested',
      message: 'Vous devez remplir tous les champs nécessaires pour envoyer votre demande.',
      variant: 'error',
    });
    fireEvent.change(within(dialog).getByTestId('birthday-nom'), { target: { value: 'Léa' } });
    fireEvent.change(within(dialog).getByTestId('birthday-age'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByTestId('birthday-confirm'));
    expect(await within(dialog).findByText("L'âge doit être d'au moins 1 an.")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('birthday-age'), { target: { value: '7' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTestId('birthday-cake-2'));
    fireEvent.change(within(dialog).getByTestId('birthday-commentaires'), { target: { value: 'Sans noix' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('birthday-confirm'));
    });
    const [line] = basketStore.get().lines;
    expect(line).toMatchObject({
      id: 172,
      idPlanning: 80,
      idPlanningLinked: [70, 90],
      anniversaires: { nom: 'Léa', age: 7, gateaux: { id: 2, name: 'Fraisier' }, commentaires: 'Sans noix' },
    });
    view.stop();
  });
});

describe("a birthday's linked karting, inside karting's 3 h cut-off", () => {
  // The page opens on the birthday's day (the formula's date), the morning of the party.
  const onTheDay = () => {
    api.mock.restore();
    api = park({ ...party, date: '2026-06-14T00:00:00+02:00' });
  };

  it("shows the birthday 'COMPLET' when its karting starts within 3 h, though the birthday is more than 1 h away", async () => {
    onTheDay();
    const view = renderBooking('/activites/8/11/18/calendar', '2026-06-14T11:30:00+02:00');
    expect(await screen.findByTestId('slot-80-label')).toHaveTextContent('COMPLET');
    expect(screen.getByTestId('slot-80')).toBeDisabled();
    view.stop();
  });

  it('offers it while the karting is more than 3 h away, naming that karting slot', async () => {
    onTheDay();
    const view = renderBooking('/activites/8/11/18/calendar', '2026-06-14T10:59:00+02:00');
    expect(await screen.findByTestId('slot-80-label')).toHaveTextContent('30 places libres');
    fireEvent.click(screen.getByTestId('slot-80'));
    fireEvent.click(screen.getByTestId('validate-planning'));
    expect(await screen.findByTestId('reservation-recap')).toBeInTheDocument();
    view.stop();
  });
});
