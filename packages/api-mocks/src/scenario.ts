import { MOCK_ENDPOINT_IDS, type MockEndpointId } from './endpoints';

/** What a mocked endpoint does: its recorded answer, a server error, a "nothing found" answer, or a late answer. */
export const MOCK_BEHAVIOURS = ['ok', 'error', 'empty', 'slow'] as const;
export type MockBehaviour = (typeof MOCK_BEHAVIOURS)[number];

/** The endpoints switched away from `ok`; `*` switches every endpoint not named. */
export type MockScenario = Partial<Record<MockEndpointId | '*', MockBehaviour>>;

/** How long a `slow` answer waits: long enough to see and test a loading state, short enough to then see the page. */
export const SLOW_ANSWER_MS = 4000;

export const behaviourOf = (scenario: MockScenario, id: MockEndpointId): MockBehaviour => scenario[id] ?? scenario['*'] ?? 'ok';

const isBehaviour = (value: string): value is MockBehaviour => (MOCK_BEHAVIOURS as readonly string[]).includes(value);
const isTarget = (value: string): value is MockEndpointId | '*' => value === '*' || (MOCK_ENDPOINT_IDS as string[]).includes(value);

/**
 * Reads the `mock` query value: `catalog-product:error,catalog-listing:slow` (`*:slow` for every endpoint). Unknown
 * endpoints or behaviours are reported, not ignored, so a typo in a QA link does not silently test the happy path.
 */
export function parseMockScenario(value: string | null): { scenario: MockScenario; problems: string[] } {
  const scenario: MockScenario = {};
  const problems: string[] = [];
  for (const part of (value ?? '').split(',').map((entry) => entry.trim())) {
    if (!part || part === 'on') continue;
    const [target = '', behaviour = ''] = part.split(':');
    if (!isTarget(target)) problems.push(`unknown endpoint "${target}" (known: ${MOCK_ENDPOINT_IDS.join(', ')})`);
    else if (!isBehaviour(behaviour)) problems.push(`unknown behaviour "${behaviour}" for ${target} (known: ${MOCK_BEHAVIOURS.join(', ')})`);
    else scenario[target] = behaviour;
  }
  return { scenario, problems };
}

/** The query value for a scenario (`on` when nothing is switched, so the URL still says mock mode is on). */
export function formatMockScenario(scenario: MockScenario): string {
  const parts = Object.entries(scenario)
    .filter(([, behaviour]) => behaviour && behaviour !== 'ok')
    .map(([target, behaviour]) => `${target}:${behaviour}`);
  return parts.length ? parts.join(',') : 'on';
}
