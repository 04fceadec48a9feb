import type { Sections } from "./index.ts";

/** Server messages of the layout module (en-US). Keys must match zh-CN. */
export const layoutEn: Sections["layout"] = {
  kerfInvalid: "The kerf must be a whole number of 3-5 mm",
  stagesInvalid: "Stages must be 2 or 3",
  rotationInvalid: "Choose whether boards may be rotated",
  slabsRequired: "Choose at least one slab",
  timeLimitInvalid: "The time limit must be a whole number of 1-30 seconds",
  projectNotOpen: "Only a pending or reviewed project can be laid out",
  runInProgress: "A cloud layout of this project is running; wait for it to finish",
  nothingToLayout: "Nothing to lay out: every bridge-cut board already has a cutting plan",
  slabUnavailable:
    "Slab {{slab}} is not available: it is not to pick, has an exception or already has a cutting plan",
  runNotDone: "Only a finished layout that has not been accepted or discarded can be accepted",
  runClosed: "This layout has already been accepted or closed and cannot be discarded",
  acceptConflict: "Some slabs or boards were planned meanwhile ({{items}}); run the layout again",
  errorInfeasible:
    "The optimiser's result failed the feasibility check; nothing was stored. Try again or change the settings",
  errorSolver: "The optimiser failed; try again later",
  errorInterrupted: "The cloud layout was interrupted by server restarts too often; run it again",
  projectsRequired: "Choose at least one project",
  tooManyProjects: "A cloud layout takes at most 20 projects",
  planeOneProject: "Only a cloud layout of one project can be limited to a plane",
  projectNotOpenNamed: "Project {{project}} is not pending or reviewed and cannot be laid out",
  projectBusy: "A cloud layout of project {{project}} is running; wait for it to finish",
};
