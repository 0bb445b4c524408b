// What the planning feature offers the area's other features: they import it from here, never from its folders.
export { DayField } from './components/day-field';
export { DaySlotsView } from './components/slots-section';
export { UnsavedDialog } from './components/unsaved-dialog';
export { useDaySlots } from './hooks/use-day-slots';
export { useFullDays } from './hooks/use-full-days';
export { countOf, useEditedGroup } from './hooks/use-edited-group';
export { knownOpenDays, useOpenDays } from './hooks/use-open-days';
export { useUnsavedGuard } from './hooks/use-unsaved-guard';
export { defaultBookingDay } from './model/default-date';
export { PLANNING_MESSAGES } from './model/validation';
