import { useEffect, useState, type ComponentType } from 'react';

type SectionProps = { productId: string };

/**
 * The product page's reviews and questions, the part in the page's first load: a box of fixed height on the server
 * and at hydration (taller when the product has reviews), filled once its own chunk (summary, size advice, reviews,
 * questions, requests) has loaded in the browser. It sits below the first screen, and the box keeps what follows it
 * from moving when the content arrives.
 */
export function ReviewsSlot({ productId, rated }: SectionProps & { rated: boolean }) {
  const [Section, setSection] = useState<ComponentType<SectionProps> | null>(null);
  useEffect(() => {
    import('./reviews-section').then(
      (module) => setSection(() => module.default),
      () => {},
    );
  }, []);
  return (
    // A plain style: the emotion css prop would cost the page's first load more than this one rule.
    <div style={{ minHeight: rated ? '34rem' : '14rem' }}>{Section && <Section productId={productId} />}</div>
  );
}
