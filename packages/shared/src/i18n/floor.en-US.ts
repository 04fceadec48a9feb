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
  rack: {
    refused: 'Rack {{code}} is "{{state}}": it cannot {{actionName}}',
    lastStage: 'Rack {{code}} is at its last stage "{{stage}}": it cannot be circulated',
    notAtPacking: 'Rack {{code}} is at "{{stage}}": boards are packed only at packing',
    unknownCode: "No rack has the code {{code}}",
    boardUnknown: "No board has the code {{code}}",
    boardNotCut: 'Board {{code}} is "{{state}}": it is not cut yet and cannot go on a rack',
    boardBroken: "Board {{code}} is flagged broken ({{reason}}): it cannot go on a rack",
    boardOtherPlane: "Board {{code}} belongs to plane {{plane}}, this rack carries {{rackPlane}}",
    boardOnRack: "Board {{code}} is already on rack {{rack}}",
    boardInBox: "Board {{code}} is already in packing box {{box}}",
    overMaximum: "Rack {{code}} would carry {{area}} m², over its maximum of {{max}} m²: it cannot be loaded",
  },
};
