// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { ApiRequestError } from './api-request-error';
import { useApiData } from './use-api-data';

afterEach(cleanup);

function Probe({ id, load, initial }: { id: string | null; load: (signal: AbortSignal) => Promise<string>; initial?: string }) {
  const { state, retry } = useApiData(id, load, { initial });
  return (
    <button type="button" onClick={retry}>
      {state.status === 'ready' ? state.data : state.status}
    </button>
  );
}

const notFound = new ApiRequestError({ method: 'GET', url: '/x', status: 404, statusText: 'Not Found', body: null });

describe('useApiData', () => {
  it('loads per key, aborts the previous load when the key changes, and shows only the current answer', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(`data ${signals.length}`);
    });
    const view = render(<Probe id="a" load={load} />);
    expect(screen.getByRole('button').textContent).toBe('loading');
    view.rerender(<Probe id="b" load={load} />);
    await screen.findByText('data 2');
    expect(signals[0]?.aborted).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous answer while a new key loads when asked', async () => {
    let finish: (value: string) => void = () => {};
    const load = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockResolvedValueOnce('first')
      .mockReturnValueOnce(new Promise<string>((resolve) => (finish = resolve)));
    function Keeping({ id }: { id: string }) {
      const { state } = useApiData(id, load, { keepPrevious: true });
      return <p>{state.status === 'ready' ? state.data : state.status}</p>;
    }
    const view = render(<Keeping id="a" />);
    await screen.findByText('first');
    view.rerender(<Keeping id="b" />);
    expect(screen.getByText('first')).toBeTruthy();
    await act(async () => finish('second'));
    await screen.findByText('second');
  });

  it('uses initial data without fetching', () => {
    const load = vi.fn(() => Promise.resolve('fetched'));
    render(<Probe id="a" load={load} initial="inlined" />);
    expect(screen.getByRole('button').textContent).toBe('inlined');
    expect(load).not.toHaveBeenCalled();
  });

  it('tells a 404 from a failure, and retries', async () => {
    const load = vi.fn().mockRejectedValueOnce(notFound).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    render(<Probe id="a" load={load} />);
    await screen.findByText('not-found');
    await act(async () => screen.getByRole('button').click());
    await screen.findByText('failed');
    await act(async () => screen.getByRole('button').click());
    await screen.findByText('back');
  });
});
