// One seat's (or a spectator's) WebSocket to a table: hello with the last event
// seen, and again after every dropped connection (to the address the page came from:
// behind a balancer, any process serves the table), so that the page resumes. A
// refusal's message comes in the page's words where the page has words for its code.

import { refusalWords } from "./i18n.js";

export function connect(tableId, token, { onMessage, onStatus }) {
  let socket = null;
  let seen = -1;
  let closed = false;
  let delay = 500;

  function send(message) {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function open() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/tables/${encodeURIComponent(tableId)}`);
    socket.onopen = () => {
      delay = 500;
      onStatus("open");
      send({ type: "hello", token, seen });
    };
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "error" && message.code === "unavailable") {
        // the server cannot reach its database: say so, and connect again (through
        // the address the page came from, the balancer) until it can
        socket.close();
        return;
      }
      if (message.type === "state") seen = message.event;
      if (message.type === "error") message.message = refusalWords(message.code) ?? message.message;
      onMessage(message);
    };
    socket.onclose = () => {
      if (closed) return;
      onStatus("lost");
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 8000);
    };
  }

  open();
  return {
    act: (action) => send({ type: "act", token, seen, action }),
    again: () => send({ type: "again", token }),
    react: (reaction) => send({ type: "react", token, reaction }),
    takeBack: () => send({ type: "take_back", token }),
    hint: () => send({ type: "hint", token, seen }),
    close() {
      closed = true;
      socket.close();
    },
  };
}
