import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSite } from '../shell/shell-context';
import { renderInStorefront } from '../testing/render-in-storefront';
import { Alert } from './alert';
import { Field } from './field';
import { Heading } from './heading';
import { Image } from './image';
import { Select } from './select';
import { Skeleton, SkeletonGroup, SkeletonText } from './skeleton';
import { Spinner } from './spinner';

describe('accessible structure', () => {
  it('associates the Field label, hint and error with the input', () => {
    renderInStorefront(<Field label="Email" hint="We send the receipt here" error="Enter an email address" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toEqual(['We send the receipt here', 'Enter an email address']);
  });

  it('labels a Select and offers its placeholder first', () => {
    renderInStorefront(<Select label="Size" placeholder="Choose a size" options={[{ value: '8', label: 'UK 8' }]} />);
    const select = screen.getByLabelText('Size') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.text)).toEqual(['Choose a size', 'UK 8']);
  });

  it('hides skeletons from assistive tech and marks their region busy with a label', () => {
    const { container } = renderInStorefront(
      <SkeletonGroup label="Loading products">
        <Skeleton aspectRatio="1 / 1" />
        <SkeletonText lines={2} />
      </SkeletonGroup>,
    );
    const group = container.firstElementChild;
    expect(group?.getAttribute('aria-busy')).toBe('true');
    expect(group?.textContent).toBe('Loading products');
    expect(
      Array.from(group?.children ?? [])
        .slice(1)
        .every((child) => child.getAttribute('aria-hidden') === 'true'),
    ).toBe(true);
  });

  it('gives Spinner a status role with its label, and Alert a role per tone', () => {
    renderInStorefront(
      <>
        <Spinner label="Loading" />
        <Alert tone="error">Payment failed</Alert>
        <Alert tone="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Payment failed');
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toEqual(['Loading', 'Saved']);
  });

  it('renders Heading at its level and Image lazily with its intrinsic size', () => {
    renderInStorefront(
      <>
        <Heading level={2}>Boots</Heading>
        <Image src="/boot.jpg" alt="" width={640} height={480} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Boots');
    const image = document.querySelector('img');
    expect([image?.getAttribute('loading'), image?.getAttribute('width'), image?.getAttribute('alt')]).toEqual(['lazy', '640', '']);
  });

  it('fails loudly when a component is used outside StorefrontRoot', () => {
    const ReadsSite = () => <>{useSite().brand}</>;
    expect(() => render(<ReadsSite />)).toThrow(/UI-001/);
  });
});
