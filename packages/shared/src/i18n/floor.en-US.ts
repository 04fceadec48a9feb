import type { Sections } from "./index.ts";

/** Server messages of the floor area (en-US). Keys must match zh-CN. */
export const floorEn: Sections["floor"] = {
  entity: { rack: "Rack", box: "Packing box", board: "Board" },
  rackState: {
    idle: "Idle",
    loaded: "Loaded",
    inTransit: "In transit",
    received: "Received",
    toReturn: "To return",
  },
  rackAction: {
    generate: "be generated",
    load: "be loaded",
    circulate: "be circulated",
    receive: "be received",
    cancel: "be cancelled",
    pack: "be packed",
    dismantle: "be dismantled",
    return: "be returned",
  },
  stage: {
    cutting: "Cutting",
    reinforcement: "Reinforcement",
    secondProcessing: "Second processing",
    packing: "Packing",
  },
  boxState: { toPack: "To pack", packing: "Packing", done: "Sealed" },
  boxAction: { add: "take a board", remove: "give a board back", seal: "be sealed", reopen: "be reopened" },
  scan: { unknownCode: "No rack, board, box or slab has the code {{code}}" },
};
