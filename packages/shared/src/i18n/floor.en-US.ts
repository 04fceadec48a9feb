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
  craft: {
    wrongWorkshop: "Board {{code}}'s next craft is {{craft}}, in {{workshop}}",
    nothingPending: "Board {{code}} has no second-processing craft left to do",
    notCut: "Board {{code}} has not been cut yet",
    broken: "Board {{code}} is flagged broken: its crafts cannot be done",
    doneBy: "Board {{code}}'s {{craft}} was already done by {{operator}} at {{time}}",
    rackNotReceived:
      "Rack {{code}} has not been received at second processing (now: {{stage}}, {{state}}): its crafts cannot be done as a whole",
    rackEmpty: "Rack {{code}} carries no board whose crafts can be done in this workshop",
    unknownCode: "No board or rack “{{code}}” was found",
    notSecondProcessing: "{{workshop}} is a cutting workshop: crafts are not done there",
  },
  boxAction: { add: "take a board", remove: "give a board back", seal: "be sealed", reopen: "be reopened" },
  box: {
    refused: 'Packing box {{code}} is "{{state}}": it cannot {{actionName}}',
    unknownCode: "No packing box with code {{code}}",
    unknownBoard: "No board with code {{code}}",
    otherProject: "Board {{code}} belongs to project {{boardProject}}, this box to {{boxProject}}",
    boardInBox: "Board {{code}} is already in box {{box}}",
    notCut: "Board {{code}} is not cut yet",
    broken: "Board {{code}} is flagged broken",
    craftsPending: 'Board {{code}} still waits for craft "{{craft}}"',
    rackNotAtPacking:
      'Board {{code}} is on rack {{rack}}, which is "{{state}}" at {{stage}}: not received at packing',
    empty: "Packing box {{code}} holds no board: it cannot be sealed",
    notInBox: "Board {{code}} is not in box {{box}}",
  },
};
