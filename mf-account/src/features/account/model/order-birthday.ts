import moment from 'moment-timezone';

/** Whether the child form of a birthday starting at `start` may still be changed: until the day before (Paris). */
export function birthdayEditable(start: string | undefined, now: Date = new Date()): boolean {
  if (!start) return false;
  const day = moment(start).tz('Europe/Paris').format('YYYY-MM-DD');
  return day > moment(now).tz('Europe/Paris').format('YYYY-MM-DD');
}

/** 'Léa, 8 ans — gâteau : Fraisier' */
export function birthdaySummary(form: { nom: string; age: number; gateaux: { name: string } }): string {
  return `${form.nom}, ${form.age} an${form.age > 1 ? 's' : ''} — gâteau : ${form.gateaux.name}`;
}
