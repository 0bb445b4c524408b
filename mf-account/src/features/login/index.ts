// What the login feature offers the area's other features: they import it from here, never from its folders.
export { LoginLayout } from './components/login-layout';
