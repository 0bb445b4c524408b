// What the tablet's host part gives the rest of the area: its header (drawn by the server's first screen too).
export { TabletHeader } from './components/tablet-header';
