import { useEffect } from 'react';

/**
 * Cloudscape's AppLayout draws its phone toolbar's menu button in `<nav aria-orientation="horizontal">`, an attribute
 * the navigation role does not take (axe: `aria-allowed-attr`, critical) and that no assistive technology reads on a
 * nav. The shell takes it off wherever it appears, as the layout mounts or redraws it
 * (docs/decisions/0159-the-shell-repairs-the-phone-toolbar.md).
 */
const SELECTOR = 'nav[aria-orientation]';

export function removeNavOrientation(root: ParentNode) {
  for (const nav of root.querySelectorAll(SELECTOR)) nav.removeAttribute('aria-orientation');
}

export function useNavOrientationRepair() {
  useEffect(() => {
    removeNavOrientation(document);
    const observer = new MutationObserver(() => removeNavOrientation(document));
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['aria-orientation'] });
    return () => observer.disconnect();
  }, []);
}
