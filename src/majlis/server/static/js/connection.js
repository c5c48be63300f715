// @ts-check
// One seat's (or a spectator's) WebSocket to a table: hello with the last event
// seen, and again after every dropped connection (to the address the page came from:
// behind a balancer, any process serves the table), so that the page resumes; the
// tries are spaced out further each time (half a second, doubled up to eight).
// Its status: "open" once the table answers, "lost" while the socket is down, and
// "unavailable" while the server cannot reach its database: a "database" frame tells
// every socket at once, and again when it is back; an act or hello refused as
// "unavailable" closes the socket, and the page connects again until a hello is
// answered. A refusal's message comes in the page's words where the page has words
// for its code, with the act it refuses (each act sent carries an id). A state frame
// carries the match's last finished hand only: the others are kept here, asked for
// once (a "hands" message) when the page has not seen them all, and every state is
// handed on with all of them as its "hands". The server pings a quiet socket (a "ping"
// frame, saying how often: "every" seconds); a socket silent for SILENT of those
// intervals is taken for a frozen process and dropped, and the page connects again
// through the balancer, which sends it to any process (a frozen one never closes its
// socket).

import { refusalWords } from "./i18n.js";
import { me } from "./player.js";

const SILENT = 2.5;
/** Pinging intervals without a frame after which the socket is given up. */

// The finished hands of the match in play, kept from the state frames (each carries
// the last): `read` hands a state on with all of them as its "hands", or asks for them
// (`ask`) and holds the state until a "hands" frame answers; null meanwhile.
export function keptHands(ask) {
  const finished = { match: null, hands: [], waiting: null, asked: false };

  function withHands(state) {
    if (state.match !== finished.match) Object.assign(finished, { match: state.match, hands: [] });
    const hands = finished.hands;
    if (state.last_hand && hands.length === state.finished - 1) hands.push(state.last_hand);
    if (hands.length === state.finished) return { ...state, hands: hands.slice() };
    finished.waiting = state;
    if (!finished.asked) ask();
    finished.asked = true;
    return null;
  }

  function gotHands(message) {
    finished.asked = false;
    const state = finished.waiting;
    if (!state || message.match !== state.match) return null;
    Object.assign(finished, { match: message.match, hands: message.hands.slice(0, state.finished) });
    finished.waiting = null;
    return withHands(state);
  }

  return {
    read: (message) => (message.type === "state" ? withHands(message)
      : message.type === "hands" ? gotHands(message) : message),
    lost: () => { finished.asked = false; },
  };
}

// A refusal in the page's words where the page has words for its code, with the act
// it refuses (`sent`: the acts in flight by id).
export function worded(error, sent) {
  error.message = refusalWords(error.code) ?? error.message;
  error.act = sent.get(error.id) ?? null;
}

export function connect(tableId, token, { onMessage, onStatus }) {
  let socket = null;
  let heard = 0;  // when the socket last heard anything (performance.now())
  let every = 3;  // seconds between pings, as the server last said
  let seen = -1;
  let closed = false;
  let delay = 500;
  let status = "connecting";
  let acts = 0;
  const sent = new Map();  // the acts in flight by id: what each asked
  const hands = keptHands(() => send({ type: "hands", token }));

  function send(message) {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function act(message) {
    const id = `a${++acts}`;
    sent.set(id, message);
    if (sent.size > 64) sent.delete(sent.keys().next().value);
    send({ ...message, id });
  }

  function tell(now) {
    if (now === status) return;
    status = now;
    onStatus(now);
  }

  function open() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/tables/${encodeURIComponent(tableId)}`);
    let away = false;  // this socket was told that the database cannot be reached
    socket.onopen = () => {
      hands.lost();  // an answer lost with the last socket is asked for again
      send({ type: "hello", token, seen });
      // a spectator talks as the player this browser is (a seat talks as its seat)
      if (!token && me()) act({ type: "player", token, key: me().key });
    };
    heard = performance.now();
    socket.onmessage = (event) => {
      heard = performance.now();
      let message = JSON.parse(event.data);
      if (message.type === "ping") {
        every = message.every;
        return;
      }
      if (message.type === "error" && message.code === "unavailable") {
        // the server cannot reach its database: say so, and connect again (through
        // the address the page came from, the balancer) until it can
        away = true;
        socket.close();
        return;
      }
      if (message.type === "database") {
        // pushed to every socket when the server loses its database and when it is
        // back: the socket stays, and the page says so meanwhile
        away = !message.reachable;
        tell(away ? "unavailable" : "open");
        return;
      }
      delay = 500;
      if (!away) tell("open");
      if (message.type === "state") seen = message.event;
      message = hands.read(message);
      if (message?.type === "error") worded(message, sent);
      if (message) onMessage(message);
    };
    socket.onclose = () => lost(away);
  }

  function lost(away) {
    if (closed) return;
    tell(away ? "unavailable" : "lost");
    setTimeout(open, delay);
    delay = Math.min(delay * 2, 8000);
  }

  // A socket silent too long, or opening too long, is let go without waiting for its
  // closing handshake (a frozen process never answers it), and another is opened.
  const watch = setInterval(() => {
    if (closed || socket.readyState > WebSocket.OPEN) return;
    if (performance.now() - heard < SILENT * every * 1000) return;
    const silent = socket;
    silent.onclose = silent.onmessage = null;
    silent.close();
    lost(false);
  }, 500);

  open();
  return {
    act: (action) => act({ type: "act", token, seen, action }),
    again: () => act({ type: "again", token }),
    react: (reaction) => act({ type: "react", token, reaction }),
    chat: (text) => act({ type: "chat", token, text }),
    takeBack: () => act({ type: "take_back", token }),
    hint: () => act({ type: "hint", token, seen }),
    close() {
      closed = true;
      clearInterval(watch);
      socket.close();
    },
  };
}
