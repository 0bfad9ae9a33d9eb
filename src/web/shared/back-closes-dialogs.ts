/**
 * The browser's Back closes an open dialog instead of leaving the page and losing what was typed in
 * it (issue 24). Each dialog that opens (any Radix dialog, alert dialog or popover: they carry
 * `data-state=open`) adds a history entry for the same address; Back pops it, and the topmost
 * dialog is closed as Escape closes it. A dialog closed any other way takes its entry back out, so
 * the history holds no stale steps. A dialog that refuses to close (busy saving) keeps its entry.
 */
const OPEN = '[role=dialog][data-state=open], [role=alertdialog][data-state=open]';
const MARK = 'dialogLayer';

export function installBackClosesDialogs(): void {
  // Entries pushed for the dialogs open now, and Back steps we took ourselves (not the user's).
  let pushed = 0;
  let ownPops = 0;
  const openCount = () => document.querySelectorAll(OPEN).length;
  const atOwnEntry = () => (history.state as Record<string, unknown> | null)?.[MARK] === pushed;

  function push() {
    pushed++;
    history.pushState({ ...((history.state as object | null) ?? {}), [MARK]: pushed }, '', location.href);
  }

  function sync() {
    const open = openCount();
    while (open > pushed) push();
    if (open < pushed) {
      if (atOwnEntry()) {
        // Closed by its own button or Escape: remove its entry.
        ownPops++;
        pushed--;
        history.back();
      } else {
        // The page moved on (a save that navigates): the entries are behind us, forget them.
        pushed = open;
      }
    }
  }

  window.addEventListener('popstate', () => {
    if (ownPops > 0) {
      ownPops--;
      return;
    }
    if (pushed === 0 || openCount() === 0) {
      pushed = 0;
      return;
    }
    pushed--;
    const layers = document.querySelectorAll<HTMLElement>(OPEN);
    const top = layers[layers.length - 1];
    const before = layers.length;
    // Radix closes the topmost layer on Escape (and a dialog that must stay open prevents it).
    (top.contains(document.activeElement) ? document.activeElement! : top).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }),
    );
    // Still open after Escape (it refused): it gets its entry again.
    window.setTimeout(() => openCount() >= before && sync(), 50);
  });

  new MutationObserver(sync).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
}
