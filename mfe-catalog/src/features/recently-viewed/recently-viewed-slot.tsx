import { useEffect, useState, type ComponentType } from 'react';

type RecentlyViewedProps = { productId: string };

/**
 * "Recently viewed", the part in the product page's first load: nothing. The list shows nothing on the server (it
 * lives in this browser) nor before its products are loaded, so its code (recording the view, the list's request)
 * loads after the page has rendered, then records the view and loads the list as before.
 */
export function RecentlyViewedSlot(props: RecentlyViewedProps) {
  const [List, setList] = useState<ComponentType<RecentlyViewedProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('./recently-viewed').then(
      (module) => live && setList(() => module.RecentlyViewed),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return List && <List {...props} />;
}
