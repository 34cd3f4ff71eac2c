import { describe, expect, it } from 'vitest';
import { REMOTE_EXPOSES, type ParcelModule } from '@sf/contracts';
import accountEntry from './account-entry';
import orderDetailsPage from './order-details-page';
import orderStatusPage from './order-status-page';
import returnLabelPage from './return-label-page';

const modules: Record<(typeof REMOTE_EXPOSES.mfe_account)[number], ParcelModule<never>> = {
  './AccountEntry': accountEntry as ParcelModule<never>,
  './OrderStatusPage': orderStatusPage as ParcelModule<never>,
  './OrderDetailsPage': orderDetailsPage as ParcelModule<never>,
  './ReturnLabelPage': returnLabelPage as ParcelModule<never>,
};

describe('exposed modules', () => {
  it('are single-spa parcels, one per contract name', () => {
    for (const name of REMOTE_EXPOSES.mfe_account) {
      expect(Object.keys(modules[name]).sort(), name).toEqual(['bootstrap', 'mount', 'unmount', 'update']);
    }
  });
});
