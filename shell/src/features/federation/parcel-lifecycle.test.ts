import { describe, expect, it } from 'vitest';
import { parcelLifecycle, type QueueableParcel } from './parcel-lifecycle';

/** A parcel that, like single-spa, throws when a call arrives while another is in flight. */
function fakeParcel() {
  let status = 'MOUNTING';
  const log: string[] = [];
  const step = (during: string, after: string, name: string) => async () => {
    if (status !== 'MOUNTED') throw new Error(`#6 cannot ${name}: parcel is ${status}`);
    status = during;
    log.push(`${name}:start`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.push(`${name}:end`);
    status = after;
    return null;
  };
  const mountPromise = new Promise<null>((resolve) =>
    setTimeout(() => {
      status = 'MOUNTED';
      resolve(null);
    }, 5),
  );
  const parcel = {
    mountPromise,
    getStatus: () => status,
    update: step('UPDATING', 'MOUNTED', 'update'),
    unmount: step('UNMOUNTING', 'NOT_MOUNTED', 'unmount'),
  };
  return { parcel: parcel as unknown as QueueableParcel, log };
}

describe('parcelLifecycle', () => {
  it('never overlaps an unmount with an update in flight (single-spa error #6)', async () => {
    const { parcel, log } = fakeParcel();
    await parcel.mountPromise;
    // What the shell did before: update in flight, then unmount straight away.
    const raw = parcel.update?.({});
    await expect(parcel.unmount()).rejects.toThrow(/#6/);
    await raw;

    const again = fakeParcel();
    const lifecycle = parcelLifecycle(again.parcel);
    lifecycle.update({ a: 1 });
    lifecycle.update({ a: 2 });
    await lifecycle.unmount();
    expect(again.log).toEqual(['update:start', 'update:end', 'update:start', 'update:end', 'unmount:start', 'unmount:end']);
    expect(again.parcel.getStatus()).toBe('NOT_MOUNTED');
    expect(log).toEqual(['update:start', 'update:end']);
  });

  it('waits for the mount and drops updates asked after the unmount', async () => {
    const { parcel, log } = fakeParcel();
    const lifecycle = parcelLifecycle(parcel);
    const unmounted = lifecycle.unmount();
    lifecycle.update({ late: true });
    await unmounted;
    expect(log).toEqual(['unmount:start', 'unmount:end']);
  });

  it('a failed update does not wedge the unmount after it', async () => {
    const { parcel, log } = fakeParcel();
    const lifecycle = parcelLifecycle({ ...parcel, getStatus: parcel.getStatus, update: () => Promise.reject(new Error('boom')) } as QueueableParcel);
    lifecycle.update({});
    await lifecycle.unmount();
    expect(log).toEqual(['unmount:start', 'unmount:end']);
  });
});
