import { lazy, Suspense, useState } from 'react';
import type { ProductDetail } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Button } from '@sf/ui';

// The dialog (camera, placement, snapshot) loads when the shopper opens it: the product page's first load is unchanged.
const TryOnDialog = lazy(() => import('./try-on-dialog'));

/** Spec "try it on": the button in the server's page, the dialog after hydration, on demand. */
export function TryOnButton({ product, colour }: { product: ProductDetail; colour: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="try-on-open">
        {t('catalog.tryOn.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TryOnDialog product={product} colour={colour} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
