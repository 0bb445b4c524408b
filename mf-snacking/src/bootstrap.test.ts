// The tablet page starts in steps, each in a task of its own (decision 0042): React DOM, MUI's styles,
// shared-events, the area's pages, then the tablet's host, which mounts the page once, last.
const steps: Array<[string, number]> = [];
let task = 0;

jest.mock('shared-events/next-task', () => ({
  nextTask: () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        task += 1;
        resolve();
      }, 0),
    ),
}));
const evaluated = (name: string) => () => {
  steps.push([name, task]);
  return {};
};
jest.mock('react-dom/client', () => evaluated('react-dom')());
jest.mock('@mui/material/styles', () => evaluated('mui-styles')());
jest.mock('shared-events', () => evaluated('shared-events')());
jest.mock('./app', () => evaluated('app')());
const mountTabletPage = jest.fn(() => steps.push(['mount', task]));
jest.mock('./tablet-page', () => {
  evaluated('tablet-page')();
  return { mountTabletPage };
});

it('evaluates each step of the start-up in its own task, then mounts the page once', async () => {
  await import('./bootstrap');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(steps.map(([name]) => name)).toEqual([
    'react-dom',
    'mui-styles',
    'shared-events',
    'app',
    'tablet-page',
    'mount',
  ]);
  const tasks = steps.map(([, t]) => t);
  expect(new Set(tasks.slice(0, 5)).size).toBe(5); // one task a step
  expect(tasks).toEqual([...tasks].sort((a, b) => a - b));
  expect(mountTabletPage).toHaveBeenCalledTimes(1);
});
