import type { Parcel } from 'single-spa';

/** The parts of a single-spa parcel the queue drives (a fake in tests). */
export type QueueableParcel = Pick<Parcel, 'mountPromise' | 'unmount' | 'getStatus'> & { update?: Parcel['update'] };

export interface ParcelLifecycle {
  /** Queues an update after whatever is in flight; ignored once an unmount was asked for. */
  update(props: object): void;
  /** Queues the unmount after whatever is in flight (mount or update); resolves when the parcel is gone. */
  unmount(): Promise<void>;
}

/**
 * Serialises one parcel's lifecycle calls. single-spa refuses to unmount a parcel that is MOUNTING or UPDATING
 * (error #6) and a React parcel must not be updated after its root is gone, so each call waits for the previous
 * one; a failed step does not wedge the calls after it.
 */
export function parcelLifecycle(parcel: QueueableParcel): ParcelLifecycle {
  let tail: Promise<unknown> = parcel.mountPromise.catch(() => undefined);
  let unmountAsked = false;
  const then = (step: () => Promise<unknown> | undefined) => {
    tail = tail.then(step).catch((error: unknown) => console.error('[shell] parcel lifecycle step failed', error));
    return tail;
  };
  return {
    update(props) {
      if (unmountAsked) return;
      void then(() => (parcel.getStatus() === 'MOUNTED' && parcel.update ? parcel.update(props) : undefined));
    },
    async unmount() {
      unmountAsked = true;
      await then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined));
    },
  };
}
