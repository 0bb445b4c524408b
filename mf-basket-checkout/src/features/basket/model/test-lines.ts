/** A basket line for tests, with the given fields over plain defaults: the test kit's. */
export { basketLine as line } from 'shared-events/testing';
