import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, on } from '@sf/remote-contract';
import { openDialogWhenFree } from './open-dialog-when-free';

describe('openDialogWhenFree', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    vi.useRealTimers();
  });

  const record = () => {
    const opened: string[] = [];
    const stop = on('dialog:open', ({ name }) => opened.push(name));
    return { opened, stop };
  };

  it('opens at once when no dialog is open', () => {
    const { opened, stop } = record();
    openDialogWhenFree('employee-terms');
    expect(opened).toEqual(['employee-terms']);
    stop();
  });

  it('waits for the open dialog (welcome after sign-in) to close, then opens', () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/#welcome');
    const { opened, stop } = record();
    openDialogWhenFree('employee-terms');
    expect(opened).toEqual([]);
    history.replaceState(null, '', '/');
    emit('dialog:close', { name: 'welcome' });
    vi.runAllTimers();
    expect(opened).toEqual(['employee-terms']);
    // Only once.
    emit('dialog:close', { name: 'other' });
    vi.runAllTimers();
    expect(opened).toEqual(['employee-terms']);
    stop();
  });

  it('can be cancelled while waiting (signed out meanwhile)', () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/#sign-in');
    const { opened, stop } = record();
    const cancel = openDialogWhenFree('employee-terms');
    cancel();
    history.replaceState(null, '', '/');
    emit('dialog:close', { name: 'sign-in' });
    vi.runAllTimers();
    expect(opened).toEqual([]);
    stop();
  });
});
