import { render, screen } from '@testing-library/react';
import { counterWords } from '../../../shared/model/counter-unit';
import { PeopleSection, type PeopleSectionProps } from './people-section';

const props = (over: Partial<PeopleSectionProps>): PeopleSectionProps => ({
  editable: false,
  participants: 2,
  participantBounds: { min: 1, max: 6 },
  onParticipants: () => undefined,
  spectatorFactor: 0,
  spectators: 0,
  spectatorBounds: { min: 0, max: 0 },
  onSpectators: () => undefined,
  words: counterWords({ counterUnit: 'people' }),
  ...over,
});

// A duo pack's later steps show the count chosen on its first step, in the activity's unit.
it("shows a later pack step's count in people, or in boxes for an activity that counts boxes", () => {
  const { rerender } = render(<PeopleSection {...props({ participants: 1 })} />);
  expect(screen.getByTestId('pack-participants')).toHaveTextContent(/^1 participant$/);
  rerender(<PeopleSection {...props({ participants: 3 })} />);
  expect(screen.getByTestId('pack-participants')).toHaveTextContent(/^3 participants$/);
  rerender(<PeopleSection {...props({ words: counterWords({ counterUnit: 'boxes' }) })} />);
  expect(screen.getByRole('heading', { name: 'Nombre de box' })).toBeInTheDocument();
  expect(screen.getByTestId('pack-participants')).toHaveTextContent(/^2 box$/);
});
