export { stubApi, type Route } from '@sf/test-kit/testing';
