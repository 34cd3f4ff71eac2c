import { formatMockScenario, type MockBehaviour, type MockEndpointId, type MockScenario, parseMockScenario } from '@sf/api-mocks';
import { atom } from 'nanostores';
import { devHostConfig } from './dev-host-config';

/** The dev host's mock scenario; null while mock mode is off (API calls go through the proxy to API_ORIGIN). */
export const $mockScenario = atom<MockScenario | null>(null);
/** What was wrong with the page's `?mock=` value, shown in the QA panel. */
export const $mockProblems = atom<string[]>([]);

/** `?mock=off` wins; otherwise any `?mock=` value, or a dev host started with `npm run dev:mock`, turns it on. */
export function mockModeWanted(search: string, startedMocked: boolean): boolean {
  const value = new URLSearchParams(search).get('mock');
  return value === null ? startedMocked : value !== 'off';
}

/**
 * Runs before the dev host's first API call: in mock mode, Mock Service Worker answers every call from the recorded
 * fixtures (@sf/api-mocks), switched per endpoint by the QA panel or the URL.
 */
export async function startMockModeIfWanted(): Promise<void> {
  if (!mockModeWanted(window.location.search, devHostConfig.mockApi)) return;
  const { scenario, problems } = parseMockScenario(new URLSearchParams(window.location.search).get('mock'));
  $mockScenario.set(scenario);
  $mockProblems.set(problems);
  // Loaded only in mock mode: the worker client is not part of a dev host talking to a real server.
  const { startMockWorker } = await import('@sf/api-mocks/browser');
  await startMockWorker({ scenario: () => $mockScenario.get() ?? {} });
}

/**
 * Switches one endpoint and reloads the page with the new `?mock=` value: a remote keeps some answers while its
 * module lives (kept-alive listings), so only a fresh page is sure to make the call again. The URL then names the
 * scenario, so a copied link tests the same thing.
 */
export function setMockBehaviour(id: MockEndpointId, behaviour: MockBehaviour): void {
  const scenario = { ...($mockScenario.get() ?? {}), [id]: behaviour };
  $mockScenario.set(scenario);
  const url = new URL(window.location.href);
  url.searchParams.set('mock', formatMockScenario(scenario));
  window.location.assign(url);
}
