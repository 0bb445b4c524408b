// What the photo feature offers the area's other features: they import it from here, never from its folders.
export { ProfilePhoto } from './components/profile-photo';
