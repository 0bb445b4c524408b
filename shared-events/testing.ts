// The 'shared-events/testing' entry: the front-end test kit (see src/testing/index.tsx). Test files only.
export {
  basketLine,
  fixClock,
  LocationProbe,
  mockHttp,
  navigationsOf,
  recordBus,
  releaseClock,
  renderInArea,
  resetStores,
  testUser,
  toastsOf,
} from './src/testing';
export type { RenderInAreaOptions } from './src/testing';
export { createHttpStub, failedCall } from './src/testing/http-stub';
export type { HttpStub, StubReply, StubRequest } from './src/testing/http-stub';
