// The 'shared-events/next-task' entry (see src/platform/next-task.ts). Not a share: an entry script imports it before
// the federation's shares are negotiated, so each build bundles this small function with its own entry.
export { nextTask } from './src/platform/next-task';
