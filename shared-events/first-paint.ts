// The 'shared-events/first-paint' entry (see src/platform/priority-images.ts). Not a share, as 'shared-events/next-task':
// a page's entry script waits for it before the federation's shares are negotiated, so each build bundles it.
export { priorityImagesPainted } from './src/platform/priority-images';
