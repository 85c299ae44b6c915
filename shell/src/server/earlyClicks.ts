/**
 * A click made on the server's markup before React has made that part of it live, made again once it is.
 *
 * A rendered page is on screen before it is live: the shell's bundle has not run yet, or it has and the route
 * remote's page is still a dehydrated Suspense boundary waiting for the remote's code. React 19 drops a click on
 * markup it cannot hydrate at once (it stops the event; only a form's action is replayed), so a member's "Añadir"
 * made while the account menu already shows would do nothing. This script runs from the page's <head>, before
 * anything else: a click inside #root on an element of the server's markup that React has not hydrated yet (it carries
 * none of React's `__reactProps$…` keys) is held (its default action too, so a form is not sent natively) and clicked again, on the
 * same element, as soon as React has hydrated it, in the order they were made. A link is left alone: the browser
 * follows it by itself. A held click whose element never becomes live (removed, or the page failed) is dropped after
 * `limitMs`.
 *
 * Plain ES2017 in a string: it is written into the HTML as it is, not bundled.
 */
/**
 * Where the head's script notes a search shortcut pressed before the page listens for it: 'pressed', until the
 * shortcut's listener takes it and sets 'live' (SearchHotkey).
 */
export const EARLY_SEARCH_KEY = '__vitrinaEarlySearch';

export const EARLY_CLICKS_SOURCE = `(function (limitMs) {
  var held = [];
  var timer = 0;
  // once the document is parsed: the elements of the server's markup (what another script adds later is not held)
  var served = null;
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    served = new WeakSet(root ? root.querySelectorAll('*') : []);
  });
  function live(element) {
    return Object.keys(element).some(function (key) { return key.indexOf('__reactProps$') === 0; });
  }
  function replay() {
    timer = 0;
    var now = Date.now();
    while (held.length) {
      var next = held[0];
      if (!next.element.isConnected || now > next.until) { held.shift(); continue; }
      if (!live(next.element)) break;
      held.shift();
      next.element.click();
    }
    if (held.length) timer = setTimeout(replay, 50);
  }
  window.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || target.nodeType !== 1 || live(target)) return;
    var root = document.getElementById('root');
    if (!root || !root.contains(target) || (served && !served.has(target)) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ element: target, until: Date.now() + limitMs });
    if (!timer) timer = setTimeout(replay, 50);
  }, true);
  // Ctrl+K (Cmd+K) before the page's search shortcut listens: noted, and the shortcut opens the search once it does
  window.addEventListener('keydown', function (event) {
    if (window.${EARLY_SEARCH_KEY} === 'live') return;
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    if (String(event.key).toLowerCase() !== 'k') return;
    event.preventDefault();
    window.${EARLY_SEARCH_KEY} = 'pressed';
  }, true);
})`;

/** How long a held click waits for its element to become live: past it, the click is dropped. */
const EARLY_CLICK_LIMIT_MS = 15_000;

/** The <script> for the page's <head> that holds early clicks and makes them again once their element is live. */
export function earlyClicksScript(): string {
  return `<script>${EARLY_CLICKS_SOURCE}(${EARLY_CLICK_LIMIT_MS});</script>`;
}
