// @ts-check
// Building DOM and SVG elements: h("button", {class: "x", onclick}, "text"); and putting
// a drawing in the page, anew (`replace`) or onto the elements already there (`morph`).

const SVG_NS = "http://www.w3.org/2000/svg";

// Each element's handlers as its latest drawing gave them, by event type. One listener
// per type (`dispatch`, which the browser adds once however often it is added) calls the
// newest, so that an element `morph` keeps acts on its newest drawing's closures, once.
const handlers = new WeakMap();

// A <details>' `open` is the reader's too, and is its attribute: it stays as the reader
// left it while drawings say of it what the last one said. (A press opens it at once, but
// tells the view's state only by a toggle event, later; a drawing in between, drawn from
// the state not yet told, would close it again, and the toggle then says closed.)
const saidOpen = new WeakMap();

function dispatch(event) {
  return handlers.get(event.currentTarget)?.[event.type]?.(event);
}

function listen(el, on) {
  for (const type of Object.keys(handlers.get(el) ?? {})) {
    if (!(type in on)) el.removeEventListener(type, dispatch);
  }
  for (const type of Object.keys(on)) el.addEventListener(type, dispatch);
  handlers.set(el, on);
}

function drawn(children) {
  return children.flat(Infinity).filter((c) => c != null && c !== false);
}

function build(el, attrs, children) {
  const on = {};
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value == null || value === false) continue;
    if (key.startsWith("on")) on[key.slice(2)] = value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  listen(el, on);
  el.append(...drawn(children));
  if (el instanceof HTMLDetailsElement) saidOpen.set(el, el.open);
  return el;
}

export function h(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

export function s(tag, attrs, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

// `parent`'s children, thrown away for these.
export function replace(parent, ...children) {
  parent.replaceChildren(...drawn(children));
}

// `draw()` run so that an element it takes out and puts back (one kept across drawings,
// as the lobby's record viewer) keeps the focus it had: drawing it into a new parent
// takes it out of the page, and the focus with it.
export function keepingFocus(draw) {
  const focused = document.activeElement;
  draw();
  if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused) {
    focused.focus({ preventScroll: true });
  }
}

// `parent`'s children made to equal these, keeping the elements that stand for the same
// thing: what was pressed, focused, opened, scrolled or is moving stays so, unless the
// new drawing says otherwise. The children must be newly drawn (h, s), or text.
export function morph(parent, ...children) {
  morphChildren(parent, drawn(children).map((c) => (c instanceof Node ? c : new Text(String(c)))));
}

// What an element is matched by among its siblings: what it stands for, where its
// drawing says (an id, the item, seat, action or table it shows); else its kind, its tag
// and first class, matched in order (a log's lines, a text). Not `data-key`, which is a
// control's letter on the keyboard, and goes to another action as the actions change.
const KEYS = ["id", "data-item", "data-seat", "data-action", "data-table"];

function keyOf(node) {
  if (!(node instanceof Element)) return node.nodeName;
  const name = KEYS.find((key) => node.hasAttribute(key));
  return name ? `${node.nodeName}[${name}=${node.getAttribute(name)}]`
    : `${node.nodeName}.${node.classList[0] ?? ""}`;
}

function morphChildren(parent, fresh) {
  const old = new Map();
  for (const node of parent.childNodes) {
    const key = keyOf(node);
    if (old.has(key)) old.get(key).push(node);
    else old.set(key, [node]);
  }
  const kept = fresh.map((node) => {
    const match = old.get(keyOf(node))?.shift();
    if (match) morphNode(match, node);
    return match ?? node;
  });
  for (const unmatched of old.values()) for (const node of unmatched) node.remove();
  kept.forEach((node, i) => {
    const at = parent.childNodes[i] ?? null;
    if (node === at) return;
    // moved within its parent, a kept element keeps its focus where the browser can
    if (node.parentNode === parent && parent.moveBefore) parent.moveBefore(node, at);
    else parent.insertBefore(node, at);
  });
}

function morphNode(old, fresh) {
  if (!(old instanceof Element)) {
    if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
    return;
  }
  morphAttributes(old, fresh);
  listen(old, handlers.get(fresh) ?? {});
  morphChildren(old, [...fresh.childNodes]);
}

// A control's live state (what the user typed, ticked, chose) stays, unless the new
// drawing changes what it says of it.
const LIVE = ["value", "checked", "selected"];

function readerOwns(old, fresh) {
  if (!(old instanceof HTMLDetailsElement)) return () => false;
  const unchanged = saidOpen.get(old) === fresh.hasAttribute("open");
  saidOpen.set(old, fresh.hasAttribute("open"));
  return (name) => unchanged && name === "open";
}

function morphAttributes(old, fresh) {
  for (const name of LIVE) {
    if (name in old && old.getAttribute(name) !== fresh.getAttribute(name)) old[name] = fresh[name];
  }
  const kept = readerOwns(old, fresh);
  for (const { name } of [...old.attributes]) {
    if (!fresh.hasAttribute(name) && !kept(name)) old.removeAttribute(name);
  }
  for (const { name, value } of fresh.attributes) {
    if (old.getAttribute(name) !== value && !kept(name)) old.setAttribute(name, value);
  }
}
