import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReloadableData, type ReloadableData } from './reloadable-data';

afterEach(cleanup);

/** Answers in the order the test settles them; each call waits for its own settle. */
function controlledLoad() {
  const pending: Array<{ resolve: (value: string) => void; reject: (error: unknown) => void }> = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

let controls: ReloadableData<string> | null = null;
function Probe({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const data = useReloadableData('key', load);
  controls = data;
  return <p>{data.state.status === 'ready' ? data.state.data : data.state.status}</p>;
}
const shown = () => screen.getByRole('paragraph').textContent;

describe('useReloadableData', () => {
  it('shows the loading state again when a failed load is retried, then the answer', async () => {
    const { load, pending } = controlledLoad();
    render(<Probe load={load} />);
    await act(async () => pending[0]?.reject(new Error('offline')));
    expect(shown()).toBe('failed');
    act(() => controls?.reload());
    expect(shown()).toBe('loading');
    await act(async () => pending[1]?.resolve('fresh'));
    expect(shown()).toBe('fresh');
  });

  it('keeps the data on screen while a reload is in flight, and a failed reload shows the failure', async () => {
    const { load, pending } = controlledLoad();
    render(<Probe load={load} />);
    await act(async () => pending[0]?.resolve('first'));
    act(() => controls?.reload());
    expect(shown()).toBe('first');
    await act(async () => pending[1]?.reject(new Error('offline')));
    expect(shown()).toBe('failed');
  });

  it('puts a replaced answer in place at once and keeps it through a reload until the new answer', async () => {
    const { load, pending } = controlledLoad();
    render(<Probe load={load} />);
    await act(async () => pending[0]?.resolve('first'));
    const before = controls;
    act(() => {
      controls?.replace('saved');
      controls?.reload();
    });
    expect(shown()).toBe('saved');
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]?.resolve('server'));
    expect(shown()).toBe('server');
    // Stable controls: a page may subscribe them once.
    expect(controls?.reload).toBe(before?.reload);
    expect(controls?.replace).toBe(before?.replace);
  });
});
