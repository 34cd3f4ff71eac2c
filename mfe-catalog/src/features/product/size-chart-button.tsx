import { useState, type ReactNode } from 'react';
import { Button, Dialog } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** "Size chart" opens the spec's size chart dialog; what it shows is supplied by the app (the size-chart feature). */
export function SizeChartButton({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('catalog.sizeChart')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('catalog.sizeChart')} closeLabel={t('catalog.closeDialog')} size="lg">
        {children}
      </Dialog>
    </>
  );
}
