import { fireEvent, render, screen } from '@testing-library/react';
import type { Slot } from '../../../shared/model/types';
import { SlotList, type SlotView } from './slot-list';

const slot = (id: number, start: string): Slot =>
  ({ id, start, end: start.replace(/T(\d\d)/, (_, h: string) => `T${Number(h) + 1}`), idRoom: 1 }) as Slot;
const views: SlotView[] = [
  { slot: slot(1, '2026-06-11T12:00:00Z'), selectable: true, label: '6 places' },
  { slot: slot(2, '2026-06-11T13:00:00Z'), selectable: true, label: '4 places' },
];
const styleText = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

describe('SlotList', () => {
  it('marks the chosen card by its state: choosing one adds no style rule to the page', () => {
    const onSelect = jest.fn();
    const { rerender } = render(<SlotList slots={views} selectedId={null} onSelect={onSelect} color="#5b2a86" />);
    const card = screen.getByTestId('slot-2');
    const before = { className: card.className, styles: styleText() };
    fireEvent.click(card);
    expect(onSelect).toHaveBeenCalledWith(views[1]!.slot);
    rerender(<SlotList slots={views} selectedId={2} onSelect={onSelect} color="#5b2a86" />);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('slot-1')).toHaveAttribute('aria-pressed', 'false');
    // Same class, same style sheet: the browser restyles the card, not the page.
    expect(card.className).toBe(before.className);
    expect(styleText()).toBe(before.styles);
    // The chosen state's colours are in that class, keyed on aria-pressed.
    expect(before.styles).toMatch(/\[aria-pressed="true"\] \{[^}]*background-color: #5b2a86/);
  });
});
