export { MOCK_ENDPOINT_IDS, MOCK_ENDPOINTS, type MockAnswer, type MockEndpoint, type MockEndpointId } from './endpoints';
export { mockFixture } from './fixtures';
export { createMockHandlers, type MockHandlerOptions } from './handlers';
export { RECORDED_SITE } from './recorded-site';
export {
  behaviourOf,
  formatMockScenario,
  MOCK_BEHAVIOURS,
  parseMockScenario,
  SLOW_ANSWER_MS,
  type MockBehaviour,
  type MockScenario,
} from './scenario';
