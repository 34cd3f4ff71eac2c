import { behaviourOf, MOCK_BEHAVIOURS, MOCK_ENDPOINT_IDS, type MockBehaviour, type MockScenario } from '@sf/api-mocks';
import { setMockBehaviour } from './mock-mode';

interface MockPanelProps {
  scenario: MockScenario;
  problems: string[];
}

/** The QA panel of mock mode: one switch per mocked endpoint (recorded answer, error, empty, slow). */
export function MockPanel({ scenario, problems }: MockPanelProps) {
  const switched = Object.values(scenario).filter((behaviour) => behaviour !== 'ok').length;
  return (
    <details open={switched > 0 || problems.length > 0}>
      <summary>Mock API: recorded answers, no server ({switched} switched)</summary>
      {problems.map((problem) => (
        <p key={problem} role="alert">
          ?mock: {problem}
        </p>
      ))}
      <fieldset>
        <legend>Answer of each call</legend>
        {MOCK_ENDPOINT_IDS.map((id) => (
          <label key={id} style={{ display: 'inline-block', marginInlineEnd: '1em' }}>
            {id}{' '}
            <select value={behaviourOf(scenario, id)} onChange={(event) => setMockBehaviour(id, event.target.value as MockBehaviour)}>
              {MOCK_BEHAVIOURS.map((behaviour) => (
                <option key={behaviour}>{behaviour}</option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
