/**
 * The questions a recap asks before its lines go to the basket, in the park's order (spec §2 dialogs):
 * the bowling promotion (a cheaper-per-person formula of the same offer), the birthday child form, the
 * equipment question, the accessories, the 360 Family Club offer. Each is asked once per add, only when
 * it applies. Pure.
 */
export type AddStep = 'promotion' | 'birthday' | 'equipment' | 'accessories' | 'club';

export const ADD_STEPS: readonly AddStep[] = ['promotion', 'birthday', 'equipment', 'accessories', 'club'];

export type StepsThatApply = Readonly<Record<AddStep, boolean>>;

/** The next question to ask, or null when the lines can go to the basket. */
export function nextAddStep(done: readonly AddStep[], applies: StepsThatApply): AddStep | null {
  return ADD_STEPS.find((step) => applies[step] && !done.includes(step)) ?? null;
}
