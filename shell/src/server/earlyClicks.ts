/**
 * What a person does on the server's markup before React has made that part of it live, kept and handed to React
 * once it is.
 *
 * A rendered page is on screen before it is live: its code has not started yet (it waits for the page's largest
 * paint: `loadCodeAfterPaint` in shared/build/shellHtml.cjs), the shell's bundle has not run yet, or it has and the
 * route remote's page is still a dehydrated Suspense boundary waiting for the remote's code. This script runs from
 * the page's <head>, before anything else, and looks at the elements inside #root of the server's markup that React
 * has not hydrated yet (they carry none of React's `__reactProps$…` keys):
 * - A click is held (its default action too, so a form is not sent natively and a box is not ticked) and made again,
 *   on the same element, as soon as React has hydrated it, in the order they were made: React 19 drops a click on
 *   markup it cannot hydrate at once. A link is left alone: the browser follows it by itself.
 * - A form sent with no click (Enter in a form without a button) is held the same way and sent again once live. So
 *   is one sent while React is hydrating its part (its elements have React's props, the part is not live yet: React
 *   handles a click or typing there at once, but lets the browser send a form).
 * - Text typed into a field stays in it: React keeps the DOM's value when it hydrates a field, but the component's
 *   state still holds the server's, and its next render would put that back. Once the field is live it is handed to
 *   React as the input it was (an `input` event React sees as a change: its value tracker is set apart from the DOM's
 *   first, as a person's typing would have left it), so the state reads what is on screen; caret and focus stay.
 *   A choice in a <select> is handed over as its `change` event.
 * - A field focused before it was live is still focused: React is told (a `focusin`, as a person's focus), so what
 *   it does on focus (the search box's suggestions) happens.
 * Fields are handed over before held clicks are made again (Enter in a search box is a click on its button: it must
 * send the words typed), and while a typed field waits to be handed over, a click or a form sent inside #root is held
 * even if its own element is already live. Anything held whose element never becomes live (removed, or the page failed) is dropped
 * after `limitMs`.
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
  var fields = [];
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
  // live and committed. React gives an element its props while it hydrates the element's part, which goes live only
  // once all of it has hydrated; until then the element's fiber, or one above it new in this render (no alternate
  // yet), still says Placement or Hydrating (2 | 4096, the flags React's own getNearestMountedFiber reads). A click or
  // a field's event there is React's: it finishes that part at once and handles it. A form sent there is not (React
  // does not replay 'submit'): the browser would send it by itself.
  function committed(element) {
    if (!live(element)) return false;
    var key = Object.keys(element).filter(function (name) { return name.indexOf('__reactFiber$') === 0; })[0];
    for (var node = key ? element[key] : null; node && !node.alternate; node = node.return) {
      if (node.flags & 4098) return false;
    }
    return true;
  }
  // an element of the server's markup in #root that is not live yet
  function early(target) {
    if (!target || target.nodeType !== 1 || live(target)) return false;
    var root = document.getElementById('root');
    return Boolean(root && root.contains(target) && (!served || served.has(target)));
  }
  function typable(element) {
    return element.localName === 'textarea' ||
      (element.localName === 'input' && !/^(checkbox|radio|button|submit|reset|image|file|hidden|range|color)$/i.test(element.type));
  }
  function note(element, what) {
    for (var i = 0; i < fields.length; i += 1) {
      if (fields[i].element === element) { fields[i][what] = true; fields[i].until = Date.now() + limitMs; return; }
    }
    var entry = { element: element, until: Date.now() + limitMs };
    entry[what] = true;
    fields.push(entry);
    schedule();
  }
  function handOver(entry) {
    var field = entry.element;
    if (entry.typed && typable(field)) {
      var own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
      var value = field.value;
      var focused = document.activeElement === field;
      var start = null;
      var end = null;
      try { start = field.selectionStart; end = field.selectionEnd; } catch (error) { start = null; }
      // through the element (React's value tracker notes it), then back through the prototype (it does not)
      field.value = value === '' ? ' ' : '';
      if (own && own.set) own.set.call(field, value); else field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      if (focused && start !== null) { try { field.setSelectionRange(start, end); } catch (error) { start = null; } }
    } else if (entry.typed) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (entry.focused && document.activeElement === field) {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      field.dispatchEvent(new FocusEvent('focus'));
    }
  }
  function replay() {
    timer = 0;
    var now = Date.now();
    var waiting = false;
    var handed = false;
    fields = fields.filter(function (entry) {
      if (!entry.element.isConnected || now > entry.until) return false;
      if (!live(entry.element)) { waiting = true; return true; }
      handOver(entry);
      handed = true;
      return false;
    });
    // what React does with a field handed over is rendered at the end of this task: a held click goes in the next
    while (held.length && !waiting && !handed) {
      var next = held[0];
      if (!next.element.isConnected || now > next.until) { held.shift(); continue; }
      if (!(next.submit ? committed(next.element) : live(next.element))) break;
      held.shift();
      if (next.submit) {
        if (typeof next.element.requestSubmit === 'function') next.element.requestSubmit();
        else next.element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      } else {
        next.element.click();
      }
    }
    schedule();
  }
  function schedule() {
    if (!timer && (held.length || fields.length)) timer = setTimeout(replay, 16);
  }
  // a field typed into before it was live and not handed over yet: a click or a form sent meanwhile waits for it,
  // even on a button already live (it would send what React's state holds, not what is on screen)
  function waitsForField(target) {
    var root = document.getElementById('root');
    return fields.some(function (entry) { return entry.typed; }) && Boolean(root && target && root.contains(target));
  }
  window.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || target.nodeType !== 1 || target.closest('a[href]')) return;
    if (!early(target) && !waitsForField(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ element: target, until: Date.now() + limitMs });
    schedule();
  }, true);
  window.addEventListener('submit', function (event) {
    var target = event.target;
    var begun = target && target.nodeType === 1 && live(target) && !committed(target);
    if (!early(target) && !begun && !waitsForField(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ element: event.target, submit: true, until: Date.now() + limitMs });
    schedule();
  }, true);
  function typed(event) {
    var target = event.target;
    if (early(target) && /^(input|textarea|select)$/.test(target.localName)) note(target, 'typed');
  }
  window.addEventListener('input', typed, true);
  window.addEventListener('change', typed, true);
  window.addEventListener('focusin', function (event) {
    var target = event.target;
    if (early(target) && /^(input|textarea|select)$/.test(target.localName)) note(target, 'focused');
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

/** How long a held click, form or field waits for its element to become live: past it, it is dropped. */
const EARLY_CLICK_LIMIT_MS = 15_000;

/** The <script> for the page's <head> that keeps what a person does before the page is live (above). */
export function earlyClicksScript(): string {
  return `<script>${EARLY_CLICKS_SOURCE}(${EARLY_CLICK_LIMIT_MS});</script>`;
}
