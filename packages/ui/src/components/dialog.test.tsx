import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInStorefront } from '../testing/render-in-storefront';
import { Dialog } from './dialog';

function SizeChartOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Size chart
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Women's shoes" closeLabel="Close">
        <p>Table</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens modally, is named by its title, and returns focus to the opener when closed', () => {
    renderInStorefront(<SizeChartOpener />);
    const opener = screen.getByRole('button', { name: 'Size chart' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: "Women's shoes" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    screen.getByRole('button', { name: 'Close' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape (the native cancel event)', () => {
    renderInStorefront(<SizeChartOpener />);
    fireEvent.click(screen.getByRole('button', { name: 'Size chart' }));
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
