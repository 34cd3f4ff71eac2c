import { describe, expect, it, vi } from 'vitest';
import { emit, off, on } from './events';

describe('event bus', () => {
  it('delivers a payload to every subscriber until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stop = on('toast:show', first);
    on('toast:show', second);
    emit('toast:show', { message: 'Added', tone: 'success' });
    stop();
    off('toast:show', second);
    emit('toast:show', { message: 'again', tone: 'info' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith({ message: 'Added', tone: 'success' });
  });

  it('keeps calling other handlers when one throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = vi.fn();
    const stopBad = on('chat:open', () => {
      throw new Error('boom');
    });
    const stopGood = on('chat:open', good);
    emit('chat:open', { source: 'test' });
    expect(good).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
    stopBad();
    stopGood();
  });
});
