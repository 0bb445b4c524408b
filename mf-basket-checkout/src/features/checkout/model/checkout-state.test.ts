import { line } from '../../basket/model/test-lines';
import { basketSignature, secondsLeft } from './checkout-state';

describe('secondsLeft', () => {
  const start = Date.parse('2026-10-25T00:59:50Z'); // across the autumn change: the window is in real time
  it('counts whole seconds down to 0', () => {
    const deadline = start + 30_000;
    expect(secondsLeft(deadline, start)).toBe(30);
    expect(secondsLeft(deadline, start + 100)).toBe(30);
    expect(secondsLeft(deadline, start + 29_001)).toBe(1);
    expect(secondsLeft(deadline, start + 30_000)).toBe(0);
    expect(secondsLeft(deadline, start + 45_000)).toBe(0);
  });
});

describe('basketSignature', () => {
  it('changes when a line, a quantity, a price or a slot changes, not when a line is marked', () => {
    const lines = [line({ nid: 1, idPlanning: 4 }), line({ nid: 2 })];
    const sig = basketSignature(lines);
    expect(basketSignature([{ ...lines[0]!, complet: true }, lines[1]!])).toBe(sig);
    expect(basketSignature([{ ...lines[0]!, counter: 2 }, lines[1]!])).not.toBe(sig);
    expect(basketSignature([{ ...lines[0]!, price: 16 }, lines[1]!])).not.toBe(sig);
    expect(basketSignature([lines[0]!])).not.toBe(sig);
  });
});
